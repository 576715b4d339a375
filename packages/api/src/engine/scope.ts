/**
 * Row scope as SQL: a supplier's user only ever touches their own supplier's rows,
 * a user-owned row only its owner's. Applied to every read, update and delete,
 * including lines through their header.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident } from '../db/db.ts';
import { isSupplier, type Caller } from './caller.ts';
import type { Params } from './params.ts';

/** SQL conditions (joined with AND) that limit `alias` rows of `def` to what `caller` may see. */
export function scopeConditions(def: EntityDef, caller: Caller, params: Params, alias = 't', depth = 0): string[] {
  if (caller.userId === -1) return [];
  const conds: string[] = [];
  const scope = def.scope ?? {};
  const c = (field: string) => `${alias}.${ident(toSnake(field))}`;
  if (scope.user) conds.push(`${c(scope.user)} = ${params.add(caller.userId)}`);
  if (isSupplier(caller)) {
    if (scope.supplier) conds.push(caller.supplierId === null ? 'FALSE' : `${c(scope.supplier)} = ${params.add(caller.supplierId)}`);
    if (scope.hiddenFromSupplierIn?.length && def.workflow) conds.push(`${c(def.workflow.field)} <> ALL(${params.add(scope.hiddenFromSupplierIn)})`);
    if (scope.supplierAudience) conds.push(`${c(scope.supplierAudience.field)} = ANY(${params.add(scope.supplierAudience.values)})`);
  }
  if (def.parent) {
    const parent = getEntity(def.parent.entity);
    const pAlias = `p${depth}`;
    const parentConds = scopeConditions(parent, caller, params, pAlias, depth + 1);
    if (parentConds.length) {
      conds.push(
        `EXISTS (SELECT 1 FROM ${ident(parent.table)} ${pAlias} WHERE ${pAlias}.${ident(toSnake(parent.key))} = ${c(def.parent.foreignKey)} AND ${parentConds.join(' AND ')})`,
      );
    }
  }
  return conds;
}

/** Values the server forces on insert and update, whatever the client sent. */
export function forcedValues(def: EntityDef, caller: Caller): Record<string, unknown> {
  if (caller.userId === -1) return {};
  const forced: Record<string, unknown> = {};
  if (def.scope?.user) forced[def.scope.user] = caller.userId;
  if (isSupplier(caller) && def.scope?.supplier && def.scope.supplier !== def.key) forced[def.scope.supplier] = caller.supplierId;
  return forced;
}
