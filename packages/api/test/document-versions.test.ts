/**
 * Document versions on the purchase order: a released order is changed through
 * an action that archives it as version 1; the buyer edits, it is approved and
 * released again as version 2; one call compares any two versions field by field
 * and line by line, for the buyer, the approver and the order's own supplier only.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, confirmedOrder, day, ids, ok, operation, refused } from './purchase-kit.ts';

const t = await setup();
const id = await ids(t);
const [buyer, approver, supplier1, supplier2] = [await t.login('buyer'), await t.login('approver'), await t.login('supplier1'), await t.login('supplier2')];

test(`[${dbKind}] a released order changed into version 2, compared with version 1 by everyone who may read it`, async () => {
  const released = await confirmedOrder(
    { buyer, approver, supplier: supplier1 },
    id.supplier1,
    id.org,
    [{ lineNumber: 1, itemId: id.gear, quantity: 50, taxPrice: 20, needByDate: day(30) }],
    'RELEASED',
  );
  const poId = released.poHeaderId;

  // A released version is read-only: it is changed only through the change action.
  const frozen = await buyer.entity('purOrder', 'saveOrUpdate', { poHeaderId: poId, versionNum: released.versionNum, description: '直接修改' });
  refused(frozen, 'NOT_EDITABLE', 'editing a released order in place');
  assert.match(String(frozen.body.msg), /RELEASED|已发布/, 'the refusal names the state');

  refused(await act(buyer, 'purOrder', 'change', poId), 'COMMENT_REQUIRED', 'a change without its reason');
  const changing = ok(await act(buyer, 'purOrder', 'change', poId, { comment: '客户追加数量' }));
  assert.equal(changing.poStatus, 'UPDATED');
  refused(await supplier1.entity('purOrder', 'findById', { poHeaderId: poId }), 'NOT_FOUND', 'the supplier does not see the order while it is being changed');
  const told = ok(await supplier1.entity('notification', 'listByPage', { entityName: 'purOrder', recordId: poId, pageRows: 50 }));
  assert.ok(told.length >= 2, 'the supplier is told of the release and of the change');

  const line = changing.lines[0];
  ok(
    await buyer.entity('purOrder', 'saveOrUpdate', {
      poHeaderId: poId,
      versionNum: changing.versionNum,
      description: '追加数量并增加法兰',
      lines: [
        { poLineId: line.poLineId, lineNumber: 1, itemId: id.gear, quantity: 80, taxPrice: 20, needByDate: line.needByDate },
        { lineNumber: 2, itemId: id.flange, quantity: 10, taxPrice: 140, needByDate: day(35) },
      ],
    }),
    'edit the order being changed',
  );
  ok(await act(buyer, 'purOrder', 'submit', poId));
  ok(await act(approver, 'purOrder', 'approval', poId));
  ok(await act(buyer, 'purOrder', 'release', poId));

  const versions = ok(await operation(buyer, 'purOrder', 'listVersions', { poHeaderId: poId }));
  assert.deepEqual(
    versions.map((v: any) => [v.versionNo, v.current, v.state]),
    [
      [1, false, 'RELEASED'],
      [2, true, 'RELEASED'],
    ],
  );
  assert.equal(versions[1].comment, '客户追加数量');

  const diff = ok(await operation(approver, 'purOrder', 'compareVersions', { poHeaderId: poId, from: 1, to: 'current' }));
  const field = (name: string) => diff.fields.find((f: any) => f.field === name);
  assert.deepEqual([field('totalAmount').from, field('totalAmount').to], [1000, 3000]);
  assert.equal(field('description').to, '追加数量并增加法兰');
  const lines = diff.lines.find((l: any) => l.child === 'lines');
  assert.deepEqual(
    lines.changed.map((c: any) => [c.lineNumber, c.fields.find((f: any) => f.field === 'quantity')]),
    [[1, { field: 'quantity', from: 50, to: 80 }]],
  );
  assert.deepEqual(
    lines.added.map((l: any) => [l.lineNumber, l.itemId, l.quantity]),
    [[2, id.flange, 10]],
  );
  assert.equal(lines.removed.length, 0);

  // The supplier compares its own order's versions; another supplier cannot reach them.
  const seen = ok(await operation(supplier1, 'purOrder', 'compareVersions', { poHeaderId: poId, from: 1 }));
  assert.equal(seen.fields.length, diff.fields.length);
  refused(await operation(supplier2, 'purOrder', 'listVersions', { poHeaderId: poId }), 'NOT_FOUND', "another supplier's versions");
  refused(await operation(supplier2, 'purOrder', 'compareVersions', { poHeaderId: poId, from: 1 }), 'NOT_FOUND', "another supplier's comparison");
  const bad = await operation(buyer, 'purOrder', 'compareVersions', { poHeaderId: poId, from: 7 });
  refused(bad, 'VALIDATION', 'a version that does not exist');
  assert.equal(bad.body.errors![0].field, 'from');

  // Archived versions have no write route of their own; version 1 still reads as it was archived.
  const routes = t.app.printRoutes({ commonPrefix: false });
  assert.match(routes, /purOrder|PurOrder|poHeader/i, 'the route table is readable');
  assert.doesNotMatch(routes, /documentVersion/i, "no route reaches the archived versions but the document's own");
  const again = ok(await operation(buyer, 'purOrder', 'compareVersions', { poHeaderId: poId, from: 1, to: 1 }));
  assert.deepEqual([again.fields.length, again.lines[0].added.length, again.lines[0].changed.length], [0, 0, 0]);
});
