/**
 * A purchase return in the browser, both sides: the buyer drafts a return of
 * one piece of a received delivery-note line of 华东精密 and submits it;
 * supplier1 confirms it from its to-do; the buyer's next statement shows it
 * as a negative line. axe on the return screens.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin } from './api.ts';
import { expect, test } from './fixtures.ts';
import {
  addLine,
  childGrid,
  expectAccessible,
  fillCell,
  gridCell,
  openMenu,
  panel,
  editHeader as header,
  actWith,
  OK_BUTTON,
  day,
  save,
  fillDate,
  signedIn,
  pickField,
} from './helpers.ts';

/** The header's actions here confirm in either language and show no toast of their own. */
const act = actWith({ ok: OK_BUTTON, done: null });

/** A line of supplier1's closed delivery notes received with two or more pieces: the demo's returns leave at least one of it. */
async function receivedLine(baseURL: string): Promise<{ number: string; line: number }> {
  const { client } = await apiLogin(baseURL, 'buyer');
  const note = getEntity('purDeliveryNote');
  const notes = (
    await client.post<{ deliveryHeaderId: number; deliveryNumber: string; supplierName: string }[]>(restPath(note, 'listByPage'), {
      deliveryStatus: 'CLOSED',
      pageRows: 30,
    })
  ).data.filter((n) => n.supplierName.startsWith('华东'));
  for (const n of notes) {
    const full = (
      await client.post<{ lines: { lineNumber: number; receivedQty: number; deliveryLineStatus: string }[] }>(restPath(note, 'findById'), {
        deliveryHeaderId: n.deliveryHeaderId,
      })
    ).data;
    const line = full.lines.find((l) => l.deliveryLineStatus === 'RECEIVED' && Number(l.receivedQty) >= 2);
    if (line) return { number: n.deliveryNumber, line: line.lineNumber };
  }
  throw new Error('no received line of 华东 in the demo');
}

test('the buyer returns a received piece, supplier1 confirms from its to-do, the next statement shows the negative line', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const receipt = await receivedLine(baseURL!);
  const [buyer, supplier] = await signedIn(browser, 'buyer', 'supplier1');

  await openMenu(buyer, '退货单');
  await expect(panel(buyer).locator('srm-data-grid')).toContainText('供应商已拒绝');
  await expectAccessible(buyer, 'return list');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const form = panel(buyer);
  await pickField(buyer, 'supplierId', '华东', '华东精密机械有限公司');
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await addLine(buyer, 'lines');
  const returned = childGrid(buyer);
  await fillCell(gridCell(returned, '送货单号'), receipt.number);
  await fillCell(gridCell(returned, '送货单行号'), String(receipt.line));
  await fillCell(gridCell(returned, '退货数量'), '1');
  await fillCell(gridCell(returned, '退货原因'), '端到端：外观划伤');
  await save(buyer);
  const number = (await form.locator('.edit-subtitle').innerText()).trim();
  expect(number).toMatch(/^TH-\d{8}-\d{3}$/);
  await expectAccessible(buyer, 'return form');
  await act(buyer, '提交');
  await expect(header(buyer)).toContainText('待供应商确认');

  // Supplier1 opens it from its to-do and confirms it; it never saves the buyer's document.
  await supplier.reload();
  await supplier.locator('.tab').first().locator('.tab-label').click();
  await supplier.locator('srm-todo-panel td.title button', { hasText: number }).click();
  await expect(panel(supplier).locator('.edit-subtitle')).toHaveText(number);
  await expect(panel(supplier).getByRole('button', { name: '保存' })).toHaveCount(0);
  await expectAccessible(supplier, 'supplier return detail');
  await act(supplier, '确认退货');
  await expect(header(supplier)).toContainText('供应商已确认');
  await openMenu(supplier, '我的退货单');
  await expect(panel(supplier).locator('srm-data-grid')).toContainText(number);
  await expectAccessible(supplier, 'supplier return list');

  // The buyer's next statement of 华东 takes the confirmed return as a negative line.
  await openMenu(buyer, '对账单');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  await pickField(buyer, 'supplierId', '华东', '华东精密机械有限公司');
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await fillDate(buyer, 'periodFrom', day(-30));
  await fillDate(buyer, 'periodTo', day(0));
  await save(buyer);
  const lines = childGrid(buyer);
  await expect(lines).toContainText(number);
  await expect(lines).toContainText('退货');
  await expect(lines).toContainText('-1');
});
