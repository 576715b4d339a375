/**
 * Workflow pieces of sourcing (inquiries, tenders, the compete hall) that
 * other documents' definitions take: the price agreement an approved award
 * makes is approved by that award.
 */
import type { StateDef } from './types.ts';
import { serverAction } from './workflows.ts';

/**
 * A price agreement made from an approved award (an inquiry's, a tender's or a
 * compete's) is approved by it, and keeps the event's number (`auctionNumber`):
 * DRAFT to APPROVED, the server's. Belongs in purAgreement's actions.
 */
export const approvedByAward = serverAction('approveByAward', { zh: '决标批准', en: 'Approved by the award' }, ['DRAFT'], 'APPROVED', {
  input: ['auctionNumber'],
});

/** The labels sourcing's requests to a supplier share (bargain, clarification, candidate publicity). */
export const SOURCING_STATE = {
  DRAFT: { label: { zh: '草稿', en: 'Draft' }, editable: true },
  AWAITING_ANSWER: { label: { zh: '待供应商答复', en: 'Awaiting the answer' } },
  ANSWERED: { label: { zh: '已答复', en: 'Answered' } },
  WITHDRAWN: { label: { zh: '已撤销', en: 'Withdrawn' } },
} as const satisfies Record<string, StateDef>;
