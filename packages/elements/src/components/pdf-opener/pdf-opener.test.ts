import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { cleanup, equal, expectAccessible, fixture, oneEvent, waitFor } from '../../test/helpers.ts';
import { toastHost } from '../toast/show-toast.ts';
import './srm-pdf-opener.ts';
import type { SrmPdfOpener } from './pdf-opener.ts';
import type { SrmPdfErrorDetail } from './pdf-opener.events.ts';

type Opened = { url: string | URL | undefined; target?: string; features?: string };

describe('srm-pdf-opener', () => {
  const realOpen = window.open;
  let opened: Opened[] = [];
  let fakeTab: { closed: boolean; opener: unknown; location: { href: string }; close(): void };

  beforeEach(() => {
    opened = [];
    fakeTab = {
      closed: false,
      opener: window,
      location: { href: '' },
      close() {
        this.closed = true;
      },
    };
    window.open = ((url?: string | URL, target?: string, features?: string) => {
      opened.push({ url, target, features });
      return fakeTab as unknown as Window;
    }) as typeof window.open;
  });
  afterEach(() => {
    window.open = realOpen;
    cleanup();
    document.querySelector('srm-toast')?.remove();
  });

  const click = (el: SrmPdfOpener) => (el.shadowRoot!.querySelector('button') as HTMLButtonElement).click();

  it('is accessible', async () => {
    await setLocale('en');
    const el = await fixture<SrmPdfOpener>(html`<srm-pdf-opener file-id="F1" base-url="/pdf"></srm-pdf-opener>`);
    await expectAccessible(el);
    equal(el.shadowRoot!.querySelector('button')!.textContent!.includes('Preview'), true);
  });

  it('without a file id tells the user and opens nothing (en and zh)', async () => {
    await setLocale('en');
    const el = await fixture<SrmPdfOpener>(html`<srm-pdf-opener base-url="/pdf"></srm-pdf-opener>`);
    const failed = oneEvent<CustomEvent<SrmPdfErrorDetail>>(el, 'srm-pdf-error');
    click(el);
    const e = await failed;
    equal(e.detail.reason, 'no-file-id');
    equal(e.detail.message, 'no file id information to preview');
    equal(opened.length, 0);
    equal(toastHost().toasts[0].message, 'no file id information to preview');
    await setLocale('zh-CN');
    equal(await el.open(), false);
    equal(toastHost().toasts[1].message, '没有文件ID信息可预览');
    await setLocale('en');
  });

  it('opens baseUrl?fileId= in a new tab', async () => {
    const el = await fixture<SrmPdfOpener>(html`<srm-pdf-opener file-id="a b" base-url="/api/fileServer/pdf?x=1"></srm-pdf-opener>`);
    equal(await el.open(), true);
    equal(opened[0].url, '/api/fileServer/pdf?x=1&fileId=a%20b');
    equal(opened[0].target, '_blank');
  });

  it('uses urlFor, sync or async, including a Blob', async () => {
    const el = await fixture<SrmPdfOpener>(html`<srm-pdf-opener file-id="F9"></srm-pdf-opener>`);
    el.urlFor = (id) => `/view/${id}.pdf`;
    await el.open();
    equal(opened[0].url, '/view/F9.pdf');
    el.urlFor = async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    equal(await el.open(), true);
    equal(opened[1].url, '', 'tab opened at click time');
    equal(fakeTab.location.href.startsWith('blob:'), true);
    equal(fakeTab.opener, null);
  });

  it('a failing urlFor closes the tab and shows the server message for 2.5 s', async () => {
    const el = await fixture<SrmPdfOpener>(html`<srm-pdf-opener file-id="F9"></srm-pdf-opener>`);
    el.urlFor = async () => {
      throw new Error('file not found on server');
    };
    const failed = oneEvent<CustomEvent<SrmPdfErrorDetail>>(el, 'srm-pdf-error');
    click(el);
    equal((await failed).detail.reason, 'load-failed');
    await waitFor(() => fakeTab.closed, 'tab closed');
    const toast = toastHost().toasts.at(-1)!;
    equal(toast.message, 'file not found on server');
    equal(toast.duration, 2500);
  });

  it('srm-pdf-open can be cancelled', async () => {
    const el = await fixture<SrmPdfOpener>(
      html`<srm-pdf-opener file-id="F1" base-url="/pdf" @srm-pdf-open=${(e: Event) => e.preventDefault()}></srm-pdf-opener>`,
    );
    equal(await el.open(), false);
    equal(opened.length, 0);
  });
});
