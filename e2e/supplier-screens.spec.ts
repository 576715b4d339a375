/**
 * The supplier lifecycle's other screens as their users see them: each list
 * shows the demo's rows, a document opens from its number, and axe finds
 * nothing serious on any of them, for the buyer (reports, daily management,
 * grades, quotas, plans, batch tryouts) and for the supplier (its
 * rectifications). The walks of the documents are in their own specs.
 */
import { expect, test } from './fixtures.ts';
import { clickVisible, expectAccessible, openMenu, panel, signIn } from './helpers.ts';

const LISTS: [menu: string, shows: string, number?: RegExp][] = [
  ['供应商信息报表', '华东精密机械有限公司'],
  ['供应商证照报表', 'ISO9001'],
  ['供应商地点报表', '星辰制造有限公司'],
  ['供应商银行信息报表', '华东精密机械有限公司'],
  ['供应商联系人报表', '王海'],
  ['日常管理', '待供应商整改', /^RCGL-/],
  ['供应商分级', '审批中', /^GFJB-/],
  ['配额预置比例', '华东精密机械有限公司'],
  ['配额调整', '已提交', /^PETZ-/],
  ['配额调整明细', '华东精密机械有限公司'],
  ['配额执行监控', '华东精密机械有限公司'],
  ['配额预警', '华东精密机械有限公司'],
  ['引入场景', '新供应商引入'],
  ['资质要求', '机加工件'],
  ['考察计划', '供应商已确认', /^KCJH-/],
  ['小批量试用', '试验中', /^PLSY-/],
];

test('the buyer reads every lifecycle list and opens its documents; axe on each', async ({ page }) => {
  test.setTimeout(360_000);
  await signIn(page, 'buyer');
  for (const [menu, shows, number] of LISTS) {
    await openMenu(page, menu);
    const grid = panel(page).locator('srm-data-grid');
    await expect(grid, menu).toContainText(shows);
    await expectAccessible(page, menu);
    // A user keeps at most 15 tabs open: the list's stays (the button shows from the third tab on).
    const closeOthers = page.getByRole('button', { name: '关闭其他' });
    if (await closeOthers.isVisible()) await closeOthers.click();
    if (!number) continue;
    await clickVisible(grid.getByText(number));
    await expect(panel(page).locator('.edit-subtitle')).toHaveText(number);
    await expectAccessible(page, `${menu}: a document`);
  }
});

test('the supplier reads its rectifications on its own page', async ({ page }) => {
  await signIn(page, 'supplier1');
  await openMenu(page, '我的整改');
  const grid = panel(page).locator('srm-data-grid');
  await expect(grid).toContainText('待供应商整改');
  await expectAccessible(page, 'my rectifications');
  await grid
    .getByText(/^RCGL-/)
    .filter({ visible: true })
    .first()
    .click();
  await expect(panel(page).locator('.edit-subtitle')).toHaveText(/^RCGL-/);
  await expect(panel(page).locator('[data-field=supplierId]')).toContainText('华东精密机械有限公司');
  await expectAccessible(page, 'my rectification');
});
