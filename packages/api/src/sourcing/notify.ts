/**
 * To-dos and notifications of an inquiry for the suppliers invited to it (the
 * engine's own notify only knows a document's single supplier) and for the
 * members of its opening committee.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { recordLabel } from '@srm/domain/entity/shown.ts';
import { listRouteOf } from '@srm/domain/routes/catalogue.ts';
import type { Queryable } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import { notifySupplierUsers } from '../engine/notify-suppliers.ts';
import { closeTodos, openTodos } from '../engine/todos.ts';
import { MAY_BID } from '@srm/domain/entities/sourcing/auction-supplier.ts';

export type EventKind = 'INQUIRY' | 'TENDER';

/**
 * Where a supplier's to-do and notification lead: the list of the event's kind,
 * which opens the quote; the committee's: the event itself.
 */
function linksOf(kind: EventKind) {
  const route = listRouteOf('ponAuction', { auctionType: kind })!;
  const menu = { menuCode: route.menu!.code, menuName: route.menu!.label.zh };
  return { supplier: { billLink: route.path, ...menu }, opening: { billLink: route.editPath!, ...menu } };
}
const JURY_LINKS = {
  evaluate: { billLink: 'biddingEvaluation', menuCode: 'PON_TENDER_EVALUATION', menuName: '评标' },
  countersign: { billLink: 'biddingPicketage', menuCode: 'PON_TENDER_PICKETAGE', menuName: '定标' },
};

export async function kindOf(tx: Queryable, auctionId: number): Promise<EventKind> {
  const res = await tx.query<{ kind: string }>('SELECT auction_type AS kind FROM srm_pon_auction_headers WHERE auction_header_id = $1', [auctionId]);
  return res.rows[0]?.kind === 'TENDER' ? 'TENDER' : 'INQUIRY';
}

/** "询价单 XJ-… {zh}" / "Inquiry XJ-…: {en}", or the tender's. */
export function eventTexts(kind: EventKind, number: unknown, zh: string, en: string): Texts {
  const name = recordLabel(getEntity('ponAuction'), { auctionType: kind });
  // "询价单 XJ-… 已开标", "询价单 XJ-…：您已中标": a text that brings its own colon needs no space.
  return { zh: `${name.zh} ${number}${zh.startsWith('：') ? '' : ' '}${zh}`, en: `${name.en} ${number}: ${en}` };
}

export interface Texts {
  zh: string;
  en: string;
}

/** A to-do "quote" for each supplier who may bid (of them, `onlySupplier`) and has not submitted a bid in the current round. */
export async function quoteTodos(
  tx: Queryable,
  auctionId: number,
  title: Texts,
  caller: Caller,
  pending?: PendingEvents,
  onlySupplier?: number,
): Promise<void> {
  const link = linksOf(await kindOf(tx, auctionId)).supplier;
  const due = await tx.query<{ supplierId: number }>(
    `SELECT s.supplier_id AS "supplierId"
       FROM srm_pon_auction_suppliers s JOIN srm_pon_auction_headers h ON h.auction_header_id = s.auction_header_id
      WHERE s.auction_header_id = $1 AND s.invite_status = ANY($2) AND ($3::bigint IS NULL OR s.supplier_id = $3)
        AND NOT EXISTS (SELECT 1 FROM srm_pon_bid_headers b WHERE b.auction_header_id = $1 AND b.supplier_id = s.supplier_id
                          AND b.round_number = h.round_number AND b.bid_status = 'SUBMITTED')`,
    [auctionId, MAY_BID, onlySupplier ?? null],
  );
  await openTodos(
    tx,
    caller,
    pending,
    { entity: 'ponAuction', recordId: auctionId, action: 'quote', title, billType: 'CONFIRM', link: { ...link, billLink: `${link.billLink}?id=${auctionId}` } },
    { supplierIds: due.rows.map((r) => Number(r.supplierId)) },
  );
}

/** The supplier's to-do on the inquiry is done (its bid is in). */
export async function closeQuoteTodo(tx: Queryable, auctionId: number, supplierId: number, caller: Caller, pending?: PendingEvents): Promise<void> {
  await closeTodos(tx, caller, pending, { entity: 'ponAuction', recordId: auctionId, supplierIds: [supplierId] });
}

/** A notification to every enabled user of every supplier who may bid, each in their language. */
export async function notifyInvited(tx: Queryable, auctionId: number, text: Texts, caller: Caller, pending?: PendingEvents): Promise<void> {
  const invited = await tx.query<{ id: number }>(
    'SELECT supplier_id AS id FROM srm_pon_auction_suppliers WHERE auction_header_id = $1 AND invite_status = ANY($2)',
    [auctionId, MAY_BID],
  );
  await notifySuppliers(
    tx,
    auctionId,
    invited.rows.map((r) => Number(r.id)),
    text,
    caller,
    pending,
  );
}

/** A notification about the inquiry to every enabled user of the given suppliers, each in their language. */
export async function notifySuppliers(
  tx: Queryable,
  auctionId: number,
  supplierIds: number[],
  text: Texts,
  caller: Caller,
  pending?: PendingEvents,
): Promise<void> {
  if (!supplierIds.length) return;
  const link = linksOf(await kindOf(tx, auctionId)).supplier;
  await notifySupplierUsers(tx, supplierIds, text, { entity: 'ponAuction', recordId: auctionId, link: `${link.billLink}?id=${auctionId}` }, caller, pending);
}

/** A to-do "sign the opening" for each committee member who has not signed. */
export async function openingTodos(tx: Queryable, auctionId: number, number: string, caller: Caller, pending?: PendingEvents): Promise<void> {
  const kind = await kindOf(tx, auctionId);
  const link = linksOf(kind).opening;
  const members = await tx.query<{ userId: number }>(
    'SELECT user_id AS "userId" FROM srm_pon_auction_openers WHERE auction_header_id = $1 AND signed_date IS NULL',
    [auctionId],
  );
  await openTodos(
    tx,
    caller,
    pending,
    {
      entity: 'ponAuction',
      recordId: auctionId,
      action: 'signOpening',
      title: eventTexts(kind, number, '待签署开标', 'sign the opening'),
      link: { ...link, billLink: `${link.billLink}?id=${auctionId}` },
    },
    { userIds: members.rows.map((r) => Number(r.userId)) },
  );
}

/** The member's opening to-do is done (the opening itself closes the others'). */
export async function closeOpeningTodo(tx: Queryable, auctionId: number, caller: Caller, pending?: PendingEvents): Promise<void> {
  await closeTodos(tx, caller, pending, { entity: 'ponAuction', recordId: auctionId, action: 'signOpening', userIds: [caller.userId] });
}

/** A to-do (`evaluate` or `countersign`) for each member of the tender's jury, each in their language. */
export async function juryTodos(
  tx: Queryable,
  auctionId: number,
  action: keyof typeof JURY_LINKS,
  title: Texts,
  caller: Caller,
  pending?: PendingEvents,
): Promise<void> {
  const link = JURY_LINKS[action];
  const jury = await tx.query<{ userId: number }>('SELECT user_id AS "userId" FROM srm_pon_auction_juries WHERE auction_header_id = $1', [auctionId]);
  await openTodos(
    tx,
    caller,
    pending,
    { entity: 'ponAuction', recordId: auctionId, action, title, link: { ...link, billLink: `${link.billLink}?id=${auctionId}` } },
    { userIds: jury.rows.map((r) => Number(r.userId)) },
  );
}

/** The member's `evaluate` or `countersign` to-do is done. */
export async function closeJuryTodo(tx: Queryable, auctionId: number, caller: Caller, action: string, pending?: PendingEvents): Promise<void> {
  await closeTodos(tx, caller, pending, { entity: 'ponAuction', recordId: auctionId, action, userIds: [caller.userId] });
}
