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
 * Needs btnImport on the entity.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import ExcelJS from './exceljs.ts';
import type * as XL from 'exceljs';
import { format } from '@srm/domain/i18n/messages.ts';
import type { AppContext } from '../app.ts';
import { AppError } from '../engine/app-error.ts';
import { authorize } from '../engine/permissions.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { contentDisposition } from '../files/send-file.ts';
import { payloadOf } from '../files/file-routes.ts';
import { loadMeanings } from './cells.ts';
import { importEntity, importFields } from './import-columns.ts';
import { readImport, type ImportRow } from './import-reader.ts';
import { importRows, type RowFailure } from './importer.ts';
import { writeTemplate } from './import-template.ts';
import { XLSX_TYPE } from './export-routes.ts';

const BASE = '/api/baseServer/v1/importExcelRestful';
const auth = { config: { access: 'authenticated' as const } };

async function failureWorkbook(headers: string[], failures: RowFailure[], lang: 'zh' | 'en'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(lang === 'en' ? 'Failed rows' : '失败数据');
  sheet.addRow([lang === 'en' ? 'Row' : '行号', ...headers, lang === 'en' ? 'Error' : '错误信息']).font = { bold: true };
  for (const f of failures) sheet.addRow([f.line, ...headers.map((_, i) => (f.cells[i] ?? null) as XL.CellValue), f.message]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function registerImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(`${BASE}/downloadImportTemplate`, auth, async (request, reply) => {
    const caller = callerOf(request);
    const def = importEntity(payloadOf(request));
    authorize(def, caller, 'btnImport');
    const out = new PassThrough();
    writeTemplate(ctx.db, def, caller.lang, out).catch((err) => out.destroy(err));
    reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition('attachment', `${def.label[caller.lang]}_template.xlsx`));
    return reply.send(out);
  });

  app.post(`${BASE}/importExcel`, auth, async (request, reply) => {
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
      const columns = importFields(def);
      const meanings = await loadMeanings(ctx.db, [...new Set(columns.filter((f) => f.type === 'lookup').map((f) => f.lookupType!))], caller.lang);
      let headers: string[] = [];
      const rows: ImportRow[] = [];
      for await (const item of readImport(path, columns, meanings)) {
        if ('headers' in item) headers = item.headers;
        else rows.push(item);
      }
      const result = await importRows(ctx.db, ctx.ops, def, caller, rows);
      if (result.ok) return ok({ count: result.count }, format('ok.imported', caller.lang, { count: result.count }), result.count);
      const book = await failureWorkbook(headers, result.failures, caller.lang);
      const { Readable } = await import('node:stream');
      const stored = await ctx.files!.storeBytes(Readable.from([book]), `${def.label[caller.lang]}_errors.xlsx`, XLSX_TYPE);
      const [file] = await ctx.files!.createRecords(caller, [stored], { functionId: null, businessId: null, filePath: null, fileDesc: 'import errors' });
      return reply.status(400).send({
        status: 'M',
        code: 'IMPORT_FAILED',
        msg: format('error.importFailed', caller.lang, { count: result.failures.length }),
        data: { failedCount: result.failures.length, errors: result.failures.slice(0, 100).map((f) => ({ line: f.line, message: f.message })), errorFileId: file.fileId },
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

