/**
 * Approval processes in the portal: the administrator draws a two-step process
 * for purchase orders over 100,000 (the buyer's department manager, then a
 * countersign of the two finance approvers) and publishes it; the buyer submits a
 * large order; the manager and both finance approvers decide it from myUpcoming,
 * one of them through the colleague they delegated to; the order's history shows
 * every step; a small order still approves in one step. axe on the new screens.
 */
import { expect, test, type Page } from './fixtures.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin, type Signed } from './api.ts';
import { clickVisible, expectAccessible, openMenu, panel, search, signIn, day } from './helpers.ts';

const order = getEntity('purOrder');

/** A draft order of `quantity` gears at 1,250 each, as the buyer (the demo's supplier, organisation and item). */
async function draftOrder(buyer: Signed, quantity: number): Promise<{ poHeaderId: number; poNumber: string }> {
  const [sample] = (await buyer.client.post<Record<string, any>[]>(restPath(order, 'listByPage'), { pageRows: 1, poStatus: 'APPROVED' })).data;
  const full = (await buyer.client.post<Record<string, any>>(restPath(order, 'findById'), { poHeaderId: sample.poHeaderId })).data;
  const saved = await buyer.client.post<{ poHeaderId: number; poNumber: string }>(restPath(order, 'saveOrUpdate'), {
    supplierId: full.supplierId,
    orgId: full.orgId,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    description: 'e2e approval process',
    lines: [{ lineNumber: 1, itemId: full.lines[0].itemId, quantity, taxPrice: 1250, needByDate: day(30) }],
  });
  return saved.data;
}

/** Opens myUpcoming, finds the order's task and approves it with a comment. */
async function approveFromUpcoming(page: Page, poNumber: string, comment: string, onBehalfOf?: string) {
  await openMenu(page, '我的待办审批');
  const list = panel(page);
  const grid = await search(page, '单据编号', poNumber);
  await expect(grid.locator('[part=total]')).toHaveText(/^\s*共 1 条\s*$/);
  await clickVisible(grid.locator('button[data-resource=wfHandle]'));
  const task = list.locator('[data-testid=task-panel]');
  await expect(task.locator('h2')).toContainText(poNumber);
  if (onBehalfOf) await expect(task).toContainText(`代 ${onBehalfOf} 审批`);
  await expect(task.locator('[data-testid=approval-history]')).toContainText('提交');
  await task.getByRole('button', { name: '同意' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('意见').fill(comment);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(list.locator('[data-testid=task-panel]')).toContainText('从左侧列表选择一条待办');
}

test('a two-step process for large orders, decided from myUpcoming with a delegation; small orders approve in one step', async ({ page, baseURL }) => {
  // Five people act in turn: about 50 s on an idle machine, more on CI's two shared cores.
  test.setTimeout(180_000);
  // The administrator draws and publishes the process.
  await signIn(page, 'admin');
  await openMenu(page, '流程设计');
  await panel(page).getByRole('button', { name: '新增' }).click();
  const editor = panel(page).locator('[data-entity=wfProcessDefinition]');
  await expect(editor).toBeVisible();
  await editor.getByLabel('流程编码').fill('PO_E2E');
  await editor.getByLabel('流程名称', { exact: true }).fill('大额订单两级审批');
  await editor.getByLabel('业务单据').selectOption('purOrder');
  await editor.getByRole('button', { name: '添加条件' }).first().click();
  await editor.locator('#wf-applies-f0 select').selectOption('totalAmount');
  await editor.locator('#wf-applies-o0 select').selectOption('>');
  await editor.locator('#wf-applies-v0').fill('100000');
  await editor.getByRole('button', { name: '添加步骤' }).click();
  await editor.locator('#wf-step-0-name').fill('部门负责人');
  await editor.locator('#wf-step-0-type select').selectOption('deptManager');
  await editor.getByRole('button', { name: '添加步骤' }).click();
  await editor.locator('#wf-step-1-name').fill('财务会签');
  await editor.locator('#wf-step-1-type select').selectOption('processRole');
  await expect(editor.locator('[data-testid=process-check]')).toContainText('没有审批人规则');
  await editor.locator('#wf-step-1-who').fill('FINANCE');
  await editor.locator('#wf-step-1-cs select').selectOption('all');
  await expect(editor.locator('[data-testid=process-check]')).toHaveText('流程检查通过');
  await expect(editor.locator('[data-testid=process-diagram]')).toHaveAttribute('aria-label', /部门负责人 → 财务会签/);
  await expect(editor.locator('[data-testid=process-diagram] .djs-element[data-element-id=Step_2]')).toBeVisible();
  await expectAccessible(page, 'process editor');
  await editor.getByRole('button', { name: '发布' }).click();
  await expect(editor.locator('h1 .tag')).toHaveText('已发布');

  // finance2 is away: their approvals go to the approver while the delegation runs.
  const finance2 = await apiLogin(baseURL!, 'finance2');
  const approverId = (await apiLogin(baseURL!, 'approver')).userId;
  await finance2.client.post(restPath(getEntity('wfDelegation'), 'saveOrUpdate'), { toUserId: approverId, startDate: day(0), endDate: day(3), reason: '出差' });

  // The buyer submits a large order (10 x 1,250 x 100 = 1,250,000) on its edit screen.
  const buyer = await apiLogin(baseURL!, 'buyer');
  const large = await draftOrder(buyer, 100);
  await signIn(page, 'buyer');
  await page.goto(`/main/purOrderManage/purchaseOrderEdit?id=${large.poHeaderId}`);
  const doc = panel(page).locator('.edit-page');
  await doc.getByRole('button', { name: '提交' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(doc.locator('[data-testid=approval-history]')).toContainText('张采购');
  // What the buyer started waits at the manager's step, on the manager.
  await openMenu(page, '我发起的');
  const started = panel(page).locator('srm-data-grid');
  await expect(started).toContainText(large.poNumber);
  await expect(started).toContainText('部门负责人');
  await expect(started).toContainText('王经理');
  await expectAccessible(page, 'started by me');

  // The manager, then both finance approvers (finance2 through the approver), decide from myUpcoming.
  await signIn(page, 'manager');
  await approveFromUpcoming(page, large.poNumber, '同意采购');
  await expectAccessible(page, 'my approvals to do');
  await signIn(page, 'finance1');
  await approveFromUpcoming(page, large.poNumber, '预算内');
  await signIn(page, 'approver');
  await approveFromUpcoming(page, large.poNumber, '代为同意', '钱财务');

  // The buyer sees the order approved, and every step in its history.
  await signIn(page, 'buyer');
  await page.goto(`/main/purOrderManage/purchaseOrderEdit?id=${large.poHeaderId}`);
  const history = panel(page).locator('.edit-page [data-testid=approval-history]');
  await expect(panel(page).locator('.edit-page')).toContainText('已批准');
  await expect(history.locator('[data-action]')).toHaveCount(6);
  await expect(history).toContainText('王经理');
  await expect(history).toContainText('赵财务');
  await expect(history).toContainText('刘审批（代 钱财务）');
  await expect(history).toContainText('流程通过');

  // A small order is not one the process governs: the approver approves it in one step on its edit screen.
  const small = await draftOrder(buyer, 2);
  await buyer.client.post(restPath(order, 'doSubmit'), { poHeaderId: small.poHeaderId });
  await signIn(page, 'approver');
  await page.goto(`/main/purOrderManage/purchaseOrderEdit?id=${small.poHeaderId}`);
  const smallDoc = panel(page).locator('.edit-page');
  await smallDoc.getByRole('button', { name: '审批通过' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(smallDoc).toContainText('已批准');

  // The administrator's monitoring shows the large order's process passed, drawn with its steps.
  await signIn(page, 'admin');
  await openMenu(page, '审批监控');
  const monitor = panel(page);
  const found = await search(page, '单据编号', large.poNumber);
  await expect(found.locator('[part=total]')).toHaveText(/^\s*共 1 条\s*$/);
  await clickVisible(found.locator('button[data-resource=wfDetail]'));
  const detail = monitor.locator('[data-testid=instance-detail]');
  await expect(detail).toContainText('已通过');
  await expect(detail.locator('[data-testid=process-diagram] .djs-element.wf-passed').first()).toBeVisible();
  await expectAccessible(page, 'process monitoring');
});

test('monitoring lights the step a running demo order waits at, in English', async ({ page, baseURL }) => {
  const admin = await apiLogin(baseURL!, 'admin');
  const [running] = (
    await admin.client.post<{ documentNumber: string }[]>(restPath(getEntity('wfInstance'), 'listByPage'), { instanceStatus: 'RUNNING', pageRows: 1 })
  ).data;
  expect(running, 'the demo has an order waiting in a process').toBeTruthy();
  await signIn(page, 'admin', 'EN');
  await openMenu(page, 'Approval monitoring');
  const monitor = panel(page);
  const grid = await search(page, 'Document number', running.documentNumber, 'Search');
  await expect(grid.locator('[part=total]')).toHaveText(/^\s*Total 1 items\s*$/);
  await expect(grid).toContainText('Running');
  await clickVisible(grid.locator('button[data-resource=wfDetail]'));
  const detail = monitor.locator('[data-testid=instance-detail]');
  await expect(detail).toContainText('Waiting at');
  await expect(detail.locator('[data-testid=process-diagram] .djs-element.wf-current')).toHaveCount(1);
});

test('a buyer limited to the Shanghai plant sees no order of another organisation', async ({ page }) => {
  await signIn(page, 'buyer2');
  await openMenu(page, '采购订单');
  const grid = panel(page).locator('srm-data-grid');
  await expect(grid).toContainText('上海工厂');
  await expect(grid.locator('[part=total]')).toHaveText(/^\s*共 1 条\s*$/);
  await expect(grid).not.toContainText('星辰制造');
});
