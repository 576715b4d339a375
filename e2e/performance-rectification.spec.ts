/**
 * A performance rectification in the browser, both sides: the buyer releases
 * the demo's new rectification of 华东 (supplier1), which answers it from its
 * to-do; the buyer returns it with a reason, supplier1 answers again, the
 * buyer confirms. axe on the rectification and setting screens.
 */
import { expect, test, type Page } from './fixtures.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin } from './api.ts';
import { clickVisible, expectAccessible, openMenu, panel, editHeader as header, actWith, openFromList, openTodo, signedIn } from './helpers.ts';

/** The header's actions here are awaited by the state they lead to, not by a toast. */
const act = actWith({ done: null });

const text = (page: Page, field: string) => panel(page).locator(`[data-field=${field}]`).locator('textarea, input').first();

async function save(page: Page) {
  await header(page).getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.locator('srm-toast')).toContainText('保存成功');
}

test('released to 华东, answered from its to-do, returned, answered again and confirmed', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const { client } = await apiLogin(baseURL!, 'buyer');
  const fresh = await client.post<Record<string, any>[]>(restPath(getEntity('speRectification'), 'listByPage'), { rectifyStatus: 'NEW', pageRows: 50 });
  const demo = fresh.data.find((r) => r.supplierName === '华东精密机械有限公司' && r.sourceType === 'MANUAL');
  expect(demo, "the demo's new rectification of 华东").toBeTruthy();
  const number: string = demo!.rectificationNumber;

  const [buyer, supplier] = await signedIn(browser, 'buyer', 'supplier1');

  await openMenu(buyer, '绩效整改');
  await expectAccessible(buyer, 'rectification list');
  await clickVisible(panel(buyer).locator('srm-data-grid').getByText(number));
  await expect(text(buyer, 'problemDescription')).toHaveValue(/交货数量准确率/);
  await expectAccessible(buyer, 'rectification form');
  await act(buyer, '下发供应商', { state: '待供应商整改' });

  await openTodo(supplier, number);
  await text(supplier, 'causeAnalysis').fill('补货单未及时关联原订单');
  await text(supplier, 'rectifyMeasures').fill('发货前核对订单数量，短装当日补发');
  await text(supplier, 'completionDate').fill(new Date().toISOString().slice(0, 10));
  await text(supplier, 'completionDate').press('Enter');
  await save(supplier);
  await expectAccessible(supplier, 'supplier rectification form');
  await act(supplier, '提交整改', { state: '待确认' });

  await openFromList(buyer, '绩效整改', number);
  await expect(panel(buyer).locator('[data-field=rectifyMeasures]')).toContainText('短装当日补发');
  await act(buyer, '退回整改', { state: '已退回', reason: '请附上近两批的发货核对记录' });

  await openTodo(supplier, number);
  await expect(panel(supplier).locator('[data-field=returnReason]')).toContainText('发货核对记录');
  await text(supplier, 'rectifyMeasures').fill('发货前核对订单数量，短装当日补发；核对记录见附件说明');
  await save(supplier);
  await act(supplier, '提交整改', { state: '待确认' });

  await openFromList(buyer, '绩效整改', number);
  await act(buyer, '确认整改', { state: '已确认' });

  await supplier.reload();
  await openMenu(supplier, '我的绩效整改');
  await expectAccessible(supplier, 'supplier rectification list');
  await expect(panel(supplier).locator('srm-data-grid')).toContainText(number);

  await openMenu(buyer, '绩效设置');
  const settings = panel(buyer).locator('srm-data-grid');
  await expect(settings).toContainText('供应商季度绩效评估');
  await expectAccessible(buyer, 'setting list');
  // Newest first: the demo's yearly setting, the last it made, opens from its number.
  await settings
    .getByText(/^SPS-\d{8}-\d{3}$/)
    .filter({ visible: true })
    .first()
    .click();
  await expect(text(buyer, 'settingName')).toHaveValue('战略供应商年度评估');
  await expect(panel(buyer).locator('[data-child=suppliers]')).toContainText('华东精密机械有限公司');
  await expectAccessible(buyer, 'setting form');
});
