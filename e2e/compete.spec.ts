/**
 * The compete hall live, in three browsers: the buyer starts the turn of the
 * published demo event, supplier1 and supplier2 enter with the password, mark
 * ready and bid, and each sees its rank change without a reload; a bid in the
 * last 30 seconds extends the turn; the replay shows the offers in order and
 * the log verifies. axe on the three hall screens.
 */
import { expect, test, type Page } from './fixtures.ts';
import { expectAccessible, openMenu, panel, signIn } from './helpers.ts';

const TITLE = '冷轧钢板与铝板反向竞价';
const seconds = (text: string) => {
  const [m, s] = text.split(':').map(Number);
  return m * 60 + s;
};

async function openHall(page: Page, menu: string) {
  await openMenu(page, menu);
  await panel(page).locator('srm-data-grid').getByText(TITLE).filter({ visible: true }).first().click();
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

test('a live turn: both suppliers bid and watch their rank change, a last-second bid extends the turn, the replay shows the sequence', async ({ browser }) => {
  test.setTimeout(300_000);
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
  await expect(hall.getByTestId('compete-live').locator('tbody tr')).toHaveCount(2);
  await expect(hall.getByTestId('ranking-1').locator('tbody tr').first()).toContainText('5050.00');
  await expectAccessible(buyer, 'buyer hall');

  // Wait for the last 30 seconds of the 90-second turn, then bid: the server extends the turn by 60 seconds.
  const remaining = panel(supplier1).getByTestId('compete-remaining');
  await expect.poll(async () => seconds((await remaining.textContent()) ?? '99:99'), { timeout: 120_000, intervals: [1000] }).toBeLessThan(25);
  await offer(supplier1, '5000');
  await expect(panel(supplier1).getByTestId('compete-message')).toContainText('延长60秒');
  await expect.poll(async () => seconds((await remaining.textContent()) ?? '0:0'), { timeout: 10_000 }).toBeGreaterThan(60);
  await expect(item1.getByTestId('my-rank')).toHaveText('1 / 2');
  await expect(item2.getByTestId('my-rank')).toHaveText('2 / 2');

  await hall.getByRole('button', { name: '结束竞价' }).click();
  await hall.getByRole('button', { name: '校验出价链' }).click();
  await expect(hall.getByTestId('compete-verify-answer')).toContainText('出价链完整：已校验3条');
  await hall.getByRole('link', { name: '回放' }).click();
  const replay = panel(buyer).getByTestId('compete-replay');
  const rows = replay.getByTestId('compete-replay-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('5100.00');
  await expect(rows.nth(1)).toContainText('5050.00');
  await expect(rows.nth(2)).toContainText('5000.00');
  await expectAccessible(buyer, 'replay');
});
