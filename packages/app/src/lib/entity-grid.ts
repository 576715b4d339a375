/**
 * An entity's list as srm-data-grid shows it, for the portal's list screens and
 * for legacy pages alike: the columns the definition lists (less those that say
 * nothing to this viewer) and the paged call of its listByPage, with the names of
 * references filled in.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { restPath } from '@srm/domain/entity/registry.ts';
import type { GridRow } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { api } from './api.ts';
import { isSupplierUser } from './session.ts';
import { fieldsHiddenFrom } from '../screens/viewer-fields.ts';
import { withRefTexts } from '../screens/refs/ref-labels.ts';

/** The list columns of `def` for the signed-in viewer. */
export function listColumnNames(def: EntityDef): string[] {
  const hidden = fieldsHiddenFrom(def, isSupplierUser());
  return (
    def.list?.columns ??
    def.fields
      .filter((f) => !f.hidden)
      .slice(0, 8)
      .map((f) => f.name)
  ).filter((n) => !hidden.has(n));
}

/** The grid's `api`: one page of `def`'s listByPage, `fixedParams` always sent. */
export function entityGridApi(def: EntityDef, columnNames: readonly string[], fixedParams: Record<string, unknown> = {}) {
  return async (params: Record<string, unknown>) => {
    const env = await api.post<GridRow[]>(restPath(def, 'listByPage'), { ...params, ...fixedParams });
    return { rows: await withRefTexts(def, columnNames, env.data), count: env.count ?? 0, countCapped: env.countCapped };
  };
}
