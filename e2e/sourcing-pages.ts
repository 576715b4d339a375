/**
 * The sourcing pages the inquiry and tender walks share: running a header
 * button, pricing a supplier's bid, a supplier's tender response, and the API
 * steps a walk takes for the people it does not click as
 * (the document's release, an expert's scores).
 */
import { expect, type Locator, type Page } from './fixtures.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { Signed } from './api.ts';
import { act, expectAccessible, fillCell, openMenu, panel, search } from './helpers.ts';

const auction = getEntity('ponAuction');
export const AUCTION = (op: string) => restPath(auction, op);

/** Prices every line of the open bid (an inquiry quote or a tender response), in order, and saves it. */
export async function priceBid(page: Page, prices: string[], en: boolean, what: string) {
  const cells = panel(page)
    .locator('[data-child=lines] srm-data-grid')
    .getByLabel(en ? 'Unit price incl. tax' : '含税单价', { exact: true });
  await expect(cells).toHaveCount(prices.length);
  for (const [i, price] of prices.entries()) {
    await fillCell(cells.nth(i), price);
  }
  await panel(page)
    .getByRole('button', { name: en ? 'Save' : '保存' })
    .click();
  await expect(page.locator('srm-toast')).toContainText(en ? 'Saved' : '保存成功');
  await expectAccessible(page, what);
}

/** Opens the document of `title` from its list's grid and starts the supplier's bid on it (报价). */
export async function startBid(page: Page, grid: Locator, title: string, en: boolean): Promise<void> {
  await grid.locator('vaadin-grid-cell-content', { hasText: title }).first().dblclick();
  await panel(page)
    .locator('.edit-header')
    .getByRole('button', { name: en ? 'Quote' : '报价', exact: true })
    .click();
  await expect(page.locator('.tab.active')).toContainText(en ? 'Bid' : '供应商报价');
}

/** Brings the open document's closing time forward to 15 seconds from now, with the reason, and waits until it has passed. */
export async function closeSoon(buyer: Page, reason: string): Promise<void> {
  const closesAt = new Date(Date.now() + 15_000);
  await act(buyer, '调整截止时间', {
    fill: async (dialog) => {
      // The action's closing time is the form's date picker: the day, then the time beside it.
      await dialog.getByLabel('报价/投标截止时间', { exact: true }).fill(formatDate(closesAt));
      await dialog.getByLabel('报价/投标截止时间', { exact: true }).press('Enter');
      await dialog.getByLabel('报价/投标截止时间 时间', { exact: true }).fill(formatDate(closesAt, 'datetime').slice(11));
      await dialog.locator('#action-comment').fill(reason);
    },
  });
  await buyer.waitForTimeout(Math.max(0, closesAt.getTime() - Date.now() + 1_500));
}

/** A supplier finds the tender, starts its response, writes the technical part, prices every line and submits. */
export async function respond(page: Page, title: string, prices: string[], technical: string, en: boolean) {
  await openMenu(page, en ? 'Tenders' : '招标项目');
  const grid = await search(page, en ? 'Title' : '标题', title, en ? 'Search' : '查询');
  await startBid(page, grid, title, en);
  await panel(page).locator('[data-field=technicalProposal] textarea').fill(technical);
  await priceBid(page, prices, en, 'tender response');
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
export async function openPanel(page: Page, menu: string, title: string, rowButton: string, testId: string) {
  await openMenu(page, menu);
  const grid = await search(page, '标题', title);
  await grid.getByRole('button', { name: rowButton }).first().click();
  return panel(page).getByTestId(testId);
}

/** A tender document written by the buyer and released by the approver, over the API: a tender is published only with one. */
export async function releaseDoc(buyerApi: Signed, approverApi: Signed, auctionId: number, docTitle: string) {
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

export async function scoreAll(expert: Signed, auctionId: number, share: number[]) {
  const sheet = (await expert.client.post<any>(AUCTION('doEvaluation'), { auctionHeaderId: auctionId })).data;
  const scores = sheet.responses.flatMap((r: any, i: number) =>
    sheet.rules
      .filter((rule: any) => rule.scorePartition === 'TECH')
      .map((rule: any) => ({ bidHeaderId: r.bidHeaderId, scoreRuleId: rule.scoreRuleId, score: rule.maxScore * share[i] })),
  );
  await expert.client.post(AUCTION('doSubmitScores'), { auctionHeaderId: auctionId, scores });
}
