/**
 * A tree entity's list: the hierarchy in `srm-tree` beside the grid; choosing a
 * node (here from the keyboard) lists its direct children, "All" every row.
 */
import { expect, test } from './fixtures.ts';
import { expectAccessible, openMenu, panel, signIn } from './helpers.ts';

test('purchase categories: the tree chooses whose children the list shows', async ({ page }) => {
  await signIn(page, 'buyer');
  await openMenu(page, '采购分类');
  const screen = panel(page);
  const tree = screen.getByRole('tree', { name: '采购分类层级' });
  await expect(tree.getByRole('treeitem', { name: /10 生产物料/ })).toBeVisible();
  const grid = screen.locator('srm-data-grid');
  await expect(grid).toContainText('1001');
  await expect(grid).toContainText('2001');

  await tree.getByRole('treeitem').first().focus();
  await page.keyboard.press('Enter');
  await expect(screen.getByRole('status').filter({ hasText: '10 生产物料' })).toBeVisible();
  const codes = () =>
    grid.evaluate((el) =>
      (el as unknown as { getRows(): { categoryCode: string }[] })
        .getRows()
        .map((r) => r.categoryCode)
        .sort(),
    );
  await expect.poll(codes).toEqual(['1001', '1002', '1003']);
  await expectAccessible(page, 'tree list');

  await screen.getByRole('button', { name: '全部' }).click();
  await expect.poll(async () => (await codes()).length).toBeGreaterThan(3);
  await expect.poll(codes).toContain('2001');
});
