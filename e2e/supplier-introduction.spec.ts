/**
 * Introducing a supplier in the browser, both sides: the buyer releases a
 * qualification review of 启明智能 (potential, supplier3), which answers it;
 * the buyer submits it passed and the approver approves; an on-site
 * inspection the supplier examines itself for first, then the buyer scores;
 * a sample trial the supplier sends samples to. The supplier is then
 * effective, and reads each step on its timeline. axe on every new screen.
 */
import { expect, test } from './fixtures.ts';
import {
  clickVisible,
  expectAccessible,
  fillCell,
  gridCell,
  openMenu,
  panel,
  pickRecord,
  search,
  signIn,
  editHeader as header,
  actWith,
  OK_BUTTON,
  day,
  save,
  openFromList,
  openTodo,
  signedIn,
  pickField,
} from './helpers.ts';

/** The header's actions here confirm in either language and show no toast of their own. */
const act = actWith({ ok: OK_BUTTON, done: null });

test('启明智能 from potential to effective: review answered and passed, inspection self-examined then scored, sample sent and passed', async ({ browser }) => {
  test.setTimeout(480_000);
  const [buyer, approver, supplier] = await signedIn(browser, 'buyer', 'approver', 'supplier3');

  // The buyer drafts the review: the scene decides the steps, the category is the one introduced.
  await openMenu(buyer, '资质审查');
  await expectAccessible(buyer, 'qualification list');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const review = panel(buyer);
  await pickField(buyer, 'supplierId', '启明', '启明智能装备有限公司');
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await pickField(buyer, 'sceneId', 'NEW_SUPPLIER', '新供应商引入');
  await review
    .locator('[data-child=categories]')
    .getByRole('button', { name: /添加行/ })
    .click();
  await pickRecord(buyer, review.locator('[data-child=categories] srm-data-grid').getByRole('button', { name: '采购分类', exact: true }), '1001', '机加工件');
  await save(buyer);
  const reviewNumber = (await review.locator('.edit-subtitle').innerText()).trim();
  expect(reviewNumber).toMatch(/^ZZSC-\d{8}-\d{3}$/);
  await expect(review.locator('[data-field=needInspectionFlag]')).toContainText('是');
  await expectAccessible(buyer, 'qualification form');
  await act(buyer, '发布');
  await expect(header(buyer)).toContainText('待供应商反馈');

  // The supplier answers from its to-do list.
  await supplier.reload();
  await openMenu(supplier, '我的资质审查');
  await expectAccessible(supplier, 'supplier qualification list');
  await clickVisible(panel(supplier).locator('srm-data-grid').getByText(reviewNumber));
  await expect(panel(supplier).locator('[data-field=qualificationResult]')).toBeVisible();
  await expect(panel(supplier).getByRole('button', { name: '保存' })).toHaveCount(0);
  await act(supplier, '发布反馈', { fill: (d) => d.locator('#action-supplierFeedback').fill('营业执照与ISO9001证书已在企业资料中更新') });
  await expect(header(supplier)).toContainText('供应商已反馈');
  await expectAccessible(supplier, 'supplier qualification form');

  // The buyer submits it passed; the approver approves from the to-do.
  await openFromList(buyer, '资质审查', reviewNumber);
  await expect(panel(buyer).locator('[data-field=supplierFeedback]')).toContainText('ISO9001');
  await act(buyer, '提交', {
    fill: async (d) => {
      await d.locator('#action-qualificationResult').evaluate((el: HTMLElement & { value: unknown }) => {
        el.value = 'PASS';
        el.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await d.locator('#action-reviewOpinion').fill('证照齐全有效');
    },
  });
  await openTodo(approver, reviewNumber);
  await act(approver, '审批通过');
  await expect(header(approver)).toContainText('已批准');

  // The inspection: the buyer's checklist, the supplier's self-examination, the buyer's scores.
  await openMenu(buyer, '现场考察');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const inspection = panel(buyer);
  await pickField(buyer, 'supplierId', '启明', '启明智能装备有限公司');
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await pickField(buyer, 'qualificationId', reviewNumber, reviewNumber);
  await inspection.locator('[data-field=reviewDate] input').fill(day(1));
  await inspection.locator('[data-field=reviewDate] input').press('Enter');
  await inspection.locator('[data-field=reviewMember] input').fill('张工、质量部李工');
  const checklist = inspection.locator('[data-child=scores] srm-data-grid');
  for (const [n, [site, item, full]] of [
    ['装配车间', '质量体系运行', '60'],
    ['装配车间', '生产设备', '40'],
  ].entries()) {
    await inspection
      .locator('[data-child=scores]')
      .getByRole('button', { name: /添加行/ })
      .click();
    for (const [column, value] of [
      ['考察地点', site],
      ['考察项', item],
      ['满分', full],
    ]) {
      const cell = checklist.getByLabel(column, { exact: true }).nth(n);
      await fillCell(cell, value);
    }
  }
  await save(buyer);
  const inspectNumber = (await inspection.locator('.edit-subtitle').innerText()).trim();
  expect(inspectNumber).toMatch(/^XCKC-\d{8}-\d{3}$/);
  // The server listed the supplier's site the review made, at the inspection's organisation, ticked.
  await expect(inspection.locator('[data-child=sites]')).toContainText('星辰制造有限公司');
  await expectAccessible(buyer, 'inspection form');
  await act(buyer, '发起自查');

  await supplier.reload();
  await openMenu(supplier, '我的现场考察');
  await clickVisible(panel(supplier).locator('srm-data-grid').getByText(inspectNumber));
  await act(supplier, '提交自查', {
    fill: async (d) => {
      // The checklist's lines in the dialog's line grid: 质量体系运行 first, 生产设备 second.
      await fillCell(gridCell(d.locator('srm-data-grid'), '自评分', 0), '55');
      await fillCell(gridCell(d.locator('srm-data-grid'), '自评分', 1), '36');
    },
  });
  await expect(header(supplier)).toContainText('供应商已自查');
  await expect(panel(supplier).locator('[data-field=selfTotalScore]')).toContainText('91');
  await expectAccessible(supplier, 'supplier inspection form');

  await openFromList(buyer, '现场考察', inspectNumber);
  const scored = panel(buyer).locator('[data-child=scores] srm-data-grid');
  for (const [n, score] of ['52', '35'].entries()) {
    const cell = scored.getByLabel('考察得分', { exact: true }).nth(n);
    await fillCell(cell, score);
  }
  await save(buyer);
  await expect(panel(buyer).locator('[data-field=totalScore]')).toContainText('87');
  await act(buyer, '提交', {
    fill: async (d) => {
      await d.locator('#action-inspectResult').evaluate((el: HTMLElement & { value: unknown }) => {
        el.value = 'PASS';
        el.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await d.locator('#action-conclusion').fill('现场管理规范');
    },
  });
  await openTodo(approver, inspectNumber);
  await act(approver, '审批通过');

  // The sample trial: asked for, sent, tested, approved.
  await openMenu(buyer, '样品试验');
  await expectAccessible(buyer, 'sample trial list');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const trial = panel(buyer);
  await pickField(buyer, 'supplierId', '启明', '启明智能装备有限公司');
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await pickField(buyer, 'qualificationId', reviewNumber, reviewNumber);
  await pickField(buyer, 'itemId', 'M-100002', '传动轴');
  await trial.locator('[data-field=quantity] input').fill('5');
  await trial.locator('[data-field=requiredDate] input').fill(day(7));
  await trial.locator('[data-field=requiredDate] input').press('Enter');
  await save(buyer);
  const trialNumber = (await trial.locator('.edit-subtitle').innerText()).trim();
  expect(trialNumber).toMatch(/^YPSY-\d{8}-\d{3}$/);
  await expectAccessible(buyer, 'sample trial form');
  await act(buyer, '通知送样');

  await supplier.reload();
  await openMenu(supplier, '我的样品与试用');
  await clickVisible(panel(supplier).locator('srm-data-grid').getByText(trialNumber));
  await act(supplier, '确认送样', {
    fill: async (d) => {
      await d.locator('#action-sentDate input').fill(day(0));
      await d.locator('#action-sentDate input').press('Enter');
      await d.locator('#action-shipmentNote').fill('顺丰 SF5550001');
    },
  });
  await expect(header(supplier)).toContainText('试验中');

  await openFromList(buyer, '样品试验', trialNumber);
  await act(buyer, '提交', {
    fill: async (d) => {
      await d.locator('#action-trialDate input').fill(day(0));
      await d.locator('#action-trialDate input').press('Enter');
      await d.locator('#action-trialResult').evaluate((el: HTMLElement & { value: unknown }) => {
        el.value = 'PASS';
        el.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await d.locator('#action-trialReport').fill('尺寸与硬度合格');
    },
  });
  await openTodo(approver, trialNumber);
  await act(approver, '审批通过');

  // Effective: the review says so, the record says so, and the supplier's timeline shows each step.
  await openFromList(buyer, '资质审查', reviewNumber);
  await expect(panel(buyer).locator('[data-field=introducedDate]')).toContainText(day(0));
  await openMenu(buyer, '供应商档案');
  await expect(await search(buyer, '供应商名称', '启明')).toContainText('合格');

  await supplier.reload();
  await openMenu(supplier, '我的生命周期');
  const timeline = panel(supplier).locator('srm-data-grid');
  for (const n of [reviewNumber, inspectNumber, trialNumber]) await expect(timeline).toContainText(n);
  await expect(timeline).not.toContainText('蓝海');
});

test('the supplier reads only its own introduction documents, in English too', async ({ page }) => {
  await signIn(page, 'supplier1', 'EN');
  // 华东精密's own, from the demo: 蓝海's (two trials, two plans, a review, two inspections) are not among them.
  for (const [menu, count, shows] of [
    ['My trials', 2, 'Failed'],
    ['My inspection plans', 1, 'Declined'],
    ['My qualification reviews', 1, 'Awaiting the supplier'],
    ['My inspections', 1, 'Self-examined'],
  ] as const) {
    await openMenu(page, menu);
    const grid = panel(page).locator('srm-data-grid');
    await expect(grid).toContainText(shows);
    await expect(grid.locator('[part=total]')).toHaveText(new RegExp(`Total ${count} items`));
  }
  await expectAccessible(page, 'supplier inspection list (English)');
});
