/**
 * Purchasing grants and demo documents: buyers work every purchasing
 * screen but approve nothing, approvers approve and reject, suppliers see
 * their own documents with only the supplier actions. The documents are made
 * through the same operations and workflow actions the screens use, by the
 * demo users themselves, so to-dos and notifications are real: an approved
 * supplier list and a ladder-priced agreement for 华东精密, requisitions in
 * several states (one waiting for the approver), a released order waiting for
 * the supplier's dates, and a published plan; then a year of history
 * (purchase-history.ts).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db, Queryable } from '../db/db.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import type { Caller } from '../engine/caller.ts';
import { loadGrants } from '../engine/permissions.ts';
import { registerPurchase } from '../purchase/feature.ts';
import { seedPurchaseHistory } from './purchase-history.ts';
import { actor } from './act.ts';
import { grantRoutes, menusOf, except, READ, APPROVAL_HISTORY, WRITE, EXPORT } from './grants.ts';

/** Supplier users: per screen, only what a supplier does there (its delivery notes it writes). */
const SUPPLIER_DOES: Record<string, string[]> = { PUR_DELIVERY_NOTE: WRITE };

export async function grantPurchasing(tx: Queryable): Promise<void> {
  const inside = menusOf('PURCHASE', 'INSIDE');
  await grantRoutes(tx, 'BUYER', inside, (s) => except(s.all, s.decides));
  await grantRoutes(tx, 'APPROVER', inside, (s) => [...READ, APPROVAL_HISTORY, ...s.decides]);
  // Approvers of processes read the orders they approve, and their history.
  await grantRoutes(tx, 'REVIEWER', inside, () => [...READ, APPROVAL_HISTORY]);
  // On the screens it shares with the buyer (sources, agreements, orders, notices) a supplier reads the documents in full: their files and versions.
  await grantRoutes(tx, 'SUPPLIER', menusOf('PURCHASE', 'EX'), (s) => [
    EXPORT,
    ...s.prints,
    ...s.supplier,
    ...(SUPPLIER_DOES[s.route.menu!.code] ?? []),
    ...(s.route.menu!.for.includes('INSIDE') ? READ : []),
  ]);
}

/** A demo user acting through the operations with the grants of their first responsibility. */
export async function callerFor(db: Db, userName: string): Promise<Caller> {
  const u = (
    await db.query<Row>(
      `SELECT u.user_id AS "userId", u.user_type AS "userType", u.supplier_id AS "supplierId", ur.resp_id AS "respId"
       FROM saaf_users u JOIN saaf_user_resp ur ON ur.user_id = u.user_id WHERE u.user_name = $1 ORDER BY ur.resp_id DESC LIMIT 1`,
      [userName],
    )
  ).rows[0];
  return {
    userId: Number(u.userId),
    userName,
    userType: String(u.userType),
    supplierId: u.supplierId === null ? null : Number(u.supplierId),
    respId: Number(u.respId),
    isAdmin: false,
    lang: 'zh',
    grants: await loadGrants(db, Number(u.respId)),
  };
}

const addDays = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000));

export async function seedPurchaseDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerPurchase(ops);
  await db.transaction(grantPurchasing);
  const buyer = await callerFor(db, 'buyer');
  const approver = await callerFor(db, 'approver');
  const supplier1 = await callerFor(db, 'supplier1');
  const one = async (sql: string, params: unknown[]) => Number((await db.query<{ id: number }>(sql, params)).rows[0].id);
  const item = (code: string) => one('SELECT item_id AS id FROM srm_base_items WHERE item_code = $1', [code]);
  const org = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`, []);
  const hd = supplier1.supplierId!;
  const project = await one(`SELECT project_id AS id FROM srm_base_projects WHERE project_code = 'PRJ-2026-01'`, []);
  const act = actor(ops);
  const save = (entity: string, caller: Caller, record: Row) => ops.save(getEntity(entity), caller, record);
  const key = (entity: string, row: Row) => Number(row[getEntity(entity).key]);

  for (const [code, name, type] of [
    ['STD', '标准采购', 'ORDER'],
    ['URG', '紧急采购', 'REQUISITION'],
    ['PRJ', '项目采购', 'REQUISITION'],
  ] as const) {
    await save('purBillType', buyer, { billTypeCode: code, billTypeName: name, documentType: type });
  }

  // 华东精密 is the approved source of machined parts, with 60% of the bearing seats.
  const [bearing, shaft, flange] = [await item('M-100001'), await item('M-100002'), await item('M-100003')];
  const machined = await one(`SELECT category_id AS id FROM srm_base_categories WHERE category_code = '1001'`, []);
  const asl = await save('purAsl', buyer, {
    supplierId: hd,
    orgId: org,
    description: '机加工件合格货源',
    lines: [
      { lineNumber: 1, categoryId: machined, startDate: addDays(-60) },
      { lineNumber: 2, itemId: bearing, startDate: addDays(-60), endDate: addDays(365) },
    ],
    quotas: [{ itemId: bearing, proportion: 60 }],
  });
  await act('purAsl', buyer, 'submit', key('purAsl', asl));
  await act('purAsl', approver, 'approval', key('purAsl', asl));
  await act('purAsl', buyer, 'release', key('purAsl', asl));
  await act('purAsl', supplier1, 'feedback', key('purAsl', asl));

  // Agreement with ladder prices: the more bearing seats, the cheaper.
  const agreement = await save('purAgreement', buyer, {
    agreementName: '2026-2027年度机加工件价格协议',
    supplierId: hd,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    startDate: addDays(-30),
    endDate: addDays(365),
    lines: [
      { lineNumber: 1, itemId: bearing, taxPrice: 82 },
      { lineNumber: 2, itemId: shaft, taxPrice: 310 },
      { lineNumber: 3, itemId: flange, taxPrice: 139.5 },
    ],
    ladders: [
      { itemId: bearing, fromQty: 100, taxPrice: 80 },
      { itemId: bearing, fromQty: 500, taxPrice: 76.5 },
    ],
    orgs: [{ orgId: org, defaultFlag: 'Y' }],
  });
  await act('purAgreement', buyer, 'submit', key('purAgreement', agreement));
  await act('purAgreement', approver, 'approval', key('purAgreement', agreement));

  // Requisitions: one approved and pooled, one waiting for the approver, one draft.
  const requisition = (lines: Row[], comments: string) =>
    save('purRequisition', buyer, { orgId: org, projectId: project, requesterName: '张采购', comments, lines });
  const approved = await requisition(
    [
      { lineNumber: 1, itemId: bearing, demandQty: 20, uomCode: 'BOX', needByDate: addDays(21), budgetPrice: 1000, suggestedSupplierId: hd },
      { lineNumber: 2, itemId: shaft, demandQty: 40, uomCode: 'PCS', needByDate: addDays(28), budgetPrice: 320 },
    ],
    '一号产线备件',
  );
  await act('purRequisition', buyer, 'submit', key('purRequisition', approved));
  await act('purRequisition', approver, 'approval', key('purRequisition', approved));
  const waiting = await requisition([{ lineNumber: 1, itemId: flange, demandQty: 60, uomCode: 'PCS', needByDate: addDays(30), budgetPrice: 146 }], '管道改造');
  await act('purRequisition', buyer, 'submit', key('purRequisition', waiting));
  await requisition([{ lineNumber: 1, itemId: await item('M-500002'), demandQty: 50, uomCode: 'PCS', needByDate: addDays(14), budgetPrice: 35 }], '劳保补充');

  // The shafts become an order, approved and released: the supplier's dates are awaited.
  const shaftLine = (approved.lines as Row[]).find((l) => l.itemId === shaft)!;
  const demand = getEntity('purDemandSummary');
  const order = (await ops.runOperation(demand, buyer, demand.operations!.find((o) => o.operation === 'doCreatePurchaseOrder')!, {
    requisitionLineIds: [shaftLine.requisitionLineId],
  })) as Row;
  await act('purOrder', buyer, 'submit', key('purOrder', order));
  await act('purOrder', approver, 'approval', key('purOrder', order));
  await act('purOrder', buyer, 'release', key('purOrder', order));

  const plan = await save('purPlan', buyer, {
    planType: 'MONTHLY',
    supplierId: hd,
    orgId: org,
    planMonth: addDays(31).slice(0, 7),
    description: '下月机加工件需求计划',
    lines: [
      { lineNumber: 1, itemId: bearing, planQty: 300, needByDate: addDays(40) },
      { lineNumber: 2, itemId: flange, planQty: 120, needByDate: addDays(45) },
    ],
  });
  await act('purPlan', buyer, 'publish', key('purPlan', plan));
  await save('purCustomerOrder', buyer, {
    customerOrderNumber: 'SO-2026-0088',
    customerName: '远航重工股份有限公司',
    orgId: org,
    itemId: shaft,
    quantity: 40,
    deliveryDate: addDays(45),
  });

  const supplier2 = await callerFor(db, 'supplier2');
  const items = (codes: string[]) => Promise.all(codes.map(item));
  await seedPurchaseHistory(db, {
    ops,
    buyer,
    approver,
    orgId: org,
    projectId: project,
    suppliers: [
      { caller: supplier1, items: await items(['M-100001', 'M-100002', 'M-100003', 'M-100004']), onTimeRate: 0.9 },
      { caller: supplier2, items: await items(['M-200001', 'M-200002', 'M-200003', 'M-200004']), onTimeRate: 0.72 },
    ],
  });
}
