/**
 * Workflow shapes of purchasing, finance and quality that `workflows.ts` has no
 * builder for yet (the lead folds them in).
 */
import type { ActionDef } from './types.ts';
import { buttonOf } from './workflows.ts';

type Step = Omit<ActionDef, 'resource' | 'from'> & { resource?: string };

/**
 * The buyer's review of what a supplier submits, the supplier round trip the
 * other way round: the supplier submits (`submit`, from `from`), a buyer agrees
 * or refuses (reasons per line, usually), and the supplier is told either way.
 * Shipping reports and their exemption requests (entities/shipping/STATES.md).
 */
export function buyerReview(from: string[], submit: Step, agree: Step, refuse: Step): ActionDef[] {
  return [
    { resource: buttonOf(submit.action), actor: 'supplier', ...submit, from },
    { resource: buttonOf(agree.action), todo: true, notifySupplier: true, ...agree, from: [submit.to] },
    { resource: buttonOf(refuse.action), notifySupplier: true, ...refuse, from: [submit.to] },
  ];
}
