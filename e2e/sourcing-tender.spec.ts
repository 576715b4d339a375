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
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { apiLogin, type Signed } from './api.ts';
import { expectAccessible, openMenu, panel, pickRecord, signIn } from './helpers.ts';

const auction = getEntity('ponAuction');
const AUCTION = (op: string) => restPath(auction, op);

/** Runs a button of the open document's header and confirms its dialog. */
async function act(page: Page, button: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await panel(page).locator('.edit-header').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('srm-toast')).toContainText('操作成功');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function search(page: Page, filter: string, value: string, button = '查询') {
  const list = panel(page);
  await list.locator('.search-item', { hasText: filter }).first().locator('input').first().fill(value);
  await list.getByRole('button', { name: button }).click();
  return list.locator('srm-data-grid');
}

/** A supplier finds the tender, starts its response, writes the technical part, prices every line and submits. */
async function respond(page: Page, title: string, prices: string[], technical: string, en: boolean) {
  await openMenu(page, en ? 'Tenders' : '招标项目');
  const grid = await search(page, en ? 'Title' : '标题', title, en ? 'Search' : '查询');
  await grid.locator('vaadin-grid-cell-content', { hasText: title }).first().dblclick();
  await panel(page)
    .locator('.edit-header')
    .getByRole('button', { name: en ? 'Quote' : '报价', exact: true })
    .click();
  await expect(page.locator('.tab.active')).toContainText(en ? 'Bid' : '供应商报价');
  await panel(page).locator('[data-field=technicalProposal] textarea').fill(technical);
  const cells = panel(page)
    .locator('[data-child=lines] srm-data-grid')
    .getByLabel(en ? 'Unit price incl. tax' : '含税单价', { exact: true });
  await expect(cells).toHaveCount(prices.length);
  for (const [i, price] of prices.entries()) {
    await cells.nth(i).fill(price);
    await cells.nth(i).press('Tab');
  }
  await panel(page)
    .getByRole('button', { name: en ? 'Save' : '保存' })
    .click();
  await expect(page.locator('srm-toast')).toContainText(en ? 'Saved' : '保存成功');
  await expectAccessible(page, 'tender response');
  await panel(page)
    .locator('.edit-header')
    .getByRole('button', { name: en ? 'Submit bid' : '提交报价', exact: true })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: en ? 'OK' : '确定' })
    .click();
  await expect(panel(page).locator('.edit-header')).toContainText(en ? 'Submitted' : '已提交');
}

/** Opens the tender's panel from a list of the sourcing screens by its row button. */
async function openPanel(page: Page, menu: string, title: string, rowButton: string, testId: string) {
  await openMenu(page, menu);
  const grid = await search(page, '标题', title);
  await grid.getByRole('button', { name: rowButton }).first().click();
  return panel(page).getByTestId(testId);
}

/** A tender document written by the buyer and released by the approver, over the API: a tender is published only with one. */
async function releaseDoc(buyerApi: Signed, approverApi: Signed, auctionId: number, docTitle: string) {
  const DOC = (op: string) => restPath(getEntity('ponTenderDoc'), op);
  const doc = (
    await buyerApi.client.post<Record<string, any>>(DOC('saveOrUpdate'), {
      auctionHeaderId: auctionId,
      docType: 'TECH_SPEC',
      docTitle,
      docContent: '<p>关键尺寸全检，每批附检验报告。</p>',
    })
  ).data;
  await buyerApi.client.post(DOC('doSubmit'), { docId: doc.docId, versionNum: doc.versionNum });
  const submitted = (await approverApi.client.post<Record<string, any>>(DOC('findById'), { docId: doc.docId })).data;
  await approverApi.client.post(DOC('doApproval'), { docId: doc.docId, versionNum: submitted.versionNum });
}

async function scoreAll(expert: Signed, auctionId: number, share: number[]) {
  const sheet = (await expert.client.post<any>(AUCTION('doEvaluation'), { auctionHeaderId: auctionId })).data;
  const scores = sheet.responses.flatMap((r: any, i: number) =>
    sheet.rules
      .filter((rule: any) => rule.scorePartition === 'TECH')
      .map((rule: any) => ({ bidHeaderId: r.bidHeaderId, scoreRuleId: rule.scoreRuleId, score: rule.maxScore * share[i] })),
  );
  await expert.client.post(AUCTION('doSubmitScores'), { auctionHeaderId: auctionId, scores });
}

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
  const closesAt = new Date(Date.now() + 15_000);
  await act(buyer, '调整截止时间', async (dialog) => {
    await dialog.locator('#action-bidEndDate').fill(formatDate(closesAt, 'datetime').replace(' ', 'T'));
    await dialog.locator('#action-comment').fill('两家均已投标，提前截标');
  });
  await buyer.waitForTimeout(Math.max(0, closesAt.getTime() - Date.now() + 1_500));
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
  await expect(decision.locator('.award-bids').first()).toContainText('华东精密');
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
  await expect(review.locator('.award-jury')).toContainText('同意');
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
    await act(buyer, '发出通知书', async (dialog) => {
      const text = dialog.locator('#action-noticeContent');
      await expect(text).toHaveValue(new RegExp(number));
      await text.fill(`${await text.inputValue()}\n${extra}`);
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

test('a tender plan: written with its budget, approved, and made into a draft tender that names the plan lines', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const title = `E2E 招标计划 ${Date.now().toString(36)}`;
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '招标计划');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const form = panel(buyer);
  await form.locator('[data-field=planTitle] input').fill(title);
  await pickRecord(buyer, form.locator('[data-field=orgId] .ref-trigger'), 'XC-MFG', '星辰制造有限公司');
  await form.locator('[data-field=planYear] input').fill('1999');
  const plannedDate = form.getByLabel('计划招标日期', { exact: true });
  await plannedDate.fill(formatDate(new Date(Date.now() + 30 * 86_400_000)));
  await plannedDate.press('Enter');
  await form.getByRole('button', { name: /添加行/ }).click();
  const lines = form.locator('[data-child=lines] srm-data-grid');
  await pickRecord(buyer, lines.getByRole('button', { name: '物料', exact: true }), 'M-100003', '法兰盘');
  for (const [column, value] of [
    ['数量', '500'],
    ['预算单价', '140'],
  ]) {
    await lines.getByLabel(column, { exact: true }).fill(value);
    await lines.getByLabel(column, { exact: true }).press('Tab');
  }
  await form.getByRole('button', { name: '保存' }).click();
  // The year is checked against its range, by name, in the user's language; nothing is saved.
  await expect(form.locator('[data-field=planYear] .field-error')).toContainText('2000');
  await form.locator('[data-field=planYear] input').fill('2027');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('保存成功');
  await expect(form.locator('[data-field=totalBudgetAmount]')).toContainText('70,000.00');
  await expect(form.locator('[data-field=planYear] input')).toHaveValue('2027');
  await expectAccessible(buyer, 'tender plan');
  await act(buyer, '提交');
  const approverApi = await apiLogin(baseURL!, 'approver');
  const plan = getEntity('ponTenderPlan');
  const [saved] = (await approverApi.client.post<Record<string, any>[]>(restPath(plan, 'listByPage'), { planTitle: title })).data;
  await approverApi.client.post(restPath(plan, 'doApproval'), { planId: saved.planId, versionNum: saved.versionNum });

  await buyer.reload();
  await openMenu(buyer, '招标计划');
  const grid = await search(buyer, '计划名称', title);
  await grid.locator('vaadin-grid-cell-content', { hasText: title }).first().dblclick();
  await expect(panel(buyer).locator('.edit-header')).toContainText('已批准');
  await panel(buyer).locator('.edit-header').getByRole('button', { name: '生成招标项目' }).click();
  // The draft tender opens in its own tab, the plan's material in section 1.
  await expect(buyer.locator('.tab.active')).toContainText('招标项目');
  const tender = panel(buyer);
  await expect(tender.locator('.edit-header')).toContainText(title);
  await expect(tender.locator('[data-child=items]')).toContainText('M-100003');
  const after = (await approverApi.client.post<Record<string, any>>(restPath(plan, 'findById'), { planId: saved.planId })).data;
  const number = String(after.lines[0].auctionNumber);
  expect(number).toMatch(/^ZB-\d{8}-\d{3}$/);
  await expect(tender.locator('[data-field=auctionNumber]')).toContainText(number);
});

test('an open tender: a supplier not invited finds it, registers (in English), is shortlisted by the buyer and may then respond', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `E2E 公开招标 ${Date.now().toString(36)}`;
  const [buyerApi, approverApi] = await Promise.all((['buyer', 'approver'] as const).map((u) => apiLogin(baseURL!, u)));
  const one = async (entity: string, params: Record<string, unknown>) =>
    (await buyerApi.client.post<Record<string, any>[]>(restPath(getEntity(entity), 'listByPage'), params)).data[0];
  const [template, category, gear, org] = [
    await one('ponAssessTemplate', { templateCode: 'MECH' }),
    await one('purchaseCategory', { categoryCode: '1001' }),
    await one('materialItem', { itemCode: 'M-100004' }),
    await one('organization', { orgCode: 'XC-MFG' }),
  ];
  const drafted = await buyerApi.client.post<Record<string, any>>(AUCTION('saveOrUpdate'), {
    auctionType: 'TENDER',
    auctionTitle: title,
    invitingBidWay: 'OPEN',
    orgId: org.orgId,
    bidStartDate: formatDate(new Date(Date.now() - 60_000), 'datetime'),
    bidEndDate: formatDate(new Date(Date.now() + 3_600_000), 'datetime'),
    registrationEndDate: formatDate(new Date(Date.now() + 1_800_000), 'datetime'),
    assessTemplateId: template.assessTemplateId,
    juryCategoryId: category.categoryId,
    items: [{ lineNumber: 1, itemId: gear.itemId, quantity: 300 }],
    openers: [{ userId: buyerApi.userId }],
  });
  const auctionId = Number(drafted.data.auctionHeaderId);
  const version = async () => (await buyerApi.client.post<Record<string, any>>(AUCTION('findById'), { auctionHeaderId: auctionId })).data.versionNum;
  await buyerApi.client.post(AUCTION('doSubmit'), { auctionHeaderId: auctionId, versionNum: await version() });
  await approverApi.client.post(AUCTION('doApproval'), { auctionHeaderId: auctionId, versionNum: await version() });
  await releaseDoc(buyerApi, approverApi, auctionId, '招标公告');
  await buyerApi.client.post(AUCTION('doPublish'), { auctionHeaderId: auctionId, versionNum: await version() });

  // 蓝海, invited to nothing, finds it among the tenders to respond to and registers.
  const s2 = await browser.newPage();
  await signIn(s2, 'supplier2', 'EN');
  await openMenu(s2, 'Tenders to respond to');
  const pending = await search(s2, 'Title', title, 'Search');
  await pending.locator('vaadin-grid-cell-content', { hasText: title }).first().dblclick();
  await expect(panel(s2).locator('[data-field=invitingBidWay]')).toContainText('Open to all suppliers');
  await panel(s2).locator('.edit-header').getByRole('button', { name: 'Register', exact: true }).click();
  await expect(s2.locator('srm-toast')).toContainText('Done');
  await expect(panel(s2).locator('[data-child=suppliers]')).toContainText('Registered, to review');
  await expectAccessible(s2, 'open tender, supplier');

  // The buyer reviews the registration and shortlists it.
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '报名与入围');
  const toReview = await search(buyer, '标题', title);
  await toReview.locator('vaadin-grid-cell-content', { hasText: title }).first().dblclick();
  const list = panel(buyer).locator('[data-child=suppliers]');
  await expect(list).toContainText('蓝海电子科技有限公司');
  await list.locator('[part=select-row]').first().check();
  await list.getByRole('button', { name: '入围', exact: true }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('操作成功');
  await expect(list).toContainText('已入围');
  await expectAccessible(buyer, 'shortlist');

  // Shortlisted, 蓝海 may now respond: its response opens.
  await s2.reload();
  await panel(s2).locator('.edit-header').getByRole('button', { name: 'Quote', exact: true }).click();
  await expect(s2.locator('.tab.active')).toContainText('Bid');
});

test('bargaining: the buyer asks 华东精密 for final prices on the evaluated tender; it answers in the browser, 蓝海 in English; the decision shows them', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = '2027年度钢材铝材追加招标';
  const buyerApi = await apiLogin(baseURL!, 'buyer');
  const [tender] = (await buyerApi.client.post<Record<string, any>[]>(AUCTION('listByPage'), { auctionTitle: title })).data;
  const bids = (
    await buyerApi.client.post<Record<string, any>[]>(restPath(getEntity('ponBid'), 'listByPage'), {
      auctionHeaderId: tender.auctionHeaderId,
      bidStatus: 'SUBMITTED',
    })
  ).data;
  const bid1 = bids.find((b) => String(b.supplierName).startsWith('华东精密'))!;

  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '议价');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const form = panel(buyer);
  await pickRecord(buyer, form.locator('[data-field=bidHeaderId] .ref-trigger'), bid1.bidNumber, bid1.bidNumber);
  await form.locator('[data-field=bargainReason] input').fill('请针对冷轧钢板给出最终优惠价');
  const answerBy = form.getByLabel('答复截止时间', { exact: true });
  await answerBy.fill(formatDate(new Date(Date.now() + 3 * 86_400_000)));
  await answerBy.press('Enter');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('保存成功');
  // The response's lines, at their bid prices.
  const lines = form.locator('[data-child=lines] srm-data-grid');
  await expect(lines).toContainText('5,250.0000');
  await expect(lines).toContainText('23.4000');
  await expectAccessible(buyer, 'bargaining request');
  await act(buyer, '发出议价');
  await expect(form.locator('.edit-header')).toContainText('待供应商答复');

  // 华东精密 answers from its to-do: the steel lower, the aluminium left at its bid.
  const supplier1 = await browser.newPage();
  await signIn(supplier1, 'supplier1');
  await supplier1.getByText('待提交议价').first().click();
  await expect(supplier1.locator('.tab.active')).toContainText('议价单');
  const request = panel(supplier1);
  await expect(request.locator('[data-field=bargainReason]')).toContainText('冷轧钢板');
  await request.locator('.edit-header').getByRole('button', { name: '提交议价', exact: true }).click();
  const dialog = supplier1.getByRole('dialog');
  await dialog.getByLabel(/^1 M-300001 .*议价后含税单价$/).fill('5300');
  await dialog.getByRole('button', { name: '确定' }).click();
  // Above the bid: refused, naming the line and the price.
  await expect(dialog).toContainText('1 M-300001 冷轧钢板 · 议价后含税单价: 第 1 行议价后单价不能高于投标单价 5250');
  await dialog.getByLabel(/^1 M-300001 .*议价后含税单价$/).fill('5100');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(supplier1.locator('srm-toast')).toContainText('操作成功');
  await expect(request.locator('.edit-header')).toContainText('已答复');
  await expect(request.locator('[data-field=bargainAmount]')).toContainText((20 * 5100 + 3000 * 23.4).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await expectAccessible(supplier1, 'bargaining answer');

  // 蓝海 answers the request it was sent earlier, in English.
  const supplier2 = await browser.newPage();
  await signIn(supplier2, 'supplier2', 'EN');
  // Its to-do, shared by 蓝海's users, reads in English for this one.
  await supplier2
    .locator('srm-todo-panel')
    .getByText(/: Answer with final prices$/)
    .first()
    .click();
  const own = panel(supplier2);
  await expect(own.locator('[data-field=supplierId]')).toContainText('蓝海');
  await own.locator('.edit-header').getByRole('button', { name: 'Answer with final prices', exact: true }).click();
  await supplier2
    .getByRole('dialog')
    .getByLabel(/^2 M-300002 .*Final price incl\. tax$/)
    .fill('22.9');
  await supplier2.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(own.locator('.edit-header')).toContainText('Answered');

  // The decision compares the final prices, each beside its bid price.
  const decision = await openPanel(buyer, '定标', title, '比价决标', 'award-panel');
  await expect(decision).toContainText('议价前 5,250');
  await expect(decision).toContainText('议价前 23.5');
});

test('clarifications: 蓝海 answers the jury’s question on its response in English; the buyer and a juror read the answer', async ({ browser }) => {
  test.setTimeout(120_000);
  const supplier2 = await browser.newPage();
  await signIn(supplier2, 'supplier2', 'EN');
  await openMenu(supplier2, 'Response clarifications');
  const grid = panel(supplier2).locator('srm-data-grid');
  await expect(grid).toContainText('交付周期说明');
  await expect(grid).not.toContainText('检测能力说明');
  await grid.locator('vaadin-grid-cell-content', { hasText: '交付周期说明' }).first().dblclick();
  const request = panel(supplier2);
  await expect(request.locator('[data-child=lines]')).toContainText('能否缩短至20天');
  await expectAccessible(supplier2, 'clarification request');
  await request.locator('.edit-header').getByRole('button', { name: 'Answer the questions', exact: true }).click();
  const dialog = supplier2.getByRole('dialog');
  await dialog.getByRole('button', { name: 'OK' }).click();
  // Unanswered: refused, naming the question.
  await expect(dialog).toContainText('Answer: Question 1 is not answered');
  await dialog.getByLabel(/^1 技术标中交付周期为25天.* Answer$/).fill('20 days with a second shift on the flange line.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(request.locator('.edit-header')).toContainText('Answered');

  for (const user of ['buyer', 'expert2'] as const) {
    const page = await browser.newPage();
    await signIn(page, user);
    await openMenu(page, '评标澄清');
    await panel(page).locator('vaadin-grid-cell-content', { hasText: '交付周期说明' }).first().dblclick();
    await expect(panel(page).locator('.edit-header')).toContainText('已答复');
    await expect(panel(page).locator('[data-child=lines]')).toContainText('second shift');
  }
});

test('a bidding rule written in English; a tender under the three-response rule closed with two is abandoned from the buyer’s to-do', async ({ browser }) => {
  test.setTimeout(120_000);
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer', 'EN');
  await openMenu(buyer, 'Bidding rules');
  await expect(panel(buyer).locator('srm-data-grid')).toContainText('KEY-3');
  await panel(buyer).getByRole('button', { name: /Add/ }).click();
  const form = panel(buyer);
  await form.locator('[data-field=ruleCode] input').fill(`E2E-${Date.now().toString(36)}`);
  await form.locator('[data-field=ruleName] input').fill('Framework tenders, five responses');
  await form.locator('[data-field=minBidders] input').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.locator('[data-field=minBidders] .field-error')).toContainText('1');
  await form.locator('[data-field=minBidders] input').fill('5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('Saved');
  await expectAccessible(buyer, 'bidding rule');

  const home = await browser.newPage();
  await signIn(home, 'buyer');
  await home.getByText('待流标或重新发布').first().click();
  const tender = panel(home);
  await expect(tender.locator('.edit-header')).toContainText('2027年度轴承座补充招标');
  await expect(tender.locator('[data-field=minBidders]')).toContainText('3');
  await act(home, '流标', async (dialog) => {
    await dialog.locator('textarea').first().fill('有效投标仅2家，依规流标');
  });
  await expect(tender.locator('.edit-header')).toContainText('已流标');
});

test('a compliance review: the jury’s chair fails 蓝海 with a reason; the jury scores 华东精密 only; the buyer publishes the candidates and 蓝海 reads them in English', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const title = '2027年度密封件招标';
  const buyerApi = await apiLogin(baseURL!, 'buyer');
  const [tender] = (await buyerApi.client.post<Record<string, any>[]>(AUCTION('listByPage'), { auctionTitle: title })).data;
  const [sheet] = (
    await buyerApi.client.post<Record<string, any>[]>(restPath(getEntity('ponResponseMark'), 'listByPage'), { auctionNumber: tender.auctionNumber })
  ).data;
  const users: Record<string, 'expert1' | 'expert2' | 'expert3'> = { 周明远: 'expert1', 吴晓岚: 'expert2', 郑国栋: 'expert3' };
  const chair = users[sheet.leaderName];
  expect(chair).toBeTruthy();

  // The chair's to-do opens the review; a failed check needs a reason, named by the bidder.
  const chairPage = await browser.newPage();
  await signIn(chairPage, chair);
  await chairPage.getByText('待符合性审查').first().click();
  const review = panel(chairPage);
  await expect(review.locator('.edit-header')).toContainText('审查中');
  const lines = review.locator('[data-child=lines] srm-data-grid');
  await expect(lines).toContainText('蓝海电子科技有限公司');
  await lines.getByLabel('资格审查', { exact: true }).filter({ visible: true }).nth(1).uncheck();
  await review.getByRole('button', { name: '保存' }).click();
  await expect(chairPage.locator('srm-toast')).toContainText('保存成功');
  await expect(review.locator('[data-field=failedCount]')).toContainText('1');
  await review.locator('.edit-header').getByRole('button', { name: '确认审查结果', exact: true }).click();
  const dialog = chairPage.getByRole('dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toContainText('蓝海电子科技有限公司未通过审查，请填写原因');
  await dialog.getByRole('button', { name: '取消' }).click();
  const reason = lines.getByLabel('未通过原因', { exact: true }).filter({ visible: true }).nth(1);
  await reason.fill('资质证书已过期');
  await reason.press('Tab');
  await review.getByRole('button', { name: '保存' }).click();
  await expect(chairPage.locator('srm-toast')).toContainText('保存成功');
  await act(chairPage, '确认审查结果');
  await expect(review.locator('.edit-header')).toContainText('已确认');
  await expectAccessible(chairPage, 'compliance review');

  // Another juror scores 华东精密 alone, and reads why 蓝海 is out.
  const member = Object.values(users).find((u) => u !== chair)!;
  const memberPage = await browser.newPage();
  await signIn(memberPage, member);
  const evaluation = await openPanel(memberPage, '评标', title, '评标', 'evaluation-panel');
  await expect(evaluation).toContainText('未通过符合性审查：资质证书已过期');
  await expect(evaluation.getByLabel(/^华东精密机械有限公司的“.*”得分$/).first()).toBeVisible();
  await expect(evaluation.getByLabel(/^蓝海电子科技有限公司的“.*”得分$/)).toHaveCount(0);
  for (const user of Object.values(users)) await scoreAll(await apiLogin(baseURL!, user), tender.auctionHeaderId, [0.9, 0.5]);

  // The buyer publishes the candidates: 华东精密 alone, with its rank and score, no price.
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '中标候选人公示');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const form = panel(buyer);
  await pickRecord(buyer, form.locator('[data-field=auctionHeaderId] .ref-trigger'), tender.auctionNumber, title);
  await form.locator('[data-field=brightTitle] input').fill(`${title}中标候选人公示`);
  const ends = form.getByLabel('公示截止时间', { exact: true });
  await ends.fill(formatDate(new Date(Date.now() + 5 * 86_400_000)));
  await ends.press('Enter');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('保存成功');
  const candidates = form.locator('[data-child=lines] srm-data-grid');
  await expect(candidates).toContainText('华东精密机械有限公司');
  await expect(candidates).not.toContainText('蓝海');
  await expectAccessible(buyer, 'candidate publicity');
  await act(buyer, '发布公示');
  await expect(form.locator('.edit-header')).toContainText('公示中');

  const supplier2 = await browser.newPage();
  await signIn(supplier2, 'supplier2', 'EN');
  await openMenu(supplier2, 'Candidate publicity');
  const grid = panel(supplier2).locator('srm-data-grid');
  await grid
    .locator('vaadin-grid-cell-content', { hasText: `${title}中标候选人公示` })
    .first()
    .dblclick();
  const seen = panel(supplier2);
  await expect(seen.locator('.edit-header')).toContainText('Published');
  await expect(seen.locator('[data-child=lines]')).toContainText('华东精密机械有限公司');
  await expectAccessible(supplier2, 'candidate publicity (bidder)');
});

test('the Suzhou plant’s bidding setup, in English: a new tender of the plant starts from it; the jury’s progress shows whom tenders wait for; the tender bill shows an award', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer', 'EN');
  await openMenu(buyer, 'Bidding setup');
  const setups = panel(buyer).locator('srm-data-grid');
  await setups.locator('vaadin-grid-cell-content', { hasText: 'Suzhou Plant' }).first().dblclick();
  await expect(panel(buyer).locator('[data-field=biddingRuleId]')).toContainText('资格审查与候选人公示');
  await expect(panel(buyer).locator('[data-child=openers]')).toContainText('刘审批');
  await expectAccessible(buyer, 'bidding setup');

  const title = `E2E Suzhou tender ${Date.now().toString(36)}`;
  await openMenu(buyer, 'Tenders');
  await panel(buyer).getByRole('button', { name: /Add/ }).click();
  const form = panel(buyer);
  await form.locator('[data-field=auctionTitle] input').fill(title);
  await pickRecord(buyer, form.locator('[data-field=orgId] .ref-trigger'), 'XC-SZ', 'Suzhou Plant');
  for (const [label, days] of [
    ['Quoting opens', 1],
    ['Quoting closes', 8],
  ] as const) {
    const date = form.getByLabel(label, { exact: true });
    await date.fill(formatDate(new Date(Date.now() + days * 86_400_000)));
    await date.press('Enter');
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('Saved');
  await expect(form.locator('[data-field=biddingRuleId]')).toContainText('资格审查与候选人公示');
  await expect(form.locator('[data-field=complianceReview]')).toContainText('Yes');
  await expect(form.locator('[data-field=assessTemplateId]')).not.toBeEmpty();
  await expect(form.locator('[data-child=openers]')).toContainText('张采购');

  await openMenu(buyer, 'Evaluation progress');
  const progress = panel(buyer).locator('srm-data-grid');
  await expect(progress).toContainText('2027年度传动部件公开招标');
  await expect(progress).toContainText('Scores');
  await expectAccessible(buyer, 'evaluation progress');
  await openMenu(buyer, 'Countersign progress');
  await expect(panel(buyer).locator('srm-data-grid')).toContainText('钢材铝材补充招标');
  // The tender bill: what the approved award of a demo tender gave, to whom and at what price.
  await openMenu(buyer, 'Tender bill');
  const bill = await search(buyer, 'Tender title', '2027年度钢材铝材招标', 'Search');
  await expect(bill).toContainText('华东精密机械有限公司 × 20');
  await expectAccessible(buyer, 'tender bill');
});
