import { SrmToast } from './toast.ts';

export { SrmToast };
export type { ToastOptions, ToastHandle, ToastType } from './toast.ts';
export type * from './toast.events.ts';

if (!customElements.get('srm-toast')) customElements.define('srm-toast', SrmToast);
