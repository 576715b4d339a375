/**
 * Table and column names for hand-written SQL, checked by the type check. The
 * SQL stays plain text through `Queryable`; only its names come from here:
 *
 *   const PO = table('srm_po_headers');
 *   await q.query<RowOf<'srm_po_headers', 'po_number'>>(`SELECT ${PO.po_number} FROM ${PO} WHERE ${PO.po_header_id} = $1`, [id]);
 *
 *   const l = table('srm_okc_template_clauses').as('l');   // `${l}` is "srm_okc_template_clauses l", `l.seq_num` is "l.seq_num"
 *
 * `${PO}` is the table's name, `PO.po_number` the column's, so the statement's
 * text is the same as written by hand (one prepared statement per text, no cost
 * per query: build the refs once, at module level). The types come from
 * tables.generated.ts (scripts/gen-tables.ts), the names at run time from the
 * same definitions, so a field renamed in a definition fails `npm run
 * typecheck` wherever SQL still names its old column.
 */
import { entities } from '@srm/domain/entity/registry.ts';
import type { Tables } from './tables.generated.ts';
import { tableSchema } from './schema.ts';

export type { Tables };
export type TableName = keyof Tables;
export type ColumnOf<T extends TableName> = keyof Tables[T] & string;
/** A row of `T` with the columns `C`, as both drivers answer them (`q.query<RowOf<...>>`). */
export type RowOf<T extends TableName, C extends ColumnOf<T> = ColumnOf<T>> = Pick<Tables[T], C>;

/** A column's field name: `definition_id` is `definitionId` (every name of the registry reads back so). */
export type FieldName<C extends string> = C extends `${infer H}_${infer T}` ? `${H}${Capitalize<FieldName<T>>}` : C;
/** A row of `T` read under field names (`$fields`), with the columns `C`. */
export type FieldsOf<T extends TableName, C extends ColumnOf<T> = ColumnOf<T>> = { [K in C as FieldName<K>]: Tables[T][K] };

/** A table of a statement: `${ref}` writes its name (and alias), `ref.column` a column's name (qualified by the alias). */
export type TableRef<T extends TableName, A extends string = ''> = {
  readonly [C in ColumnOf<T>]: A extends '' ? C : `${A}.${C}`;
} & {
  /** The table's name alone, also of an aliased ref (`INSERT INTO`, `DELETE FROM`, a name compared as text). */
  readonly $table: T;
  /** The same table under an alias: `${ref}` is `table alias`, `ref.column` is `alias.column`. */
  as<B extends string>(alias: B): TableRef<T, B>;
  /** Columns as a select list, `a.x, a.y` under an alias. */
  $list(...columns: ColumnOf<T>[]): string;
  /** Columns under their field names, as the engine answers a record: `definition_id AS "definitionId", url`. */
  $fields(...columns: ColumnOf<T>[]): string;
};

const byTable = new Map(entities.map((def) => [def.table, def]));
/** Refs by their text (`table` or `table alias`): made once, so `.as()` in a function costs a lookup. */
const made = new Map<string, unknown>();

function refOf(name: string, alias: string): unknown {
  const text = alias ? `${name} ${alias}` : name;
  const known = made.get(text);
  if (known) return known;
  const def = byTable.get(name);
  if (!def) throw new Error(`No entity has the table ${name}`);
  if (alias && !/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`Bad alias ${alias}`);
  const ref: Record<string, unknown> = {};
  for (const col of tableSchema(def).columns) ref[col.name] = alias ? `${alias}.${col.name}` : col.name;
  Object.defineProperties(ref, {
    $table: { value: name },
    as: { value: (other: string) => refOf(name, other) },
    toString: { value: () => text },
    $list: { value: (...columns: string[]) => columns.map((c) => ref[c] ?? badColumn(name, c)).join(', ') },
    $fields: { value: (...columns: string[]) => columns.map((c) => fieldAs(ref[c] ?? badColumn(name, c), c)).join(', ') },
  });
  made.set(text, Object.freeze(ref));
  return ref;
}

function fieldAs(qualified: unknown, column: string): string {
  const field = column.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
  return field === column ? `${qualified}` : `${qualified} AS "${field}"`;
}

function badColumn(name: string, column: string): never {
  throw new Error(`${name} has no column ${column}`);
}

/** The ref of a table of the registry. */
export function table<T extends TableName>(name: T): TableRef<T> {
  return refOf(name, '') as TableRef<T>;
}
