/**
 * Names kept in both languages (`bilingual` of `entity/fields.ts`): which field answers a reader in
 * a language. The server's display answers (menus, lookups, responsibilities)
 * and the portal pick through these, so English falls back to Chinese the same
 * way everywhere.
 */
import type { EntityDef, FieldDef } from './types.ts';

export type NameLang = 'zh' | 'en';

/** The English companion of a field, when the definition declares one. */
export function englishFieldOf(def: EntityDef, name: string): FieldDef | undefined {
  const field = def.fields.find((f) => f.name === name);
  const en = field?.englishField;
  return en ? def.fields.find((f) => f.name === en) : undefined;
}

/** The name in `lang`: the English companion when asked for English and given, else the Chinese one. */
export function localName(def: EntityDef, row: Record<string, unknown>, name: string, lang: NameLang): unknown {
  if (lang === 'en') {
    const en = englishFieldOf(def, name);
    const value = en ? row[en.name] : undefined;
    if (typeof value === 'string' && value.trim()) return value;
  }
  return row[name];
}

/** The fields of a definition that have an English companion. */
export function bilingualFields(def: EntityDef): FieldDef[] {
  return def.fields.filter((f) => !!f.englishField);
}
