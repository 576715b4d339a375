/**
 * Requests made to one bidder about its tender response (a clarification while
 * the jury evaluates, bargaining after): the response must be a current one of
 * a tender in the right state, and the answer-by time ahead.
 */
import { actionOf } from '@srm/domain/entity/workflows.ts';
import type { MessageKey } from '@srm/domain/i18n/messages.ts';
import type { Label } from '@srm/domain/entity/types.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { ident, type Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import { writeAudit } from '../engine/audit.ts';
import { selectList } from '../engine/columns.ts';
import type { Caller } from '../engine/caller.ts';
import { engineNow } from '../engine/clock.ts';
import type { PendingEvents } from '../engine/events.ts';
import type { SaveContext } from '../engine/hooks.ts';
import { afterTransition } from '../engine/todos.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of the sourcing tables are read field by field, each checked where used
type Row = Record<string, any>;

/** The submitted response of the tender's current round, with what a request copies from it; refused naming `bidHeaderId` otherwise. */
export async function currentResponse(tx: Queryable, bidId: number, tenderStatus: string, refusal: MessageKey): Promise<Row> {
  const res = await tx.query<Row>(
    `SELECT b.bid_header_id AS "bidHeaderId", b.bid_number AS "bidNumber", b.supplier_id AS "supplierId", b.supplier_number AS "supplierNumber",
            b.supplier_name AS "supplierName", a.org_id AS "orgId", a.org_name AS "orgName"
       FROM srm_pon_bid_headers b JOIN srm_pon_auction_headers a ON a.auction_header_id = b.auction_header_id
      WHERE b.bid_header_id = $1 AND a.auction_type = 'TENDER' AND a.auction_status = $2 AND b.bid_status = 'SUBMITTED'
        AND b.round_number = a.round_number`,
    [bidId, tenderStatus],
  );
  if (!res.rows.length) {
    const number = await tx.query<Row>('SELECT bid_number AS "bidNumber" FROM srm_pon_bid_headers WHERE bid_header_id = $1', [bidId]);
    throw new ValidationError([{ field: 'bidHeaderId', key: refusal, params: { value: number.rows[0]?.bidNumber ?? bidId } }]);
  }
  return res.rows[0];
}

/** The answer-by time (`field`) lies ahead. */
export function requireFuture(field: string, end: unknown): void {
  const now = engineNow();
  if (!end || new Date(end as string | Date) <= now) throw new ValidationError([{ field, key: 'rule.min', params: { min: formatDate(now, 'datetime') } }]);
}

/**
 * The save of a request: it stays about the response it was written on, a
 * current one of a tender in `tenderStatus`, answered by a time ahead
 * (`endField`), and takes the response's supplier and organisation.
 */
export async function prepareRequest(ctx: SaveContext, tenderStatus: string, refusal: MessageKey, endField: string): Promise<void> {
  const { tx, record, before } = ctx;
  const bidId = Number(record.bidHeaderId ?? before?.bidHeaderId);
  if (before && Number(before.bidHeaderId) !== bidId) throw new ValidationError([{ field: 'bidHeaderId', key: 'rule.readOnly' }]);
  const bid = await currentResponse(tx, bidId, tenderStatus, refusal);
  requireFuture(endField, record[endField] ?? before?.[endField]);
  Object.assign(record, {
    supplierId: bid.supplierId,
    supplierNumber: bid.supplierNumber,
    supplierName: bid.supplierName,
    orgId: bid.orgId,
    orgName: bid.orgName,
  });
}

/**
 * A tender's requests still open in `states` (those its `cancel` starts from
 * when not given) withdrawn once they can no longer be answered (the tender
 * cancelled, the evaluation over), with the reason in the audit trail; the
 * bidders' to-dos close with them.
 */
export async function withdrawRequests(
  tx: Queryable,
  entity: string,
  auctionId: number,
  why: Label,
  caller: Caller,
  pending: PendingEvents,
  states?: string[],
): Promise<void> {
  const def = getEntity(entity);
  const cancel = actionOf(def, 'cancel');
  const status = ident(toSnake(def.workflow!.field));
  const key = ident(toSnake(def.key));
  const withdrawn = await tx.query<Row>(
    `UPDATE ${ident(def.table)} r SET ${status} = $3, version_num = r.version_num + 1, last_updated_by = $4, last_update_date = now()
       FROM ${ident(def.table)} old WHERE old.${key} = r.${key} AND r.auction_header_id = $1 AND r.${status} = ANY($2)
     RETURNING r.${key} AS id, old.${status} AS was`,
    [auctionId, states ?? cancel.from, cancel.to, caller.userId],
  );
  for (const { id, was } of withdrawn.rows) {
    const record = (await tx.query<Row>(`SELECT ${selectList(def)} FROM ${ident(def.table)} t WHERE t.${key} = $1`, [id])).rows[0];
    await writeAudit(tx, caller, def.name, Number(id), 'ACTION', { [def.workflow!.field]: [was, cancel.to] }, why[caller.lang]);
    await afterTransition(tx, def, record, cancel, caller, pending);
  }
}
