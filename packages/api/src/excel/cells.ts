/**
 * How a field's value becomes a spreadsheet cell and back: lookup meanings
 * instead of codes, numbers as numbers, dates as dates (yyyy-MM-dd and
 * yyyy-MM-dd HH:mm:ss, SPEC section 9).
 */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { FIELD_TYPES, isAnswered } from '@srm/domain/entity/field-types.ts';
import { AUDIT_FIELDS } from '@srm/domain/entity/types.ts';
import { fieldOf } from '@srm/domain/entity/registry.ts';
import type { Lang } from '@srm/domain/i18n/messages.ts';
import type { Queryable } from '../db/db.ts';

/** lookupType -> code -> meaning in the caller's language. */
export type Meanings = Map<string, Map<string, string>>;

export async function loadMeanings(q: Queryable, types: string[], lang: Lang): Promise<Meanings> {
  const out: Meanings = new Map(types.map((t) => [t, new Map()]));
  if (!types.length) return out;
  const res = await q.query<{ type: string; code: string; meaning: string; meaningEn: string | null }>(
    `SELECT lookup_type AS type, lookup_code AS code, meaning, meaning_en AS "meaningEn" FROM saaf_lookup_values WHERE lookup_type = ANY($1) AND enabled_flag = 'Y' ORDER BY seq_num, lookup_code`,
    [types],
  );
  for (const r of res.rows) out.get(r.type)!.set(r.code, lang === 'en' && r.meaningEn ? r.meaningEn : r.meaning);
  return out;
}

export function flagMeaning(lang: Lang): Map<string, string> {
  return new Map(
    lang === 'en'
      ? [
          ['Y', 'Yes'],
          ['N', 'No'],
        ]
      : [
          ['Y', '是'],
          ['N', '否'],
        ],
  );
}

/** A field of the entity, an audit column, or the key. */
export function exportField(def: EntityDef, name: string): FieldDef | undefined {
  if (name === def.key) return { name, type: 'integer', label: { zh: 'ID', en: 'ID' } };
  const f = fieldOf(def, name);
  if (f) return isAnswered(f) ? f : undefined;
  if ((AUDIT_FIELDS as readonly string[]).includes(name)) return { name, type: name.endsWith('Date') ? 'datetime' : 'integer', label: { zh: name, en: name } };
  return undefined;
}

export type CellFn = (value: unknown) => unknown;

export function cellFn(field: FieldDef, meanings: Meanings, lang: Lang): CellFn {
  switch (FIELD_TYPES[field.type].excel.cell) {
    case 'number':
      return (v) => (v === null || v === undefined || v === '' ? null : Number(v));
    case 'date':
      return (v) => (v ? new Date(`${String(v).slice(0, 10)}T00:00:00Z`) : null);
    case 'datetime':
      return (v) => (v ? new Date(String(v)) : null);
    case 'lookup': {
      const m = meanings.get(field.lookupType!) ?? new Map();
      return (v) => (v === null || v === undefined ? null : (m.get(String(v)) ?? String(v)));
    }
    case 'flag': {
      const m = flagMeaning(lang);
      return (v) => (v === null || v === undefined ? null : (m.get(String(v)) ?? String(v)));
    }
    case 'text':
      return (v) => (v === null || v === undefined ? null : String(v));
  }
}

export function numFmt(field: FieldDef): string | undefined {
  return FIELD_TYPES[field.type].excel.numFmt?.(field);
}
