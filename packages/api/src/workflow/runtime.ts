/**
 * The process engine: an approval process runs beside its document, one
 * instance per submission. Entering a step makes one task per approver (after
 * delegation; the submitter never gets one, and someone who already approved
 * this document is skipped as approving); deciding a task may complete the
 * step (countersign rules in @srm/domain/workflow/process-graph.ts), which
 * moves the instance on through gateways to the next step or the end. Every
 * change runs inside the document action's transaction and leaves history,
 * to-dos and notifications behind. The rules: entities/workflow/STATES.md.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { evaluateCondition } from '@srm/domain/workflow/conditions.ts';
import { nodeById, nodeName, outgoing, type ProcessGraph, type ProcessNode } from '@srm/domain/workflow/process-graph.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import { Params } from '../engine/params.ts';
import { documentNumber, linkOf, PROCESS_TODO_MENU, type TodoAbout } from '../engine/todos.ts';
import { closeTaskTodosSql, openTaskTodos, openTaskTodosSql } from '../engine/task-todos.ts';
import { engineNow } from '../engine/clock.ts';
import { candidatesOf } from './assignees.ts';
import { DELEGATION_ENDS, delegationChainSql } from './delegations.ts';
import { processById, type PublishedProcess } from './definitions.ts';
import { deliverInApp } from '../message/centre.ts';

type Row = Record<string, unknown>;

export interface Instance {
  instanceId: number;
  processDefinitionId: number;
  processKey: string;
  processName: string;
  entityName: string;
  recordId: number;
  documentNumber: string;
  submittedBy: number;
  fromState: string;
  instanceStatus: string;
  currentNodeId: string | null;
}

export interface Task {
  taskId: number;
  instanceId: number;
  nodeId: string;
  nodeName: string;
  round: number;
  taskKind: 'APPROVAL' | 'SUBTASK';
  assigneeUserId: number;
  ownerUserId: number | null;
  ownerName: string | null;
  parentTaskId: number | null;
  taskStatus: 'PENDING' | 'RESOLVING' | 'LOCKED' | 'RESOLVED';
  outcome: string | null;
}

/** One run of the engine over one instance, inside one transaction. */
export interface Run {
  tx: Queryable;
  pending: PendingEvents;
  def: EntityDef;
  caller: Caller;
  instance: Instance;
  graph: ProcessGraph;
  /** The document's header values, numbers as numbers, for conditions. */
  record: Row;
  /** Users whose to-do lists changed. */
  todoUsers: Set<number>;
  /** Users with new notifications. */
  notified: Set<number>;
}

const INSTANCE_COLUMNS = `instance_id AS "instanceId", process_definition_id AS "processDefinitionId", process_key AS "processKey", process_name AS "processName", entity_name AS "entityName",
  record_id AS "recordId", document_number AS "documentNumber", submitted_by AS "submittedBy", from_state AS "fromState",
  instance_status AS "instanceStatus", current_node_id AS "currentNodeId"`;
/** The same columns by their names, for a statement answering the rows of its own CTE. */
const INSTANCE_OUT = `"instanceId", "processDefinitionId", "processKey", "processName", "entityName", "recordId", "documentNumber", "submittedBy", "fromState", "instanceStatus", "currentNodeId"`;
export const TASK_COLUMNS = `task_id AS "taskId", instance_id AS "instanceId", node_id AS "nodeId", node_name AS "nodeName", round, task_kind AS "taskKind",
  assignee_user_id AS "assigneeUserId", owner_user_id AS "ownerUserId", owner_name AS "ownerName", parent_task_id AS "parentTaskId", task_status AS "taskStatus", outcome`;

const TASK_OUT = `"taskId", "instanceId", "nodeId", "nodeName", round, "taskKind", "assigneeUserId", "ownerUserId", "ownerName", "parentTaskId", "taskStatus", outcome`;

/** A user's name as people read it (full name, else sign-in name), for SQL over `saaf_users u`. */
const NAME = `COALESCE(NULLIF(btrim(u.user_full_name), ''), u.user_name)`;
/** Who the audit columns name for what the engine writes: the caller (-1, the system, like every other write of it). */
const actorOf = (run: { caller: Caller }) => run.caller.userId;

const num = (v: unknown) => (v === null || v === undefined ? v : Number(v));
function normalise<T extends Row>(row: T, keys: string[]): T {
  for (const k of keys) (row as Row)[k] = num(row[k]);
  return row;
}
const instanceOf = (r: Row) => normalise(r, ['instanceId', 'processDefinitionId', 'recordId', 'submittedBy']) as unknown as Instance;
export const taskOf = (r: Row) => normalise(r, ['taskId', 'instanceId', 'round', 'assigneeUserId', 'ownerUserId', 'parentTaskId']) as unknown as Task;

/** The document's values as conditions see them: numbers as numbers. */
export function conditionValues(def: EntityDef, record: Row): Row {
  const out: Row = { ...record };
  for (const f of def.fields) if (['integer', 'number', 'money'].includes(f.type) && out[f.name] != null) out[f.name] = Number(out[f.name]);
  return out;
}

/** The running instance of a document, locked for this transaction. */
export async function runningInstance(tx: Queryable, entity: string, recordId: number): Promise<Instance | undefined> {
  const res = await tx.query<Row>(
    `SELECT ${INSTANCE_COLUMNS} FROM srm_wf_instances WHERE entity_name = $1 AND record_id = $2 AND instance_status = 'RUNNING' FOR UPDATE`,
    [entity, recordId],
  );
  return res.rows[0] ? instanceOf(res.rows[0]) : undefined;
}

export async function instanceById(tx: Queryable, id: number, lock = false): Promise<Instance | undefined> {
  const res = await tx.query<Row>(`SELECT ${INSTANCE_COLUMNS} FROM srm_wf_instances WHERE instance_id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return res.rows[0] ? instanceOf(res.rows[0]) : undefined;
}

export async function openRun(tx: Queryable, pending: PendingEvents, caller: Caller, instance: Instance, record: Row): Promise<Run> {
  const def = getEntity(instance.entityName);
  return {
    tx,
    pending,
    def,
    caller,
    instance,
    graph: await processById(tx, instance.processDefinitionId),
    record: conditionValues(def, record),
    todoUsers: new Set(),
    notified: new Set(),
  };
}

/** Raises the hub events of what a run changed (after commit, through `pending`). */
export function announce(run: Run): void {
  if (run.todoUsers.size) run.pending.add('pending', { userIds: [...run.todoUsers], supplierIds: [] });
  if (run.notified.size) run.pending.add('notification', { userIds: [...run.notified] });
}

type HistoryLine = {
  node?: ProcessNode | { id: string; name: string };
  actor?: number;
  onBehalfOf?: number | null;
  targets?: number[];
  comment?: string | null;
};

export async function history(run: Run, action: string, h: HistoryLine): Promise<void> {
  const p = new Params();
  await run.tx.query(historySql(run, action, h, p), p.values);
}

/**
 * The INSERT of one line of history, its values added to `p`: alone, or a CTE of a
 * statement that writes more (`instance` the SQL of the instance's id when it is made
 * in the same statement; `when` a condition the line needs). Names are looked up in it.
 */
export function historySql(
  run: Run | { caller: Caller; instance: Pick<Instance, 'instanceId' | 'entityName' | 'recordId'> },
  action: string,
  h: HistoryLine,
  p: Params,
  opts: { instance?: string; when?: string } = {},
): string {
  const actor = h.actor ?? run.caller.userId;
  const instanceId = opts.instance ?? p.add(run.instance.instanceId);
  const values = [p.add(run.instance.entityName), p.add(run.instance.recordId), p.add(h.node?.id ?? null), p.add(h.node?.name ?? null), p.add(action)];
  const who = p.add(actor > 0 ? actor : null);
  const behalf = p.add(h.onBehalfOf ?? null);
  const targets = p.add(h.targets?.length ? h.targets : null);
  const comment = p.add(h.comment ?? null);
  const by = p.add(actorOf(run));
  return `INSERT INTO srm_wf_history (instance_id, entity_name, record_id, node_id, node_name, history_action, actor_user_id, actor_name, on_behalf_of_name, target_names, history_comment, created_by, last_updated_by)
     SELECT ${instanceId}, ${values.join(', ')}, ${who}, (SELECT ${NAME} FROM saaf_users u WHERE u.user_id = ${who}), (SELECT ${NAME} FROM saaf_users u WHERE u.user_id = ${behalf}),
            (SELECT string_agg(${NAME}, ', ' ORDER BY array_position(${targets}::bigint[], u.user_id)) FROM saaf_users u WHERE u.user_id = ANY(${targets}::bigint[])), ${comment}, ${by}, ${by}${opts.when ? ` WHERE ${opts.when}` : ''}`;
}

/** Starts the process for a document just submitted by `caller`; answers whether it passed at once (every step skipped). */
export async function startInstance(
  tx: Queryable,
  pending: PendingEvents,
  def: EntityDef,
  record: Row,
  caller: Caller,
  fromState: string,
  process: PublishedProcess,
): Promise<Run> {
  const values = conditionValues(def, record);
  const p = new Params();
  const instanceValues = [
    process.processDefinitionId,
    process.processKey,
    process.processName,
    process.processVersion,
    def.name,
    Number(record[def.key]),
    documentNumber(def, record),
    typeof values.orgId === 'number' ? values.orgId : null,
    typeof values.totalAmount === 'number' ? values.totalAmount : null,
  ].map((v) => p.add(v));
  const submitter = p.add(caller.userId);
  const from = p.add(fromState);
  const startNode = process.graph.nodes.find((n) => n.kind === 'start')!;
  // The instance, its submitter's name and the first line of history: one statement.
  const about = { caller, instance: { instanceId: 0, entityName: def.name, recordId: Number(record[def.key]) } };
  const res = await tx.query<Row>(
    `WITH made AS (
       INSERT INTO srm_wf_instances (process_definition_id, process_key, process_name, process_version, entity_name, record_id, document_number, org_id, amount,
          submitted_by, submitter_name, from_state, instance_status, start_date, waiting_since, created_by, last_updated_by)
       VALUES (${instanceValues.join(', ')}, ${submitter}, (SELECT ${NAME} FROM saaf_users u WHERE u.user_id = ${submitter}), ${from}, 'RUNNING', now(), now(), ${submitter}, ${submitter})
       RETURNING ${INSTANCE_COLUMNS}),
     logged AS (${historySql(about, 'SUBMIT', { node: nodeById(process.graph, startNode.id) }, p, { instance: '(SELECT "instanceId" FROM made)' })})
     SELECT ${INSTANCE_OUT} FROM made`,
    p.values,
  );
  const run: Run = {
    tx,
    pending,
    def,
    caller,
    instance: instanceOf(res.rows[0]),
    graph: process.graph,
    record: values,
    todoUsers: new Set(),
    notified: new Set(),
  };
  await advanceFrom(run, startNode);
  return run;
}

/** Follows the flows out of `node` until a step waits on someone or the end is reached. */
export async function advanceFrom(run: Run, node: ProcessNode): Promise<'passed' | 'waiting'> {
  let at: ProcessNode = node;
  for (let hops = 0; hops <= run.graph.nodes.length * 2; hops++) {
    const next = nextNode(run, at);
    if (next.kind === 'end') {
      await finish(run, 'PASSED');
      return 'passed';
    }
    if (next.kind === 'userTask' && (await enterStep(run, next)) === 'waiting') return 'waiting';
    at = next;
  }
  throw new AppError('PROCESS_NO_PATH', { step: nodeName(at, run.caller.lang) });
}

function nextNode(run: Run, at: ProcessNode): ProcessNode {
  const flows = outgoing(run.graph, at.id);
  let flow = flows[0];
  if (at.kind === 'exclusiveGateway') {
    flow =
      flows.find((f) => f.id !== at.defaultFlow && f.condition && evaluateCondition(f.condition, run.record)) ?? flows.find((f) => f.id === at.defaultFlow)!;
  }
  const target = flow && nodeById(run.graph, flow.target);
  if (!target) throw new AppError('PROCESS_NO_PATH', { step: nodeName(at, run.caller.lang) });
  return target;
}

/**
 * Makes the tasks of a step; answers `approved` when nobody need act (every approver skipped).
 * `returned`: a rejection sent the process back here, so earlier approvals do not skip anyone.
 */
export async function enterStep(run: Run, node: ProcessNode, returned = false): Promise<'approved' | 'waiting'> {
  const { tx, instance, def } = run;
  const action = def.workflow?.actions.find((a) => a.action === 'approval');
  const candidates = await candidatesOf(tx, def, node, instance.submittedBy, action?.resource ?? 'btnApproval');
  if (!candidates.length) throw new AppError('PROCESS_NO_ASSIGNEE', { step: nodeName(node, run.caller.lang) });
  const others = candidates.filter((u) => u !== instance.submittedBy);
  if (others.length < candidates.length) await history(run, 'SKIP', { node, actor: instance.submittedBy, comment: 'submitter' });
  // The submitter was this step's only approver: the step is skipped (the end still needs someone else's approval).
  if (!others.length) return 'approved';
  // The step's round, who approved this document before, and where each approver's delegation chain ends, in one reading
  // (delegations of those who approved before are read and not used: they are skipped, not delegated).
  const seen = await tx.query<{ round: number; approved: string[] | null; givers: string[]; delegates: string[] }>(
    `WITH RECURSIVE ${delegationChainSql('$3', '$4')}
     SELECT (SELECT COALESCE(max(round) FILTER (WHERE node_id = $2), 0) + 1 FROM srm_wf_tasks WHERE instance_id = $1) AS round,
            (SELECT array_agg(DISTINCT COALESCE(owner_user_id, assignee_user_id)) FILTER (WHERE outcome = 'APPROVED') FROM srm_wf_tasks WHERE instance_id = $1) AS approved,
            ARRAY(SELECT e.start FROM (${DELEGATION_ENDS}) e WHERE e.at <> e.start ORDER BY e.start) AS givers,
            ARRAY(SELECT e.at FROM (${DELEGATION_ENDS}) e WHERE e.at <> e.start ORDER BY e.start) AS delegates`,
    [instance.instanceId, node.id, others, instance.processKey],
  );
  const round = Number(seen.rows[0]?.round ?? 1);
  const approvedBefore = new Set(returned ? [] : (seen.rows[0]?.approved ?? []).map(Number));
  const delegates = new Map((seen.rows[0]?.givers ?? []).map((g, i) => [Number(g), Number(seen.rows[0].delegates[i])]));
  const assignee: number[] = [];
  const owner: (number | null)[] = [];
  const skipped: boolean[] = [];
  for (const u of others) {
    const to = delegates.get(u) ?? u;
    const delegated = !approvedBefore.has(u) && to !== u && to !== instance.submittedBy;
    assignee.push(delegated ? to : u);
    owner.push(delegated ? u : null);
    skipped.push(approvedBefore.has(u));
  }
  // New tasks only: the step's outcome follows from them without asking the database.
  const passes = outcomeOf(node, others.length, skipped.filter(Boolean).length, 0) === 'approved';
  const p = new Params();
  const insert = `INSERT INTO srm_wf_tasks (instance_id, node_id, node_name, round, task_kind, assignee_user_id, assignee_name, owner_user_id, owner_name, task_status, outcome, decided_date, created_by, last_updated_by)
     SELECT ${p.add(instance.instanceId)}, ${p.add(node.id)}, ${p.add(nodeName(node, 'zh'))}, ${p.add(round)}, 'APPROVAL', x.a, (SELECT ${NAME} FROM saaf_users u WHERE u.user_id = x.a), x.o, (SELECT ${NAME} FROM saaf_users u WHERE u.user_id = x.o),
            CASE WHEN x.s THEN 'RESOLVED' ELSE 'PENDING' END, CASE WHEN x.s THEN 'SKIPPED' END, CASE WHEN x.s THEN now() END, ${p.add(actorOf(run))}, ${p.add(actorOf(run))}
       FROM unnest(${p.add(assignee)}::bigint[], ${p.add(owner)}::bigint[], ${p.add(skipped)}::boolean[]) WITH ORDINALITY AS x(a, o, s, n) ORDER BY x.n
     RETURNING ${TASK_COLUMNS}, assignee_name AS "assigneeName"`;
  // A step that waits: its tasks, their to-dos and the instance's "waiting on whom" in one statement (the to-dos and
  // the names read the tasks from the INSERT, which the statement's own reads of the table do not see).
  const todos = passes ? undefined : todoAbout(run, node, 'APPROVAL');
  const sql = todos
    ? `WITH made AS (${insert}),
       todos AS (${openTaskTodosSql(p, { ...run.caller, userId: actorOf(run) }, todos.about, `SELECT "assigneeUserId", ${todos.documentLink === null ? `'myUpcoming?taskId=' || "taskId"` : 'NULL::text'} FROM made WHERE "taskStatus" = 'PENDING' ORDER BY "taskId"`)}),
       waiting AS (${refreshWaitingSql(p, instance.instanceId, node, 'UNION ALL SELECT "taskId", "assigneeName" FROM made WHERE "taskStatus" IN (\'PENDING\', \'RESOLVING\')')})
       SELECT ${TASK_OUT} FROM made ORDER BY "taskId"`
    : insert;
  const inserted = await tx.query<Row>(sql, p.values);
  const tasks = inserted.rows.map(taskOf);
  for (const t of tasks) if (t.outcome === 'SKIPPED') await history(run, 'SKIP', { node, actor: t.assigneeUserId, comment: 'approvedEarlier' });
  for (const t of tasks) if (t.ownerUserId) await history(run, 'DELEGATE', { node, actor: t.ownerUserId, targets: [t.assigneeUserId] });
  if (passes) {
    await closeStep(run, node, round);
    return 'approved';
  }
  for (const t of tasks) if (t.taskStatus === 'PENDING') run.todoUsers.add(t.assigneeUserId);
  run.instance.currentNodeId = node.id;
  return 'waiting';
}

/** The countersign rule: of `n` approvers, `approved` approved (or were skipped as approving) and `rejected` rejected. */
export function outcomeOf(node: ProcessNode, n: number, approved: number, rejected: number): 'approved' | 'rejected' | 'open' {
  const rule = node.countersign;
  if (rule?.mode === 'all') return rejected > 0 ? 'rejected' : approved === n ? 'approved' : 'open';
  if (rule?.mode === 'share') {
    const needed = Math.max(1, Math.ceil(rule.share * n - 1e-9));
    return approved >= needed ? 'approved' : rejected > n - needed ? 'rejected' : 'open';
  }
  // No countersign, or `any`: the first decision decides.
  return approved > 0 ? 'approved' : rejected > 0 ? 'rejected' : 'open';
}

/**
 * `outcomeOf(...) === 'open'` as SQL over the columns `n`, `approved` and `rejected` (the share, where the rule has
 * one, added to `p`), for a statement that decides a task and, while the step stays open, says on whom it waits.
 */
export function openSql(node: ProcessNode, p: Params): string {
  const rule = node.countersign;
  if (rule?.mode === 'all') return 'rejected = 0 AND approved < n';
  if (rule?.mode === 'share') {
    const needed = `GREATEST(1, ceil(${p.add(rule.share)}::float8 * n - 1e-9))`;
    return `approved < ${needed} AND rejected <= n - ${needed}`;
  }
  return 'approved = 0 AND rejected = 0';
}

/** Locks what is still open in a decided step (other approvers, questions asked) and closes their to-dos, in one statement. */
export async function closeStep(run: Run, node: ProcessNode | null, round: number | null): Promise<void> {
  const res = await run.tx.query<{ userId: number }>(
    `WITH locked AS (
       UPDATE srm_wf_tasks SET task_status = 'LOCKED', version_num = version_num + 1, last_update_date = now()
        WHERE instance_id = $1 AND task_status IN ('PENDING', 'RESOLVING') AND ($2::text IS NULL OR node_id = $2) AND ($3::int IS NULL OR round = $3)
        RETURNING assignee_user_id),
     closed AS (${closeTaskTodosSql({ entity: '$4', recordId: '$5', menu: '$6', users: 'SELECT assignee_user_id FROM locked' })})
     SELECT DISTINCT user_id AS "userId" FROM closed`,
    [run.instance.instanceId, node?.id ?? null, round, run.instance.entityName, run.instance.recordId, PROCESS_TODO_MENU],
  );
  for (const r of res.rows) run.todoUsers.add(Number(r.userId));
}

export async function closeTodos(run: Run, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await run.tx.query(closeTaskTodosSql({ entity: '$1', recordId: '$2', menu: '$4', users: 'SELECT unnest($3::bigint[])' }), [
    run.instance.entityName,
    run.instance.recordId,
    userIds,
    PROCESS_TODO_MENU,
  ]);
  for (const u of userIds) run.todoUsers.add(u);
}

/**
 * One to-do per task, titled in its reader's language, in one INSERT. A step of the
 * Approve button's holders (the one-step approval) links to the document, where
 * they approve as before; every other task to myUpcoming, which shows its document.
 */
export async function addTodos(
  run: Run,
  tasks: Task[],
  node: { name: string; nameEn?: string; assigneeType?: string },
  kind: 'APPROVAL' | 'HANDLE' = 'APPROVAL',
): Promise<void> {
  if (!tasks.length) return;
  const { about, documentLink } = todoAbout(run, node, kind);
  await openTaskTodos(
    run.tx,
    { ...run.caller, userId: actorOf(run) },
    about,
    tasks.map((t) => ({ userId: t.assigneeUserId, link: documentLink ?? `myUpcoming?taskId=${t.taskId}` })),
  );
  for (const t of tasks) run.todoUsers.add(t.assigneeUserId);
}

/** What a step's task to-dos say and where they lead (`documentLink`, else each its task in myUpcoming). */
function todoAbout(
  run: Run,
  node: { name: string; nameEn?: string; assigneeType?: string },
  kind: 'APPROVAL' | 'HANDLE',
): { about: TodoAbout; documentLink: string | null } {
  const { def, instance } = run;
  const documentLink = kind === 'APPROVAL' && node.assigneeType === 'buttonHolders' ? linkOf(def, instance.recordId).billLink : null;
  const title = {
    zh: `${def.label.zh} ${instance.documentNumber} 待${kind === 'APPROVAL' ? '审批' : '回复意见'}（${node.name}）`,
    en: `${def.label.en} ${instance.documentNumber}: ${kind === 'APPROVAL' ? 'approve' : 'give an opinion'} (${node.nameEn || node.name})`,
  };
  return {
    about: {
      entity: instance.entityName,
      recordId: instance.recordId,
      action: 'approval',
      title,
      billType: kind,
      link: { billLink: documentLink, menuCode: PROCESS_TODO_MENU, menuName: '我的待办审批' },
    },
    documentLink,
  };
}

/** The instance's "waiting at, on whom, since" columns, for monitoring. */
export async function refreshWaiting(run: Run, node: ProcessNode | null): Promise<void> {
  const p = new Params();
  await run.tx.query(refreshWaitingSql(p, run.instance.instanceId, node), p.values);
  run.instance.currentNodeId = node?.id ?? null;
}

/**
 * The UPDATE of those columns, alone or as a CTE: `open` adds to (UNION ALL) or narrows (AND ...) the open tasks
 * the statement reads, for tasks its other CTEs insert or decide; `when`, a condition for the update.
 */
export function refreshWaitingSql(p: Params, instanceId: number, node: ProcessNode | null, open = '', when = ''): string {
  const narrow = open.startsWith('AND') ? open : '';
  const more = open.startsWith('UNION') ? open : '';
  return `UPDATE srm_wf_instances i SET current_node_id = ${p.add(node?.id ?? null)}, current_node_names = ${p.add(node ? nodeName(node, 'zh') : null)}, waiting_since = now(), version_num = i.version_num + 1, last_update_date = now(),
            current_assignee_names = (SELECT string_agg(o.n, ', ' ORDER BY o.id) FROM (SELECT t.task_id AS id, t.assignee_name AS n FROM srm_wf_tasks t
                                       WHERE t.instance_id = i.instance_id AND t.task_status IN ('PENDING', 'RESOLVING')${narrow ? ` ${narrow}` : ''} ${more}) o)
      WHERE i.instance_id = ${p.add(instanceId)}${when ? ` AND ${when}` : ''}`;
}

/**
 * Ends the instance. A pass needs an approval by someone other than the submitter: no one approves their own document.
 * The check, what is still open locked and its to-dos closed, the instance ended and the PASS line: one statement.
 */
export async function finish(run: Run, status: 'PASSED' | 'REJECTED' | 'REVOKED' | 'STOPPED'): Promise<void> {
  const { tx, instance } = run;
  const p = new Params();
  const id = p.add(instance.instanceId);
  const passing = status === 'PASSED';
  const ok = passing
    ? `EXISTS (SELECT 1 FROM srm_wf_tasks WHERE instance_id = ${id} AND outcome = 'APPROVED' AND assignee_user_id <> ${p.add(instance.submittedBy)})`
    : 'true';
  const closed = closeTaskTodosSql({
    entity: p.add(instance.entityName),
    recordId: p.add(instance.recordId),
    menu: p.add(PROCESS_TODO_MENU),
    users: 'SELECT assignee_user_id FROM locked',
  });
  const res = await tx.query<{ ok: boolean; closed: number[] }>(
    `WITH ok AS (SELECT ${ok} AS ok),
     locked AS (
       UPDATE srm_wf_tasks SET task_status = 'LOCKED', version_num = version_num + 1, last_update_date = now()
        WHERE instance_id = ${id} AND task_status IN ('PENDING', 'RESOLVING') AND (SELECT ok FROM ok) RETURNING assignee_user_id),
     closed AS (${closed}),
     ended AS (
       UPDATE srm_wf_instances SET instance_status = ${p.add(status)}, end_date = ${p.add(engineNow())}, current_node_id = NULL, current_node_names = NULL, current_assignee_names = NULL,
              waiting_since = NULL, version_num = version_num + 1, last_update_date = now() WHERE instance_id = ${id} AND (SELECT ok FROM ok))${
                passing ? `,\n     logged AS (${historySql(run, 'PASS', { actor: -1 }, p, { when: '(SELECT ok FROM ok)' })})` : ''
              }
     SELECT (SELECT ok FROM ok) AS ok, ARRAY(SELECT DISTINCT user_id FROM closed) AS closed`,
    p.values,
  );
  if (!res.rows[0].ok) throw new AppError('PROCESS_SELF_ONLY');
  for (const u of res.rows[0].closed ?? []) run.todoUsers.add(Number(u));
  instance.instanceStatus = status;
  if (run.caller.userId !== instance.submittedBy) await notify(run, [instance.submittedBy], status);
}

const OUTCOME_TEXT: Record<string, { zh: string; en: string }> = {
  PASSED: { zh: '已审批通过', en: 'has been approved' },
  REJECTED: { zh: '已被驳回', en: 'has been rejected' },
  REVOKED: { zh: '已撤回', en: 'has been revoked' },
  STOPPED: { zh: '的审批已被管理员终止', en: 'approval was stopped by an administrator' },
  URGE: { zh: '正等待您审批，请尽快处理', en: 'is waiting for your approval' },
  CC: { zh: '抄送给您，请知悉', en: 'was copied to you' },
  SUBTASK: { zh: '征询您的意见', en: 'asks for your opinion' },
};

/** In-app notifications about the document, in each reader's language. */
export async function notify(
  run: Run,
  userIds: number[],
  what: keyof typeof OUTCOME_TEXT,
  comment?: string | null,
): Promise<{ userId: number; email: string | null; title: string }[]> {
  const { def, instance } = run;
  const users = await run.tx.query<{ userId: number; language: string; email: string | null }>(
    `SELECT user_id AS "userId", COALESCE(language, 'CN') AS language, email FROM saaf_users WHERE user_id = ANY($1) AND enabled_flag = 'Y'`,
    [userIds],
  );
  const out: { userId: number; email: string | null; title: string }[] = [];
  const items: { userId: number; language: string; title: string; content: string }[] = [];
  const link = what === 'URGE' || what === 'SUBTASK' ? 'myUpcoming' : 'processInitiate';
  for (const u of users.rows) {
    const en = u.language === 'EN';
    const title = en
      ? `${def.label.en} ${instance.documentNumber} ${OUTCOME_TEXT[what].en}`
      : `${def.label.zh} ${instance.documentNumber} ${OUTCOME_TEXT[what].zh}`;
    items.push({ userId: Number(u.userId), language: u.language, title, content: comment ? `${title}: ${comment}` : title });
    out.push({ userId: Number(u.userId), email: u.email, title });
  }
  // Through the message centre, which records them as one instance (message/centre.ts).
  for (const userId of await deliverInApp(run.tx, { entity: def.name, recordId: instance.recordId, link }, items, actorOf(run))) run.notified.add(userId);
  return out;
}
