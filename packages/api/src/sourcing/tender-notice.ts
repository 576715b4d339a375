/**
 * A tender's result notices: the approved award makes one per bidder of the
 * final round (中标 or 未中标), drafted from its outcome, and asks the buyers to
 * send them; sending tells the bidder, who confirms receipt. The times of both
 * steps are stamped here.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Queryable } from '../db/db.ts';
import { nextNumber } from '../engine/auto-number.ts';
import type { Caller } from '../engine/caller.ts';
import { engineNow } from '../engine/clock.ts';
import type { PendingEvents } from '../engine/events.ts';
import { type ActionContext, registerHooks } from '../engine/hooks.ts';
import { afterTransition } from '../engine/todos.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of the sourcing tables are read field by field, each checked where used
type Row = Record<string, any>;

interface Outcome {
  bidHeaderId: number;
  supplierId: number;
  supplierNumber: string;
  supplierName: string;
  awarded: boolean;
  awardAmount: string | null;
}

const money = (value: string | null) => Number(value ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The notice's first text, in the language of whoever approved the award; the buyer may reword it before sending. */
function draftText(auction: Row, bid: Outcome, lang: Caller['lang'], today: string): string {
  const { auctionTitle: title, auctionNumber: number, orgName: org, currencyCode: currency } = auction;
  if (lang === 'en')
    return bid.awarded
      ? `To ${bid.supplierName}:\n\nYour response to the tender "${title}" (${number}) has been awarded, for ${money(bid.awardAmount)} ${currency}. Please contact us to sign the contract.\n\n${org}\n${today}`
      : `To ${bid.supplierName}:\n\nThank you for responding to the tender "${title}" (${number}). After evaluation and decision, it has not been awarded to you this time. We look forward to your next response.\n\n${org}\n${today}`;
  return bid.awarded
    ? `${bid.supplierName}：\n\n贵公司在招标项目「${title}」（${number}）中中标，中标金额 ${money(bid.awardAmount)} ${currency}。请于收到本通知书后与我方联系签订合同。\n\n${org}\n${today}`
    : `${bid.supplierName}：\n\n感谢贵公司参与招标项目「${title}」（${number}）。经评标、定标，贵公司本次未中标，期待今后继续合作。\n\n${org}\n${today}`;
}

/** After a tender's award is approved: a draft notice per bidder of the round, and a to-do "send" for each buyer who may send them. */
export async function makeResultNotices(tx: Queryable, auction: Row, caller: Caller, pending: PendingEvents): Promise<void> {
  const def = getEntity('ponTenderNotice');
  const pattern = def.fields.find((f) => f.autoNumber)!.autoNumber!;
  const bids = await tx.query<Outcome>(
    `SELECT bid_header_id AS "bidHeaderId", supplier_id AS "supplierId", supplier_number AS "supplierNumber", supplier_name AS "supplierName",
            award_status = 'AWARDED' AS awarded, award_amount AS "awardAmount"
       FROM srm_pon_bid_headers WHERE auction_header_id = $1 AND round_number = $2 AND bid_status = 'SUBMITTED' ORDER BY supplier_number`,
    [auction.auctionHeaderId, auction.roundNumber],
  );
  const today = formatDate(engineNow());
  for (const bid of bids.rows) {
    const res = await tx.query<Row>(
      `INSERT INTO srm_pon_tender_notices (notice_number, auction_header_id, auction_number, auction_title, org_id, org_name, supplier_id, supplier_number, supplier_name,
              bid_header_id, notice_type, award_amount, currency_code, notice_content, notice_status, created_by, last_updated_by, creation_date, last_update_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'DRAFT', $15, $15, $16, $16)
       RETURNING notice_id AS "noticeId", notice_number AS "noticeNumber", notice_type AS "noticeType", notice_status AS "noticeStatus", supplier_id AS "supplierId"`,
      [
        await nextNumber(tx, pattern),
        auction.auctionHeaderId,
        auction.auctionNumber,
        auction.auctionTitle,
        auction.orgId,
        auction.orgName,
        bid.supplierId,
        bid.supplierNumber,
        bid.supplierName,
        bid.bidHeaderId,
        bid.awarded ? 'WIN' : 'LOSE',
        bid.awarded ? bid.awardAmount : null,
        auction.currencyCode,
        draftText(auction, bid, caller.lang, today),
        caller.userId,
        engineNow(),
      ],
    );
    await afterTransition(tx, def, res.rows[0], null, caller, pending);
  }
}

async function stampNotice({ tx, action, record }: ActionContext): Promise<void> {
  const column = action.action === 'send' ? 'sent_date' : action.action === 'acknowledge' ? 'acknowledged_date' : null;
  if (column) await tx.query(`UPDATE srm_pon_tender_notices SET ${column} = $2 WHERE notice_id = $1`, [record.noticeId, engineNow()]);
}

export function registerNoticeHooks(): void {
  registerHooks('ponTenderNotice', { afterAction: stampNotice });
}
