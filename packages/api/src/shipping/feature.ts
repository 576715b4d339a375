/**
 * Shipping (outgoing inspection) reports (entities/shipping/STATES.md): the
 * hooks of templates, reports and exemptions, the reports a delivery note's
 * save makes, the check that stops a note shipping without them, and the
 * per-line review of several documents at once.
 */
import type { FeatureModule } from '../app-context.ts';
import { PendingEvents } from '../engine/events.ts';
import { registerHooks } from '../engine/hooks.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { registerExemptionHooks } from './exemption.ts';
import { dropDraftsOfNote, dropForNote, makeReports, requireReports } from './needs.ts';
import { registerReportHooks } from './report.ts';
import { registerBatchAgreeOrRefuseLine } from './review.ts';
import { registerTemplateHooks } from './template.ts';
import { once } from '../engine/once.ts';

/** Hooks; also called by the demo seed, which may run before the app is built. */
export const registerShipping = once((ops: EntityOperations): void => {
  registerTemplateHooks();
  registerReportHooks();
  registerExemptionHooks(ops);
  registerBatchAgreeOrRefuseLine('qmsShippingReport');
  registerBatchAgreeOrRefuseLine('qmsShippingExemption');
  // Appended after purchasing's own hooks of the delivery note.
  registerHooks('purDeliveryNote', {
    async afterSave(ctx) {
      // A save carries no event queue: the reports' to-dos are written, and show on the supplier's next read.
      await makeReports(ops, ctx.tx, new PendingEvents(), Number(ctx.id));
    },
    async beforeAction({ tx, action, record }) {
      if (action.action === 'ship') await requireReports(tx, Number(record.deliveryHeaderId));
    },
    async afterAction({ tx, action, record }) {
      if (action.action === 'cancel') await dropDraftsOfNote(tx, Number(record.deliveryHeaderId));
    },
    async beforeDelete({ tx, record }) {
      await dropForNote(tx, Number(record.deliveryHeaderId));
    },
  });
});

export const shippingFeature: FeatureModule = (_app, ctx) => {
  registerShipping(ctx.ops);
};
