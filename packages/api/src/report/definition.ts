/**
 * Report definitions: every save checks the SQL (refused naming `sqlScript`);
 * checkReportSqlScript and parseReportSqlScriptToColumn answer the editor;
 * findByReportCode and listDynamicReportByPage answer the report screen, run in
 * the sandbox; doPublishMenu puts a report on a menu. The SQL is answered only
 * to those who design reports.
 */
import { registerHooks } from '../engine/hooks.ts';
import { registerOperation, type OperationContext } from '../engine/operations.ts';
import { ValidationError } from '../engine/app-error.ts';
import { anyObject, int, object, str } from '../openapi/route-schema.ts';
import type { JsonSchema } from '../openapi/field-schema.ts';
import { publishMenu } from './menu.ts';
import { kindOf, readOnly, reportRelations } from './sandbox.ts';
import { checkReportSql, type ReportParam } from './sql-check.ts';
import { describeSql, designsReports, loadReport, requireRunnable, runReport } from './run.ts';

type Row = Record<string, unknown>;
const arr = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** The parameters a save or a check names: those sent with it, else the stored ones. */
async function paramsFor(ctx: OperationContext | { tx: OperationContext['tx'] }, body: Row, reportId: unknown): Promise<ReportParam[]> {
  if (Array.isArray(body.parameters))
    return (body.parameters as Row[]).map((p) => ({
      paramName: String(p.paramName ?? ''),
      paramType: String(p.paramType ?? 'TEXT'),
      requiredFlag: String(p.requiredFlag ?? 'N'),
    }));
  if (reportId === undefined || reportId === null || reportId === '') return [];
  const res = await ctx.tx.query<ReportParam>(
    `SELECT param_name AS "paramName", param_type AS "paramType", required_flag AS "requiredFlag" FROM srm_base_report_parameters WHERE report_id = $1`,
    [Number(reportId)],
  );
  return res.rows;
}

const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));

/** The SQL an editor call is about: sent, or the stored report's. */
async function sqlOf(ctx: OperationContext): Promise<{ sql: string; params: ReportParam[]; jdbcId: number | null; timeout: number }> {
  const { body, tx } = ctx;
  if (typeof body.sqlScript === 'string')
    return {
      sql: body.sqlScript,
      params: await paramsFor(ctx, body, body.reportId),
      jdbcId: num(body.jdbcId),
      timeout: Number(body.timeoutSeconds ?? 30) || 30,
    };
  if (body.reportId === undefined) throw new ValidationError([{ field: 'sqlScript', key: 'rule.required' }]);
  const loaded = await loadReport(tx, { reportId: Number(body.reportId) });
  return { sql: loaded.report.sqlScript, params: loaded.parameters, jdbcId: loaded.report.jdbcId, timeout: loaded.report.timeoutSeconds };
}

const valuesOf = (body: Row): Row => (body.params && typeof body.params === 'object' && !Array.isArray(body.params) ? (body.params as Row) : {});

export function registerDefinitionHooks(): void {
  registerHooks('reportDefinition', {
    async beforeSave(ctx) {
      const sql = ctx.record.sqlScript ?? ctx.before?.sqlScript;
      const jdbcId = 'jdbcId' in ctx.record ? ctx.record.jdbcId : ctx.before?.jdbcId;
      const params = await paramsFor(ctx, { parameters: ctx.lines.parameters }, ctx.before?.reportId ?? ctx.record.reportId);
      await checkReportSql(String(sql ?? ''), params, jdbcId ? null : reportRelations());
    },
    afterRead(ctx) {
      if (designsReports(ctx.caller)) return;
      for (const row of ctx.rows) delete row.sqlScript;
    },
  });

  registerOperation(
    'reportDefinition',
    'checkReportSqlScript',
    async (ctx) => {
      await readOnly(ctx.tx);
      const { sql, params, jdbcId, timeout } = await sqlOf(ctx);
      const columns = await describeSql(ctx.tx, sql, params, jdbcId, timeout);
      return { valid: true, columns: columns.map((c) => ({ ...c, kind: kindOf(c.dataType) })) };
    },
    {
      body: object({
        sqlScript: str('The SQL to check'),
        parameters: arr(object({})),
        jdbcId: int('Data source; absent: the platform database'),
        reportId: int('A stored report'),
      }),
      data: object({}),
    },
  );

  registerOperation(
    'reportDefinition',
    'parseReportSqlScriptToColumn',
    async (ctx) => {
      await readOnly(ctx.tx);
      const { sql, params, jdbcId, timeout } = await sqlOf(ctx);
      const described = await describeSql(ctx.tx, sql, params, jdbcId, timeout);
      return described.map((c, i) => ({
        seqNum: i + 1,
        columnName: c.columnName,
        columnTitle: c.columnName,
        columnTitleEn: c.columnName,
        dataType: c.dataType,
        columnWidth: kindOf(c.dataType) === 'number' ? 120 : 160,
        footerType: null,
        visibleFlag: c.columnName === 'supplier_id' || c.columnName.endsWith('_id') ? 'N' : 'Y',
      }));
    },
    {
      body: object({ sqlScript: str('The SQL'), parameters: arr(object({})), jdbcId: int('Data source'), reportId: int('A stored report') }),
      data: arr(object({})),
    },
  );

  registerOperation(
    'reportDefinition',
    'findByReportCode',
    async ({ tx, caller, body }) => {
      await readOnly(tx);
      const loaded = await loadReport(tx, { reportCode: String(body.reportCode ?? '') });
      await requireRunnable(tx, caller, loaded.report);
      const report: Row = { ...loaded.report };
      if (!designsReports(caller)) delete report.sqlScript;
      return { ...report, parameters: loaded.parameters, columns: loaded.columns };
    },
    { body: object({ reportCode: str('The report code') }, ['reportCode']), data: object({}) },
  );

  registerOperation(
    'reportDefinition',
    'listDynamicReportByPage',
    async ({ ops, tx, caller, body }) => {
      await readOnly(tx);
      const loaded = await loadReport(tx, { reportCode: String(body.reportCode ?? '') });
      await requireRunnable(tx, caller, loaded.report);
      const sortColumn = typeof body.sort === 'string' && body.sort ? body.sort.replace(/^-/, '') : null;
      const result = await runReport(tx, caller, loaded, {
        values: valuesOf(body),
        page: { index: Math.max(1, Number(body.pageIndex ?? 1) || 1), rows: Math.max(1, Number(body.pageRows ?? 20) || 20) },
        sort: sortColumn ? { column: sortColumn, desc: String(body.sort).startsWith('-') } : undefined,
        footers: Object.fromEntries(loaded.columns.filter((c) => c.footerType).map((c) => [c.columnName, c.footerType!])),
        limits: { dialect: ops.db.dialect, costCeiling: ops.limits.costCeiling },
      });
      return result;
    },
    {
      body: object(
        {
          reportCode: str('The report code'),
          params: anyObject('Parameter values by name; a date range `x` as xFrom and xTo (yyyy-MM-dd)'),
          pageIndex: int('Page, from 1'),
          pageRows: int('Rows per page (at most 1000)'),
          sort: str('A column name, `-name` descending'),
        },
        ['reportCode'],
      ),
      data: object({}),
    },
  );

  registerOperation(
    'reportDefinition',
    'doPublishMenu',
    async ({ tx, body }) => {
      const loaded = await loadReport(tx, { reportId: Number(body.reportId) });
      const { report } = loaded;
      const menu = await publishMenu(
        tx,
        {
          code: `RPT_${report.reportCode}`.toUpperCase().slice(0, 60),
          zh: report.reportName,
          en: report.reportNameEn ?? report.reportName,
          url: `viewDynamicReport/${report.reportCode}`,
          buttons: [
            ['btnRun', '查询报表', 'Run report'],
            ['btnExport', '导出', 'Export'],
          ],
        },
        body.roleCodes,
      );
      await tx.query('UPDATE srm_base_report_definitions SET menu_path = $2, last_update_date = now() WHERE report_id = $1', [report.reportId, menu.htmlUrl]);
      return menu;
    },
    { body: object({ reportId: int('The report'), roleCodes: arr(str('A role code')) }, ['reportId']), data: object({}) },
  );
}
