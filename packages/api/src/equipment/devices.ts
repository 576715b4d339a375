/**
 * Devices and their spare parts (entities/equipment/STATES.md): a warranty
 * does not end before the installation, and a spare part below its minimum
 * stock is marked for reordering.
 */
import { ValidationError } from '../engine/app-error.ts';
import { registerHooks, savedValue } from '../engine/hooks.ts';
import { day } from './dates.ts';
import { once } from '../engine/once.ts';

export const registerDeviceHooks = once((): void => {
  registerHooks('deviceInfo', {
    beforeSave(ctx) {
      const installed = day(savedValue(ctx, 'installDate'));
      const warranty = day(savedValue(ctx, 'warrantyEndDate'));
      if (installed && warranty && warranty < installed) throw new ValidationError([{ field: 'warrantyEndDate', key: 'rule.finishBeforeStart' }]);
    },
  });
  registerHooks('deviceSpare', {
    beforeSave(ctx) {
      ctx.record.belowMinFlag = Number(savedValue(ctx, 'stockQty') ?? 0) < Number(savedValue(ctx, 'minStockQty') ?? 0) ? 'Y' : 'N';
    },
  });
});
