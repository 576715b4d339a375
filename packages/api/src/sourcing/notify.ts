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
  const res = await tx.query<{ supplierId: number }>(
    `INSERT INTO srm_base_supplier_pending (supplier_id, supplier_name, pending_title, bill_type, bill_link, menu_code, menu_name, entity_name, record_id, action_name, handle_flag, cancel_flag, created_by, last_updated_by, pending_title_en)
     SELECT s.supplier_id, s.supplier_name, $2, 'CONFIRM', $3, $4, $5, 'ponAuction', $1, 'quote', 'N', 'N', $6, $6, $9
       FROM srm_pon_auction_suppliers s JOIN srm_pon_auction_headers h ON h.auction_header_id = s.auction_header_id
      WHERE s.auction_header_id = $1 AND s.invite_status = ANY($7) AND ($8::bigint IS NULL OR s.supplier_id = $8)
        AND NOT EXISTS (SELECT 1 FROM srm_pon_bid_headers b WHERE b.auction_header_id = $1 AND b.supplier_id = s.supplier_id
                          AND b.round_number = h.round_number AND b.bid_status = 'SUBMITTED')
     RETURNING supplier_id AS "supplierId"`,
    [auctionId, title.zh, `${link.billLink}?id=${auctionId}`, link.menuCode, link.menuName, caller.userId, MAY_BID, onlySupplier ?? null, title.en],
  );
  if (res.rows.length) pending?.add('pending', { userIds: [], supplierIds: res.rows.map((r) => r.supplierId) });
}

/** The supplier's to-do on the inquiry is done (its bid is in). */
export async function closeQuoteTodo(tx: Queryable, auctionId: number, supplierId: number, caller: Caller, pending?: PendingEvents): Promise<void> {
  await tx.query(
    `UPDATE srm_base_supplier_pending SET handle_flag = 'Y', handle_date = now(), last_updated_by = $3, last_update_date = now(), version_num = version_num + 1
      WHERE entity_name = 'ponAuction' AND record_id = $1 AND supplier_id = $2 AND handle_flag = 'N'`,
    [auctionId, supplierId, caller.userId],
  );
  pending?.add('pending', { userIds: [], supplierIds: [supplierId] });
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
  const text = eventTexts(kind, number, '待签署开标', 'sign the opening');
  const res = await tx.query<{ userId: number }>(
    `INSERT INTO srm_base_interior_pending (user_id, pending_title, bill_type, bill_link, menu_code, menu_name, entity_name, record_id, action_name, handle_flag, cancel_flag, created_by, last_updated_by)
     SELECT o.user_id, CASE WHEN u.language = 'EN' THEN $2 ELSE $7 END,
            'HANDLE', $3, $4, $5, 'ponAuction', $1, 'signOpening', 'N', 'N', $6, $6
       FROM srm_pon_auction_openers o JOIN saaf_users u ON u.user_id = o.user_id
      WHERE o.auction_header_id = $1 AND o.signed_date IS NULL
     RETURNING user_id AS "userId"`,
    [auctionId, text.en, `${link.billLink}?id=${auctionId}`, link.menuCode, link.menuName, caller.userId, text.zh],
  );
  if (res.rows.length) pending?.add('pending', { userIds: res.rows.map((r) => r.userId), supplierIds: [] });
}

/** The member's opening to-do is done. */
export async function closeOpeningTodo(tx: Queryable, auctionId: number, caller: Caller, pending?: PendingEvents): Promise<void> {
  await tx.query(
    `UPDATE srm_base_interior_pending SET handle_flag = 'Y', handle_date = now(), last_updated_by = $2, last_update_date = now(), version_num = version_num + 1
      WHERE entity_name = 'ponAuction' AND record_id = $1 AND user_id = $2 AND action_name = 'signOpening' AND handle_flag = 'N'`,
    [auctionId, caller.userId],
  );
  pending?.add('pending', { userIds: [caller.userId], supplierIds: [] });
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
  const res = await tx.query<{ userId: number }>(
    `INSERT INTO srm_base_interior_pending (user_id, pending_title, bill_type, bill_link, menu_code, menu_name, entity_name, record_id, action_name, handle_flag, cancel_flag, created_by, last_updated_by)
     SELECT j.user_id, CASE WHEN u.language = 'EN' THEN $2 ELSE $3 END, 'HANDLE', $4, $5, $6, 'ponAuction', $1, $7, 'N', 'N', $8, $8
       FROM srm_pon_auction_juries j JOIN saaf_users u ON u.user_id = j.user_id
      WHERE j.auction_header_id = $1
     RETURNING user_id AS "userId"`,
    [auctionId, title.en, title.zh, `${link.billLink}?id=${auctionId}`, link.menuCode, link.menuName, action, caller.userId],
  );
  if (res.rows.length) pending?.add('pending', { userIds: res.rows.map((r) => r.userId), supplierIds: [] });
}

/** The member's `evaluate` or `countersign` to-do is done. */
export async function closeJuryTodo(tx: Queryable, auctionId: number, caller: Caller, action: string, pending?: PendingEvents): Promise<void> {
  await tx.query(
    `UPDATE srm_base_interior_pending SET handle_flag = 'Y', handle_date = now(), last_updated_by = $2, last_update_date = now(), version_num = version_num + 1
      WHERE entity_name = 'ponAuction' AND record_id = $1 AND user_id = $2 AND action_name = $3 AND handle_flag = 'N'`,
    [auctionId, caller.userId, action],
  );
  pending?.add('pending', { userIds: [caller.userId], supplierIds: [] });
}
