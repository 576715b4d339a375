/**
 * The publicity of a tender's winning candidates (STATES.md "Candidate
 * publicity"): written for an evaluated tender, its candidates the best-ranked
 * responses that passed, published to the bidders for at least the days the
 * bidding rule asks; the decision waits until it has ended.
 */
import { formatDate } from '@srm/domain/dates.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { engineNow } from '../engine/clock.ts';
import { registerHooks, type ActionContext, type SaveContext } from '../engine/hooks.ts';
import { eventTexts, notifySuppliers } from './notify.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of the sourcing tables are read field by field, each checked where used
type Row = Record<string, any>;

const DAY = 86_400_000;
const when = (value: unknown) => formatDate(value, 'datetime');
const OPEN = ['DRAFT', 'PUBLISHED'];

async function tenderOf(tx: Queryable, auctionId: number): Promise<Row | undefined> {
  const res = await tx.query<Row>(
    `SELECT auction_type AS type, auction_status AS status, auction_number AS number, round_number AS round, COALESCE(publicity_days, 0) AS days
       FROM srm_pon_auction_headers WHERE auction_header_id = $1`,
    [auctionId],
  );
  return res.rows[0];
}

/** The tender is evaluated and not yet decided, and the publicity ends no sooner than its rule's days from now. */
async function requireOpen(tx: Queryable, auctionId: number, end: unknown): Promise<Row> {
  const tender = await tenderOf(tx, auctionId);
  if (tender?.type !== 'TENDER' || tender.status !== 'EVALUATED')
    throw new ValidationError([{ field: 'auctionHeaderId', key: 'rule.publicityNotOpen', params: { value: tender?.number ?? auctionId } }]);
  const earliest = new Date(engineNow().getTime() + Number(tender.days) * DAY);
  if (!end || new Date(end as string | Date) <= earliest)
    throw new ValidationError([{ field: 'publicityEndDate', key: 'rule.min', params: { min: when(earliest) } }]);
  return tender;
}

/** A publicity stays about its tender, one open per tender; its candidates are the server's. */
async function beforeBrightSave(ctx: SaveContext): Promise<void> {
  const { tx, record, before } = ctx;
  const auctionId = Number(record.auctionHeaderId ?? before?.auctionHeaderId);
  if (before && Number(before.auctionHeaderId) !== auctionId) throw new ValidationError([{ field: 'auctionHeaderId', key: 'rule.readOnly' }]);
  await requireOpen(tx, auctionId, record.publicityEndDate ?? before?.publicityEndDate);
  const open = await tx.query<Row>(
    'SELECT bright_number AS "brightNumber" FROM srm_pon_bright_moons WHERE auction_header_id = $1 AND bright_status = ANY($2) AND bright_id IS DISTINCT FROM $3',
    [auctionId, OPEN, before?.brightId ?? null],
  );
  if (open.rows.length) throw new AppError('PUBLICITY_OPEN', { bright: open.rows[0].brightNumber });
  delete ctx.lines.lines;
}

/** The candidates: the best-ranked responses of the round, as many as the publicity shows. */
async function writeCandidates({ tx, id }: SaveContext): Promise<void> {
  await tx.query('DELETE FROM srm_pon_bright_moon_lines WHERE bright_id = $1', [id]);
  await tx.query(
    `INSERT INTO srm_pon_bright_moon_lines (bright_id, score_rank, supplier_name, score_sum, created_by, last_updated_by)
     SELECT m.bright_id, b.score_rank, b.supplier_name, b.score_sum, m.last_updated_by, m.last_updated_by
       FROM srm_pon_bright_moons m JOIN srm_pon_auction_headers a ON a.auction_header_id = m.auction_header_id
       JOIN srm_pon_bid_headers b ON b.auction_header_id = a.auction_header_id AND b.round_number = a.round_number AND b.bid_status = 'SUBMITTED'
      WHERE m.bright_id = $1 AND b.score_rank IS NOT NULL AND b.score_rank <= m.candidate_count`,
    [id],
  );
}

async function beforeBrightAction({ tx, action, record }: ActionContext): Promise<void> {
  if (action.action === 'publish') await requireOpen(tx, Number(record.auctionHeaderId), record.publicityEndDate);
}

/** Published: stamped, and every bidder of the round told. */
async function afterBrightAction({ tx, action, record, caller, pending }: ActionContext): Promise<void> {
  if (action.action !== 'publish') return;
  await tx.query('UPDATE srm_pon_bright_moons SET publish_date = $2 WHERE bright_id = $1', [record.brightId, engineNow()]);
  const bidders = await tx.query<{ id: number }>(
    `SELECT DISTINCT b.supplier_id AS id FROM srm_pon_bid_headers b JOIN srm_pon_auction_headers a ON a.auction_header_id = b.auction_header_id
      WHERE a.auction_header_id = $1 AND b.round_number = a.round_number AND b.bid_status = 'SUBMITTED'`,
    [record.auctionHeaderId],
  );
  await notifySuppliers(
    tx,
    Number(record.auctionHeaderId),
    bidders.rows.map((r) => Number(r.id)),
    eventTexts(
      'TENDER',
      record.auctionNumber,
      `中标候选人公示至 ${when(record.publicityEndDate)}`,
      `winning candidates published until ${when(record.publicityEndDate)}`,
    ),
    caller,
    pending,
  );
}

/**
 * Before the decision: no publicity still running, and, when the tender's rule
 * asks for one, a publicity that has ended.
 */
export async function requirePublicityOver(tx: Queryable, auctionId: number): Promise<void> {
  const tender = (await tenderOf(tx, auctionId))!;
  const published = await tx.query<Row>(
    `SELECT bright_number AS "brightNumber", publicity_end_date AS "end" FROM srm_pon_bright_moons WHERE auction_header_id = $1 AND bright_status = 'PUBLISHED'
      ORDER BY publicity_end_date DESC`,
    [auctionId],
  );
  const now = engineNow();
  const running = published.rows.find((p) => new Date(p.end) > now);
  if (running) throw new AppError('PUBLICITY_RUNNING', { bright: running.brightNumber, end: when(running.end) });
  if (Number(tender.days) > 0 && !published.rows.length) throw new AppError('PUBLICITY_REQUIRED', { days: Number(tender.days) });
}

export function registerCandidatePublicityHooks(): void {
  registerHooks('ponBrightMoon', {
    beforeSave: beforeBrightSave,
    afterSave: writeCandidates,
    beforeAction: beforeBrightAction,
    afterAction: afterBrightAction,
  });
}
