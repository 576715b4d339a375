/**
 * Carriage and storage of an order's goods (entities/equipment/STATES.md):
 * nothing departs before the order, nothing arrives before it departed, no
 * arrival in the future; the status follows the dates and the storage place.
 */
import type { MessageKey } from '@srm/domain/i18n/messages.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks, savedValue, type SaveContext } from '../engine/hooks.ts';
import { day, orderFacts } from './dates.ts';
import { today } from '../engine/clock.ts';
import { once } from '../engine/once.ts';

async function beforeSave(ctx: SaveContext): Promise<void> {
  const order = await orderFacts(ctx.tx, savedValue(ctx, 'poHeaderId'));
  if (!order) return; // the reference check has refused it already
  const d = (f: string) => day(savedValue(ctx, f));
  const violations: FieldViolation[] = [];
  const at = (field: string, key: MessageKey, params?: Record<string, unknown>) => violations.push({ field, key, params });
  const departed = d('departureDate');
  if (departed && departed < order.orderDate) at('departureDate', 'rule.beforeOrderDate', { date: order.orderDate });
  for (const f of ['plannedArrivalDate', 'actualArrivalDate']) if (departed && d(f) && d(f)! < departed) at(f, 'rule.beforeDeparture');
  const arrived = d('actualArrivalDate');
  if (arrived && arrived > today()) at('actualArrivalDate', 'rule.actualInFuture');
  if (violations.length) throw new ValidationError(violations);
  const stored = String(savedValue(ctx, 'storageLocation') ?? '').trim();
  ctx.record.carriageStatus = arrived ? (stored ? 'STORED' : 'ARRIVED') : 'IN_TRANSIT';
}

export const registerCarriageHooks = once((): void => {
  registerHooks('carriageStorage', { beforeSave });
});
