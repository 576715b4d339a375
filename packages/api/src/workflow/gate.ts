/**
 * The approval gate (engine/approval-gate.ts) for documents with a published
 * process: `approval` and `reject` decide the caller's task of the running
 * instance, and the document moves only when the process ends; a transition
 * into the state where approval waits starts the process; leaving that state by
 * another action stops it.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import type { Queryable } from '../db/db.ts';
import type { ApprovalGate } from '../engine/approval-gate.ts';
import { publishedProcess } from './definitions.ts';
import { callersTask, decide } from './decisions.ts';
import { announce, finish, openRun, runningInstance, startInstance } from './runtime.ts';

export const APPROVAL = 'approval';
export const REJECT = 'reject';

/** The states in which a document waits for approval. */
const waitingStates = (def: EntityDef) => def.workflow?.actions.find((a) => a.action === APPROVAL)?.from ?? [];

const optionalId = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * Documents whose instance a decision of this transaction ended (the process passed or was rejected to the
 * submitter): the transition that follows need not look for a running instance again. By transaction, so a batch
 * of actions in one keeps each document apart.
 */
const endedIn = new WeakMap<Queryable, Set<string>>();
const keyOf = (def: EntityDef, id: unknown) => `${def.name}:${Number(id)}`;

export const processGate: ApprovalGate = {
  async before({ tx, pending, def, caller, action, record, body, comment }) {
    if (action.action !== APPROVAL && action.action !== REJECT) return 'proceed';
    const instance = await runningInstance(tx, def.name, Number(record[def.key]));
    if (!instance) return 'proceed';
    const run = await openRun(tx, pending, caller, instance, record);
    const task = await callersTask(run, optionalId(body.taskId));
    const target = typeof body.targetNodeId === 'string' && body.targetNodeId ? body.targetNodeId : undefined;
    const result = await decide(run, task, action.action === APPROVAL ? 'APPROVED' : 'REJECTED', comment, target);
    announce(run);
    if (result === 'proceed') {
      const ended = endedIn.get(tx) ?? new Set();
      endedIn.set(tx, ended.add(keyOf(def, record[def.key])));
    }
    return result;
  },

  async after({ tx, pending, def, caller, action, after, from }) {
    const id = Number(after[def.key]);
    const state = String(after[def.workflow!.field]);
    const waits = waitingStates(def).includes(state);
    const ended = endedIn.get(tx)?.delete(keyOf(def, id));
    let running = ended ? undefined : await runningInstance(tx, def.name, id);
    if (running && !waits) {
      // The document left approval by another way (cancelled, say): its process ends with it.
      const run = await openRun(tx, pending, caller, running, after);
      await finish(run, 'STOPPED');
      announce(run);
      running = undefined;
    }
    if (!running && waits && action.action !== APPROVAL && action.action !== REJECT) {
      const process = await publishedProcess(tx, def.name, APPROVAL);
      if (process) {
        const run = await startInstance(tx, pending, def, after, caller, from, process);
        announce(run);
        return new Set([APPROVAL]);
      }
    }
    return running ? new Set([APPROVAL]) : new Set();
  },
};
