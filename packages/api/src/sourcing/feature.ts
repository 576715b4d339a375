/**
 * The sourcing feature (inquiries): hooks, the operations of inquiries and
 * the demand summary, the sealing key's home, and the job that closes quoting
 * at the end time.
 */
import type { FeatureModule } from '../app-context.ts';
import { registerOperation, type EntityOperations } from '../engine/operations.ts';
import { schedule } from '../jobs/queue.ts';
import { autoAward, compareBids, createAgreements, createOrders, saveAward } from './award.ts';
import { registerSourcingHooks } from './hooks.ts';
import { priceHistory } from './price-history.ts';
import { closeDueInquiries, createAuctionFromDemand, signOpening, startBid } from './operations.ts';
import { configureSealing } from './sealing.ts';
import { countersign, drawJury, evaluation, submitScores } from './tender.ts';
import { sourcingOperationSchemas } from './schemas.ts';
import { createTenderFromPlan } from './tender-plan.ts';
import { register } from './registration.ts';

export const CLOSE_INQUIRIES_JOB = 'sourcing.closeInquiries';

/** Hooks and operations; also called by the demo seed, which may run before the app is built. */
export function registerSourcing(dataDir: string, ops: EntityOperations): void {
  configureSealing(dataDir);
  registerSourcingHooks(ops);
  registerOperation('ponAuction', 'doRegister', register, sourcingOperationSchemas.doRegister);
  registerOperation('ponAuction', 'doStartBid', startBid, sourcingOperationSchemas.doStartBid);
  registerOperation('ponAuction', 'doSignOpening', signOpening, sourcingOperationSchemas.doSignOpening);
  registerOperation('ponAuction', 'doCompare', compareBids, sourcingOperationSchemas.doCompare);
  registerOperation('ponAuction', 'doSaveAward', saveAward, sourcingOperationSchemas.doSaveAward);
  registerOperation('ponAuction', 'doAutoAward', autoAward, sourcingOperationSchemas.doAutoAward);
  registerOperation('ponAuction', 'doCreateAgreement', createAgreements, sourcingOperationSchemas.doCreateAgreement);
  registerOperation('ponAuction', 'doCreateOrder', createOrders, sourcingOperationSchemas.doCreateOrder);
  registerOperation('ponAuction', 'doDrawJury', drawJury, sourcingOperationSchemas.doDrawJury);
  registerOperation('ponAuction', 'doEvaluation', evaluation, sourcingOperationSchemas.doEvaluation);
  registerOperation('ponAuction', 'doSubmitScores', submitScores, sourcingOperationSchemas.doSubmitScores);
  registerOperation('ponAuction', 'doCountersign', countersign, sourcingOperationSchemas.doCountersign);
  registerOperation('materialItem', 'doPriceHistory', priceHistory, sourcingOperationSchemas.doPriceHistory);
  registerOperation('ponTenderPlan', 'doCreateTender', createTenderFromPlan, sourcingOperationSchemas.doCreateTender);
  registerOperation('purDemandSummary', 'doCreateAuction', createAuctionFromDemand, sourcingOperationSchemas.doCreateAuction);
}

export const sourcingFeature: FeatureModule = (app, ctx) => {
  registerSourcing(ctx.config.dataDir, ctx.ops);
  ctx.jobs?.register(CLOSE_INQUIRIES_JOB, { run: async () => ({ closed: await closeDueInquiries(ctx.db, ctx.ops) }) });
  app.addHook('onReady', async () => {
    if (ctx.jobs) await schedule(ctx.db, CLOSE_INQUIRIES_JOB, CLOSE_INQUIRIES_JOB, 60);
  });
};
