/**
 * The purchasing flow walked through the portal as the
 * people who do it. A requester raises a requisition; the approver finds it in
 * the to-dos and approves; the buyer pools it in the demand summary and
 * creates an order priced from the agreement's ladder; the order is approved
 * and released; the supplier sees the to-do, confirms the dates, ships part of
 * it and prints the barcodes; the buyer receives; the order line, the process
 * monitor and the statistics report show it. The second supplier sees none of it.
 */
import { expect, test, type Page } from './fixtures.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin } from './api.ts';
import {
  childGrid,
  clickVisible,
  expectAccessible,
  fillCell,
  gridCell,
  openMenu,
  panel,
  pickRecord,
  search,
  signIn,
  act,
  day,
  signedIn,
  pickField,
} from './helpers.ts';

const month = new Date().toISOString().slice(0, 7);

/** Opens a to-do from the home page by (part of) its title. */
async function openTodo(page: Page, title: string) {
  await page.locator('.tab').first().locator('.tab-label').click();
  const item = page.locator('srm-todo-panel td.title button', { hasText: title });
  await expect(item).toBeVisible();
  await item.click();
  await expect(panel(page).locator('.edit-page')).toBeVisible();
}

test('requisition to receipt in the portal, and the second supplier sees none of it', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const [buyer, approver, supplier] = await signedIn(browser, 'buyer', 'approver', 'supplier1');

  // A requester raises a requisition: 15 boxes of bearing seats.
  await openMenu(buyer, '采购申请');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const form = panel(buyer);
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await form.locator('[data-field=requesterName] input').fill('张采购');
  await form.locator('[data-field=comments] input').fill('端到端：二号产线轴承座');
  await form.getByRole('button', { name: /添加行/ }).click();
  const lines = childGrid(buyer);
  await pickRecord(buyer, lines.getByRole('button', { name: '物料', exact: true }), 'M-100001', '轴承座');
  await fillCell(gridCell(lines, '需求数量'), '15');
  await lines.getByLabel('单位', { exact: true }).selectOption({ label: '箱' });
  await lines.getByLabel('需求日期', { exact: true }).fill(day(20));
  await fillCell(gridCell(lines, '预算单价'), '1000');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('保存成功');
  const prNumber = (await form.locator('.edit-subtitle').innerText()).trim();
  expect(prNumber).toMatch(/^PR-\d{8}-\d{3}$/);
  await expect(lines).toContainText('180');
  await expectAccessible(buyer, 'requisition edit');
  await act(buyer, '提交');

  // The approver finds it among the to-dos and approves.
  await approver.reload();
  await openTodo(approver, prNumber);
  await act(approver, '审批通过');
  await approver.locator('.tab').first().locator('.tab-label').click();
  await expect(approver.locator('srm-todo-panel td.title', { hasText: prNumber })).toHaveCount(0);

  // The buyer pools it in the demand summary and creates an order priced from the agreement's ladder.
  await openMenu(buyer, '需求汇总');
  const pooled = await search(buyer, '申请编号', prNumber);
  await expect(pooled).toContainText('180');
  await expect(pooled).toContainText('共 1 条');
  await expectAccessible(buyer, 'demand summary');
  await pooled.locator('[part=select-row]').first().check();
  await panel(buyer).getByRole('button', { name: '创建采购订单' }).click();
  await expect(buyer.locator('.tab.active')).toContainText('采购订单');
  const order = panel(buyer);
  const poNumber = (await order.locator('.edit-subtitle').innerText()).trim();
  expect(poNumber).toMatch(/^PO-\d{8}-\d{4}$/);
  await expect(childGrid(buyer)).toContainText('14,400');
  await expect(childGrid(buyer)).toContainText('协议阶梯价');
  await act(buyer, '提交');

  await approver.reload();
  await openTodo(approver, poNumber);
  await act(approver, '审批通过');
  await buyer.reload();
  await expect(panel(buyer).locator('.edit-page')).toBeVisible();
  await act(buyer, '发布');

  // The supplier signs in again, sees the to-do, and confirms the dates.
  await supplier.reload();
  await openTodo(supplier, poNumber);
  await panel(supplier).locator('.edit-header').getByRole('button', { name: '交期确认', exact: true }).click();
  const answer = supplier.getByRole('dialog');
  // The order's one line (${poNumber}-1 M-100001 轴承座), its reply date typed into the dialog's line grid.
  await fillCell(gridCell(answer.locator('srm-data-grid'), '反馈交期', 0), day(18));
  await answer.locator('#action-comment').fill('18日前可交');
  await expectAccessible(supplier, 'feedback dialog');
  await answer.getByRole('button', { name: '确定' }).click();
  await expect(supplier.locator('srm-toast')).toContainText('操作成功');
  await buyer.reload();
  await openTodo(buyer, poNumber);
  await expect(childGrid(buyer)).toContainText(day(18));
  await act(buyer, '确认交期');

  // The supplier ships 100 of the 180 in two packages and prints the barcodes.
  await openMenu(supplier, '送货单');
  await panel(supplier).getByRole('button', { name: /新增/ }).click();
  const note = panel(supplier);
  await pickField(supplier, 'supplierId', '华东', '华东精密机械有限公司');
  await note.getByRole('button', { name: /添加行/ }).click();
  const shipped = childGrid(supplier);
  await pickRecord(supplier, shipped.getByRole('button', { name: '采购订单行', exact: true }), poNumber, `${poNumber}-1 M-100001 轴承座`);
  await fillCell(gridCell(shipped, '送货数量'), '100');
  await fillCell(gridCell(shipped, '每包数量'), '50');
  await note.getByRole('button', { name: '保存' }).click();
  await expect(supplier.locator('srm-toast')).toContainText('保存成功');
  const deliveryNumber = (await note.locator('.edit-subtitle').innerText()).trim();
  expect(deliveryNumber).toMatch(/^SH\d{11}$/);
  await act(supplier, '发货');
  await openMenu(supplier, '条码管理');
  const codes = await search(supplier, '送货单号', deliveryNumber);
  await expect(codes).toContainText('共 2 条');
  await codes.locator('[part=select-all]').check();
  await panel(supplier).getByRole('button', { name: '打印条码' }).click();
  const labels = supplier.getByRole('dialog');
  await expect(labels.locator('.print-label svg')).toHaveCount(2);
  await expect(labels).toContainText('M-100001');
  await expectAccessible(supplier, 'barcode labels');
  await labels.getByRole('button', { name: '关闭' }).first().click();

  // The buyer receives from the to-do; the order line shows the received quantity.
  await buyer.reload();
  await openTodo(buyer, deliveryNumber);
  await act(buyer, '接收');
  await openMenu(buyer, '采购订单');
  const orders = await search(buyer, '采购订单号', poNumber);
  await clickVisible(orders.getByText(poNumber));
  await expect(childGrid(buyer)).toContainText('100');
  await expect(childGrid(buyer)).toContainText('执行中');

  // The process monitor shows the chain and the statistics report counts it, once refreshed:
  // both are refreshed summaries, which say how fresh they are.
  await openMenu(buyer, '全流程监控');
  await expect(panel(buyer).getByTestId('summary-freshness')).toContainText('数据更新于');
  await panel(buyer).getByRole('button', { name: '刷新数据' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('数据已刷新');
  const chain = await search(buyer, '申请编号', prNumber);
  for (const text of [poNumber, deliveryNumber, '华东精密机械有限公司', '部分接收']) await expect(chain).toContainText(text);
  await openMenu(buyer, '采购统计报表');
  // A refreshed summary: it says how fresh it is, and the buyer refreshes it to count the new order.
  await expect(panel(buyer).getByTestId('summary-freshness')).toContainText('数据更新于');
  await panel(buyer).getByRole('button', { name: '刷新数据' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('数据已刷新');
  const stats = panel(buyer).locator('srm-data-grid');
  await expect(stats).toContainText(month);
  await expect(stats).toContainText('华东精密机械有限公司');
  // This month's machined parts from 华东精密, as the server sums them (the demo's orders of the month and this one, 180 at 80).
  const { client } = await apiLogin(baseURL!, 'buyer');
  const monthRows = (
    await client.post<{ supplierName: string; categoryName: string; orderAmount: number }[]>(restPath(getEntity('purStatisticsReport'), 'listByPage'), {
      periodMonth_from: month,
      periodMonth_to: month,
      pageRows: 100,
    })
  ).data;
  const machined = monthRows.find((r) => r.supplierName === '华东精密机械有限公司' && r.categoryName === '机加工件');
  expect(machined?.orderAmount).toBeGreaterThanOrEqual(14_400);
  await expect(stats).toContainText(Math.floor(machined!.orderAmount).toLocaleString('en-US'));

  // The rest will not come: the buyer closes the line on the order.
  await openMenu(buyer, '采购订单');
  await clickVisible((await search(buyer, '采购订单号', poNumber)).getByText(poNumber));
  await childGrid(buyer).locator('[part=select-row]').first().check();
  await panel(buyer).locator('[data-child=lines]').getByRole('button', { name: '关闭行' }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('操作成功');
  await expect(childGrid(buyer)).toContainText('已关闭');

  // The second supplier sees none of it.
  const other = await browser.newPage();
  await signIn(other, 'supplier2');
  await expect(other.locator('srm-todo-panel')).not.toContainText(poNumber);
  for (const [menu, text] of [
    ['采购订单', poNumber],
    ['送货单', deliveryNumber],
    ['条码管理', deliveryNumber],
    ['送货明细报表', deliveryNumber],
  ] as const) {
    await openMenu(other, menu);
    await expect(panel(other).locator('srm-data-grid')).toContainText('共');
    await expect(panel(other).locator('srm-data-grid')).not.toContainText(text);
  }
  await other.goto(`/main/purOrderManage/purchaseOrderEdit?id=1`);
  await expect(panel(other).locator('.alert-error')).toContainText('记录不存在');
});
