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
import { personName } from '../engine/people.ts';
import { documentNumber, linkOf, PROCESS_TODO_MENU } from '../engine/todos.ts';
import { closeTaskTodosSql, openTaskTodos } from '../engine/task-todos.ts';
import { engineNow } from '../engine/clock.ts';
import { candidatesOf } from './assignees.ts';
import { delegatesOf } from './delegations.ts';
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
export const TASK_COLUMNS = `task_id AS "taskId", instance_id AS "instanceId", node_id AS "nodeId", node_name AS "nodeName", round, task_kind AS "taskKind",
  assignee_user_id AS "assigneeUserId", owner_user_id AS "ownerUserId", owner_name AS "ownerName", parent_task_id AS "parentTaskId", task_status AS "taskStatus", outcome`;

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

export async function history(
  run: Run,
  action: string,
  h: { node?: ProcessNode | { id: string; name: string }; actor?: number; onBehalfOf?: number | null; targets?: number[]; comment?: string | null },
): Promise<void> {
  const actor = h.actor ?? run.caller.userId;
  // Names are looked up in the INSERT itself: one statement per line of history.
  await run.tx.query(
    `INSERT INTO srm_wf_history (instance_id, entity_name, record_id, node_id, node_name, history_action, actor_user_id, actor_name, on_behalf_of_name, target_names, history_comment, created_by, last_updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT ${NAME} FROM saaf_users u WHERE u.user_id = $7), (SELECT ${NAME} FROM saaf_users u WHERE u.user_id = $8),
             (SELECT string_agg(${NAME}, ', ' ORDER BY array_position($9::bigint[], u.user_id)) FROM saaf_users u WHERE u.user_id = ANY($9::bigint[])), $10, $11, $11)`,
    [
      run.instance.instanceId,
      run.instance.entityName,
      run.instance.recordId,
      h.node?.id ?? null,
      h.node?.name ?? null,
      action,
      actor > 0 ? actor : null,
      h.onBehalfOf ?? null,
      h.targets?.length ? h.targets : null,
      h.comment ?? null,
      actorOf(run),
    ],
  );
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
  const res = await tx.query<Row>(
    `INSERT INTO srm_wf_instances (process_definition_id, process_key, process_name, process_version, entity_name, record_id, document_number, org_id, amount,
        submitted_by, submitter_name, from_state, instance_status, start_date, waiting_since, created_by, last_updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'RUNNING', now(), now(), $10, $10) RETURNING ${INSTANCE_COLUMNS}`,
    [
      process.processDefinitionId,
      process.processKey,
      process.processName,
      process.processVersion,
      def.name,
      Number(record[def.key]),
      documentNumber(def, record),
      typeof values.orgId === 'number' ? values.orgId : null,
      typeof values.totalAmount === 'number' ? values.totalAmount : null,
      caller.userId,
      await personName(tx, caller.userId),
      fromState,
    ],
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
  await history(run, 'SUBMIT', { node: nodeById(run.graph, run.graph.nodes.find((n) => n.kind === 'start')!.id) });
  const start = run.graph.nodes.find((n) => n.kind === 'start')!;
  await advanceFrom(run, start);
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
  // The step's round, and who approved this document before, in one reading.
  const seen = await tx.query<{ round: number; approved: number[] | null }>(
    `SELECT COALESCE(max(round) FILTER (WHERE node_id = $2), 0) + 1 AS round,
            array_agg(DISTINCT COALESCE(owner_user_id, assignee_user_id)) FILTER (WHERE outcome = 'APPROVED') AS approved
       FROM srm_wf_tasks WHERE instance_id = $1`,
    [instance.instanceId, node.id],
  );
  const round = Number(seen.rows[0]?.round ?? 1);
  const approvedBefore = new Set(returned ? [] : (seen.rows[0]?.approved ?? []).map(Number));
  const delegates = await delegatesOf(
    tx,
    others.filter((u) => !approvedBefore.has(u)),
    instance.processKey,
  );
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
  // One INSERT for the step's tasks, names read beside them.
  const inserted = await tx.query<Row>(
    `INSERT INTO srm_wf_tasks (instance_id, node_id, node_name, round, task_kind, assignee_user_id, assignee_name, owner_user_id, owner_name, task_status, outcome, decided_date, created_by, last_updated_by)
     SELECT $1, $2, $3, $4, 'APPROVAL', x.a, (SELECT ${NAME} FROM saaf_users u WHERE u.user_id = x.a), x.o, (SELECT ${NAME} FROM saaf_users u WHERE u.user_id = x.o),
            CASE WHEN x.s THEN 'RESOLVED' ELSE 'PENDING' END, CASE WHEN x.s THEN 'SKIPPED' END, CASE WHEN x.s THEN now() END, $8, $8
       FROM unnest($5::bigint[], $6::bigint[], $7::boolean[]) WITH ORDINALITY AS x(a, o, s, n) ORDER BY x.n
     RETURNING ${TASK_COLUMNS}`,
    [instance.instanceId, node.id, nodeName(node, 'zh'), round, assignee, owner, skipped, actorOf(run)],
  );
  const tasks = inserted.rows.map(taskOf);
  for (const t of tasks) if (t.outcome === 'SKIPPED') await history(run, 'SKIP', { node, actor: t.assigneeUserId, comment: 'approvedEarlier' });
  for (const t of tasks) if (t.ownerUserId) await history(run, 'DELEGATE', { node, actor: t.ownerUserId, targets: [t.assigneeUserId] });
  // New tasks only: the step's outcome follows from them without asking the database.
  const approved = tasks.filter((t) => t.outcome === 'SKIPPED').length;
  if (outcomeOf(node, tasks.length, approved, 0) === 'approved') {
    await closeStep(run, node, round);
    return 'approved';
  }
  await addTodos(
    run,
    tasks.filter((t) => t.taskStatus === 'PENDING'),
    node,
  );
  await refreshWaiting(run, node);
  return 'waiting';
}

/** Whether a step's tasks of `round` add up to a decision, by its countersign rule. */
export async function stepOutcome(run: Run, node: ProcessNode, round: number): Promise<'approved' | 'rejected' | 'open'> {
  const res = await run.tx.query<{ n: number; approved: number; rejected: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE outcome IN ('APPROVED', 'SKIPPED'))::int AS approved, count(*) FILTER (WHERE outcome = 'REJECTED')::int AS rejected
       FROM srm_wf_tasks WHERE instance_id = $1 AND node_id = $2 AND round = $3 AND task_kind = 'APPROVAL'`,
    [run.instance.instanceId, node.id, round],
  );
  const { n, approved, rejected } = res.rows[0];
  return outcomeOf(node, n, approved, rejected);
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
  const { def, instance } = run;
  const documentLink = kind === 'APPROVAL' && node.assigneeType === 'buttonHolders' ? linkOf(def, instance.recordId).billLink : null;
  const title = {
    zh: `${def.label.zh} ${instance.documentNumber} 待${kind === 'APPROVAL' ? '审批' : '回复意见'}（${node.name}）`,
    en: `${def.label.en} ${instance.documentNumber}: ${kind === 'APPROVAL' ? 'approve' : 'give an opinion'} (${node.nameEn || node.name})`,
  };
  await openTaskTodos(
    run.tx,
    { ...run.caller, userId: actorOf(run) },
    {
      entity: instance.entityName,
      recordId: instance.recordId,
      action: 'approval',
      title,
      billType: kind,
      link: { billLink: documentLink, menuCode: PROCESS_TODO_MENU, menuName: '我的待办审批' },
    },
    tasks.map((t) => ({ userId: t.assigneeUserId, link: documentLink ?? `myUpcoming?taskId=${t.taskId}` })),
  );
  for (const t of tasks) run.todoUsers.add(t.assigneeUserId);
}

/** The instance's "waiting at, on whom, since" columns, for monitoring. */
export async function refreshWaiting(run: Run, node: ProcessNode | null): Promise<void> {
  await run.tx.query(
    `UPDATE srm_wf_instances i SET current_node_id = $2, current_node_names = $3, waiting_since = now(), version_num = i.version_num + 1, last_update_date = now(),
            current_assignee_names = (SELECT string_agg(t.assignee_name, ', ' ORDER BY t.task_id) FROM srm_wf_tasks t
                                       WHERE t.instance_id = i.instance_id AND t.task_status IN ('PENDING', 'RESOLVING'))
      WHERE i.instance_id = $1`,
    [run.instance.instanceId, node?.id ?? null, node ? nodeName(node, 'zh') : null],
  );
  run.instance.currentNodeId = node?.id ?? null;
}

/** Ends the instance. A pass needs an approval by someone other than the submitter: no one approves their own document. */
export async function finish(run: Run, status: 'PASSED' | 'REJECTED' | 'REVOKED' | 'STOPPED'): Promise<void> {
  const { tx, instance } = run;
  if (status === 'PASSED') {
    const res = await tx.query(`SELECT 1 FROM srm_wf_tasks WHERE instance_id = $1 AND outcome = 'APPROVED' AND assignee_user_id <> $2 LIMIT 1`, [
      instance.instanceId,
      instance.submittedBy,
    ]);
    if (!res.rows.length) throw new AppError('PROCESS_SELF_ONLY');
  }
  await closeStep(run, null, null);
  await tx.query(
    `UPDATE srm_wf_instances SET instance_status = $2, end_date = $3, current_node_id = NULL, current_node_names = NULL, current_assignee_names = NULL,
            waiting_since = NULL, version_num = version_num + 1, last_update_date = now() WHERE instance_id = $1`,
    [instance.instanceId, status, engineNow()],
  );
  instance.instanceStatus = status;
  if (status === 'PASSED') await history(run, 'PASS', { actor: -1 });
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
