/**
 * Mail goes through the message centre (message/centre.ts): every mail is an
 * instance with its delivery, kept in the outbox (msgHistory), and sent
 * through the SMTP server of msgCfg, else SMTP_URL; with neither configured
 * it stays in the outbox, for the admin console to read.
 */
import type { Queryable } from '../db/db.ts';
import type { Config } from '../config.ts';
import { sendMailNow } from '../message/centre.ts';
import { configureMail } from '../message/mail-channel.ts';

export interface Mailer {
  send(db: Queryable, to: string, subject: string, body: string): Promise<void>;
}

export function createMailer(config: Config): Mailer {
  configureMail(config);
  return {
    async send(db, to, subject, body) {
      await sendMailNow(db, to, subject, body);
    },
  };
}
