/**
 * Subscribing to the business events of `@srm/domain/events/business-events.ts`.
 * Handlers run inside the transaction that raised the event, so what they
 * write (a message instance, an outbound job) commits or rolls back with it.
 * An event tied to a workflow action is raised by the engine after the action
 * (an afterAction hook installed on the first subscription); the others are
 * raised by the code that sees them with `raiseBusinessEvent`.
 */
import { BUSINESS_EVENTS, type BusinessEventDef, businessEvent } from '@srm/domain/events/business-events.ts';
import type { Queryable } from '../db/db.ts';
import type { Caller } from './caller.ts';
import type { PendingEvents } from './events.ts';
import { registerHooks } from './hooks.ts';

export interface BusinessEvent {
  event: BusinessEventDef;
  tx: Queryable;
  caller: Caller;
  /** The record as it stands after the event (the header, with its lines when the action read them). */
  record: Record<string, unknown>;
  recordId: number;
  /** Users the raiser names (an approval's approvers), for events whose audience is `named`. */
  userIds?: number[];
  pending?: PendingEvents;
}

export type BusinessEventHandler = (e: BusinessEvent) => Promise<void>;

const handlers = new Map<string, BusinessEventHandler[]>();
const hooked = new Set<string>();

/** `code` '*' hears every event. */
export function onBusinessEvent(code: string, handler: BusinessEventHandler): void {
  const defs = code === '*' ? BUSINESS_EVENTS : [known(code)];
  handlers.set(code, [...(handlers.get(code) ?? []), handler]);
  for (const def of defs) hookAction(def);
}

export async function raiseBusinessEvent(code: string, e: Omit<BusinessEvent, 'event'>): Promise<void> {
  const event = known(code);
  for (const handler of [...(handlers.get(code) ?? []), ...(handlers.get('*') ?? [])]) await handler({ ...e, event });
}

function known(code: string): BusinessEventDef {
  const def = businessEvent(code);
  if (!def) throw new Error(`unknown business event ${code}`);
  return def;
}

function hookAction(def: BusinessEventDef): void {
  const action = def.action;
  if (!action || hooked.has(def.code)) return;
  hooked.add(def.code);
  registerHooks(def.entity, {
    async afterAction(ctx) {
      if (ctx.action.action !== action) return;
      const key = ctx.def.key;
      await raiseBusinessEvent(def.code, { tx: ctx.tx, caller: ctx.caller, record: ctx.record, recordId: Number(ctx.record[key]), pending: ctx.pending });
    },
  });
}
