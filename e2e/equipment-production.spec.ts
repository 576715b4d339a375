/**
 * Equipment and production in the browser: 华东精密 (supplier1) reports the
 * finish of a welding step a day after it was planned; the buyer's main
 * supplier schedule then shows the step late, in red, in its chart and in
 * the table beside it. axe on the equipment screens of both.
 */
import { expect, test, type Page } from './fixtures.ts';
import { clickVisible, expectAccessible, fillCell, openMenu, panel, search, signIn, act, day, signedIn } from './helpers.ts';

/** Searches a list by a text filter, to one row: answers that row's link by its number's prefix. */
async function searchOne(page: Page, filter: string, value: string, prefix: RegExp) {
  const grid = await search(page, filter, value);
  await expect(grid).toContainText('共 1 条');
  return grid.getByText(prefix);
}

/** The schedule grid's row of a step, by its order and name: its state cell, which names both. */
const scheduleRow = (page: Page, poNumber: string, step: string) =>
  panel(page).getByTestId('schedule-table').locator(`[data-state][data-po="${poNumber}"][data-step="${step}"]`);

test('supplier1 reports a step finished late and the buyer’s main schedule shows it red', async ({ browser }) => {
  test.setTimeout(180_000);
  const [supplier, buyer] = await signedIn(browser, 'supplier1', 'buyer');

  // Before: the welding step of the demo's second order is overdue, not late.
  await openMenu(buyer, '主供应商排产');
  await expect(panel(buyer).getByTestId('schedule-chart').locator('canvas').first()).toBeVisible();
  const welding = panel(buyer).getByTestId('schedule-table').locator('[data-state][data-step="焊接"]');
  await expect(welding).toHaveCount(1);
  await expect(welding).toHaveAttribute('data-state', 'OVERDUE');
  const poNumber = ((await welding.getAttribute('data-po')) ?? '').trim();
  expect(poNumber).toMatch(/^PO-\d{8}-\d{4}$/);
  await expectAccessible(buyer, 'main supplier schedule');

  // The supplier opens that order's production progress and gives the step's actual finish: today, a day late.
  await openMenu(supplier, '生产进度');
  const list = panel(supplier).locator('srm-data-grid');
  await expect(list).toContainText(poNumber);
  await expectAccessible(supplier, 'production progress list');
  // A row opens from its number: the order's progress, found by the order.
  await clickVisible(await searchOne(supplier, '采购订单号', poNumber, /^SCJD-/));
  const form = panel(supplier);
  const steps = form.locator('[data-child=steps] srm-data-grid');
  // An editable grid: the step's name is the value of its cell.
  await expect(steps.getByLabel('工序', { exact: true }).nth(1)).toHaveValue('焊接');
  const finish = steps.getByLabel('实际完成', { exact: true }).nth(1);
  await fillCell(finish, day(0));
  await form.getByRole('button', { name: '保存' }).click();
  await expect(supplier.locator('srm-toast')).toContainText('保存成功');
  await expectAccessible(supplier, 'production progress edit');
  await act(supplier, '上报进度');
  await expect(form.locator('[data-field=reportStatus]')).toContainText('已上报');

  // The buyer's schedule: the step is late, red in the table and drawn red in the chart.
  await buyer.reload();
  await openMenu(buyer, '主供应商排产');
  const late = scheduleRow(buyer, poNumber, '焊接');
  await expect(late).toHaveAttribute('data-state', 'LATE');
  await expect(late).toContainText('延误');
  await expect(late.filter({ hasText: '延误' })).toHaveCSS('color', 'rgb(207, 19, 34)');
  const chart = panel(buyer).getByTestId('schedule-chart');
  await expect(chart.locator('canvas').first()).toBeVisible();
  const colours = await chart.evaluate((el) =>
    (el as unknown as { option: { series: { name: string; data: ({ itemStyle?: { color: string } } | string)[] }[] } }).option.series
      .find((s) => s.name === '实际')!
      .data.map((d) => (typeof d === 'string' ? null : (d.itemStyle?.color ?? null))),
  );
  const rows = panel(buyer).getByTestId('schedule-table').locator('[data-state]');
  const index = (await rows.evaluateAll((cells) => cells.map((c) => `${(c as HTMLElement).dataset.po} ${(c as HTMLElement).dataset.step}`))).findIndex(
    (t) => t.includes(poNumber) && t.includes('焊接'),
  );
  expect(colours[index]).toBe('#cf1322');
  await expectAccessible(buyer, 'main supplier schedule, late');
});

test('the buyer’s equipment screens pass axe', async ({ page }) => {
  // Six screens and seven axe runs: more than the default minute on two busy cores.
  test.setTimeout(150_000);
  await signIn(page, 'buyer');
  await openMenu(page, '设备采购合同');
  const contract = await searchOne(page, '合同名称', '数控车床刀塔改造', /^SBHT-/);
  await expectAccessible(page, '设备采购合同');
  await clickVisible(contract);
  await expect(panel(page).locator('[data-child=milestones] srm-data-grid')).toContainText('安装调试');
  await expectAccessible(page, 'contract record');
  for (const menu of ['设备档案', '备品备件', '生产进度', '运输与仓储']) {
    await openMenu(page, menu);
    await expect(panel(page).locator('srm-data-grid')).toContainText('共');
    await expectAccessible(page, menu);
  }
  await panel(page)
    .locator('srm-data-grid')
    .getByText(/^YSCC-/)
    .filter({ visible: true })
    .first()
    .click();
  await expect(panel(page).locator('[data-field=storageLocation]')).toContainText('上海工厂原料库A-03');
  await expectAccessible(page, 'carriage record');
});
