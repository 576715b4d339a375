/**
 * The message centre (entities/message/STATES.md): hears every business
 * event, checks and seals its configuration, resends instances, and runs the
 * e-mail and webhook deliveries on the job queue.
 */
import type { FeatureModule } from '../app-context.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../engine/app-error.ts';
import { onBusinessEvent } from '../engine/business-events.ts';
import { once } from '../engine/once.ts';
import { registerOperation } from '../engine/operations.ts';
import { int, object } from '../openapi/route-schema.ts';
import { EMAIL_JOB, onEvent, resend, WEBHOOK_JOB } from './centre.ts';
import { registerMessageHooks } from './hooks.ts';
import { sendDeliveryMail } from './mail-channel.ts';
import { deliverWebhook, deliveryFailed } from './webhook.ts';
import type { Job } from '../jobs/queue.ts';

/** Hooks, the event subscription and the resend; also called by the demo seed, which may run before the app is built. */
export const registerMessageCentre = once((): void => {
  registerMessageHooks();
  onBusinessEvent('*', onEvent);
  registerOperation(
    'msgInstance',
    'doResend',
    async ({ tx, body, caller, pending }) => {
      const id = Number(body.instanceId);
      const found = await tx.query(`SELECT 1 FROM msg_instances WHERE instance_id = $1 FOR UPDATE`, [id]);
      if (!Number.isSafeInteger(id) || !found.rows.length) throw new AppError('NOT_FOUND');
      return { resent: await resend(tx, id, caller, pending) };
    },
    { body: object({ instanceId: int('The message instance to deliver again') }, ['instanceId']), data: object({ resent: int('Deliveries sent again') }) },
  );
});

/** Runs one queued e-mail delivery; a failure is thrown for the queue's retry. */
export async function runEmailJob(q: Queryable, job: Job): Promise<unknown> {
  const { failed } = await sendDeliveryMail(q, Number((job.payload as { deliveryId?: number } | null)?.deliveryId));
  if (failed) throw new Error(failed);
  return { sent: true };
}

/** Loaded after the business features: its business-event hooks run after their own hooks of the same action (gen-features.mjs). */
export const featureOrder = 90;

export const messageFeature: FeatureModule = (_app, ctx) => {
  registerMessageCentre();
  ctx.jobs?.register(WEBHOOK_JOB, { run: (job, j) => deliverWebhook(j.db, job), onFailed: (job, reason, db) => deliveryFailed(db, job, reason) });
  ctx.jobs?.register(EMAIL_JOB, { run: (job, j) => runEmailJob(j.db, job), onFailed: (job, reason, db) => deliveryFailed(db, job, reason) });
};
