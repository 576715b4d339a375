/**
 * Tender documents: written for a tender still being prepared or open, stamped
 * when approved (released), announced to the tender's bidders when it is
 * released on an open tender, and required before a tender is published.
 */
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { engineNow } from '../engine/clock.ts';
import { type ActionContext, registerHooks, type SaveContext } from '../engine/hooks.ts';
import { eventTexts, notifyInvited } from './notify.ts';

/** States of a tender in which its documents may still be written. */
const WRITABLE_IN = ['DRAFT', 'SUBMITTED', 'REJECTED', 'APPROVED', 'PUBLISHED'];

async function tenderOf(tx: Queryable, auctionId: number) {
  const res = await tx.query<{ type: string; status: string; number: string }>(
    'SELECT auction_type AS type, auction_status AS status, auction_number AS number FROM srm_pon_auction_headers WHERE auction_header_id = $1',
    [auctionId],
  );
  return res.rows[0];
}

async function beforeDocSave({ tx, record, before }: SaveContext): Promise<void> {
  const auctionId = Number(record.auctionHeaderId ?? before?.auctionHeaderId);
  const tender = await tenderOf(tx, auctionId);
  if (!tender) return;
  if (tender.type !== 'TENDER') throw new ValidationError([{ field: 'auctionHeaderId', key: 'rule.notTender', params: { value: tender.number } }]);
  if (!WRITABLE_IN.includes(tender.status))
    throw new ValidationError([{ field: 'auctionHeaderId', key: 'rule.tenderClosed', params: { value: tender.number } }]);
}

async function afterDocAction({ tx, action, record, caller, pending }: ActionContext): Promise<void> {
  if (action.action !== 'approval') return;
  await tx.query('UPDATE srm_pon_tender_docs SET released_date = $2 WHERE doc_id = $1', [record.docId, engineNow()]);
  const auctionId = Number(record.auctionHeaderId);
  const tender = await tenderOf(tx, auctionId);
  if (tender.status === 'PUBLISHED')
    await notifyInvited(
      tx,
      auctionId,
      eventTexts('TENDER', tender.number, `发布了招标文件“${record.docTitle}”`, `document "${record.docTitle}" released`),
      caller,
      pending,
    );
}

/** Before a tender is published: at least one of its documents is released. */
export async function requireReleasedDoc(tx: Queryable, auctionId: number): Promise<void> {
  const res = await tx.query("SELECT 1 FROM srm_pon_tender_docs WHERE auction_header_id = $1 AND doc_status = 'APPROVED' LIMIT 1", [auctionId]);
  if (!res.rows.length) throw new AppError('TENDER_DOC_MISSING');
}

export function registerDocHooks(): void {
  registerHooks('ponTenderDoc', { beforeSave: beforeDocSave, afterAction: afterDocAction });
}
