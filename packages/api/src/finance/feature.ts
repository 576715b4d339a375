/**
 * Finance (entities/finance): deductions, account statements and invoices.
 * Payments, advances and the cash-flow statement come next and build on these
 * (STATES.md).
 */
import type { FeatureModule } from '../app-context.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { registerDeductionHooks } from './deduction.ts';
import { registerInvoiceHooks } from './invoice.ts';
import { registerStatementHooks } from './statement.ts';

let registered = false;

/** Hooks and operations; also called by the demo seed, which may run before the app is built. */
export function registerFinance(ops: EntityOperations): void {
  if (registered) return;
  registered = true;
  registerDeductionHooks();
  registerStatementHooks();
  registerInvoiceHooks(ops);
}

export const financeFeature: FeatureModule = (_app, ctx) => {
  registerFinance(ctx.ops);
};
