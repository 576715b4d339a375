/**
 * Registration from a business licence: a company with no account yet uploads a
 * photo of its licence on the registration page, sees the company name and the
 * unified social credit code read from it, and only what it confirms lands in
 * the form. A code typed with a wrong check character is refused before sending.
 */
import { existsSync } from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { creditCodeCheckChar } from '@srm/domain/validation/credit-code.ts';
import { expect, test } from './fixtures.ts';

const FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const NAME = '杭州西湖智能装备有限公司';
// Made up, with the check character that makes it pass (GB 32100-2015).
const CODE = `91330106MA2B3C4D5${creditCodeCheckChar('91330106MA2B3C4D5')}`;

function licence(): Buffer {
  expect(existsSync(FONT), `Debian's fonts-wqy-microhei at ${FONT}`).toBe(true);
  GlobalFonts.registerFromPath(FONT, 'WenQuanYi Micro Hei');
  const canvas = createCanvas(1500, 1000);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fbf7ee';
  g.fillRect(0, 0, 1500, 1000);
  g.fillStyle = '#222222';
  g.font = 'bold 80px "WenQuanYi Micro Hei"';
  g.fillText('营业执照', 580, 170);
  g.font = '30px "WenQuanYi Micro Hei"';
  g.fillText('统一社会信用代码', 120, 280);
  g.fillText(CODE, 120, 325);
  const rows: [string, string][] = [
    ['名        称', NAME],
    ['类        型', '有限责任公司'],
    ['法定代表人', '王芳'],
    ['住        所', '浙江省杭州市西湖区文三路100号'],
  ];
  rows.forEach(([label, value], i) => {
    g.fillText(label, 220, 440 + i * 80);
    g.fillText(value, 480, 440 + i * 80);
  });
  return canvas.toBuffer('image/png');
}

test('a registrant fills the company name and credit code from its licence, after confirming them', async ({ page }) => {
  await page.goto('/register');
  await page.evaluate(() => localStorage.setItem('srm.language', JSON.stringify('CN')));
  await page.reload();
  await page.getByLabel('上传营业执照自动识别').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: licence() });

  const found = page.locator('.licence-found');
  await expect(found.locator('[data-field=supplierName]')).toContainText(NAME, { timeout: 30_000 });
  await expect(found.locator('[data-field=taxRegistrationNumber]')).toContainText(CODE);
  await expect(page.locator('.licence-box')).toContainText('校验位正确');
  // Shown, not filled: the form stays as it was until the registrant confirms.
  await expect(page.locator('#reg-supplierName')).toHaveValue('');
  await expect(page.locator('#reg-taxRegistrationNumber')).toHaveValue('');

  await page.getByRole('button', { name: '确认填入' }).click();
  await expect(page.locator('#reg-supplierName')).toHaveValue(NAME);
  await expect(page.locator('#reg-taxRegistrationNumber')).toHaveValue(CODE);
  await expect(page.locator('#reg-companyRegisteredAddress')).toHaveValue('', { timeout: 1000 });
  await expect(page.getByRole('status').filter({ hasText: '已填入' })).toBeVisible();

  // The browser checks the code as the server does: one character changed is refused on the field.
  await page.locator('#reg-taxRegistrationNumber').fill(`${CODE.slice(0, 17)}${CODE.endsWith('X') ? 'Y' : 'X'}`);
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.locator('#reg-taxRegistrationNumber-error')).toContainText('校验位不正确');
});
