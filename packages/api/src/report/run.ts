/**
 * Running a dynamic report: its definition read, the caller's right to it
 * checked (a menu of theirs opens it, or they design reports), its SQL checked
 * again, its parameters bound, then the query run in the sandbox (sandbox.ts)
 * on the platform's database or, for a report on another data source, on that
 * source inside a READ ONLY transaction of its own (jdbc.ts).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import { can } from '../engine/permissions.ts';
import { withSource } from './jdbc.ts';
import { bindValues, describe, type DescribedColumn, enterRole, kindOf, leaveRole, quote, reportError, reportRelations, scopeOf } from './sandbox.ts';
import { checkReportSql, type ReportParam } from './sql-check.ts';
import { costGuarded, isCut } from '../engine/statement-limits.ts';

export interface ReportRow {
  reportId: number;
  reportCode: string;
  reportName: string;
  reportNameEn: string | null;
  jdbcId: number | null;
  sqlScript: string;
  supplierColumn: string | null;
  maxRows: number;
  timeoutSeconds: number;
  enabledFlag: string;
  menuPath: string | null;
}

export interface ParamRow extends ReportParam {
  parameterId?: number;
  seqNum?: number;
  paramLabel?: string;
  paramLabelEn?: string | null;
  lookupType?: string | null;
}

export interface ColumnRow {
  columnName: string;
  columnTitle: string;
  columnTitleEn: string | null;
  dataType: string | null;
  columnWidth: number | null;
  footerType: string | null;
  visibleFlag: string | null;
  seqNum: number;
}

export interface LoadedReport {
  report: ReportRow;
  parameters: ParamRow[];
  columns: ColumnRow[];
}

/** Whether the caller designs reports (the definitions' edit button). */
export const designsReports = (caller: Caller) => can(getEntity('reportDefinition'), caller, 'btnEdit');

export async function loadReport(q: Queryable, by: { reportId?: number; reportCode?: string }): Promise<LoadedReport> {
  const res = await q.query<ReportRow>(
    `SELECT report_id AS "reportId", report_code AS "reportCode", report_name AS "reportName", report_name_en AS "reportNameEn", jdbc_id AS "jdbcId",
            sql_script AS "sqlScript", supplier_column AS "supplierColumn", max_rows AS "maxRows", timeout_seconds AS "timeoutSeconds",
            enabled_flag AS "enabledFlag", menu_path AS "menuPath"
       FROM srm_base_report_definitions WHERE ${by.reportId !== undefined ? 'report_id = $1' : 'report_code = $1'}`,
    [by.reportId ?? by.reportCode ?? ''],
  );
  const report = res.rows[0];
  if (!report) throw new AppError('NOT_FOUND');
  const parameters = await q.query<ParamRow>(
    `SELECT parameter_id AS "parameterId", seq_num AS "seqNum", param_name AS "paramName", param_label AS "paramLabel", param_label_en AS "paramLabelEn",
            param_type AS "paramType", required_flag AS "requiredFlag", lookup_type AS "lookupType"
       FROM srm_base_report_parameters WHERE report_id = $1 ORDER BY seq_num, parameter_id`,
    [report.reportId],
  );
  const columns = await q.query<ColumnRow>(
    `SELECT column_name AS "columnName", column_title AS "columnTitle", column_title_en AS "columnTitleEn", data_type AS "dataType",
            column_width AS "columnWidth", footer_type AS "footerType", visible_flag AS "visibleFlag", seq_num AS "seqNum"
       FROM srm_base_report_columns WHERE report_id = $1 ORDER BY seq_num, column_id`,
    [report.reportId],
  );
  return { report, parameters: parameters.rows, columns: columns.rows };
}

/** A report runs for whoever a granted menu opens it for, and for those who design reports. */
export async function requireRunnable(q: Queryable, caller: Caller, report: ReportRow): Promise<void> {
  if (report.enabledFlag !== 'Y') throw new AppError('REPORT_DISABLED', { code: report.reportCode });
  if (caller.userId === -1 || designsReports(caller)) return;
  if (caller.respId !== null) {
    const res = await q.query(
      `SELECT 1 FROM saaf_responsibilitys r
         JOIN saaf_resp_roles rr ON rr.resp_id = r.resp_id
         JOIN saaf_roles ro ON ro.role_id = rr.role_id AND ro.enabled_flag = 'Y'
         JOIN saaf_role_menus rm ON rm.role_id = rr.role_id
         JOIN saaf_menus m ON m.menu_id = rm.menu_id AND m.enabled_flag = 'Y'
        WHERE r.resp_id = $1 AND r.enabled_flag = 'Y' AND m.html_url = $2 LIMIT 1`,
      [caller.respId, `viewDynamicReport/${report.reportCode}`],
    );
    if (res.rows.length) return;
  }
  throw new AppError('REPORT_NOT_GRANTED', { code: report.reportCode });
}

export interface RunOptions {
  values: Record<string, unknown>;
  /** One page (1-based), or every row up to the report's limit when absent. */
  page?: { index: number; rows: number };
  sort?: { column: string; desc: boolean };
  /** Aggregates of the whole result per column (`SUM`, `AVG`, `COUNT`). */
  footers?: Record<string, string>;
  /** Group by a column and aggregate others (a chart's data). */
  group?: { dimension: string; measures: string[]; aggregation: string; top: number };
  /**
   * What the database allows (engine/statement-limits.ts): on PGlite each statement
   * is priced first and refused over `costCeiling`; a chart (`chart`) is cut on
   * PostgreSQL after its report's limit or `seconds`, whichever is sooner, and its
   * refusal names it.
   */
  limits?: { dialect: Db['dialect']; costCeiling: number; chart?: { name: string; seconds: number } };
}

export interface RunResult {
  columns: (DescribedColumn & { kind: string })[];
  rows: Record<string, unknown>[];
  count: number;
  countCapped: boolean;
  footer: Record<string, unknown>;
  /** Whether the run took the report role (false where the database user may not make roles). */
  sandboxRole: boolean;
}

const AGGREGATES: Record<string, string> = { SUM: 'sum', AVG: 'avg', COUNT: 'count', MAX: 'max', MIN: 'min' };

/** Runs the report in `q`, which is a READ ONLY transaction already (or another source's). */
async function runIn(
  q: Queryable,
  caller: Caller,
  loaded: LoadedReport,
  checked: { text: string; binds: string[] },
  opts: RunOptions,
  platform: boolean,
): Promise<RunResult> {
  const { report } = loaded;
  const values = bindValues(loaded.parameters, checked.binds, opts.values);
  const sandboxRole = platform ? await enterRole(q, secondsOf(report, opts)) : true;
  const limits = opts.limits;
  const what = limits?.chart?.name ?? ((caller.lang === 'en' && report.reportNameEn) || report.reportName);
  try {
    const described = await describe(q, checked.text, checked.binds.length);
    // The statements after the description read the report's rows: priced first where they cannot be cut.
    if (platform && limits) q = costGuarded(limits.dialect, q, limits.costCeiling, what);
    const columns = described.map((c) => ({ ...c, kind: kindOf(c.dataType) }));
    const names = new Set(columns.map((c) => c.columnName));
    const scope = scopeOf(caller, described, report.supplierColumn || 'supplier_id', values.length);
    const where = scope.where.length ? ` WHERE ${scope.where.join(' AND ')}` : '';
    const source = `(${checked.text}) AS r${where}`;
    const binds = [...values, ...scope.values];
    const known = (name: string) => {
      if (!names.has(name)) throw new ValidationError([{ field: 'sort', key: 'report.columnUnknown', params: { name } }]);
      return quote(name);
    };
    if (opts.group) {
      const g = opts.group;
      for (const n of [g.dimension, ...g.measures])
        if (!names.has(n)) throw new ValidationError([{ field: 'measureColumns', key: 'report.columnUnknown', params: { name: n } }]);
      const fn = AGGREGATES[g.aggregation] ?? 'sum';
      const rows = await q.query(
        `SELECT r.${quote(g.dimension)} AS "dimension", ${g.measures.map((m, i) => `${fn}(r.${quote(m)})::float8 AS "m${i}"`).join(', ')}
           FROM ${source} GROUP BY r.${quote(g.dimension)} ORDER BY 2 DESC NULLS LAST LIMIT ${Math.max(1, g.top)}`,
        binds,
      );
      return { columns, rows: rows.rows, count: rows.rows.length, countCapped: false, footer: {}, sandboxRole };
    }
    const counted = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${source} LIMIT ${report.maxRows + 1}) AS c`, binds);
    const total = Number(counted.rows[0].n);
    const countCapped = total > report.maxRows;
    if (!opts.page && countCapped) throw new AppError('REPORT_TOO_MANY_ROWS', { max: report.maxRows });
    const order = opts.sort ? ` ORDER BY r.${known(opts.sort.column)} ${opts.sort.desc ? 'DESC' : 'ASC'} NULLS LAST` : '';
    const limit = opts.page
      ? ` LIMIT ${Math.max(1, Math.min(opts.page.rows, 1000))} OFFSET ${Math.max(0, Math.min((opts.page.index - 1) * opts.page.rows, report.maxRows))}`
      : ` LIMIT ${report.maxRows}`;
    const rows = await q.query(`SELECT r.* FROM ${source}${order}${limit}`, binds);
    const footer: Record<string, unknown> = {};
    const wanted = Object.entries(opts.footers ?? {}).filter(([c, how]) => names.has(c) && AGGREGATES[how]);
    if (wanted.length) {
      const f = await q.query<Record<string, unknown>>(
        `SELECT ${wanted.map(([c, how], i) => `${AGGREGATES[how]}(r.${quote(c)})${how === 'COUNT' ? '' : '::float8'} AS f${i}`).join(', ')} FROM ${source}`,
        binds,
      );
      wanted.forEach(([c], i) => {
        footer[c] = f.rows[0][`f${i}`] === null ? null : Number(f.rows[0][`f${i}`]);
      });
    }
    return { columns, rows: rows.rows, count: Math.min(total, report.maxRows), countCapped, footer, sandboxRole };
  } finally {
    if (platform && sandboxRole) await leaveRole(q).catch(() => undefined);
  }
}

/** A report's own limit; a chart's is at most the configured one. */
const secondsOf = (report: ReportRow, opts: RunOptions) =>
  opts.limits?.chart ? Math.min(report.timeoutSeconds, opts.limits.chart.seconds) : report.timeoutSeconds;

/**
 * Runs a loaded report for the caller. `tx` is the caller's transaction, made
 * READ ONLY by its first statement (sandbox.ts `readOnly`); another data source
 * gets a READ ONLY transaction of its own.
 */
export async function runReport(tx: Queryable, caller: Caller, loaded: LoadedReport, opts: RunOptions): Promise<RunResult> {
  const { report } = loaded;
  try {
    if (report.jdbcId) {
      const checked = await checkReportSql(report.sqlScript, loaded.parameters, null);
      return await withSource(tx, report.jdbcId, report.timeoutSeconds, (q) => runIn(q, caller, loaded, checked, opts, false));
    }
    const checked = await checkReportSql(report.sqlScript, loaded.parameters, reportRelations());
    return await runIn(tx, caller, loaded, checked, opts, true);
  } catch (err) {
    const chart = opts.limits?.chart;
    if (chart && isCut(err)) throw new AppError('CHART_TIMEOUT', { what: chart.name, seconds: secondsOf(report, opts) });
    throw reportError(err, secondsOf(report, opts));
  }
}

/** The columns a SQL answers, for the editor (parseReportSqlScriptToColumn), in the sandbox. */
export async function describeSql(
  tx: Queryable,
  sql: string,
  params: ReportParam[],
  jdbcId: number | null,
  timeoutSeconds: number,
): Promise<DescribedColumn[]> {
  try {
    if (jdbcId) {
      const checked = await checkReportSql(sql, params, null);
      return await withSource(tx, jdbcId, timeoutSeconds, (q) => describe(q, checked.text, checked.binds.length));
    }
    const checked = await checkReportSql(sql, params, reportRelations());
    const role = await enterRole(tx, timeoutSeconds);
    try {
      return await describe(tx, checked.text, checked.binds.length);
    } finally {
      if (role) await leaveRole(tx).catch(() => undefined);
    }
  } catch (err) {
    throw reportError(err, timeoutSeconds);
  }
}
