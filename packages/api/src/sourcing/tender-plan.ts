/** The tender an approved plan's untendered lines become (`doCreateTender`), each line then naming it. */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { AppError } from '../engine/app-error.ts';
import { engineNow } from '../engine/clock.ts';
import type { OperationContext } from '../engine/operations.ts';
import { personName } from '../engine/people.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of the sourcing tables are read field by field, each checked where used
type Row = Record<string, any>;

/**
 * `doCreateTender`: a draft tender of the plan's lines not yet tendered, all in
 * section 1, quoting from now for the days until the plan's date (a week at
 * least). The buyer then completes it (sections, invitations, assessment).
 */
export async function createTenderFromPlan({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  const planDef = getEntity('ponTenderPlan');
  const plan = (await ops.findById(planDef, caller, { planId: body.planId }, tx)) as Row;
  const open = (plan.lines as Row[]).filter((l) => !l.auctionHeaderId).sort((a, b) => a.lineNumber - b.lineNumber);
  if (!open.length) throw new AppError('PLAN_ALL_TENDERED', { plan: plan.planNumber });
  const now = engineNow();
  const end = new Date(Math.max(now.getTime() + 7 * 86_400_000, new Date(plan.plannedDate).getTime()));
  const tender: Row = {
    auctionType: 'TENDER',
    auctionTitle: plan.planTitle,
    orgId: plan.orgId,
    currencyCode: plan.currencyCode,
    bidStartDate: formatDate(now, 'datetime'),
    bidEndDate: formatDate(end, 'datetime'),
    buyerName: (await personName(tx, caller.userId)) ?? caller.userName,
    noteToSupplier: plan.comments,
    items: open.map((l, i) => ({
      lineNumber: i + 1,
      sectionNumber: 1,
      itemId: l.itemId,
      quantity: Number(l.quantity),
      needByDate: l.needByDate ? formatDate(l.needByDate) : null,
      notes: l.lineComments,
    })),
    sections: [{ sectionNumber: 1, sectionName: plan.planTitle, budgetAmount: open.reduce((sum, l) => sum + Number(l.budgetAmount ?? 0), 0) }],
  };
  const auctionDef = getEntity('ponAuction');
  const id = await ops.saveOne(tx, auctionDef, caller, tender, pending);
  const made = (await ops.findById(auctionDef, caller, { auctionHeaderId: id }, tx)) as Row;
  await tx.query('UPDATE srm_pon_tender_plan_lines SET auction_header_id = $2, auction_number = $3 WHERE plan_line_id = ANY($1)', [
    open.map((l) => l.planLineId),
    id,
    made.auctionNumber,
  ]);
  return made;
}
