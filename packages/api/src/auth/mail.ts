/**
 * Mail goes through nodemailer when SMTP_URL is set. Every mail is also kept in
 * the outbox (msgHistory), and with no transport configured it stays there, for
 * the admin console to read.
 */
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/db.ts';
import type { Config } from '../config.ts';

export interface Mailer {
  send(db: Queryable, to: string, subject: string, body: string): Promise<void>;
}

export function createMailer(config: Config): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(db, to, subject, body) {
      const res = await db.query<{ id: number }>(
        `INSERT INTO msg_outbox (to_address, subject, body, send_status) VALUES ($1, $2, $3, $4) RETURNING mail_id AS id`,
        [to, subject, body, transport ? 'PENDING' : 'OUTBOX'],
      );
      if (!transport) return;
      try {
        await transport.sendMail({ from: config.mailFrom, to, subject, text: body });
        await db.query(`UPDATE msg_outbox SET send_status = 'SENT', sent_date = now() WHERE mail_id = $1`, [res.rows[0].id]);
      } catch (err) {
        await db.query(`UPDATE msg_outbox SET send_status = 'FAILED', error_message = $2 WHERE mail_id = $1`, [
          res.rows[0].id,
          String((err as Error).message).slice(0, 2000),
        ]);
      }
    },
  };
}
