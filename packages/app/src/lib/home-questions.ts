/**
 * What the homes and the shell's badges ask the server, written once so that
 * the parts showing the same thing ask the same question (lib/shared-query.ts
 * then asks it once). Sizes are SPEC section 9's: to-do 999 (internal) or 200
 * (supplier), done 20, notices and notifications 5.
 */
import { getSession, isSupplierUser } from './session.ts';
import type { Question } from './shared-query.ts';

export const TODO_ROWS = 999;
export const SUPPLIER_TODO_ROWS = 200;
export const DONE_ROWS = 20;
export const HOME_LIST_SIZE = 5;

const INTERNAL_PENDING = '/api/baseServer/v1/interiorPendingRestful';
const SUPPLIER_PENDING = '/api/baseServer/v1/srmBaseSupplierPendingRestful';
const NOTICE = '/api/baseServer/v1/srmBaseNoticeRestful';
const NOTIFICATION = '/api/baseServer/v1/srmBaseNotificationRestful';

export const pendingPath = () => (isSupplierUser() ? SUPPLIER_PENDING : INTERNAL_PENDING);
const supplierFilter = () => (isSupplierUser() ? { supplierId: getSession()?.user.supplierId } : {});

/** The open to-dos with their exact count: the home's list and the header badge alike. */
export const todoQuestion = (): Question => ({
  path: `${pendingPath()}/listByPage`,
  body: {
    pageIndex: 1,
    pageRows: isSupplierUser() ? SUPPLIER_TODO_ROWS : TODO_ROWS,
    ...supplierFilter(),
    handleFlag: 'N',
    cancelFlag: 'N',
    exactCount: true,
  },
  reloadOn: ['pending'],
});

export const doneQuestion = (): Question => ({
  path: `${pendingPath()}/listByPage`,
  body: { pageIndex: 1, pageRows: DONE_ROWS, ...supplierFilter(), handleFlag: 'Y', cancelFlag: 'N', sort: '-handleDate' },
  reloadOn: ['pending'],
});

/** The latest notifications with how many are read and unread: the home's card and the header badge alike. */
export const notificationsQuestion = (): Question => ({
  path: `${NOTIFICATION}/listByPage`,
  body: { pageIndex: 1, pageRows: HOME_LIST_SIZE, groupBy: 'viewedFlag' },
  reloadOn: ['notification'],
});

/** Unread: whatever the card does not show as read. */
export const unreadOf = (groups: { value: unknown; count: number }[] | undefined): number =>
  (groups ?? []).filter((g) => g.value !== 'Y').reduce((n, g) => n + g.count, 0);

// Reading a notice is announced as `notification` by the notice screens, which makes it bold no more.
export const noticesQuestion = (): Question => ({
  path: `${NOTICE}/listSummaryByPage`,
  body: { pageIndex: 1, pageRows: HOME_LIST_SIZE, userId: getSession()?.user.userId },
  reloadOn: ['pending', 'notification'],
});

export const chartsQuestion = (): Question => ({ path: '/api/baseServer/v1/homeRestful/charts', body: {}, reloadOn: [] });
