/**
 * Data permissions: a buyer limited to one organisation lists, finds, counts,
 * exports and acts on nothing of another, and cannot save into one; limits by
 * purchase category and (for internal users) supplier work the same way; a user
 * without data permissions sees everything; a change applies on the next call.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { excel } from '../src/excel/exceljs.ts';
import { dbKind, setup, signedHeaders } from './helper.ts';
import { act, day, ids, ok, refused } from './purchase-kit.ts';

const ExcelJS = excel();

const t = await setup();
const id = await ids(t);
const admin = await t.login('admin');
const buyer = await t.login('buyer');
const one = async (sql: string, p: unknown[] = []) => Number((await t.db.query<{ id: number }>(sql, p)).rows[0].id);
const shanghai = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-SH'`);
const buyerResp = await one(`SELECT resp_id AS id FROM saaf_responsibilitys WHERE resp_code = 'BUYER_RESP'`);
const PASSWORD = 'Limited@2026';
const limitedUser = ok(await admin.entity('user', 'saveOrUpdate', { userName: 'dp_buyer', password: PASSWORD, userFullName: '上海采购', userType: 'INSIDE' }));
ok(await admin.entity('userResponsibility', 'saveOrUpdate', { userId: limitedUser.userId, respId: buyerResp }));
const limited = await t.login({ userName: 'dp_buyer', password: PASSWORD });

// An order of the Shanghai plant beside the demo's orders of the manufacturing company.
const shOrder = ok(
  await buyer.entity('purOrder', 'saveOrUpdate', {
    supplierId: id.supplier2,
    orgId: shanghai,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    lines: [{ lineNumber: 1, itemId: id.gear, quantity: 5, taxPrice: 20, needByDate: day(10) }],
  }),
);
const [mfgOrder] = ok(await buyer.entity('purOrder', 'listByPage', { orgId: id.org, poStatus: 'DRAFT', pageRows: 1 }));
assert.ok(mfgOrder, 'the demo has a draft order of the manufacturing company');

const authorisation = ok(
  await admin.entity('userAuthorisation', 'saveOrUpdate', {
    userId: limitedUser.userId,
    allOrgFlag: 'N',
    allCategoryFlag: 'Y',
    allSupplierFlag: 'Y',
    orgs: [{ orgId: shanghai }],
  }),
);

test(`[${dbKind}] a buyer limited to one organisation lists, finds, counts, exports and acts on nothing of another`, async () => {
  const rows = ok(await limited.entity('purOrder', 'listByPage', { pageRows: 500, exactCount: true }));
  assert.ok(rows.length >= 1, 'sees the Shanghai order');
  assert.deepEqual([...new Set(rows.map((r: any) => r.orgId))], [shanghai]);
  assert.ok(
    rows.some((r: any) => r.poHeaderId === shOrder.poHeaderId),
    'sees the order of their organisation',
  );
  const count = await limited.entity('purOrder', 'listCount', { exactCount: true });
  assert.equal(ok(count).count, rows.length);
  const all = await buyer.entity('purOrder', 'listCount', { exactCount: true });
  assert.ok(ok(all).count > rows.length, 'an unlimited buyer sees more');
  refused(await limited.entity('purOrder', 'findById', { poHeaderId: mfgOrder.poHeaderId }), 'NOT_FOUND');
  refused(await act(limited, 'purOrder', 'submit', mfgOrder.poHeaderId), 'NOT_FOUND', 'acting on another organisation');
  refused(await limited.entity('purOrder', 'delete', { poHeaderId: mfgOrder.poHeaderId }), 'NOT_FOUND');
  // Lines reach the limit through their order.
  const lines = ok(await limited.entity('purOrderLine', 'listByPage', { pageRows: 500 }));
  assert.ok(lines.length >= 1);
  assert.ok(
    lines.every((l: any) => rows.some((r: any) => r.poHeaderId === l.poHeaderId)),
    'only lines of visible orders',
  );
  // The export runs the same list.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/exportServer/v1/exportExcelRestful/exportExcel',
    headers: await signedHeaders(limited.token),
    payload: JSON.stringify({ requestUrl: '/api/srmServer/v1/srmPoHeadersRestful/listByPage', requestParams: {}, columns: ['poNumber', 'orgName'] }),
  });
  assert.equal(res.statusCode, 200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const exported: string[] = [];
  wb.worksheets[0].eachRow((row, n) => n > 1 && exported.push(String((row.values as unknown[])[1])));
  assert.deepEqual(exported.sort(), rows.map((r: any) => r.poNumber).sort());
});

test(`[${dbKind}] a save naming an organisation outside the permissions is refused, naming the field, and writes nothing`, async () => {
  const before = await one('SELECT count(*) AS id FROM srm_po_headers');
  const res = await limited.entity(
    'purOrder',
    'saveOrUpdate',
    {
      supplierId: id.supplier1,
      orgId: id.org,
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      lines: [{ lineNumber: 1, itemId: id.gear, quantity: 1, taxPrice: 1, needByDate: day(10) }],
    },
    { lang: 'EN' },
  );
  refused(res, 'VALIDATION');
  assert.equal(res.body.errors?.[0].field, 'orgId');
  assert.match(res.body.errors?.[0].message ?? '', /outside your data permissions/);
  assert.equal(await one('SELECT count(*) AS id FROM srm_po_headers'), before);
  // Pickers offer only the organisations the user may use.
  const orgs = ok(await limited.entity('organization', 'listByPage', { pageRows: 50 }));
  assert.deepEqual(
    orgs.map((o: any) => o.orgId),
    [shanghai],
  );
});

test(`[${dbKind}] limits by purchase category and by supplier, and a change applies on the next call`, async () => {
  const machined = await one(`SELECT category_id AS id FROM srm_base_categories WHERE category_code = '1001'`);
  const current = ok(await admin.entity('userAuthorisation', 'findById', { authorisationId: authorisation.authorisationId }));
  ok(
    await admin.entity('userAuthorisation', 'saveOrUpdate', {
      authorisationId: current.authorisationId,
      versionNum: current.versionNum,
      allOrgFlag: 'Y',
      allCategoryFlag: 'N',
      allSupplierFlag: 'N',
      categories: [{ categoryId: machined }],
      suppliers: [{ supplierId: id.supplier1 }],
    }),
  );
  const items = ok(await limited.entity('materialItem', 'listByPage', { pageRows: 500 }));
  assert.ok(items.length >= 1);
  assert.deepEqual([...new Set(items.map((i: any) => i.categoryId))], [machined]);
  // Another category's material: not found, not editable, not exported; a new one of that category refused.
  const other = await one(`SELECT item_id AS id FROM srm_base_items WHERE category_id <> $1 LIMIT 1`, [machined]);
  refused(await limited.entity('materialItem', 'findById', { itemId: other }), 'NOT_FOUND');
  refused(await limited.entity('materialItem', 'delete', { itemId: other }), 'NOT_FOUND');
  const electronic = await one(`SELECT category_id AS id FROM srm_base_categories WHERE category_code = '1002'`);
  const wrongCategory = await limited.entity('materialItem', 'saveOrUpdate', {
    itemCode: 'DP-1',
    itemName: '越权物料',
    uomCode: 'PCS',
    categoryId: electronic,
  });
  refused(wrongCategory, 'VALIDATION');
  assert.ok(
    wrongCategory.body.errors?.some((e) => e.field === 'categoryId' && e.code === 'rule.dataScope'),
    JSON.stringify(wrongCategory.body.errors),
  );
  const suppliers = ok(await limited.entity('supplierInfo', 'listByPage', { pageRows: 50 }));
  assert.deepEqual(
    suppliers.map((s: any) => s.supplierId),
    [id.supplier1],
  );
  const orders = ok(await limited.entity('purOrder', 'listByPage', { pageRows: 500 }));
  assert.ok(orders.length >= 1, 'all organisations now, one supplier');
  assert.deepEqual([...new Set(orders.map((o: any) => o.supplierId))], [id.supplier1]);
  refused(await limited.entity('purOrder', 'findById', { poHeaderId: shOrder.poHeaderId }), 'NOT_FOUND', "supplier2's order");
  // The admin removes the permissions: everything again, at once.
  ok(await admin.entity('userAuthorisation', 'delete', { authorisationId: current.authorisationId }));
  ok(await limited.entity('purOrder', 'findById', { poHeaderId: shOrder.poHeaderId }));
  assert.equal(
    ok(await limited.entity('purOrder', 'listCount', { exactCount: true })).count,
    ok(await buyer.entity('purOrder', 'listCount', { exactCount: true })).count,
  );
  assert.equal(getEntity('userAuthorisation').scope?.dataScope, false);
});
