/**
 * The scheduler console in the browser: the admin opens the certificate
 * expiry schedule, runs it now and reads the run's log; saving a schedule with
 * a bad cron expression shows the error naming the field and keeps the old
 * one. axe on the console's screens.
 */
import { expect, test, type Page } from './fixtures.ts';
import { clickVisible, expectAccessible, openMenu, panel, search, signIn } from './helpers.ts';

/** Opens a schedule from the scheduled jobs list by its code. */
async function openSchedule(page: Page, code: string) {
  await openMenu(page, '定时任务');
  const list = panel(page);
  const total = list.locator('srm-data-grid [part=total]');
  await expect(total).toHaveText(/共 \d+ 条/);
  const unfiltered = await total.innerText();
  await search(page, '编码', code);
  // The answer on screen first: until then the rows show the list before it, and the row matched by the code may
  // be showing the quarterly schedule (the same code and more) by the time the click lands.
  await expect(total).not.toHaveText(unfiltered);
  await clickVisible(list.locator('srm-data-grid').getByText(code, { exact: true }));
  await expect(panel(page).locator('[data-field=cronExpression] input')).toBeVisible();
}

test('the admin runs the certificate expiry job now and reads its log', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await openMenu(page, '定时任务');
  await expect(panel(page).locator('srm-data-grid')).toContainText('scheduler.certificateExpiry');
  await expectAccessible(page, 'scheduled jobs');
  await openSchedule(page, 'scheduler.certificateExpiry');
  await expectAccessible(page, 'schedule edit');
  await panel(page).getByRole('button', { name: '立即运行', exact: true }).click();
  // The run opens on its own page; it waits, runs and is done, with its log.
  await expect(panel(page).getByTestId('run-status')).toHaveText('已完成', { timeout: 60_000 });
  const log = panel(page).getByTestId('run-log');
  await expect(log).toContainText('certificate(s) end within 30 day(s)');
  await expect(log).toContainText('finished');
  await expect(panel(page).getByTestId('run-duration')).toHaveText(/\d+\.\d{3} s/);
  await expectAccessible(page, 'run detail');
  for (const menu of ['并发程序', '提交请求', '请求与运行', '调度错误', '任务队列', '失败任务补偿']) {
    await openMenu(page, menu);
    await expectAccessible(page, menu);
  }
});

test('a bad cron expression is refused naming the field, and the schedule keeps its old one', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await openSchedule(page, 'scheduler.overdueDelivery');
  const cron = panel(page).locator('[data-field=cronExpression] input');
  const old = await cron.inputValue();
  await cron.fill('61 25 * * *');
  await cron.press('Tab');
  await panel(page).getByRole('button', { name: '保存' }).click();
  await expect(page.locator('srm-toast, [role=alert]').filter({ hasText: 'Cron 表达式无效' }).first()).toBeVisible();
  await page.reload();
  await openSchedule(page, 'scheduler.overdueDelivery');
  await expect(panel(page).locator('[data-field=cronExpression] input')).toHaveValue(old);
});
