/**
 * The message centre's records: an instance, its deliveries (one per
 * recipient and channel), each delivery attempt's log line, and the
 * instance's state summed up from its deliveries.
 */
import type { Queryable } from '../db/db.ts';

export type Channel = 'SITE' | 'EMAIL' | 'WEBHOOK';
export type DeliveryStatus = 'PENDING' | 'SENT' | 'OUTBOX' | 'FAILED' | 'SKIPPED';

export interface InstanceInput {
  origin: 'EVENT' | 'NOTIFY' | 'MAIL';
  eventCode?: string | null;
  sourceId?: number | null;
  sourceName?: string | null;
  entityName?: string | null;
  recordId?: number | null;
  title: string;
  createdBy: number;
}

export async function createInstance(q: Queryable, i: InstanceInput): Promise<number> {
  const res = await q.query<{ id: number }>(
    `INSERT INTO msg_instances (origin_code, event_code, source_id, source_name, entity_name, record_id, title, instance_status, delivery_count, created_by, last_updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING', 0, $8, $8) RETURNING instance_id AS id`,
    [i.origin, i.eventCode ?? null, i.sourceId ?? null, i.sourceName ?? null, i.entityName ?? null, i.recordId ?? null, i.title.slice(0, 500), i.createdBy],
  );
  return Number(res.rows[0].id);
}

export interface DeliveryInput {
  instanceId: number;
  channel: Channel;
  recipientUserId?: number | null;
  recipientName?: string | null;
  address?: string | null;
  language?: string | null;
  title: string;
  content: string;
  status: DeliveryStatus;
  lastError?: string | null;
  notificationId?: number | null;
  mailId?: number | null;
  channelId?: number | null;
  createdBy: number;
}

export async function addDelivery(q: Queryable, d: DeliveryInput): Promise<number> {
  const res = await q.query<{ id: number }>(
    `INSERT INTO msg_deliveries (instance_id, channel, recipient_user_id, recipient_name, address, language_code, title, content, delivery_status, attempts, last_error,
                                 sent_date, notification_id, mail_id, channel_id, created_by, last_updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::varchar, 0, $10, CASE WHEN $9::varchar = 'SENT' THEN now() END, $11, $12, $13, $14, $14) RETURNING delivery_id AS id`,
    [
      d.instanceId,
      d.channel,
      d.recipientUserId ?? null,
      d.recipientName ?? null,
      d.address ?? null,
      d.language ?? null,
      d.title.slice(0, 500),
      d.content,
      d.status,
      d.lastError ?? null,
      d.notificationId ?? null,
      d.mailId ?? null,
      d.channelId ?? null,
      d.createdBy,
    ],
  );
  return Number(res.rows[0].id);
}

export async function logAttempt(
  q: Queryable,
  a: {
    deliveryId: number;
    instanceId: number;
    channel: Channel;
    address: string | null;
    attempt: number;
    status: 'SENT' | 'FAILED' | 'OUTBOX';
    httpStatus?: number | null;
    durationMs: number;
    error?: string | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO msg_delivery_logs (delivery_id, instance_id, channel, address, attempt_number, log_status, http_status, duration_ms, error_message)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [a.deliveryId, a.instanceId, a.channel, a.address, a.attempt, a.status, a.httpStatus ?? null, a.durationMs, a.error?.slice(0, 2000) ?? null],
  );
}

/**
 * The instance's state from its deliveries: any still pending, PENDING; all
 * skipped, SKIPPED; all that were tried failed, FAILED; some failed, PARTIAL;
 * else SENT (kept in the outbox counts as done: the mail is there to read).
 */
export async function refreshInstance(q: Queryable, instanceId: number): Promise<void> {
  await q.query(
    `UPDATE msg_instances i SET delivery_count = s.n, last_update_date = now(),
        instance_status = CASE
          WHEN s.pending > 0 THEN 'PENDING'
          WHEN s.n = s.skipped THEN 'SKIPPED'
          WHEN s.failed > 0 AND s.failed = s.n - s.skipped THEN 'FAILED'
          WHEN s.failed > 0 THEN 'PARTIAL'
          ELSE 'SENT' END
       FROM (SELECT count(*) AS n,
                    count(*) FILTER (WHERE delivery_status = 'PENDING') AS pending,
                    count(*) FILTER (WHERE delivery_status = 'SKIPPED') AS skipped,
                    count(*) FILTER (WHERE delivery_status = 'FAILED') AS failed
               FROM msg_deliveries WHERE instance_id = $1) s
      WHERE i.instance_id = $1`,
    [instanceId],
  );
}

/** Whether the user turned this event's messages off on this channel (msgUser). */
export async function unsubscribed(q: Queryable, userId: number, eventCode: string | null | undefined, channel: Channel): Promise<boolean> {
  if (!eventCode) return false;
  const res = await q.query(`SELECT 1 FROM msg_subscriptions WHERE user_id = $1 AND event_code = $2 AND channel = $3 AND enabled_flag = 'N' LIMIT 1`, [
    userId,
    eventCode,
    channel,
  ]);
  return res.rows.length > 0;
}

/** An outbox mail (msgHistory) waiting to be sent. */
export async function outboxMail(q: Queryable, to: string, subject: string, body: string): Promise<number> {
  const res = await q.query<{ id: number }>(
    `INSERT INTO msg_outbox (to_address, subject, body, send_status) VALUES ($1, $2, $3, 'PENDING') RETURNING mail_id AS id`,
    [to, subject, body],
  );
  return Number(res.rows[0].id);
}
