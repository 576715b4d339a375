/**
 * Interfaces with an ERP (entities/interface/STATES.md): definitions and their
 * checks, outbound messages on business events delivered by the job queue with
 * retries, dead letters and replay, the inbound endpoint, and the information
 * schema the mappings are chosen from.
 */
import type { FeatureModule } from '../app-context.ts';
import { once } from '../engine/once.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { registerDefinitionHooks } from './definitions.ts';
import { registerInboundRoute } from './inbound.ts';
import { registerInformationSchemaRoutes } from './information-schema.ts';
import { DELIVER_JOB, deliver, registerOutbound } from './outbound.ts';

/** Hooks, operations and event subscriptions; also called by the demo seed, which may run before the app is built. */
export const registerInterfaces = once((ops: EntityOperations) => {
  registerDefinitionHooks();
  registerOutbound(ops);
});

/** Loaded after the business features: its business-event hooks run after their own hooks of the same action (gen-features.mjs). */
export const featureOrder = 90;

export const interfaceFeature: FeatureModule = (app, ctx) => {
  registerInterfaces(ctx.ops);
  ctx.jobs?.register(DELIVER_JOB, { run: async (job) => ({ state: await deliver(ctx.db, Number((job.payload as { logId: number }).logId)) }) });
  registerInboundRoute(app, ctx);
  registerInformationSchemaRoutes(app);
};
