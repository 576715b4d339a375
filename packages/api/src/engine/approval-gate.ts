/**
 * Where a document's approval process (api/src/workflow) meets the workflow
 * actions of the engine: before a transition it may hold the document where it
 * is (one step decided, more remain), after one it starts or closes a process.
 * Without a registered gate, or a process for the entity, actions behave as the
 * definition says: one step by whoever holds the button.
 */
import type { ActionDef, EntityDef } from '@srm/domain/entity/types.ts';
import type { Queryable } from '../db/db.ts';
import type { Caller } from './caller.ts';
import type { PendingEvents } from './events.ts';

export interface GateContext {
  tx: Queryable;
  pending: PendingEvents;
  def: EntityDef;
  caller: Caller;
  action: ActionDef;
  /** The document as it is (locked), before the transition. */
  record: Record<string, unknown>;
  body: Record<string, unknown>;
  comment?: string;
}

export interface ApprovalGate {
  /** `hold`: the process took the decision and the document stays in its state. */
  before(ctx: GateContext): Promise<'proceed' | 'hold'>;
  /** After the transition to `after`: answers the actions whose to-dos the process makes itself. */
  after(ctx: GateContext & { after: Record<string, unknown>; from: string }): Promise<Set<string>>;
}

let gate: ApprovalGate | undefined;

export function registerApprovalGate(g: ApprovalGate): void {
  gate = g;
}

export const approvalGate = (): ApprovalGate | undefined => gate;
