/**
 * How the demo moves a document: a declared workflow action of an entity, by
 * name, on one record, run as a demo user (`callerFor`) or the system
 * (`systemCaller()`) through `ops.act`, the path a screen's button takes. One
 * helper for every seed file, so each says only who does what to which record.
 */
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Caller } from '../engine/caller.ts';
import type { EntityOperations, Row } from '../engine/operations.ts';

/** `act(entity, caller, action, id, input)`: `input` is what the action takes besides the record's key (a comment, a reason, lines). */
export type Act = (entity: string, caller: Caller, action: string, id: unknown, input?: Row) => Promise<Row>;
/** The same for one entity: `act(caller, action, id, input)`. */
export type ActOn = (caller: Caller, action: string, id: unknown, input?: Row) => Promise<Row>;

export function actor(ops: EntityOperations): Act {
  return (entity, caller, action, id, input = {}) => {
    const def = getEntity(entity);
    return ops.act(def, caller, actionOf(def, action), { [def.key]: id, ...input });
  };
}

export function actorOn(ops: EntityOperations, entity: string): ActOn {
  const act = actor(ops);
  return (caller, action, id, input) => act(entity, caller, action, id, input);
}
