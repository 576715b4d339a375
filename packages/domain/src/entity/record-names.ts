/**
 * How a row is named where something points at it: the title field, the code
 * field and the text of both. Read from one definition alone, so the portal names
 * rows with only the definitions its screen fetched; the keyword search, which
 * reads every definition, stays in search.ts (which re-exports these).
 */
import { localName, type NameLang } from './bilingual.ts';
import type { EntityDef, FieldDef } from './types.ts';

/** A field a keyword looks in and a row may be named by: shown text. */
export const searchable = (f: FieldDef | undefined): f is FieldDef => !!f && f.type === 'text' && !f.hidden;

/** The field that names a row: the title, else the first text field, else none. */
export function titleFieldOf(def: EntityDef): string | undefined {
  return def.titleField ?? def.fields.find(searchable)?.name;
}

/** The field that identifies a row to people (supplier code, material code): a unique text field other than the title. */
export function codeFieldOf(def: EntityDef): string | undefined {
  const title = titleFieldOf(def);
  return def.fields.find((f) => searchable(f) && f.unique && !f.uniqueWith?.length && f.name !== title)?.name;
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
