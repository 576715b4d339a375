/**
 * ItemMapping doImport (SPEC section 7, srmBaseItemMappingRestful/doImport): a
 * workbook of mappings as people write them, by codes (material code, supplier
 * code, the supplier's own code and name), not by ids. The codes are turned into
 * references here, within what the caller may see (a supplier's user maps only
 * for its own company); the rows then go through the Excel import of every
 * entity (excel/importer.ts): the same save pipeline, all rows or none, each
 * failure naming its row and field. A template with these columns is answered
 * by downloadImportTemplate beside it.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fieldOf, getEntity } from '@srm/domain/entity/registry.ts';
import type { FieldDef } from '@srm/domain/entity/types.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import { isSupplier } from '../engine/caller.ts';
import { authorize } from '../engine/permissions.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { contentDisposition } from '../files/send-file.ts';
import { headerOf } from '../excel/import-columns.ts';
import { readImport, type ImportRow } from '../excel/import-reader.ts';
import { importRows, type RowFailure } from '../excel/importer.ts';
import { loadMeanings } from '../excel/cells.ts';
import { excel } from '../excel/exceljs.ts';
import { XLSX_TYPE } from '../excel/export-routes.ts';
import { int, object, routeSchema, str } from '../openapi/route-schema.ts';
import { ref } from '../openapi/envelope-schema.ts';
import { table as tableRef } from '../db/tables.ts';

const ITEM = tableRef('srm_base_items');
const SUPPLIER = tableRef('srm_pos_supplier_info');

export const ITEM_MAPPING_BASE = '/api/baseServer/v1/srmBaseItemMappingRestful';
const COLUMNS = ['itemCode', 'supplierNumber', 'supplierItemCode', 'supplierItemName', 'enabledFlag'];

/** The columns of the workbook: codes where the form has references; required marked. */
function columns(): FieldDef[] {
  const def = getEntity('itemMapping');
  return COLUMNS.map((name) => {
    const f = fieldOf(def, name)!;
    return { ...f, readOnly: false, required: name === 'itemCode' || name === 'supplierNumber' || name === 'supplierItemCode' };
  });
}

async function codesToIds(ctx: AppContext, caller: Caller, table: 'items' | 'suppliers', codes: string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const res =
    table === 'items'
      ? await ctx.db.query<{ code: string; id: number }>(
          `SELECT ${ITEM.item_code} AS code, ${ITEM.item_id} AS id FROM ${ITEM} WHERE ${ITEM.item_code} = ANY($1)`,
          [codes],
        )
      : await ctx.db.query<{ code: string; id: number }>(
          `SELECT ${SUPPLIER.supplier_number} AS code, ${SUPPLIER.supplier_id} AS id FROM ${SUPPLIER}
            WHERE ${SUPPLIER.supplier_number} = ANY($1) AND ($2::bigint IS NULL OR ${SUPPLIER.supplier_id} = $2)`,
          [codes, isSupplier(caller) ? caller.supplierId : null],
        );
  return new Map(res.rows.map((r) => [r.code, Number(r.id)]));
}

/** Rows read by code, as records of itemMapping; rows whose codes name nothing fail here, naming the column. */
async function resolve(ctx: AppContext, caller: Caller, rows: ImportRow[]): Promise<{ records: ImportRow[]; failures: RowFailure[] }> {
  const cols = columns();
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());
  const items = await codesToIds(ctx, caller, 'items', [...new Set(rows.map((r) => text(r.record.itemCode)).filter(Boolean))]);
  const suppliers = await codesToIds(ctx, caller, 'suppliers', [...new Set(rows.map((r) => text(r.record.supplierNumber)).filter(Boolean))]);
  const records: ImportRow[] = [];
  const failures: RowFailure[] = [];
  for (const row of rows) {
    const problems: string[] = [];
    const { itemCode, supplierNumber, ...rest } = row.record;
    const record: Record<string, unknown> = { ...rest };
    for (const [field, code, found, target] of [
      ['itemCode', text(itemCode), items, 'itemId'],
      ['supplierNumber', text(supplierNumber), suppliers, 'supplierId'],
    ] as const) {
      const label = cols.find((c) => c.name === field)!.label[caller.lang];
      if (!code) {
        // A supplier's user maps for its own company: its code may be left out.
        if (field === 'supplierNumber' && isSupplier(caller)) record.supplierId = caller.supplierId;
        else problems.push(`${label}: ${format('rule.required', caller.lang)}`);
      } else if (!found.has(code)) problems.push(`${label}: ${format('basedata.unknownCode', caller.lang, { value: code })}`);
      else record[target] = found.get(code);
    }
    if (problems.length) failures.push({ line: row.line, message: problems.join('; '), cells: row.cells });
    else records.push({ ...row, record });
  }
  return { records, failures };
}

function refuse(reply: FastifyReply, caller: Caller, failures: RowFailure[]) {
  return reply.status(400).send({
    status: 'M',
    code: 'IMPORT_FAILED',
    msg: format('error.importFailed', caller.lang, { count: failures.length }),
    data: { failedCount: failures.length, errors: failures.slice(0, 100).map((f) => ({ line: f.line, message: f.message })) },
  });
}

export function registerItemMappingImport(app: FastifyInstance, ctx: AppContext): void {
  const def = getEntity('itemMapping');

  app.post(
    `${ITEM_MAPPING_BASE}/downloadImportTemplate`,
    {
      config: { access: 'authenticated' },
      schema: routeSchema({
        operationId: 'srmBaseItemMapping_downloadImportTemplate',
        tag: 'Base data',
        summary: 'The workbook doImport reads',
        file: XLSX_TYPE,
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      authorize(def, caller, 'btnImport');
      const wb = new (excel().Workbook)();
      const sheet = wb.addWorksheet(def.label[caller.lang]);
      sheet.addRow(columns().map((f) => headerOf(f, caller.lang))).font = { bold: true };
      sheet.columns.forEach((c) => {
        c.width = 22;
      });
      const body = Buffer.from(await wb.xlsx.writeBuffer());
      reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition('attachment', `${def.label[caller.lang]}_template.xlsx`));
      return reply.send(body);
    },
  );

  app.post(
    `${ITEM_MAPPING_BASE}/doImport`,
    {
      config: { access: 'authenticated' },
      schema: routeSchema({
        operationId: 'srmBaseItemMapping_doImport',
        tag: 'Base data',
        summary: 'Import material mappings by material and supplier code: all rows or none',
        description:
          'Multipart with the part file (.xlsx) of the template: material code, supplier code, supplier material code and name, enabled. Needs btnImport on material mappings. Failed rows answer 400 IMPORT_FAILED, each naming its row and field; nothing is written then.',
        multipart: true,
        body: object({ file: { type: 'string', format: 'binary' } }, ['file']),
        data: object({ count: int('Rows imported') }),
        refusal: {
          description: 'Refused; IMPORT_FAILED carries the failed rows',
          anyOf: [
            ref('ErrorEnvelope'),
            object(
              {
                status: { type: 'string', const: 'M' },
                code: { type: 'string', const: 'IMPORT_FAILED' },
                msg: str(),
                data: object(
                  {
                    failedCount: int(),
                    errors: {
                      type: 'array',
                      items: object({ line: int('Row of the sheet'), message: str() }, ['line', 'message']),
                      description: 'The first 100',
                    },
                  },
                  ['failedCount', 'errors'],
                ),
              },
              ['status', 'code', 'msg', 'data'],
            ),
          ],
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      authorize(def, caller, 'btnImport');
      if (!request.isMultipart()) throw new AppError('NO_FILES');
      const dir = await mkdtemp(join(tmpdir(), 'srm-item-mapping-'));
      try {
        let path: string | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'field') continue;
          if (path) {
            part.file.resume();
            continue;
          }
          path = join(dir, 'import.xlsx');
          await pipeline(part.file, createWriteStream(path));
        }
        if (!path) throw new AppError('NO_FILES');
        const meanings = await loadMeanings(ctx.db, [], caller.lang);
        const rows: ImportRow[] = [];
        for await (const item of readImport(path, columns(), meanings)) if (!('headers' in item)) rows.push(item);
        if (!rows.length) throw new AppError('IMPORT_EMPTY');
        const { records, failures } = await resolve(ctx, caller, rows);
        if (failures.length) return refuse(reply, caller, failures);
        const result = await importRows(ctx.db, ctx.ops, def, caller, records);
        if (!result.ok) return refuse(reply, caller, result.failures);
        return ok({ count: result.count }, format('ok.imported', caller.lang, { count: result.count }), result.count);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
}
