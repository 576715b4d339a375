/**
 * `doCreateCompete` of the demand summary, the sibling of `doCreateAuction`
 * (sourcing/operations.ts): a draft compete event with the chosen lines as
 * its materials, each with its open quantity, need-by date and requisition.
 */
import { randomBytes } from 'node:crypto';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { engineNow } from '../engine/clock.ts';
import type { OperationContext } from '../engine/operations.ts';
import { personName } from '../engine/people.ts';
import { demandLines, idsOf } from '../purchase/demand.ts';

export async function createCompeteFromDemand({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  // The chosen lines as the caller sees them in the demand summary (scope and data permissions).
  const found = await demandLines(tx, caller, idsOf(body), false);
  const given = typeof body.hallPassword === 'string' && body.hallPassword ? body.hallPassword : null;
  const def = getEntity('ponCompete');
  const id = await ops.saveOne(
    tx,
    def,
    caller,
    {
      competeTitle: body.competeTitle ?? `竞价 ${formatDate(engineNow())}`,
      orgId: body.orgId ?? found[0].orgId,
      // The field is required of a save; without one given, the buyer sets it before submitting (hooks.ts refuses an event without).
      hallPassword: given ?? randomBytes(24).toString('base64url'),
      buyerName: (await personName(tx, caller.userId)) ?? caller.userName,
      items: found.map((l, i) => ({
        lineNumber: i + 1,
        itemId: l.itemId,
        quantity: Number(l.openQty),
        // A starting price the buyer reviews: the budget, else the material's benchmark.
        ceilingPrice: Number(l.budgetPrice ?? l.benchmarkPrice ?? 0) || null,
        needByDate: l.needByDate ? formatDate(l.needByDate) : null,
      })),
    },
    pending,
  );
  await tx.query(`UPDATE srm_pon_compete_headers SET compete_source = 'DEMAND'${given ? '' : ', hall_password = NULL'} WHERE compete_header_id = $1`, [id]);
  const lines = await tx.query<{ id: number }>('SELECT compete_line_id AS id FROM srm_pon_compete_items WHERE compete_header_id = $1 ORDER BY line_number', [
    id,
  ]);
  for (const [i, l] of found.entries())
    await tx.query('UPDATE srm_pon_compete_items SET requisition_line_id = $2, requisition_number = $3 WHERE compete_line_id = $1', [
      lines.rows[i].id,
      l.requisitionLineId,
      l.requisitionNumber,
    ]);
  return ops.findById(def, caller, { competeHeaderId: id }, tx);
}
