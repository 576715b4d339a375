/**
 * Quality standards and substance compliance (entities/quality/STATES.md):
 * the hooks of its documents, the receipt block on delivery notes, and the
 * daily job that warns suppliers of declarations about to expire.
 */
import type { FeatureModule } from '../app-context.ts';
import { schedule } from '../jobs/queue.ts';
import { registerComponentHooks } from './component.ts';
import { registerCountersignHooks } from './countersign.ts';
import { registerDeclarationHooks } from './declaration.ts';
import { registerExemptionHooks } from './exemption.ts';
import { EXPIRY_WARNINGS_JOB, warnExpiringDeclarations } from './expiry.ts';
import { registerReceiptBlock } from './receipt.ts';
import { registerRequirementHooks } from './requirement.ts';
import { once } from '../engine/once.ts';

/** Hooks; also called by the demo seed, which may run before the app is built. */
export const registerQualityHooks = once((): void => {
  registerComponentHooks();
  registerCountersignHooks();
  registerRequirementHooks();
  registerDeclarationHooks();
  registerExemptionHooks();
  registerReceiptBlock();
});

export const qualityFeature: FeatureModule = (app, ctx) => {
  registerQualityHooks();
  ctx.jobs?.register(EXPIRY_WARNINGS_JOB, { run: async () => ({ warned: await warnExpiringDeclarations(ctx.db) }) });
  app.addHook('onReady', async () => {
    if (ctx.jobs) await schedule(ctx.db, EXPIRY_WARNINGS_JOB, EXPIRY_WARNINGS_JOB, 86_400);
  });
};
