/**
 * `doCreateCompete` of the demand summary, the sibling of `doCreateAuction`
 * (sourcing/operations.ts): a draft compete event with the chosen lines as
 * its materials, each with its open quantity, need-by date and requisition.
 */
import { formatDate } from '@srm/domain/dates.ts';
import { engineNow } from '../engine/clock.ts';
import type { OperationContext } from '../engine/operations.ts';
import { demandLines, idsOf } from '../purchase/demand.ts';
import { saveCompeteDraft } from './draft.ts';

export async function createCompeteFromDemand(ctx: OperationContext): Promise<unknown> {
  const { tx, caller, body } = ctx;
  // The chosen lines as the caller sees them in the demand summary (scope and data permissions).
  const found = await demandLines(tx, caller, idsOf(body), false);
  return saveCompeteDraft(ctx, {
    header: {
      competeTitle: body.competeTitle ?? `竞价 ${formatDate(engineNow())}`,
      orgId: body.orgId ?? found[0].orgId,
      items: found.map((l, i) => ({
        lineNumber: i + 1,
        itemId: l.itemId,
        quantity: Number(l.openQty),
        // A starting price the buyer reviews: the budget, else the material's benchmark.
        ceilingPrice: Number(l.budgetPrice ?? l.benchmarkPrice ?? 0) || null,
        needByDate: l.needByDate ? formatDate(l.needByDate) : null,
      })),
    },
    source: 'DEMAND',
    requisitions: found.map((l) => ({ requisitionLineId: l.requisitionLineId, requisitionNumber: l.requisitionNumber })),
  });
}
