/**
 * A draft compete event the server makes from other documents (the demand
 * summary's lines, an evaluated tender): the one way from-demand.ts and
 * from-tender.ts build it. The hall password is the buyer's to give: one given
 * in the body is kept; without, the draft has none until the buyer sets it
 * (hooks.ts refuses a submit without).
 */
import { randomBytes } from 'node:crypto';
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { OperationContext, Row } from '../engine/operations.ts';
import { personName } from '../engine/people.ts';

export interface CompeteDraft {
  /** The event's fields and lines, but the password and the buyer. */
  header: Row;
  /** Where it came from (`competeSource`) and, from a tender, which. */
  source: 'DEMAND' | 'TENDER';
  tender?: { auctionHeaderId: number; auctionNumber: string; auctionTitle: string };
  /** Each material's requisition line and number, in the materials' order (from the demand summary). */
  requisitions?: { requisitionLineId: number; requisitionNumber: string }[];
  /** Made by an operation the caller was granted, who needs no add button of its own (`saveOne`'s `byOperation`). */
  byOperation?: boolean;
}

export async function saveCompeteDraft({ ops, tx, caller, pending, body }: OperationContext, draft: CompeteDraft): Promise<unknown> {
  const given = typeof body.hallPassword === 'string' && body.hallPassword ? body.hallPassword : null;
  const def = getEntity('ponCompete');
  const id = await ops.saveOne(
    tx,
    def,
    caller,
    {
      ...draft.header,
      // The field is required of a save; without one given, the stored one is dropped below.
      hallPassword: given ?? randomBytes(24).toString('base64url'),
      buyerName: (await personName(tx, caller.userId)) ?? caller.userName,
    },
    pending,
    draft.byOperation,
  );
  const from = draft.tender;
  await tx.query(
    `UPDATE srm_pon_compete_headers SET compete_source = $2${from ? ', auction_header_id = $3, auction_number = $4, auction_title = $5' : ''}${given ? '' : ', hall_password = NULL'}
      WHERE compete_header_id = $1`,
    [id, draft.source, ...(from ? [from.auctionHeaderId, from.auctionNumber, from.auctionTitle] : [])],
  );
  if (draft.requisitions?.length) {
    const lines = await tx.query<{ id: number }>('SELECT compete_line_id AS id FROM srm_pon_compete_items WHERE compete_header_id = $1 ORDER BY line_number', [
      id,
    ]);
    for (const [i, r] of draft.requisitions.entries())
      await tx.query('UPDATE srm_pon_compete_items SET requisition_line_id = $2, requisition_number = $3 WHERE compete_line_id = $1', [
        lines.rows[i].id,
        r.requisitionLineId,
        r.requisitionNumber,
      ]);
  }
  return ops.findById(def, caller, { competeHeaderId: id }, tx);
}
