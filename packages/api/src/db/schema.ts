/**
 * The database schema the definitions ask for. The migration generator diffs it
 * against the committed snapshot; nothing at run time builds tables from it.
 */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { entities, getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { FIELD_TYPES } from '@srm/domain/entity/field-types.ts';
import { isPickTarget, searchFieldsOf } from '@srm/domain/entity/search.ts';

export interface ColumnSchema {
  name: string;
  type: string;
  notNull?: boolean;
  default?: string;
  renamedFrom?: string;
}
export interface IndexSchema {
  name: string;
  columns: string[];
  unique: boolean;
  /** `trgm`: a GIN trigram index, for contains-searches (ILIKE '%x%') of a keyword. */
  method?: 'trgm';
}
export interface ForeignKeySchema {
  name: string;
  column: string;
  refTable: string;
  refColumn: string;
  onDelete: 'CASCADE' | 'RESTRICT';
}
export interface TableSchema {
  name: string;
  key: string;
  columns: ColumnSchema[];
  indexes: IndexSchema[];
  foreignKeys: ForeignKeySchema[];
  renamedFrom?: string;
}
export type Schema = Record<string, TableSchema>;

export const AUDIT_COLUMNS: ColumnSchema[] = [
  { name: 'created_by', type: 'bigint', notNull: true, default: '-1' },
  { name: 'creation_date', type: 'timestamptz', notNull: true, default: 'now()' },
  { name: 'last_updated_by', type: 'bigint', notNull: true, default: '-1' },
  { name: 'last_update_date', type: 'timestamptz', notNull: true, default: 'now()' },
  { name: 'version_num', type: 'integer', notNull: true, default: '1' },
];

export function sqlType(field: FieldDef): string {
  return FIELD_TYPES[field.type].sqlType(field);
}

/** Short, stable index names: Postgres cuts identifiers at 63 bytes. */
function indexName(prefix: string, table: string, columns: string[]): string {
  const name = `${prefix}_${table}_${columns.join('_')}`;
  return name.length <= 63 ? name : `${name.slice(0, 54)}_${hash(name)}`;
}
function hash(text: string): string {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return h.toString(36).padStart(8, '0').slice(0, 8);
}

export function tableSchema(def: EntityDef): TableSchema {
  const key = toSnake(def.key);
  const columns: ColumnSchema[] = [{ name: key, type: 'bigserial', notNull: true }];
  const indexes: IndexSchema[] = [];
  const foreignKeys: ForeignKeySchema[] = [];
  for (const field of def.fields) {
    const column = toSnake(field.name);
    const col: ColumnSchema = { name: column, type: sqlType(field) };
    if (field.renamedFrom) col.renamedFrom = toSnake(field.renamedFrom);
    columns.push(col);
    if (field.unique) indexes.push({ name: indexName('uq', def.table, [column]), columns: [column], unique: true });
    if (field.uniqueWith?.length) {
      const cols = [...field.uniqueWith.map(toSnake), column];
      indexes.push({ name: indexName('uq', def.table, cols), columns: cols, unique: true });
    }
    const isParentKey = def.parent?.foreignKey === field.name;
    if ((field.index || isParentKey) && !field.unique) indexes.push({ name: indexName('ix', def.table, [column]), columns: [column], unique: false });
    if (field.type === 'ref' && field.ref) {
      const target = getEntity(field.ref.entity);
      foreignKeys.push({
        name: indexName('fk', def.table, [column]),
        column,
        refTable: target.table,
        refColumn: toSnake(target.key),
        onDelete: isParentKey ? 'CASCADE' : 'RESTRICT',
      });
    }
  }
  columns.push(...AUDIT_COLUMNS);
  // Lists sort newest first by default; keep that cheap.
  indexes.push({ name: indexName('ix', def.table, ['creation_date']), columns: ['creation_date'], unique: false });
  // A list's default sort reads its first page straight from an index.
  const sortCols = (def.list?.sort ?? []).map((s) => toSnake(s.replace(/^-/, ''))).filter((c) => c !== key);
  if (sortCols.length && !def.view) {
    const cols = [...sortCols, key];
    if (!indexes.some((ix) => ix.columns.join() === cols.join())) indexes.push({ name: indexName('ix', def.table, cols), columns: cols, unique: false });
  }
  // What people pick from a reference field is found by a keyword anywhere in its code or name.
  if (!def.view && isPickTarget(def)) {
    for (const name of searchFieldsOf(def)) {
      const column = toSnake(name);
      indexes.push({ name: indexName('tg', def.table, [column]), columns: [column], unique: false, method: 'trgm' });
    }
  }
  return { name: def.table, key, columns, indexes, foreignKeys, renamedFrom: def.renamedFrom ? getEntity(def.renamedFrom)?.table : undefined };
}

export function desiredSchema(): Schema {
  return Object.fromEntries(entities.filter((def) => !def.view).map((def) => [def.table, tableSchema(def)]));
}
