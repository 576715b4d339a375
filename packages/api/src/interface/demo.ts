/**
 * Interface demo (entities/interface/STATES.md): an outbound interface sending
 * released orders to the ERP, whose endpoint took the first message and has
 * since gone away (a loopback port nobody listens on), so the log shows a
 * message SENT, one FAILED and retrying, dead letters, and one replayed (its
 * replay PENDING); an inbound interface for materials with a message ACCEPTED,
 * the same message again (DUPLICATE) and one REJECTED for a missing unit; and
 * an invoice interface not yet in use. Written through the product's own
 * paths: definitions saved and put in use by the admin, messages queued,
 * delivered and replayed, inbound messages received.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { loadGrants } from '../engine/permissions.ts';
import type { Db } from '../db/db.ts';
import { table } from '../db/tables.ts';
import type { Caller } from '../engine/caller.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import { registerInterfaces } from './feature.ts';
import { receive } from './inbound.ts';
import { buildBody, deliver, loadDefinition, queueMessage } from './outbound.ts';
import { signedHeaders } from './signing.ts';

/** Where the demo ERP is said to be: nothing listens on the discard port. */
const ORDER = table('srm_po_headers');
const DEF = table('srm_scsi_definitions');
const CATEGORY = table('srm_base_categories');

export const DEMO_ERP_URL = 'http://127.0.0.1:9/erp/purchase-orders';
export const DEMO_INBOUND = { code: 'ERP_MATERIAL_IN', apiKey: 'demo-inbound-key-2026', signSecret: 'demo-sign-secret-2026' };

async function adminCaller(db: Db): Promise<Caller> {
  const u = table('saaf_users').as('u');
  const ur = table('saaf_user_resp').as('ur');
  const r = table('saaf_responsibilitys').as('r');
  const admin = (
    await db.query<{ userId: number; respId: number }>(
      `SELECT ${u.$fields('user_id')}, ${r.$fields('resp_id')} FROM ${u} JOIN ${ur} ON ${ur.user_id} = ${u.user_id}
         JOIN ${r} ON ${r.resp_id} = ${ur.resp_id} WHERE ${u.user_name} = 'admin' AND ${r.resp_code} = 'ADMIN_RESP'`,
    )
  ).rows[0];
  const respId = Number(admin.respId);
  return {
    userId: Number(admin.userId),
    userName: 'admin',
    userType: 'INSIDE',
    supplierId: null,
    respId,
    isAdmin: true,
    lang: 'zh',
    grants: await loadGrants(db, respId),
  };
}

/** A loopback ERP that takes every message, for the one delivered while it was up. */
async function withErp<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, erpDocNo: 'ERP-PO-000815' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    return await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}/erp/purchase-orders`);
  } finally {
    await new Promise((r) => server.close(r));
  }
}

export async function seedInterfaceDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerInterfaces(ops);
  const admin = await adminCaller(db);
  const D = getEntity('scsiDefinition');
  const save = async (body: Row) => (await ops.save(D, admin, body)) as Row;
  const effect = (row: Row) => ops.act(D, admin, actionOf(D, 'effect'), { definitionId: row.definitionId, versionNum: row.versionNum });

  const orders = await save({
    definitionCode: 'ERP_PO_RELEASED',
    definitionName: '采购订单发布同步ERP',
    direction: 'OUTBOUND',
    businessEvent: 'order.released',
    url: DEMO_ERP_URL,
    httpMethod: 'POST',
    authType: 'BEARER',
    authSecret: 'demo-erp-token-2026',
    headerInterceptor: 'REQUEST_ID',
    description: '订单发布后推送ERP；ERP地址当前不可达，消息进入死信，修正地址后可重放。',
    reqFieldMaps: [
      { seqNum: 1, sourcePath: 'poNumber', targetField: 'orderNo', requiredFlag: 'Y' },
      { seqNum: 2, sourcePath: 'supplierNumber', targetField: 'vendor.code' },
      { seqNum: 3, sourcePath: 'supplierName', targetField: 'vendor.name' },
      { seqNum: 4, sourcePath: 'currencyCode', targetField: 'currency', defaultValue: 'CNY' },
      { seqNum: 5, sourcePath: 'totalAmount', targetField: 'amount' },
      { seqNum: 6, sourcePath: 'lines[].lineNumber', targetField: 'items[].line' },
      { seqNum: 7, sourcePath: 'lines[].itemCode', targetField: 'items[].material' },
      { seqNum: 8, sourcePath: 'lines[].quantity', targetField: 'items[].qty' },
      { seqNum: 9, sourcePath: 'lines[].needByDate', targetField: 'items[].needBy' },
    ],
    resFieldMaps: [{ seqNum: 1, sourcePath: 'erpDocNo', targetField: 'erpOrderNo' }],
    parameters: [{ paramLocation: 'BODY', paramName: 'companyCode', paramValue: '1000' }],
    requestConfigs: [
      { configKey: 'MAX_ATTEMPTS', configValue: 3 },
      { configKey: 'BACKOFF_SECONDS', configValue: 5 },
      { configKey: 'TIMEOUT_MS', configValue: 5000 },
    ],
  });
  await effect(orders);
  const materials = await save({
    definitionCode: DEMO_INBOUND.code,
    definitionName: 'ERP物料主数据接收',
    direction: 'INBOUND',
    targetEntity: 'materialItem',
    httpMethod: 'POST',
    authType: 'API_KEY',
    authUser: 'X-Api-Key',
    authSecret: DEMO_INBOUND.apiKey,
    signSecret: DEMO_INBOUND.signSecret,
    description: 'ERP推送物料：请求头X-Api-Key、X-Message-Id、X-Timestamp(秒)，签名X-Signature = sha256=HMAC-SHA256(签名密钥, "时间戳.消息编号.报文")。',
    reqFieldMaps: [
      { seqNum: 1, sourcePath: 'material.code', targetField: 'itemCode', requiredFlag: 'Y' },
      { seqNum: 2, sourcePath: 'material.name', targetField: 'itemName', requiredFlag: 'Y' },
      { seqNum: 3, sourcePath: 'material.uom', targetField: 'uomCode' },
      { seqNum: 4, sourcePath: 'material.spec', targetField: 'specification' },
      { seqNum: 5, sourcePath: 'material.categoryId', targetField: 'categoryId' },
    ],
    resFieldMaps: [
      { seqNum: 1, sourcePath: 'itemId', targetField: 'srmItemId' },
      { seqNum: 2, sourcePath: 'itemCode', targetField: 'code' },
    ],
  });
  await effect(materials);
  // Not in use yet: confirmed invoices will go to the ERP's payables.
  await save({
    definitionCode: 'ERP_INVOICE_CONFIRMED',
    definitionName: '发票确认同步ERP应付',
    direction: 'OUTBOUND',
    businessEvent: 'invoice.confirmed',
    url: 'http://127.0.0.1:9/erp/payables',
    httpMethod: 'POST',
    authType: 'BASIC',
    authUser: 'srm',
    authSecret: 'demo-basic-password',
    reqFieldMaps: [{ seqNum: 1, sourcePath: 'invoiceNumber', targetField: 'invoiceNo' }],
  });

  // Messages of four orders released before the interface existed: the ERP was up for the first.
  const released = (
    await db.query<{ id: number }>(
      `SELECT ${ORDER.po_header_id} AS id FROM ${ORDER} WHERE ${ORDER.released_date} IS NOT NULL ORDER BY ${ORDER.po_header_id} LIMIT 5`,
    )
  ).rows.map((r) => Number(r.id));
  const id = Number(orders.definitionId);
  const queue = (recordId: number) =>
    db.transaction(async (tx) => {
      const d = (await loadDefinition(tx, { id }))!;
      return queueMessage(tx, d, { entity: 'purOrder', recordId, body: await buildBody(ops, tx, d, 'purOrder', recordId), userId: admin.userId });
    });
  if (released.length >= 4) {
    await withErp(async (url) => {
      await db.query(`UPDATE ${DEF} SET ${DEF.url} = $2 WHERE ${DEF.definition_id} = $1`, [id, url]);
      await deliver(db, await queue(released[0]));
      await db.query(`UPDATE ${DEF} SET ${DEF.url} = $2 WHERE ${DEF.definition_id} = $1`, [id, DEMO_ERP_URL]);
    });
    const dead = [await queue(released[1]), await queue(released[2])];
    for (const logId of dead) for (let i = 0; i < 3; i++) await deliver(db, logId);
    // One dead letter replayed (the ERP still down: the replay waits for its first attempt).
    await ops.runOperation(getEntity('scsiPlatformLog'), admin, getEntity('scsiPlatformLog').operations!.find((o) => o.operation === 'doReplay')!, {
      ids: [dead[1]],
    });
    await deliver(db, await queue(released[3]));
  }

  const send = (messageId: string, material: Row) => {
    const raw = JSON.stringify({ messageId, material });
    const headers = { 'x-api-key': DEMO_INBOUND.apiKey, ...signedHeaders(DEMO_INBOUND.signSecret, messageId, raw) };
    return receive({ db, ops }, headers, 'zh', DEMO_INBOUND.code, raw).catch(() => undefined);
  };
  // The ERP was given the platform's category ids when the interface was set up: every material has its category,
  // so a buyer limited to some categories sees the new ones of those only.
  const machined = Number(
    (await db.query<{ id: number }>(`SELECT ${CATEGORY.category_id} AS id FROM ${CATEGORY} WHERE ${CATEGORY.category_code} = '1001'`)).rows[0]?.id,
  );
  const bearing = { code: 'ERP-M-7001', name: '深沟球轴承 6204', uom: 'PCS', spec: '20x47x14', categoryId: machined };
  await send('ERP-MSG-20261101-001', bearing);
  await send('ERP-MSG-20261101-001', bearing);
  await send('ERP-MSG-20261101-002', { code: 'ERP-M-7002', name: '密封圈', categoryId: machined });
}
