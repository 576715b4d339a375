/**
 * The message centre in the browser: the admin edits the "order released"
 * template (a placeholder the order lacks is refused first, the message
 * shown), the buyer releases an order of 华东精密 (supplier1), and supplier1
 * reads the changed text in its messages. axe on the centre's screens.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { act as apiAct, apiLogin, type Signed } from './api.ts';
import { expect, test, type Page } from './fixtures.ts';
import { clickVisible, expectAccessible, openMenu, panel, search, signIn, day } from './helpers.ts';

/** A one-line order for supplier1, submitted, approved and released by the buyer: answers its number. */
async function releasedOrder(baseURL: string): Promise<string> {
  const [buyer, approver, supplier]: Signed[] = await Promise.all([apiLogin(baseURL, 'buyer'), apiLogin(baseURL, 'approver'), apiLogin(baseURL, 'supplier1')]);
  const order = getEntity('purOrder');
  const own = (await supplier.client.post<{ supplierId: number; orgId: number }[]>(restPath(order, 'listByPage'), { pageRows: 1 })).data[0];
  const item = (await buyer.client.post<{ itemId: number }[]>(restPath(getEntity('materialItem'), 'listByPage'), { itemCode: 'M-100004' })).data[0];
  const po = (
    await buyer.client.post<{ poHeaderId: number; poNumber: string }>(restPath(order, 'saveOrUpdate'), {
      supplierId: own.supplierId,
      orgId: own.orgId,
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      lines: [{ lineNumber: 1, itemId: item.itemId, quantity: 4, taxPrice: 25, needByDate: day(12) }],
    })
  ).data;
  for (const [who, step] of [
    [buyer, 'submit'],
    [approver, 'approval'],
    [buyer, 'release'],
  ] as const)
    await apiAct(who, 'purOrder', step, po.poHeaderId);
  return po.poNumber;
}

const field = (page: Page, name: string) => panel(page).locator(`[data-field=${name}]`).locator('input, textarea').first();

test('the admin edits the order released template and supplier1 reads the changed text', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  await openMenu(admin, '消息模板');
  await expectAccessible(admin, 'template list');
  await search(admin, '模板编号', 'MT-ORDER-RELEASED-SITE');
  await clickVisible(panel(admin).locator('srm-data-grid').getByText('MT-ORDER-RELEASED-SITE'));
  await expect(field(admin, 'titleZh')).toHaveValue(/\{\{orderNumber\}\}/);
  await expectAccessible(admin, 'template form');

  // A placeholder the order does not have: refused, naming it.
  await field(admin, 'titleZh').fill('订单{{promiseDate}}已发布');
  await panel(admin).getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('占位符{{promiseDate}}不是事件“采购订单发布”的字段').first()).toBeVisible();

  await field(admin, 'titleZh').fill('【E2E】订单{{orderNumber}}已下达给{{supplierName}}，请三日内确认');
  await panel(admin).getByRole('button', { name: '保存' }).click();
  await expect(admin.locator('srm-toast')).toContainText('保存成功');

  const number = await releasedOrder(baseURL!);

  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier1');
  await openMenu(supplier, '消息列表');
  await expect(panel(supplier).locator('srm-data-grid')).toContainText(`【E2E】订单${number}已下达给`);
  await expectAccessible(supplier, 'supplier messages');
  await openMenu(supplier, '我的消息订阅');
  await expectAccessible(supplier, 'subscriptions');

  // The centre's record of it, and the other screens.
  for (const menu of ['消息来源', '消息渠道配置', '消息接收人', '消息发送日志', '消息实例']) {
    await openMenu(admin, menu);
    await expect(panel(admin).locator('srm-data-grid')).toBeVisible();
    await expectAccessible(admin, menu);
  }
  await expect(panel(admin).locator('srm-data-grid')).toContainText(`【E2E】订单${number}已下达给`);
  await clickVisible(panel(admin).locator('srm-data-grid').getByText(`【E2E】订单${number}`));
  await expect(panel(admin).locator('[data-child=deliveries]')).toContainText('已送达');
  await expectAccessible(admin, 'instance check');
});
