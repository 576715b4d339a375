/**
 * Equipment and production: devices and spare parts, equipment purchase
 * contracts, the supplier's production progress and carriage of an order
 * (entities/equipment/STATES.md). The main supplier schedule is a view its
 * screen reads through the generic list.
 */
import type { FeatureModule } from '../app-context.ts';
import { registerCarriageHooks } from './carriage.ts';
import { registerContractHooks } from './contract.ts';
import { registerDeviceHooks } from './devices.ts';
import { registerProductionHooks } from './production.ts';

/** Hooks; also called by the demo seed, which may run before the app is built. */
export function registerEquipment(): void {
  registerDeviceHooks();
  registerContractHooks();
  registerProductionHooks();
  registerCarriageHooks();
}

export const equipmentFeature: FeatureModule = () => {
  registerEquipment();
};
