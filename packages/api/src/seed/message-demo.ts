/**
 * Demo of the message centre (entities/message/STATES.md):
 * - a template for every business event of the catalogue, in Chinese and
 *   English (order released also by e-mail and webhook);
 * - sources: order released in-app and by e-mail, invoice confirmed in-app
 *   and to the ERP webhook, the other events in-app;
 * - a mail server (disabled: mail stays in the outbox) and the ERP webhook,
 *   their secrets sealed;
 * - supplier2's user has turned off the e-mails of released orders;
 * - instances in every delivery state: in-app delivered, mail kept in the
 *   outbox, mail skipped (unsubscribed), webhook failed after its attempts,
 *   webhook waiting for its retry.
 */
import { BUSINESS_EVENTS } from '@srm/domain/events/business-events.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Db } from '../db/db.ts';
import { raiseBusinessEvent } from '../engine/business-events.ts';
import { systemCaller } from '../engine/caller.ts';
import { EntityOperations } from '../engine/operations.ts';
import type { Job } from '../jobs/queue.ts';
import { registerMessageCentre } from '../message/feature.ts';
import { sendDeliveryMail } from '../message/mail-channel.ts';
import { deliverWebhook } from '../message/webhook.ts';
import { callerFor } from './purchase-demo.ts';
import { grantRoutes, routesOf, ANSWER, WRITE, EXPORT } from './grants.ts';

type Row = Record<string, unknown>;

/** The order released template the e2e test edits; its text as the demo ships it. */
export const ORDER_RELEASED_TEMPLATE = 'MT-ORDER-RELEASED-SITE';

function texts(code: string, entity: string, label: { zh: string; en: string }): Row {
  const fields = new Set(getEntity(entity).fields.map((f) => f.name));
  const supplier = fields.has('supplierName');
  if (code === 'order.released')
    return {
      titleZh: '采购订单 {{orderNumber}} 已发布，请确认交期',
      titleEn: 'Purchase order {{orderNumber}} released: please confirm the dates',
      contentZh: '{{supplierName}}：采购订单 {{orderNumber}}（含税金额 {{totalAmount}} {{currencyCode}}）已发布，请在门户中确认交期。',
      contentEn:
        '{{supplierName}}: purchase order {{orderNumber}} ({{totalAmount}} {{currencyCode}} with tax) is released; please confirm the dates in the portal.',
    };
  return {
    titleZh: `${label.zh}：{{documentNumber}}`,
    titleEn: `${label.en}: {{documentNumber}}`,
    contentZh: supplier ? `{{supplierName}}，${label.zh}：{{documentNumber}}，请及时处理。` : `${label.zh}：{{documentNumber}}，请及时处理。`,
    contentEn: supplier ? `{{supplierName}}: ${label.en} ({{documentNumber}}). Please see to it.` : `${label.en} ({{documentNumber}}). Please see to it.`,
  };
}

export async function seedMessageDemo(db: Db): Promise<void> {
  registerMessageCentre();
  const ops = new EntityOperations(db);
  const sys = systemCaller();
  if ((await db.query(`SELECT 1 FROM msg_templates LIMIT 1`)).rows.length) return;
  await db.transaction(async (tx) => {
    for (const role of ['BUYER', 'APPROVER', 'SUPPLIER']) {
      // Their own subscriptions they write; their messages they read, mark and export.
      await grantRoutes(tx, role, routesOf(['MSG_USER']), () => WRITE);
      await grantRoutes(tx, role, routesOf(['MSG_LIST', 'MSG_RECEIVED']), () => [...ANSWER, EXPORT]);
    }
    await grantRoutes(tx, 'BUYER', routesOf(['MSG_TD']), () => [EXPORT]);
  });

  const save = (entity: string, row: Row) => ops.save(getEntity(entity), sys, row);
  for (const e of BUSINESS_EVENTS) {
    const suffix = e.code.replace(/\./g, '-').toUpperCase();
    await save('msgTemplate', { templateCode: `MT-${suffix}-SITE`, eventCode: e.code, channel: 'SITE', enabledFlag: 'Y', ...texts(e.code, e.entity, e.label) });
  }
  await save('msgTemplate', {
    templateCode: 'MT-ORDER-RELEASED-EMAIL',
    eventCode: 'order.released',
    channel: 'EMAIL',
    enabledFlag: 'Y',
    titleZh: '【星辰集团】采购订单 {{orderNumber}} 已发布',
    titleEn: '[Xingchen Group] Purchase order {{orderNumber}} released',
    contentZh: '{{recipientName}}，您好：\n采购订单 {{orderNumber}}（含税金额 {{totalAmount}} {{currencyCode}}）已发布，请登录供应商门户确认交期。',
    contentEn:
      'Dear {{recipientName}},\nPurchase order {{orderNumber}} ({{totalAmount}} {{currencyCode}} with tax) is released. Please confirm the dates in the supplier portal.',
  });
  await save('msgTemplate', {
    templateCode: 'MT-INVOICE-CONFIRMED-WEBHOOK',
    eventCode: 'invoice.confirmed',
    channel: 'WEBHOOK',
    enabledFlag: 'Y',
    titleZh: '发票 {{documentNumber}} 已确认',
    titleEn: 'Invoice {{documentNumber}} confirmed',
    contentZh: '{{supplierName}} 的发票 {{documentNumber}} 已确认',
    contentEn: 'Invoice {{documentNumber}} of {{supplierName}} confirmed',
  });

  await save('msgChannel', {
    channelCode: 'SMTP-MAIN',
    channelName: '集团邮件服务器',
    channelType: 'EMAIL',
    smtpHost: 'smtp.xingchen.example',
    smtpPort: 465,
    smtpUser: 'srm-notice@xingchen.example',
    mailFrom: 'SRM <srm-notice@xingchen.example>',
    secretValue: 'Demo-Smtp-Password-1',
    // Off in the demo: mail stays in the outbox (msgHistory) for the admin to read.
    enabledFlag: 'N',
  });
  const webhook = await save('msgChannel', {
    channelCode: 'WEBHOOK-ERP',
    channelName: 'ERP 财务接口 Webhook',
    channelType: 'WEBHOOK',
    // Nothing listens there on a demo machine: its deliveries fail and are retried, as the log shows.
    endpointUrl: 'http://127.0.0.1:9/srm/webhook',
    enabledFlag: 'Y',
  });

  const sources: [code: string, name: string, event: string, channels: Row][] = [
    ['MS-ORDER-RELEASED', '订单发布通知供应商', 'order.released', { siteFlag: 'Y', emailFlag: 'Y' }],
    ['MS-ORDER-FEEDBACK', '供应商反馈通知采购员', 'order.feedback', { siteFlag: 'Y' }],
    ['MS-DELIVERY-RECEIVED', '收货通知供应商', 'delivery.received', { siteFlag: 'Y' }],
    ['MS-INVOICE-CONFIRMED', '发票确认通知供应商与 ERP', 'invoice.confirmed', { siteFlag: 'Y', webhookFlag: 'Y', channelId: webhook.channelId }],
    ['MS-CERT-EXPIRING', '资质到期提醒', 'certificate.expiring', { siteFlag: 'Y', emailFlag: 'Y' }],
    ['MS-DELIVERY-OVERDUE', '逾期未交提醒', 'delivery.overdue', { siteFlag: 'Y' }],
  ];
  for (const [sourceCode, sourceName, eventCode, channels] of sources)
    await save('msgSource', { sourceCode, sourceName, eventCode, siteFlag: 'N', emailFlag: 'N', webhookFlag: 'N', enabledFlag: 'Y', ...channels });
  // Given up for now: contract sending tells the supplier through its own to-do.
  await save('msgSource', { sourceCode: 'MS-CONTRACT-SENT', sourceName: '合同发送通知（停用）', eventCode: 'contract.sent', siteFlag: 'Y', enabledFlag: 'N' });

  // supplier2's user turned the e-mails of released orders off.
  const supplier2 = await callerFor(db, 'supplier2');
  await ops.save(getEntity('msgSubscription'), supplier2, { eventCode: 'order.released', channel: 'EMAIL', enabledFlag: 'N' });

  // Instances: a released order of each of supplier1 and supplier2, and a confirmed invoice.
  const order = async (supplier: string) =>
    (
      await db.query<{ id: number }>(
        `SELECT h.po_header_id AS id FROM srm_po_headers h JOIN saaf_users u ON u.supplier_id = h.supplier_id
          WHERE u.user_name = $1 AND h.po_status IN ('RELEASED', 'CONFIRMED') ORDER BY h.po_header_id LIMIT 1`,
        [supplier],
      )
    ).rows[0]?.id;
  const raise = async (code: string, entity: string, id: number | undefined) => {
    if (!id) return;
    const def = getEntity(entity);
    await db.transaction(async (tx) => {
      const record = await ops.fetch(tx, def, sys, Number(id));
      if (record) await raiseBusinessEvent(code, { tx, caller: sys, record, recordId: Number(id) });
    });
  };
  await raise('order.released', 'purOrder', await order('supplier1'));
  await raise('order.released', 'purOrder', await order('supplier2'));
  const invoice = (await db.query<{ id: number }>(`SELECT invoice_id AS id FROM srm_fin_invoices ORDER BY invoice_id LIMIT 1`)).rows[0]?.id;
  await raise('invoice.confirmed', 'finInvoice', invoice);

  // The mails go to the outbox now (the mail server is off), as the job would.
  const mails = await db.query<{ id: number }>(`SELECT delivery_id AS id FROM msg_deliveries WHERE channel = 'EMAIL' AND delivery_status = 'PENDING'`);
  for (const m of mails.rows) await sendDeliveryMail(db, Number(m.id));
  await db.query(`DELETE FROM sys_jobs WHERE job_type = 'message.email' AND job_status = 'PENDING'`);

  // The ERP webhook: tried once and failed for good on one delivery; another left waiting for its retry tomorrow.
  const hooks = await db.query<{ id: number }>(`SELECT delivery_id AS id FROM msg_deliveries WHERE channel = 'WEBHOOK' ORDER BY delivery_id`);
  const failedHook = hooks.rows[0]?.id;
  if (failedHook) {
    const job: Job = { jobId: 0, jobType: 'message.webhook', payload: { deliveryId: Number(failedHook) }, attempts: 1, maxAttempts: 1, userId: null };
    await deliverWebhook(db, job).catch(() => undefined);
    await db.query(`DELETE FROM sys_jobs WHERE job_type = 'message.webhook' AND payload::text LIKE $1`, [`%"deliveryId":${Number(failedHook)}}%`]);
  }
  await raise('invoice.confirmed', 'finInvoice', invoice);
  await db.query(`UPDATE sys_jobs SET run_at = now() + interval '1 day' WHERE job_type = 'message.webhook' AND job_status = 'PENDING'`);
}
