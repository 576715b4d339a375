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
import { dataLimitConditions } from './data-limits.ts';

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
  const audience = scope.audience;
  if (audience) {
    const child = def.children?.find((c) => c.name === audience.child);
    if (!child) throw new Error(`${def.name}: audience child ${audience.child} is not a child collection`);
    const childDef = getEntity(child.entity);
    const column = isSupplier(caller) ? audience.supplier : audience.user;
    const who = isSupplier(caller) ? caller.supplierId : caller.userId;
    if (column) {
      const named =
        who === null
          ? 'FALSE'
          : `EXISTS (SELECT 1 FROM ${ident(childDef.table)} aud WHERE aud.${ident(toSnake(child.foreignKey))} = ${alias}.${ident(toSnake(def.key))} AND aud.${ident(toSnake(column))} = ${params.add(who)})`;
      conds.push(`(${c(audience.when.field)} IS NULL OR ${c(audience.when.field)} <> ALL(${params.add(audience.when.values)}) OR ${named})`);
    }
  }
  conds.push(...dataLimitConditions(def, caller, params, alias));
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
