/**
 * The e-mail channel: which SMTP server mail goes through (the enabled mail
 * server of msgCfg, its password unwrapped only here; else SMTP_URL; else
 * none, and mail stays in the outbox), and sending one outbox mail of a
 * delivery, each attempt logged.
 */
import type { Transporter } from 'nodemailer';

// Half a megabyte of modules: loaded by the first mail rather than with the server.
const mailer = async () => (await import('nodemailer')).default;
import type { Config } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { unwrapSecret } from '../sourcing/sealing.ts';
import { logAttempt, refreshInstance } from './centre-store.ts';
import { engineNow } from '../engine/clock.ts';

let config: Pick<Config, 'smtpUrl' | 'mailFrom'> = { mailFrom: 'SRM <no-reply@srm.local>' };
const fromUrl = new Map<string, Transporter>();

/** Called by createMailer: the process's SMTP_URL and sender, the fallback to msgCfg. */
export function configureMail(c: Pick<Config, 'smtpUrl' | 'mailFrom'>): void {
  config = c;
}

interface SmtpRow {
  smtpHost: string | null;
  smtpPort: number | null;
  smtpUser: string | null;
  mailFrom: string | null;
  secretCipher: string | null;
}

export async function mailTransport(q: Queryable): Promise<{ transport: Transporter; from: string } | null> {
  const row = (
    await q.query<SmtpRow>(
      `SELECT smtp_host AS "smtpHost", smtp_port AS "smtpPort", smtp_user AS "smtpUser", mail_from AS "mailFrom", secret_cipher AS "secretCipher"
         FROM msg_channels WHERE channel_type = 'EMAIL' AND enabled_flag = 'Y' AND smtp_host IS NOT NULL ORDER BY channel_id LIMIT 1`,
    )
  ).rows[0];
  if (row?.smtpHost) {
    const port = Number(row.smtpPort ?? 25);
    const pass = row.secretCipher ? unwrapSecret(row.secretCipher).toString('utf8') : undefined;
    const transport = (await mailer()).createTransport({
      host: row.smtpHost,
      port,
      secure: port === 465,
      auth: row.smtpUser ? { user: row.smtpUser, pass } : undefined,
      connectionTimeout: 10_000,
    });
    return { transport, from: row.mailFrom || config.mailFrom };
  }
  if (!config.smtpUrl) return null;
  let transport = fromUrl.get(config.smtpUrl);
  if (!transport) {
    transport = (await mailer()).createTransport(config.smtpUrl);
    fromUrl.set(config.smtpUrl, transport);
  }
  return { transport, from: config.mailFrom };
}

/** Sends the outbox mail of an e-mail delivery now; answers whether it failed (for the job queue's retry). */
export async function sendDeliveryMail(q: Queryable, deliveryId: number): Promise<{ failed: string | null }> {
  const d = (
    await q.query<{ mailId: number; instanceId: number; address: string; attempts: number; subject: string; body: string }>(
      `SELECT d.mail_id AS "mailId", d.instance_id AS "instanceId", d.address, d.attempts, o.subject, o.body
         FROM msg_deliveries d JOIN msg_outbox o ON o.mail_id = d.mail_id WHERE d.delivery_id = $1`,
      [deliveryId],
    )
  ).rows[0];
  if (!d) return { failed: null };
  const attempt = Number(d.attempts) + 1;
  const started = Date.now();
  const via = await mailTransport(q);
  if (!via) {
    await q.query(`UPDATE msg_outbox SET send_status = 'OUTBOX' WHERE mail_id = $1`, [d.mailId]);
    await q.query(`UPDATE msg_deliveries SET delivery_status = 'OUTBOX', attempts = $2, last_update_date = now() WHERE delivery_id = $1`, [
      deliveryId,
      attempt,
    ]);
    await logAttempt(q, { deliveryId, instanceId: d.instanceId, channel: 'EMAIL', address: d.address, attempt, status: 'OUTBOX', durationMs: 0 });
    await refreshInstance(q, d.instanceId);
    return { failed: null };
  }
  try {
    await via.transport.sendMail({ from: via.from, to: d.address, subject: d.subject, text: d.body });
    const sent = engineNow();
    await q.query(`UPDATE msg_outbox SET send_status = 'SENT', sent_date = $2, error_message = NULL WHERE mail_id = $1`, [d.mailId, sent]);
    await q.query(
      `UPDATE msg_deliveries SET delivery_status = 'SENT', attempts = $2, sent_date = $3, last_error = NULL, last_update_date = now() WHERE delivery_id = $1`,
      [deliveryId, attempt, sent],
    );
    await logAttempt(q, {
      deliveryId,
      instanceId: d.instanceId,
      channel: 'EMAIL',
      address: d.address,
      attempt,
      status: 'SENT',
      durationMs: Date.now() - started,
    });
    await refreshInstance(q, d.instanceId);
    return { failed: null };
  } catch (err) {
    const reason = String((err as Error).message).slice(0, 2000);
    await q.query(`UPDATE msg_outbox SET send_status = 'FAILED', error_message = $2 WHERE mail_id = $1`, [d.mailId, reason]);
    await q.query(`UPDATE msg_deliveries SET delivery_status = 'FAILED', attempts = $2, last_error = $3, last_update_date = now() WHERE delivery_id = $1`, [
      deliveryId,
      attempt,
      reason,
    ]);
    await logAttempt(q, {
      deliveryId,
      instanceId: d.instanceId,
      channel: 'EMAIL',
      address: d.address,
      attempt,
      status: 'FAILED',
      durationMs: Date.now() - started,
      error: reason,
    });
    await refreshInstance(q, d.instanceId);
    return { failed: reason };
  }
}
