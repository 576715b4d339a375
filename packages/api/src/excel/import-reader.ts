/**
 * Reads an import workbook with exceljs' streaming reader: the first sheet,
 * headers matched to fields, cells turned back into what the form would send
 * (meanings to codes, Y/N from 是/否/Yes/No, dates to yyyy-MM-dd). A file that
 * is not an xlsx answers EXCEL_INVALID instead of a stack.
 */
import { excel } from './exceljs.ts';
import type * as XL from 'exceljs';
import type { FieldDef } from '@srm/domain/entity/types.ts';
import { FIELD_TYPES, type CellValue } from '@srm/domain/entity/field-types.ts';
import { AppError } from '../engine/app-error.ts';
import type { Meanings } from './cells.ts';
import { matchHeader } from './import-columns.ts';

export interface ImportRow {
  /** Spreadsheet row number (header is 1). */
  line: number;
  record: Record<string, unknown>;
  /** The cells as read, for the workbook of failed rows. */
  cells: unknown[];
}

function plain(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (v instanceof Date || typeof v !== 'object') return v;
  const o = v as { richText?: { text: string }[]; text?: string; result?: unknown; hyperlink?: string; error?: string };
  if (o.richText) return o.richText.map((r) => r.text).join('');
  if (o.result !== undefined) return plain(o.result);
  if (o.text !== undefined) return o.text;
  return null;
}

export function toFieldValue(f: FieldDef, raw: unknown, meanings: Meanings): unknown {
  const v = plain(raw);
  if (v === null || v === '') return undefined;
  return FIELD_TYPES[f.type].fromCell(f, v as CellValue, (type, meaning) => {
    for (const [code, m] of meanings.get(type) ?? []) if (m === meaning) return code;
    return undefined;
  });
}

export async function* readImport(path: string, fields: FieldDef[], meanings: Meanings): AsyncGenerator<{ headers: string[] } | ImportRow> {
  let reader: XL.stream.xlsx.WorkbookReader;
  try {
    reader = new (excel().stream.xlsx.WorkbookReader)(path, {
      sharedStrings: 'cache',
      worksheets: 'emit',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      let columns: (FieldDef | undefined)[] | undefined;
      for await (const row of sheet as AsyncIterable<XL.Row>) {
        const values = (row.values as unknown[]).slice(1);
        if (!columns) {
          const headers = values.map((v) => String(plain(v) ?? ''));
          columns = headers.map((h) => matchHeader(fields, h));
          yield { headers };
          continue;
        }
        if (values.every((v) => plain(v) === null || plain(v) === '')) continue;
        const record: Record<string, unknown> = {};
        columns.forEach((f, i) => {
          if (!f) return;
          const value = toFieldValue(f, values[i], meanings);
          if (value !== undefined) record[f.name] = value;
        });
        yield { line: row.number, record, cells: values.map(plain) };
      }
      return;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('EXCEL_INVALID');
  }
  throw new AppError('EXCEL_INVALID');
}
