/**
 * The tender's other steps, each walked on its own (the tender from publication
 * to result is sourcing-tender.spec.ts): a plan made into a tender, an open
 * tender's registration, bargaining, clarifications, a bidding rule, the
 * compliance review, and a plant's bidding setup with the jury's progress.
 */
import { expect, test } from './fixtures.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { apiLogin } from './api.ts';
import { expectAccessible, fillCell, gridCell, openMenu, panel, pickRecord, search, signIn, act, pickField } from './helpers.ts';
import { AUCTION, openPanel, releaseDoc, scoreAll } from './sourcing-pages.ts';

test('a tender plan: written with its budget, approved, and made into a draft tender that names the plan lines', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const title = `E2E 招标计划 ${Date.now().toString(36)}`;
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '招标计划');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const form = panel(buyer);
  await form.locator('[data-field=planTitle] input').fill(title);
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
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
  ])
    await fillCell(lines.getByLabel(column, { exact: true }), value);
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
  await pickField(buyer, 'bidHeaderId', bid1.bidNumber, bid1.bidNumber);
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
  // Line 1 (M-300001) is the first of the dialog's line grid.
  await fillCell(gridCell(dialog.locator('srm-data-grid'), '议价后含税单价', 0), '5300');
  await dialog.getByRole('button', { name: '确定' }).click();
  // Above the bid: refused, naming the line and the price.
  await expect(dialog).toContainText('1 M-300001 冷轧钢板 · 议价后含税单价: 第 1 行议价后单价不能高于投标单价 5250');
  await fillCell(gridCell(dialog.locator('srm-data-grid'), '议价后含税单价', 0), '5100');
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
  // Line 2 (M-300002), the second of the dialog's line grid.
  await fillCell(gridCell(supplier2.getByRole('dialog').locator('srm-data-grid'), 'Final price incl. tax', 1), '22.9');
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
  // Question 1 (技术标中交付周期为25天…), the first of the dialog's line grid.
  await fillCell(gridCell(dialog.locator('srm-data-grid'), 'Answer', 0), '20 days with a second shift on the flange line.');
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
  await act(home, '流标', {
    fill: async (dialog) => {
      await dialog.locator('textarea').first().fill('有效投标仅2家，依规流标');
    },
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
  await fillCell(reason, '资质证书已过期');
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
  await pickField(buyer, 'auctionHeaderId', tender.auctionNumber, title);
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
  await pickField(buyer, 'orgId', 'XC-SZ', 'Suzhou Plant');
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
