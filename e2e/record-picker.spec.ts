/**
 * Reference fields at any size: a buyer picks an organisation, a material far
 * past the first 500 and a supplier by searching in the record picker of a real
 * screen, saves, and the saved requisition shows their names (not ids), after a
 * reload too. A search form picks several suppliers. A supplier's picker never
 * offers another supplier's rows. And the whole path works from the keyboard, in
 * English.
 */
import { expect, test, type Page } from './fixtures.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin } from './api.ts';
import { expectAccessible, fillCell, openMenu, panel, pickRecord, signIn, day, pickField } from './helpers.ts';

const MATERIALS = 520;
const code = (n: number) => `E2E-PICK-${String(n).padStart(4, '0')}`;

test.beforeAll(async ({ baseURL }) => {
  // More materials than the old select ever loaded (500), the one looked for last.
  const admin = await apiLogin(baseURL!, 'admin');
  const materials = getEntity('materialItem');
  const there = await admin.client.post<unknown[]>(restPath(materials, 'listByPage'), { keyword: code(MATERIALS) });
  if (there.data.length) return;
  const save = restPath(materials, 'saveOrUpdate');
  const numbers = Array.from({ length: MATERIALS }, (_, i) => i + 1);
  for (let i = 0; i < numbers.length; i += 20) {
    await Promise.all(
      numbers
        .slice(i, i + 20)
        .map((n) => admin.client.post(save, { itemCode: code(n), itemName: n === MATERIALS ? '钛合金六角螺栓' : `测试物料${n}`, uomCode: 'PCS' })),
    );
  }
});

const picker = (page: Page) => page.locator('srm-record-picker [role=dialog]');

test('a buyer picks by searching, saves, and the requisition shows the names', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'buyer');
  await openMenu(page, '采购申请');
  await panel(page).getByRole('button', { name: /新增/ }).click();
  const form = panel(page);
  await pickField(page, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await expect(form.locator('[data-field=orgId] .ref-trigger')).toHaveText('星辰制造有限公司');
  await form.locator('[data-field=requesterName] input').fill('张采购');

  await form.getByRole('button', { name: /添加行/ }).click();
  const lines = form.locator('[data-child=lines] srm-data-grid');
  // The material is found by part of its name, among more than 500.
  await lines.getByRole('button', { name: '物料', exact: true }).click();
  await expect(picker(page)).toContainText('选择物料');
  await expect(picker(page).locator('[part=total]')).toContainText(/共 5\d\d 条/);
  await expectAccessible(page, 'material picker');
  await picker(page).getByRole('searchbox').fill('钛合金');
  await picker(page).getByRole('searchbox').press('Enter');
  await expect(picker(page).locator('[part=total]')).toHaveText(/共 1 条/);
  await expect(picker(page).locator('srm-data-grid')).toContainText(code(MATERIALS));
  const ok = picker(page).locator('[part~=ok-button]');
  await expect(ok).toBeDisabled();
  await picker(page).locator('[part~=select-row]').first().check();
  await expect(ok).toBeEnabled();
  await ok.click();
  await expect(lines.getByRole('button', { name: '钛合金六角螺栓' })).toBeVisible();
  await expect(lines).toContainText(code(MATERIALS));

  const qty = lines.getByLabel('需求数量', { exact: true });
  await fillCell(qty, '3');
  await lines.getByLabel('单位', { exact: true }).selectOption({ label: '个' });
  await lines.getByLabel('需求日期', { exact: true }).fill(day(10));
  await pickRecord(page, lines.getByRole('button', { name: '建议供应商', exact: true }), '蓝海', '蓝海电子科技有限公司');
  await expect(lines.getByRole('button', { name: '蓝海电子科技有限公司' })).toBeVisible();

  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('srm-toast')).toContainText('保存成功');
  const number = (await form.locator('.edit-subtitle').innerText()).trim();
  expect(number).toMatch(/^PR-/);

  // Opened again from its address: the names, never the ids.
  await page.reload();
  const again = panel(page);
  await expect(again.locator('.edit-subtitle')).toHaveText(number);
  await expect(again.locator('[data-field=orgId] .ref-trigger')).toHaveText('星辰制造有限公司');
  const saved = again.locator('[data-child=lines] srm-data-grid');
  await expect(saved.getByRole('button', { name: '钛合金六角螺栓' })).toBeVisible();
  await expect(saved.getByRole('button', { name: '蓝海电子科技有限公司' })).toBeVisible();
  await expectAccessible(page, 'requisition with picked references');
});

test('a search form picks several suppliers and lists only their orders', async ({ page }) => {
  await signIn(page, 'buyer');
  await openMenu(page, '采购订单');
  const list = panel(page);
  const filter = list.locator('.search-item', { hasText: '供应商' }).first();
  await filter.locator('.ref-trigger').click();
  const dialog = picker(page);
  await expect(dialog.locator('[part~=ok-button]')).toBeEnabled();
  await dialog.getByRole('searchbox').fill('有限公司');
  await dialog.getByRole('searchbox').press('Enter');
  await expect(dialog.locator('srm-data-grid')).toContainText('蓝海电子科技有限公司');
  const rows = dialog.locator('srm-data-grid');
  const firstTwo = rows.locator('[part~=select-row]');
  await firstTwo.nth(0).check();
  await firstTwo.nth(1).check();
  await dialog.locator('[part~=ok-button]').click();
  // The filter shows the two names once the picker has handed them over, joined by 、.
  await expect(filter.locator('.ref-text')).toContainText('、');
  const chosen = (await filter.locator('.ref-text').innerText()).split('、').map((s) => s.trim());
  expect(chosen).toHaveLength(2);
  await list.getByRole('button', { name: '查询' }).click();
  const grid = list.locator('srm-data-grid');
  await expect(grid.locator('[part=total]')).toBeVisible();
  const names = await grid.evaluate((el) => (el as unknown as { getRows(): { supplierName: string }[] }).getRows().map((r) => r.supplierName));
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) expect(chosen.some((c) => c.endsWith(n))).toBe(true);
  // Cleared, the filter is gone.
  await filter.getByRole('button', { name: '清除供应商' }).click();
  await expect(filter.locator('.ref-text')).toHaveText('请选择');
});

test("a supplier's picker never offers another supplier's rows", async ({ page, baseURL }) => {
  await signIn(page, 'supplier1');
  await openMenu(page, '送货单');
  await panel(page).getByRole('button', { name: /新增/ }).click();
  const note = panel(page);
  await note.locator('[data-field=supplierId] .ref-trigger').click();
  const dialog = picker(page);
  await expect(dialog.locator('[part=total]')).toHaveText(/共 1 条/);
  await expect(dialog.locator('srm-data-grid')).toContainText('华东精密机械有限公司');
  await expect(dialog.locator('srm-data-grid')).not.toContainText('蓝海电子科技有限公司');
  await dialog.getByRole('searchbox').fill('蓝海');
  await dialog.getByRole('searchbox').press('Enter');
  await expect(dialog.locator('[part=total]')).toHaveText(/共 0 条/);
  await page.keyboard.press('Escape');
  await expect(page.locator('srm-record-picker')).toHaveCount(0);
  await expect(note.locator('[data-field=supplierId] .ref-trigger')).toBeFocused();
  // The same search asked directly of the server.
  const s1 = await apiLogin(baseURL!, 'supplier1');
  const answer = await s1.client.post<{ supplierName: string }[]>(restPath(getEntity('supplierInfo'), 'listByPage'), {
    keyword: '有限公司',
    pageIndex: 1,
    pageRows: 50,
  });
  expect(answer.data.map((r) => r.supplierName)).toEqual(['华东精密机械有限公司']);
});

test('in English, from the keyboard only', async ({ page }) => {
  await signIn(page, 'buyer', 'EN');
  await openMenu(page, 'Requisitions');
  await panel(page)
    .getByRole('button', { name: /New|Add/ })
    .click();
  const form = panel(page);
  const trigger = form.locator('[data-field=orgId] .ref-trigger');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = picker(page);
  await expect(dialog.getByRole('heading')).toHaveText('Choose Organisation');
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('XC-SZ');
  await page.keyboard.press('Enter');
  await expect(dialog.locator('[part=total]')).toHaveText(/Total 1 items/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page.locator('srm-record-picker')).toHaveCount(0);
  await expect(trigger).toHaveText('苏州工厂');
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAccessibleName(/Organisation\s+苏州工厂/);
});
