/**
 * Quota management (entities/quota/STATES.md): an adjustment states a
 * material's whole new split, refused until its shares sum to 100 and name
 * every supplier in force, approved by a second person, and its approval puts
 * the split in force and ends the old one; the monitoring measures the split
 * against the orders approved while it was in force; suppliers read nothing.
 * The tests work at the Suzhou plant on gears, where the demo has no quota.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, approvedRequisition, ids, ok, operation, refused } from './purchase-kit.ts';
import { grantMenus } from '../src/seed/reference.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const id = await ids(t);
const A = 'smlAdjustmentHead';
const P = 'smlPresetProportion';
const M = 'smlMonitoring';
const one = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ id: number }>(sql, params)).rows[0].id);
const sz = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-SZ'`);
const mfg = id.org;
const hd = id.supplier1;
const lh = id.supplier2;
const hengtong = await one(`SELECT supplier_id AS id FROM srm_pos_supplier_info WHERE supplier_name = '恒通物流服务有限公司'`);

type Share = [supplierId: number, newShare: number];
const lines = (itemId: number, shares: Share[]) => shares.map(([supplierId, newShare], i) => ({ lineNumber: i + 1, itemId, supplierId, newShare }));
const draft = (shares: Share[], reason = '测试调整', lang: 'CN' | 'EN' = 'CN') =>
  buyer.entity(A, 'saveOrUpdate', { orgId: sz, adjustmentReason: reason, lines: lines(id.gear, shares) }, { lang });
const find = async (adjustmentId: number) => ok(await buyer.entity(A, 'findById', { adjustmentId }));
const presets = async (presetStatus: string) =>
  ok(await buyer.entity(P, 'listByPage', { orgId: sz, itemId: id.gear, presetStatus, pageRows: 50, exactCount: true })) as Record<string, any>[];
const shares = (rows: Record<string, any>[]) => Object.fromEntries(rows.map((r) => [Number(r.supplierId), Number(r.plannedShare)]).sort((a, b) => a[0] - b[0]));
/** A one-line order of gears at Suzhou for `supplierId`, approved unless told. */
const order = async (supplierId: number, quantity: number, approve = true) => {
  const po = ok(
    await buyer.entity('purOrder', 'saveOrUpdate', {
      supplierId,
      orgId: sz,
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      lines: [{ lineNumber: 1, itemId: id.gear, quantity, taxPrice: 20, needByDate: '2030-01-01' }],
    }),
    'save order',
  );
  if (!approve) return;
  ok(await act(buyer, 'purOrder', 'submit', po.poHeaderId), 'submit order');
  ok(await act(approver, 'purOrder', 'approval', po.poHeaderId), 'approve order');
};
/** The monitoring of gears at Suzhou after a refresh, by adjustment and supplier. */
const monitoring = async (filters: Record<string, unknown> = {}) => {
  ok(await buyer.entity(M, 'refreshSummary', {}), 'refresh');
  const rows = ok(await buyer.entity(M, 'listByPage', { orgId: sz, itemId: id.gear, pageRows: 50, exactCount: true, ...filters })) as Record<string, any>[];
  return rows.map((r) => ({
    adjustment: r.adjustmentNumber as string,
    supplier: Number(r.supplierId),
    planned: Number(r.plannedShare),
    ordered: Number(r.orderedQty),
    total: Number(r.totalQty),
    actual: r.actualShare === null ? null : Number(r.actualShare),
    deviation: r.deviation === null ? null : Number(r.deviation),
    warning: r.warningFlag as string,
    status: r.presetStatus as string,
  }));
};
const rowOf = (rows: Awaited<ReturnType<typeof monitoring>>, adjustment: string, supplier: number) => {
  const row = rows.find((r) => r.adjustment === adjustment && r.supplier === supplier);
  assert.ok(row, `a monitoring row of ${adjustment} for supplier ${supplier}`);
  return row;
};

let first: { adjustmentId: number; adjustmentNumber: string };

test(`[${dbKind}] a first split is refused at submit until its shares sum to 100, may not be approved by its submitter, and once approved is in force`, async () => {
  const saved = ok(
    await draft(
      [
        [hd, 60],
        [lh, 30],
      ],
      '齿轮首次定配额',
      'EN',
    ),
  );
  assert.match(saved.adjustmentNumber, /^PETZ-\d{8}-\d{3}$/);
  assert.equal(saved.adjustmentStatus, 'DRAFT');
  assert.deepEqual(
    saved.lines.map((l: Record<string, unknown>) => l.currentShare),
    [null, null],
    'no share in force yet',
  );
  const short = await act(buyer, A, 'submit', saved.adjustmentId, {});
  refused(short, 'VALIDATION', 'shares of 90');
  assert.deepEqual(
    short.body.errors?.map((e) => [e.field, e.code, e.row]),
    [['newShare', 'rule.sharesNot100', 0]],
  );
  assert.match(short.body.errors?.[0].message ?? '', /M-100004.*90%/);
  assert.equal((await find(saved.adjustmentId)).adjustmentStatus, 'DRAFT', 'nothing moved');

  const fixed = ok(
    await buyer.entity(A, 'saveOrUpdate', {
      adjustmentId: saved.adjustmentId,
      versionNum: saved.versionNum,
      lines: saved.lines.map((l: Record<string, unknown>, i: number) => ({ ...l, newShare: i === 0 ? 60 : 40 })),
    }),
  );
  ok(await act(buyer, A, 'submit', fixed.adjustmentId));
  refused(await act(buyer, A, 'approval', fixed.adjustmentId), 'SELF_APPROVAL');
  assert.deepEqual(await presets('EFFECTIVE'), [], 'nothing in force before the approval');
  const approved = ok(await act(approver, A, 'approval', fixed.adjustmentId));
  assert.equal(approved.adjustmentStatus, 'APPROVED');
  assert.ok(approved.effectiveFrom, 'the document says since when');

  const inForce = await presets('EFFECTIVE');
  assert.deepEqual(shares(inForce), { [hd]: 60, [lh]: 40 });
  assert.equal(inForce[0].adjustmentNumber, approved.adjustmentNumber);
  assert.equal(inForce[0].effectiveFrom, approved.effectiveFrom);
  refused(
    await buyer.entity(P, 'saveOrUpdate', { presetId: inForce[0].presetId, plannedShare: 100, versionNum: 1 }),
    'READ_ONLY_ENTITY',
    'shares are not edited by hand',
  );
  refused(await buyer.entity(P, 'delete', { presetId: inForce[0].presetId }), 'READ_ONLY_ENTITY', 'nor deleted');
  first = approved;
});

test(`[${dbKind}] a line names a supplier that may do new business, once per material; refused, nothing is written`, async () => {
  const before = await one(`SELECT count(*)::int AS id FROM srm_sml_adjustment_heads`);
  const blacklisted = await draft(
    [
      [hd, 50],
      [hengtong, 50],
    ],
    '黑名单供应商',
    'EN',
  );
  refused(blacklisted, 'VALIDATION', 'a blacklisted supplier');
  assert.deepEqual(
    blacklisted.body.errors?.map((e) => [e.field, e.code, e.row]),
    [['supplierId', 'rule.supplierBlacklisted', 1]],
  );
  assert.match(blacklisted.body.errors?.[0].message ?? '', /恒通物流服务有限公司 is blacklisted/);
  const twice = await draft(
    [
      [hd, 50],
      [hd, 50],
    ],
    '重复供应商',
  );
  refused(twice, 'VALIDATION', 'the same supplier twice');
  assert.deepEqual(
    twice.body.errors?.map((e) => [e.field, e.code, e.row]),
    [['supplierId', 'rule.unique', 1]],
  );
  assert.equal(await one(`SELECT count(*)::int AS id FROM srm_sml_adjustment_heads`), before, 'no document written');
});

test(`[${dbKind}] the monitoring measures the split against the orders approved while it is in force; beyond the threshold it is a warning`, async () => {
  await order(hd, 30);
  await order(lh, 10);
  await order(hd, 100, false);
  const rows = await monitoring();
  assert.deepEqual(rowOf(rows, first.adjustmentNumber, hd), {
    adjustment: first.adjustmentNumber,
    supplier: hd,
    planned: 60,
    ordered: 30,
    total: 40,
    actual: 75,
    deviation: 15,
    warning: 'Y',
    status: 'EFFECTIVE',
  });
  assert.deepEqual(
    [rowOf(rows, first.adjustmentNumber, lh)].map((r) => [r.ordered, r.actual, r.deviation, r.warning]),
    [[10, 25, -15, 'Y']],
    'a draft order counts for nothing',
  );
  const warnings = await monitoring({ warningFlag: 'Y' });
  assert.deepEqual(warnings.map((r) => r.supplier).sort(), [hd, lh].sort());

  // The threshold is a config profile: at 20 points a 15-point deviation is no warning.
  await t.db.query(`UPDATE srm_base_config_profile SET profile_value = '20' WHERE profile_code = 'SML_DEVIATION_THRESHOLD'`);
  assert.deepEqual(await monitoring({ warningFlag: 'Y' }), []);
  await t.db.query(`UPDATE srm_base_config_profile SET profile_value = '10' WHERE profile_code = 'SML_DEVIATION_THRESHOLD'`);
});

test(`[${dbKind}] a change names every supplier in force, one per material is under way; rejected, resubmitted, approved: the old split ends, the new one starts`, async () => {
  const change = ok(await draft([[hd, 100]], '蓝海移出齿轮配额'));
  assert.deepEqual(
    change.lines.map((l: Record<string, unknown>) => Number(l.currentShare)),
    [60],
    'the share in force copied',
  );
  const missing = await act(buyer, A, 'submit', change.adjustmentId);
  refused(missing, 'VALIDATION', 'a supplier in force left out');
  assert.deepEqual(
    missing.body.errors?.map((e) => [e.field, e.code]),
    [['supplierId', 'rule.quotaSupplierMissing']],
  );
  assert.match(missing.body.errors?.[0].message ?? '', /蓝海电子科技有限公司/);
  const complete = ok(
    await buyer.entity(A, 'saveOrUpdate', {
      adjustmentId: change.adjustmentId,
      versionNum: change.versionNum,
      lines: [...change.lines, { lineNumber: 2, itemId: id.gear, supplierId: lh, newShare: 0, lineReason: '移出' }],
    }),
  );
  assert.deepEqual(
    complete.lines.map((l: Record<string, unknown>) => Number(l.currentShare)),
    [60, 40],
  );

  const rival = ok(
    await draft(
      [
        [hd, 50],
        [lh, 50],
      ],
      '齿轮均分',
    ),
  );
  ok(await act(buyer, A, 'submit', rival.adjustmentId));
  const open = await act(buyer, A, 'submit', change.adjustmentId);
  refused(open, 'QUOTA_ADJUSTMENT_OPEN', 'another adjustment of gears awaits approval');
  assert.match(open.body.msg ?? '', new RegExp(rival.adjustmentNumber));
  refused(await act(approver, A, 'reject', rival.adjustmentId), 'COMMENT_REQUIRED');
  assert.equal(ok(await act(approver, A, 'reject', rival.adjustmentId, { comment: '不均分' })).adjustmentStatus, 'REJECTED');
  ok(await buyer.entity(A, 'delete', { adjustmentId: rival.adjustmentId }), 'a rejected one may be deleted');

  ok(await act(buyer, A, 'submit', change.adjustmentId));
  const approved = ok(await act(approver, A, 'approval', change.adjustmentId));
  assert.deepEqual(shares(await presets('EFFECTIVE')), { [hd]: 100 }, 'a share of 0 leaves the split');
  const ended = await presets('ENDED');
  assert.deepEqual(shares(ended), { [hd]: 60, [lh]: 40 });
  assert.deepEqual(
    ended.map((r) => r.effectiveTo),
    [approved.effectiveFrom, approved.effectiveFrom],
    'the old split ends as the new one starts',
  );
  refused(await buyer.entity(A, 'delete', { adjustmentId: approved.adjustmentId }), 'NOT_EDITABLE', 'an approved one stays');

  // An order to the supplier taken out: planned 0, all the actual; the ended split keeps its figures and warns no more.
  await order(lh, 5);
  const rows = await monitoring();
  assert.deepEqual(
    [rowOf(rows, approved.adjustmentNumber, lh), rowOf(rows, approved.adjustmentNumber, hd)].map((r) => [
      r.planned,
      r.ordered,
      r.actual,
      r.deviation,
      r.warning,
    ]),
    [
      [0, 5, 100, 100, 'Y'],
      [100, 0, 0, -100, 'Y'],
    ],
  );
  assert.deepEqual(
    [rowOf(rows, first.adjustmentNumber, hd)].map((r) => [r.status, r.ordered, r.actual, r.warning]),
    [['ENDED', 30, 75, 'N']],
  );
  const lines = ok(await buyer.entity('smlAdjustmentDetail', 'listByPage', { adjustmentNumber: approved.adjustmentNumber, exactCount: true }));
  assert.deepEqual(
    lines.map((l: Record<string, unknown>) => [Number(l.supplierId), Number(l.currentShare), Number(l.newShare), Number(l.shareChange), l.adjustmentStatus]),
    [
      [hd, 60, 100, 40, 'APPROVED'],
      [lh, 40, 0, -40, 'APPROVED'],
    ],
  );
});

test(`[${dbKind}] suppliers read no quota: without the menus refused, and with them nothing is in their scope`, async () => {
  for (const entity of [P, A, 'smlAdjustmentDetail', M]) refused(await supplier1.entity(entity, 'listByPage', {}), 'FORBIDDEN', entity);
  await t.db.transaction((tx) => grantMenus(tx, 'SUPPLIER', ['SML_PRESET', 'SML_MONITORING'], null));
  const granted = await t.login('supplier1');
  const seen = await granted.entity(P, 'listByPage', { exactCount: true });
  assert.equal(seen.body.status, 'S', seen.body.msg);
  assert.equal(seen.body.count, 0, 'no quota row in a supplier scope, not even its own');
  const monitored = await granted.entity(M, 'listByPage', { exactCount: true });
  assert.equal(monitored.body.count, 0);
  const presetId = (await presets('EFFECTIVE'))[0].presetId;
  refused(await granted.entity(P, 'findById', { presetId }), 'NOT_FOUND');
});

test(`[${dbKind}] the demo: bearing seats split 70/30 and off it, shafts kept, and an adjustment in each state with the approver's to-do`, async () => {
  const inForce = ok(await buyer.entity(P, 'listByPage', { orgId: mfg, itemId: id.bearing, presetStatus: 'EFFECTIVE', exactCount: true }));
  assert.deepEqual(inForce.map((r: Record<string, unknown>) => [r.supplierName, Number(r.plannedShare)]).sort(), [
    ['华东精密机械有限公司', 70],
    ['瑞丰五金贸易有限公司', 30],
  ]);
  const endedBearing = ok(await buyer.entity(P, 'listByPage', { orgId: mfg, itemId: id.bearing, presetStatus: 'ENDED', exactCount: true }));
  assert.deepEqual(
    endedBearing.map((r: Record<string, unknown>) => Number(r.plannedShare)),
    [100],
  );
  const states = await t.db.query<{ status: string; n: number }>(
    `SELECT adjustment_status AS status, count(*)::int AS n FROM srm_sml_adjustment_heads h
      WHERE org_id = $1 GROUP BY adjustment_status ORDER BY adjustment_status`,
    [mfg],
  );
  assert.deepEqual(
    states.rows.map((r) => [r.status, r.n]),
    [
      ['APPROVED', 2],
      ['DRAFT', 1],
      ['REJECTED', 1],
      ['SUBMITTED', 1],
    ],
  );
  const waiting = await one(`SELECT adjustment_id AS id FROM srm_sml_adjustment_heads WHERE adjustment_status = 'SUBMITTED' AND org_id = $1`, [mfg]);
  const todo = await t.db.query<{ user: string }>(
    `SELECT u.user_name AS user FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id
      WHERE p.entity_name = $1 AND p.record_id = $2 AND p.handle_flag = 'N' AND u.user_name = 'approver'`,
    [A, waiting],
  );
  assert.equal(todo.rows.length, 1, "the approver's to-do");

  ok(await buyer.entity(M, 'refreshSummary', {}));
  const warned = ok(await buyer.entity(M, 'listByPage', { orgId: mfg, warningFlag: 'Y', exactCount: true }));
  assert.deepEqual(
    [...new Set(warned.map((r: Record<string, unknown>) => r.itemCode))],
    ['M-100001'],
    'the bearing seats are off their split, the shafts are not',
  );
  assert.equal(warned.length, 2);
  const shafts = ok(await buyer.entity(M, 'listByPage', { orgId: mfg, itemId: id.shaft, presetStatus: 'EFFECTIVE', exactCount: true }));
  assert.equal(shafts.length, 2);
  for (const r of shafts) assert.ok(Math.abs(Number(r.deviation)) <= 10, `shaft deviation ${r.deviation} within the threshold`);
});

test(`[${dbKind}] the demand summary gives the next order of a material to the listed supplier furthest behind its share`, async () => {
  // 蓝海 listed for gears at Suzhou beside 华东精密 (listed for every machined part), then a 50/50 split.
  const asl = ok(
    await buyer.entity('purAsl', 'saveOrUpdate', {
      supplierId: lh,
      orgId: sz,
      description: '齿轮第二货源',
      lines: [{ lineNumber: 1, itemId: id.gear, startDate: '2020-01-01' }],
    }),
  );
  ok(await act(buyer, 'purAsl', 'submit', asl.aslId));
  ok(await act(approver, 'purAsl', 'approval', asl.aslId));
  const even = ok(
    await draft(
      [
        [hd, 50],
        [lh, 50],
      ],
      '齿轮均分给两家',
    ),
  );
  ok(await act(buyer, A, 'submit', even.adjustmentId));
  ok(await act(approver, A, 'approval', even.adjustmentId));

  const pr = await approvedRequisition(buyer, approver, [{ lineNumber: 1, itemId: id.gear, demandQty: 10, uomCode: 'PCS', needByDate: '2030-01-01' }], sz);
  const propose = async () => ok(await operation(buyer, 'purDemandSummary', 'doProposeOrder', { requisitionLineIds: [pr.lines[0].requisitionLineId] }))[0];
  const quotas = (line: Record<string, any>) =>
    Object.fromEntries(line.candidates.filter((c: any) => c.quota).map((c: any) => [c.supplierId, [c.quota.plannedShare, c.quota.orderedQty]]));

  const level = await propose();
  assert.deepEqual(quotas(level), { [hd]: [50, 0], [lh]: [50, 0] });
  assert.equal(level.supplierId, Math.min(hd, lh), 'level: the first of equal shares');
  await order(hd, 30);
  const behind = await propose();
  assert.deepEqual(quotas(behind), { [hd]: [50, 30], [lh]: [50, 0] });
  assert.equal(behind.supplierId, lh, '蓝海 has had nothing of its half');
  await order(lh, 40);
  assert.equal((await propose()).supplierId, hd, '30 of 50 is further behind than 40 of 50');
  await order(hd, 100, false);
  assert.equal((await propose()).supplierId, hd, 'an order not yet approved counts for nothing');
});
