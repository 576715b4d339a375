/**
 * SQL that takes a database from one schema to another without dropping data:
 * new tables, columns, indexes and foreign keys are added, renames follow
 * `renamedFrom`, widened types are altered. Dropped columns and tables are left
 * in place and reported, for a person to decide.
 */
import type { ColumnSchema, IndexSchema, Schema, TableSchema } from './schema.ts';

const q = (name: string) => `"${name}"`;

function columnSql(c: ColumnSchema): string {
  return `${q(c.name)} ${c.type}${c.notNull ? ' NOT NULL' : ''}${c.default ? ` DEFAULT ${c.default}` : ''}`;
}

function createTable(t: TableSchema): string {
  const cols = t.columns.map((c) => `  ${columnSql(c)}`);
  cols.push(`  PRIMARY KEY (${q(t.key)})`);
  return `CREATE TABLE ${q(t.name)} (\n${cols.join(',\n')}\n);`;
}

export interface SchemaDiff {
  statements: string[];
  warnings: string[];
}

export function diffSchema(from: Schema, to: Schema): SchemaDiff {
  const statements: string[] = [];
  const later: string[] = [];
  const warnings: string[] = [];
  for (const table of Object.values(to)) {
    const renamedOld = table.renamedFrom && from[table.renamedFrom] && !to[table.renamedFrom] ? from[table.renamedFrom] : undefined;
    const old = from[table.name] ?? renamedOld;
    if (!old) {
      statements.push(createTable(table));
      for (const ix of table.indexes) later.push(createIndex(table.name, ix));
      for (const fk of table.foreignKeys) later.push(addForeignKey(table.name, fk));
      continue;
    }
    if (renamedOld) statements.push(`ALTER TABLE ${q(renamedOld.name)} RENAME TO ${q(table.name)};`);
    const oldCols = new Map(old.columns.map((c) => [c.name, c]));
    for (const col of table.columns) {
      const prev = oldCols.get(col.name) ?? (col.renamedFrom ? oldCols.get(col.renamedFrom) : undefined);
      if (!prev) {
        statements.push(`ALTER TABLE ${q(table.name)} ADD COLUMN ${columnSql(col)};`);
        continue;
      }
      if (prev.name !== col.name) statements.push(`ALTER TABLE ${q(table.name)} RENAME COLUMN ${q(prev.name)} TO ${q(col.name)};`);
      if (prev.type !== col.type) statements.push(`ALTER TABLE ${q(table.name)} ALTER COLUMN ${q(col.name)} TYPE ${col.type};`);
    }
    const kept = new Set(table.columns.flatMap((c) => [c.name, c.renamedFrom].filter(Boolean) as string[]));
    for (const c of old.columns) if (!kept.has(c.name)) warnings.push(`${table.name}.${c.name} is no longer defined; the column is kept with its data`);
    const oldIx = new Set(old.indexes.map((i) => i.name));
    for (const ix of table.indexes) if (!oldIx.has(ix.name)) later.push(createIndex(table.name, ix));
    const newIx = new Set(table.indexes.map((i) => i.name));
    for (const ix of old.indexes) if (!newIx.has(ix.name)) statements.push(`DROP INDEX IF EXISTS ${q(ix.name)};`);
    const oldFk = new Set(old.foreignKeys.map((f) => f.name));
    for (const fk of table.foreignKeys) if (!oldFk.has(fk.name)) later.push(addForeignKey(table.name, fk));
  }
  for (const name of Object.keys(from)) {
    const renamedAway = Object.values(to).some((t) => t.renamedFrom === name);
    if (!to[name] && !renamedAway) warnings.push(`table ${name} is no longer defined; it is kept with its data`);
  }
  // Trigram indexes need the extension (trusted since PostgreSQL 13: the database owner may create it),
  // in public, which every schema of the database can reach.
  const needsTrigram = later.some((s) => s.includes('gin_trgm_ops')) && !Object.values(from).some((t) => t.indexes.some((i) => i.method === 'trgm'));
  return { statements: [...(needsTrigram ? ['CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;'] : []), ...statements, ...later], warnings };
}

function createIndex(table: string, ix: IndexSchema): string {
  // The operator class by its schema: a server whose search path is another schema (one per test run) still finds it.
  if (ix.method === 'trgm')
    return `CREATE INDEX IF NOT EXISTS ${q(ix.name)} ON ${q(table)} USING gin (${ix.columns.map((c) => `${q(c)} public.gin_trgm_ops`).join(', ')});`;
  return `CREATE ${ix.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${q(ix.name)} ON ${q(table)} (${ix.columns.map(q).join(', ')});`;
}

function addForeignKey(table: string, fk: { name: string; column: string; refTable: string; refColumn: string; onDelete: string }): string {
  return `ALTER TABLE ${q(table)} ADD CONSTRAINT ${q(fk.name)} FOREIGN KEY (${q(fk.column)}) REFERENCES ${q(fk.refTable)} (${q(fk.refColumn)}) ON DELETE ${fk.onDelete};`;
}
