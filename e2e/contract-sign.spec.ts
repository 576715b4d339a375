/**
 * Signing a contract in the browser (entities/esign/STATES.md): a fresh
 * contract for 华东精密 (supplier1) is made, approved, sent and confirmed over
 * the API; the buyer opens it, goes to signing, draws a signature on the pad
 * with the mouse and confirms; supplier1 does the same from its contract; the
 * contract is then EFFECTIVE and the signed PDF downloads with both
 * signatures. axe on the signing screen; screenshots in zh and en as the
 * buyer and as supplier1.
 */
import { readFileSync } from 'node:fs';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { act, apiLogin } from './api.ts';
import { expect, test, type Page } from './fixtures.ts';
import { expectAccessible, panel, signIn, day } from './helpers.ts';

const CONTRACT = getEntity('contract');
const shots = process.env.E2E_SHOTS;

/** Draws a signature on the pad with mouse moves, as a person would, and confirms it. */
async function drawAndConfirm(page: Page, confirm: RegExp) {
  const pad = panel(page).getByTestId('esign-pad');
  const canvas = pad.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 22, box.y + box.height * (0.7 - 0.4 * Math.sin(i / 2)));
  await page.mouse.up();
  await pad.getByRole('button', { name: confirm }).click();
}

test('the buyer and supplier1 sign a confirmed contract in the browser; it becomes effective and the signed PDF downloads', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const buyerApi = await apiLogin(baseURL!, 'buyer');
  const approverApi = await apiLogin(baseURL!, 'approver');
  const supplierApi = await apiLogin(baseURL!, 'supplier1');
  const C = (op: string) => restPath(CONTRACT, op);
  // A demo contract of supplier1 gives its supplier, organisation and an item.
  const demo = (await buyerApi.client.post<Record<string, unknown>[]>(C('listByPage'), { pageIndex: 1, pageRows: 100 })).data.find(
    (r) => String(r.supplierName).includes('华东') && r.contractStatus === 'EFFECTIVE',
  )!;
  expect(demo, 'the demo has an effective contract of supplier1').toBeTruthy();
  const source = (await buyerApi.client.post<Record<string, any>>(C('findById'), { contractId: demo.contractId })).data;
  const item = (source.items as Record<string, unknown>[])[0];
  const saved = (
    await buyerApi.client.post<Record<string, any>>(C('saveOrUpdate'), {
      contractName: `端到端签署合同 ${Date.now()}`,
      contractType: 'PURCHASE',
      supplierId: source.supplierId,
      orgId: source.orgId,
      totalAmount: 25_000,
      currencyCode: 'CNY',
      startDate: day(1),
      endDate: day(200),
      payments: [{ lineNumber: 1, paymentStageName: '全款', paymentProportion: 100 }],
      items: [{ lineNumber: 1, itemId: item.itemId, purchaseQuantity: 2000, taxPrice: 12.5 }],
    })
  ).data;
  const contractId = saved.contractId as number;
  await act(buyerApi, 'contract', 'submit', contractId);
  await act(approverApi, 'contract', 'approval', contractId);
  await act(buyerApi, 'contract', 'sendConfirm', contractId);
  await act(supplierApi, 'contract', 'supplierConfirm', contractId);

  // The buyer (in English) opens the contract and goes to signing: the flow starts.
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer', 'EN');
  await buyer.goto(`/main/contractManage/cctContractEdit?id=${contractId}`);
  await expect(panel(buyer).locator('.edit-header')).toContainText(String(saved.contractCode));
  await expect(panel(buyer).getByTestId('contract-pdf')).toBeVisible();
  await panel(buyer).getByTestId('contract-go-sign').click();
  const buyerSign = panel(buyer).getByTestId('esign-page');
  await expect(buyerSign).toHaveAttribute('data-status', 'SIGNING');
  await expect(panel(buyer).getByTestId('esign-turn')).toHaveText('Waiting for both parties to sign');
  await expect(panel(buyer).getByTestId('esign-party-a')).toHaveAttribute('data-signed', 'N');
  // Nothing signed yet: no signed PDF to download.
  await expect(panel(buyer).getByTestId('esign-download')).toHaveCount(0);
  await expectAccessible(buyer, 'signing screen (buyer)');
  if (shots) await buyer.screenshot({ path: `${shots}/sign-buyer-en.png`, fullPage: true });
  await drawAndConfirm(buyer, /^Confirm signature$/);
  await expect(buyerSign).toHaveAttribute('data-status', 'BUYER_SIGNED');
  await expect(panel(buyer).getByTestId('esign-party-a')).toHaveAttribute('data-signed', 'Y');
  await expect(panel(buyer).getByTestId('esign-party-a')).toContainText('Signed');
  await expect(panel(buyer).getByTestId('esign-turn')).toHaveText('Waiting for party B (the supplier) to sign');
  await expect(panel(buyer).getByTestId('esign-pad')).toHaveCount(0);

  // supplier1 (in Chinese) opens the same contract and signs.
  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier1');
  await supplier.goto(`/main/supplierContractDetail?id=${contractId}`);
  await expect(panel(supplier).locator('.edit-header')).toContainText(String(saved.contractCode));
  await panel(supplier).getByTestId('contract-go-sign').click();
  const supplierSign = panel(supplier).getByTestId('esign-page');
  await expect(supplierSign).toHaveAttribute('data-status', 'BUYER_SIGNED');
  await expect(panel(supplier).getByTestId('esign-turn')).toHaveText('等待乙方（供应商）签署');
  await expectAccessible(supplier, 'signing screen (supplier)');
  if (shots) await supplier.screenshot({ path: `${shots}/sign-supplier-zh.png`, fullPage: true });
  await drawAndConfirm(supplier, /^确认签名$/);
  await expect(supplierSign).toHaveAttribute('data-status', 'COMPLETED');
  await expect(panel(supplier).getByTestId('esign-turn')).toHaveText('双方已签署，合同已生效');
  await expect(panel(supplier).getByTestId('esign-party-b')).toHaveAttribute('data-signed', 'Y');

  // The contract is effective.
  const after = (await buyerApi.client.post<Record<string, unknown>>(C('findById'), { contractId })).data;
  expect(after.contractStatus).toBe('EFFECTIVE');

  // The signed PDF downloads with both signatures.
  const [download] = await Promise.all([supplier.waitForEvent('download'), panel(supplier).getByTestId('esign-download').click()]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.toString('latin1').match(/\/ByteRange/g)?.length).toBe(2);
  expect(download.suggestedFilename()).toBe(`${saved.contractCode}-signed.pdf`);

  // The buyer's screen, reloaded, shows both signatures; the contract's screen shows it effective.
  await buyer.reload();
  await expect(panel(buyer).getByTestId('esign-page')).toHaveAttribute('data-status', 'COMPLETED');
  await expect(panel(buyer).getByTestId('esign-party-b')).toHaveAttribute('data-signed', 'Y');
  if (shots) {
    const zh = await browser.newPage();
    await signIn(zh, 'buyer');
    await zh.goto(buyer.url());
    await expect(panel(zh).getByTestId('esign-page')).toBeVisible();
    await zh.screenshot({ path: `${shots}/sign-buyer-zh-done.png`, fullPage: true });
    const en = await browser.newPage();
    await signIn(en, 'supplier1', 'EN');
    await en.goto(supplier.url());
    await expect(panel(en).getByTestId('esign-page')).toBeVisible();
    await en.screenshot({ path: `${shots}/sign-supplier-en-done.png`, fullPage: true });
  }
  await supplier.goto(`/main/supplierContractDetail?id=${contractId}`);
  await expect(panel(supplier).locator('.edit-header')).toContainText('已生效');
});
