/**
 * Refreshed summaries: a read-only `view` that aggregates or joins too much to run
 * on every request declares `summary: { refreshMinutes }` and spreads
 * `summaryOperations()` into its `operations`. The server keeps it as a
 * materialized view refreshed on that schedule (and on demand by whoever holds
 * `btnRefresh`), answers when it was refreshed with every page, and the list
 * screen says so ("Data as of 14:05").
 */
import type { EntityDef, OperationDef } from './types.ts';

export const REFRESH_SUMMARY = 'refreshSummary';
export const REFRESH_RESOURCE = 'btnRefresh';

export function summaryOperations(): OperationDef[] {
  return [{ operation: REFRESH_SUMMARY, label: { zh: '刷新数据', en: 'Refresh data' }, resource: REFRESH_RESOURCE, actor: 'internal', noButton: true }];
}

export const isSummary = (def: EntityDef): boolean => !!def.view && !!def.summary;
