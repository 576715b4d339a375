/**
 * Equipment and production (entities/equipment/STATES.md): a production step
 * dated before its order refused on the field, late steps marked and their
 * buyer told once per report, the main schedule's rows, contracts confirmed by
 * the supplier, and isolation: another supplier sees none of it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, confirmedOrder, day, ids, ok, refused } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const P = 'productionProcess';
const S = 'eqpMainSchedule';
const C = 'purchaseContract';
const CS = 'carriageStorage';

const count = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;
const titlesOf = async (userName: string, entity: string, recordId: number) =>
  (
    await t.db.query<{ title: string }>(
      `SELECT n.notification_title AS title FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
        WHERE u.user_name = $1 AND n.entity_name = $2 AND n.record_id = $3 ORDER BY n.notification_id`,
      [userName, entity, recordId],
    )
  ).rows.map((r) => r.title);
const rowsOf = async (client: typeof buyer, entity: string, filters: Record<string, unknown> = {}) =>
  ok<Record<string, any>[]>(await client.entity(entity, 'listByPage', { pageIndex: 1, pageRows: 500, ...filters }));

/** A released order of supplier1, made `ageDays` ago (what its steps may not precede). */
async function releasedOrder(ageDays: number) {
  const po = await confirmedOrder(
    { buyer, approver, supplier: supplier1 },
    id.supplier1,
    id.org,
    [{ lineNumber: 1, itemId: id.gear, quantity: 10, taxPrice: 200, needByDate: day(20) }],
    'RELEASED',
  );
  await t.db.query(`UPDATE srm_po_headers SET creation_date = now() - make_interval(days => $2) WHERE po_header_id = $1`, [po.poHeaderId, ageDays]);
  return { poHeaderId: Number(po.poHeaderId), poNumber: String(po.poNumber), orderDate: day(-ageDays) };
}

// First: the tests below add production of their own.
test(`[${dbKind}] the demo: 华东's three orders in production, two reported with one step late and told, a shipment stored, a contract in each state`, async () => {
  const processes = await rowsOf(buyer, P, { supplierId: id.supplier1 });
  assert.equal(processes.length, 3);
  assert.deepEqual(processes.map((p) => p.reportStatus).sort(), ['DRAFT', 'REPORTED', 'REPORTED']);
  assert.deepEqual(processes.map((p) => p.lateFlag).sort(), ['N', 'N', 'Y']);
  const schedule = await rowsOf(supplier1, S);
  const inState = (state: string) => schedule.filter((r) => r.scheduleState === state).map((r) => r.stepName);
  assert.deepEqual([inState('LATE'), inState('OVERDUE')], [['机加工'], ['焊接']]);
  const told = await count(
    `SELECT count(*)::int AS n FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id WHERE u.user_name = 'buyer' AND n.entity_name = $1`,
    [P],
  );
  assert.equal(told, 1);
  assert.deepEqual(
    (await rowsOf(buyer, CS)).map((r) => r.carriageStatus),
    ['STORED'],
  );
  const states = (await rowsOf(buyer, C)).map((r) => r.contractStatus).sort();
  assert.deepEqual(states, ['APPROVED', 'CANCELLED', 'CLOSED', 'DRAFT', 'EFFECTIVE', 'REJECTED', 'SUBMITTED']);
  const spares = await rowsOf(buyer, 'deviceSpare', { belowMinFlag: 'Y' });
  assert.deepEqual(
    spares.map((s) => s.itemCode),
    ['M-100004'],
  );
});

test(`[${dbKind}] a step dated before its order, or an actual date to come, is refused on the step's field; nothing is written`, async () => {
  const po = await releasedOrder(5);
  const early = await supplier1.entity(
    P,
    'saveOrUpdate',
    {
      poHeaderId: po.poHeaderId,
      steps: [
        { lineNumber: 1, stepName: '下料', plannedStartDate: day(-4), plannedFinishDate: day(-2) },
        { lineNumber: 2, stepName: '机加工', plannedStartDate: day(-7), plannedFinishDate: day(3) },
      ],
    },
    { lang: 'EN' },
  );
  refused(early, 'VALIDATION');
  assert.deepEqual(
    early.body.errors?.map((e) => [e.child, e.row, e.field, e.message]),
    [['steps', 1, 'plannedStartDate', `Must not be before the order date ${po.orderDate}`]],
  );
  const future = await supplier1.entity(P, 'saveOrUpdate', {
    poHeaderId: po.poHeaderId,
    steps: [{ lineNumber: 1, stepName: '下料', plannedStartDate: day(-4), plannedFinishDate: day(-2), actualStartDate: day(-3), actualFinishDate: day(1) }],
  });
  refused(future, 'VALIDATION');
  assert.deepEqual(
    future.body.errors?.map((e) => [e.row, e.field, e.code]),
    [[0, 'actualFinishDate', 'rule.actualInFuture']],
  );
  assert.equal(await count('SELECT count(*)::int AS n FROM srm_eqp_production_process WHERE po_header_id = $1', [po.poHeaderId]), 0, 'nothing written');

  const gone = await supplier1.entity(CS, 'saveOrUpdate', {
    poHeaderId: po.poHeaderId,
    goodsDescription: '齿轮',
    carrierName: '顺达物流',
    vehicleNumber: '苏E·12345',
    departureDate: day(-8),
  });
  refused(gone, 'VALIDATION');
  assert.deepEqual(
    gone.body.errors?.map((e) => [e.field, e.code]),
    [['departureDate', 'rule.beforeOrderDate']],
  );
});

test(`[${dbKind}] a step whose actual date passes its planned one is late; a report tells the order's buyer once; the schedule shows it late`, async () => {
  const po = await releasedOrder(10);
  const saved = ok(
    await supplier1.entity(P, 'saveOrUpdate', {
      poHeaderId: po.poHeaderId,
      steps: [
        { lineNumber: 1, stepName: '下料', plannedStartDate: day(-9), plannedFinishDate: day(-7), actualStartDate: day(-9), actualFinishDate: day(-7) },
        { lineNumber: 2, stepName: '热处理', plannedStartDate: day(-6), plannedFinishDate: day(-4), actualStartDate: day(-5), actualFinishDate: day(-2) },
        { lineNumber: 3, stepName: '装配', plannedStartDate: day(2), plannedFinishDate: day(6) },
      ],
    }),
  );
  assert.match(saved.processNumber, /^SCJD-\d{8}-\d{3}$/);
  assert.equal(saved.orderDate, po.orderDate);
  assert.equal(saved.needByDate, day(20));
  assert.deepEqual(
    saved.steps.map((s: Record<string, unknown>) => [s.stepName, s.stepStatus, s.lateFlag, s.lateDays]),
    [
      ['下料', 'DONE', 'N', 0],
      ['热处理', 'DONE', 'Y', 2],
      ['装配', 'NOT_STARTED', 'N', 0],
    ],
  );
  assert.deepEqual([saved.processStatus, saved.lateFlag, saved.reportStatus], ['IN_PROGRESS', 'Y', 'DRAFT']);
  assert.deepEqual(await titlesOf('buyer', P, saved.processId), [], 'a draft tells no one');

  ok(await act(supplier1, P, 'report', saved.processId), 'report');
  assert.deepEqual(await titlesOf('buyer', P, saved.processId), [`生产进度 ${saved.processNumber}（订单 ${po.poNumber}）工序延误：「热处理」延误2天`]);
  ok(await act(supplier1, P, 'report', saved.processId), 'report again');
  assert.equal((await titlesOf('buyer', P, saved.processId)).length, 1, 'a step late already told is not told again');

  const rows = await rowsOf(buyer, S, { poNumber: po.poNumber });
  assert.deepEqual(
    rows.map((r) => [r.lineNumber, r.stepName, r.scheduleState, r.lateDays, r.needByDate]),
    [
      [1, '下料', 'DONE', 0, day(20)],
      [2, '热处理', 'LATE', 2, day(20)],
      [3, '装配', 'NOT_STARTED', 0, day(20)],
    ],
  );
  refused(
    await buyer.entity(P, 'saveOrUpdate', { processId: saved.processId, versionNum: saved.versionNum, description: 'x' }),
    'FORBIDDEN',
    'the buyer reads what the supplier reports',
  );
});

test(`[${dbKind}] a contract: milestones within its term, none submitted without them; the supplier sees it once approved, confirms it and the buyer is told`, async () => {
  const base = { contractName: '测试合同', supplierId: id.supplier1, orgId: id.org, signedDate: day(0), startDate: day(0), endDate: day(90) };
  const outside = await buyer.entity(C, 'saveOrUpdate', {
    ...base,
    milestones: [{ lineNumber: 1, milestoneName: '验收', plannedDate: day(120), milestoneAmount: 1000 }],
  });
  refused(outside, 'VALIDATION');
  assert.deepEqual(
    outside.body.errors?.map((e) => [e.child, e.row, e.field, e.code]),
    [['milestones', 0, 'plannedDate', 'rule.dateOutsideTerm']],
  );
  const empty = ok(await buyer.entity(C, 'saveOrUpdate', base));
  refused(await act(buyer, C, 'submit', empty.contractId), 'VALIDATION', 'no milestones');

  const saved = ok(
    await buyer.entity(C, 'saveOrUpdate', {
      ...base,
      milestones: [
        { lineNumber: 1, milestoneName: '预付款', plannedDate: day(5), milestoneAmount: 3000.5 },
        { lineNumber: 2, milestoneName: '验收', plannedDate: day(60), milestoneAmount: 7000 },
      ],
    }),
  );
  assert.match(saved.contractNumber, /^SBHT-\d{8}-\d{3}$/);
  assert.equal(Number(saved.contractAmount), 10000.5);
  refused(await supplier1.entity(C, 'findById', { contractId: saved.contractId }), 'NOT_FOUND', 'a draft is not the supplier’s to see');
  ok(await act(buyer, C, 'submit', saved.contractId));
  ok(await act(approver, C, 'approval', saved.contractId));
  const todo = await count(
    `SELECT count(*)::int AS n FROM srm_base_supplier_pending WHERE entity_name = $1 AND record_id = $2 AND supplier_id = $3 AND handle_flag = 'N'`,
    [C, saved.contractId, id.supplier1],
  );
  assert.equal(todo, 1, 'the supplier has the contract to confirm');
  refused(await act(supplier2, C, 'confirm', saved.contractId), 'NOT_FOUND', 'not the other supplier’s');
  const confirmed = ok(await act(supplier1, C, 'confirm', saved.contractId));
  assert.deepEqual([confirmed.contractStatus, confirmed.effectiveDate], ['EFFECTIVE', day(0)]);
  assert.equal(
    await count(`SELECT count(*)::int AS n FROM srm_base_supplier_pending WHERE entity_name = $1 AND record_id = $2 AND handle_flag = 'N'`, [
      C,
      saved.contractId,
    ]),
    0,
  );
  assert.equal((await titlesOf('buyer', C, saved.contractId)).length, 1, 'the buyer who made it is told');
});

test(`[${dbKind}] supplier2 sees none of supplier1's production, schedule, carriage or contracts, and cannot report on its orders`, async () => {
  const theirs = await rowsOf(supplier1, P);
  assert.ok(theirs.length >= 2);
  // 蓝海 has production of its own in the demo: only that.
  const own = await rowsOf(supplier2, P);
  assert.ok(own.length >= 1, '蓝海 reads its own production');
  assert.deepEqual([...new Set(own.map((p) => p.supplierId))], [id.supplier2]);
  const schedule = await rowsOf(supplier2, S);
  assert.ok(schedule.length >= 1, '蓝海 reads its own schedule');
  assert.deepEqual([...new Set(schedule.map((r) => r.supplierId))], [id.supplier2]);
  assert.deepEqual(await rowsOf(supplier2, CS), []);
  const contracts = await rowsOf(supplier2, C);
  assert.deepEqual(
    contracts.map((c) => c.supplierId),
    [id.supplier2],
    'its own contract only',
  );
  refused(await supplier2.entity(P, 'findById', { processId: theirs[0].processId }), 'NOT_FOUND');
  const onTheirOrder = await supplier2.entity(P, 'saveOrUpdate', {
    poHeaderId: theirs[0].poHeaderId,
    steps: [{ lineNumber: 1, stepName: 'x', plannedStartDate: day(1), plannedFinishDate: day(2) }],
  });
  refused(onTheirOrder, 'VALIDATION');
  assert.deepEqual(
    onTheirOrder.body.errors?.map((e) => [e.field, e.code]),
    [['poHeaderId', 'rule.ref']],
  );
  // Devices are internal: no supplier reads them.
  assert.notEqual((await supplier1.entity('deviceInfo', 'listByPage', { pageIndex: 1, pageRows: 10 })).body.status, 'S');
});
