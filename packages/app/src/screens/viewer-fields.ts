/**
 * Screens fit who is looking: a supplier's user only ever sees their own
 * supplier's rows (the server's scope), so the supplier column, the fields
 * copied from it and a filter on them say nothing and are left out.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { fieldOf } from '../lib/registry.ts';

/** Field names a list leaves out of its columns and filters for this viewer. */
export function fieldsHiddenFrom(def: EntityDef, supplierUser: boolean): Set<string> {
  const scope = def.scope?.supplier;
  if (!supplierUser || !scope) return new Set();
  const copied = Object.values(fieldOf(def, scope)?.ref?.copy ?? {});
  return new Set([scope, ...copied]);
}
