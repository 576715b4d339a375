/**
 * Races through the real routes: 20 clients saving the same record with the same
 * version (exactly one wins, the others are told to reload), and 20 clients doing
 * the same workflow action (exactly one transition, one audit entry, and the same
 * to-dos and notifications as one action alone makes).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { dbKind, setup } from './helper.ts';

const t = await setup();
const admin = await t.login('admin');
const CLIENTS = 20;

test(`[${dbKind}] 20 clients save the same record with the same version: one wins, 19 get STALE_VERSION`, async () => {
  const list = await admin.entity('materialItem', 'listByPage', { pageRows: 1 });
  const row = list.body.data[0];
  const clients = await Promise.all(Array.from({ length: 4 }, () => t.login('admin')));
  const answers = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) =>
      clients[i % clients.length].entity('materialItem', 'saveOrUpdate', { itemId: row.itemId, versionNum: row.versionNum, itemName: `race ${i}` }),
    ),
  );
  const won = answers.filter((a) => a.body.status === 'S');
  const stale = answers.filter((a) => a.body.code === 'STALE_VERSION');
  assert.equal(won.length, 1, JSON.stringify(answers.filter((a) => a.body.status !== 'S' && a.body.code !== 'STALE_VERSION').map((a) => a.body)));
  assert.equal(stale.length, CLIENTS - 1);
  assert.ok(stale.every((a) => a.statusCode === 409));
  const after = await admin.entity('materialItem', 'findById', { itemId: row.itemId });
  assert.equal(after.body.data.versionNum, row.versionNum + 1);
  assert.equal(after.body.data.itemName, won[0].body.data.itemName);
});

/** To-dos and notifications a workflow action left for one record. */
async function traces(entity: string, id: number) {
  const q = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE entity_name = $1 AND record_id = $2`, [entity, id])).rows[0].n;
  const audit = await t.db
    .query<{ n: number }>(`SELECT count(*)::int AS n FROM saaf_audit_log WHERE entity_name = $1 AND record_id = $2 AND operation = 'ACTION'`, [entity, id])
    .catch(() => ({ rows: [{ n: -1 }] }));
  return {
    interior: await q('srm_base_interior_pending'),
    supplier: await q('srm_base_supplier_pending'),
    notifications: await q('srm_base_notifications'),
    actions: audit.rows[0].n,
  };
}

test(`[${dbKind}] 20 clients do the same workflow action: one transition, one set of to-dos and notifications`, async () => {
  const notice = getEntity('notice');
  const draft = async (title: string) =>
    (await admin.entity('notice', 'saveOrUpdate', { noticeTitle: title, noticeContent: '<p>race</p>', receiverType: 'ALL', noticeType: 'GENERAL' })).body.data[
      notice.key
    ] as number;
  // What one action alone leaves behind.
  const alone = await draft('alone');
  assert.equal((await admin.entity('notice', 'doPublish', { noticeId: alone })).body.status, 'S');
  const expected = await traces('notice', alone);

  const raced = await draft('raced');
  const clients = await Promise.all(Array.from({ length: 4 }, () => t.login('admin')));
  const answers = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => clients[i % clients.length].entity('notice', 'doPublish', { noticeId: raced })));
  const won = answers.filter((a) => a.body.status === 'S');
  assert.equal(won.length, 1);
  assert.ok(
    answers.filter((a) => a.body.status !== 'S').every((a) => a.statusCode === 409 && ['TRANSITION_REFUSED', 'STALE_VERSION'].includes(a.body.code!)),
    JSON.stringify(answers.map((a) => a.body.code)),
  );
  const found = await admin.entity('notice', 'findById', { noticeId: raced });
  assert.equal(found.body.data.noticeStatus, 'PUBLISHED');
  assert.equal(found.body.data.versionNum, 2, 'exactly one transition bumped the version');
  assert.deepEqual(await traces('notice', raced), expected);
});
