/**
 * A declared server action over every record some columns pick at once (a
 * scheme's thousand results calculated or published), where a loop of
 * `ops.transition` would cost a dozen statements a record: one UPDATE of the
 * records in the action's `from` states with its `stamp` and `clears`, their
 * audit entries in multi-row INSERTs, and their to-dos as one transition leaves
 * them: closed in one statement, or, when the new state has actions with a
 * to-do (or the action tells someone), `afterTransition` per record. No hooks
 * run: the feature that moves the set does the rest in set statements itself.
 */
import type { ActionDef, EntityDef } from '@srm/domain/entity/types.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { ident, type Queryable } from '../db/db.ts';
import { writeAudits } from './audit.ts';
import { systemCaller, type Caller } from './caller.ts';
import { engineNow } from './clock.ts';
import { selectList } from './columns.ts';
import type { PendingEvents } from './events.ts';
import { Params } from './params.ts';
import { afterTransition, closeTodos, PROCESS_TODO_MENU } from './todos.ts';

type Row = Record<string, unknown>;

/** Moves the records whose fields have the values `where` names (`{ schemeId: 7 }`) and whose state is one of the action's `from`; answers their ids. */
export async function transitionAll(
  tx: Queryable,
  pending: PendingEvents,
  def: EntityDef,
  action: string | ActionDef,
  where: Record<string, unknown>,
  options: { by?: Caller } = {},
): Promise<number[]> {
  const declared = typeof action === 'string' ? actionOf(def, action) : action;
  const by = options.by ?? systemCaller();
  const wf = def.workflow!;
  const key = ident(toSnake(def.key));
  const state = ident(toSnake(wf.field));
  const params = new Params();
  const sets = [`${state} = ${params.add(declared.to)}`];
  if (declared.stamp) sets.push(`${ident(toSnake(declared.stamp))} = ${params.add(engineNow())}`);
  for (const field of declared.clears ?? []) sets.push(`${ident(toSnake(field))} = NULL`);
  const res = await tx.query<{ id: number; before: string }>(
    `UPDATE ${ident(def.table)} t SET ${sets.join(', ')}, version_num = t.version_num + 1, last_updated_by = ${params.add(by.userId)}, last_update_date = now()
       FROM (SELECT ${key} AS id, ${state} AS before FROM ${ident(def.table)}
              WHERE ${Object.entries(where)
                .map(([field, value]) => `${ident(toSnake(field))} = ${params.add(value)}`)
                .join(' AND ')} AND ${state} = ANY(${params.add(declared.from)}) FOR UPDATE) o
      WHERE t.${key} = o.id RETURNING o.id AS id, o.before AS before`,
    params.values,
  );
  const moved = res.rows.map((r) => ({ id: Number(r.id), before: r.before }));
  if (!moved.length) return [];
  const ids = moved.map((m) => m.id);
  await writeAudits(
    tx,
    by,
    moved.map((m) => ({ entityName: def.name, recordId: m.id, operation: 'ACTION' as const, changes: { [wf.field]: [m.before, declared.to] } })),
  );
  const opensTodos = wf.actions.some((a) => a.todo && a.from.includes(declared.to)) || declared.notifySupplier || declared.notifyCreator;
  if (opensTodos) {
    const records = await tx.query<Row>(`SELECT ${selectList(def)} FROM ${ident(def.table)} t WHERE t.${key} = ANY($1::bigint[]) ORDER BY t.${key}`, [ids]);
    for (const record of records.rows) await afterTransition(tx, def, record, declared, by, pending);
  } else {
    await closeTodos(tx, by, pending, { entity: def.name, recordId: ids, exceptMenu: PROCESS_TODO_MENU });
  }
  for (const id of ids) pending.add('record', { entity: def.name, id, operation: declared.action });
  return ids;
}
