/**
 * Imperative toasts: `showToast({ message, type, duration })` anywhere, no markup needed.
 * The first call adds one `<srm-toast>` to `document.body` and reuses it afterwards.
 */
import './srm-toast.ts';
import { SERVER_ERROR_TOAST_DURATION, type SrmToast, type ToastHandle, type ToastOptions } from './toast.ts';

export { TOAST_DURATION, SERVER_ERROR_TOAST_DURATION, TOAST_TOP_OFFSET } from './toast.ts';

/** The page's toast stack, created on first use. */
export function toastHost(doc: Document = document): SrmToast {
  let host = doc.querySelector('srm-toast');
  if (!host) {
    host = doc.createElement('srm-toast');
    doc.body.append(host);
  }
  return host;
}

/** Shows a toast (4 seconds by default). */
export function showToast(options: ToastOptions | string): ToastHandle {
  return toastHost().show(typeof options === 'string' ? { message: options } : options);
}

/** Shows a server's error message for 2.5 seconds (SPEC 8: failed upload or delete). */
export function showServerError(message: string): ToastHandle {
  return toastHost().show({ message, type: 'error', duration: SERVER_ERROR_TOAST_DURATION });
}
