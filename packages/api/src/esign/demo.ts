/**
 * Demo of watermarks and e-sign (entities/esign/STATES.md):
 * - an inside and a supplier watermark setting;
 * - sign accounts with certificates from the platform CA: the buying
 *   organisation (星辰制造), 华东精密 (supplier1) and 蓝海 (supplier2), and the
 *   buyer's and supplier1's own person accounts;
 * - the confirmed contract 华东精密轴承座采购合同 signed by the buyer, waiting
 *   for supplier1's signature (its to-do);
 * - a contract signed by both in the flow, effective, its signed PDF kept.
 * Suppliers sign and read their own signings and accounts on menus of their own.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { supplierResources } from '@srm/domain/entity/resources.ts';
import type { Db } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { EntityOperations } from '../engine/operations.ts';
import { callerFor } from '../seed/purchase-demo.ts';
import { grantMenus } from '../seed/reference.ts';
import { registerEsign } from './feature.ts';
import { FONT_FILE, fontAvailable } from '../contract/pdf/font.ts';

type Row = Record<string, unknown>;

/** A handwritten-looking stroke, as the signature pad gives it. */
async function demoSignature(wave: number): Promise<string> {
  // A native library a later start has no use for: loaded by the demo's first signature.
  const { createCanvas } = await import('@napi-rs/canvas');
  const c = createCanvas(360, 140);
  const g = c.getContext('2d');
  g.strokeStyle = '#17324d';
  g.lineWidth = 3.5;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(24, 96);
  for (let x = 24; x <= 330; x += 6) g.lineTo(x, 70 + Math.sin(x / (18 + wave)) * 30 - (x > 200 ? (x - 200) / 6 : 0));
  g.stroke();
  return `data:image/png;base64,${c.toBuffer('image/png').toString('base64')}`;
}

export async function seedEsignDemo(db: Db): Promise<void> {
  registerEsign();
  const ops = new EntityOperations(db);
  await db.transaction(async (tx) => {
    await grantMenus(tx, 'SUPPLIER', ['ESIGN_FLOW_SELF'], ['btnExport', ...supplierResources(getEntity('esignFlow'))]);
    await grantMenus(tx, 'SUPPLIER', ['ESIGN_ACCOUNT_SELF'], ['btnExport']);
  });
  const [buyer, approver, supplier1] = await Promise.all(['buyer', 'approver', 'supplier1'].map((u) => callerFor(db, u)));
  const id = async (sql: string, params: unknown[] = []) => Number((await db.query<{ id: number }>(sql, params)).rows[0]?.id ?? 0);
  const org = await id(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`);
  const supplier2Id = await id(`SELECT supplier_id AS id FROM saaf_users WHERE user_name = 'supplier2'`);
  const run = (entity: string, caller: Caller, operation: string, body: Row) =>
    ops.runOperation(getEntity(entity), caller, getEntity(entity).operations!.find((o) => o.operation === operation)!, body) as Promise<Row>;
  const save = (entity: string, caller: Caller, body: Row) => ops.save(getEntity(entity), caller, body);

  await save('contractWatermark', buyer, {
    watermarkName: '内部查阅水印',
    watermarkKind: 'INSIDE',
    textPattern: '内部资料 {name} {company} {time}',
    opacity: 0.16,
    angle: 30,
    fontSize: 15,
  });
  await save('contractWatermark', buyer, {
    watermarkName: '供应商查阅水印',
    watermarkKind: 'SUPPLIER',
    textPattern: '{company} {name} {time} 仅供合同双方使用',
    opacity: 0.2,
    angle: -30,
    fontSize: 14,
    colorHex: '#9a6b3a',
  });

  const orgName = (await db.query<{ n: string }>('SELECT org_name AS n FROM saaf_institution WHERE org_id = $1', [org])).rows[0].n;
  await run('esignAccount', buyer, 'createOrgAcct', { accountName: orgName, partyType: 'BUYER', orgId: org });
  await run('esignAccount', buyer, 'createOrgAcct', { accountName: '华东精密机械有限公司', partyType: 'SUPPLIER', supplierId: supplier1.supplierId });
  await run('esignAccount', buyer, 'createOrgAcct', { accountName: '蓝海贸易有限公司', partyType: 'SUPPLIER', supplierId: supplier2Id });
  await run('esignAccount', buyer, 'createPersonAcct', { accountName: '采购员', userId: buyer.userId });
  await run('esignAccount', buyer, 'createPersonAcct', { accountName: '华东精密签署人', userId: supplier1.userId });

  // Signing draws the contract PDF: on a machine without its font the product still starts, with unsigned contracts.
  if (!fontAvailable()) {
    console.warn(`demo: contracts left unsigned, the PDF font ${FONT_FILE} is missing (apt-get install fonts-wqy-microhei)`);
    return;
  }

  // The buyer has signed A's confirmed contract; supplier1's signature is awaited.
  const waiting = await id(`SELECT contract_id AS id FROM srm_okc_contracts WHERE contract_name = '华东精密轴承座采购合同' AND contract_status = 'CONFIRMED'`);
  if (waiting) {
    const flow = await run('esignFlow', buyer, 'startHandSignFlow', { contractId: waiting });
    await run('esignFlow', buyer, 'signDocument', { signFlowId: flow.signFlowId, signatureImage: await demoSignature(2) });
  }

  // A contract signed by both in the flow: effective, its signed PDF kept.
  const contract = getEntity('contract');
  const item = await id(`SELECT item_id AS id FROM srm_base_items WHERE item_code = 'M-100001'`);
  const made = await save('contract', buyer, {
    contractName: '华东精密轴承电子签署合同',
    contractType: 'PURCHASE',
    supplierId: supplier1.supplierId,
    orgId: org,
    totalAmount: 12_500,
    currencyCode: 'CNY',
    startDate: formatDate(new Date()),
    endDate: formatDate(new Date(Date.now() + 365 * 86_400_000)),
    signedSite: '上海',
    payments: [
      { lineNumber: 1, paymentStageName: '预付款', paymentStageExplain: '合同生效后10日内', paymentProportion: 30 },
      { lineNumber: 2, paymentStageName: '验收款', paymentStageExplain: '验收合格后30日内', paymentProportion: 70 },
    ],
    items: [{ lineNumber: 1, itemId: item, purchaseQuantity: 1000, taxPrice: 12.5 }],
  });
  const contractId = Number(made.contractId);
  for (const [action, caller] of [
    ['submit', buyer],
    ['approval', approver],
    ['sendConfirm', buyer],
    ['supplierConfirm', supplier1],
  ] as const)
    await ops.act(contract, caller, actionOf(contract, action), { contractId });
  const flow = await run('esignFlow', buyer, 'startHandSignFlow', { contractId });
  await run('esignFlow', supplier1, 'supplierSignDocument', { signFlowId: flow.signFlowId, signatureImage: await demoSignature(5) });
  await run('esignFlow', buyer, 'signDocument', { signFlowId: flow.signFlowId, signatureImage: await demoSignature(1) });
}
