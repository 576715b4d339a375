/**
 * Finance in the browser, both sides: from the demo's receipts the buyer
 * builds a statement of 华东精密 and sends it; supplier1 confirms it; the
 * approver approves it from the list in a batch; supplier1 enters an invoice,
 * is refused a tax one cent off, corrects it, and the match passes. A
 * late-delivery deduction is approved and shows on the supplier's side. The
 * buyer confirms the invoice and requests its payment: the lines follow the
 * order's payment node, less the deduction; approved and paid, supplier1 sees
 * it and confirms receipt, and the cash-flow statement shows the same balance
 * on both sides. axe on every new screen.
 */
import { expect, test, type Locator } from './fixtures.ts';
import {
  clickVisible,
  expectAccessible,
  fillCell,
  openMenu,
  panel,
  search,
  editHeader as header,
  actWith,
  OK_BUTTON,
  day,
  save,
  fillDate,
  openFromList,
  signedIn,
  pickField,
} from './helpers.ts';

/** The header's actions here confirm in either language and show no toast of their own. */
const act = actWith({ ok: OK_BUTTON, done: null });

/** Cents of a shown amount ("1,234.56"). */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

test('a statement built from receipts, confirmed by the supplier, approved in a batch; an invoice one cent off refused, then matched; a deduction shown to the supplier', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const [buyer, approver, supplier] = await signedIn(browser, 'buyer', 'approver', 'supplier1');

  // The buyer builds the statement of the last four months' receipts.
  await openMenu(buyer, '对账单');
  await expectAccessible(buyer, 'statement list');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const stmt = panel(buyer);
  await pickField(buyer, 'supplierId', '华东', '华东精密机械有限公司');
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await fillDate(buyer, 'periodFrom', day(-119));
  await fillDate(buyer, 'periodTo', day(0));
  await save(buyer);
  const number = (await stmt.locator('.edit-subtitle').innerText()).trim();
  expect(number).toMatch(/^DZ-\d{8}-\d{3}$/);
  const lines = stmt.locator('[data-child=lines] srm-data-grid');
  await expect(lines).toContainText('接收');
  await expectAccessible(buyer, 'statement form');
  await act(buyer, '发送供应商');
  await expect(header(buyer)).toContainText('待供应商确认');

  // Supplier1 confirms it on its own page.
  await supplier.reload();
  await openMenu(supplier, '我的对账单');
  await expectAccessible(supplier, 'supplier statement list');
  await clickVisible(panel(supplier).locator('srm-data-grid').getByText(number));
  await expect(panel(supplier).getByRole('button', { name: '保存' })).toHaveCount(0);
  await expectAccessible(supplier, 'supplier statement form');
  await act(supplier, '确认对账');
  await expect(header(supplier)).toContainText('供应商已确认');

  // The approver approves it from the list, with the other confirmed statements, in one action.
  await approver.reload();
  await openMenu(approver, '对账单');
  const list = panel(approver);
  await expect(await search(approver, '对账单号', number)).toContainText(number);
  await list.locator('srm-data-grid [part~=select-row]').first().check();
  await list.getByRole('button', { name: '批量审批通过' }).click();
  await expect(approver.locator('srm-toast')).toContainText('操作成功');
  await expect(list.locator('srm-data-grid')).toContainText('已批准');

  // Supplier1 enters its invoice against the approved statement.
  await supplier.reload();
  await openMenu(supplier, '我的发票');
  await expectAccessible(supplier, 'supplier invoice list');
  await panel(supplier).getByRole('button', { name: /新增/ }).click();
  const inv = panel(supplier);
  await inv.locator('[data-field=invoiceCode] input').fill('3100264130');
  const invNumber = `${Date.now() % 100_000_000}`.padStart(8, '0');
  await inv.locator('[data-field=invoiceNumber] input').fill(invNumber);
  await fillDate(supplier, 'invoiceDate', day(0));
  await pickField(supplier, 'accountId', number, number);
  await save(supplier);
  const grid = inv.locator('[data-child=lines] srm-data-grid');
  await expect(grid).toContainText('待匹配');
  await expectAccessible(supplier, 'supplier invoice form');
  // One cent off the tax of a line, in whichever direction leaves amount × 13% a cent or more away (the demo's orders are at VAT 13%).
  await expect(grid).toContainText('0.1300');
  const net = cents(await grid.getByLabel('不含税金额', { exact: true }).first().inputValue());
  const tax = grid.getByLabel('税额', { exact: true }).first();
  const taxCents = cents(await tax.inputValue());
  const off = taxCents * 100 >= net * 13 ? taxCents + 1 : taxCents - 1;
  await fillCell(tax, (off / 100).toFixed(2));
  await panel(supplier).getByRole('button', { name: '保存' }).click();
  await expect(supplier.locator('srm-toast')).toContainText('请先修正标红的字段');
  await expect(inv.getByRole('alert')).toContainText('税额应等于不含税金额×税率');
  // The grid recycles its rows: the refused cell is found again by the value it holds.
  const taxCells = grid.getByLabel('税额', { exact: true });
  let refusedCell = taxCells.first();
  for (let i = 0; i < (await taxCells.count()); i++) if (cents(await taxCells.nth(i).inputValue()) === off) refusedCell = taxCells.nth(i);
  await fillCell(refusedCell, (taxCents / 100).toFixed(2));
  // Back to what was saved, the form would have nothing to save: the supplier also notes the correction.
  await inv.locator('[data-field=description] input').fill('已更正税额');
  await save(supplier);
  await act(supplier, '提交');
  await expect(header(supplier)).toContainText('已匹配');

  // The buyer's match workbench and tolerances pass axe too.
  await openMenu(buyer, '发票匹配工作台');
  await expectAccessible(buyer, 'match workbench');
  await openMenu(buyer, '发票匹配容差');
  await expectAccessible(buyer, 'match tolerances');

  // A late-delivery deduction, approved, reaches the supplier.
  await openMenu(buyer, '扣款单');
  await expectAccessible(buyer, 'deduction list');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const ded = panel(buyer);
  await pickField(buyer, 'supplierId', '华东', '华东精密机械有限公司');
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await ded.locator('[data-field=deductionAmount] input').fill('256.80');
  await ded.locator('[data-field=deductionReason] input, [data-field=deductionReason] textarea').first().fill('交货延迟4天，按合同扣款');
  await save(buyer);
  const dedNumber = (await ded.locator('.edit-subtitle').innerText()).trim();
  expect(dedNumber).toMatch(/^KK-\d{8}-\d{3}$/);
  await expectAccessible(buyer, 'deduction form');
  await act(buyer, '提交');
  await openFromList(approver, '扣款单', dedNumber);
  await act(approver, '审批通过');
  await expect(header(approver)).toContainText('已确认');

  await supplier.reload();
  await openMenu(supplier, '我的扣款单');
  await expectAccessible(supplier, 'supplier deduction list');
  await clickVisible(panel(supplier).locator('srm-data-grid').getByText(dedNumber));
  await expect(panel(supplier).locator('[data-field=deductionAmount]')).toContainText('256.80');
  await expect(panel(supplier).locator('[data-field=deductionType]')).toContainText('交货延迟');
  await expectAccessible(supplier, 'supplier deduction');

  // The buyer confirms the matched invoice, then requests its payment.
  await openFromList(buyer, '发票', invNumber);
  await act(buyer, '确认发票');
  await expect(header(buyer)).toContainText('已确认');
  await openMenu(buyer, '付款申请');
  await expectAccessible(buyer, 'payment request list');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const pay = panel(buyer);
  await pickField(buyer, 'supplierId', '华东', '华东精密机械有限公司');
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await pickField(buyer, 'invoiceId', invNumber, invNumber);
  await save(buyer);
  const payNumber = (await pay.locator('.edit-subtitle').innerText()).trim();
  expect(payNumber).toMatch(/^FK-\d{8}-\d{3}$/);
  // The demo's orders have no payment terms: one node, on acceptance, 100 %; the late-delivery deduction comes off.
  const payLines = pay.locator('[data-child=lines] srm-data-grid');
  await expect(payLines).toContainText('发票节点');
  await expect(payLines).toContainText('验收款');
  await expect(payLines).toContainText(dedNumber);
  await expect(pay.locator('[data-field=deductedAmount]')).toContainText('256.80');
  await expectAccessible(buyer, 'payment request form');
  await act(buyer, '提交');
  await expect(header(buyer)).toContainText('审批中');
  await openFromList(approver, '付款申请', payNumber);
  await act(approver, '审批通过');
  await expect(header(approver)).toContainText('已批准');
  await openFromList(buyer, '付款申请', payNumber);
  await act(buyer, '登记付款');
  await expect(header(buyer)).toContainText('已付款');

  // Supplier1 sees it paid and confirms the receipt.
  await supplier.reload();
  await openMenu(supplier, '我的付款');
  await expectAccessible(supplier, 'supplier payment list');
  await clickVisible(panel(supplier).locator('srm-data-grid').getByText(payNumber));
  await expectAccessible(supplier, 'supplier payment');
  await act(supplier, '确认收款');
  await expect(header(supplier)).toContainText('供应商已收款');
  await openMenu(supplier, '我的预付款');
  await expectAccessible(supplier, 'supplier advance list');

  // The advance screens pass axe; the cash-flow statement shows one balance on both sides.
  await openMenu(buyer, '预付款申请');
  await expectAccessible(buyer, 'advance list');
  await openMenu(buyer, '预付款核销');
  await expectAccessible(buyer, 'advance collection list');
  await openMenu(buyer, '资金往来表');
  await expectAccessible(buyer, 'cash-flow statement');
  // Balance owed is the last column: the last amount in the row's accessible name (the grid's cells slot their
  // text, which innerText does not reach, and a row ends with an empty filler cell).
  const lastAmount = async (row: Locator) => ((await row.ariaSnapshot()).split('\n')[0].match(/-?[\d,]+\.\d{2}/g) ?? []).pop();
  const buyerRow = panel(buyer)
    .getByRole('row', { name: /华东精密.*星辰制造/ })
    .filter({ visible: true })
    .first();
  const balance = await lastAmount(buyerRow);
  expect(balance).toMatch(/^-?[\d,]+\.\d{2}$/);
  await supplier.reload();
  await openMenu(supplier, '资金往来表');
  await expectAccessible(supplier, 'supplier cash-flow statement');
  const rows = panel(supplier)
    .getByRole('row', { name: /星辰制造/ })
    .filter({ visible: true });
  await expect(rows).toHaveCount(1);
  expect(await lastAmount(rows.first())).toBe(balance);
  await expect(panel(supplier).locator('srm-data-grid')).not.toContainText('蓝海');
});
