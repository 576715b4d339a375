/**
 * Substance compliance in the browser: the buyer publishes a RoHS requirement
 * for 传动轴 M-100002; a shipped note of it from 华东精密 (supplier1) cannot be
 * received; supplier1 declares lead over the limit (refused at save, the
 * message shown), then a valid declaration with its test report; once the buyer
 * approves it, the note is received. axe on the new screens.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { act as apiAct, apiLogin, type Signed } from './api.ts';
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
  search,
  editHeader as header,
  day,
  signedIn,
  pickField,
} from './helpers.ts';

async function save(page: Page) {
  await panel(page).getByRole('button', { name: '保存' }).click();
}

/** An order of two 传动轴 for supplier1, confirmed, and a note of them shipped: answers the note's number. */
async function shippedShaft(baseURL: string): Promise<string> {
  const [buyer, approver, supplier]: Signed[] = await Promise.all([apiLogin(baseURL, 'buyer'), apiLogin(baseURL, 'approver'), apiLogin(baseURL, 'supplier1')]);
  const order = getEntity('purOrder');
  const own = (await supplier.client.post<{ supplierId: number; orgId: number }[]>(restPath(order, 'listByPage'), { pageRows: 1 })).data[0];
  const item = (await buyer.client.post<{ itemId: number }[]>(restPath(getEntity('materialItem'), 'listByPage'), { itemCode: 'M-100002' })).data[0];
  const po = (
    await buyer.client.post<{ poHeaderId: number }>(restPath(order, 'saveOrUpdate'), {
      supplierId: own.supplierId,
      orgId: own.orgId,
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      lines: [{ lineNumber: 1, itemId: item.itemId, quantity: 2, taxPrice: 320, needByDate: day(10) }],
    })
  ).data;
  for (const [who, step] of [
    [buyer, 'submit'],
    [approver, 'approval'],
    [buyer, 'release'],
    [supplier, 'feedback'],
    [buyer, 'confirmFeedback'],
  ] as const)
    await apiAct(who, 'purOrder', step, po.poHeaderId);
  const full = (await buyer.client.post<{ lines: { poLineId: number }[] }>(restPath(order, 'findById'), { poHeaderId: po.poHeaderId })).data;
  const note = getEntity('purDeliveryNote');
  const saved = (
    await supplier.client.post<{ deliveryHeaderId: number; deliveryNumber: string }>(restPath(note, 'saveOrUpdate'), {
      lines: [{ lineNumber: 1, poLineId: full.lines[0].poLineId, deliveryQty: 2 }],
    })
  ).data;
  await apiAct(supplier, 'purDeliveryNote', 'ship', saved.deliveryHeaderId);
  return saved.deliveryNumber;
}

/** The buyer tries to receive the note from the receiving list; answers the dialog, still open when refused. */
async function receive(page: Page, number: string) {
  await page.reload();
  await openMenu(page, '送货单接收');
  await clickVisible((await search(page, '送货单号', number)).getByText(number));
  await expect(panel(page).locator('.edit-subtitle')).toHaveText(number);
  await header(page).getByRole('button', { name: '接收', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(确定|OK)$/ }).click();
  return dialog;
}

test('a RoHS requirement blocks the receipt of 传动轴 until supplier1 declares within the limits and the buyer approves', async ({ browser, baseURL }) => {
  test.setTimeout(360_000);
  const noteNumber = await shippedShaft(baseURL!);
  const [buyer, supplier] = await signedIn(browser, 'buyer', 'supplier1');

  // The buyer publishes lead ≤ 1000 ppm and cadmium ≤ 100 ppm for 传动轴.
  await openMenu(buyer, '物质要求');
  await expectAccessible(buyer, 'requirement list');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const form = panel(buyer);
  await form.locator('[data-field=requireTitle] input').fill('传动轴RoHS有害物质要求');
  await pickField(buyer, 'itemId', 'M-100002', '传动轴');
  await form.locator('[data-field=substanceCategory] srm-lookup-select').evaluate((el: HTMLElement & { value: unknown }) => {
    el.value = 'ROHS';
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const limits = childGrid(buyer, 'components');
  for (const [row, cas, name, limit] of [
    [0, '7439-92-1', '铅', '1000'],
    [1, '7440-43-9', '镉', '100'],
  ] as const) {
    await addLine(buyer, 'components');
    await pickRecord(buyer, limits.getByRole('button', { name: '物质', exact: true }).first(), cas, name);
    await fillCell(gridCell(limits, '限值(ppm)', row), limit);
  }
  await save(buyer);
  await expect(buyer.locator('srm-toast')).toContainText('保存成功');
  const requireNumber = (await form.locator('.edit-subtitle').innerText()).trim();
  expect(requireNumber).toMatch(/^SR-\d{8}-\d{3}$/);
  await expectAccessible(buyer, 'requirement form');
  await header(buyer).getByRole('button', { name: '发布', exact: true }).click();
  await buyer
    .getByRole('dialog')
    .getByRole('button', { name: /^(确定|OK)$/ })
    .click();
  await expect(header(buyer)).toContainText('已发布');

  // Nothing declared: the receipt is refused, naming the material.
  const refusedDialog = await receive(buyer, noteNumber);
  await expect(buyer.getByText('物料M-100002不能接收：供应商没有已批准的合规声明或豁免').first()).toBeVisible();
  await refusedDialog.getByRole('button', { name: /^(取消|Cancel)$/ }).click();

  // supplier1 declares lead at 1500 ppm: refused at save, with the reason.
  await supplier.reload();
  await openMenu(supplier, '我的合规声明');
  await expectAccessible(supplier, 'declaration list');
  await panel(supplier).getByRole('button', { name: /新增/ }).click();
  const declaration = panel(supplier);
  await pickField(supplier, 'requireId', requireNumber, requireNumber);
  const contents = childGrid(supplier, 'components');
  for (const [row, cas, name, ppm] of [
    [0, '7439-92-1', '铅', '1500'],
    [1, '7440-43-9', '镉', '20'],
  ] as const) {
    await addLine(supplier, 'components');
    await pickRecord(supplier, contents.getByRole('button', { name: '物质', exact: true }).first(), cas, name);
    await fillCell(gridCell(contents, '含量(ppm)', row), ppm);
  }
  await addLine(supplier, 'reports');
  const reports = childGrid(supplier, 'reports');
  await fillCell(gridCell(reports, '检测机构', 0), 'SGS通标标准技术服务有限公司');
  await fillCell(gridCell(reports, '报告编号', 0), 'SHAEC26E2E01');
  await fillCell(gridCell(reports, '报告日期', 0), day(-3));
  await fillCell(gridCell(reports, '有效期至', 0), day(362));
  await save(supplier);
  await expect(supplier.getByText('铅含量 1500 ppm 超过限值 1000 ppm').first()).toBeVisible();
  await expect(supplier.locator('.tab.active')).toContainText('新建');

  // Within the limit it saves, expiring with its report, and is submitted.
  await fillCell(gridCell(contents, '含量(ppm)', 0), '300');
  await save(supplier);
  await expect(supplier.locator('srm-toast')).toContainText('保存成功');
  const declarationNumber = (await declaration.locator('.edit-subtitle').innerText()).trim();
  expect(declarationNumber).toMatch(/^CD-\d{8}-\d{3}$/);
  await expect(declaration.locator('[data-field=expiryDate]')).toContainText(day(362));
  await expectAccessible(supplier, 'declaration form');
  await header(supplier).getByRole('button', { name: '提交', exact: true }).click();
  await supplier
    .getByRole('dialog')
    .getByRole('button', { name: /^(确定|OK)$/ })
    .click();
  await expect(header(supplier)).toContainText('已提交');

  // The buyer approves it from the declarations list; the note is then received.
  await buyer.reload();
  await openMenu(buyer, '合规声明');
  await expectAccessible(buyer, 'declarations of the buyer');
  await clickVisible(panel(buyer).locator('srm-data-grid').getByText(declarationNumber));
  await expect(panel(buyer).locator('.edit-subtitle')).toHaveText(declarationNumber);
  await header(buyer).getByRole('button', { name: '审批通过', exact: true }).click();
  await buyer
    .getByRole('dialog')
    .getByRole('button', { name: /^(确定|OK)$/ })
    .click();
  await expect(header(buyer)).toContainText('已批准');

  const passed = await receive(buyer, noteNumber);
  await expect(passed).toHaveCount(0);
  await expect(header(buyer)).toContainText('已接收');

  // The other new screens: standards, countersigns (one waits for supplier1), substances, exemptions, approvers.
  for (const menu of ['质量标准模板', '标准会签', '化学成分', '物质豁免', '物质合规审批人']) {
    await openMenu(buyer, menu);
    await expect(panel(buyer).locator('srm-data-grid')).toBeVisible();
    await expectAccessible(buyer, menu);
  }
  await supplier.reload();
  await openMenu(supplier, '我的标准会签');
  await expect(panel(supplier).locator('srm-data-grid')).toContainText('待供应商会签');
  await expectAccessible(supplier, 'supplier countersigns');
});
