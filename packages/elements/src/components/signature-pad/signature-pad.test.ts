import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { cleanup, deepEqual, equal, expectAccessible, fixture, oneEvent } from '../../test/helpers.ts';
import './srm-signature-pad.ts';
import type { SrmSignaturePad } from './signature-pad.ts';
import type { SrmSignaturePadSignDetail } from './signature-pad.events.ts';

describe('srm-signature-pad', () => {
  afterEach(() => cleanup());

  const canvasOf = (el: SrmSignaturePad) => el.shadowRoot!.querySelector('canvas')!;
  const buttons = (el: SrmSignaturePad) => [...el.shadowRoot!.querySelectorAll('button')] as HTMLButtonElement[];

  /** A stroke as a pointer (mouse, pen or touch) draws it, in CSS pixels from the pad's corner. */
  async function draw(el: SrmSignaturePad, points: [number, number][], pointerType = 'mouse') {
    const c = canvasOf(el);
    const r = c.getBoundingClientRect();
    const at = ([x, y]: [number, number]) => ({ clientX: r.left + x, clientY: r.top + y, pointerId: 1, pointerType, bubbles: true, button: 0 });
    c.dispatchEvent(new PointerEvent('pointerdown', at(points[0])));
    for (const p of points.slice(1)) c.dispatchEvent(new PointerEvent('pointermove', at(p)));
    c.dispatchEvent(new PointerEvent('pointerup', at(points.at(-1)!)));
    await el.updateComplete;
  }

  it('is accessible, empty and drawn', async () => {
    await setLocale('en');
    const el = await fixture<SrmSignaturePad>(html`<srm-signature-pad></srm-signature-pad>`);
    await expectAccessible(el);
    equal(canvasOf(el).getAttribute('aria-label')!.includes('draw your signature'), true);
    await draw(el, [
      [20, 20],
      [80, 60],
    ]);
    await expectAccessible(el);
  });

  it('cannot be confirmed or cleared while empty', async () => {
    await setLocale('en');
    const el = await fixture<SrmSignaturePad>(html`<srm-signature-pad></srm-signature-pad>`);
    equal(el.isEmpty, true);
    equal(el.toPng(), '');
    deepEqual(
      buttons(el).map((b) => b.disabled),
      [true, true],
    );
    equal(el.shadowRoot!.querySelector('.hint')!.textContent!.trim(), 'Sign here');
  });

  it('a drawn stroke gives a PNG with ink on it, and Confirm fires it', async () => {
    await setLocale('en');
    const el = await fixture<SrmSignaturePad>(html`<srm-signature-pad></srm-signature-pad>`);
    const changed = oneEvent(el, 'change');
    await draw(el, [
      [30, 100],
      [90, 30],
      [150, 110],
      [260, 50],
    ]);
    await changed;
    equal(el.isEmpty, false);
    const png = el.toPng();
    equal(png.startsWith('data:image/png;base64,'), true);
    // The PNG holds ink: some pixel is opaque.
    const img = new Image();
    img.src = png;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const alpha = ctx.getImageData(0, 0, c.width, c.height).data.filter((_, i) => i % 4 === 3);
    equal(
      alpha.some((a) => a > 200),
      true,
    );
    equal(
      alpha.some((a) => a === 0),
      true,
      'the background stays transparent',
    );

    const signed = oneEvent<CustomEvent<SrmSignaturePadSignDetail>>(el, 'srm-signature-pad-sign');
    buttons(el)[1].click();
    equal((await signed).detail.png, png);
  });

  it('draws with touch too, and Clear starts again', async () => {
    await setLocale('en');
    const el = await fixture<SrmSignaturePad>(html`<srm-signature-pad></srm-signature-pad>`);
    await draw(
      el,
      [
        [10, 10],
        [60, 70],
      ],
      'touch',
    );
    equal(el.isEmpty, false);
    buttons(el)[0].click();
    await el.updateComplete;
    equal(el.isEmpty, true);
    equal(el.toPng(), '');
  });

  it('a disabled pad takes no ink', async () => {
    const el = await fixture<SrmSignaturePad>(html`<srm-signature-pad disabled></srm-signature-pad>`);
    await draw(el, [
      [10, 10],
      [60, 70],
    ]);
    equal(el.isEmpty, true);
  });

  it('speaks Chinese', async () => {
    await setLocale('zh-CN');
    const el = await fixture<SrmSignaturePad>(html`<srm-signature-pad></srm-signature-pad>`);
    deepEqual(
      buttons(el).map((b) => b.textContent!.trim()),
      ['清除', '确认签名'],
    );
    equal(el.shadowRoot!.querySelector('.hint')!.textContent!.trim(), '请在此处签名');
    await setLocale('en');
  });
});
