/**
 * The keyword of listByPage, which reference pickers search with: it looks in the
 * target's code and name fields (derived from the definition), in SQL, within the
 * caller's scope, and finds a row far beyond the first page of a large table.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { searchFieldsOf } from '@srm/domain/entity/search.ts';
import { dbKind, setup } from './helper.ts';

const t = await setup();
const buyer = await t.login('buyer');
const supplier1 = await t.login('supplier1');

// 1,200 materials after the demo's, so the one looked for is far past any first page.
await t.db.exec(`
  INSERT INTO srm_base_items (item_code, item_name, uom_code, item_status, purchasing_flag, enabled_asl)
  SELECT 'KW-' || lpad(g::text, 5, '0'), '测试物料' || g || CASE WHEN g = 1187 THEN ' 钛合金螺栓' ELSE '' END, 'PCS', 'ACTIVE', 'Y', 'N'
  FROM generate_series(1, 1200) g`);

test(`[${dbKind}] the search fields come from the definition: code, title, like filters`, () => {
  assert.deepEqual([...searchFieldsOf(getEntity('materialItem'))], ['itemCode', 'itemName']);
  assert.deepEqual([...searchFieldsOf(getEntity('supplierInfo'))], ['supplierNumber', 'supplierName']);
});

test(`[${dbKind}] a keyword finds a material by part of its code or of its name, past the 500th row`, async () => {
  const byCode = await buyer.entity('materialItem', 'listByPage', { pageIndex: 1, pageRows: 20, keyword: 'KW-01187' });
  assert.equal(byCode.body.status, 'S', byCode.body.msg);
  assert.deepEqual(
    byCode.body.data.map((r: any) => r.itemCode),
    ['KW-01187'],
  );

  const byName = await buyer.entity('materialItem', 'listByPage', { pageIndex: 1, pageRows: 20, keyword: '钛合金' });
  assert.deepEqual(
    byName.body.data.map((r: any) => r.itemCode),
    ['KW-01187'],
  );

  const lower = await buyer.entity('materialItem', 'listByPage', { pageIndex: 1, pageRows: 20, keyword: 'kw-0118' });
  assert.equal(lower.body.count, 10, 'case does not matter: KW-01180 to KW-01189');
});

test(`[${dbKind}] a keyword is plain text: % and _ match only themselves`, async () => {
  const all = await buyer.entity('materialItem', 'listByPage', { pageIndex: 1, pageRows: 20, keyword: '%' });
  assert.equal(all.body.status, 'S');
  assert.equal(all.body.count, 0);
  const blank = await buyer.entity('materialItem', 'listByPage', { pageIndex: 1, pageRows: 20, keyword: '   ', exactCount: true });
  assert.ok(blank.body.count! > 1200, 'a blank keyword filters nothing');
});

test(`[${dbKind}] a supplier's keyword search never reaches another supplier`, async () => {
  const own = await supplier1.entity('supplierInfo', 'listByPage', { pageIndex: 1, pageRows: 20 });
  assert.equal(own.body.data.length, 1);
  const ownName = own.body.data[0].supplierName as string;
  const other = await buyer.entity('supplierInfo', 'listByPage', { pageIndex: 1, pageRows: 50, keyword: '有限公司' });
  assert.ok(other.body.data.length > 1, 'the buyer finds several suppliers with this keyword');
  const scoped = await supplier1.entity('supplierInfo', 'listByPage', { pageIndex: 1, pageRows: 50, keyword: '有限公司' });
  assert.deepEqual(
    scoped.body.data.map((r: any) => r.supplierName),
    other.body.data.map((r: any) => r.supplierName).filter((n: string) => n === ownName),
  );
  const otherName = other.body.data.find((r: any) => r.supplierName !== ownName).supplierName as string;
  const none = await supplier1.entity('supplierInfo', 'listByPage', { pageIndex: 1, pageRows: 20, keyword: otherName });
  assert.equal(none.body.count, 0);
});

test(`[${dbKind}] a bad keyword is a field error in the user's language`, async () => {
  const long = await buyer.entity('materialItem', 'listByPage', { keyword: 'x'.repeat(201) }, { lang: 'EN' });
  assert.equal(long.statusCode, 400);
  assert.equal(long.body.errors?.[0].field, 'keyword');
  assert.match(long.body.errors![0].message, /at most 200/);
  const typed = await buyer.entity('materialItem', 'listByPage', { keyword: 5 });
  assert.equal(typed.statusCode, 400);
  assert.equal(typed.body.errors?.[0].field, 'keyword');
  // An entity without text fields to look in refuses the keyword by name.
  const none = await buyer.entity('exchangeRate', 'listByPage', { keyword: 'x' });
  assert.equal(none.statusCode, 400);
  assert.equal(none.body.errors?.[0].field, 'keyword');
});
