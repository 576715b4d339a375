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
import { once } from '../engine/once.ts';

/** Hooks and operations; also called by the demo seed, which may run before the app is built. */
export const registerFinance = once((ops: EntityOperations): void => {
  registerDeductionHooks();
  registerStatementHooks();
  registerInvoiceHooks(ops);
  registerPaymentHooks();
  registerAdvanceHooks();
  registerReturnHooks();
});

export const financeFeature: FeatureModule = (_app, ctx) => {
  registerFinance(ctx.ops);
};
