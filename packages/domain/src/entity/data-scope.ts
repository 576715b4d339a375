/**
 * Which columns of an entity a user's data permissions (userAuthorisation) limit:
 * its organisation, purchase category and supplier. Derived, never listed per
 * entity: the `orgId` reference to organisations, the `categoryId` reference to
 * purchase categories, the supplier scope column; and on those three entities
 * themselves, their key, so a limited user also picks only what they may use.
 * `scope.dataScope: false` leaves an entity out (the permissions, the people).
 */
import type { EntityDef } from './types.ts';

export type DataDimension = 'org' | 'category' | 'supplier';

const DIMENSION_ENTITY: Record<DataDimension, { entity: string; field: string }> = {
  org: { entity: 'organization', field: 'orgId' },
  category: { entity: 'purchaseCategory', field: 'categoryId' },
  supplier: { entity: 'supplierInfo', field: 'supplierId' },
};

export const DATA_DIMENSIONS = Object.keys(DIMENSION_ENTITY) as DataDimension[];

/** Field of `def` limited in each dimension. */
export function dataScopeColumns(def: EntityDef): Partial<Record<DataDimension, string>> {
  if (def.scope?.dataScope === false) return {};
  const out: Partial<Record<DataDimension, string>> = {};
  for (const dim of DATA_DIMENSIONS) {
    const { entity, field } = DIMENSION_ENTITY[dim];
    if (def.name === entity) out[dim] = def.key;
    else if (dim === 'supplier' && def.scope?.supplier) out[dim] = def.scope.supplier;
    else if (def.fields.some((f) => f.name === field && f.type === 'ref' && f.ref?.entity === entity)) out[dim] = field;
  }
  return out;
}
