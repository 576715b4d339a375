/**
 * An inquiry walked through the portal: the buyer makes it from a demand-summary
 * line, invites both demo suppliers and names a committee of two; it is approved
 * and published; both suppliers quote in the browser (蓝海 in English) while the
 * buyer sees only sealed bids; the closing time is brought forward, the closing
 * job closes quoting, and the committee's two signatures open the bids, which the buyer
 * then reads in clear and each supplier only its own. The buyer compares them
 * (the lowest price marked), splits the award 60/40 by share, the approver
 * approves it in the portal, one click makes the price agreements, and each
 * winner reads its own agreement and not the other's.
 */
import { expect, test, type Page } from './fixtures.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin, submitRequisition } from './api.ts';
import { addLine, expectAccessible, openMenu, panel, pickRecord, search, signIn, act } from './helpers.ts';
import { priceBid, closeSoon, startBid } from './sourcing-pages.ts';

/** A supplier finds the inquiry, starts its quote, prices every line and submits. */
async function quote(page: Page, title: string, prices: string[], en: boolean) {
  await openMenu(page, en ? 'Inquiries' : '询价单');
  const grid = await search(page, en ? 'Title' : '标题', title, en ? 'Search' : '查询');
  await expect(grid).toContainText(title);
  await startBid(page, grid, title, en);
  await priceBid(page, prices, en, 'bid');
  await act(page, en ? 'Submit bid' : '提交报价', { ok: en ? 'OK' : '确定', done: en ? 'Done' : '操作成功' });
  await expect(panel(page).locator('.edit-header')).toContainText(en ? 'Submitted' : '已提交');
}

test('an inquiry from the demand summary is quoted under seal by both suppliers and opened by its committee', async ({ browser, baseURL }) => {
  test.setTimeout(420_000);
  const title = `E2E 询价 ${Date.now().toString(36)}`;
  const buyerApi = await apiLogin(baseURL!, 'buyer');
  const approverApi = await apiLogin(baseURL!, 'approver');
  const requisition = getEntity('purRequisition');
  const prNumber = await submitRequisition(buyerApi);
  const [pr] = (await buyerApi.client.post<Record<string, any>[]>(restPath(requisition, 'listByPage'), { requisitionNumber: prNumber })).data;
  await approverApi.client.post(restPath(requisition, 'doApproval'), { requisitionHeaderId: pr.requisitionHeaderId, versionNum: pr.versionNum });

  // The buyer makes the inquiry from the demand summary.
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '需求汇总');
  const pooled = await search(buyer, '申请编号', prNumber);
  await expect(pooled).toContainText('共 1 条');
  await pooled.locator('[part=select-row]').first().check();
  await panel(buyer).getByRole('button', { name: '创建询价' }).click();
  await expect(buyer.locator('.tab.active')).toContainText('询价单');
  const form = panel(buyer);
  await expect(form.locator('[data-child=items] srm-data-grid')).toContainText(prNumber);
  await form.locator('[data-field=auctionTitle] input').fill(title);
  await form.locator('[data-field=openQuorum] input').fill('2');
  await addLine(buyer, 'suppliers');
  await pickRecord(
    buyer,
    form.locator('[data-child=suppliers] srm-data-grid').getByRole('button', { name: '供应商', exact: true }).last(),
    'S000001',
    '华东精密',
  );
  await addLine(buyer, 'suppliers');
  await pickRecord(buyer, form.locator('[data-child=suppliers] srm-data-grid').getByRole('button', { name: '供应商', exact: true }).last(), 'S000002', '蓝海');
  await addLine(buyer, 'openers');
  await pickRecord(buyer, form.locator('[data-child=openers] srm-data-grid').getByRole('button', { name: '成员', exact: true }).last(), '张采购', '张采购');
  await addLine(buyer, 'openers');
  await pickRecord(buyer, form.locator('[data-child=openers] srm-data-grid').getByRole('button', { name: '成员', exact: true }).last(), '刘审批', '刘审批');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('保存成功');
  await expectAccessible(buyer, 'inquiry');
  await act(buyer, '提交发布');
  const auctionId = Number(new URL(buyer.url()).searchParams.get('id'));
  const auction = getEntity('ponAuction');
  const current = async () => (await approverApi.client.post<Record<string, any>>(restPath(auction, 'findById'), { auctionHeaderId: auctionId })).data;
  await approverApi.client.post(restPath(auction, 'doApproval'), { auctionHeaderId: auctionId, versionNum: (await current()).versionNum });
  await buyer.reload();
  await act(buyer, '发布');
  await expect(form.locator('.edit-header')).toContainText('报价中');

  // Both suppliers quote in the browser, 蓝海 in English.
  const s1 = await browser.newPage();
  await signIn(s1, 'supplier1');
  await quote(s1, title, ['118.5'], false);
  const s2 = await browser.newPage();
  await signIn(s2, 'supplier2', 'EN');
  await quote(s2, title, ['121.25'], true);

  // Sealed: the buyer's bid list shows both bids, no total.
  await openMenu(buyer, '报价单');
  const bids = await search(buyer, '报价单号', '');
  await expect(bids).toContainText(title);
  await expect(bids).not.toContainText('118.5');
  await expectAccessible(buyer, 'bids');

  // The closing time brought forward (with a reason), quoting closed, the committee signs.
  await buyer.locator('.tab', { hasText: title }).click();
  await closeSoon(buyer, '两家均已报价，提前截标');
  // The closing job (every minute) closes quoting at the end time; a buyer closing by hand would race it.
  const header = panel(buyer).locator('.edit-header');
  await expect(async () => {
    await buyer.reload();
    await expect(header).toContainText('已截标', { timeout: 10_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  await panel(buyer).locator('.edit-header').getByRole('button', { name: '签署开标' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('操作成功');
  await expect(form.locator('.edit-header')).toContainText('已截标');
  await approverApi.client.post(restPath(auction, 'doSignOpening'), { auctionHeaderId: auctionId });
  await buyer.reload();
  await expect(panel(buyer).locator('.edit-header')).toContainText('已开标');

  // Opened: the buyer reads both totals; 蓝海 reads only its own bid.
  await openMenu(buyer, '报价单');
  const opened = await search(buyer, '报价单号', '');
  await opened.locator('vaadin-grid-cell-content', { hasText: title }).first().dblclick();
  await expect(panel(buyer).locator('[data-child=lines] srm-data-grid')).toContainText('121.25');
  await openMenu(s2, 'Bids');
  const own = s2.locator('.tab-panel:not([hidden]) srm-data-grid');
  await expect(own).toContainText(title);
  await expect(own).not.toContainText('华东精密');
  await expect(own).not.toContainText('118.5');

  // The comparison: 华东精密's 118.5 is the lowest; the award is split 60/40 by share and submitted.
  await openMenu(buyer, '比价决标');
  const toAward = await search(buyer, '标题', title);
  await toAward.getByRole('button', { name: '比价决标' }).first().click();
  const award = panel(buyer).getByTestId('award-panel');
  await expect(award.locator('td.is-lowest').first()).toContainText('118.5');
  await award.getByLabel('华东精密机械有限公司 的', { exact: false }).nth(1).fill('60');
  await award.getByLabel('蓝海电子科技有限公司 的', { exact: false }).nth(1).fill('40');
  // The whole quantity is shared out: the requisition copies the newest one, so its unit (and quantity in PCS) is whatever ran before.
  const quantity = /询价数量 (\S+)/.exec(await award.getByRole('heading', { level: 3 }).first().innerText())?.[1];
  expect(quantity).toBeTruthy();
  await expect(award).toContainText(`已分配 ${quantity}`);
  await expectAccessible(buyer, 'award summary');
  await award.getByRole('button', { name: '保存决标' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('操作成功');
  await award.getByRole('button', { name: '提交决标' }).click();
  const dialog = buyer.getByRole('dialog');
  await dialog.locator('#action-awardComments').fill('按6:4分配');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(award).toContainText('决标审批中');

  // The approver approves the award from the same screen.
  const approver = await browser.newPage();
  await signIn(approver, 'approver');
  await openMenu(approver, '比价决标');
  const waiting = await search(approver, '标题', title);
  await waiting.getByRole('button', { name: '比价决标' }).first().click();
  const review = panel(approver).getByTestId('award-panel');
  await expect(review.locator('.award-table')).toContainText('60');
  await review.getByRole('button', { name: '决标审批通过' }).click();
  await approver.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(review).toContainText('已决标');

  // One click makes an agreement per winner; each winner reads its own only.
  await buyer.reload();
  await openMenu(buyer, '比价决标');
  const awarded = await search(buyer, '标题', title);
  await awarded.getByRole('button', { name: '比价决标' }).first().click();
  await panel(buyer).getByTestId('award-panel').getByRole('button', { name: '生成价格协议' }).click();
  await expect(panel(buyer).getByTestId('award-panel')).toContainText('已完成');
  await expect(panel(buyer).getByTestId('award-panel').getByRole('link', { name: /^XY-/ })).toHaveCount(2);
  await openMenu(s1, '价格协议');
  const mine = s1.locator('.tab-panel:not([hidden]) srm-data-grid');
  await expect(mine).toContainText(title);
  await mine.locator('vaadin-grid-cell-content', { hasText: title }).first().dblclick();
  await expect(panel(s1).locator('[data-child=lines] srm-data-grid')).toContainText('118.5');
  await openMenu(s2, 'Price agreements');
  const theirs = s2.locator('.tab-panel:not([hidden]) srm-data-grid');
  await expect(theirs).toContainText(title);
  await expect(theirs).not.toContainText('华东精密');
});
