/**
 * Performance grants and demo data (entities/performance/STATES.md): buyers
 * keep indicators, templates and schemes, evaluators score, suppliers read; the demo's indicators cover every measure
 * family (delivery, quantity, quality, price, response) and one manual
 * indicator scored by the buyer and the approver, on one quarterly template.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db, Queryable } from '../db/db.ts';
import { EntityOperations } from '../engine/operations.ts';
import type { Caller } from '../engine/caller.ts';
import { registerPerformance } from '../performance/feature.ts';
import { callerFor } from './purchase-demo.ts';
import { seedRectifications } from '../performance/rectification-demo.ts';
import { seedSettings } from '../performance/setting-demo.ts';
import { actor } from './act.ts';
import { grantRoutes, routesOf, menusOf, except, READ, ANSWER, WRITE, MAKING, EXPORT, type ScreenButtons } from './grants.ts';

/** Results and manual scores are made by a scheme's run, appeals by the supplier: the buyer neither adds, edits nor deletes them, and answers appeals. */
const MADE_BY_RUN = new Set(['SPE_PERFORMANCE', 'SPE_SCHEME_SCORE_TOTAL', 'SPE_MANUAL_SCORE', 'SPE_APPEAL']);
/** What a supplier does on its own menus: confirm its result, make and submit its appeals, answer a rectification with its evidence. */
const SUPPLIER_DOES: Record<string, string[]> = { SPE_APPEAL_SELF: WRITE, SPE_RECTIFICATION_SELF: ANSWER };

export async function grantPerformance(tx: Queryable): Promise<void> {
  const run = (s: ScreenButtons) => except(s.all, MAKING, s.supplier);
  await grantRoutes(tx, 'BUYER', menusOf('PERFORMANCE', 'INSIDE'), (s) => (MADE_BY_RUN.has(s.route.menu!.code) ? run(s) : s.all));
  // Approvers score as evaluators; suppliers read their own published results.
  await grantRoutes(tx, 'APPROVER', routesOf(['SPE_MANUAL_SCORE']), run);
  // Exclusions are approved by someone other than the buyer who asks (forbidSelf).
  await grantRoutes(tx, 'APPROVER', routesOf(['SPE_EXCLUDE_BILL']), (s) => [...s.decides, EXPORT]);
  await grantRoutes(tx, 'SUPPLIER', menusOf('PERFORMANCE', 'EX'), (s) => [...READ, ...(SUPPLIER_DOES[s.route.menu!.code] ?? []), ...s.supplier]);
}

const INDICATORS: [code: string, name: string, dimension: string, formula: string | null][] = [
  ['KPI-OTD', '准时交货率', 'DELIVERY', '100 * default(onTimeLines / receivedLines, 1)'],
  ['KPI-QTY', '交货数量准确率', 'DELIVERY', '100 * default(fullQtyLines / dueLines, 1)'],
  ['KPI-REJ', '来料接收合格率', 'QUALITY', '100 - 100 * default(rejectedQty / shippedQty, 0)'],
  ['KPI-PRICE', '协议价执行率', 'PRICE', '100 * default(atAgreementLines / pricedLines, 1)'],
  ['KPI-RESP', '订单响应及时性', 'SERVICE', 'max(0, 100 - default(responseHours / answeredOrders, 0))'],
  ['KPI-SVC', '服务配合度', 'SERVICE', null],
  // Not on the demo template (its weights stay as they are): a buyer adds it to a template of its own.
  ['KPI-INV', '发票准确率', 'SERVICE', '100 * default(accurateInvoices / confirmedInvoices, 1)'],
];
const WEIGHTS: Record<string, number> = { 'KPI-OTD': 30, 'KPI-QTY': 20, 'KPI-REJ': 20, 'KPI-PRICE': 10, 'KPI-RESP': 10, 'KPI-SVC': 10 };

export async function seedPerformanceDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerPerformance(ops);
  await db.transaction(grantPerformance);
  const buyer = await callerFor(db, 'buyer');
  const userId = async (name: string) =>
    Number((await db.query<{ id: number }>('SELECT user_id AS id FROM saaf_users WHERE user_name = $1', [name])).rows[0].id);
  const evaluators = [{ userId: await userId('buyer') }, { userId: await userId('approver') }];
  const indicatorIds: Record<string, number> = {};
  for (const [code, name, dimension, formula] of INDICATORS) {
    const saved = await ops.save(getEntity('speIndicator'), buyer, {
      indicatorCode: code,
      indicatorName: name,
      indicatorDimension: dimension,
      indicatorType: formula ? 'AUTO' : 'MANUAL',
      formula,
      indicatorDescription: formula ? null : '按沟通响应、问题配合与改进意愿打分（0-100）',
      evaluators: formula ? [] : evaluators,
    });
    indicatorIds[code] = Number(saved.indicatorId);
  }
  const template = await ops.save(getEntity('speTemplate'), buyer, {
    templateName: '供应商季度绩效模板',
    frequency: 'QUARTERLY',
    templateDescription: '交付、质量、价格、响应与服务，季度评估',
    rectifyGrade: 'C',
    lines: Object.entries(WEIGHTS).map(([code, weight]) => ({ indicatorId: indicatorIds[code], weight })),
    grades: [
      { grade: 'A', minScore: 90 },
      { grade: 'B', minScore: 80 },
      { grade: 'C', minScore: 60 },
      { grade: 'D', minScore: 0 },
    ],
  });

  await seedRetired(ops, buyer, indicatorIds);
  await seedSchemes(db, ops, buyer, Number(template.templateId));
  await seedSettings(db, ops, buyer, Number(template.templateId));
}

/**
 * What the buyer used before and retired: an indicator replaced by 来料接收合格率, and
 * a monthly template given up for the quarterly one; INACTIVE, so no new template or scheme may use them.
 */
async function seedRetired(ops: EntityOperations, buyer: Caller, indicatorIds: Record<string, number>): Promise<void> {
  const indicator = getEntity('speIndicator');
  const old = await ops.save(indicator, buyer, {
    indicatorCode: 'KPI-LOT',
    indicatorName: '来料批次合格率（旧口径）',
    indicatorDimension: 'QUALITY',
    indicatorType: 'AUTO',
    formula: '100 - 100 * default(rejectedQty / shippedQty, 0)',
    indicatorDescription: '已由来料接收合格率取代',
  });
  const template = getEntity('speTemplate');
  const monthly = await ops.save(template, buyer, {
    templateName: '供应商月度绩效模板（停用）',
    frequency: 'MONTHLY',
    templateDescription: '试行三个月后改为季度评估',
    lines: [
      { indicatorId: old.indicatorId, weight: 60 },
      { indicatorId: indicatorIds['KPI-OTD'], weight: 40 },
    ],
    grades: [
      { grade: 'A', minScore: 85 },
      { grade: 'C', minScore: 0 },
    ],
  });
  await ops.act(template, buyer, actionOf(template, 'invalidate'), { templateId: monthly.templateId, versionNum: monthly.versionNum });
  await ops.act(indicator, buyer, actionOf(indicator, 'invalidate'), { indicatorId: old.indicatorId, versionNum: old.versionNum });
}

const day = (offset: number) => formatDate(new Date(Date.now() + offset * 86_400_000));

/**
 * A scheme over the last quarter of purchasing history, run to the end: the
 * evaluators score 华东 (supplier1) and 蓝海 (supplier2), it is calculated and
 * published, and 蓝海 appeals its on-time delivery score; and next quarter's
 * scheme, still NEW.
 */
async function seedSchemes(db: Db, ops: EntityOperations, buyer: Caller, templateId: number): Promise<void> {
  const approver = await callerFor(db, 'approver');
  const supplierOf = async (user: string) =>
    Number((await db.query<{ id: number }>('SELECT supplier_id AS id FROM saaf_users WHERE user_name = $1', [user])).rows[0].id);
  const suppliers = [{ supplierId: await supplierOf('supplier1') }, { supplierId: await supplierOf('supplier2') }];
  const act = actor(ops);
  const scheme = await ops.save(getEntity('speScheme'), buyer, {
    schemeName: '上季度供应商绩效评估',
    templateId,
    periodFrom: day(-95),
    periodTo: day(-1),
    schemeDescription: '交付、质量、价格与响应数据取自平台单据；服务配合度由采购与审批人评分',
    suppliers,
  });
  const schemeId = Number(scheme.schemeId);
  await act('speScheme', buyer, 'collect', schemeId);
  const scores = await db.query<{ id: number; user: number; supplier: string }>(
    `SELECT manual_score_id AS id, evaluator_user_id AS user, supplier_name AS supplier FROM srm_spe_manual_scores WHERE scheme_id = $1 ORDER BY manual_score_id`,
    [schemeId],
  );
  for (const [n, row] of scores.rows.entries()) {
    const caller = Number(row.user) === buyer.userId ? buyer : approver;
    await act('speManualScore', caller, 'score', Number(row.id), { score: [92, 88, 75.5, 81][n % 4] });
  }
  await act('speScheme', buyer, 'calculate', schemeId);
  await act('speScheme', buyer, 'publish', schemeId);
  await seedAppeal(db, ops, schemeId);
  await seedRectifications(db, ops, schemeId);
  await ops.save(getEntity('speScheme'), buyer, { schemeName: '本季度供应商绩效评估', templateId, periodFrom: day(0), periodTo: day(90), suppliers });
}

/** 蓝海 (supplier2) appeals its on-time delivery line as the supplier's screen does: the buyer has it to answer. */
async function seedAppeal(db: Db, ops: EntityOperations, schemeId: number): Promise<void> {
  const supplier = await callerFor(db, 'supplier2');
  const line = await db.query<{ id: number }>(
    `SELECT l.performance_line_id AS id FROM srm_spe_performance_lines l JOIN srm_spe_performances p ON p.performance_id = l.performance_id
      WHERE p.scheme_id = $1 AND p.supplier_id = $2 AND l.indicator_code = 'KPI-OTD'`,
    [schemeId, supplier.supplierId],
  );
  const def = getEntity('speAppeal');
  const appeal = await ops.save(def, supplier, {
    performanceLineId: Number(line.rows[0].id),
    appealReason: '两张送货单因采购方仓库盘点延迟签收，实际按承诺日期送达，附签收记录',
  });
  await ops.act(def, supplier, actionOf(def, 'submit'), { appealId: appeal.appealId, versionNum: appeal.versionNum });
}
