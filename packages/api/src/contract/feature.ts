/**
 * Contracts (entities/contract/STATES.md): the clause library, templates and
 * contracts. The PDF, watermarks and signing are in pdf/ and esign/.
 */
import type { FeatureModule } from '../app-context.ts';
import { once } from '../engine/once.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { registerContractHooks } from './contract.ts';
import { registerLibraryHooks } from './library.ts';

/** Hooks and operations; also called by the demo seed, which may run before the app is built. */
export const registerContracts = once((ops: EntityOperations): void => {
  registerContractHooks();
  registerLibraryHooks(ops);
});

export const contractFeature: FeatureModule = (_app, ctx) => {
  registerContracts(ctx.ops);
};
