import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { excel } from '../src/excel/exceljs.ts';

const ExcelJS = excel();

const fileDir = mkdtempSync(join(tmpdir(), 'srm-excel-'));
process.env.FILE_DIR = fileDir;
after(() => rmSync(fileDir, { recursive: true, force: true }));
process.env.JOB_WORKER = 'false';
const { dbKind, setup, signedHeaders } = await import('./helper.ts');
const t = await setup();
const E = '/api/exportServer/v1/exportExcelRestful';
const I = '/api/baseServer/v1/importExcelRestful';
const ITEMS = '/api/baseServer/v1/srmBaseItemsRestful/listByPage';

async function post(token: string, path: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: path, headers: await signedHeaders(token), payload: JSON.stringify(payload) });
}

async function sheetRows(buf: Buffer, sheet = 1): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as never);
  const ws = wb.worksheets[sheet - 1];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('data');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function importFile(token: string, entity: string, content: Buffer, lang = 'CN', fields: Record<string, string> = {}) {
  const b = 'srmimport' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="entity"\r\n\r\n${entity}\r\n`),
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="items.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `${I}/importExcel`,
    headers: { ...(await signedHeaders(token, { 'x-srm-language': lang })), 'content-type': `multipart/form-data; boundary=${b}` },
    payload: body,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

const itemCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM srm_base_items')).rows[0].n;

test(`[${dbKind}] export refusals carry the SPEC messages`, async () => {
  const buyer = await t.login('buyer');
  assert.equal((await buyer.call(`${E}/exportExcel`, { columns: ['itemCode'] })).body.msg, '请求数据链接不能为空');
  assert.equal((await buyer.call(`${E}/exportExcel`, { requestUrl: ITEMS, columns: [] }, { lang: 'EN' })).body.msg, 'export field list cannot be empty');
  assert.equal((await buyer.call(`${E}/exportExcel`, { requestUrl: '/api/nothing', columns: ['x'] })).body.code, 'EXPORT_URL_UNKNOWN');
});

test(`[${dbKind}] export: the list's rows with its filters, meanings for codes, numbers as numbers, a sheet every sheetMaxRow`, async () => {
  const buyer = await t.login('buyer');
  const filter = { itemCode_like: 'M-1', sort: 'itemCode' };
  const list = await buyer.entity('materialItem', 'listByPage', { ...filter, pageRows: 100 });
  const res = await post(buyer.token, `${E}/customExportExcel`, {
    requestUrl: ITEMS,
    requestParams: filter,
    columns: [{ field: 'itemCode', title: '编码' }, 'itemName', 'uomCode', 'benchmarkPrice', 'creationDate'],
    fileName: '物料',
    sheetMaxRow: 3,
  });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-disposition']), /%E7%89%A9%E6%96%99\.xlsx/);
  const first = await sheetRows(res.rawPayload, 1);
  assert.deepEqual(first[0], ['编码', '物料名称', '计量单位', '基准价', 'creationDate']);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const all: unknown[][] = [];
  for (const ws of wb.worksheets) ws.eachRow((row, n) => n > 1 && all.push((row.values as unknown[]).slice(1)));
  assert.equal(wb.worksheets.length, Math.ceil(list.body.count! / 2));
  assert.deepEqual(
    all.map((r) => r[0]),
    list.body.data.map((r: any) => r.itemCode),
  );
  const first1 = list.body.data[0];
  assert.equal(typeof all[0][3], 'number');
  assert.equal(all[0][3], first1.benchmarkPrice);
  assert.ok(all[0][4] instanceof Date);
  assert.notEqual(all[0][2], first1.uomCode, 'the unit meaning, not its code');
});

test(`[${dbKind}] export keeps supplier scope: supplier1 exports exactly its own list rows`, async () => {
  const s1 = await t.login('supplier1');
  const url = '/api/baseServer/v1/srmSlcSupplierInfoRestful/listByPage';
  const list = await s1.call(url, { pageRows: 100 });
  const res = await post(s1.token, `${E}/exportExcel`, { requestUrl: url, columns: ['supplierName'] });
  assert.equal(res.statusCode, 200, res.body);
  const rows = (await sheetRows(res.rawPayload)).slice(1).map((r) => r[0]);
  assert.deepEqual(
    rows,
    list.body.data.map((r: any) => r.supplierName),
  );
  assert.deepEqual(rows, ['华东精密机械有限公司']);
});

test(`[${dbKind}] background export: queued, then the export list shows it done with its file`, async () => {
  const buyer = await t.login('buyer');
  const res = await buyer.call(
    `${E}/backgroundExport`,
    { paramsValue: JSON.stringify({ requestUrl: ITEMS, requestParams: { itemCode_like: 'M-2' }, columns: ['itemCode', 'itemName'] }), fileName: '后台导出' },
    { lang: 'EN' },
  );
  assert.equal(res.body.msg, 'submitted to background EXCEL export');
  const exportId = res.body.data.exportId;
  await t.app.srm.jobs!.drain();
  const list = await buyer.entity('dataExportList', 'listByPage', {});
  const row = list.body.data.find((r: any) => r.exportId === exportId);
  assert.equal(row.exportStatus, 'DONE');
  assert.equal(row.rowCount, 4);
  assert.equal(row.progress, 100);
  const file = await post(buyer.token, '/api/fileServer/v2/file/downloadById', { fileId: row.fileId });
  assert.equal((await sheetRows(file.rawPayload)).length, 5);
  const other = await t.login('supplier1');
  assert.equal((await post(other.token, '/api/fileServer/v2/file/downloadById', { fileId: row.fileId })).statusCode, 404);
});

test(`[${dbKind}] import template: headers from the definition, required marked, lookup drop-downs`, async () => {
  const buyer = await t.login('buyer');
  const res = await post(buyer.token, `${I}/downloadImportTemplate`, { entity: 'srmBaseItems' });
  assert.equal(res.statusCode, 200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const ws = wb.worksheets[0];
  const headers = (ws.getRow(1).values as unknown[]).slice(1);
  assert.deepEqual(headers.slice(0, 5), ['*物料编码', '*物料名称', '规格型号', '*计量单位', '采购分类']);
  const uomCol = headers.indexOf('*计量单位') + 1;
  const validation = ws.getCell(2, uomCol).dataValidation;
  assert.equal(validation?.type, 'list');
});

test(`[${dbKind}] import is all or nothing; failed rows come back in a workbook with the reason`, async () => {
  const buyer = await t.login('buyer');
  const header = ['*物料编码', '*物料名称', '*计量单位', '基准价'];
  const before = await itemCount();
  const good = await importFile(
    buyer.token,
    'materialItem',
    await workbook([header, ['IMP-001', '导入物料一', '个', 12.5], ['IMP-002', '导入物料二', 'PCS', 3]]),
  );
  assert.equal(good.body.status, 'S', JSON.stringify(good.body));
  assert.equal(good.body.data.count, 2);
  assert.equal(await itemCount(), before + 2);
  const bad = await importFile(
    buyer.token,
    'materialItem',
    await workbook([
      header,
      ['IMP-003', '好的一行', 'PCS', 1],
      ['IMP-004', '', 'PCS', 1],
      ['IMP-005', '坏单位', 'NOPE', -1],
      ['IMP-001', '重复编码', 'PCS', 1],
    ]),
  );
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.body.code, 'IMPORT_FAILED');
  assert.equal(bad.body.data.failedCount, 3);
  assert.deepEqual(
    bad.body.data.errors.map((e: any) => e.line),
    [3, 4, 5],
  );
  assert.equal(await itemCount(), before + 2, 'nothing of the second file was written');
  const errors = await post(buyer.token, '/api/fileServer/v2/file/downloadById', { fileId: bad.body.data.errorFileId });
  const rows = await sheetRows(errors.rawPayload);
  assert.equal(rows.length, 4);
  assert.equal(rows[0].at(-1), '错误信息');
  assert.match(String(rows[1].at(-1)), /物料名称/);
});

test(`[${dbKind}] background import: queued at once, then the import list shows it done, or failed with the failed rows`, async () => {
  const buyer = await t.login('buyer');
  const header = ['*物料编码', '*物料名称', '*计量单位'];
  const before = await itemCount();
  const queued = await importFile(
    buyer.token,
    'materialItem',
    await workbook([header, ['BG-001', '后台导入一', 'PCS'], ['BG-002', '后台导入二', 'BOX']]),
    'EN',
    { background: 'Y', fileName: 'big.xlsx' },
  );
  assert.equal(queued.body.msg, 'submitted to background EXCEL import');
  assert.equal(await itemCount(), before, 'nothing is imported before the job runs');
  await t.app.srm.jobs!.drain();
  const done = (await buyer.entity('dataImportList', 'findById', { importId: queued.body.data.importId })).body.data;
  assert.equal(done.importStatus, 'DONE', done.errorMessage);
  assert.equal(done.rowCount, 2);
  assert.equal(done.fileName, 'big.xlsx');
  assert.equal(await itemCount(), before + 2);

  const bad = await importFile(buyer.token, 'materialItem', await workbook([header, ['BG-003', '好的一行', 'PCS'], ['BG-004', '', 'PCS']]), 'CN', {
    background: 'Y',
  });
  await t.app.srm.jobs!.drain();
  const failed = (await buyer.entity('dataImportList', 'findById', { importId: bad.body.data.importId })).body.data;
  assert.equal(failed.importStatus, 'FAILED');
  assert.equal(failed.failedCount, 1);
  assert.match(failed.errorMessage, /未导入任何数据/);
  assert.equal(await itemCount(), before + 2, 'all or nothing in the background too');
  const errors = await post(buyer.token, '/api/fileServer/v2/file/downloadById', { fileId: failed.errorFileId });
  assert.equal((await sheetRows(errors.rawPayload)).length, 2);
  const other = await t.login('supplier1');
  assert.equal((await other.entity('dataImportList', 'findById', { importId: failed.importId })).body.code, 'NOT_FOUND', "an import list is its owner's");
});

test(`[${dbKind}] a corrupt or non-xlsx file answers a clear error`, async () => {
  const buyer = await t.login('buyer');
  const res = await importFile(buyer.token, 'materialItem', Buffer.from('this is not a spreadsheet'));
  assert.equal(res.body.code, 'EXCEL_INVALID');
  assert.equal(res.body.msg, '文件不是有效的Excel(.xlsx)文件');
  const truncated = (await workbook([['*物料编码'], ['X']])).subarray(0, 300);
  assert.equal((await importFile(buyer.token, 'materialItem', truncated)).body.code, 'EXCEL_INVALID');
});
