/**
 * Files in the portal: an attachment uploaded on a new announcement (count badge,
 * download of the same bytes), Excel import through the list screen (template,
 * a good workbook, a bad one with its error workbook), and the operation guide
 * on both homes (a real PDF manual and a playable video). Each test makes the
 * records it needs under names of its own.
 */
import { expect, test } from './fixtures.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { openMenu, panel, signIn } from './helpers.ts';

const stamp = () => Date.now().toString(36).toUpperCase();

test('an attachment uploaded on an announcement shows on the badge and downloads as uploaded', async ({ page }) => {
  await signIn(page, 'admin');
  await openMenu(page, '公告管理');
  await panel(page).getByRole('button', { name: /新增/ }).click();
  const form = panel(page);
  const title = `附件测试公告 ${stamp()}`;
  await form.locator('[data-field=noticeTitle] input').fill(title);
  await form.locator('[data-field=noticeContent] [contenteditable]').fill('请查看附件。');
  const button = form.locator('srm-attachment-button');
  await expect(button.locator('[part=badge]')).toHaveText('0');
  const content = `e2e attachment ${stamp()}\n`;
  await button.locator('input[type=file]').setInputFiles({ name: 'e2e-说明.txt', mimeType: 'text/plain', buffer: Buffer.from(content) });
  await expect(button.locator('[part=badge]')).toHaveText('1');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('srm-toast')).toContainText('保存成功');
  await expect(page.locator('.tab.active')).toContainText(title);

  // Opened again from the list, the saved record lists its file.
  await page.reload();
  await openMenu(page, '公告管理');
  const list = panel(page);
  await list.locator('.search-item', { hasText: '标题' }).locator('input').fill(title);
  await list.locator('.search-item', { hasText: '标题' }).locator('input').press('Enter');
  await list.locator('srm-data-grid').getByText(title).click();
  await expect(page.locator('.tab.active')).toContainText(title);
  await expect(panel(page).locator('srm-attachment-button [part=badge]')).toHaveText('1');
  await panel(page).locator('srm-attachment-button [part=trigger]').click();
  const download = page.waitForEvent('download');
  await panel(page).locator('srm-attachment-button [part=file] button.name').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('e2e-说明.txt');
  expect(readFileSync(await file.path(), 'utf8')).toBe(content);
});

test('import: template, a good workbook imports, a bad one answers its errors and an error workbook', async ({ page }) => {
  await signIn(page, 'admin');
  await openMenu(page, '项目');
  await panel(page).getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog');
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载模板' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);

  // Fill the downloaded template: two good rows.
  const code = `IMP-${stamp()}`;
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await template.path());
  const sheet = book.worksheets[0];
  const headers = Array.from(sheet.getRow(1).values as unknown[], (v) => String(v ?? ''));
  const col = (name: string) => headers.findIndex((h) => h.replace('*', '').trim() === name);
  expect(col('项目编号')).toBeGreaterThan(0);
  sheet.getRow(2).getCell(col('项目编号')).value = `${code}-1`;
  sheet.getRow(2).getCell(col('项目名称')).value = '导入项目一';
  sheet.getRow(3).getCell(col('项目编号')).value = `${code}-2`;
  sheet.getRow(3).getCell(col('项目名称')).value = '导入项目二';
  const good = join(tmpdir(), `${code}-good.xlsx`);
  await book.xlsx.writeFile(good);

  await dialog.locator('#import-file').setInputFiles(good);
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(page.locator('srm-toast')).toContainText('2');
  await expect(dialog).toHaveCount(0);
  const list = panel(page);
  await list.locator('.search-item', { hasText: '项目编号' }).locator('input').fill(code);
  await list.getByRole('button', { name: '查询' }).click();
  await expect(list.locator('srm-data-grid')).toContainText('共 2 条');

  // A row without its required name: nothing is imported, the errors come back with a workbook.
  sheet.getRow(2).getCell(col('项目编号')).value = `${code}-3`;
  sheet.getRow(3).getCell(col('项目编号')).value = `${code}-4`;
  sheet.getRow(3).getCell(col('项目名称')).value = null;
  const bad = join(tmpdir(), `${code}-bad.xlsx`);
  await book.xlsx.writeFile(bad);
  await list.getByRole('button', { name: '导入' }).click();
  await dialog.locator('#import-file').setInputFiles(bad);
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.locator('.import-result')).toContainText('第 3 行');
  const errorDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载错误数据' }).click();
  const errors = new ExcelJS.Workbook();
  await errors.xlsx.readFile(await (await errorDownload).path());
  const lastHeader = String(Array.from(errors.worksheets[0].getRow(1).values as unknown[]).at(-1));
  expect(lastHeader).toBe('错误信息');
  await dialog.getByRole('button', { name: '取消' }).click();
  await list.getByRole('button', { name: '查询' }).click();
  await expect(list.locator('srm-data-grid')).toContainText('共 2 条');
  writeFileSync(good, '');
});

test('operation guide: both homes offer the manual (a real PDF) and a video that plays', async ({ page }) => {
  for (const user of ['supplier1', 'buyer'] as const) {
    await signIn(page, user);
    const guide = page.locator('[data-testid=guide]');
    await expect(guide).toContainText('供应商门户操作手册');
    const download = page.waitForEvent('download');
    await guide.getByRole('button', { name: '下载 供应商门户操作手册' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('供应商门户操作手册.pdf');
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  }
  await page.locator('[data-testid=guide]').getByRole('button', { name: '播放 供应商门户操作视频' }).click();
  const video = page.getByRole('dialog').locator('video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.videoWidth > 0), { timeout: 15_000 }).toBe(true);
});
