/**
 * Paging a list by keyset (`after` / `before` a row) lands on the same rows as
 * paging by number, in every order a user can pick (nullable columns, mixed
 * directions), and the totals kept between calls follow every write.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, eventually, setup, type Client, type TestContext } from './helper.ts';

const t: TestContext = await setup();
let buyer: Client;
const ROWS = 57;

before(async () => {
  buyer = await t.login('buyer');
  // Specifications repeat and are missing on every fifth row: ties and NULLs for the keyset to get right.
  await t.db.query(
    `INSERT INTO srm_base_items (item_code, item_name, specification, uom_code, item_status, purchasing_flag, enabled_asl)
     SELECT 'KS-' || lpad(g::text, 3, '0'), 'keyset ' || g, CASE WHEN g % 5 = 0 THEN NULL ELSE 'spec ' || (g % 4) END, 'PCS', 'ACTIVE', 'Y', 'N'
       FROM generate_series(1, ${ROWS}) g`,
  );
});

const keysOf = (rows: { itemId: number }[]) => rows.map((r) => r.itemId);

async function byNumber(sort: string[], pageIndex: number) {
  return (await buyer.entity('materialItem', 'listByPage', { itemCode_like: 'KS-', sort, pageIndex, pageRows: 10 })).body;
}

for (const sort of [
  ['itemCode'],
  ['specification'],
  ['-specification'],
  ['specification', '-itemName'],
  ['-specification', 'itemName', '-creationDate'],
  ['-creationDate'],
]) {
  test(`[${dbKind}] next and previous by keyset give the pages by number, sorted by ${sort.join(', ')}`, async () => {
    const pages: number[][] = [];
    for (let p = 1; p <= 6; p++) pages.push(keysOf((await byNumber(sort, p)).data));
    assert.equal(pages.flat().length, ROWS, 'six pages of ten hold every row once');
    assert.equal(new Set(pages.flat()).size, ROWS);

    let page = await byNumber(sort, 1);
    for (let p = 2; p <= 6; p++) {
      const last = page.data.at(-1).itemId;
      page = (await buyer.entity('materialItem', 'listByPage', { itemCode_like: 'KS-', sort, pageIndex: p, pageRows: 10, after: last })).body;
      assert.deepEqual(keysOf(page.data), pages[p - 1], `page ${p} after the last row of page ${p - 1}`);
      assert.equal((page as any).hasNext, p < 6);
      assert.equal((page as any).hasPrevious, true);
    }
    for (let p = 5; p >= 1; p--) {
      const first = page.data[0].itemId;
      page = (await buyer.entity('materialItem', 'listByPage', { itemCode_like: 'KS-', sort, pageIndex: p, pageRows: 10, before: first })).body;
      assert.deepEqual(keysOf(page.data), pages[p - 1], `page ${p} before the first row of page ${p + 1}`);
      assert.equal((page as any).hasPrevious, p > 1);
      assert.equal((page as any).hasNext, true);
    }
  });
}

test(`[${dbKind}] a cursor row deleted meanwhile: the page number still finds the page`, async () => {
  const one = await byNumber(['itemCode'], 1);
  const two = await byNumber(['itemCode'], 2);
  const gone = one.data.at(-1).itemId;
  await t.db.query('DELETE FROM srm_base_items WHERE item_id = $1', [gone]);
  const page = (await buyer.entity('materialItem', 'listByPage', { itemCode_like: 'KS-', sort: ['itemCode'], pageIndex: 2, pageRows: 10, after: gone })).body;
  assert.equal(page.status, 'S');
  const now = keysOf((await byNumber(['itemCode'], 2)).data);
  assert.deepEqual(keysOf(page.data), now);
  assert.notDeepEqual(now, keysOf(two.data), 'page 2 moved up a row');
});

test(`[${dbKind}] a cursor names a row the caller may see, or pages by number`, async () => {
  const none = (await buyer.entity('supplierInfo', 'listCount', { groupBy: 'supplierStatus', supplierName: '没有这家供应商' })).body.data;
  assert.deepEqual(none, { count: 0, groups: [] }, 'the filters apply before grouping');
  const supplier = await t.login('supplier1');
  const other = await t.login('supplier2');
  const theirs = (await other.entity('purOrder', 'listByPage', { pageRows: 1 })).body.data;
  assert.equal(theirs.length, 1, 'supplier2 has a released order');
  const mine = await supplier.entity('purOrder', 'listByPage', { pageRows: 50, pageIndex: 1 });
  const viaForeign = await supplier.entity('purOrder', 'listByPage', { pageRows: 50, pageIndex: 1, after: theirs[0].poHeaderId });
  assert.deepEqual(keysOf2(viaForeign.body.data), keysOf2(mine.body.data), "another supplier's order is no place to start from: page 1 by number");
});

const keysOf2 = (rows: { poHeaderId: number }[]) => rows.map((r) => r.poHeaderId);

test(`[${dbKind}] after and before together, a cursor that is no key, or a sort by four columns are refused naming the field`, async () => {
  const both = await buyer.entity('materialItem', 'listByPage', { after: 1, before: 2 }, { lang: 'EN' });
  assert.equal(both.body.errors?.[0].field, 'before');
  assert.match(both.body.errors![0].message, /either after or before/);
  const bad = await buyer.entity('materialItem', 'listByPage', { after: 'x' }, { lang: 'CN' });
  assert.equal(bad.body.errors?.[0].field, 'after');
  assert.match(bad.body.errors![0].message, /类型错误/);
  const wide = await buyer.entity('materialItem', 'listByPage', { sort: ['itemCode', 'itemName', 'specification', 'uomCode'] }, { lang: 'EN' });
  assert.equal(wide.body.errors?.[0].field, 'sort');
  assert.match(wide.body.errors![0].message, /at most 3 columns/);
});

test(`[${dbKind}] a kept total follows saves through the API and writes from elsewhere`, async () => {
  const count = async () => (await buyer.entity('materialItem', 'listCount', { itemCode_like: 'KS-' })).body.data.count as number;
  const before = await count();
  assert.equal(await count(), before, 'asked twice, the same total');
  const saved = await buyer.entity('materialItem', 'saveOrUpdate', { itemCode: 'KS-NEW', itemName: 'keyset new', uomCode: 'PCS', itemStatus: 'ACTIVE' });
  assert.equal(saved.body.status, 'S', saved.body.msg);
  assert.equal(await count(), before + 1, 'a save on this process is counted at once');
  await t.db.query(`DELETE FROM srm_base_items WHERE item_code = 'KS-NEW'`);
  assert.equal(await eventually(count, (n) => n === before), before, 'a write outside the engine is heard without another save');
});

test(`[${dbKind}] the to-do list answers the 999 rows SPEC's home asks for; other lists stop at 500, saying so`, async () => {
  const todo = await buyer.entity('interiorPending', 'listByPage', { pageIndex: 1, pageRows: 999, handleFlag: 'N' });
  assert.equal(todo.body.status, 'S', todo.body.msg);
  const items = await buyer.entity('materialItem', 'listByPage', { pageIndex: 1, pageRows: 999 }, { lang: 'EN' });
  assert.equal(items.body.code, 'PAGE_ROWS');
  assert.match(items.body.msg, /between 1 and 500/);
  const tooMany = await buyer.entity('interiorPending', 'listByPage', { pageIndex: 1, pageRows: 1000 }, { lang: 'CN' });
  assert.match(tooMany.body.msg, /1到999/);
});

test(`[${dbKind}] listCount with groupBy counts each value (one call for a chart's bars) within the caller's scope`, async () => {
  const all = (await buyer.entity('supplierInfo', 'listCount', { exactCount: true })).body.data;
  const grouped = (await buyer.entity('supplierInfo', 'listCount', { groupBy: 'supplierStatus' })).body.data;
  assert.ok(
    grouped.groups.some((g: { value: string; count: number }) => g.value === 'EFFECTIVE' && g.count > 0),
    'the demo suppliers are in effect',
  );
  assert.equal(
    grouped.groups.reduce((n: number, g: { count: number }) => n + g.count, 0),
    all.count,
  );
  const none = (await buyer.entity('supplierInfo', 'listCount', { groupBy: 'supplierStatus', supplierName: '没有这家供应商' })).body.data;
  assert.deepEqual(none, { count: 0, groups: [] }, 'the filters apply before grouping');
  const supplier = await t.login('supplier1');
  const own = (await supplier.entity('supplierInfo', 'listCount', { groupBy: 'supplierStatus' })).body.data;
  assert.equal(own.count, 1, 'a supplier counts only itself');
  const bad = await buyer.entity('supplierInfo', 'listCount', { groupBy: 'password' }, { lang: 'EN' });
  assert.equal(bad.body.errors?.[0].field, 'groupBy');
});
