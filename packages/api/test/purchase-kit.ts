/** Shared steps of the purchasing tests: answers checked, workflow actions, demo ids. */
import assert from 'node:assert/strict';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOperation } from '@srm/domain/entity/naming.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Answer, Client, TestContext } from './helper.ts';

export function ok<T = any>(res: Answer<T>, what = ''): T {
  assert.equal(res.body.status, 'S', `${what} ${res.body.code ?? ''} ${res.body.msg}`);
  return res.body.data;
}

export function refused(res: Answer, code: string, what = ''): void {
  assert.notEqual(res.body.status, 'S', `${what} should be refused`);
  assert.equal(res.body.code, code, `${what}: ${res.body.msg}`);
}

export const day = (offset: number) => formatDate(new Date(Date.now() + offset * 86_400_000));

/** A workflow action by its name (`approval` -> doApproval) on the record with this id. */
export function act(client: Client, entity: string, action: string, id: number, extra: Record<string, unknown> = {}) {
  return client.entity(entity, actionOperation(action), { [getEntity(entity).key]: id, ...extra });
}

export function operation(client: Client, entity: string, op: string, body: Record<string, unknown>) {
  return client.entity(entity, op, body);
}

/** A one-line order for a supplier, saved as a draft: what a supplier's standing refuses or lets through. */
export function draftOrder(buyer: Client, id: { org: number; gear: number }, supplierId: number, lang: 'CN' | 'EN' = 'CN') {
  return buyer.entity(
    'purOrder',
    'saveOrUpdate',
    {
      supplierId,
      orgId: id.org,
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      lines: [{ lineNumber: 1, itemId: id.gear, quantity: 5, taxPrice: 12, needByDate: day(20) }],
    },
    { lang },
  );
}

export async function ids(t: TestContext) {
  const one = async (sql: string, p: unknown[] = []) => Number((await t.db.query<{ id: number }>(sql, p)).rows[0].id);
  const item = (code: string) => one('SELECT item_id AS id FROM srm_base_items WHERE item_code = $1', [code]);
  return {
    org: await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`),
    supplier1: await one(`SELECT supplier_id AS id FROM saaf_users WHERE user_name = 'supplier1'`),
    supplier2: await one(`SELECT supplier_id AS id FROM saaf_users WHERE user_name = 'supplier2'`),
    bearing: await item('M-100001'),
    shaft: await item('M-100002'),
    flange: await item('M-100003'),
    gear: await item('M-100004'),
    resistor: await item('M-200001'),
    helmet: await item('M-500002'),
  };
}

/** A requisition saved by `client` and, unless told otherwise, submitted and approved. */
export async function approvedRequisition(buyer: Client, approver: Client, lines: Record<string, unknown>[], org: number, approve = true) {
  const saved = ok(await buyer.entity('purRequisition', 'saveOrUpdate', { orgId: org, requesterName: '测试', lines }), 'save requisition');
  if (!approve) return saved;
  ok(await act(buyer, 'purRequisition', 'submit', saved.requisitionHeaderId), 'submit requisition');
  return ok(await act(approver, 'purRequisition', 'approval', saved.requisitionHeaderId), 'approve requisition');
}

/** An order for `supplier` of the given lines, approved, released and (unless told) confirmed by the supplier. */
export async function confirmedOrder(
  c: { buyer: Client; approver: Client; supplier: Client },
  supplierId: number,
  org: number,
  lines: Record<string, unknown>[],
  upTo: 'DRAFT' | 'RELEASED' | 'CONFIRMED' = 'CONFIRMED',
) {
  let po = ok(await c.buyer.entity('purOrder', 'saveOrUpdate', { supplierId, orgId: org, currencyCode: 'CNY', taxRateCode: 'VAT13', lines }), 'save order');
  if (upTo === 'DRAFT') return po;
  ok(await act(c.buyer, 'purOrder', 'submit', po.poHeaderId), 'submit order');
  ok(await act(c.approver, 'purOrder', 'approval', po.poHeaderId), 'approve order');
  po = ok(await act(c.buyer, 'purOrder', 'release', po.poHeaderId), 'release order');
  if (upTo === 'RELEASED') return po;
  ok(await act(c.supplier, 'purOrder', 'feedback', po.poHeaderId), 'supplier feedback');
  return ok(await act(c.buyer, 'purOrder', 'confirmFeedback', po.poHeaderId), 'confirm feedback');
}
