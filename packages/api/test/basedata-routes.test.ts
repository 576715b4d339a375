/**
 * The base-data routes: the purchase category report, the material-supplier
 * permissions (itemDrawList) and materials by organisation, each limited to what
 * the caller may see (a supplier its own rows, a user limited to an organisation
 * or category only those); MaterialItem's named lists over them; and ItemMapping
 * doImport by code, all rows or none, each failure naming its row and field.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { excel } from '../src/excel/exceljs.ts';
import { dbKind, setup, signedHeaders } from './helper.ts';
import { ids, ok, refused } from './purchase-kit.ts';

const ExcelJS = excel();

const t = await setup();
const id = await ids(t);
const ITEMS = '/api/baseServer/v1/srmBaseItemsRestful';
const MAPPING = '/api/baseServer/v1/srmBaseItemMappingRestful';
const admin = await t.login('admin');
const buyer = await t.login('buyer');
const supplier1 = await t.login('supplier1');
const one = async (sql: string, p: unknown[] = []) => Number((await t.db.query<{ id: number }>(sql, p)).rows[0].id);
const buyerResp = await one(`SELECT resp_id AS id FROM saaf_responsibilitys WHERE resp_code = 'BUYER_RESP'`);

async function limitedUser(name: string, limits: Record<string, unknown>) {
  const user = ok(await admin.entity('user', 'saveOrUpdate', { userName: name, password: 'Limited@2026', userFullName: name, userType: 'INSIDE' }));
  ok(await admin.entity('userResponsibility', 'saveOrUpdate', { userId: user.userId, respId: buyerResp }));
  ok(await admin.entity('userAuthorisation', 'saveOrUpdate', { userId: user.userId, allOrgFlag: 'Y', allCategoryFlag: 'Y', allSupplierFlag: 'Y', ...limits }));
  return t.login({ userName: name, password: 'Limited@2026' });
}

test(`[${dbKind}] purchase category report: every category with its materials; a category-limited user sees only its categories`, async () => {
  const rows = ok(await buyer.entity('purchaseCategoryReport', 'listByPage', { pageRows: 500, exactCount: true }));
  const categories = await one('SELECT count(*)::int AS id FROM srm_base_categories');
  assert.equal(rows.length, categories, 'one row per category');
  const bearingCategory = await one('SELECT category_id AS id FROM srm_base_items WHERE item_id = $1', [id.bearing]);
  const row = rows.find((r: any) => r.categoryId === bearingCategory);
  const items = await one('SELECT count(*)::int AS id FROM srm_base_items WHERE category_id = $1', [bearingCategory]);
  assert.equal(Number(row.itemCount), items, 'counts the materials of the category');
  assert.ok(row.topCategoryName, 'names its top-level category');

  const limited = await limitedUser('bd_category', { allCategoryFlag: 'N', categories: [{ categoryId: bearingCategory }] });
  const theirs = ok(await limited.entity('purchaseCategoryReport', 'listByPage', { pageRows: 500 }));
  assert.deepEqual(
    theirs.map((r: any) => r.categoryId),
    [bearingCategory],
  );
});

test(`[${dbKind}] material supply permissions: a supplier sees only its own materials, the buyer every supplier's`, async () => {
  const all = ok(await buyer.entity('itemDraw', 'listByPage', { pageRows: 500 }));
  const suppliers = new Set(all.map((r: any) => r.supplierId));
  assert.ok(suppliers.has(id.supplier1) && suppliers.size > 1, 'the buyer sees several suppliers');
  const own = ok(await supplier1.entity('itemDraw', 'listByPage', { pageRows: 500 }));
  assert.ok(own.length > 0, 'supplier1 has materials');
  assert.deepEqual([...new Set(own.map((r: any) => r.supplierId))], [id.supplier1]);
  // Asking for another supplier's rows answers none.
  assert.equal(ok(await supplier1.entity('itemDraw', 'listByPage', { supplierId: id.supplier2 })).length, 0);
  const other = all.find((r: any) => r.supplierId !== id.supplier1);
  refused(await supplier1.entity('itemDraw', 'findById', { itemDrawId: other.itemDrawId }), 'NOT_FOUND', "another supplier's row");

  const asl = ok(await supplier1.call(`${ITEMS}/listByPageDrawPermission`, { pageRows: 500 }));
  assert.ok(asl.length > 0);
  assert.deepEqual([...new Set(asl.map((r: any) => `${r.supplierId}/${r.aslFlag}`))], [`${id.supplier1}/Y`]);
  const ordered = ok(await supplier1.call(`${ITEMS}/listOrderItemByPage`, { pageRows: 500 }));
  assert.ok(ordered.length > 0, 'supplier1 has released orders');
  assert.deepEqual([...new Set(ordered.map((r: any) => `${r.supplierId}/${r.orderedFlag}`))], [`${id.supplier1}/Y`]);
});

test(`[${dbKind}] materials by organisation: an organisation-limited user sees only its organisation`, async () => {
  const all = ok(await buyer.entity('organizationMaterial', 'listByPage', { pageRows: 500 }));
  assert.ok(all.some((r: any) => r.orgId === id.org));
  const row = all.find((r: any) => r.orgId === id.org && r.itemId === id.bearing);
  assert.ok(row, 'the manufacturing company sources bearings');
  assert.ok(Number(row.supplierCount) >= 1);
  const viaItems = ok(await buyer.call(`${ITEMS}/listMaterialItemAndOrgByPage`, { pageRows: 500 }));
  assert.equal(viaItems.length, all.length);

  const shanghai = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-SH'`);
  const limited = await limitedUser('bd_org', { allOrgFlag: 'N', orgs: [{ orgId: shanghai }] });
  const theirs = ok(await limited.call(`${ITEMS}/listMaterialItemAndOrgByPage`, { pageRows: 500 }));
  assert.ok(!theirs.some((r: any) => r.orgId !== shanghai), 'nothing of another organisation');
  assert.ok(all.length > theirs.length, 'fewer rows than an unlimited buyer');

  const buyable = ok(await buyer.call(`${ITEMS}/listByPagePermission`, { pageRows: 500 }));
  assert.ok(buyable.length > 0);
  assert.deepEqual([...new Set(buyable.map((r: any) => `${r.itemStatus}/${r.purchasingFlag}`))], ['ACTIVE/Y']);
});

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('data');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function doImport(token: string, content: Buffer, lang = 'CN') {
  const b = `srmimport${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="mappings.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `${MAPPING}/doImport`,
    headers: { ...(await signedHeaders(token, { 'x-srm-language': lang })), 'content-type': `multipart/form-data; boundary=${b}` },
    payload: body,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

const mappings = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM srm_base_item_mappings')).rows[0].n;
const code = async (supplierId: number) =>
  (await t.db.query<{ c: string }>('SELECT supplier_number AS c FROM srm_pos_supplier_info WHERE supplier_id = $1', [supplierId])).rows[0].c;

test(`[${dbKind}] ItemMapping doImport: by codes, all rows or none, failures naming row and field`, async () => {
  const s1 = await code(id.supplier1);
  const s2 = await code(id.supplier2);
  const header = ['*物料编码', '*供应商编码', '*供应商物料编码', '供应商物料名称', '是否有效'];
  const before = await mappings();

  const bad = await doImport(
    buyer.token,
    await workbook([header, ['M-100003', s1, 'HD-FL-01', '法兰盘', '是'], ['NO-SUCH', s2, 'LH-X', '无', '是'], ['M-100004', 'NOPE', '', '齿轮', '是']]),
  );
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.body.code, 'IMPORT_FAILED');
  assert.deepEqual(
    bad.body.data.errors.map((e: any) => e.line),
    [3, 4],
  );
  assert.match(bad.body.data.errors[0].message, /物料编码.*NO-SUCH/);
  assert.match(bad.body.data.errors[1].message, /供应商编码.*NOPE/);
  assert.equal(await mappings(), before, 'nothing written');

  // A row the save refuses (no supplier code of its own) fails through the entity's own checks, in English here.
  const refusedRow = await doImport(
    buyer.token,
    await workbook([header, ['M-100003', s1, 'HD-FL-01', '法兰盘', '是'], ['M-100004', s2, '', '齿轮', '是']]),
    'EN',
  );
  assert.equal(refusedRow.body.code, 'IMPORT_FAILED');
  assert.equal(refusedRow.body.data.errors[0].line, 3);
  assert.match(refusedRow.body.data.errors[0].message, /Supplier material code/);
  assert.equal(await mappings(), before, 'nothing written');

  const good = await doImport(buyer.token, await workbook([header, ['M-100003', s1, 'HD-FL-01', '法兰盘', '是'], ['M-100004', s2, 'LH-GR-04', '齿轮', '否']]));
  assert.equal(good.body.status, 'S', JSON.stringify(good.body));
  assert.equal(good.body.data.count, 2);
  const rows = ok(await buyer.entity('itemMapping', 'listByPage', { supplierItemCode_like: 'LH-GR-04' }));
  assert.equal(rows.length, 1);
  assert.equal(rows[0].itemId, id.gear);
  assert.equal(rows[0].supplierId, id.supplier2);
  assert.equal(rows[0].enabledFlag, 'N');
  assert.equal(await mappings(), before + 2);
});
