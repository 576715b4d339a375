/**
 * Turns a listByPage payload into SQL. Filter keys are field names: `field` is
 * equality (a list means IN), `field_like` contains, `field_from` / `field_to`
 * a range, `keyword` contains-search over the definition's search fields (code,
 * title, `like` filters, what references show). Every key is checked against the
 * definition; an unknown one is refused with its name.
 */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { fieldOf } from '@srm/domain/entity/registry.ts';
import { checkField } from '@srm/domain/entity/validate-record.ts';
import { AUDIT_FIELDS } from '@srm/domain/entity/types.ts';
import { KEYWORD_MAX, KEYWORD_PARAM, searchFieldsOf } from '@srm/domain/entity/search.ts';
import { ident } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from './app-error.ts';
import { columnOf, toDbValue } from './columns.ts';
import type { Params } from './params.ts';
import { isAnswered } from '@srm/domain/entity/field-types.ts';

export const PAGE_SIZE_MAX = 500;
export const PAGE_SIZE_DEFAULT = 20;
/** Payload keys that are not filters. */
const RESERVED = new Set(['pageIndex', 'pageRows', 'sort', 'language', 'exactCount', 'after', 'before', 'groupBy']);

export interface PageRequest {
  pageIndex: number;
  pageRows: number;
}

/** The largest page `def` answers: 500, or more where its definition says so. */
export function maxPageRows(def: EntityDef): number {
  return def.list?.maxPageRows ?? PAGE_SIZE_MAX;
}

export function parsePage(payload: Record<string, unknown>, max = PAGE_SIZE_MAX): PageRequest {
  const pageIndex = payload.pageIndex ?? 1;
  const pageRows = payload.pageRows ?? PAGE_SIZE_DEFAULT;
  const asInt = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
  const index = asInt(pageIndex);
  const rows = asInt(pageRows);
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 1) throw new AppError('PAGE_INDEX');
  if (typeof rows !== 'number' || !Number.isSafeInteger(rows) || rows < 1 || rows > max) throw new AppError('PAGE_ROWS', { max });
  return { pageIndex: index, pageRows: rows };
}

function auditField(name: string): FieldDef | undefined {
  if (!(AUDIT_FIELDS as readonly string[]).includes(name)) return undefined;
  const type = name.endsWith('Date') ? 'datetime' : 'integer';
  return { name, type, label: { zh: name, en: name } };
}

function filterField(def: EntityDef, name: string): FieldDef | undefined {
  if (name === def.key) return { name, type: 'integer', label: { zh: name, en: name } };
  const field = fieldOf(def, name) ?? auditField(name);
  return field && isAnswered(field) ? field : undefined;
}

/** Builds the WHERE conditions of the filters in `payload`. */
export function filterConditions(def: EntityDef, payload: Record<string, unknown>, params: Params, alias = 't'): string[] {
  const conds: string[] = [];
  const violations: FieldViolation[] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (RESERVED.has(key) || value === undefined || value === null || value === '') continue;
    if (key === KEYWORD_PARAM) {
      const cond = keywordCondition(def, value, params, alias, violations);
      if (cond) conds.push(cond);
      continue;
    }
    const m = /^(.*?)(_like|_from|_to)?$/.exec(key)!;
    const [name, suffix] = [m[1], m[2]];
    const field = filterField(def, name);
    if (!field) {
      violations.push({ field: key, key: 'error.unknownField', params: { field: key } });
      continue;
    }
    const column = `${alias}.${ident(columnOf(def, name))}`;
    const check = (v: unknown) => {
      const bad = checkField({ ...field, required: false, maxLength: Math.max(field.maxLength ?? 0, 1000), rules: [] }, v);
      if (bad) violations.push({ ...bad, field: key });
      return !bad;
    };
    if (suffix === '_like') {
      if (typeof value !== 'string' || value.length > 1000) {
        violations.push({ field: key, key: 'rule.type', params: { expected: 'string' } });
        continue;
      }
      const escaped = value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
      conds.push(`${column}::text ILIKE ${params.add(`%${escaped}%`)}`);
    } else if (suffix === '_from' || suffix === '_to') {
      if (!check(value)) continue;
      conds.push(`${column} ${suffix === '_from' ? '>=' : '<='} ${params.add(toDbValue(field, value))}`);
    } else if (Array.isArray(value)) {
      if (value.length > 1000 || !value.every(check)) {
        if (value.length > 1000) violations.push({ field: key, key: 'rule.max', params: { max: 1000 } });
        continue;
      }
      conds.push(`${column} = ANY(${params.add(value.map((v) => toDbValue(field, v)))})`);
    } else {
      if (!check(value)) continue;
      conds.push(`${column} = ${params.add(toDbValue(field, value))}`);
    }
  }
  if (violations.length) throw new ValidationError(violations);
  return conds;
}

/**
 * One keyword over the search fields, as `col ILIKE '%kw%'` per column ORed
 * together: each column on its own (no concatenation, no function around the
 * column) so the trigram index the schema gives each search field serves it.
 */
function keywordCondition(def: EntityDef, value: unknown, params: Params, alias: string, violations: FieldViolation[]): string | null {
  const fields = searchFieldsOf(def);
  if (!fields.length) {
    violations.push({ field: KEYWORD_PARAM, key: 'error.unknownField', params: { field: KEYWORD_PARAM } });
    return null;
  }
  if (typeof value !== 'string') {
    violations.push({ field: KEYWORD_PARAM, key: 'rule.type', params: { expected: 'string' } });
    return null;
  }
  const text = value.trim();
  if (text.length > KEYWORD_MAX) {
    violations.push({ field: KEYWORD_PARAM, key: 'rule.maxLength', params: { max: KEYWORD_MAX } });
    return null;
  }
  if (!text) return null;
  const pattern = params.add(`%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  return `(${fields.map((name) => `${alias}.${ident(columnOf(def, name))} ILIKE ${pattern}`).join(' OR ')})`;
}

/** The column `groupBy` names (a field a list may filter on), or undefined when none is asked. */
export function groupColumn(def: EntityDef, groupBy: unknown): string | undefined {
  if (groupBy === undefined || groupBy === null || groupBy === '') return undefined;
  if (typeof groupBy !== 'string' || !filterField(def, groupBy))
    throw new ValidationError([{ field: 'groupBy', key: 'error.unknownField', params: { field: String(groupBy) } }]);
  return columnOf(def, groupBy);
}

/** One column of a list's order. `notNull`: the database never holds NULL there (key, audit columns). */
export interface SortKey {
  column: string;
  desc: boolean;
  notNull: boolean;
}

/** Sorting by more columns is refused: each nullable one doubles a keyset page's statement (engine/list-cursor.ts). */
export const MAX_SORT_COLUMNS = 3;

/** The order of a list from `sort` (`field` or `-field`, or a list), the definition's default, and the key for stable pages. */
export function sortKeys(def: EntityDef, sort: unknown): SortKey[] {
  const requested = sort === undefined || sort === null || sort === '' ? (def.list?.sort ?? [`-${def.key}`]) : Array.isArray(sort) ? sort : [sort];
  if (requested.length > MAX_SORT_COLUMNS) throw new ValidationError([{ field: 'sort', key: 'error.sortColumns', params: { max: MAX_SORT_COLUMNS } }]);
  const keys: SortKey[] = [];
  for (const item of requested) {
    if (typeof item !== 'string') throw new ValidationError([{ field: 'sort', key: 'rule.type', params: { expected: 'string' } }]);
    const desc = item.startsWith('-');
    const name = desc ? item.slice(1) : item;
    if (!filterField(def, name)) throw new ValidationError([{ field: 'sort', key: 'error.unknownField', params: { field: name } }]);
    keys.push({ column: columnOf(def, name), desc, notNull: name === def.key || (AUDIT_FIELDS as readonly string[]).includes(name) });
  }
  const keyColumn = columnOf(def, def.key);
  // The key breaks ties in the direction of the last sort column, so one index on
  // (sort columns, key) serves the whole ORDER BY (schema.ts creates it).
  if (!keys.some((k) => k.column === keyColumn)) keys.push({ column: keyColumn, desc: keys.at(-1)?.desc ?? true, notNull: true });
  return keys;
}

/** ORDER BY of `keys`; `reverse` walks the list backwards (PostgreSQL's NULL placement reverses with the direction). */
export function orderBy(keys: readonly SortKey[], alias = 't', reverse = false): string {
  return keys.map((k) => `${alias}.${ident(k.column)} ${k.desc !== reverse ? 'DESC' : 'ASC'}`).join(', ');
}
