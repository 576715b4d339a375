/**
 * The spend cube (entities/spend/SPEND.md): figures on orders constructed in
 * months of their own (March and April 2019, far from the demo's year), read
 * through the calls after a refresh: pivot sums per measure, the Pareto count,
 * coverage, the Herfindahl index and single source, drill rows matching a
 * cell; suppliers and experts refused; a buyer limited to the Shanghai plant
 * sees only its spend; bad input named by field.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HEADERS } from '@srm/domain/client/headers.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { excel } from '../src/excel/exceljs.ts';
import { refreshSummary } from '../src/engine/summaries.ts';
import { setup, signedHeaders } from './helper.ts';

const t = await setup();
const one = async (sql: string, p: unknown[] = []) => Number((await t.db.query<{ id: number }>(sql, p)).rows[0].id);
const org = (code: string) => one('SELECT org_id AS id FROM saaf_institution WHERE org_code = $1', [code]);
const category = (code: string) => one('SELECT category_id AS id FROM srm_base_categories WHERE category_code = $1', [code]);
const [mfg, sh] = [await org('XC-MFG'), await org('XC-SH')];
const [c1, c2] = [await category('1001'), await category('1002')];
const suppliers = (await t.db.query<{ id: number }>('SELECT supplier_id AS id FROM srm_pos_supplier_info ORDER BY supplier_id LIMIT 5')).rows.map((r) =>
  Number(r.id),
);
const [A, B, C] = [suppliers[2], suppliers[3], suppliers[4]];

/** An order with its lines, as the documents would have it once in `status`. */
async function order(supplier: number, orgId: number, status: string, date: string, rate: number, lines: [number, number, number, number, string, string][]) {
  const h = await one(
    `INSERT INTO srm_po_headers (po_number, supplier_id, supplier_number, supplier_name, org_id, org_name, currency_code, exchange_rate, po_status, creation_date)
     SELECT $1, s.supplier_id, s.supplier_number, s.supplier_name, o.org_id, o.org_name, $4, $5, $6, $7::timestamptz
       FROM srm_pos_supplier_info s, saaf_institution o WHERE s.supplier_id = $2 AND o.org_id = $3 RETURNING po_header_id AS id`,
    [`SPEND-T-${date}-${supplier}-${status}`, supplier, orgId, rate === 1 ? 'CNY' : 'USD', rate, status, `${date}T09:00:00+08:00`],
  );
  const ids: number[] = [];
  for (const [i, [cat, qty, price, received, source, lineStatus]] of lines.entries())
    ids.push(
      await one(
        `INSERT INTO srm_po_lines (po_header_id, line_number, category_id, category_name, quantity, tax_price, line_amount, received_qty, price_source, line_status, item_code)
         SELECT $1, $2, c.category_id, c.category_name, $4::numeric, $5::numeric, $4::numeric * $5::numeric, $6::numeric, $7, $8, 'T-ITEM' FROM srm_base_categories c WHERE c.category_id = $3 RETURNING po_line_id AS id`,
        [h, i + 1, cat, qty, price, received, source, lineStatus],
      ),
    );
  return { header: h, lines: ids };
}
async function invoice(status: string, poLine: number, amount: number) {
  const i = await one(`INSERT INTO srm_fin_invoices (invoice_number, invoice_status, supplier_id) VALUES ($1, $2, $3) RETURNING invoice_id AS id`, [
    `T-${status}-${poLine}`,
    status,
    B,
  ]);
  await t.db.query('INSERT INTO srm_fin_invoice_lines (invoice_id, line_number, po_line_id, total_amount) VALUES ($1, 1, $2, $3)', [i, poLine, amount]);
}

// A (MFG): 10 × 100 under an agreement, half received. B (MFG, USD at 7): 10 × 10 by hand, all received, 50 invoiced and confirmed.
// A (Shanghai, April): 3,000 at an inquiry's award, and a cancelled line. C: a draft, which is no spend.
const o1 = await order(A, mfg, 'APPROVED', '2019-03-05', 1, [[c1, 10, 100, 5, 'AGREEMENT', 'OPEN']]);
const o2 = await order(B, mfg, 'CONFIRMED', '2019-03-20', 7, [[c1, 10, 10, 10, 'MANUAL', 'OPEN']]);
await order(A, sh, 'RELEASED', '2019-04-10', 1, [
  [c2, 30, 100, 0, 'INQUIRY', 'OPEN'],
  [c2, 1, 9999, 0, 'MANUAL', 'CANCELLED'],
]);
await order(C, mfg, 'DRAFT', '2019-03-08', 1, [[c1, 50, 100, 0, 'MANUAL', 'DRAFT']]);
await invoice('CONFIRMED', o2.lines[0], 50);
await invoice('SUBMITTED', o1.lines[0], 999);
for (const name of ['spendCube', 'spendCubeAllOrgs']) await t.db.transaction((tx) => refreshSummary(tx, t.db.dialect, getEntity(name)));

const PERIOD = { periodFrom: '2019-03', periodTo: '2019-04' };
const BASE = '/api/srmServer/v1/srmSpendCubeRestful';
const buyer = await t.login('buyer');
const data = async (client: typeof buyer, call: string, body: Record<string, unknown>) => {
  const res = await client.call(`${BASE}/${call}`, body);
  assert.equal(res.body.status, 'S', `${call}: ${res.body.msg}`);
  return res.body.data;
};
const cellOf = (p: any, row: number, column: number | string) => p.cells.find((c: any) => c.row === String(row) && c.column === String(column))?.value;

test('the pivot sums committed lines in CNY per measure, leaving drafts and cancelled lines out', async () => {
  const p = await data(buyer, 'pivot', { ...PERIOD, rows: 'supplier', columns: 'category' });
  assert.deepEqual(
    p.rows.map((r: any) => [Number(r.key), r.total]),
    [
      [A, 4000],
      [B, 700],
    ],
  );
  assert.equal(cellOf(p, A, c1), 1000);
  assert.equal(cellOf(p, A, c2), 3000);
  assert.equal(cellOf(p, B, c1), 700, 'the USD order at its exchange rate');
  assert.equal(p.total, 4700);
  const received = await data(buyer, 'pivot', { ...PERIOD, rows: 'supplier', measure: 'received' });
  assert.deepEqual(
    received.rows.map((r: any) => [Number(r.key), r.total]),
    [
      [B, 700],
      [A, 500],
    ],
  );
  const invoiced = await data(buyer, 'pivot', { ...PERIOD, rows: 'supplier', measure: 'invoiced' });
  assert.equal(invoiced.total, 350, 'only the confirmed invoice, at the order’s rate');
  const byMonth = await data(buyer, 'pivot', { ...PERIOD, rows: 'month', columns: 'org' });
  assert.deepEqual(
    byMonth.rows.map((r: any) => [r.key, r.total]),
    [
      ['2019-03', 1700],
      ['2019-04', 3000],
    ],
  );
  assert.equal(cellOf(byMonth, '2019-04' as never, sh), 3000);
});

test('Pareto, coverage and concentration', async () => {
  const pareto = await data(buyer, 'pareto', PERIOD);
  assert.equal(pareto.supplierCount, 2);
  assert.equal(pareto.count80, 1, 'A alone makes 4,000 of 4,700');
  const coverage = await data(buyer, 'coverage', PERIOD);
  assert.equal(coverage.covered, 4000);
  assert.equal(coverage.uncovered, 700);
  const conc = await data(buyer, 'concentration', PERIOD);
  const byCat = new Map(conc.categories.map((c: any) => [c.categoryId, c]));
  const machined: any = byCat.get(c1);
  // Shares 1000/1700 and 700/1700: HHI = (0.588² + 0.412²) × 10,000.
  assert.equal(machined.hhi, Math.round(((1000 / 1700) ** 2 + (700 / 1700) ** 2) * 10000));
  assert.equal(machined.singleSource, false);
  assert.equal(Math.round(machined.largestShare * 1000), Math.round((1000 / 1700) * 1000));
  const electronics: any = byCat.get(c2);
  assert.equal(electronics.hhi, 10000);
  assert.equal(electronics.singleSource, true);
});

test('a drill answers the lines behind the cell, summing to it', async () => {
  const p = await data(buyer, 'pivot', { ...PERIOD, rows: 'supplier', columns: 'category' });
  const drilled = await data(buyer, 'drill', { ...PERIOD, cell: { supplier: String(A), category: String(c1) } });
  assert.deepEqual(
    drilled.rows.map((r: any) => r.poLineId),
    o1.lines,
  );
  assert.equal(
    drilled.rows.reduce((s: number, r: any) => s + r.orderedAmount, 0),
    cellOf(p, A, c1),
  );
  const whole = await data(buyer, 'drill', { ...PERIOD, cell: { supplier: String(A) }, pageRows: 1 });
  assert.equal(whole.count, 2, 'the cancelled line is not behind the cell');
  assert.equal(whole.rows.length, 1);
  const covered = await data(buyer, 'drill', { ...PERIOD, cell: { covered: 'N' } });
  assert.deepEqual(
    covered.rows.map((r: any) => r.poLineId),
    o2.lines,
  );
  assert.equal(covered.rows[0].invoicedAmount, 350);
});

test('the export is the pivot as a workbook', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${BASE}/export`,
    headers: await signedHeaders(buyer.token, { [HEADERS.language]: 'EN' }),
    payload: JSON.stringify({ ...PERIOD, rows: 'supplier', columns: 'category' }),
  });
  assert.equal(res.statusCode, 200);
  const wb = new (excel().Workbook)();
  await wb.xlsx.load(res.rawPayload as never);
  const sheet = wb.worksheets[0];
  const last = sheet.getRow(sheet.rowCount).values as unknown[];
  assert.equal(last[last.length - 1], 4700, 'the grand total in the last cell');
});

test('suppliers and experts are refused; a buyer of the Shanghai plant sees its spend only', async () => {
  for (const who of ['supplier1', 'expert1'] as const) {
    const client = await t.login(who);
    for (const call of ['pivot', 'drill', 'pareto', 'export']) {
      const res = await client.call(`${BASE}/${call}`, PERIOD);
      assert.equal(res.statusCode, 403, `${who} ${call}`);
    }
    const list = await client.entity('spendCube', 'listByPage', {});
    assert.equal(list.statusCode, 403, `${who} lists no cell`);
  }
  const buyer2 = await t.login('buyer2');
  const p = await data(buyer2, 'pivot', { ...PERIOD, rows: 'supplier' });
  assert.deepEqual(
    p.rows.map((r: any) => [Number(r.key), r.total]),
    [[A, 3000]],
  );
  const drilled = await data(buyer2, 'drill', { ...PERIOD, cell: { supplier: String(A) } });
  assert.equal(drilled.count, 1);
  const pareto = await data(buyer2, 'pareto', PERIOD);
  assert.equal(pareto.total, 3000);
});

test('bad input is refused naming the field, in both languages', async () => {
  const zh = await buyer.call(`${BASE}/pivot`, { rows: 'colour' });
  assert.equal(zh.statusCode, 400);
  assert.equal(zh.body.errors?.[0].field, 'rows');
  const en = await buyer.call(`${BASE}/pivot`, { rows: 'supplier', columns: 'supplier' }, { lang: 'EN' });
  assert.equal(en.body.errors?.[0].field, 'columns');
  assert.match(en.body.errors![0].message, /same dimension/);
  const month = await buyer.call(`${BASE}/drill`, { periodFrom: '2019-13' }, { lang: 'EN' });
  assert.equal(month.body.errors?.[0].field, 'periodFrom');
  assert.match(month.body.errors![0].message, /month/);
});
