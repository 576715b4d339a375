/**
 * A tender walked through the portal: the buyer submits it (two sections, the
 * machined-parts template) and publishes it once approved, draws its jury from
 * the expert pool; both suppliers respond in the browser (蓝海 in English) with
 * a technical part and sealed prices; quoting closes and the committee's two
 * signatures open it; expert1 scores in the browser and the other two experts
 * over the API; the ranked results decide each section, the jury countersigns,
 * the approver approves, the buyer sends each bidder its result notice, and
 * each supplier reads its own (the winner confirms receipt).
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { apiLogin } from './api.ts';
import { expectAccessible, openMenu, panel, search, signIn, act } from './helpers.ts';
import { AUCTION, openPanel, releaseDoc, respond, scoreAll, closeSoon } from './sourcing-pages.ts';

test('a tender from its publication to the result: responses under seal, the quorum opens, the jury scores and countersigns', async ({ browser, baseURL }) => {
  test.setTimeout(480_000);
  const title = `E2E 招标 ${Date.now().toString(36)}`;
  const [buyerApi, approverApi, expert2, expert3] = await Promise.all((['buyer', 'approver', 'expert2', 'expert3'] as const).map((u) => apiLogin(baseURL!, u)));
  const one = async (entity: string, params: Record<string, unknown>) =>
    (await buyerApi.client.post<Record<string, any>[]>(restPath(getEntity(entity), 'listByPage'), params)).data[0];
  const [supplier1, supplier2] = [await one('supplierInfo', { supplierNumber: 'S000001' }), await one('supplierInfo', { supplierNumber: 'S000002' })];
  const template = await one('ponAssessTemplate', { templateCode: 'MECH' });
  const category = await one('purchaseCategory', { categoryCode: '1001' });
  const material = (code: string) => one('materialItem', { itemCode: code });
  const [bearing, flange] = [await material('M-100001'), await material('M-100003')];
  const org = await one('organization', { orgCode: 'XC-MFG' });
  const drafted = await buyerApi.client.post<Record<string, any>>(AUCTION('saveOrUpdate'), {
    auctionType: 'TENDER',
    auctionTitle: title,
    orgId: org.orgId,
    bidStartDate: formatDate(new Date(Date.now() - 60_000), 'datetime'),
    bidEndDate: formatDate(new Date(Date.now() + 3_600_000), 'datetime'),
    openQuorum: 2,
    assessTemplateId: template.assessTemplateId,
    juryCategoryId: category.categoryId,
    juryCount: 3,
    sections: [
      { sectionNumber: 1, sectionName: '轴承座' },
      { sectionNumber: 2, sectionName: '法兰盘' },
    ],
    items: [
      { lineNumber: 1, sectionNumber: 1, itemId: bearing.itemId, quantity: 100 },
      { lineNumber: 2, sectionNumber: 2, itemId: flange.itemId, quantity: 50 },
    ],
    suppliers: [{ supplierId: supplier1.supplierId }, { supplierId: supplier2.supplierId }],
    openers: [{ userId: buyerApi.userId }, { userId: approverApi.userId }],
  });
  const auctionId = Number(drafted.data.auctionHeaderId);

  // The buyer reads the tender (sections, no jury yet) and submits it; approved, it is published and its jury drawn.
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await buyer.goto(`/main/biddingProjectEdit?id=${auctionId}`);
  const form = panel(buyer);
  await expect(form.locator('[data-child=sections] srm-data-grid').getByLabel('标段名称', { exact: true }).nth(1)).toHaveValue('法兰盘');
  await expect(form.locator('[data-field=auctionNumber]')).toContainText(/ZB-\d{8}-/);
  await expectAccessible(buyer, 'tender');
  await act(buyer, '提交发布');
  await form.locator('[data-child=scoreRules]').scrollIntoViewIfNeeded();
  await expect(form.locator('[data-child=scoreRules] srm-data-grid')).toContainText('技术方案与工艺');
  const current = async () => (await approverApi.client.post<Record<string, any>>(AUCTION('findById'), { auctionHeaderId: auctionId })).data;
  await approverApi.client.post(AUCTION('doApproval'), { auctionHeaderId: auctionId, versionNum: (await current()).versionNum });
  await releaseDoc(buyerApi, approverApi, auctionId, `${title} 技术规格书`);
  await buyer.reload();
  await act(buyer, '发布');
  await openMenu(buyer, '专家抽取');
  const toDraw = await search(buyer, '标题', title);
  await toDraw.locator('[part=select-row]').first().check();
  await panel(buyer).getByRole('button', { name: '抽取评标专家' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('操作成功');
  await expectAccessible(buyer, 'jury drawing');

  // Both suppliers respond in the browser, 蓝海 in English.
  const s1 = await browser.newPage();
  await signIn(s1, 'supplier1');
  // 华东精密 reads the tender's released document first.
  await openMenu(s1, '招标文件');
  const docs = await search(s1, '文件名称', `${title} 技术规格书`);
  await docs.locator('vaadin-grid-cell-content', { hasText: '技术规格书' }).first().dblclick();
  await expect(panel(s1).locator('[data-field=docContent]')).toContainText('关键尺寸全检');
  await expectAccessible(s1, 'tender document, supplier');
  await respond(s1, title, ['80', '140'], '数控加工中心一次装夹成型，关键尺寸全检。', false);
  const s2 = await browser.newPage();
  await signIn(s2, 'supplier2', 'EN');
  await respond(s2, title, ['78', '150'], 'Semi-automatic line, 20% sampling, ISO 9001.', true);

  // Quoting closes at the new time (the closing job), the committee's two signatures open it.
  await buyer.goto(`/main/biddingProjectEdit?id=${auctionId}`);
  await closeSoon(buyer, '两家均已投标，提前截标');
  const header = panel(buyer).locator('.edit-header');
  await expect(async () => {
    await buyer.reload();
    // A reload on a busy two-core machine may take seconds to show the header: each try waits long enough for it.
    await expect(header).toContainText('已截标', { timeout: 10_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  await header.getByRole('button', { name: '签署开标' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('操作成功');
  await approverApi.client.post(AUCTION('doSignOpening'), { auctionHeaderId: auctionId });
  await buyer.reload();
  await expect(panel(buyer).locator('.edit-header')).toContainText('评标中');

  // expert1 scores in the browser: 90% of every index for 华东精密, 60% for 蓝海.
  const expert = await browser.newPage();
  await signIn(expert, 'expert1');
  const sheet = await openPanel(expert, '评标', title, '评标', 'evaluation-panel');
  await expect(sheet).toContainText('Semi-automatic line');
  const inputs = { 华东精密机械有限公司: 0.9, 蓝海电子科技有限公司: 0.6 };
  for (const [index, most] of [
    ['技术方案与工艺', 30],
    ['质量保证体系', 20],
    ['交付与售后服务', 10],
  ] as const)
    for (const [supplier, share] of Object.entries(inputs)) await sheet.getByLabel(`${supplier}的“${index}”得分`).fill(String(most * share));
  await expect(sheet).toContainText('54');
  await expectAccessible(expert, 'evaluation');
  await sheet.getByRole('button', { name: '提交评分' }).click();
  await expect(expert.locator('srm-toast')).toContainText('操作成功');
  await expect(sheet).toContainText('我的评分');
  await scoreAll(expert2, auctionId, [0.8, 0.7]);
  await scoreAll(expert3, auctionId, [0.85, 0.65]);

  // The results rank 华东精密 first; the buyer decides each section by rank and submits it to the jury.
  const decision = await openPanel(buyer, '定标', title, '比价决标', 'award-panel');
  await expect(decision.getByTestId('award-bids')).toContainText('华东精密');
  await decision.getByRole('button', { name: '自动决标' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('操作成功');
  await expectAccessible(buyer, 'decision');
  await decision.getByRole('button', { name: '提交定标' }).click();
  await buyer.getByRole('dialog').locator('#action-awardComments').fill('综合得分第一名中标两个标段');
  await buyer.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(decision).toContainText('定标会签中');

  // The jury countersigns (expert1 in the browser), the approver approves the award.
  const countersign = await openPanel(expert, '定标', title, '比价决标', 'award-panel');
  await countersign.getByRole('button', { name: '同意定标' }).click();
  await expect(expert.locator('srm-toast')).toContainText('操作成功');
  for (const member of [expert2, expert3]) await member.client.post(AUCTION('doCountersign'), { auctionHeaderId: auctionId, countersignOpinion: 'AGREE' });
  const approver = await browser.newPage();
  await signIn(approver, 'approver');
  const review = await openPanel(approver, '定标', title, '比价决标', 'award-panel');
  await expect(review.getByTestId('award-jury')).toContainText('同意');
  await review.getByRole('button', { name: '决标审批通过' }).click();
  await approver.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(review).toContainText('已决标');

  // The result notices: the buyer reads each over and sends it (adding a line to the award's); each supplier sees only its own.
  const number = String((await current()).auctionNumber);
  const notices = async (page: Page, en = false) => {
    await openMenu(page, en ? 'Result notices' : '结果通知书');
    return search(page, en ? 'Tender number' : '招标编号', number, en ? 'Search' : '查询');
  };
  const send = async (kind: RegExp, extra: string) => {
    const grid = await notices(buyer);
    await grid.locator('vaadin-grid-cell-content', { hasText: kind }).first().dblclick();
    await expect(panel(buyer).locator('.edit-header')).toContainText('待发出');
    await act(buyer, '发出通知书', {
      fill: async (dialog) => {
        const text = dialog.locator('#action-noticeContent');
        await expect(text).toHaveValue(new RegExp(number));
        await text.fill(`${await text.inputValue()}\n${extra}`);
      },
    });
    await expect(panel(buyer).locator('.edit-header')).toContainText('已发出，待确认');
    await expect(panel(buyer).locator('[data-field=noticeContent]')).toContainText(extra);
  };
  await send(/^中标通知书$/, '请于五个工作日内到采购部签订合同。');
  await expectAccessible(buyer, 'result notice');
  await send(/^未中标通知书$/, '感谢参与。');

  // Cells of the rows shown (the grid keeps recycled cells of earlier pages hidden).
  const shownCells = (grid: Locator, text: string | RegExp) => grid.locator('vaadin-grid-cell-content', { hasText: text }).filter({ visible: true });
  const own1 = await notices(s1);
  await expect(shownCells(own1, /^中标通知书$/)).toHaveCount(1);
  await expect(shownCells(own1, /^未中标通知书$/)).toHaveCount(0);
  await shownCells(own1, /^中标通知书$/).dblclick();
  await expect(panel(s1).locator('[data-field=noticeContent]')).toContainText('请于五个工作日内到采购部签订合同。');
  await act(s1, '确认收到');
  await expect(panel(s1).locator('.edit-header')).toContainText('已确认收到');
  await openMenu(s1, '我的通知');
  await expect(panel(s1)).toContainText('中标通知书');

  const own2 = await notices(s2, true);
  await expect(shownCells(own2, 'Notice of non-award')).toHaveCount(1);
  await expect(shownCells(own2, /^Notice of award$/)).toHaveCount(0);
  await shownCells(own2, 'Notice of non-award').dblclick();
  await expect(panel(s2).locator('[data-field=noticeContent]')).toContainText('感谢参与。');
  await expectAccessible(s2, 'result notice, supplier');
});
