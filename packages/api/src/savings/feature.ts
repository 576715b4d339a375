/**
 * Sourcing savings (entities/savings): the summary is read through the generic
 * router; this adds the report summed per buyer, category, month or quarter
 * (report.ts), and keeps the budget price a buyer sets on a sourcing line
 * from the suppliers who read that line.
 */
import type { FeatureModule } from '../app-context.ts';
import { isSupplier } from '../engine/caller.ts';
import { registerHooks } from '../engine/hooks.ts';
import { once } from '../engine/once.ts';
import { anyObject, int, nullable, object, routeSchema, str } from '../openapi/route-schema.ts';
import { ok } from '../plugins/envelope.ts';
import { callerOf } from '../plugins/guard.ts';
import { parseSavingsQuery, SAVINGS_GROUPS, savingsReport } from './report.ts';

/** A supplier never reads the budget of a material it quotes (nor, through its header, of any line). */
function dropBudgets(rows: Record<string, unknown>[], child?: string): void {
  for (const row of rows) {
    delete row.budgetPrice;
    const lines = child ? row[child] : undefined;
    if (Array.isArray(lines)) for (const line of lines as Record<string, unknown>[]) delete line.budgetPrice;
  }
}

/** Hooks; also called by the demo seed, which may run before the app is built. */
export const registerSavings = once(() => {
  for (const [entity, child] of [
    ['ponAuction', 'items'],
    ['ponAuctionItem', undefined],
    ['ponCompete', 'items'],
    ['ponCompeteItem', undefined],
  ] as const) {
    registerHooks(entity, {
      afterRead({ caller, rows }) {
        if (isSupplier(caller)) dropBudgets(rows, child);
      },
    });
  }
});

const reportSchema = routeSchema({
  operationId: 'ponSavings_report',
  tag: 'Sourcing savings (ponSavings)',
  summary: 'Savings summed per buyer, category, month or quarter, with totals and the series by month and by category',
  body: object({
    groupBy: str(`One of ${SAVINGS_GROUPS.join(', ')} (default month)`),
    monthFrom: nullable(str('First month awarded, YYYY-MM', 7)),
    monthTo: nullable(str('Last month awarded, YYYY-MM', 7)),
    eventType: nullable(str('INQUIRY, TENDER or COMPETE')),
    orgId: nullable(int('Organisation')),
    categoryId: nullable(int('Purchase category')),
    supplierId: nullable(int('Supplier awarded')),
  }),
  data: anyObject(
    '`groups` (groupKey, groupLabel and the sums), `totals` (the sums over every row), `byMonth` and `byCategory`. The sums: lines, events, awardAmountCny, savingFirstCny, savingBestFirstCny, savingLastCny, savingBudgetCny, realisedSavingCny (CNY; null where no row has the figure; SAVINGS.md)',
  ),
});

export const savingsFeature: FeatureModule = (app, ctx) => {
  registerSavings();
  app.post('/api/srmServer/v1/srmPonSavingsRestful/report', { config: { access: 'entity' }, schema: reportSchema }, async (request) =>
    ok(await savingsReport(ctx.db, callerOf(request), parseSavingsQuery(request.body))),
  );
};
