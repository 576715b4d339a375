/**
 * An entity's list as srm-data-grid shows it, for the portal's list screens and
 * for legacy pages alike: the columns the definition lists (less those that say
 * nothing to this viewer) and the paged call of its listByPage, with the names of
 * references filled in and the total asked for after the rows when it was left out.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { GridApiResult, GridRow, GridTotal } from '@srm/elements/components/data-grid/data-grid.types.ts';
import type { Envelope } from '@srm/domain/errors.ts';
import { api } from './api.ts';
import { isSupplierUser } from './session.ts';
import { fieldsHiddenFrom } from '../screens/viewer-fields.ts';
import { withRefTexts } from '../screens/refs/ref-labels.ts';

/** The list columns of `def` for the signed-in viewer. */
export function listColumnNames(def: EntityDef, routeColumns?: string[]): string[] {
  const hidden = fieldsHiddenFrom(def, isSupplierUser());
  return (
    routeColumns ??
    def.list?.columns ??
    def.fields
      .filter((f) => !f.hidden)
      .slice(0, 8)
      .map((f) => f.name)
  ).filter((n) => !hidden.has(n));
}

/** The grid's `api`: one page of `def`'s listByPage, `fixedParams` always sent; `onPage` sees each answer whole. */
export function entityGridApi(
  def: EntityDef,
  columnNames: readonly string[],
  fixedParams: Record<string, unknown> = {},
  onPage?: (env: Envelope<unknown>) => void,
) {
  return async (params: Record<string, unknown>): Promise<GridApiResult> => {
    const sent = { ...params, ...fixedParams };
    const env = await api.post<GridRow[]>(restPath(def, 'listByPage'), sent);
    onPage?.(env);
    return gridPage(def, sent, env, await withRefTexts(def, columnNames, env.data));
  };
}

/**
 * A listByPage answer as the grid takes it: the rows at once, and when the
 * server left the total pending, the listCount call that fills it in after.
 */
export function gridPage(def: EntityDef, sent: Record<string, unknown>, env: Envelope<unknown>, rows: GridRow[]): GridApiResult {
  const { pageIndex: _i, pageRows: _r, after: _a, before: _b, ...filters } = sent;
  return {
    rows,
    count: env.count,
    countCapped: env.countCapped,
    countEstimated: env.countEstimated,
    countPending: env.countPending,
    hasNext: env.hasNext,
    totalLater: env.countPending ? api.post<GridTotal>(restPath(def, 'listCount'), filters).then((e) => e.data) : undefined,
  };
}
