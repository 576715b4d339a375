/**
 * Open tenders (公开招标): a supplier registers itself while registration is
 * open, each buyer who may shortlist gets a to-do, and the buyer's decision
 * tells the supplier; a shortlisted supplier may then respond (its to-do
 * "quote"), one not shortlisted learns why.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { routeByPath } from '@srm/domain/routes/catalogue.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../engine/app-error.ts';
import { isSupplier, type Caller } from '../engine/caller.ts';
import { engineNow } from '../engine/clock.ts';
import type { PendingEvents } from '../engine/events.ts';
import { type ActionContext, registerHooks } from '../engine/hooks.ts';
import type { OperationContext } from '../engine/operations.ts';
import { openTodos, usersWhoCan } from '../engine/todos.ts';
import { eventTexts, notifySuppliers, quoteTodos } from './notify.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of the sourcing tables are read field by field, each checked where used
type Row = Record<string, any>;

const SHORTLIST_ROUTE = routeByPath('biddingShortlistList')!;

/** `doRegister`: the calling supplier on an open tender's list, REGISTERED, until the registration (else quoting) closes. */
export async function register({ ops, def, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  if (!isSupplier(caller)) throw new AppError('SUPPLIERS_ONLY');
  const res = await tx.query<Row>(
    `SELECT auction_header_id AS "auctionHeaderId", auction_number AS "auctionNumber", auction_type AS "auctionType", inviting_bid_way AS way,
            bid_end_date AS "bidEndDate", registration_end_date AS "registrationEndDate"
       FROM srm_pon_auction_headers WHERE auction_header_id = $1`,
    [Number(body.auctionHeaderId)],
  );
  const tender = res.rows[0];
  if (tender.way !== 'OPEN') throw new AppError('NOT_OPEN_TENDER');
  const closes = new Date(tender.registrationEndDate ?? tender.bidEndDate);
  if (engineNow() >= closes) throw new AppError('REGISTRATION_CLOSED', { end: formatDate(closes, 'datetime') });
  const mine = await tx.query('SELECT 1 FROM srm_pon_auction_suppliers WHERE auction_header_id = $1 AND supplier_id = $2', [
    tender.auctionHeaderId,
    caller.supplierId,
  ]);
  if (mine.rows.length) throw new AppError('ALREADY_REGISTERED');
  // On the list as any line is, then REGISTERED by the engine (audit, stamp) in the supplier's name.
  const made = await tx.query<{ inviteId: number; supplierName: string }>(
    `INSERT INTO srm_pon_auction_suppliers (auction_header_id, supplier_id, supplier_number, supplier_name, invite_status, created_by, last_updated_by)
     SELECT $1, s.supplier_id, s.supplier_number, s.supplier_name, 'INVITED', $3, $3 FROM srm_pos_supplier_info s WHERE s.supplier_id = $2
     RETURNING invite_id AS "inviteId", supplier_name AS "supplierName"`,
    [tender.auctionHeaderId, caller.supplierId, caller.userId],
  );
  const invite = { inviteId: Number(made.rows[0].inviteId), supplierName: made.rows[0].supplierName };
  await ops.transition(tx, pending, getEntity('ponAuctionSupplier'), 'register', invite.inviteId, { by: caller });
  await shortlistTodos(tx, tender, invite, caller, pending);
  return ops.findById(def, caller, { auctionHeaderId: tender.auctionHeaderId }, tx);
}

/** A to-do "shortlist" for each buyer who may shortlist, on the registration, leading to the tender's shortlist screen. */
async function shortlistTodos(tx: Queryable, tender: Row, invite: { inviteId: number; supplierName: string }, caller: Caller, pending: PendingEvents) {
  const users = await usersWhoCan(tx, getEntity('ponAuction'), 'btnShortlist');
  await openTodos(
    tx,
    caller,
    pending,
    {
      entity: 'ponAuctionSupplier',
      recordId: invite.inviteId,
      action: 'shortlist',
      title: eventTexts('TENDER', tender.auctionNumber, `${invite.supplierName} 报名，待资格审查`, `${invite.supplierName} registered; shortlist or not`),
      link: {
        billLink: `${SHORTLIST_ROUTE.editPath}?id=${tender.auctionHeaderId}`,
        menuCode: SHORTLIST_ROUTE.menu!.code,
        menuName: SHORTLIST_ROUTE.menu!.label.zh,
      },
    },
    { userIds: users.map((u) => u.userId) },
  );
}

/** After the buyer's decision (the engine closed the to-dos): the supplier is told, and a shortlisted one may respond. */
async function afterShortlist({ tx, action, record, caller, pending }: ActionContext): Promise<void> {
  if (action.action !== 'shortlist' && action.action !== 'refuseShortlist') return;
  const auctionId = Number(record.auctionHeaderId);
  const number = (await tx.query<{ n: string }>('SELECT auction_number AS n FROM srm_pon_auction_headers WHERE auction_header_id = $1', [auctionId])).rows[0].n;
  const supplierId = Number(record.supplierId);
  if (action.action === 'shortlist') {
    await notifySuppliers(
      tx,
      auctionId,
      [supplierId],
      eventTexts('TENDER', number, '：您已入围，可以投标', 'you are shortlisted and may respond'),
      caller,
      pending,
    );
    await quoteTodos(tx, auctionId, eventTexts('TENDER', number, '待投标', 'respond'), caller, pending, supplierId);
  } else if (action.action === 'refuseShortlist') {
    const why = String(record.shortlistComments ?? '');
    await notifySuppliers(tx, auctionId, [supplierId], eventTexts('TENDER', number, `：未入围（${why}）`, `not shortlisted (${why})`), caller, pending);
  }
}

export function registerShortlistHooks(): void {
  registerHooks('ponAuctionSupplier', { afterAction: afterShortlist });
}
