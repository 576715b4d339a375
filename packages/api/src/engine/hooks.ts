/**
 * Business behaviour the metadata cannot say (totals, mirrors, follow-up
 * documents) hooks into the one operation pipeline by entity name.
 */
import type { ActionDef, EntityDef } from '@srm/domain/entity/types.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError } from './app-error.ts';
import type { Caller } from './caller.ts';
import type { PendingEvents } from './events.ts';

export interface SaveContext {
  def: EntityDef;
  caller: Caller;
  tx: Queryable;
  mode: 'insert' | 'update';
  /** Values about to be written (header); hooks may set computed fields. */
  record: Record<string, unknown>;
  /** The row before the change, on update. */
  before?: Record<string, unknown>;
  /** Lines about to be written, by child name (only children present in the payload). */
  lines: Record<string, Record<string, unknown>[]>;
  /** Set after the write. */
  id?: number;
}

/** A header field as it will stand after the save: the value sent, else the stored one. */
export const savedValue = (ctx: SaveContext, field: string): unknown => (field in ctx.record ? ctx.record[field] : ctx.before?.[field]);

export interface ActionContext {
  def: EntityDef;
  caller: Caller;
  tx: Queryable;
  action: ActionDef;
  record: Record<string, unknown>;
  comment?: string;
  /** The action's whole request body, for actions that carry data (per-line feedback, received quantities). */
  payload?: Record<string, unknown>;
  /** Events to raise after commit (to-dos and notifications a hook writes). */
  pending: PendingEvents;
}

export interface DeleteContext {
  def: EntityDef;
  caller: Caller;
  tx: Queryable;
  record: Record<string, unknown>;
}

export interface ReadContext {
  def: EntityDef;
  caller: Caller;
  q: Queryable;
  /** The answer's rows (with their lines, when read one by one); hooks may change them in place. */
  rows: Record<string, unknown>[];
}

/**
 * Columns of a line derived from its own new values and its header's (an order line's amounts), set in the
 * same UPDATE that writes the changed lines: otherwise every changed line is written twice, once by the save
 * and again by the document's recompute.
 */
export interface DerivedLineColumns {
  header: { table: string; key: string; foreignKey: string };
  /** [column, SQL expression]: `line(column)` is the line's new value of a column, `header` the header's alias. */
  sets(line: (column: string) => string, header: string): [string, string][];
}

export interface EntityHooks {
  /** On a line entity: what its changed lines' UPDATE also sets. */
  derivedColumns?: DerivedLineColumns;
  beforeSave?(ctx: SaveContext): Promise<void> | void;
  afterSave?(ctx: SaveContext): Promise<void> | void;
  beforeAction?(ctx: ActionContext): Promise<void> | void;
  afterAction?(ctx: ActionContext): Promise<void> | void;
  beforeDelete?(ctx: DeleteContext): Promise<void> | void;
  afterDelete?(ctx: DeleteContext): Promise<void> | void;
  /** Before rows are answered (find, list): what only some callers may read (sealed prices) is settled here. */
  afterRead?(ctx: ReadContext): Promise<void> | void;
}

const registry = new Map<string, EntityHooks[]>();

export function registerHooks(entity: string, hooks: EntityHooks): void {
  registry.set(entity, [...(registry.get(entity) ?? []), hooks]);
}

export function hooksOf(entity: string): EntityHooks[] {
  return registry.get(entity) ?? [];
}

/** Runs the entity's afterRead hooks on rows about to be answered. */
export async function afterRead(q: Queryable, def: EntityDef, caller: Caller, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  for (const h of hooksOf(def.name)) await h.afterRead?.({ def, caller, q, rows });
}

/** The per-line values an action with `lineInput` was given (`lines`, each naming its line by `key`). */
export function linePayload(ctx: ActionContext, key: string): Record<string, unknown>[] {
  const raw = ctx.payload?.lines;
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new ValidationError([{ field: 'lines', key: 'rule.type', params: { expected: 'array' } }]);
  return raw.map((item, row) => {
    if (typeof item !== 'object' || item === null || !Number.isSafeInteger(Number((item as Record<string, unknown>)[key]))) {
      throw new ValidationError([{ field: key, key: 'rule.required', row, child: 'lines' }]);
    }
    return item as Record<string, unknown>;
  });
}
