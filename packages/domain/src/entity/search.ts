/**
 * How a record is found and named when another record points at it: the fields
 * a keyword search looks in, the code and the title that name a row in pickers,
 * forms and lists. Everything is derived from the definitions, so a new entity
 * is searchable and nameable without a hand-written list.
 */
import { localName, type NameLang } from './bilingual.ts';
import { entities } from './registry.ts';
import type { EntityDef, FieldDef } from './types.ts';

/** The listByPage parameter of a keyword search over `searchFieldsOf(def)`. */
export const KEYWORD_PARAM = 'keyword';
/** Longest keyword accepted; longer is refused as a field error. */
export const KEYWORD_MAX = 200;

const searchable = (f: FieldDef | undefined): f is FieldDef => !!f && f.type === 'text' && !f.hidden;
const field = (def: EntityDef, name: string | undefined) => (name ? def.fields.find((f) => f.name === name) : undefined);

/** The field that names a row: the title, else the first text field, else none. */
export function titleFieldOf(def: EntityDef): string | undefined {
  return def.titleField ?? def.fields.find(searchable)?.name;
}

/** The field that identifies a row to people (supplier code, material code): a unique text field other than the title. */
export function codeFieldOf(def: EntityDef): string | undefined {
  const title = titleFieldOf(def);
  return def.fields.find((f) => searchable(f) && f.unique && !f.uniqueWith?.length && f.name !== title)?.name;
}

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

/** How a row of `target` is named where something points at it: `code title`, or the title, or its key. */
export function recordText(target: EntityDef, row: Record<string, unknown>, display?: string, lang: NameLang = 'zh'): string {
  const title = display ?? titleFieldOf(target);
  const code = codeFieldOf(target);
  const name = title ? localName(target, row, title, lang) : undefined;
  const codeValue = code && code !== title ? row[code] : undefined;
  const parts = [codeValue, name].filter((v) => v !== null && v !== undefined && v !== '').map(String);
  return parts.length ? parts.join(' ') : String(row[target.key] ?? '');
}
