/**
 * On PostgreSQL the writer's own process learns the tables a transaction wrote
 * with its COMMIT (db/pg-db.ts), from what the change feed's triggers noted in
 * the transaction (db/change-feed.ts): its caches (sessions, grants, names, list
 * totals) are current for its very next request, before its NOTIFY comes back.
 * PGlite hears its NOTIFY while the COMMIT runs, so it has no such report.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';

const t = await setup();
const skip = dbKind === 'postgres' ? false : 'PGlite delivers its NOTIFY during the COMMIT';
const heard: string[][] = [];
if (!skip) t.db.onCommitted!((tables) => heard.push([...tables].sort()));

/** What the next transaction reports, alone. */
async function reported(fn: Parameters<typeof t.db.transaction>[0]): Promise<string[][]> {
  heard.length = 0;
  await t.db.transaction(fn).catch(() => undefined);
  return [...heard];
}

test('a transaction reports each table it wrote once, the ones a rolled-back savepoint wrote not', { skip }, async () => {
  const tables = await reported(async (tx) => {
    await tx.query(`UPDATE saaf_users SET last_update_date = now() WHERE user_name = 'buyer'`);
    await tx.query(`UPDATE saaf_users SET last_update_date = now() WHERE user_name = 'approver'`);
    await tx.query(`UPDATE srm_pos_supplier_info SET last_update_date = now() WHERE supplier_id = (SELECT min(supplier_id) FROM srm_pos_supplier_info)`);
    await tx.exec('SAVEPOINT aside');
    await tx.query(`UPDATE saaf_departments SET last_update_date = now()`);
    await tx.exec('ROLLBACK TO SAVEPOINT aside');
  });
  assert.deepEqual(tables, [['saaf_users', 'srm_pos_supplier_info']]);
});

test('a transaction that only reads reports no table, and the next one starts with none noted', { skip }, async () => {
  assert.deepEqual(await reported(async (tx) => void (await tx.query('SELECT count(*) FROM saaf_users'))), [[]]);
  assert.deepEqual(
    await reported(async (tx) => void (await tx.query(`UPDATE srm_pos_supplier_info SET last_update_date = now() WHERE false`))),
    [['srm_pos_supplier_info']],
    'a statement trigger fires for a statement that changed no row: a cache dropped for nothing, never one kept stale',
  );
  assert.deepEqual(await reported(async () => undefined), [[]]);
});

test('a transaction rolled back reports nothing', { skip }, async () => {
  const tables = await reported(async (tx) => {
    await tx.query(`UPDATE saaf_users SET last_update_date = now() WHERE user_name = 'buyer'`);
    throw new Error('refused');
  });
  assert.deepEqual(tables, []);
});
