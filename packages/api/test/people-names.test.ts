/**
 * People's names in answers come from a map each server process keeps in memory
 * (engine/people.ts), dropped on the change feed's word: a rename is answered at
 * once by the process that made it, and by every process after any writer's
 * change of saaf_users (multiprocess.test.ts has the other processes).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, setup } from './helper.ts';

const t = await setup();

/** The buyer's full name as the database has it now. */
const buyerName = async () => (await t.db.query<{ name: string }>(`SELECT user_full_name AS name FROM saaf_users WHERE user_name = 'buyer'`)).rows[0].name;

/** A rate to CNY saved by `client`; answers the saved record. */
async function saveRate(client: Awaited<ReturnType<typeof t.login>>, rate: Record<string, unknown>): Promise<Record<string, any>> {
  const saved = await client.entity('exchangeRate', 'saveOrUpdate', { targetCurrency: 'CNY', ...rate });
  assert.equal(saved.statusCode, 200, JSON.stringify(saved.body));
  return saved.body.data;
}

test('a rename is answered at once in forms, lines and lists, not the name kept from before', async () => {
  const [buyer, approver, admin] = [await t.login('buyer'), await t.login('approver'), await t.login('admin')];
  const id = (await saveRate(buyer, { originalCurrency: 'EUR', exchangeRate: 7.7, effectiveStartDate: '2026-12-03' })).exchangeRateId;
  const read = async () => {
    const one = await approver.entity('exchangeRate', 'findById', { exchangeRateId: id });
    const page = await approver.entity('exchangeRate', 'listByPage', { exchangeRateId: id });
    assert.equal(page.body.data.length, 1);
    return [one.body.data.createdByName, page.body.data[0].createdByName, page.body.data[0].lastUpdatedByName];
  };
  const before = await buyerName();
  assert.deepEqual(await read(), [before, before, before]);
  const hits = () => t.app.srm.ops.cacheStats().find((c) => c.code === 'peopleNames')!.hits;
  const kept = hits();
  assert.deepEqual(await read(), [before, before, before]);
  assert.ok(hits() > kept, 'read again, the names come from memory');

  const users = await admin.entity('user', 'listByPage', { userName: 'buyer' });
  const user = users.body.data.find((u: { userName: string }) => u.userName === 'buyer');
  const renamed = await admin.entity('user', 'saveOrUpdate', { userId: user.userId, versionNum: user.versionNum, userFullName: `${before}（新）` });
  assert.equal(renamed.statusCode, 200, JSON.stringify(renamed.body));
  assert.deepEqual(await read(), [`${before}（新）`, `${before}（新）`, `${before}（新）`], 'the process that renamed answers the new name');

  // Any writer (a script, psql) reaches the kept names through the table's trigger.
  await t.db.query(`UPDATE saaf_users SET user_full_name = $1 WHERE user_name = 'buyer'`, [before]);
  const back = await eventually(read, (names) => names.every((n) => n === before));
  assert.deepEqual(back, [before, before, before]);
});

test("a document's lines name their creator and updater as its header does", async () => {
  const buyer = await t.login('buyer');
  const page = await buyer.entity('purOrder', 'listByPage', { pageRows: 1 });
  const one = await buyer.entity('purOrder', 'findById', { poHeaderId: page.body.data[0].poHeaderId });
  const lines = one.body.data.lines as { createdBy: number; createdByName: string | null; lastUpdatedByName: string | null }[];
  assert.ok(lines.length > 0, 'the demo order has lines');
  const names = new Map(
    (await t.db.query<{ id: number; name: string }>(`SELECT user_id AS id, user_full_name AS name FROM saaf_users`)).rows.map((r) => [Number(r.id), r.name]),
  );
  for (const line of lines) assert.equal(line.createdByName, names.get(line.createdBy) ?? null);
  assert.equal(one.body.data.createdByName, names.get(one.body.data.createdBy) ?? null);
  assert.ok('lastUpdatedByName' in lines[0], 'every line carries both names');
});

test('names an action reads inside its transaction are kept once it commits: the next action names them from memory', async () => {
  const buyer = await t.login('buyer');
  const stats = () => t.app.srm.ops.cacheStats().find((c) => c.code === 'peopleNames')!;
  // Every kept name stale, as after a change of saaf_users: the buyer's name is read again, inside the first save.
  t.app.srm.changes.publish({ table: 'saaf_users' });
  const created = await saveRate(buyer, { originalCurrency: 'USD', exchangeRate: 9.1, effectiveStartDate: '2026-12-05' });
  assert.equal(created.createdByName, await buyerName());
  const misses = stats().misses;
  const again = await saveRate(buyer, { exchangeRateId: created.exchangeRateId, versionNum: created.versionNum, exchangeRate: 9.2 });
  assert.equal(again.lastUpdatedByName, await buyerName());
  assert.equal(stats().misses, misses, "the second save's answer names the buyer from memory");
});
