/**
 * How a record is found and named when another record points at it: the fields
 * a keyword search looks in, the code and the title that name a row in pickers,
 * forms and lists. Everything is derived from the definitions, so a new entity
 * is searchable and nameable without a hand-written list.
 */
import { codeFieldOf, searchable, titleFieldOf } from './record-names.ts';
import { entities } from './registry.ts';
import type { EntityDef } from './types.ts';

export { KEYWORD_MAX, KEYWORD_PARAM } from './keyword.ts';
export { codeFieldOf, recordText, titleFieldOf } from './record-names.ts';

const field = (def: EntityDef, name: string | undefined) => (name ? def.fields.find((f) => f.name === name) : undefined);

const searchCache = new Map<string, readonly string[]>();

/**
 * The text fields a keyword looks in: the code, the title, the list's `like`
 * filters, and every field another entity shows when it points here
 * (`ref.display`). Empty when the entity has none (no keyword search then).
 */
export function searchFieldsOf(def: EntityDef): readonly string[] {
  const cached = searchCache.get(def.name);
  if (cached) return cached;
  const names = [codeFieldOf(def), titleFieldOf(def)];
  for (const f of def.list?.filters ?? []) if (typeof f !== 'string' && f.op === 'like') names.push(f.field);
  for (const other of entities) for (const f of other.fields) if (f.type === 'ref' && f.ref?.entity === def.name) names.push(f.ref.display);
  const out = [...new Set(names)].filter((n) => searchable(field(def, n))) as string[];
  searchCache.set(def.name, out);
  return out;
}

/** Entities some reference field points at: the ones people pick, so the ones whose search fields are indexed. */
export function isPickTarget(def: EntityDef): boolean {
  return entities.some((other) => other.fields.some((f) => f.type === 'ref' && f.ref?.entity === def.name));
}
