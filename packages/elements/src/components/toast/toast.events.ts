import type { ToastType } from './toast.ts';

/** Detail of `srm-toast-close`. */
export interface SrmToastCloseDetail {
  id: number;
  message: string;
  type: ToastType;
  /** 'timeout' when the duration ran out, 'user' for the close button, 'api' for `close()`. */
  reason: 'timeout' | 'user' | 'api';
}
