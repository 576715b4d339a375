import { setLocale } from '../../localization.ts';
import { equal, expectAccessible, oneEvent, settle } from '../../test/helpers.ts';
import { showServerError, showToast, toastHost } from './show-toast.ts';
import type { SrmToastCloseDetail } from './toast.events.ts';

describe('srm-toast / showToast', () => {
  before(() => setLocale('en'));
  afterEach(() => document.querySelector('srm-toast')?.remove());

  it('shows a message at the top, 20px, above modals, and is accessible', async () => {
    const handle = showToast({ message: 'Saved', type: 'success' });
    const host = toastHost();
    await settle(host);
    const toast = host.shadowRoot!.querySelector('[part~=toast]')!;
    equal(toast.textContent!.includes('Saved'), true);
    equal(toast.getAttribute('role'), 'status');
    const style = getComputedStyle(host);
    equal(style.position, 'fixed');
    equal(style.top, '20px');
    equal(Number(style.zIndex) > 1100, true, 'above the modal z-index 1100');
    await expectAccessible(host);
    handle.close();
  });

  it("shows a detail small under the message (a server error's request id), and none when not given", async () => {
    showToast({ message: 'Internal server error', detail: 'Request ID 3f9a0c1d2e4b5a69', type: 'error' });
    showToast({ message: 'Saved' });
    const host = toastHost();
    await settle(host);
    const [withDetail, without] = host.shadowRoot!.querySelectorAll('[part~=toast]');
    const detail = withDetail.querySelector('[part=detail]')!;
    equal(detail.textContent, 'Request ID 3f9a0c1d2e4b5a69');
    const size = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
    equal(size(detail) < size(withDetail.querySelector('[part=message]')!), true, 'smaller than the message');
    equal(without.querySelector('[part=detail]'), null);
    // Read for contrast once the entrance animation (a fade) is over.
    await Promise.all(host.shadowRoot!.getAnimations().map((a) => a.finished));
    await expectAccessible(host);
  });

  it('lasts 4 seconds by default and 2.5 seconds for server errors', async () => {
    showToast('Plain');
    showServerError('Upload failed');
    const host = toastHost();
    await settle(host);
    equal(host.toasts[0].duration, 4000);
    equal(host.toasts[1].duration, 2500);
    equal(host.toasts[1].type, 'error');
    equal(host.shadowRoot!.querySelectorAll('[role=alert]').length, 1, 'errors are alerts');
  });

  it('closes by itself after its duration', async () => {
    showToast({ message: 'Short', duration: 30 });
    const host = toastHost();
    const closed = await oneEvent<CustomEvent<SrmToastCloseDetail>>(host, 'srm-toast-close');
    equal(closed.detail.reason, 'timeout');
    equal(closed.detail.message, 'Short');
    await settle(host);
    equal(host.shadowRoot!.querySelectorAll('[part~=toast]').length, 0);
  });

  it('the close button closes it', async () => {
    showToast({ message: 'Close me', duration: 0 });
    const host = toastHost();
    await settle(host);
    const closed = oneEvent<CustomEvent<SrmToastCloseDetail>>(host, 'srm-toast-close');
    (host.shadowRoot!.querySelector('[part=close-button]') as HTMLButtonElement).click();
    equal((await closed).detail.reason, 'user');
  });

  it('reuses one stack per page', async () => {
    showToast('a');
    showToast('b');
    equal(document.querySelectorAll('srm-toast').length, 1);
  });
});
