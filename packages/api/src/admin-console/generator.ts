/**
 * devtoolsGeneratorCode: from a table of the database, the entity definition
 * file the engine expects (CONVENTIONS "Adding an entity"), for a developer to
 * fill in the labels and commit: `export default defineEntity({...})` with the
 * `f` builders, snake_case columns as camelCase fields, the audit columns and
 * the key left to the engine. Only tables of the application's own schema; the
 * database's catalogues are refused by name.
 */
import { toSnake } from '@srm/domain/entity/naming.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';

/** Columns every table has and the engine writes itself (CONVENTIONS "Names"). */
const AUDIT_COLUMNS = new Set(['created_by', 'creation_date', 'last_updated_by', 'last_update_date', 'version_num']);
/** Schemas whose tables are the database's own. */
const CATALOGUE_SCHEMAS = new Set(['pg_catalog', 'information_schema', 'pg_toast']);
const DEFAULT_TEXT_LENGTH = 240;

export interface TableSummary {
  tableName: string;
  columnCount: number;
  /** The definition the registry already has for it, if any. */
  entityName: string | null;
}

interface Column {
  name: string;
  dataType: string;
  maxLength: number | null;
  scale: number | null;
  nullable: boolean;
  hasDefault: boolean;
  comment: string | null;
}

export const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const words = (snake: string) => {
  const text = snake.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The tables of the application's schema, with the definition that already serves each. */
export async function listTables(db: Queryable, registry: readonly { name: string; table: string; view?: string }[]): Promise<TableSummary[]> {
  const res = await db.query<{ tableName: string; columnCount: number }>(
    `SELECT t.table_name AS "tableName", count(c.column_name)::int AS "columnCount"
       FROM information_schema.tables t JOIN information_schema.columns c ON c.table_schema = t.table_schema AND c.table_name = t.table_name
      WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      GROUP BY t.table_name ORDER BY t.table_name`,
  );
  return res.rows.map((r) => ({ ...r, entityName: registry.find((d) => d.table === r.tableName && !d.view)?.name ?? null }));
}

/** Refuses, naming the field, what is not a table of the application's schema. */
async function checkTable(db: Queryable, table: unknown): Promise<string> {
  if (typeof table !== 'string' || !table.trim()) throw new ValidationError([{ field: 'tableName', key: 'generator.tableRequired' }]);
  const raw = table.trim();
  const dot = raw.lastIndexOf('.');
  const schema = dot > 0 ? raw.slice(0, dot).toLowerCase() : null;
  const name = (dot > 0 ? raw.slice(dot + 1) : raw).toLowerCase();
  if ((schema && CATALOGUE_SCHEMAS.has(schema)) || name.startsWith('pg_')) {
    throw new ValidationError([{ field: 'tableName', key: 'generator.systemTable', params: { table: raw } }]);
  }
  const found = await db.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1 AND table_type = 'BASE TABLE' AND ($2::text IS NULL OR $2 = current_schema())`,
    [name, schema],
  );
  if (!found.rows.length) {
    // A name of the catalogues (tables, columns, views ...) given bare is still the database's own.
    const catalogue = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = ANY($1) AND table_name = $2`, [
      [...CATALOGUE_SCHEMAS],
      name,
    ]);
    throw new ValidationError([
      { field: 'tableName', key: catalogue.rows.length ? 'generator.systemTable' : 'generator.tableMissing', params: { table: raw } },
    ]);
  }
  return name;
}

async function columnsOf(db: Queryable, table: string): Promise<{ columns: Column[]; key: string[] }> {
  const cols = await db.query<Column>(
    `SELECT c.column_name AS name, c.data_type AS "dataType", c.character_maximum_length AS "maxLength", c.numeric_scale AS scale,
            c.is_nullable = 'YES' AS nullable, c.column_default IS NOT NULL OR c.is_identity = 'YES' AS "hasDefault",
            col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position::int) AS comment
       FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.table_name = $1 ORDER BY c.ordinal_position`,
    [table],
  );
  const key = await db.query<{ name: string }>(
    `SELECT k.column_name AS name FROM information_schema.table_constraints t
       JOIN information_schema.key_column_usage k ON k.constraint_schema = t.constraint_schema AND k.constraint_name = t.constraint_name AND k.table_name = t.table_name
      WHERE t.table_schema = current_schema() AND t.table_name = $1 AND t.constraint_type = 'PRIMARY KEY' ORDER BY k.ordinal_position`,
    [table],
  );
  return { columns: cols.rows, key: key.rows.map((r) => r.name) };
}

/** One field line: the builder that matches the column's type, with what the column says of it. */
function fieldLine(col: Column): string {
  const name = camel(col.name);
  const en = words(col.name);
  // A column comment is the best Chinese label there is; else the English words stand until a developer writes it.
  const zh = col.comment?.trim() || en;
  const opts: string[] = [];
  if (!col.nullable && !col.hasDefault) opts.push('required: true');
  let builder: string;
  const type = col.dataType;
  if (/^character/.test(type) && col.maxLength === 1 && col.name.endsWith('_flag')) builder = 'flag';
  else if (/^character/.test(type)) {
    builder = 'text';
    if (col.maxLength && col.maxLength !== DEFAULT_TEXT_LENGTH) opts.push(`maxLength: ${col.maxLength}`);
  } else if (type === 'text') builder = 'longtext';
  else if (['integer', 'bigint', 'smallint'].includes(type)) builder = 'integer';
  else if (type === 'numeric') {
    builder = col.scale === 2 ? 'money' : 'number';
    if (builder === 'number' && col.scale !== null) opts.push(`precision: ${col.scale}`);
  } else if (type === 'real' || type === 'double precision') builder = 'number';
  else if (type === 'date') builder = 'date';
  else if (type.startsWith('timestamp')) builder = 'datetime';
  else builder = 'text';
  const comment = builder === 'text' && !/^character/.test(type) ? ` // column type ${type}: choose the field type` : '';
  const tail = opts.length ? `, { ${opts.join(', ')} }` : '';
  return `    f.${builder}(${quote(name)}, ${quote(zh)}, ${quote(en)}${tail}),${comment}`;
}

export interface GeneratedFile {
  fileName: string;
  entityName: string;
  content: string;
  fields: string[];
}

/** The definition file of `table`, or a refusal naming the field. */
export async function generateEntityFile(db: Queryable, tableName: unknown): Promise<GeneratedFile> {
  const table = await checkTable(db, tableName);
  const { columns, key } = await columnsOf(db, table);
  if (key.length !== 1) throw new ValidationError([{ field: 'tableName', key: 'generator.noKey', params: { table } }]);
  const bare = table.replace(/^(srm|saaf|sys)_/, '');
  const entityName = camel(bare);
  const fields = columns.filter((c) => c.name !== key[0] && !AUDIT_COLUMNS.has(c.name));
  const names = fields.map((c) => camel(c.name));
  // Columns that do not round-trip through toSnake (a digit after an underscore) would map to another column name.
  const odd = fields.filter((c) => toSnake(camel(c.name)) !== c.name).map((c) => c.name);
  const listColumns = names.slice(0, 6);
  const lines = [
    `import { defineEntity } from '../../entity/types.ts';`,
    `import { f } from '../../entity/fields.ts';`,
    '',
    '/**',
    ` * Generated from table ${table} (devtoolsGeneratorCode). Before committing: write the`,
    ' * labels (the Chinese ones repeat the English words where the column had no comment),',
    ' * choose lookups and references for the code and id columns, and the domain.',
    ...(odd.length ? [` * Columns whose names do not follow the field naming (check them): ${odd.join(', ')}.`] : []),
    ' */',
    'export default defineEntity({',
    `  name: ${quote(entityName)},`,
    `  domain: 'base',`,
    `  label: { zh: ${quote(words(bare))}, en: ${quote(words(bare))} },`,
    `  service: 'baseServer',`,
    `  rest: ${quote(camel(table))},`,
    `  table: ${quote(table)},`,
    `  key: ${quote(camel(key[0]))},`,
    '  fields: [',
    ...fields.map(fieldLine),
    '  ],',
    `  list: { columns: [${listColumns.map(quote).join(', ')}], filters: [], sort: [${quote(camel(key[0]))}] },`,
    '});',
    '',
  ];
  const fileName = `${toSnake(entityName).replace(/_/g, '-')}.ts`;
  return { fileName, entityName, content: lines.join('\n'), fields: names };
}
