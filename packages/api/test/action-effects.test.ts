/**
 * An action's declared effects are written by the engine in the transition
 * itself, no hook behind them: a purchase return's submit stamps submittedDate
 * and clears the last refusal's reason; a requisition's cancel moves its
 * lines to CANCELLED. The same actions stripped of their declarations (run in a
 * transaction rolled back) leave date, reason and lines as they were.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import type { Queryable } from '../src/db/db.ts';
import { PendingEvents } from '../src/engine/events.ts';
import { dbKind, setup } from './helper.ts';
import { act, approvedRequisition, day, ids, ok } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const id = await ids(t);
const ops = t.app.srm.ops;

const returnRow = async (q: Queryable, returnId: number) =>
  (
    await q.query<{ status: string; submitted: Date | null; reason: string | null }>(
      'SELECT return_status AS status, submitted_date AS submitted, refuse_reason AS reason FROM srm_po_return_headers WHERE return_header_id = $1',
      [returnId],
    )
  ).rows[0];
const lineStates = async (q: Queryable, requisitionId: number) =>
  (
    await q.query<{ s: string }>('SELECT line_status AS s FROM srm_po_requisition_lines WHERE requisition_header_id = $1 ORDER BY line_number', [requisitionId])
  ).rows.map((r) => r.s);

/** `fn` in a transaction that is rolled back whatever it did. */
async function rolledBack(fn: (tx: Queryable) => Promise<void>): Promise<void> {
  const undo = new Error('rollback');
  await assert.rejects(
    t.db.transaction(async (tx) => {
      await fn(tx);
      throw undo;
    }),
    (err) => err === undo,
  );
}

/** A refused return of the demo with its reason, stamped long ago, so the stamp is seen to move. */
async function refusedReturn(): Promise<number> {
  const found = await t.db.query<{ id: number }>(
    `SELECT return_header_id AS id FROM srm_po_return_headers WHERE return_status = 'REFUSED' AND supplier_id = $1 ORDER BY return_header_id LIMIT 1`,
    [id.supplier1],
  );
  const returnId = Number(found.rows[0].id);
  await t.db.query(`UPDATE srm_po_return_headers SET refuse_reason = '数量不符', submitted_date = '2020-01-01' WHERE return_header_id = $1`, [returnId]);
  return returnId;
}

test(`[${dbKind}] a declared stamp and clear: the return's submit stamps submittedDate and empties refuseReason; without them neither is written`, async () => {
  const def = getEntity('purReturn');
  const submit = actionOf(def, 'submit');
  assert.equal(submit.stamp, 'submittedDate');
  assert.deepEqual(submit.clears, ['refuseReason']);
  const returnId = await refusedReturn();

  await rolledBack(async (tx) => {
    await ops.transition(tx, new PendingEvents(), def, { ...submit, stamp: undefined, clears: undefined }, returnId);
    const bare = await returnRow(tx, returnId);
    assert.equal(bare.status, 'SUBMITTED');
    assert.equal(bare.reason, '数量不符', 'no hook clears the reason');
    assert.equal(new Date(bare.submitted!).getUTCFullYear(), 2020, 'no hook stamps the date');
  });

  const before = Date.now();
  ok(await act(buyer, 'purReturn', 'submit', returnId), 'submit the refused return');
  const after = await returnRow(t.db, returnId);
  assert.equal(after.status, 'SUBMITTED');
  assert.equal(after.reason, null);
  assert.ok(new Date(after.submitted!).getTime() >= before - 1000, `stamped now, not ${after.submitted}`);
});

test(`[${dbKind}] a declared line effect: a requisition's cancel moves its DRAFT and OPEN lines to CANCELLED; without it they stay`, async () => {
  const def = getEntity('purRequisition');
  const cancel = actionOf(def, 'cancel');
  assert.deepEqual(cancel.lines, [{ child: 'lines', field: 'lineStatus', from: ['DRAFT', 'OPEN'], to: 'CANCELLED' }]);
  const line = (n: number) => ({ lineNumber: n, itemId: id.gear, uomCode: 'PCS', demandQty: 4, needByDate: day(20) });
  const req = await approvedRequisition(buyer, approver, [line(1), line(2)], id.org, false);
  const reqId = Number(req.requisitionHeaderId);
  assert.deepEqual(await lineStates(t.db, reqId), ['DRAFT', 'DRAFT']);

  await rolledBack(async (tx) => {
    await ops.transition(tx, new PendingEvents(), def, { ...cancel, lines: undefined }, reqId);
    assert.deepEqual(await lineStates(tx, reqId), ['DRAFT', 'DRAFT'], 'no hook moves the lines');
  });

  const cancelled = ok(await act(buyer, 'purRequisition', 'cancel', reqId), 'cancel the requisition');
  assert.equal(cancelled.requisitionStatus, 'CANCELLED');
  assert.deepEqual(await lineStates(t.db, reqId), ['CANCELLED', 'CANCELLED']);
  assert.deepEqual(
    (cancelled.lines as { lineStatus: string }[]).map((l) => l.lineStatus),
    ['CANCELLED', 'CANCELLED'],
    'the answer shows the lines as moved',
  );
});
