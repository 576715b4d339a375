/**
 * The entity definitions the portal has fetched, one module each, by the screens
 * that read them: a list or edit screen fetches its entity's definition and every
 * one it names, transitively (header, lines, reference targets and pickers, records
 * its operations open: `entityLinks` of the generated loaders), a custom screen
 * every definition, the home and the sign-in pages none. Screens render only once
 * theirs are here (`useDefinitions`, shell/ScreenHost.tsx), so the lookups below
 * answer synchronously; one of a definition not fetched throws (`getEntity`) or
 * answers undefined (`findEntity`), as the domain's registry does for a name it
 * does not know.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';

type Loaders = typeof import('@srm/domain/entities/loaders.generated.ts');

const defs = new Map<string, EntityDef>();
/** Names whose definition and every one it names are here. */
const complete = new Set<string>();
let everything = false;
let version = 0;
const listeners = new Set<() => void>();
let index: Promise<Loaders> | null = null;
let indexHere: Loaders | null = null;

function changed(): void {
  version++;
  for (const l of listeners) l();
}

/** The loaders' index (names and links, no definition): small, fetched once, before any definition. */
export function loadIndex(): Promise<Loaders> {
  index ??= import('@srm/domain/entities/loaders.generated.ts').then(
    (m) => (indexHere = m),
    (err) => {
      index = null; // a later screen tries again
      throw err;
    },
  );
  return index;
}

/** `names` and every definition they name, transitively. */
function closureOf(names: readonly string[], links: Loaders['entityLinks']): Set<string> {
  const out = new Set<string>();
  const walk = (name: string) => {
    if (out.has(name)) return;
    out.add(name);
    for (const next of links[name] ?? []) walk(next);
  };
  for (const name of names) walk(name);
  return out;
}

async function fetchDefinitions(names: Iterable<string>, loaders: Loaders['entityLoaders']): Promise<void> {
  await Promise.all(
    [...names]
      .filter((name) => !defs.has(name))
      .map(async (name) => {
        const load = loaders[name];
        if (!load) throw new Error(`Unknown entity ${name}`);
        defs.set(name, (await load()).default);
      }),
  );
}

/** Fetches the definitions of `names` and every one they name; resolves when all are here. */
export async function loadDefinitions(names: readonly string[]): Promise<void> {
  if (names.every((n) => complete.has(n))) return;
  const { entityLoaders, entityLinks } = await loadIndex();
  await fetchDefinitions(closureOf(names, entityLinks), entityLoaders);
  for (const n of names) complete.add(n);
  changed();
}

/** Fetches every definition (a custom screen's, which may read any). */
export async function loadAllDefinitions(): Promise<void> {
  if (everything) return;
  const { entityLoaders } = await loadIndex();
  await fetchDefinitions(Object.keys(entityLoaders), entityLoaders);
  everything = true;
  for (const n of defs.keys()) complete.add(n);
  changed();
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** A number that changes when definitions arrive, re-rendering the caller then (the shell's tab titles). */
export function useRegistry(): number {
  return useSyncExternalStore(subscribe, () => version);
}

/** What a screen waits for: the definitions of these names (and those they name), every one, or none. */
export type Needs = readonly string[] | 'all' | null;

const isReady = (needs: Needs) => needs === null || (needs === 'all' ? everything : needs.every((n) => complete.has(n)));

/**
 * Fetches what `needs` names and says when it is here; `failed` offers a retry, as a
 * screen's own chunk does (lib/lazy.tsx). `key` names `needs` for the effect.
 */
export function useDefinitions(needs: Needs): { ready: boolean; failed: boolean; retry: () => void } {
  useRegistry();
  const ready = isReady(needs);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = needs === null || needs === 'all' ? needs : needs.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `needs`, a new array each render; `attempt` starts a retry
  useEffect(() => {
    if (isReady(needs)) return;
    let alive = true;
    (needs === 'all' ? loadAllDefinitions() : loadDefinitions(needs as readonly string[])).catch((err) => {
      console.error(err);
      if (alive) setFailed(true);
    });
    return () => {
      alive = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { ready, failed: failed && !ready, retry };
}

/** The definition of `name` when fetched, else undefined. */
export function findEntity(name: string): EntityDef | undefined {
  return defs.get(name);
}

/** The definition of `name`, which the screen's needs must have fetched. */
export function getEntity(name: string): EntityDef {
  const def = defs.get(name);
  if (!def) throw new Error(`Entity ${name} is not fetched: a screen reading it names it in its needs (lib/registry.ts)`);
  return def;
}

/** The definition of `name` when fetched, else undefined (a caller that must have it waits with `useDefinitions`). */
export const entityIfLoaded = findEntity;

export function fieldOf(def: EntityDef, name: string): FieldDef | undefined {
  return def.fields.find((f) => f.name === name);
}

/**
 * The fields a keyword search of `def` looks in (`searchFieldsOf` of the domain's
 * entity/search.ts, which reads every definition, written into the loaders' index);
 * the index is here before any definition is.
 */
export function searchFieldsOf(def: EntityDef): readonly string[] {
  return indexHere?.entitySearchFields[def.name] ?? [];
}

/** Every definition fetched (all of them on a custom screen, which waits for every one). */
export function fetchedEntities(): EntityDef[] {
  return [...defs.values()];
}
