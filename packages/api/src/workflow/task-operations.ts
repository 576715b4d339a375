/**
 * The operations of the approval screens: myUpcoming (wfTodo: open a task's
 * document, approve, reject, ask, answer, copy), processInitiate (wfMyInstance:
 * revoke, urge), processMonitoring (wfInstance: detail with the diagram, stop,
 * urge), and every approved document's history. A task is the caller's right to
 * read its document, whatever their menus and data permissions.
 */
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { entities, getEntity } from '@srm/domain/entity/registry.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { hasApproval, LIST_APPROVAL_HISTORY } from '@srm/domain/entity/approvals.ts';
import { nodeName } from '@srm/domain/workflow/process-graph.ts';
import type { Mailer } from '../auth/mail.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../engine/app-error.ts';
import { systemCaller, type Caller } from '../engine/caller.ts';
import { registerOperation, type OperationContext, type Row } from '../engine/operations.ts';
import { PendingEvents } from '../engine/events.ts';
import { anyObject, int, object, str } from '../openapi/route-schema.ts';
import { addSubtasks, answer, callersTask, carbonCopy, OPEN, rejectTargets, urge, withdraw } from './decisions.ts';
import { APPROVAL, REJECT } from './gate.ts';
import { announce, instanceById, openRun, TASK_COLUMNS, taskOf, type Instance, type Task } from './runtime.ts';

const idOf = (body: Row, field: string): number => {
  const v = body[field];
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) throw new AppError('NOT_FOUND');
  return n;
};
const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 2000) : undefined);

/** A task the caller may see: assigned to them, or delegated away from them. */
async function visibleTask(tx: Queryable, caller: Caller, taskId: number): Promise<Task> {
  const res = await tx.query<Row>(`SELECT ${TASK_COLUMNS} FROM srm_wf_tasks WHERE task_id = $1 AND (assignee_user_id = $2 OR owner_user_id = $2)`, [
    taskId,
    caller.userId,
  ]);
  if (!res.rows[0]) throw new AppError('NOT_FOUND');
  return taskOf(res.rows[0]);
}

async function historyOf(tx: Queryable, entity: string, recordId: number): Promise<Row[]> {
  const res = await tx.query<Row>(
    `SELECT h.history_id AS "historyId", h.instance_id AS "instanceId", i.process_name AS "processName", h.node_id AS "nodeId", h.node_name AS "nodeName",
            h.history_action AS "historyAction", h.actor_name AS "actorName", h.on_behalf_of_name AS "onBehalfOfName", h.target_names AS "targetNames",
            h.history_comment AS "historyComment", h.creation_date AS "creationDate"
       FROM srm_wf_history h JOIN srm_wf_instances i ON i.instance_id = h.instance_id
      WHERE h.entity_name = $1 AND h.record_id = $2 ORDER BY h.history_id`,
    [entity, recordId],
  );
  return res.rows;
}

/** The step names of a process in the reader's language, by node id. */
async function stepNames(tx: Queryable, instance: Instance, lang: 'zh' | 'en', rows: Row[]): Promise<Row[]> {
  const run = await openRun(tx, new PendingEvents(), systemCaller(lang), instance, {});
  return rows.map((r) => {
    const node = typeof r.nodeId === 'string' ? run.graph.nodes.find((n) => n.id === r.nodeId) : undefined;
    return node ? { ...r, nodeName: nodeName(node, lang) } : r;
  });
}

async function taskDocument({ ops, tx, caller, body }: OperationContext): Promise<Row> {
  const task = await visibleTask(tx, caller, idOf(body, 'taskId'));
  const instance = (await instanceById(tx, task.instanceId))!;
  const def = getEntity(instance.entityName);
  const document = await ops.findById(def, { ...caller, userId: -1, lang: caller.lang }, { [def.key]: instance.recordId }, tx);
  const run = await openRun(tx, new PendingEvents(), caller, instance, document);
  const targets = OPEN.includes(task.taskStatus) && task.taskKind === 'APPROVAL' ? await rejectTargets(run, task.nodeId) : [];
  const subtasks = await tx.query<Row>(
    `SELECT assignee_name AS "assigneeName", task_status AS "taskStatus", task_comment AS "taskComment", decided_date AS "decidedDate" FROM srm_wf_tasks WHERE parent_task_id = $1 ORDER BY task_id`,
    [task.taskId],
  );
  // Step and process in the reader's language (the lists show the names as stored).
  const node = run.graph.nodes.find((n) => n.id === task.nodeId);
  const names = await tx.query<{ zh: string; en: string | null }>(
    'SELECT process_name AS zh, process_name_en AS en FROM srm_wf_process_definitions WHERE process_definition_id = $1',
    [instance.processDefinitionId],
  );
  const processName = (caller.lang === 'en' && names.rows[0]?.en) || names.rows[0]?.zh || instance.processName;
  return {
    task: { ...task, nodeName: node ? nodeName(node, caller.lang) : task.nodeName },
    instance: { ...instance, processName },
    entityName: def.name,
    document,
    history: await stepNames(tx, instance, caller.lang, await historyOf(tx, def.name, instance.recordId)),
    rejectTargets: targets.map((n) => ({ nodeId: n.id, nodeName: nodeName(n, caller.lang) })),
    subtasks: subtasks.rows,
  };
}

/** Decides the caller's task through the document's own action, so its hooks and to-dos run as for any approval. */
function decision(actionName: typeof APPROVAL | typeof REJECT) {
  return async ({ ops, tx, pending, caller, body }: OperationContext): Promise<Row> => {
    const task = await visibleTask(tx, caller, idOf(body, 'taskId'));
    if (task.assigneeUserId !== caller.userId || task.taskKind !== 'APPROVAL') throw new AppError('NOT_ASSIGNEE');
    const instance = (await instanceById(tx, task.instanceId))!;
    const def: EntityDef = getEntity(instance.entityName);
    // The document first, then the task: the order every decision locks in, so two approvers racing wait on each other.
    await ops.fetch(tx, def, systemCaller(), instance.recordId, true);
    const current = await tx.query<{ s: string }>('SELECT task_status AS s FROM srm_wf_tasks WHERE task_id = $1', [task.taskId]);
    if (!OPEN.includes(current.rows[0].s)) throw new AppError('TASK_DECIDED');
    const action = actionOf(def, actionName);
    return ops.actIn(
      tx,
      pending,
      def,
      caller,
      action,
      { [def.key]: instance.recordId, taskId: task.taskId, comment: body.comment, targetNodeId: body.targetNodeId },
      true,
    );
  };
}

async function runOf(ctx: OperationContext, instanceId: number) {
  const instance = await instanceById(ctx.tx, instanceId, true);
  if (!instance) throw new AppError('NOT_FOUND');
  return openRun(ctx.tx, ctx.pending, ctx.caller, instance, {});
}

async function addSubtask(ctx: OperationContext): Promise<{ ok: true }> {
  const task = await visibleTask(ctx.tx, ctx.caller, idOf(ctx.body, 'taskId'));
  const run = await runOf(ctx, task.instanceId);
  const mine = await callersTask(run, task.taskId);
  await addSubtasks(run, mine, ctx.body.userIds, textOf(ctx.body.comment));
  announce(run);
  return { ok: true };
}

async function answerSubtask(ctx: OperationContext): Promise<{ ok: true }> {
  const task = await visibleTask(ctx.tx, ctx.caller, idOf(ctx.body, 'taskId'));
  if (task.taskKind !== 'SUBTASK' || task.assigneeUserId !== ctx.caller.userId) throw new AppError('NOT_ASSIGNEE');
  const comment = textOf(ctx.body.comment);
  if (!comment) throw new AppError('COMMENT_REQUIRED');
  const run = await runOf(ctx, task.instanceId);
  await answer(run, task, comment);
  announce(run);
  return { ok: true };
}

async function copyTo(ctx: OperationContext): Promise<{ ok: true }> {
  const task = await visibleTask(ctx.tx, ctx.caller, idOf(ctx.body, 'taskId'));
  const run = await runOf(ctx, task.instanceId);
  await carbonCopy(run, ctx.body.userIds, textOf(ctx.body.comment));
  announce(run);
  return { ok: true };
}

/** Revoke (the submitter) or stop (an administrator): the instance must be one the caller can see through this entity. */
function ending(how: 'REVOKED' | 'STOPPED') {
  return async (ctx: OperationContext): Promise<{ ok: true }> => {
    const id = idOf(ctx.body, 'instanceId');
    await ctx.ops.findById(ctx.def, ctx.caller, { instanceId: id }, ctx.tx);
    const comment = textOf(ctx.body.comment);
    if (how === 'STOPPED' && !comment) throw new AppError('COMMENT_REQUIRED');
    const run = await runOf(ctx, id);
    await withdraw(run, how, comment);
    announce(run);
    return { ok: true };
  };
}

function urging(mailer: () => Mailer | undefined) {
  return async (ctx: OperationContext): Promise<{ urged: number }> => {
    const id = idOf(ctx.body, 'instanceId');
    await ctx.ops.findById(ctx.def, ctx.caller, { instanceId: id }, ctx.tx);
    const run = await runOf(ctx, id);
    const sent = await urge(run, textOf(ctx.body.comment));
    const m = mailer();
    if (m) for (const s of sent) if (s.email) await m.send(ctx.tx, s.email, s.title, s.title);
    announce(run);
    return { urged: sent.length };
  };
}

async function instanceDetail(ctx: OperationContext): Promise<Row> {
  const id = idOf(ctx.body, 'instanceId');
  const row = await ctx.ops.findById(ctx.def, ctx.caller, { instanceId: id }, ctx.tx);
  const instance = (await instanceById(ctx.tx, id))!;
  const xml = await ctx.tx.query<{ xml: string }>('SELECT bpmn_xml AS xml FROM srm_wf_process_definitions WHERE process_definition_id = $1', [
    instance.processDefinitionId,
  ]);
  const tasks = await ctx.tx.query<Row>(
    `SELECT task_id AS "taskId", node_id AS "nodeId", node_name AS "nodeName", round, task_kind AS "taskKind", assignee_name AS "assigneeName", owner_name AS "ownerName",
            task_status AS "taskStatus", outcome, task_comment AS "taskComment", creation_date AS "creationDate", decided_date AS "decidedDate"
       FROM srm_wf_tasks WHERE instance_id = $1 ORDER BY task_id`,
    [id],
  );
  return {
    instance: row,
    bpmnXml: xml.rows[0]?.xml ?? null,
    currentNodeId: instance.currentNodeId,
    passedNodeIds: [...new Set(tasks.rows.filter((t) => t.outcome === 'APPROVED' || t.outcome === 'SKIPPED').map((t) => t.nodeId))],
    rejectedNodeIds: [...new Set(tasks.rows.filter((t) => t.outcome === 'REJECTED').map((t) => t.nodeId))],
    tasks: tasks.rows,
    history: await stepNames(ctx.tx, instance, ctx.caller.lang, await historyOf(ctx.tx, instance.entityName, instance.recordId)),
  };
}

/** A document's approval history: read through findById first, so grants and scope hold. */
async function listHistory({ ops, def, tx, caller, body }: OperationContext): Promise<Row[]> {
  const doc = await ops.findById(def, caller, body, tx);
  const id = Number(doc[def.key]);
  const rows = await historyOf(tx, def.name, id);
  const last = rows.at(-1);
  if (!last) return rows;
  const instance = (await instanceById(tx, Number(last.instanceId)))!;
  return stepNames(tx, instance, caller.lang, rows);
}

const taskBody = (extra: Record<string, ReturnType<typeof str>> = {}, required: string[] = []) =>
  object({ taskId: int('The task'), comment: str('Comment', 2000), ...extra }, ['taskId', ...required]);
const users = { type: 'array', items: { type: 'integer' }, description: 'User ids' };

export function registerTaskOperations(mailer: () => Mailer | undefined): void {
  const data = anyObject('The answer');
  registerOperation('wfTodo', 'findTaskDocument', taskDocument, { body: object({ taskId: int('The task') }, ['taskId']), data });
  registerOperation('wfTodo', 'doApprove', decision(APPROVAL), { body: taskBody(), data });
  registerOperation('wfTodo', 'doReject', decision(REJECT), {
    body: taskBody({ targetNodeId: str('A step already passed to return to; empty: to the submitter') }),
    data,
  });
  registerOperation('wfTodo', 'doAddSubtask', addSubtask, { body: taskBody({ userIds: users as never }, ['userIds']), data });
  registerOperation('wfTodo', 'doAnswer', answerSubtask, { body: taskBody({}, ['comment']), data });
  registerOperation('wfTodo', 'doCarbonCopy', copyTo, { body: taskBody({ userIds: users as never }, ['userIds']), data });
  const instanceBody = object({ instanceId: int('The process instance'), comment: str('Comment', 2000) }, ['instanceId']);
  registerOperation('wfMyInstance', 'doRevoke', ending('REVOKED'), { body: instanceBody, data });
  registerOperation('wfMyInstance', 'doUrge', urging(mailer), { body: instanceBody, data });
  registerOperation('wfInstance', 'doStop', ending('STOPPED'), { body: instanceBody, data });
  registerOperation('wfInstance', 'doUrge', urging(mailer), { body: instanceBody, data });
  registerOperation('wfInstance', 'findInstanceDetail', instanceDetail, { body: instanceBody, data });
  for (const def of entities.filter(hasApproval)) {
    registerOperation(def.name, LIST_APPROVAL_HISTORY, listHistory, {
      body: object({ [def.key]: int(`The ${def.label.en.toLowerCase()}`) }, [def.key]),
      data: { type: 'array', items: { type: 'object', additionalProperties: true } },
    });
  }
}
