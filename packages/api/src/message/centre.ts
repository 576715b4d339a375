/**
 * The message centre: every notification, mail and webhook the platform sends
 * goes through here and leaves an instance with a delivery per recipient and
 * channel (entities/message/STATES.md).
 *
 * - A business event (engine/business-events.ts) is heard once for all codes;
 *   each enabled source of the event (msgSourceCfg) sends the event's
 *   templates (msgTempleCfg) to the event's audience in each recipient's
 *   language, in-app at once, by e-mail through the outbox and by webhook
 *   through the job queue. An enabled notice configuration of the event
 *   (noticeConfigList) sends when no source of the event does.
 * - The engine's own notifications (to-dos, workflow outcomes,
 *   notifySupplierUsers) are recorded as instances too; one the event's
 *   source or notice configuration already says in-app is left to it.
 * - Mail the server sends itself (verification codes) is an instance with
 *   its one e-mail delivery, sent at once.
 * A user's subscription turned off (msgUser) skips that event's channel for them.
 */
import { BUSINESS_EVENTS, type BusinessEventDef } from '@srm/domain/events/business-events.ts';
import type { Lang } from '@srm/domain/i18n/messages.ts';
import type { Queryable } from '../db/db.ts';
import type { BusinessEvent } from '../engine/business-events.ts';
import type { Caller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import { enqueue } from '../jobs/queue.ts';
import { addDelivery, type Channel, createInstance, outboxMail, refreshInstance, unsubscribed } from './centre-store.ts';
import { sendDeliveryMail } from './mail-channel.ts';
import { render, valuesOf } from './render.ts';

export const EMAIL_JOB = 'message.email';
export const WEBHOOK_JOB = 'message.webhook';
/** Attempts of a webhook delivery before it fails for good (back-off of the job queue between them). */
export const WEBHOOK_ATTEMPTS = 5;
/** Version of the webhook payload `{ event, version, entity, recordId, title, content, record }` (its contract: openapi/webhooks.ts). */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** Notice configurations' business events (lookup NOTICE_BUSINESS_EVENT) by the catalogue's event. */
const NOTICE_EVENTS: Record<string, string> = {
  'order.released': 'ORDER_RELEASED',
  'delivery.received': 'DELIVERY_RECEIVED',
  'approval.waiting': 'DOCUMENT_SUBMITTED',
};

interface Recipient {
  userId: number;
  name: string | null;
  language: string;
  email: string | null;
}

const langOf = (r: { language: string }): Lang => (r.language === 'EN' ? 'en' : 'zh');

const USER_COLUMNS = `user_id AS "userId", COALESCE(user_full_name, user_name) AS name, COALESCE(language, 'CN') AS language, email`;

async function usersWhere(q: Queryable, where: string, param: unknown): Promise<Recipient[]> {
  const res = await q.query<Recipient>(`SELECT ${USER_COLUMNS} FROM saaf_users WHERE ${where} AND enabled_flag = 'Y' ORDER BY user_id`, [param]);
  return res.rows.map((r) => ({ ...r, userId: Number(r.userId) }));
}

/** The event's audience: its record's supplier's users, its creator, or the users the raiser named. */
async function audienceOf(q: Queryable, e: BusinessEvent, role?: string): Promise<Recipient[]> {
  const audience = role === 'SUPPLIER' ? 'supplier' : role === 'BUYER' || role === 'SUBMITTER' ? 'creator' : role === 'APPROVER' ? 'named' : e.event.audience;
  if (audience === 'supplier') return e.record.supplierId ? usersWhere(q, 'supplier_id = $1', Number(e.record.supplierId)) : [];
  if (audience === 'creator') return e.record.createdBy ? usersWhere(q, "user_id = $1 AND user_type <> 'EX'", Number(e.record.createdBy)) : [];
  return e.userIds?.length ? usersWhere(q, 'user_id = ANY($1)', e.userIds) : [];
}

async function insertNotification(
  q: Queryable,
  userId: number,
  title: string,
  content: string,
  about: { entity?: string | null; recordId?: number | null; link?: string | null; type?: string },
  createdBy: number,
): Promise<number> {
  const res = await q.query<{ id: number }>(
    `INSERT INTO srm_base_notifications (recipient_user_id, notification_title, notification_content, notification_type, viewed_flag, entity_name, record_id, function_url, created_by, last_updated_by)
     VALUES ($1, $2, $3, $4, 'N', $5, $6, $7, $8, $8) RETURNING notification_id AS id`,
    [userId, title.slice(0, 200), content, about.type ?? 'BUSINESS', about.entity ?? null, about.recordId ?? null, about.link ?? null, createdBy],
  );
  return Number(res.rows[0].id);
}

/** Whether the event's enabled source or notice configuration tells its audience in-app (so the engine's own notification is not sent twice). */
export async function saidInAppByCentre(q: Queryable, eventCode: string | null | undefined): Promise<boolean> {
  if (!eventCode) return false;
  const res = await q.query(
    `SELECT 1 FROM msg_sources WHERE event_code = $1 AND enabled_flag = 'Y' AND site_flag = 'Y'
     UNION ALL
     SELECT 1 FROM srm_base_notice_configs WHERE business_event = $2 AND config_status = 'ENABLED' AND send_channel IN ('SITE', 'SITE_MAIL')
     LIMIT 1`,
    [eventCode, NOTICE_EVENTS[eventCode] ?? '-'],
  );
  return res.rows.length > 0;
}

/** The business event a workflow action raises, if the catalogue has one. */
export const eventOfAction = (entity: string, action: string): string | undefined =>
  BUSINESS_EVENTS.find((e) => e.entity === entity && e.action === action)?.code;

export interface InAppItem {
  userId: number;
  language: string;
  title: string;
  content?: string;
}

/**
 * The engine's own in-app notifications, as an instance of origin NOTIFY with
 * a delivery per user. Answers the users notified.
 */
export async function deliverInApp(
  q: Queryable,
  about: { entity: string; recordId: number; link: string | null; eventCode?: string | null },
  items: InAppItem[],
  createdBy: number,
  pending?: PendingEvents,
): Promise<number[]> {
  if (!items.length) return [];
  if (await saidInAppByCentre(q, about.eventCode)) return [];
  const instanceId = await createInstance(q, {
    origin: 'NOTIFY',
    eventCode: about.eventCode,
    entityName: about.entity,
    recordId: about.recordId,
    title: items[0].title,
    createdBy,
  });
  const notified: number[] = [];
  for (const item of items) {
    const content = item.content ?? item.title;
    const common = { instanceId, channel: 'SITE' as const, recipientUserId: item.userId, language: item.language, title: item.title, content, createdBy };
    if (await unsubscribed(q, item.userId, about.eventCode, 'SITE')) {
      await addDelivery(q, { ...common, status: 'SKIPPED', lastError: 'unsubscribed' });
      continue;
    }
    const notificationId = await insertNotification(q, item.userId, item.title, content, about, createdBy);
    await addDelivery(q, { ...common, status: 'SENT', notificationId });
    notified.push(item.userId);
  }
  await refreshInstance(q, instanceId);
  if (notified.length) pending?.add('notification', { userIds: notified });
  return notified;
}

/** A mail the server sends itself (a verification code): an instance with its one delivery, sent now. */
export async function sendMailNow(q: Queryable, to: string, subject: string, body: string): Promise<void> {
  const instanceId = await createInstance(q, { origin: 'MAIL', title: subject, createdBy: -1 });
  const mailId = await outboxMail(q, to, subject, body);
  const deliveryId = await addDelivery(q, {
    instanceId,
    channel: 'EMAIL',
    address: to,
    title: subject,
    content: body,
    status: 'PENDING',
    mailId,
    createdBy: -1,
  });
  await refreshInstance(q, instanceId);
  await sendDeliveryMail(q, deliveryId);
}

interface Texts {
  titleZh: string;
  titleEn: string;
  contentZh: string | null;
  contentEn: string | null;
}

function fallbackTexts(event: BusinessEventDef): Texts {
  return {
    titleZh: `${event.label.zh} {{documentNumber}}`,
    titleEn: `${event.label.en}: {{documentNumber}}`,
    contentZh: null,
    contentEn: null,
  };
}

async function templatesOf(q: Queryable, eventCode: string): Promise<Partial<Record<Channel, Texts>>> {
  const res = await q.query<Texts & { channel: Channel }>(
    `SELECT channel, title_zh AS "titleZh", title_en AS "titleEn", content_zh AS "contentZh", content_en AS "contentEn"
       FROM msg_templates WHERE event_code = $1 AND enabled_flag = 'Y' ORDER BY template_id`,
    [eventCode],
  );
  const out: Partial<Record<Channel, Texts>> = {};
  for (const r of res.rows) out[r.channel] ??= r;
  return out;
}

/** One recipient's title and content, in their language. */
function textsFor(event: BusinessEventDef, t: Texts, record: Record<string, unknown>, r: Recipient, braces = false): { title: string; content: string } {
  const lang = langOf(r);
  const values = valuesOf(event, record, lang, r.name);
  const fill = braces
    ? (s: string | null) => (s ?? '').replace(/\{(\w+)\}/g, (_, n: string) => String(values[n] ?? ''))
    : (s: string | null) => render(s, values);
  const title = fill(lang === 'en' ? t.titleEn || t.titleZh : t.titleZh || t.titleEn);
  const content = fill(lang === 'en' ? t.contentEn || t.contentZh : t.contentZh || t.contentEn);
  return { title, content: content || title };
}

interface Plan {
  sourceId?: number;
  sourceName: string;
  site: boolean;
  email: boolean;
  webhookChannelId: number | null;
  role?: string;
  texts?: Texts;
  braces?: boolean;
  type?: string;
}

async function plansOf(q: Queryable, event: BusinessEventDef): Promise<Plan[]> {
  const sources = await q.query<{ sourceId: number; sourceName: string; siteFlag: string; emailFlag: string; webhookFlag: string; channelId: number | null }>(
    `SELECT source_id AS "sourceId", source_name AS "sourceName", site_flag AS "siteFlag", email_flag AS "emailFlag", webhook_flag AS "webhookFlag", channel_id AS "channelId"
       FROM msg_sources WHERE event_code = $1 AND enabled_flag = 'Y' ORDER BY source_id`,
    [event.code],
  );
  const plans: Plan[] = sources.rows.map((s) => ({
    sourceId: Number(s.sourceId),
    sourceName: s.sourceName,
    site: s.siteFlag === 'Y',
    email: s.emailFlag === 'Y',
    webhookChannelId: s.webhookFlag === 'Y' && s.channelId ? Number(s.channelId) : null,
  }));
  if (plans.length || !NOTICE_EVENTS[event.code]) return plans;
  // No source of the event: its enabled notice configurations send, with their own {single-brace} templates.
  const configs = await q.query<{
    configName: string;
    receiverRole: string;
    sendChannel: string;
    notificationType: string;
    title: string;
    content: string | null;
  }>(
    `SELECT config_name AS "configName", receiver_role AS "receiverRole", send_channel AS "sendChannel", notification_type AS "notificationType",
            title_template AS title, content_template AS content
       FROM srm_base_notice_configs WHERE business_event = $1 AND config_status = 'ENABLED' ORDER BY config_code`,
    [NOTICE_EVENTS[event.code]],
  );
  return configs.rows.map((c) => ({
    sourceName: c.configName,
    site: c.sendChannel !== 'MAIL',
    email: c.sendChannel !== 'SITE',
    webhookChannelId: null,
    role: c.receiverRole,
    texts: { titleZh: c.title, titleEn: c.title, contentZh: c.content, contentEn: c.content },
    braces: true,
    type: c.notificationType,
  }));
}

/** The record's own values for a webhook's body: scalars only (no lines). */
function scalarValues(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) if (v === null || ['string', 'number', 'boolean'].includes(typeof v) || v instanceof Date) out[k] = v;
  return out;
}

/** Sends what the event's sources (or notice configurations) say. */
export async function onEvent(e: BusinessEvent): Promise<void> {
  const q = e.tx;
  const event = e.event;
  const plans = await plansOf(q, event);
  if (!plans.length) return;
  const templates = await templatesOf(q, event.code);
  const link = typeof e.record.functionUrl === 'string' ? e.record.functionUrl : null;
  const notified: number[] = [];
  for (const plan of plans) {
    const recipients = await audienceOf(q, e, plan.role);
    const texts = (channel: Channel) => plan.texts ?? templates[channel] ?? templates.SITE ?? fallbackTexts(event);
    const headline = textsFor(event, texts('SITE'), e.record, { userId: 0, name: null, language: 'CN', email: null }, plan.braces).title;
    const instanceId = await createInstance(q, {
      origin: 'EVENT',
      eventCode: event.code,
      sourceId: plan.sourceId ?? null,
      sourceName: plan.sourceName,
      entityName: event.entity,
      recordId: e.recordId,
      title: headline,
      createdBy: e.caller.userId,
    });
    for (const channel of ['SITE', 'EMAIL'] as const) {
      if (channel === 'SITE' ? !plan.site : !plan.email) continue;
      for (const r of recipients) {
        const { title, content } = textsFor(event, texts(channel), e.record, r, plan.braces);
        const common = {
          instanceId,
          channel,
          recipientUserId: r.userId,
          recipientName: r.name,
          language: r.language,
          title,
          content,
          createdBy: e.caller.userId,
        };
        if (await unsubscribed(q, r.userId, event.code, channel)) {
          await addDelivery(q, { ...common, address: channel === 'EMAIL' ? r.email : null, status: 'SKIPPED', lastError: 'unsubscribed' });
        } else if (channel === 'SITE') {
          const about = { entity: event.entity, recordId: e.recordId, link, type: plan.type };
          const notificationId = await insertNotification(q, r.userId, title, content, about, e.caller.userId);
          await addDelivery(q, { ...common, status: 'SENT', notificationId });
          notified.push(r.userId);
        } else if (!r.email) {
          await addDelivery(q, { ...common, status: 'SKIPPED', lastError: 'no e-mail address' });
        } else {
          const mailId = await outboxMail(q, r.email, title, content);
          const deliveryId = await addDelivery(q, { ...common, address: r.email, status: 'PENDING', mailId });
          await enqueue(q, EMAIL_JOB, { deliveryId }, { maxAttempts: 3 });
        }
      }
    }
    if (plan.webhookChannelId) {
      const channel = (
        await q.query<{ url: string | null; enabled: string }>(`SELECT endpoint_url AS url, enabled_flag AS enabled FROM msg_channels WHERE channel_id = $1`, [
          plan.webhookChannelId,
        ])
      ).rows[0];
      const { title, content } = textsFor(event, texts('WEBHOOK'), e.record, { userId: 0, name: null, language: 'EN', email: null }, plan.braces);
      const body = JSON.stringify({
        event: event.code,
        version: WEBHOOK_PAYLOAD_VERSION,
        entity: event.entity,
        recordId: e.recordId,
        title,
        content,
        record: scalarValues(e.record),
      });
      const usable = channel?.url && channel.enabled === 'Y';
      const deliveryId = await addDelivery(q, {
        instanceId,
        channel: 'WEBHOOK',
        address: channel?.url ?? null,
        title,
        content: body,
        status: usable ? 'PENDING' : 'SKIPPED',
        lastError: usable ? null : 'webhook channel disabled',
        channelId: plan.webhookChannelId,
        createdBy: e.caller.userId,
      });
      if (usable) await enqueue(q, WEBHOOK_JOB, { deliveryId }, { maxAttempts: WEBHOOK_ATTEMPTS });
    }
    await refreshInstance(q, instanceId);
  }
  if (notified.length) e.pending?.add('notification', { userIds: [...new Set(notified)] });
}

/** Delivers again every delivery of the instance that was not skipped: in-app anew, mail and webhook through the queue. */
export async function resend(q: Queryable, instanceId: number, caller: Caller, pending?: PendingEvents): Promise<number> {
  const deliveries = await q.query<{
    deliveryId: number;
    channel: Channel;
    recipientUserId: number | null;
    title: string;
    content: string;
    mailId: number | null;
    entityName: string | null;
    recordId: number | null;
  }>(
    `SELECT d.delivery_id AS "deliveryId", d.channel, d.recipient_user_id AS "recipientUserId", d.title, d.content, d.mail_id AS "mailId",
            i.entity_name AS "entityName", i.record_id AS "recordId"
       FROM msg_deliveries d JOIN msg_instances i ON i.instance_id = d.instance_id
      WHERE d.instance_id = $1 AND d.delivery_status <> 'SKIPPED' ORDER BY d.delivery_id`,
    [instanceId],
  );
  const notified: number[] = [];
  for (const d of deliveries.rows) {
    const id = Number(d.deliveryId);
    if (d.channel === 'SITE' && d.recipientUserId) {
      const notificationId = await insertNotification(
        q,
        Number(d.recipientUserId),
        d.title,
        d.content,
        { entity: d.entityName, recordId: d.recordId },
        caller.userId,
      );
      await q.query(
        `UPDATE msg_deliveries SET delivery_status = 'SENT', notification_id = $2, attempts = attempts + 1, sent_date = now(), last_error = NULL,
                last_updated_by = $3, last_update_date = now() WHERE delivery_id = $1`,
        [id, notificationId, caller.userId],
      );
      notified.push(Number(d.recipientUserId));
    } else if (d.channel === 'EMAIL' && d.mailId) {
      await q.query(`UPDATE msg_outbox SET send_status = 'PENDING', error_message = NULL WHERE mail_id = $1`, [d.mailId]);
      await q.query(`UPDATE msg_deliveries SET delivery_status = 'PENDING', last_updated_by = $2, last_update_date = now() WHERE delivery_id = $1`, [
        id,
        caller.userId,
      ]);
      await enqueue(q, EMAIL_JOB, { deliveryId: id }, { maxAttempts: 3, userId: caller.userId });
    } else if (d.channel === 'WEBHOOK') {
      await q.query(`UPDATE msg_deliveries SET delivery_status = 'PENDING', last_updated_by = $2, last_update_date = now() WHERE delivery_id = $1`, [
        id,
        caller.userId,
      ]);
      await enqueue(q, WEBHOOK_JOB, { deliveryId: id }, { maxAttempts: WEBHOOK_ATTEMPTS, userId: caller.userId });
    }
  }
  await refreshInstance(q, instanceId);
  if (notified.length) pending?.add('notification', { userIds: notified });
  return deliveries.rows.length;
}
