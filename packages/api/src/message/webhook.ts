/**
 * The webhook channel. A delivery's body is POSTed to the channel's URL with
 * `X-SRM-Timestamp` (seconds) and `X-SRM-Signature: sha256=<hex>`, the
 * HMAC-SHA256 of `<timestamp>.<body>` under the channel's secret, so the
 * receiver checks both origin and freshness. Sent through the outbound guard
 * (net/outbound-request.ts: no internal address unless allowed, no
 * redirects followed). Run by the job queue: a failure
 * is logged and thrown, and the queue retries with its back-off until the
 * attempts run out; then the delivery is FAILED.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import type { Job } from '../jobs/queue.ts';
import { callOutbound } from '../net/outbound-request.ts';
import { unwrapSecret } from '../sourcing/sealing.ts';
import { logAttempt, refreshInstance } from './centre-store.ts';
import { engineNow } from '../engine/clock.ts';

export const SIGNATURE_HEADER = 'x-srm-signature';
export const TIMESTAMP_HEADER = 'x-srm-timestamp';

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does: recompute the signature and compare in constant time. */
export function verifyWebhook(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const TIMEOUT_MS = 10_000;

export async function deliverWebhook(q: Queryable, job: Job): Promise<unknown> {
  const deliveryId = Number((job.payload as { deliveryId?: number } | null)?.deliveryId);
  const d = (
    await q.query<{ instanceId: number; status: string; attempts: number; body: string; url: string | null; cipher: string | null; enabled: string | null }>(
      `SELECT d.instance_id AS "instanceId", d.delivery_status AS status, d.attempts, d.content AS body,
              c.endpoint_url AS url, c.secret_cipher AS cipher, c.enabled_flag AS enabled
         FROM msg_deliveries d LEFT JOIN msg_channels c ON c.channel_id = d.channel_id WHERE d.delivery_id = $1`,
      [deliveryId],
    )
  ).rows[0];
  if (!d || d.status === 'SENT') return { skipped: true };
  const attempt = Number(d.attempts) + 1;
  const started = Date.now();
  let httpStatus: number | null = null;
  let error: string | null = null;
  if (!d.url || d.enabled !== 'Y') error = 'webhook channel disabled or without URL';
  else {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const secret = d.cipher ? unwrapSecret(d.cipher).toString('utf8') : '';
    try {
      const res = await callOutbound(q, d.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signWebhook(secret, timestamp, d.body),
          'x-srm-delivery': String(deliveryId),
        },
        body: d.body,
        timeoutMs: TIMEOUT_MS,
      });
      httpStatus = res.status;
      // A redirect is an answer, not followed: the receiver is the URL the administrator gave.
      if (!res.ok) error = `HTTP ${res.status}`;
    } catch (err) {
      error = String((err as Error).message);
    }
  }
  const durationMs = Date.now() - started;
  await logAttempt(q, {
    deliveryId,
    instanceId: Number(d.instanceId),
    channel: 'WEBHOOK',
    address: d.url,
    attempt,
    status: error ? 'FAILED' : 'SENT',
    httpStatus,
    durationMs,
    error,
  });
  if (!error) {
    await q.query(
      `UPDATE msg_deliveries SET delivery_status = 'SENT', attempts = $2, sent_date = $3, last_error = NULL, last_update_date = now() WHERE delivery_id = $1`,
      [deliveryId, attempt, engineNow()],
    );
    await refreshInstance(q, Number(d.instanceId));
    return { httpStatus };
  }
  // Still PENDING while the queue retries; onFailed marks it FAILED once the attempts run out.
  const last = attempt >= job.maxAttempts;
  await q.query(`UPDATE msg_deliveries SET delivery_status = $4, attempts = $2, last_error = $3, last_update_date = now() WHERE delivery_id = $1`, [
    deliveryId,
    attempt,
    error.slice(0, 2000),
    last ? 'FAILED' : 'PENDING',
  ]);
  await refreshInstance(q, Number(d.instanceId));
  throw new Error(error);
}

/** A webhook (or mail) job that failed for good, e.g. abandoned by a dead worker: its delivery is FAILED. */
export async function deliveryFailed(q: Queryable, job: Job, reason: string): Promise<void> {
  const deliveryId = Number((job.payload as { deliveryId?: number } | null)?.deliveryId);
  const res = await q.query<{ instanceId: number }>(
    `UPDATE msg_deliveries SET delivery_status = 'FAILED', last_error = $2, last_update_date = now()
      WHERE delivery_id = $1 AND delivery_status = 'PENDING' RETURNING instance_id AS "instanceId"`,
    [deliveryId, reason.slice(0, 2000)],
  );
  if (res.rows[0]) await refreshInstance(q, Number(res.rows[0].instanceId));
}
