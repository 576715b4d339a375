/**
 * Attachments seen without saving them: a picture opens in the image viewer
 * modal, a PDF in a new tab through the PDF view, both from bytes fetched from
 * the file service (it sends every stored file as a sandboxed attachment).
 */
import { expect, test } from './fixtures.ts';
import { expectAccessible, openMenu, panel, signIn } from './helpers.ts';

// A 2 x 2 PNG and the smallest PDF a browser opens.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a picture attachment opens in the image viewer, a PDF in a new tab', async ({ page, context }) => {
  await signIn(page, 'admin');
  await openMenu(page, '公告管理');
  await panel(page).getByRole('button', { name: /新增/ }).click();
  const form = panel(page);
  const button = form.locator('srm-attachment-button');
  await button.locator('input[type=file]').setInputFiles([
    { name: '现场照片.png', mimeType: 'image/png', buffer: PNG },
    { name: '合同.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(button.locator('[part=badge]')).toHaveText('2');

  await button.locator('[part=trigger]').click();
  const photo = button.locator('[part=file]', { hasText: '现场照片.png' });
  await photo.getByRole('button', { name: '预览 现场照片.png' }).click();
  const viewer = button.locator('srm-image-viewer');
  await expect(viewer.getByRole('dialog')).toBeVisible();
  await expect.poll(() => viewer.locator('[part=image]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  await expectAccessible(page, 'image viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(button.locator('[part=trigger]')).toBeFocused();

  await button.locator('[part=trigger]').click();
  await page.evaluate(() => {
    const made: Blob[] = [];
    (window as unknown as { madeBlobs: Blob[] }).madeBlobs = made;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) made.push(blob);
      return create(blob);
    };
  });
  const tab = context.waitForEvent('page');
  // The PDF view is fetched (the server sends a stored file as a sandboxed attachment, which a tab would save, not
  // show) and the tab opens its bytes from a blob: URL.
  const fetched = page.waitForResponse((r) => r.url().includes('doFilePdfView') && r.request().method() === 'POST');
  await button.locator('[part=file]', { hasText: '合同.pdf' }).locator('srm-pdf-opener').getByRole('button', { name: /预览/ }).click();
  const answer = await fetched;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect(answer.headers()['content-security-policy']).toBe('sandbox');
  const pdf = await tab;
  // The tab is sent to a blob: URL of those bytes; a headless shell, having no PDF viewer, shows nothing of it, so
  // the test reads back the blobs the portal made URLs of.
  await expect.poll(() => page.evaluate(() => (window as unknown as { madeBlobs: Blob[] }).madeBlobs.length)).toBe(1);
  const head = await page.evaluate(() => (window as unknown as { madeBlobs: Blob[] }).madeBlobs[0].slice(0, 5).text());
  expect(head).toBe('%PDF-');
  await pdf.close();
});
