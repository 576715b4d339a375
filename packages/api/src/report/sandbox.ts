/**
 * Where a report runs: a READ ONLY transaction, under the role `srm_report`
 * that may only SELECT the report relations, with a statement timeout; the
 * report's SQL is a subquery the server wraps with the caller's supplier scope
 * and data permissions, the paging and the row limit. Its columns come from
 * the database's own description of the query (the type of each answered
 * column, read through `pg_typeof` on one row of NULLs).
 */
import { entities } from '@srm/domain/entity/registry.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { type Caller, isSupplier } from '../engine/caller.ts';

export const REPORT_ROLE = 'srm_report';

/** The domains whose report views a report may read (not sourcing: sealed prices live there). */
const VIEW_DOMAINS = new Set(['purchase', 'supplier', 'performance', 'finance', 'quality', 'equipment', 'quota', 'base']);
/** Business tables granted to the report role beside the views. */
const BUSINESS_TABLES = ['srm_po_headers', 'srm_po_lines', 'srm_po_delivery_headers', 'srm_po_delivery_lines', 'srm_base_items', 'srm_pos_supplier_info'];

/** The relations a report on the platform's database may read. */
export function reportRelations(): ReadonlySet<string> {
  const views = entities.filter((d) => d.view && d.table.startsWith('v_') && VIEW_DOMAINS.has(d.domain)).map((d) => d.table);
  return new Set([...views, ...BUSINESS_TABLES]);
}

/**
 * Makes the report role if absent and grants it SELECT on the report relations.
 * Answers false where the database user may not make roles (a PostgreSQL user
 * without CREATEROLE): reports then run read-only under the checked SQL alone.
 */
export async function ensureReportRole(db: Queryable): Promise<boolean> {
  try {
    const has = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_roles WHERE rolname = $1', [REPORT_ROLE]);
    if (!has.rows[0].n) await db.exec(`CREATE ROLE ${REPORT_ROLE} NOLOGIN`);
    const member = await db.query<{ ok: boolean }>(`SELECT pg_has_role(current_user, '${REPORT_ROLE}', 'MEMBER') AS ok`);
    if (!member.rows[0].ok) await db.exec(`GRANT ${REPORT_ROLE} TO CURRENT_USER`);
    const present = await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c WHERE c.relname = ANY($1) AND c.relnamespace = current_schema()::regnamespace`,
      [[...reportRelations()]],
    );
    // A schema the role may not use is skipped by name lookup: its relations would not "exist" for the role.
    const schema = await db.query<{ name: string }>('SELECT current_schema() AS name');
    await db.exec(`GRANT USAGE ON SCHEMA "${schema.rows[0].name}" TO ${REPORT_ROLE}`);
    if (present.rows.length) await db.exec(`GRANT SELECT ON ${present.rows.map((r) => `"${r.name}"`).join(', ')} TO ${REPORT_ROLE}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Enters the sandbox. Must be the first statement of the transaction (READ ONLY
 * is set before anything is read); the role is taken after the caller's own
 * reads of the definition (`enterRole`).
 */
export async function readOnly(tx: Queryable): Promise<void> {
  await tx.exec('SET TRANSACTION READ ONLY');
}

export async function enterRole(tx: Queryable, timeoutSeconds: number): Promise<boolean> {
  const member = await tx.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${REPORT_ROLE}') AND pg_has_role(current_user, '${REPORT_ROLE}', 'MEMBER') AS ok`,
  );
  const role = !!member.rows[0].ok;
  if (role) await tx.exec(`SET LOCAL ROLE ${REPORT_ROLE}`);
  await tx.exec(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutSeconds * 1000))}`);
  return role;
}

export async function leaveRole(tx: Queryable): Promise<void> {
  await tx.exec('RESET ROLE');
}

export interface DescribedColumn {
  columnName: string;
  dataType: string;
}

/** What kind of value a PostgreSQL type name holds, for the grid and the footer. */
export function kindOf(pgType: string): string {
  if (/^(smallint|integer|bigint|numeric|real|double precision|money)/.test(pgType)) return 'number';
  if (pgType === 'date') return 'date';
  if (pgType.startsWith('timestamp')) return 'datetime';
  if (pgType === 'boolean') return 'boolean';
  return 'text';
}

/** Turns a database error of a report run into the answer a user reads. */
export function reportError(err: unknown, timeoutSeconds: number): Error {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; message?: string };
  if (e.code === '57014') return new AppError('REPORT_TIMEOUT', { seconds: timeoutSeconds });
  return new AppError('REPORT_FAILED', { reason: e.message ?? String(err) });
}

/** The columns of the query as the database describes them, its binds all NULL. */
export async function describe(q: Queryable, text: string, bindCount: number): Promise<DescribedColumn[]> {
  const nulls = Array.from({ length: bindCount }, () => null);
  let names: string[];
  try {
    const one = await q.query(`SELECT r.* FROM (SELECT 1) AS srm_one LEFT JOIN (${text}) AS r ON false`, nulls);
    names = Object.keys(one.rows[0] ?? {});
  } catch (err) {
    if ((err as { code?: string }).code === '57014') throw err;
    throw new ValidationError([{ field: 'sqlScript', key: 'report.sqlDescribe', params: { reason: (err as Error).message } }]);
  }
  if (!names.length) return [];
  const types = await q.query<Record<string, string>>(
    `SELECT ${names.map((n, i) => `pg_typeof(r.${quote(n)})::text AS c${i}`).join(', ')} FROM (SELECT 1) AS srm_one LEFT JOIN (${text}) AS r ON false`,
    nulls,
  );
  return names.map((n, i) => ({ columnName: n, dataType: types.rows[0][`c${i}`] }));
}

/** A column name the database answered, quoted for SQL. */
export function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The parameter values of a run, checked against the declarations, in `$n` order. */
export function bindValues(
  params: { paramName: string; paramType: string; requiredFlag?: string | null }[],
  binds: string[],
  values: Record<string, unknown>,
): unknown[] {
  const violations: FieldViolation[] = [];
  const given = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';
  for (const p of params) {
    const names = p.paramType === 'DATE_RANGE' ? [`${p.paramName}From`, `${p.paramName}To`] : [p.paramName];
    for (const name of names) {
      const v = values[name];
      if (!given(v)) {
        if (p.requiredFlag === 'Y') violations.push({ field: name, key: 'report.paramRequired' });
      } else if (p.paramType === 'NUMBER' && !Number.isFinite(Number(v))) violations.push({ field: name, key: 'report.paramNumber' });
      else if (p.paramType === 'DATE_RANGE' && !/^\d{4}-\d{2}-\d{2}$/.test(String(v))) violations.push({ field: name, key: 'report.paramDate' });
    }
  }
  if (violations.length) throw new ValidationError(violations);
  return binds.map((b) => (given(values[b]) ? String(values[b]).trim() : null));
}

/**
 * The conditions on the wrapped result (`r`) that keep it within the caller's
 * sight: a supplier's user sees its own supplier's rows, a user with data
 * permissions the organisations, categories and suppliers granted. A report not
 * answering the column a limit needs does not run for that caller.
 */
export function scopeOf(caller: Caller, columns: DescribedColumn[], supplierColumn: string, firstBind: number): { where: string[]; values: unknown[] } {
  const names = new Set(columns.map((c) => c.columnName));
  const where: string[] = [];
  const values: unknown[] = [];
  const need = (column: string) => {
    if (!names.has(column)) throw new AppError('REPORT_SCOPE_COLUMN', { column });
  };
  if (caller.userId === -1) return { where, values };
  if (isSupplier(caller)) {
    need(supplierColumn);
    values.push(caller.supplierId ?? -1);
    where.push(`r.${quote(supplierColumn)} = $${firstBind + values.length}`);
  }
  const limits: [ids: number[] | undefined, column: string][] = [
    [caller.data?.org, 'org_id'],
    [caller.data?.category, 'category_id'],
    [isSupplier(caller) ? undefined : caller.data?.supplier, supplierColumn],
  ];
  for (const [ids, column] of limits) {
    if (!ids) continue;
    need(column);
    values.push(ids);
    where.push(`(r.${quote(column)} IS NULL OR r.${quote(column)} = ANY($${firstBind + values.length}))`);
  }
  return { where, values };
}

/** The database the feature starts against: the role made and granted once the views exist. */
export async function prepareSandbox(db: Db): Promise<boolean> {
  return ensureReportRole(db);
}
