/**
 * Row scope as SQL: a supplier's user only ever touches their own supplier's rows,
 * a user-owned row only its owner's. Applied to every read, update and delete,
 * including lines through their header.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { fieldOf, getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident } from '../db/db.ts';
import { isExpert, isSupplier, type Caller } from './caller.ts';
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
    if (scope.internal) conds.push('FALSE');
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
  if (scope.through) {
    const target = getEntity(fieldOf(def, scope.through)!.ref!.entity);
    const a = `th${depth}`;
    const inner = scopeConditions(target, caller, params, a, depth + 1);
    if (inner.length)
      conds.push(
        `EXISTS (SELECT 1 FROM ${ident(target.table)} ${a} WHERE ${a}.${ident(toSnake(target.key))} = ${c(scope.through)} AND ${inner.join(' AND ')})`,
      );
  }
  if (isExpert(caller)) conds.push(...juryConditions(def, caller, params, alias, depth));
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

/**
 * An expert's rows: those of the events they are drawn for, in the states the
 * jury works in (ScopeDef.jury), lines through their header, records about
 * those events (`through`), and their own rows (to-dos, notifications). Nothing else, not even what every staff
 * member reads (suppliers, people, announcements): an expert is not staff.
 */
function juryConditions(def: EntityDef, caller: Caller, params: Params, alias: string, depth: number): string[] {
  const jury = def.scope?.jury;
  if (!jury) return def.parent || def.scope?.user || def.scope?.through ? [] : ['FALSE'];
  if ('via' in jury) {
    const target = getEntity(fieldOf(def, jury.via)!.ref!.entity);
    const a = `jv${depth}`;
    const inner = juryConditions(target, caller, params, a, depth + 1);
    return [
      `EXISTS (SELECT 1 FROM ${ident(target.table)} ${a} WHERE ${a}.${ident(toSnake(target.key))} = ${alias}.${ident(toSnake(jury.via))} AND ${inner.join(' AND ') || 'TRUE'})`,
    ];
  }
  const child = def.children?.find((c) => c.name === jury.child);
  if (!child || !def.workflow) throw new Error(`${def.name}: jury child ${jury.child} is not a child collection of a workflow document`);
  const childDef = getEntity(child.entity);
  return [
    `${alias}.${ident(toSnake(def.workflow.field))} = ANY(${params.add(jury.states)})`,
    `EXISTS (SELECT 1 FROM ${ident(childDef.table)} jr WHERE jr.${ident(toSnake(child.foreignKey))} = ${alias}.${ident(toSnake(def.key))} AND jr.${ident(toSnake(jury.user))} = ${params.add(caller.userId)})`,
  ];
}

/** Values the server forces on insert and update, whatever the client sent. */
export function forcedValues(def: EntityDef, caller: Caller): Record<string, unknown> {
  if (caller.userId === -1) return {};
  const forced: Record<string, unknown> = {};
  if (def.scope?.user) forced[def.scope.user] = caller.userId;
  if (isSupplier(caller) && def.scope?.supplier && def.scope.supplier !== def.key) forced[def.scope.supplier] = caller.supplierId;
  return forced;
}
