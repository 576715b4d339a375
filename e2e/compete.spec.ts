/**
 * The compete hall live, in three browsers: the buyer runs the two turns of
 * the published demo event, supplier1 and supplier2 enter with the password,
 * mark ready and bid, and each sees its rank change without a reload; a bid
 * in the last 30 seconds extends the turn; the award (approved by the
 * approver over the API) becomes a price agreement; the replay shows the
 * offers in order and the log verifies. axe on the hall and award screens.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { actionOperation } from '@srm/domain/entity/naming.ts';
import { apiLogin } from './api.ts';
import { expect, test, type Page } from './fixtures.ts';
import { clickVisible, expectAccessible, openMenu, panel, signIn } from './helpers.ts';

const TITLE = '冷轧钢板与铝板反向竞价';
const seconds = (text: string) => {
  const [m, s] = text.split(':').map(Number);
  return m * 60 + s;
};

async function openHall(page: Page, menu: string) {
  await openMenu(page, menu);
  await clickVisible(panel(page).locator('srm-data-grid').getByText(TITLE));
}

async function enter(page: Page) {
  await openHall(page, '我的竞价');
  const hall = panel(page).getByTestId('compete-supplier-hall');
  await hall.getByLabel('大厅密码').fill('Hall@2026');
  await hall.getByRole('button', { name: '进入大厅' }).click();
  await expect(hall.getByTestId('compete-connection')).toHaveAttribute('data-state', 'open');
  await hall.getByRole('button', { name: '就绪' }).click();
  await expect(hall.getByTestId('compete-ready')).toBeVisible();
  return hall;
}

async function offer(page: Page, price: string) {
  const item = panel(page).getByTestId('compete-item-1');
  await item.getByLabel('新报价').fill(price);
  await item.getByRole('button', { name: '出价', exact: true }).click();
  await expect(panel(page).getByTestId('compete-message')).toContainText('出价已接受');
  return item;
}

test('two live turns: both suppliers bid and watch their rank change, a last-second bid extends the turn, the award becomes an agreement, the replay shows the sequence', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const [buyer, supplier1, supplier2] = await Promise.all([0, 1, 2].map(async () => (await browser.newContext()).newPage()));
  await signIn(buyer, 'buyer');
  await signIn(supplier1, 'supplier1');
  await signIn(supplier2, 'supplier2');

  await openHall(buyer, '竞价大厅');
  const hall = panel(buyer).getByTestId('compete-hall-main');
  await expect(hall.getByTestId('compete-connection')).toHaveAttribute('data-state', 'open');
  await enter(supplier1);
  await enter(supplier2);
  await expectAccessible(supplier1, 'supplier hall');

  await hall.getByRole('button', { name: '开始/继续' }).click();
  await expect(hall.getByTestId('compete-turn')).toContainText('第1轮');
  const item1 = await offer(supplier1, '5100');
  await expect(item1.getByTestId('my-rank')).toHaveText('1 / 1');
  const item2 = await offer(supplier2, '5050');
  await expect(item2.getByTestId('my-rank')).toHaveText('1 / 2');
  // supplier1 is told without a reload that it was outbid.
  await expect(item1.getByTestId('my-rank')).toHaveText('2 / 2');
  await expect(hall.getByTestId('compete-live').locator('[part=total]')).toHaveText(/共 2 条/);
  await expect(hall.getByTestId('ranking-1').locator('span.num').first()).toContainText('5,050.00');
  await expectAccessible(buyer, 'buyer hall');

  // A notice to every bidder, posted from the buyer's hall, reaches both suppliers' halls without a reload (the invitation is already there).
  const board = hall.getByTestId('compete-notices');
  await board.getByLabel('公告标题').fill('第二轮安排');
  await board.getByLabel('公告内容').fill('第二轮限价为首轮的98%');
  await board.getByRole('button', { name: '发布公告' }).click();
  for (const s of [supplier1, supplier2]) {
    const notices = panel(s).getByTestId('compete-notices');
    await expect(notices).toContainText('第二轮安排');
    await expect(notices).toContainText('竞价邀请');
  }

  // Wait for the last 30 seconds of the 90-second turn, then bid: the server extends the turn by 60 seconds.
  const remaining = panel(supplier1).getByTestId('compete-remaining');
  await expect.poll(async () => seconds((await remaining.textContent()) ?? '99:99'), { timeout: 120_000, intervals: [1000] }).toBeLessThan(25);
  await offer(supplier1, '5000');
  await expect(panel(supplier1).getByTestId('compete-message')).toContainText('延长60秒');
  await expect.poll(async () => seconds((await remaining.textContent()) ?? '0:0'), { timeout: 10_000 }).toBeGreaterThan(60);
  await expect(item1.getByTestId('my-rank')).toHaveText('1 / 2');
  await expect(item2.getByTestId('my-rank')).toHaveText('2 / 2');

  // Turn 2 starts afresh: its own ceiling (98 %) and decrement, ranks from nothing.
  await hall.getByRole('button', { name: '下一轮' }).click();
  await expect(hall.getByTestId('compete-turn')).toContainText('第2轮');
  await expect(item2.getByTestId('my-rank')).toHaveText('-');
  await offer(supplier2, '5080');
  await expect(item2.getByTestId('my-rank')).toHaveText('1 / 1');
  await offer(supplier1, '5070');
  await expect(item1.getByTestId('my-rank')).toHaveText('1 / 2');
  await expect(item2.getByTestId('my-rank')).toHaveText('2 / 2');

  await hall.getByRole('button', { name: '结束竞价' }).click();
  await hall.getByRole('button', { name: '校验出价链' }).click();
  await expect(hall.getByTestId('compete-verify-answer')).toContainText('出价链完整：已校验5条');

  // The award: turn 2's first by rank is proposed; submitted, approved by the approver, made into a price agreement.
  await hall.getByTestId('compete-award-link').click();
  const award = panel(buyer).getByTestId('compete-award');
  await expect(award.getByTestId('compete-award-item-1').locator('tbody tr').first()).toContainText('5,070.00');
  await expect(award.getByTestId('compete-award-item-1').getByRole('radio').first()).toBeChecked();
  await expectAccessible(buyer, 'award summary');
  await award.getByRole('button', { name: '提交授标' }).click();
  const dialog = buyer.getByRole('dialog');
  await dialog.locator('#action-awardComments').fill('第二轮最低价');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(award.getByTestId('compete-award-status')).toContainText('授标审批中');
  const def = getEntity('ponCompete');
  const approver = await apiLogin(baseURL!, 'approver');
  const found = await approver.client.post<Record<string, any>[]>(restPath(def, 'listByPage'), { competeTitle: TITLE, pageRows: 5 });
  const event = found.data.find((r) => r.competeTitle === TITLE)!;
  await approver.client.post(restPath(def, actionOperation('approveAward')), { competeHeaderId: event.competeHeaderId, versionNum: event.versionNum });
  // The approval happened elsewhere: the buyer's page reads it afresh.
  await buyer.reload();
  await openMenu(buyer, '竞价授标');
  await clickVisible(panel(buyer).locator('srm-data-grid').getByText(TITLE));
  const awarded = panel(buyer).getByTestId('compete-award');
  await expect(awarded.getByTestId('compete-award-status')).toContainText('已授标');
  await awarded.getByRole('button', { name: '生成价格协议' }).click();
  await expect(awarded.getByTestId('compete-award-status')).toContainText('已生成协议');
  await expect(awarded.getByTestId('compete-award-bidders').getByRole('link', { name: /^XY-/ })).toHaveCount(1);

  // The replay plays the log back: the same five offers in the order they were taken.
  await openHall(buyer, '竞价大厅');
  await panel(buyer).getByTestId('compete-hall-main').getByRole('link', { name: '回放' }).click();
  const replay = panel(buyer).getByTestId('compete-replay');
  const rows = replay.getByTestId('compete-replay-table').locator('span.num');
  await expect(rows).toHaveCount(5);
  for (const [i, price] of ['5,100.00', '5,050.00', '5,000.00', '5,080.00', '5,070.00'].entries()) await expect(rows.nth(i)).toContainText(price);
  await expectAccessible(buyer, 'replay');
});
