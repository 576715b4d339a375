/**
 * Supplier performance in the browser: the buyer makes a template (weights
 * not summing to 100 refused) and a scheme over the last quarter and collects
 * it, the evaluators (the buyer and the approver) score the manual
 * indicator from their to-do list, the buyer calculates and publishes, and
 * supplier1 reads its published result with the scores per indicator,
 * appeals one indicator, the buyer accepts with a corrected score and the
 * new total shows on both sides; the drill-down from a result's measure
 * reaches a delivery note.
 */
import { expect, test, type Page } from './fixtures.ts';
import {
  addLine,
  childGrid,
  clickVisible,
  expectAccessible,
  fillCell,
  gridCell,
  openMenu,
  panel,
  pickRecord,
  signIn,
  day,
  fillDate,
  pickField,
} from './helpers.ts';

/** Runs a header action of the open record and waits for the state it leads to. */
async function headerAction(page: Page, button: string, state: string): Promise<void> {
  const doc = panel(page);
  await doc.locator('.edit-header').getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(doc.locator('.edit-header')).toContainText(state);
}

/** Scores each of the evaluator's rows of the scheme from the manual scoring list. */
async function scoreAll(page: Page, schemeNumber: string, scores: string[]): Promise<void> {
  for (const [i, score] of scores.entries()) {
    await openMenu(page, '人工评分');
    const grid = panel(page).locator('srm-data-grid');
    if (i === 0) await expectAccessible(page, 'manual scoring list');
    // Newest first: this scheme's rows lead; a row opens from its title, the indicator.
    await expect(grid.getByText(schemeNumber).filter({ visible: true }).first()).toBeVisible();
    await grid.getByText('服务配合度', { exact: true }).filter({ visible: true }).nth(i).click();
    const doc = panel(page);
    await expect(doc.locator('[data-field=indicatorName]')).toContainText('服务配合度');
    await doc.locator('.edit-header').getByRole('button', { name: '评分', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('得分').fill(score);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(doc.locator('.edit-header')).toContainText('已评分');
  }
}

async function addIndicator(page: Page, name: string, weight: string) {
  await addLine(page, 'lines');
  const grid = childGrid(page, 'lines');
  await pickRecord(page, grid.getByRole('button', { name: '绩效指标', exact: true }).last(), name, name);
  await fillCell(gridCell(grid, '权重(%)', 'last'), weight);
}

async function addGrade(page: Page, grade: string, from: string) {
  await addLine(page, 'grades');
  const grid = childGrid(page, 'grades');
  await gridCell(grid, '等级', 'last').selectOption(grade);
  await fillCell(gridCell(grid, '最低得分', 'last'), from);
}

async function save(page: Page) {
  await panel(page).locator('.edit-header').getByRole('button', { name: '保存', exact: true }).click();
}

test('the buyer sets up a template and a scheme over the last quarter; it is collected, scored by its evaluators, calculated and published; supplier1 reads its result', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const tag = Date.now().toString(36);
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '绩效指标');
  await expect(panel(buyer).locator('srm-data-grid')).toContainText('准时交货率');
  await expectAccessible(buyer, 'indicator list');

  // A template of the buyer's own: two automatic indicators and the manual one, weighted.
  await openMenu(buyer, '绩效模板');
  await expect(panel(buyer).locator('srm-data-grid')).toContainText('供应商季度绩效模板');
  await expectAccessible(buyer, 'template list');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const template = panel(buyer);
  const templateName = `E2E 绩效模板 ${tag}`;
  await template.locator('[data-field=templateName] input').fill(templateName);
  await addIndicator(buyer, '准时交货率', '50');
  await addIndicator(buyer, '服务配合度', '30');
  await addGrade(buyer, 'A', '90');
  await addGrade(buyer, 'B', '75');
  await addGrade(buyer, 'C', '0');
  // Weights of 80 in all: refused, naming the sum, and nothing saved.
  await save(buyer);
  await expect(buyer.getByText('指标权重合计80%，应为100%').first()).toBeVisible();
  await expect(template.locator('.edit-subtitle')).toHaveCount(0);
  await addIndicator(buyer, '发票准确率', '20');
  await save(buyer);
  await expect(template.locator('.edit-subtitle')).toHaveText(/^SPAT-\d{8}-\d{3}$/);
  await expectAccessible(buyer, 'template form');

  // A scheme running it over the last quarter of the demo's purchasing, for 华东 and 蓝海.
  await openMenu(buyer, '绩效方案');
  await expect(panel(buyer).locator('srm-data-grid')).toContainText('本季度供应商绩效评估');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const scheme = panel(buyer);
  await scheme.locator('[data-field=schemeName] input').fill(`E2E 季度评估 ${tag}`);
  await pickField(buyer, 'templateId', templateName, templateName);
  await fillDate(buyer, 'periodFrom', day(-95));
  await fillDate(buyer, 'periodTo', day(-1));
  for (const name of ['华东精密', '蓝海电子']) {
    await addLine(buyer, 'suppliers');
    await pickRecord(buyer, scheme.locator('[data-child=suppliers] srm-data-grid').getByRole('button', { name: '供应商', exact: true }).last(), name, name);
  }
  await save(buyer);
  await expect(scheme.locator('.edit-subtitle')).toHaveText(/^S-\d{8}-\d{3}$/);
  await expect(scheme.locator('.edit-header')).toContainText('新建');
  const number = (await scheme.locator('.edit-subtitle').innerText()).trim();
  await expectAccessible(buyer, 'scheme form');
  await headerAction(buyer, '采集数据', '已采集');
  await expect(scheme.locator('[data-field=supplierCount]')).toContainText('2');

  await scoreAll(buyer, number, ['86', '79.5']);
  const approver = await browser.newPage();
  await signIn(approver, 'approver');
  await scoreAll(approver, number, ['90', '82.25']);

  await openMenu(buyer, '绩效方案');
  await clickVisible(panel(buyer).locator('srm-data-grid').getByText(number));
  await headerAction(buyer, '计算', '已计算');
  await headerAction(buyer, '发布', '已发布');
  await openMenu(buyer, '绩效结果');
  await expect(panel(buyer).locator('srm-data-grid')).toContainText(number);
  await expectAccessible(buyer, 'result list');

  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier1');
  await openMenu(supplier, '我的绩效');
  const mine = panel(supplier).locator('srm-data-grid');
  await expect(mine).toContainText('待确认');
  await expect(mine).not.toContainText('蓝海');
  await expectAccessible(supplier, 'my results');
  await clickVisible(mine.getByText(/^JX-/));
  const result = panel(supplier);
  await expect(result.locator('.edit-header')).toContainText('待确认');
  await expect(result).toContainText('服务配合度');
  await expect(result).toContainText('发票准确率');
  await expectAccessible(supplier, 'my result');
});

/** The result's total as its screen shows it: the value of its read-only field. */
const totalOf = (page: Page) =>
  panel(page)
    .locator('[data-field=totalScore] srm-display-field')
    .evaluate((el) => Number((el as HTMLElement & { value?: unknown }).value ?? el.getAttribute('value')));

test('supplier1 appeals one indicator, the buyer accepts, the new total shows on both sides', async ({ browser }) => {
  test.setTimeout(360_000);
  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier1');
  await openMenu(supplier, '我的绩效');
  // The newest result, the one the test above published, waiting for confirmation.
  await clickVisible(panel(supplier).locator('srm-data-grid').getByText(/^JX-/));
  const result = panel(supplier);
  await expect(result.locator('.edit-header')).toContainText('待确认');
  const number = (await result.locator('.edit-subtitle').innerText()).trim();
  const before = await totalOf(supplier);
  expect(before).toBeGreaterThan(0);

  await openMenu(supplier, '我的绩效申诉');
  await expectAccessible(supplier, 'my appeals');
  await panel(supplier).getByRole('button', { name: /新增/ }).click();
  const appeal = panel(supplier);
  await appeal.locator('[data-field=performanceLineId] .ref-trigger').click();
  const picker = supplier.locator('srm-record-picker [role=dialog]');
  // The manual indicator (its evaluators' average is below 100, so the corrected score raises the total):
  // a line of each of supplier1's two results waiting for confirmation, the newest first.
  await picker.getByRole('searchbox').fill('服务配合度');
  await picker.getByRole('searchbox').press('Enter');
  await expect(picker.locator('[part=total]')).toHaveText(/共 2 条/);
  await expect(picker.locator('srm-data-grid')).toContainText(number);
  await expect(picker.locator('srm-data-grid')).not.toContainText('蓝海');
  await picker.locator('srm-data-grid [part~=select-row]').first().check();
  await picker.locator('[part~=ok-button]').click();
  await expect(appeal.locator('[data-field=performanceLineId] .ref-trigger')).toHaveText('服务配合度');
  await appeal.locator('[data-field=appealReason] textarea, [data-field=appealReason] input').first().fill('补货单已补齐交货数量，附补货单签收记录');
  await expectAccessible(supplier, 'appeal form');
  await appeal.locator('.edit-header').getByRole('button', { name: '保存', exact: true }).click();
  await expect(appeal.locator('.edit-subtitle')).toHaveText(/^SS-\d{8}-\d{3}$/);
  const appealNumber = (await appeal.locator('.edit-subtitle').innerText()).trim();
  await headerAction(supplier, '提交申诉', '待处理');

  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '绩效申诉');
  await expectAccessible(buyer, 'appeal list');
  await clickVisible(panel(buyer).locator('srm-data-grid').getByText(appealNumber));
  const doc = panel(buyer);
  await expect(doc).toContainText('补货单已补齐交货数量');
  await expectAccessible(buyer, 'appeal to answer');
  await doc.locator('.edit-header').getByRole('button', { name: '接受申诉', exact: true }).click();
  const dialog = buyer.getByRole('dialog');
  await dialog.getByLabel('调整后得分').fill('100');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(doc.locator('.edit-header')).toContainText('已接受');

  await openMenu(buyer, '绩效结果');
  await clickVisible(panel(buyer).locator('srm-data-grid').getByText(number));
  await expect.poll(() => totalOf(buyer)).toBeGreaterThan(before);
  const after = await totalOf(buyer);

  // The supplier's tab of that result is still open from before the answer: read it afresh.
  await supplier.reload();
  await openMenu(supplier, '我的绩效');
  await clickVisible(panel(supplier).locator('srm-data-grid').getByText(number));
  await expect.poll(() => totalOf(supplier)).toBe(after);
  await expect(panel(supplier).locator('.edit-header')).toContainText('待确认');
});

test("the drill-down from a result's measure reaches a delivery note", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'buyer');
  await openMenu(page, '绩效结果');
  const grid = panel(page).locator('srm-data-grid');
  // A result of the demo's scheme of last quarter: newest first, so the last rows.
  await grid.getByText(/^JX-/).filter({ visible: true }).last().click();
  const drill = panel(page).getByTestId('drill-down');
  await expect(drill).toContainText('准时交货率');
  await expectAccessible(page, 'result drill-down');
  // The grid's measure buttons are named with their indicator.
  await drill
    .getByRole('button', { name: /^准时交货率: / })
    .first()
    .click();
  const sources = drill.getByTestId('drill-sources');
  const first = sources.getByRole('link').first();
  await expect(first).toBeVisible();
  const note = (await first.innerText()).trim();
  await expectAccessible(page, 'drill-down documents');
  await first.click();
  await expect(panel(page).locator('.edit-subtitle')).toHaveText(note);
  await expect(panel(page).locator('.edit-header')).toContainText('送货单');
});
