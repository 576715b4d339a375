/** The compete hall: hooks and operations of compete events, and the live hall over WebSocket (ws.ts). */
import type { FeatureModule } from '../app-context.ts';
import { registerOperation } from '../engine/operations.ts';
import { registerCompeteHooks } from './hooks.ts';
import { checkPassword, hallState, markReady, replay, turnProcess, verifyChain } from './hall.ts';
import { offerPrice } from './offers.ts';
import { awardSummary, saveAward } from './award.ts';
import { createAgreements, createOrders } from './award-documents.ts';
import { createCompeteFromDemand } from './from-demand.ts';
import { createCompeteFromTender } from './from-tender.ts';
import { postNotice } from './notices.ts';
import { competeSchemas as s } from './schemas.ts';
import { competeHall } from './ws.ts';
import { once } from '../engine/once.ts';

/** Hooks and operations; also called by the demo seed, which may run before the app is built: once only, or every hook would run twice. */
export const registerCompete = once((): void => {
  registerCompeteHooks();
  registerOperation('ponCompete', 'doHallState', hallState, s.doHallState);
  registerOperation('ponCompete', 'doCheckPassword', checkPassword, s.doCheckPassword);
  registerOperation('ponCompete', 'doReady', markReady, s.doReady);
  registerOperation('ponCompete', 'doOfferPrice', offerPrice, s.doOfferPrice);
  registerOperation('ponCompete', 'doTurnProcess', turnProcess, s.doTurnProcess);
  registerOperation('ponCompete', 'doPostNotice', postNotice, s.doPostNotice);
  registerOperation('ponCompete', 'doVerifyChain', verifyChain, s.doVerifyChain);
  registerOperation('ponCompete', 'doReplay', replay, s.doReplay);
  registerOperation('ponCompete', 'doAwardSummary', awardSummary, s.doAwardSummary);
  registerOperation('ponCompete', 'doSaveAward', saveAward, s.doSaveAward);
  registerOperation('ponCompete', 'doCreateAgreement', createAgreements, s.doCreateAgreement);
  registerOperation('ponCompete', 'doCreateOrder', createOrders, s.doCreateOrder);
  registerOperation('purDemandSummary', 'doCreateCompete', createCompeteFromDemand, s.doCreateCompete);
  registerOperation('ponAuction', 'doCreateCompete', createCompeteFromTender, s.doCreateCompeteFromTender);
});

export const competeFeature: FeatureModule = async (app, ctx) => {
  registerCompete();
  await competeHall(app, ctx);
};
