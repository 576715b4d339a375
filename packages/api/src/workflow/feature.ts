/**
 * The approval-process feature: definitions checked and versioned, delegations,
 * the gate that runs documents' approvals through their process, the operations
 * of the approval screens, and the reminder job.
 */
import type { FeatureModule } from '../app-context.ts';
import { registerApprovalGate } from '../engine/approval-gate.ts';
import { schedule } from '../jobs/queue.ts';
import type { Mailer } from '../auth/mail.ts';
import { registerDefinitionHooks } from './definitions.ts';
import { registerDelegationHooks } from './delegations.ts';
import { processGate } from './gate.ts';
import { REMINDER_JOB, sendDueReminders } from './reminders.ts';
import { registerTaskOperations } from './task-operations.ts';
import { once } from '../engine/once.ts';

let mailer: Mailer | undefined;

/** Hooks, gate and operations; also called by the demo seed, which may run before the app is built: once only, or every hook would run twice. */
export const registerWorkflow = once((): void => {
  registerDefinitionHooks();
  registerDelegationHooks();
  registerApprovalGate(processGate);
  registerTaskOperations(() => mailer);
});

export const workflowFeature: FeatureModule = (app, ctx) => {
  mailer = ctx.mailer;
  registerWorkflow();
  ctx.jobs?.register(REMINDER_JOB, { run: async () => ({ urged: await sendDueReminders(ctx.db, ctx.mailer) }) });
  app.addHook('onReady', async () => {
    if (ctx.jobs) await schedule(ctx.db, 'workflow.reminders', REMINDER_JOB, 300);
  });
};
