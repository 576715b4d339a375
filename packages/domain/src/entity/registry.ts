/** Every entity definition, by name and by REST name. */
import { entityList } from '../entities/index.generated.ts';
import type { EntityDef, FieldDef } from './types.ts';

export const entities: readonly EntityDef[] = entityList;

// A view built from the other definitions is resolved once, when all of them are known.
for (const def of entities) if (def.viewOf) (def as { view?: string }).view = def.viewOf(entities);

const byName = new Map(entities.map((e) => [e.name, e]));
const byRest = new Map(entities.filter((e) => e.rest).map((e) => [e.rest as string, e]));

export function getEntity(name: string): EntityDef {
  const def = byName.get(name);
  if (!def) throw new Error(`Unknown entity ${name}`);
  return def;
}

export function findEntity(name: string): EntityDef | undefined {
  return byName.get(name);
}

export function findEntityByRest(rest: string): EntityDef | undefined {
  return byRest.get(rest);
}

export function fieldOf(def: EntityDef, name: string): FieldDef | undefined {
  return def.fields.find((f) => f.name === name);
}

/** The header whose menus grant access to a line entity (or the entity itself). */
export function rootEntity(def: EntityDef): EntityDef {
  let current = def;
  while (current.parent) current = getEntity(current.parent.entity);
  return current;
}
