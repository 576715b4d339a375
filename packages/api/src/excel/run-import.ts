/**
 * One import of a stored .xlsx, whether the request waits for it or a job runs
 * it: read the rows with lookup meanings turned into codes, import them all or
 * none, and on failure store the workbook of failed rows.
 */
import { Readable } from 'node:stream';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import type * as XL from 'exceljs';
import { excel } from './exceljs.ts';
import type { AppContext } from '../app-context.ts';
import type { Caller } from '../engine/caller.ts';
import { loadMeanings } from './cells.ts';
import { importFields } from './import-columns.ts';
import { readImport, type ImportRow } from './import-reader.ts';
import { importRows, type RowFailure } from './importer.ts';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ImportOutcome = { ok: true; count: number } | { ok: false; failures: RowFailure[]; errorFileId: number };

async function failureWorkbook(headers: string[], failures: RowFailure[], lang: 'zh' | 'en'): Promise<Buffer> {
  const wb = new (excel().Workbook)();
  const sheet = wb.addWorksheet(lang === 'en' ? 'Failed rows' : '失败数据');
  sheet.addRow([lang === 'en' ? 'Row' : '行号', ...headers, lang === 'en' ? 'Error' : '错误信息']).font = { bold: true };
  for (const f of failures) sheet.addRow([f.line, ...headers.map((_, i) => (f.cells[i] ?? null) as XL.CellValue), f.message]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function runImport(ctx: AppContext, caller: Caller, def: EntityDef, path: string): Promise<ImportOutcome> {
  const columns = importFields(def);
  const meanings = await loadMeanings(ctx.db, [...new Set(columns.filter((f) => f.type === 'lookup').map((f) => f.lookupType!))], caller.lang);
  let headers: string[] = [];
  const rows: ImportRow[] = [];
  for await (const item of readImport(path, columns, meanings)) {
    if ('headers' in item) headers = item.headers;
    else rows.push(item);
  }
  const result = await importRows(ctx.db, ctx.ops, def, caller, rows);
  if (result.ok) return { ok: true, count: result.count };
  const book = await failureWorkbook(headers, result.failures, caller.lang);
  const stored = await ctx.files!.storeBytes(Readable.from([book]), `${def.label[caller.lang]}_errors.xlsx`, XLSX);
  const [file] = await ctx.files!.createRecords(caller, [stored], { functionId: null, businessId: null, filePath: null, fileDesc: 'import errors' });
  return { ok: false, failures: result.failures, errorFileId: file.fileId };
}
