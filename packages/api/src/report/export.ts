/**
 * Exporting a dynamic report to Excel (exceljs, as the list exports): at once
 * as the answer of exportDynamicReport, up to the report's row limit; in the
 * background through the job queue (doBackExport), a reportBackExport row
 * followed QUEUED -> RUNNING -> DONE / FAILED and its file downloaded from the
 * back-export list (the file belongs to the row, so only its asker reads it).
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Queryable } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { registerOperation } from '../engine/operations.ts';
import { callerFor, callerRef, type CallerRef } from '../excel/job-caller.ts';
import { excel } from '../excel/exceljs.ts';
import { contentDisposition } from '../files/send-file.ts';
import { payloadOf } from '../files/file-routes.ts';
import { enqueue } from '../jobs/queue.ts';
import { anyObject, object, str, routeSchema } from '../openapi/route-schema.ts';
import { callerOf } from '../plugins/guard.ts';
import { authorize } from '../engine/permissions.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { loadReport, requireRunnable, runReport, type LoadedReport, type RunResult } from './run.ts';
import { bindValues, readOnly } from './sandbox.ts';
import { bindParameters } from './sql-check.ts';
import { engineNow } from '../engine/clock.ts';

export const BACK_EXPORT_JOB = 'report.backExport';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface BackExportJob {
  backExportId: number;
  reportCode: string;
  params: Record<string, unknown>;
  caller: CallerRef;
}

/** The whole result, run in a READ ONLY transaction of its own. */
async function runAll(
  ctx: AppContext,
  caller: Caller,
  reportCode: string,
  params: Record<string, unknown>,
): Promise<{ loaded: LoadedReport; result: RunResult }> {
  return ctx.db.transaction(async (tx) => {
    await readOnly(tx);
    const loaded = await loadReport(tx, { reportCode });
    await requireRunnable(tx, caller, loaded.report);
    const footers = Object.fromEntries(loaded.columns.filter((c) => c.footerType).map((c) => [c.columnName, c.footerType!]));
    const limits = { dialect: ctx.db.dialect, costCeiling: ctx.ops.limits.costCeiling };
    return { loaded, result: await runReport(tx, caller, loaded, { values: params, footers, limits }) };
  });
}

/** The workbook: the report's shown columns with their titles in the caller's language, and the footer row. */
async function writeWorkbook(out: PassThrough, caller: Caller, loaded: LoadedReport, result: RunResult): Promise<void> {
  const described = new Map(result.columns.map((c) => [c.columnName, c]));
  const configured = loaded.columns.filter((c) => c.visibleFlag !== 'N' && described.has(c.columnName));
  const columns = configured.length
    ? configured.map((c) => ({
        key: c.columnName,
        title: (caller.lang === 'en' && c.columnTitleEn) || c.columnTitle,
        width: c.columnWidth ?? 140,
        footer: c.footerType,
      }))
    : result.columns.map((c) => ({ key: c.columnName, title: c.columnName, width: 140, footer: null as string | null }));
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = columns.map((c) => ({ header: c.title, key: c.key, width: Math.max(10, Math.round(c.width / 7)) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of result.rows) {
    sheet
      .addRow(
        Object.fromEntries(
          columns.map((c) => {
            const v = row[c.key];
            return [c.key, described.get(c.key)?.kind === 'number' && v !== null && v !== undefined ? Number(v) : v];
          }),
        ),
      )
      .commit();
  }
  if (columns.some((c) => c.footer)) {
    const label = caller.lang === 'en' ? 'Total' : '合计';
    const footer = sheet.addRow(Object.fromEntries(columns.map((c, i) => [c.key, c.footer ? result.footer[c.key] : i === 0 ? label : null])));
    footer.font = { bold: true };
    footer.commit();
  }
  sheet.commit();
  await workbook.commit();
}

const fileNameOf = (loaded: LoadedReport, lang: string) =>
  `${((lang === 'en' && loaded.report.reportNameEn) || loaded.report.reportName).replace(/[\\/:*?"<>|]/g, '_')}.xlsx`;

export function registerExport(app: FastifyInstance | undefined, ctx: AppContext | undefined): void {
  registerOperation(
    'reportBackExport',
    'doBackExport',
    async ({ tx, caller, body }) => {
      const reportCode = String(body.reportCode ?? '');
      const params = body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : {};
      const loaded = await loadReport(tx, { reportCode });
      await requireRunnable(tx, caller, loaded.report);
      // Bad parameters are refused now, naming the field, not later in the job.
      bindValues(loaded.parameters, bindParameters(loaded.report.sqlScript, loaded.parameters).binds, params);
      const res = await tx.query<{ id: number }>(
        `INSERT INTO srm_base_report_back_exports (requested_by, report_id, report_code, report_name, params_json, export_status, created_by, last_updated_by)
         VALUES ($1, $2, $3, $4, $5, 'QUEUED', $1, $1) RETURNING back_export_id AS id`,
        [caller.userId, loaded.report.reportId, reportCode, loaded.report.reportName, JSON.stringify(params)],
      );
      const backExportId = Number(res.rows[0].id);
      const job: BackExportJob = { backExportId, reportCode, params, caller: callerRef(caller) };
      await enqueue(tx, BACK_EXPORT_JOB, job, { userId: caller.userId, maxAttempts: 1 });
      return { backExportId, exportStatus: 'QUEUED' };
    },
    { body: object({ reportCode: str('The report code'), params: anyObject('Parameter values by name') }, ['reportCode']), data: object({}) },
  );
  if (!app || !ctx) return;

  ctx.jobs?.register(BACK_EXPORT_JOB, {
    async run(job) {
      const { backExportId, reportCode, params, caller: ref } = job.payload as BackExportJob;
      const caller = await callerFor(ctx.db, ref);
      await ctx.db.query(`UPDATE srm_base_report_back_exports SET export_status = 'RUNNING', last_update_date = now() WHERE back_export_id = $1`, [
        backExportId,
      ]);
      const { loaded, result } = await runAll(ctx, caller, reportCode, params);
      const out = new PassThrough();
      const files = ctx.files!;
      const fileName = fileNameOf(loaded, caller.lang);
      const storing = files.storeBytes(out, fileName, XLSX);
      await writeWorkbook(out, caller, loaded, result);
      const stored = await storing;
      const [file] = await files.createRecords(caller, [stored], { functionId: 'reportBackExport', businessId: backExportId, filePath: null, fileDesc: null });
      await ctx.db.query(
        `UPDATE srm_base_report_back_exports SET export_status = 'DONE', row_total = $2, file_id = $3, file_name = $4, finished_date = $5, last_update_date = now()
          WHERE back_export_id = $1`,
        [backExportId, result.rows.length, file.fileId, fileName, engineNow()],
      );
      return { backExportId, rows: result.rows.length, fileId: file.fileId };
    },
    async onFailed(job, reason, db: Queryable) {
      await db.query(
        `UPDATE srm_base_report_back_exports SET export_status = 'FAILED', error_message = $2, finished_date = $3, last_update_date = now() WHERE back_export_id = $1`,
        [(job.payload as BackExportJob).backExportId, reason.slice(0, 2000), engineNow()],
      );
    },
  });

  app.post(
    '/api/reportServer/v1/baseReportDefinitionRestful/exportDynamicReport',
    {
      config: { access: 'authenticated' },
      schema: routeSchema({
        operationId: 'exportDynamicReport',
        tag: 'reportServer',
        summary: "A dynamic report's whole result (up to its row limit) as xlsx, in the caller's scope",
        body: object({ reportCode: str('The report code'), params: anyObject('Parameter values by name') }, ['reportCode']),
        file: XLSX,
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      authorize(getEntity('reportDefinition'), caller, 'btnExport');
      const payload = payloadOf(request);
      const params = payload.params && typeof payload.params === 'object' ? (payload.params as Record<string, unknown>) : {};
      const { loaded, result } = await runAll(ctx, caller, String(payload.reportCode ?? ''), params);
      const out = new PassThrough();
      writeWorkbook(out, caller, loaded, result).catch((err) => {
        request.log.error({ err }, 'report export failed');
        out.destroy(err as Error);
      });
      reply.header('content-type', XLSX).header('content-disposition', contentDisposition('attachment', fileNameOf(loaded, caller.lang)));
      return reply.send(out);
    },
  );
}
