/**
 * Excel import routes (SPEC section 7):
 *
 * - POST /api/baseServer/v1/importExcelRestful/downloadImportTemplate
 *   { entity } (entity name `materialItem`, REST name `srmBaseItems`, or a
 *   requestUrl of its list) -> the xlsx template.
 * - POST /api/baseServer/v1/importExcelRestful/importExcel, multipart: the
 *   field entity (as above) first, then the part file (.xlsx). All rows are
 *   saved or none: on success { status S, msg "N rows imported", data { count } };
 *   when rows fail, status M, code IMPORT_FAILED, data { failedCount, errors
 *   [{ line, message }] (first 100), errorFileId }: errorFileId downloads (v2/
 *   file/downloadById) a workbook of the failed rows with a last column saying
 *   what is wrong. A corrupt or non-xlsx file answers EXCEL_INVALID.
 *   With the field background=Y (before the file; optional fileName) a large
 *   file is queued instead: { status S, msg "submitted to background EXCEL
 *   import", data { importId } }, and the import list (baseDataImportListList,
 *   entity dataImportList) shows its outcome.
 * Needs btnImport on the entity.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { format } from '@srm/domain/i18n/messages.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../engine/app-error.ts';
import { authorize } from '../engine/permissions.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { contentDisposition } from '../files/send-file.ts';
import { payloadOf } from '../files/file-routes.ts';
import { importEntity } from './import-columns.ts';
import { runImport } from './run-import.ts';
import { queueImport } from './background-import.ts';
import { writeTemplate } from './import-template.ts';
import { XLSX_TYPE } from './export-routes.ts';
import { excelSchemas } from './excel-schemas.ts';

const BASE = '/api/baseServer/v1/importExcelRestful';
const auth = { config: { access: 'authenticated' as const } };

export function registerImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(`${BASE}/downloadImportTemplate`, { ...auth, schema: excelSchemas.template }, async (request, reply) => {
    const caller = callerOf(request);
    const def = importEntity(payloadOf(request));
    authorize(def, caller, 'btnImport');
    const out = new PassThrough();
    writeTemplate(ctx.db, def, caller.lang, out).catch((err) => out.destroy(err));
    reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition('attachment', `${def.label[caller.lang]}_template.xlsx`));
    return reply.send(out);
  });

  app.post(`${BASE}/importExcel`, { ...auth, schema: excelSchemas.importExcel }, async (request, reply) => {
    const caller = callerOf(request);
    if (!request.isMultipart()) throw new AppError('NO_FILES');
    const dir = await mkdtemp(join(tmpdir(), 'srm-import-'));
    try {
      const fields: Record<string, unknown> = {};
      let path: string | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = part.value;
          continue;
        }
        if (path) {
          part.file.resume();
          continue;
        }
        importEntity(fields);
        path = join(dir, 'import.xlsx');
        await pipeline(part.file, createWriteStream(path));
      }
      if (!path) throw new AppError('NO_FILES');
      const def = importEntity(fields);
      authorize(def, caller, 'btnImport');
      if (fields.background === 'Y') {
        const importId = await queueImport(ctx, caller, def, path, String(fields.fileName ?? `${def.label[caller.lang]}.xlsx`).slice(0, 240));
        return ok({ importId }, format('ok.backgroundImport', caller.lang));
      }
      const result = await runImport(ctx, caller, def, path);
      if (result.ok) return ok({ count: result.count }, format('ok.imported', caller.lang, { count: result.count }), result.count);
      return reply.status(400).send({
        status: 'M',
        code: 'IMPORT_FAILED',
        msg: format('error.importFailed', caller.lang, { count: result.failures.length }),
        data: {
          failedCount: result.failures.length,
          errors: result.failures.slice(0, 100).map((f) => ({ line: f.line, message: f.message })),
          errorFileId: result.errorFileId,
        },
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
