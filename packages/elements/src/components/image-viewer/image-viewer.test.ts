import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { cleanup, equal, expectAccessible, fixture, oneEvent, settle } from '../../test/helpers.ts';
import { toastHost } from '../toast/show-toast.ts';
import './srm-image-viewer.ts';
import type { SrmImageViewer } from './image-viewer.ts';
import type { SrmImageCropDetail, SrmImageDownloadDetail, SrmImageErrorDetail } from './image-viewer.events.ts';

/** A 300 x 150 PNG: left half red, right half blue. */
async function pngFile(name = 'photo.png'): Promise<File> {
  const c = document.createElement('canvas');
  c.width = 300;
  c.height = 150;
  const ctx = c.getContext('2d')!;
  ctx.fillStyle = '#f00';
  ctx.fillRect(0, 0, 150, 150);
  ctx.fillStyle = '#00f';
  ctx.fillRect(150, 0, 150, 150);
  const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

const btn = (el: SrmImageViewer, part: string) => el.shadowRoot!.querySelector(`[part=${part}]`) as HTMLButtonElement;
const img = (el: SrmImageViewer) => el.shadowRoot!.querySelector('[part=image]') as HTMLImageElement;

describe('srm-image-viewer', () => {
  let src = '';
  before(async () => {
    await setLocale('en');
    src = URL.createObjectURL(await pngFile());
  });
  afterEach(() => {
    cleanup();
    document.querySelector('srm-toast')?.remove();
  });

  it('is accessible when open', async () => {
    const el = await fixture<SrmImageViewer>(html`<srm-image-viewer open uploadable .src=${src} alt="Business licence"></srm-image-viewer>`);
    await expectAccessible(el);
  });

  it('is a modal at z-index 1100 and Escape closes it', async () => {
    const el = await fixture<SrmImageViewer>(html`<srm-image-viewer .src=${src} alt="Licence"></srm-image-viewer>`);
    equal(el.shadowRoot!.querySelector('[part=dialog]'), null, 'closed renders nothing');
    el.show();
    await settle(el);
    const backdrop = el.shadowRoot!.querySelector('[part=backdrop]')!;
    equal(getComputedStyle(backdrop).zIndex, '1100');
    equal(getComputedStyle(backdrop).position, 'fixed');
    equal(el.shadowRoot!.activeElement, btn(el, 'zoom-in'), 'focus moves into the modal');
    const closed = oneEvent(el, 'srm-image-close');
    btn(el, 'zoom-in').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await closed;
    equal(el.open, false);
  });

  it('zooms in and out, rotates left and right', async () => {
    const el = await fixture<SrmImageViewer>(html`<srm-image-viewer open .src=${src} alt="Licence"></srm-image-viewer>`);
    btn(el, 'zoom-in').click();
    btn(el, 'zoom-in').click();
    await settle(el);
    equal(img(el).style.transform, 'scale(1.5) rotate(0deg)');
    btn(el, 'zoom-out').click();
    btn(el, 'rotate-right').click();
    await settle(el);
    equal(img(el).style.transform, 'scale(1.25) rotate(90deg)');
    btn(el, 'rotate-left').click();
    btn(el, 'rotate-left').click();
    await settle(el);
    equal(img(el).style.transform, 'scale(1.25) rotate(-90deg)');
    for (let i = 0; i < 10; i++) btn(el, 'zoom-out').click();
    await settle(el);
    equal(el.scale, 0.25, 'zoom has a floor');
  });

  it('download fires a cancelable event with the picture', async () => {
    const el = await fixture<SrmImageViewer>(html`<srm-image-viewer open .src=${src} file-name="licence.png"></srm-image-viewer>`);
    const asked = oneEvent<CustomEvent<SrmImageDownloadDetail>>(el, 'srm-image-download');
    el.addEventListener('srm-image-download', (e) => e.preventDefault(), { once: true });
    btn(el, 'download').click();
    const e = await asked;
    equal(e.detail.fileName, 'licence.png');
    equal(e.detail.src, src);
  });

  it('refuses other image types with the SPEC alert', async () => {
    const el = await fixture<SrmImageViewer>(html`<srm-image-viewer open uploadable></srm-image-viewer>`);
    const refused = oneEvent<CustomEvent<SrmImageErrorDetail>>(el, 'srm-image-error');
    const result = await el.acceptImage(new File(['x'], 'scan.tiff', { type: 'image/tiff' }));
    equal(result, null);
    equal((await refused).detail.message, 'the type must be one of .gif, jpeg, jpg, png, bmp');
    equal(toastHost().toasts.at(-1)!.message, 'the type must be one of .gif, jpeg, jpg, png, bmp');
    await setLocale('zh-CN');
    await el.acceptImage(new File(['x'], 'a.webp'));
    equal(toastHost().toasts.at(-1)!.message, '类型必须是 .gif、jpeg、jpg、png、bmp 之一');
    await setLocale('en');
  });

  it('crops an accepted picture to 180 x 180 JPEG and hands it to upload', async () => {
    const uploaded: File[] = [];
    const el = await fixture<SrmImageViewer>(
      html`<srm-image-viewer open uploadable .upload=${(f: File) => {
        uploaded.push(f);
      }}></srm-image-viewer>`,
    );
    equal(el.cropWidth, 180);
    equal(el.cropHeight, 180);
    const cropped = oneEvent<CustomEvent<SrmImageCropDetail>>(el, 'srm-image-crop');
    const input = el.shadowRoot!.querySelector('input[type=file]') as HTMLInputElement;
    const dt = new DataTransfer();
    dt.items.add(await pngFile('Logo.PNG'));
    input.files = dt.files;
    input.dispatchEvent(new Event('change'));
    const e = await cropped;
    equal(e.detail.file.type, 'image/jpeg');
    equal(e.detail.file.name, 'Logo.jpg');
    const bitmap = await createImageBitmap(e.detail.file);
    equal(bitmap.width, 180);
    equal(bitmap.height, 180);
    // Centre crop of a red|blue picture keeps both halves.
    const c = new OffscreenCanvas(180, 180);
    const ctx = c.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const left = ctx.getImageData(10, 90, 1, 1).data;
    const right = ctx.getImageData(170, 90, 1, 1).data;
    equal(left[0] > 200 && left[2] < 60, true, 'left is red');
    equal(right[2] > 200 && right[0] < 60, true, 'right is blue');
    await settle(el);
    equal(img(el).src, e.detail.url, 'shows the cropped picture');
    equal(uploaded[0], e.detail.file);
  });
});
