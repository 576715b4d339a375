/**
 * Streams an export: the list's own SQL (EntityOperations.listQuery: same
 * filters, permissions and supplier scope) read through a cursor inside one
 * transaction, FETCH by FETCH, into exceljs' streaming WorkbookWriter, a new
 * sheet every sheetMaxRow rows (header included). Nothing holds all rows.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { excel } from './exceljs.ts';
import type * as XL from 'exceljs';
import type { Db, Queryable } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { authorize } from '../engine/permissions.ts';
import { cellFn, exportField, loadMeanings, numFmt } from './cells.ts';
import { AppError } from '../engine/app-error.ts';
import { bounded, isCut, refuseCostly } from '../engine/statement-limits.ts';
import type { ExportSpec } from './export-spec.ts';

const FETCH_ROWS = 2000;

/**
 * exceljs's sheet stream hands its 64 KB blocks to the zip without waiting
 * (lib/utils/stream-buf.js ignores what write() answers), so when deflate is
 * slower than the rows come the blocks pile up in memory: 190 MB of buffers in a
 * 500,000-row export. Waiting for the stream it feeds to drain keeps a few.
 */
async function zipCaughtUp(sheet: XL.Worksheet | undefined): Promise<void> {
  // archiver's PassThrough comes from readable-stream 2, which has no writableNeedDrain.
  type Sink = Writable & { _writableState?: { needDrain?: boolean } };
  const sink = (sheet as unknown as { _stream?: { pipes?: Sink[] } } | undefined)?._stream?.pipes?.[0];
  if (sink?._writableState?.needDrain) await once(sink, 'drain');
}

export interface ExportProgress {
  rows: number;
  total: number;
}

/** What an export knows before its first byte: its statement, checked and priced, and its total. */
export interface PreparedExport {
  rowsSql: string;
  rowsParams: unknown[];
  total: number;
  cut: (err: unknown) => never;
}

/**
 * The refusals an export answers before its download starts: the rights, the
 * embedded database's price check, and the count (cut by the limit on PostgreSQL).
 */
export async function prepareExport(db: Db, ops: EntityOperations, caller: Caller, spec: ExportSpec): Promise<PreparedExport> {
  authorize(spec.def, caller, 'btnExport');
  const q = ops.listQuery(spec.def, caller, spec.params);
  const n = q.params.length;
  const { timeoutSeconds, costCeiling } = ops.limits;
  const what = spec.def.label[caller.lang];
  const cut = (err: unknown): never => {
    if (isCut(err)) throw new AppError('EXPORT_TIMEOUT', { what, seconds: timeoutSeconds });
    throw err;
  };
  const rowsSql = `${q.select} LIMIT $${n + 1} OFFSET $${n + 2}`;
  const rowsParams = [...q.params, spec.maxRows, spec.offset];
  // The embedded database cannot stop a statement once it runs: one the planner prices too high is refused first.
  await refuseCostly(db.dialect, db, costCeiling, what, rowsSql, rowsParams);
  const counted = await bounded(db, timeoutSeconds).query<{ n: number }>(q.count, q.params).catch(cut);
  const total = Math.max(0, Math.min(spec.maxRows, counted.rows[0].n - spec.offset));
  return { rowsSql, rowsParams, total, cut };
}

/** The count first (for progress), then the rows. `prepared`: when the caller has checked and counted already. */
export async function exportRows(
  db: Db,
  ops: EntityOperations,
  caller: Caller,
  spec: ExportSpec,
  out: Writable,
  onProgress?: (p: ExportProgress, q: Queryable) => Promise<void> | void,
  prepared?: PreparedExport,
): Promise<ExportProgress> {
  const { rowsSql, rowsParams, total, cut } = prepared ?? (await prepareExport(db, ops, caller, spec));
  const { timeoutSeconds } = ops.limits;
  const fields = spec.columns.map((c) => exportField(spec.def, c.field)!);
  const meanings = await loadMeanings(db, [...new Set(fields.filter((f) => f.type === 'lookup').map((f) => f.lookupType!))], caller.lang);
  const cells = fields.map((f) => cellFn(f, meanings, caller.lang));
  const keys = spec.columns.map((c) => c.field);

  const workbook = new (excel().stream.xlsx.WorkbookWriter)({ stream: out, useStyles: true, useSharedStrings: false });
  const perSheet = Math.max(1, spec.sheetMaxRow - 1);
  let sheet: XL.Worksheet | undefined;
  let inSheet = 0;
  let sheetNo = 0;
  const newSheet = () => {
    sheet?.commit();
    sheetNo++;
    sheet = workbook.addWorksheet(sheetNo === 1 ? 'Sheet1' : `Sheet${sheetNo}`);
    sheet.columns = spec.columns.map((c, i) => ({
      header: c.title,
      key: c.field,
      width: c.width ? Math.max(8, Math.round(c.width / 7)) : Math.max(12, c.title.length * 2),
      style: numFmt(fields[i]) ? { numFmt: numFmt(fields[i]) } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    inSheet = 0;
  };
  newSheet();

  let rows = 0;
  await db
    .transaction(async (tx) => {
      // Each FETCH is cut after the limit, not the whole export, which may rightly stream for minutes.
      if (db.dialect === 'pg') await tx.exec(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutSeconds * 1000))}`);
      await tx.query(`DECLARE srm_export NO SCROLL CURSOR FOR ${rowsSql}`, rowsParams);
      for (;;) {
        const batch = await tx.query<Record<string, unknown>>(`FETCH ${FETCH_ROWS} FROM srm_export`);
        for (const record of batch.rows) {
          if (inSheet === perSheet) newSheet();
          const values = new Array(keys.length);
          for (let i = 0; i < keys.length; i++) values[i] = cells[i](record[keys[i]]);
          sheet!.addRow(values).commit();
          inSheet++;
          rows++;
        }
        // Progress through the export's own session on PGlite (one session), through the pool on PostgreSQL.
        if (batch.rows.length) await onProgress?.({ rows, total }, db.dialect === 'pglite' ? tx : db);
        // Let the zip and the file stream drain so memory stays flat when they are slower than the database.
        await zipCaughtUp(sheet);
        if (out.writableNeedDrain) await once(out, 'drain');
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await tx.query('CLOSE srm_export');
    })
    .catch(cut);
  sheet!.commit();
  await workbook.commit();
  return { rows, total };
}
