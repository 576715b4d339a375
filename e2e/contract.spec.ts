/**
 * Contracts in the browser: the buyer makes a contract from the published
 * standard template for 华东精密 (supplier1), its clauses filled from the
 * contract; the approver approves it, the buyer sends it, supplier1 confirms
 * it on its own menu. An alteration of an effective demo contract makes
 * version 2, and the versions part shows the changed clause with its text
 * difference. axe on the new screens.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin } from './api.ts';
import { expect, test, type Page } from './fixtures.ts';
import {
  addLine,
  childGrid,
  clickVisible,
  expectAccessible,
  fillCell,
  gridCell,
  openMenu,
  panel,
  pickRecord,
  search,
  signIn,
  actWith,
  OK_BUTTON,
  day,
  pickField,
} from './helpers.ts';

/** The header's actions here confirm in either language. */
const act = actWith({ ok: OK_BUTTON });

/** Opens a contract from a list menu by its number. */
async function openContract(page: Page, menu: string, code: string) {
  await openMenu(page, menu);
  const rows = await search(page, '合同编号', code);
  await expect(rows.locator('[part=total]')).toHaveText(/^\s*共 1 条\s*$/);
  await clickVisible(rows.getByText(code, { exact: true }));
  await expect(panel(page).locator('.edit-subtitle')).toHaveText(code);
}

test('the buyer makes a contract from a template for supplier1; approved, sent and confirmed by supplier1', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const { client } = await apiLogin(baseURL!, 'buyer');
  const templates = (
    await client.post<{ templateCode: string; templateName: string }[]>(restPath(getEntity('contractTemplate'), 'listByPage'), {
      templateStatus: 'PUBLISHED',
      templateName: '标准采购合同',
    })
  ).data;
  expect(templates).toHaveLength(1);
  const templateCode = templates[0].templateCode;

  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '合同模板');
  await expectAccessible(buyer, 'template list');
  await openMenu(buyer, '合同条款库');
  await expectAccessible(buyer, 'clause library');
  await openMenu(buyer, '合同管理');
  await expectAccessible(buyer, 'contract list');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const form = panel(buyer);
  await form.locator('[data-field=contractName] input').fill('端到端：轴承座年度采购合同');
  await pickField(buyer, 'supplierId', '华东', '华东精密机械有限公司');
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await pickField(buyer, 'templateId', templateCode, '标准采购合同');
  await form.locator('[data-field=totalAmount] input').fill('50000');
  for (const [field, value] of [
    ['startDate', day(1)],
    ['endDate', day(366)],
  ] as const) {
    await form.locator(`[data-field=${field}] input`).fill(value);
    await form.locator(`[data-field=${field}] input`).press('Enter');
  }
  const stages = childGrid(buyer, 'payments');
  for (const [row, name, share] of [
    [0, '预付款', '30'],
    [1, '验收款', '70'],
  ] as const) {
    await addLine(buyer, 'payments');
    await fillCell(gridCell(stages, '行号', row), String(row + 1));
    await fillCell(gridCell(stages, '付款阶段', row), name);
    await fillCell(gridCell(stages, '付款比例(%)', row), share);
  }
  await addLine(buyer, 'items');
  const items = childGrid(buyer, 'items');
  await fillCell(gridCell(items, '行号', 0), '1');
  await pickRecord(buyer, items.getByRole('button', { name: '物料', exact: true }).first(), 'M-100001', '轴承座');
  await fillCell(gridCell(items, '数量', 0), '4000');
  await fillCell(gridCell(items, '含税单价', 0), '12.5');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('保存成功');
  const code = (await form.locator('.edit-subtitle').innerText()).trim();
  expect(code).toMatch(/^HT-\d{8}-\d{4}$/);
  // The template's clauses, their placeholders filled from the contract.
  // The clause grid edits the texts in its cells' inputs.
  const clauseTexts = () =>
    form
      .locator('[data-child=clauses]')
      .locator('input, textarea')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLInputElement).value).join('\n'));
  await expect.poll(clauseTexts).toContain('华东精密机械有限公司');
  const filled = await clauseTexts();
  expect(filled).toContain('预付款 30%（15,000.00 CNY）');
  expect(filled).toContain('50,000.00 CNY');
  expect(filled).not.toContain('{{');
  await expectAccessible(buyer, 'contract form');
  await act(buyer, '提交');
  await expect(form.locator('.status-tag')).toHaveText('审批中');

  const approver = await browser.newPage();
  await signIn(approver, 'approver');
  await openContract(approver, '合同管理', code);
  await act(approver, '审批通过');
  await expect(panel(approver).locator('.status-tag')).toHaveText('已批准');

  await buyer.reload();
  await openContract(buyer, '合同管理', code);
  await act(buyer, '发送供应商确认');
  await expect(panel(buyer).locator('.status-tag')).toHaveText('待供应商确认');

  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier1');
  await openContract(supplier, '待确认合同', code);
  await expectAccessible(supplier, 'contract to confirm');
  await expect(panel(supplier).locator('[data-child=clauses]')).toContainText('华东精密机械有限公司');
  await act(supplier, '确认合同');
  await expect(panel(supplier).locator('.status-tag')).toHaveText('待签署');
});

test('an alteration of an effective contract makes version 2; the comparison shows the changed clause', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { client } = await apiLogin(baseURL!, 'buyer');
  const contract = getEntity('contract');
  const effective = (
    await client.post<{ contractId: number; contractCode: string; versionNumber: number }[]>(restPath(contract, 'listByPage'), {
      contractStatus: 'EFFECTIVE',
      contractName: '华东精密紧固件采购合同',
    })
  ).data;
  expect(effective).toHaveLength(1);
  expect(effective[0].versionNumber).toBe(1);
  const { contractId, contractCode } = effective[0];

  await signIn(page, 'buyer');
  await openContract(page, '合同管理', contractCode);
  await act(page, '合同变更', { fill: (dialog) => dialog.locator('textarea').fill('质保期延长至三十六个月') });
  const form = panel(page);
  await expect(form.locator('.status-tag')).toHaveText('变更中');
  await expect(form.locator('[data-field=versionNumber]')).toContainText('2');
  // The clause is edited as the buyer would save it; the comparison is read on the screen.
  const now = (
    await client.post<{ versionNum: number; clauses: { clauseTitle: string; clauseText: string }[] }>(restPath(contract, 'findById'), { contractId })
  ).data;
  const clauses = now.clauses.map((c) => (c.clauseTitle === '质量保证' ? { ...c, clauseText: c.clauseText.replace('二十四个月', '三十六个月') } : c));
  const saved = await client.post(restPath(contract, 'saveOrUpdate'), { contractId, versionNum: now.versionNum, clauses });
  expect(saved.status).toBe('S');
  await page.reload();
  await openContract(page, '合同管理', contractCode);
  const versions = panel(page).locator('[data-testid=versions]');
  await expect(versions).toContainText('第 1 版');
  await expect(versions).toContainText('第 2 版 (当前)');
  await expect(versions).toContainText('变更原因：质保期延长至三十六个月');
  const diff = versions.locator('.versions-diff');
  await expect(diff).toContainText('质量保证');
  await expect(diff.locator('del').first()).toHaveText('二');
  await expect(diff.locator('ins').first()).toHaveText('三');
  await expectAccessible(page, 'contract versions');

  await openMenu(page, '简易合同');
  await expectAccessible(page, 'simplified contracts');
  await openMenu(page, '合同明细查询');
  await expectAccessible(page, 'enhanced contract list');
  await openMenu(page, '合同归档');
  await expectAccessible(page, 'contract archive');
});
