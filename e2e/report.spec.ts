/**
 * Dynamic reports in the browser: the administrator writes a report (its SQL
 * with a date-range parameter and no supplier filter), checks it, derives its
 * columns and publishes it to the buyers' and suppliers' menus; the buyer runs
 * it over a date range and exports it; supplier1 runs it and sees only 华东精密's
 * rows. The demo's 供应商订单明细, whose parameters are all optional, shows its rows
 * on open, and its date pickers (yyyy-MM-dd in both languages) filter them. axe on
 * the report screens.
 */
import { expect, test, type Locator } from './fixtures.ts';
import { addLine, childGrid, expectAccessible, fillCell, gridCell, openMenu, panel, signIn } from './helpers.ts';

type ReportRow = Record<string, unknown>;
/** The rows of the page the report's grid shows. */
const reportRows = (grid: Locator) => grid.evaluate((el) => (el as unknown as { getRows(): ReportRow[] }).getRows());

/** Types a date into an srm-date-picker and commits it as a user does (Enter). */
async function pickDate(picker: Locator, date: string): Promise<void> {
  const input = picker.locator('input').first();
  await input.fill(date);
  await input.press('Enter');
  await expect(picker).toHaveJSProperty('value', date);
}

const SQL = `SELECT h.po_number, h.supplier_name, h.total_amount, h.supplier_id
  FROM srm_po_headers h
 WHERE h.po_status IN ('RELEASED', 'CONFIRMED', 'CLOSED')
   AND h.creation_date::date BETWEEN coalesce(:orderDateFrom, DATE '2000-01-01') AND coalesce(:orderDateTo, DATE '2999-12-31')`;

test('the admin writes, checks and publishes a report, the buyer runs and exports it, supplier1 sees only its rows', async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  await openMenu(admin, '报表定义');
  await expect(panel(admin).locator('srm-data-grid')).toContainText('PO_BY_SUPPLIER');
  await expectAccessible(admin, 'report definitions');
  await panel(admin).getByRole('button', { name: /新增/ }).click();
  const form = panel(admin);
  await form.locator('[data-field=reportCode] input').fill('E2E_ORDER_DATES');
  await form.locator('[data-field=reportName] input').fill('订单日期报表');
  await form.locator('[data-field=sqlScript] textarea').fill(SQL);
  await addLine(admin, 'parameters');
  const params = childGrid(admin, 'parameters');
  await fillCell(gridCell(params, '参数名', 'last'), 'orderDate');
  await fillCell(gridCell(params, '参数标题', 'last'), '下单日期');
  await gridCell(params, '参数类型', 'last').selectOption('DATE_RANGE');
  await form.locator('.edit-header').getByRole('button', { name: '保存', exact: true }).click();
  await expect(admin.locator('srm-toast')).toContainText('保存成功');
  await form.getByTestId('report-check').click();
  await expect(form.getByTestId('report-designer-message')).toContainText('SQL校验通过，返回4列');
  await form.getByTestId('report-derive').click();
  await expect(form.getByTestId('report-designer-message')).toContainText('已根据数据库描述更新列');
  await form.getByTestId('publish-role-BUYER').check();
  await form.getByTestId('publish-role-SUPPLIER').check();
  await form.getByTestId('report-publish').click();
  await expect(form.getByTestId('report-designer-message')).toContainText('viewDynamicReport/E2E_ORDER_DATES');
  await expectAccessible(admin, 'report definition edit');

  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '订单日期报表');
  const report = panel(buyer).getByTestId('dynamic-report');
  await pickDate(report.getByTestId('param-orderDateFrom'), '2000-01-01');
  await pickDate(report.getByTestId('param-orderDateTo'), '2999-12-31');
  await report.getByTestId('report-run').click();
  const all = report.getByTestId('report-table');
  await expect(all.locator('vaadin-grid-cell-content', { hasText: '华东精密机械有限公司' }).first()).toBeVisible();
  // The buyer reads every supplier's orders: what supplier1 is kept from below is there.
  const suppliers = [...new Set((await reportRows(all)).map((r) => String(r.supplier_name)))];
  expect(suppliers).toContain('华东精密机械有限公司');
  expect(suppliers.length).toBeGreaterThan(1);
  await expectAccessible(buyer, 'dynamic report');
  const download = buyer.waitForEvent('download');
  await report.getByTestId('report-export').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier1');
  await openMenu(supplier, '订单日期报表');
  const own = panel(supplier).getByTestId('dynamic-report');
  await own.getByTestId('report-run').click();
  const rows = own.getByTestId('report-table');
  await expect(rows.locator('vaadin-grid-cell-content', { hasText: '华东精密机械有限公司' }).first()).toBeVisible();
  const names = [...new Set((await reportRows(rows)).map((r) => String(r.supplier_name)))];
  expect(names).toEqual(['华东精密机械有限公司']);
  await expectAccessible(supplier, 'dynamic report (supplier)');
});

test('供应商订单明细 shows its rows on open, and a date picked filters them, in Chinese and in English', async ({ page }) => {
  await signIn(page, 'buyer');
  await openMenu(page, '供应商订单明细');
  const report = panel(page).getByTestId('dynamic-report');
  const grid = report.getByTestId('report-table');
  // Every parameter is optional: the rows are there without pressing 查询.
  await expect.poll(async () => (await reportRows(grid)).length).toBeGreaterThan(1);
  const before = await reportRows(grid);
  const day = String(before[0].order_date).slice(0, 10);
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The grid shows the order date as the SPEC writes it.
  await expect(grid.locator('vaadin-grid-cell-content', { hasText: day }).first()).toBeVisible();
  expect(new Set(before.map((r) => String(r.order_date).slice(0, 10))).size).toBeGreaterThan(1);
  const from = report.getByTestId('param-orderDateFrom');
  await pickDate(from, day);
  await pickDate(report.getByTestId('param-orderDateTo'), day);
  await expect(from.locator('input').first()).toHaveValue(day);
  await report.getByTestId('report-run').click();
  await expect.poll(async () => [...new Set((await reportRows(grid)).map((r) => String(r.order_date).slice(0, 10)))]).toEqual([day]);
  await expectAccessible(page, 'dynamic report on open');

  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await openMenu(page, 'Orders by supplier');
  const en = panel(page).getByTestId('dynamic-report');
  await expect(en.getByTestId('report-table')).toContainText('Order number');
  await expect.poll(async () => (await reportRows(en.getByTestId('report-table'))).length).toBeGreaterThan(0);
  const enFrom = en.getByTestId('param-orderDateFrom');
  await pickDate(enFrom, day);
  // yyyy-MM-dd in English as well, never mm/dd/yyyy.
  await expect(enFrom.locator('input').first()).toHaveValue(day);
});
