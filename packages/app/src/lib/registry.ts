/**
 * The entity registry (every entity's definition) for the shell, fetched when a
 * screen first needs a definition, never with the shell itself: the home and the
 * custom screens need none. Screens that import `@srm/domain/entity/registry.ts`
 * themselves get it with their own chunk, as before.
 */
import { useSyncExternalStore } from 'react';
import type { EntityDef } from '@srm/domain/entity/types.ts';

type Registry = typeof import('@srm/domain/entity/registry.ts');

let registry: Registry | null = null;
let pending: Promise<Registry> | null = null;
const listeners = new Set<() => void>();

/** Starts (once) fetching the registry; resolves with it. */
export function loadRegistry(): Promise<Registry> {
  pending ??= import('@srm/domain/entity/registry.ts').then(
    (m) => {
      registry = m;
      for (const l of listeners) l();
      return m;
    },
    (err) => {
      pending = null; // a later screen tries again
      throw err;
    },
  );
  return pending;
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The registry once fetched (null before), re-rendering the caller when it arrives. */
export function useRegistry(): Registry | null {
  return useSyncExternalStore(subscribe, () => registry);
}

/** The definition of `name` when the registry is here, else undefined (a caller that must have it uses `useRegistry`). */
export function entityIfLoaded(name: string): EntityDef | undefined {
  return registry?.findEntity(name);
}
