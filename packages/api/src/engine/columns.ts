/** Column lists and row mapping between definitions (camelCase) and tables (snake_case). */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { FIELD_TYPES, isAnswered } from '@srm/domain/entity/field-types.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident } from '../db/db.ts';
import { peopleSelect } from './people.ts';

export const AUDIT_COLUMN_MAP: [string, string][] = [
  ['createdBy', 'created_by'],
  ['creationDate', 'creation_date'],
  ['lastUpdatedBy', 'last_updated_by'],
  ['lastUpdateDate', 'last_update_date'],
  ['versionNum', 'version_num'],
];

const selectCache = new Map<string, string>();

/**
 * `"item_code" AS "itemCode", ...` for every readable column, qualified by `alias`, and the people's
 * names unless `names` is false (the engine then names them from memory, engine/people.ts, or a save
 * reads the rows only to compare them).
 */
export function selectList(def: EntityDef, alias = 't', names = true): string {
  const cacheKey = `${def.name}:${alias}:${names}`;
  let list = selectCache.get(cacheKey);
  if (!list) {
    const cols: [string, string][] = [
      [def.key, toSnake(def.key)],
      ...def.fields.filter(isAnswered).map((f): [string, string] => [f.name, toSnake(f.name)]),
      ...AUDIT_COLUMN_MAP,
    ];
    list = cols.map(([prop, col]) => `${alias}.${ident(col)} AS "${prop}"`).join(', ');
    if (names) list += `, ${peopleSelect(alias)}`;
    selectCache.set(cacheKey, list);
  }
  return list;
}

export function col(name: string, alias = 't'): string {
  return `${alias}.${ident(toSnake(name))}`;
}

export function columnOf(def: EntityDef, name: string): string {
  if (name === def.key) return toSnake(def.key);
  const audit = AUDIT_COLUMN_MAP.find(([p]) => p === name);
  return audit ? audit[1] : toSnake(name);
}

/** Converts a validated value to what the column takes. */
export function toDbValue(field: FieldDef, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  return FIELD_TYPES[field.type].numeric ? Number(value) : value;
}
