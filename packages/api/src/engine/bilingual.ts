/**
 * SQL of a name kept in both languages (`bilingual` of `entity/fields.ts`): the English companion for
 * an English reader, the Chinese name when no English one is given. Display
 * answers (menus, buttons, lookups, responsibilities) select names through this,
 * so they follow the same rule as `localName` in the domain.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { bilingualFields, englishFieldOf } from '@srm/domain/entity/bilingual.ts';
import { findEntity, getEntity } from '@srm/domain/entity/registry.ts';
import type { Lang } from '@srm/domain/i18n/messages.ts';
import { ident, type Queryable } from '../db/db.ts';
import { col } from './columns.ts';

export function nameSql(def: EntityDef | string, name: string, lang: Lang, alias = 't'): string {
  const entity = typeof def === 'string' ? getEntity(def) : def;
  const en = lang === 'en' ? englishFieldOf(entity, name) : undefined;
  return en ? `COALESCE(NULLIF(btrim(${col(en.name, alias)}), ''), ${col(name, alias)})` : col(name, alias);
}

type Row = Record<string, unknown>;

/**
 * For an English reader, names copied from a reference on save (an order's
 * organisation name) answer the target's English name where it has one. The
 * copies are read-only, so a form that sends them back changes nothing; the
 * Chinese copy stays what was saved.
 */
export async function localizeCopies(q: Queryable, def: EntityDef, rows: Row[], lang: Lang): Promise<void> {
  if (lang !== 'en' || !rows.length) return;
  for (const field of def.fields) {
    if (field.type !== 'ref' || !field.ref?.copy) continue;
    const target = findEntity(field.ref.entity);
    if (!target) continue;
    const pairs = Object.entries(field.ref.copy).flatMap(([source, own]) => {
      const en = englishFieldOf(target, source);
      return en ? [{ en: en.name, own }] : [];
    });
    const ids = [...new Set(rows.map((r) => r[field.name]).filter((v) => v !== null && v !== undefined))];
    if (!pairs.length || !ids.length) continue;
    const res = await q.query<Row>(
      `SELECT ${col(target.key)} AS "id", ${pairs.map((p) => `${col(p.en)} AS "${p.en}"`).join(', ')} FROM ${ident(target.table)} t WHERE ${col(target.key)} = ANY($1)`,
      [ids],
    );
    const byId = new Map(res.rows.map((r) => [String(r.id), r]));
    for (const row of rows) {
      const hit = byId.get(String(row[field.name]));
      if (!hit) continue;
      for (const p of pairs) {
        const value = hit[p.en];
        if (typeof value === 'string' && value.trim()) row[p.own] = value;
      }
    }
  }
}

/** For an English reader of a `localizedLists` entity, each bilingual field answers its English companion where given. */
export function localizeNames(def: EntityDef, rows: Row[], lang: Lang): void {
  if (lang !== 'en' || !def.localizedLists) return;
  for (const field of bilingualFields(def))
    for (const row of rows) {
      const value = row[field.englishField!];
      if (typeof value === 'string' && value.trim()) row[field.name] = value;
    }
}
