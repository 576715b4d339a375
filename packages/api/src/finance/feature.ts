/**
 * Finance (entities/finance, STATES.md): deductions, account statements,
 * invoices, payment requests and advances, and purchasing's returns, which
 * feed the statements; the cash-flow statement is a view.
 */
import type { FeatureModule } from '../app-context.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { registerAdvanceHooks } from './advance.ts';
import { registerDeductionHooks } from './deduction.ts';
import { registerInvoiceHooks } from './invoice.ts';
import { registerPaymentHooks } from './payment.ts';
import { registerReturnHooks } from './return.ts';
import { registerStatementHooks } from './statement.ts';

let registered = false;

/** Hooks and operations; also called by the demo seed, which may run before the app is built. */
export function registerFinance(ops: EntityOperations): void {
  if (registered) return;
  registered = true;
  registerDeductionHooks();
  registerStatementHooks();
  registerInvoiceHooks(ops);
  registerPaymentHooks();
  registerAdvanceHooks();
  registerReturnHooks();
}

export const financeFeature: FeatureModule = (_app, ctx) => {
  registerFinance(ctx.ops);
};
