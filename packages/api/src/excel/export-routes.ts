/**
 * Excel export routes (SPEC section 7 Import and export):
 *
 * - POST /api/exportServer/v1/exportExcelRestful/exportExcel
 *   { requestUrl, requestParams, columns, fileName, sheetMaxRow } -> xlsx;
 *   one page of up to 20000 rows (requestParams.pageIndex picks the page),
 *   sheets of 20001 rows with the header.
 * - customExportExcel, customExportExcelNew: the same plus customParams, up to
 *   500000 rows, sheets of 50000 unless sheetMaxRow says otherwise.
 * - backgroundExport { paramsValue: { requestUrl, requestParams, columns,
 *   sheetMaxRow } (object or JSON string), fileName } -> "submitted to
 *   background EXCEL export", data { exportId }; follow it in the export list
 *   (srmBaseDataExportList listByPage), download its fileId when DONE.
 *
 * requestUrl is the entity's listByPage path; the rows are that list's (same
 * filters, permissions, supplier scope). Needs btnExport on the entity.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { format } from '@srm/domain/i18n/messages.ts';
import type { AppContext } from '../app-context.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { contentDisposition } from '../files/send-file.ts';
import { payloadOf } from '../files/file-routes.ts';
import { exportRows, prepareExport } from './export-writer.ts';
import { parseExportSpec } from './export-spec.ts';
import { queueExport } from './background-export.ts';
import { excelSchemas } from './excel-schemas.ts';

const BASE = '/api/exportServer/v1/exportExcelRestful';
const auth = { config: { access: 'authenticated' as const } };
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const summaries = {
    exportExcel: 'Export one page of a list (up to 20,000 rows) as xlsx',
    customExportExcel: 'Export a whole list (up to 500,000 rows) as xlsx',
    customExportExcelNew: 'Export a whole list (up to 500,000 rows) as xlsx',
  };
  for (const [op, kind] of [
    ['exportExcel', 'page'],
    ['customExportExcel', 'custom'],
    ['customExportExcelNew', 'custom'],
  ] as const) {
    app.post(`${BASE}/${op}`, { ...auth, schema: excelSchemas.export(op, summaries[op]) }, async (request, reply) => {
      const caller = callerOf(request);
      const spec = parseExportSpec(payloadOf(request), kind, caller.lang);
      // Refusals answer the envelope; once bytes flow, a failure cuts the download.
      const prepared = await prepareExport(ctx.db, ctx.ops, caller, spec);
      const out = new PassThrough();
      exportRows(ctx.db, ctx.ops, caller, spec, out, undefined, prepared).catch((err) => {
        request.log.error({ err }, 'export failed');
        out.destroy(err);
      });
      reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition('attachment', spec.fileName));
      return reply.send(out);
    });
  }

  app.post(`${BASE}/backgroundExport`, { ...auth, schema: excelSchemas.backgroundExport }, async (request) => {
    const payload = payloadOf(request);
    let params = payload.paramsValue ?? {};
    if (typeof params === 'string') params = JSON.parse(params || '{}');
    const exportId = await queueExport(ctx, callerOf(request), params as Record<string, unknown>, payload.fileName);
    return ok({ exportId }, format('ok.backgroundExport', request.lang));
  });
}
