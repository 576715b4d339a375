/** Quota management (entities/quota): the hooks of the quota adjustment; the presets, lines and monitoring are read through the generic router. */
import type { FeatureModule } from '../app-context.ts';
import { registerAdjustmentHooks } from './adjustment.ts';

/** Hooks; also called by the demo seed, which may run before the app is built. */
export function registerQuota(): void {
  registerAdjustmentHooks();
}

export const quotaFeature: FeatureModule = () => {
  registerQuota();
};
