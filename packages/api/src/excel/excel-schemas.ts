/** Schemas of the Excel export and import routes (export-routes.ts, import-routes.ts). */
import { int, object, routeSchema, str } from '../openapi/route-schema.ts';
import { ref } from '../openapi/envelope-schema.ts';

const tag = 'Excel';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const column = {
  oneOf: [
    { type: 'string', description: 'A field name' },
    object(
      { field: str('Field name (also dataIndex, key, name or prop)'), title: str('Column title; default the field label'), width: { type: 'number' } },
      [],
      { additionalProperties: true },
    ),
  ],
};
const exportParams = {
  requestUrl: str("The entity's listByPage path, e.g. /api/srmServer/v1/srmPoHeadersRestful/listByPage (400 EXPORT_URL_UNKNOWN otherwise)"),
  requestParams: { type: ['object', 'string'], description: "That list's filters and sort (an object or its JSON); pageIndex picks the page for exportExcel" },
  columns: {
    oneOf: [
      { type: 'array', items: column, minItems: 1 },
      { type: 'string', description: 'The list as JSON' },
    ],
    description: 'Columns in order (400 EXPORT_COLUMNS_REQUIRED when none)',
  },
  fileName: str(),
  sheetMaxRow: int('Rows per sheet'),
};
const entityName = str('Entity name (materialItem), REST name (srmBaseItems) or requestUrl of its list');

export const excelSchemas = {
  export: (operationId: string, summary: string) =>
    routeSchema({
      operationId,
      tag,
      summary,
      description: "Rows as the caller's list answers them (same filters, permissions and supplier scope); needs the entity's btnExport.",
      body: object({ ...exportParams, ...(operationId === 'exportExcel' ? {} : { customParams: { type: 'object', additionalProperties: true } }) }, [
        'requestUrl',
        'columns',
      ]),
      file: XLSX,
    }),
  backgroundExport: routeSchema({
    operationId: 'backgroundExport',
    tag,
    summary: 'Queue a large export; follow it in the export list and download its file when DONE',
    body: object(
      { paramsValue: { oneOf: [object(exportParams, ['requestUrl', 'columns']), { type: 'string', description: 'The same as JSON' }] }, fileName: str() },
      ['paramsValue'],
    ),
    data: object({ exportId: int() }, ['exportId']),
  }),
  template: routeSchema({
    operationId: 'downloadImportTemplate',
    tag,
    summary: "An entity's import template",
    body: object({ entity: entityName, entityName: str('Same as entity'), restName: str(), requestUrl: str(), functionId: str() }),
    file: XLSX,
  }),
  importExcel: routeSchema({
    operationId: 'importExcel',
    tag,
    summary: 'Import rows from an xlsx file: all rows or none',
    description:
      'Multipart: the field entity first (and background=Y, fileName to queue a large file), then the part file. Needs btnImport. A corrupt file answers 400 EXCEL_INVALID; failed rows 400 IMPORT_FAILED with the rows in data.',
    multipart: true,
    body: object({ entity: entityName, background: { type: 'string', enum: ['Y', 'N'] }, fileName: str(), file: { type: 'string', format: 'binary' } }, [
      'entity',
      'file',
    ]),
    data: object({ count: int('Rows imported'), importId: int('With background=Y: the queued import') }),
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
                errors: { type: 'array', items: object({ line: int('Row of the sheet'), message: str() }, ['line', 'message']), description: 'The first 100' },
                errorFileId: int('A workbook of the failed rows with what is wrong (file downloadById)'),
              },
              ['failedCount', 'errors'],
            ),
          },
          ['status', 'code', 'msg', 'data'],
        ),
      ],
    },
  }),
};
