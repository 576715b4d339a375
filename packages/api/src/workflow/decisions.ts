/**
 * What people do to a running process: decide their task (approve, or reject to
 * the submitter or back to a step already passed), ask someone's opinion and
 * answer it, copy others in, urge, revoke (the submitter, before anyone
 * approved) and stop (an administrator). Each runs in the caller's transaction.
 */
import { nodeById, nodeName, type ProcessNode } from '@srm/domain/workflow/process-graph.ts';
import { ident } from '../db/db.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { PROCESS_TODO_MENU } from '../engine/todos.ts';
import { closeTaskTodosSql } from '../engine/task-todos.ts';
import { engineNow } from '../engine/clock.ts';
import { writeAudit } from '../engine/audit.ts';
import { Params } from '../engine/params.ts';
import {
  addTodos,
  advanceFrom,
  closeTodos,
  enterStep,
  finish,
  history,
  historySql,
  notify,
  openSql,
  outcomeOf,
  refreshWaiting,
  refreshWaitingSql,
  TASK_COLUMNS,
  taskOf,
  type Run,
  type Task,
} from './runtime.ts';

export const OPEN = ['PENDING', 'RESOLVING'];

/** The caller's open approval task in the instance (the one named, or their first). */
export async function callersTask(run: Run, taskId?: number): Promise<Task> {
  const res = await run.tx.query<Record<string, unknown>>(
    `SELECT ${TASK_COLUMNS} FROM srm_wf_tasks WHERE instance_id = $1 AND assignee_user_id = $2 AND task_kind = 'APPROVAL' AND ($3::bigint IS NULL OR task_id = $3)
      ORDER BY (task_status IN ('PENDING', 'RESOLVING')) DESC, task_id DESC LIMIT 1 FOR UPDATE`,
    [run.instance.instanceId, run.caller.userId, taskId ?? null],
  );
  const task = res.rows[0] ? taskOf(res.rows[0]) : undefined;
  if (!task) throw new AppError('NOT_ASSIGNEE');
  if (!OPEN.includes(task.taskStatus)) throw new AppError('TASK_DECIDED');
  return task;
}

/** Steps already passed in this instance that a rejection may return to. */
export async function rejectTargets(run: Run, current: string | null): Promise<ProcessNode[]> {
  const res = await run.tx.query<{ nodeId: string }>(
    `SELECT node_id AS "nodeId", min(task_id) AS first FROM srm_wf_tasks WHERE instance_id = $1 AND task_kind = 'APPROVAL' AND node_id <> COALESCE($2, '') GROUP BY node_id ORDER BY first`,
    [run.instance.instanceId, current],
  );
  return res.rows.map((r) => nodeById(run.graph, r.nodeId)).filter((n): n is ProcessNode => !!n && n.kind === 'userTask');
}

/**
 * Records the caller's decision on `task`. `proceed`: the process has ended (passed, or
 * rejected to the submitter) and the document takes the action's transition; `hold`: it waits on.
 */
export async function decide(
  run: Run,
  task: Task,
  outcome: 'APPROVED' | 'REJECTED',
  comment: string | undefined,
  targetNodeId?: string,
): Promise<'proceed' | 'hold'> {
  const { tx } = run;
  const node = nodeById(run.graph, task.nodeId);
  if (!node) throw new AppError('TASK_DECIDED');
  let target: ProcessNode | undefined;
  if (outcome === 'REJECTED' && targetNodeId) {
    const targets = await rejectTargets(run, task.nodeId);
    target = targets.find((n) => n.id === targetNodeId);
    if (!target) throw new AppError('REJECT_TARGET', { step: targets.map((n) => nodeName(n, run.caller.lang)).join(', ') || '-' });
  }
  // The task decided, the questions it asked made moot, the step's count by its countersign rule and then either on
  // whom it still waits or, decided, the rest of it locked; every to-do that closes and the line of history: one
  // statement. Its reads see the tasks as they were before it, so the count adds the decision, and what it closes
  // itself is left out of the waiting names and of the step's locking (no row is written twice in one statement).
  const p = new Params();
  for (const v of [task.taskId, outcome, comment ?? null, run.caller.userId, run.instance.entityName, run.instance.recordId, PROCESS_TODO_MENU, engineNow()])
    p.add(v);
  const logged = historySql(run, outcome === 'APPROVED' ? 'APPROVE' : 'REJECT', { node, onBehalfOf: task.ownerUserId, comment }, p, {
    when: 'EXISTS (SELECT 1 FROM decided)',
  });
  const instanceId = p.add(run.instance.instanceId);
  const nodeId = p.add(node.id);
  const round = p.add(task.round);
  const counted = `SELECT count(*)::int AS n,
            (count(*) FILTER (WHERE task_id <> $1 AND outcome IN ('APPROVED', 'SKIPPED')) + CASE WHEN $2 = 'APPROVED' THEN 1 ELSE 0 END)::int AS approved,
            (count(*) FILTER (WHERE task_id <> $1 AND outcome = 'REJECTED') + CASE WHEN $2 = 'REJECTED' THEN 1 ELSE 0 END)::int AS rejected
       FROM srm_wf_tasks WHERE instance_id = ${instanceId} AND node_id = ${nodeId} AND round = ${round} AND task_kind = 'APPROVAL'`;
  const open = openSql(node, p);
  const waiting = refreshWaitingSql(
    p,
    run.instance.instanceId,
    node,
    'AND t.task_id <> $1 AND t.parent_task_id IS DISTINCT FROM $1',
    `EXISTS (SELECT 1 FROM decided) AND (SELECT ${open} FROM counted)`,
  );
  const res = await tx.query<{ decided: number; closed: number[]; n: number; approved: number; rejected: number; waited: boolean }>(
    `WITH decided AS (
       UPDATE srm_wf_tasks SET task_status = 'RESOLVED', outcome = $2, task_comment = $3, decided_date = $8, version_num = version_num + 1, last_updated_by = $4, last_update_date = now()
        WHERE task_id = $1 AND task_status IN ('PENDING', 'RESOLVING') RETURNING task_id),
     asked AS (
       UPDATE srm_wf_tasks SET task_status = 'LOCKED', version_num = version_num + 1, last_update_date = now()
        WHERE parent_task_id = $1 AND task_status IN ('PENDING', 'RESOLVING') AND EXISTS (SELECT 1 FROM decided) RETURNING assignee_user_id),
     counted AS (${counted}),
     locked AS (
       UPDATE srm_wf_tasks SET task_status = 'LOCKED', version_num = version_num + 1, last_update_date = now()
        WHERE instance_id = ${instanceId} AND node_id = ${nodeId} AND round = ${round} AND task_status IN ('PENDING', 'RESOLVING')
          AND task_id <> $1 AND parent_task_id IS DISTINCT FROM $1 AND EXISTS (SELECT 1 FROM decided) AND (SELECT NOT (${open}) FROM counted)
        RETURNING assignee_user_id),
     closed AS (${closeTaskTodosSql({
       entity: '$5',
       recordId: '$6',
       menu: '$7',
       users: 'SELECT $4::bigint UNION ALL SELECT assignee_user_id FROM asked UNION ALL SELECT assignee_user_id FROM locked',
       when: 'EXISTS (SELECT 1 FROM decided)',
     })}),
     logged AS (${logged}),
     waiting AS (${waiting} RETURNING 1)
     SELECT (SELECT count(*) FROM decided)::int AS decided, ARRAY(SELECT user_id FROM closed) AS closed, c.n, c.approved, c.rejected,
            EXISTS (SELECT 1 FROM waiting) AS waited
       FROM counted c`,
    p.values,
  );
  const row = res.rows[0];
  if (row.decided !== 1) throw new AppError('TASK_DECIDED');
  for (const u of row.closed ?? []) run.todoUsers.add(Number(u));
  const state = outcomeOf(node, row.n, row.approved, row.rejected);
  // `openSql` is `outcomeOf` written again in SQL: a difference would leave a step both waiting and locked.
  if ((state === 'open') !== row.waited) throw new Error(`process ${run.instance.processKey}: the countersign rule in SQL and in outcomeOf disagree`);
  if (state === 'open') {
    run.instance.currentNodeId = node.id;
    return 'hold';
  }
  if (state === 'approved') return (await advanceFrom(run, node)) === 'passed' ? 'proceed' : 'hold';
  if (target) {
    await history(run, 'RETURN', { node: target, comment });
    if ((await enterStep(run, target, true)) === 'approved') return (await advanceFrom(run, target)) === 'passed' ? 'proceed' : 'hold';
    return 'hold';
  }
  await finish(run, 'REJECTED');
  return 'proceed';
}

const userList = (raw: unknown, field: string): number[] => {
  const list = Array.isArray(raw) ? raw.map(Number) : [];
  if (!list.length || list.some((n) => !Number.isSafeInteger(n) || n < 1)) throw new ValidationError([{ field, key: 'rule.required' }]);
  return [...new Set(list)];
};

async function existingUsers(run: Run, ids: number[], field: string): Promise<void> {
  const res = await run.tx.query<{ id: number }>(
    `SELECT user_id AS id FROM saaf_users WHERE user_id = ANY($1) AND enabled_flag = 'Y' AND user_type NOT LIKE 'EX%'`,
    [ids],
  );
  const known = new Set(res.rows.map((r) => Number(r.id)));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw new ValidationError([{ field, key: 'rule.ref', params: { value: missing } }]);
}

/** Asks others for their opinion on the caller's task: it waits (RESOLVING) until they answer or it is decided. */
export async function addSubtasks(run: Run, task: Task, rawUsers: unknown, comment: string | undefined): Promise<void> {
  const users = userList(rawUsers, 'userIds').filter((u) => u !== run.caller.userId);
  if (!users.length) throw new ValidationError([{ field: 'userIds', key: 'rule.delegateSelf' }]);
  await existingUsers(run, users, 'userIds');
  const node = nodeById(run.graph, task.nodeId)!;
  await run.tx.query(`UPDATE srm_wf_tasks SET task_status = 'RESOLVING', version_num = version_num + 1, last_update_date = now() WHERE task_id = $1`, [
    task.taskId,
  ]);
  const created: Task[] = [];
  for (const u of users) {
    const res = await run.tx.query<Record<string, unknown>>(
      `INSERT INTO srm_wf_tasks (instance_id, node_id, node_name, round, task_kind, assignee_user_id, assignee_name, parent_task_id, task_status, task_comment, created_by, last_updated_by)
       SELECT $1, $2, $3, $4, 'SUBTASK', user_id, COALESCE(NULLIF(btrim(user_full_name), ''), user_name), $5, 'PENDING', $6, $7, $7 FROM saaf_users WHERE user_id = $8
       RETURNING ${TASK_COLUMNS}`,
      [task.instanceId, task.nodeId, task.nodeName, task.round, task.taskId, comment ?? null, run.caller.userId, u],
    );
    created.push(taskOf(res.rows[0]));
  }
  await history(run, 'SUBTASK', { node, targets: users, comment });
  await addTodos(run, created, node, 'HANDLE');
  await notify(run, users, 'SUBTASK', comment);
  await refreshWaiting(run, node);
}

/** The answer to a question: once every question of the task is answered, it is the asker's turn again. */
export async function answer(run: Run, subtask: Task, comment: string): Promise<void> {
  const res = await run.tx.query(
    `UPDATE srm_wf_tasks SET task_status = 'RESOLVED', outcome = 'ANSWERED', task_comment = $2, decided_date = $3, version_num = version_num + 1, last_update_date = now()
      WHERE task_id = $1 AND task_status = 'PENDING' AND task_kind = 'SUBTASK'`,
    [subtask.taskId, comment, engineNow()],
  );
  if (res.rowCount !== 1) throw new AppError('TASK_DECIDED');
  await closeTodos(run, [run.caller.userId]);
  const node = nodeById(run.graph, subtask.nodeId)!;
  await history(run, 'ANSWER', { node, comment });
  await run.tx.query(
    `UPDATE srm_wf_tasks p SET task_status = 'PENDING', version_num = p.version_num + 1, last_update_date = now()
      WHERE p.task_id = $1 AND p.task_status = 'RESOLVING'
        AND NOT EXISTS (SELECT 1 FROM srm_wf_tasks s WHERE s.parent_task_id = p.task_id AND s.task_status = 'PENDING')`,
    [subtask.parentTaskId],
  );
  const parent = await run.tx.query<{ userId: number }>('SELECT assignee_user_id AS "userId" FROM srm_wf_tasks WHERE task_id = $1', [subtask.parentTaskId]);
  if (parent.rows[0]) await notify(run, [Number(parent.rows[0].userId)], 'CC', comment);
  await refreshWaiting(run, node);
}

export async function carbonCopy(run: Run, rawUsers: unknown, comment: string | undefined): Promise<void> {
  const users = userList(rawUsers, 'userIds');
  await existingUsers(run, users, 'userIds');
  const node = run.instance.currentNodeId ? nodeById(run.graph, run.instance.currentNodeId) : undefined;
  await history(run, 'CC', { node, targets: users, comment });
  await notify(run, users, 'CC', comment);
}

/** Reminds the current approvers; answers who was reminded and the mails to send. */
export async function urge(run: Run, comment?: string): Promise<{ userId: number; email: string | null; title: string }[]> {
  if (run.instance.instanceStatus !== 'RUNNING') throw new AppError('INSTANCE_NOT_RUNNING');
  const res = await run.tx.query<{ userId: number }>(
    `UPDATE srm_wf_tasks SET last_urged_date = $2 WHERE instance_id = $1 AND task_status IN ('PENDING', 'RESOLVING') RETURNING assignee_user_id AS "userId"`,
    [run.instance.instanceId, engineNow()],
  );
  const users = [...new Set(res.rows.map((r) => Number(r.userId)))];
  const node = run.instance.currentNodeId ? nodeById(run.graph, run.instance.currentNodeId) : undefined;
  await history(run, 'URGE', { node, targets: users, comment });
  return notify(run, users, 'URGE', comment);
}

/**
 * Ends the process before its end and gives the document back to the state it
 * was submitted from: revoked by the submitter (only before anyone approved),
 * or stopped by an administrator.
 */
export async function withdraw(run: Run, how: 'REVOKED' | 'STOPPED', comment: string | undefined): Promise<void> {
  const { tx, instance, def, caller } = run;
  if (instance.instanceStatus !== 'RUNNING') throw new AppError('INSTANCE_NOT_RUNNING');
  if (how === 'REVOKED') {
    if (instance.submittedBy !== caller.userId) throw new AppError('NOT_SUBMITTER');
    const approved = await tx.query(`SELECT 1 FROM srm_wf_tasks WHERE instance_id = $1 AND outcome = 'APPROVED' LIMIT 1`, [instance.instanceId]);
    if (approved.rows.length) throw new AppError('REVOKE_REFUSED');
  }
  const wf = def.workflow!;
  const doc = await tx.query<{ state: string }>(
    `SELECT ${ident(toSnake(wf.field))} AS state FROM ${ident(def.table)} WHERE ${ident(toSnake(def.key))} = $1 FOR UPDATE`,
    [instance.recordId],
  );
  await history(run, how === 'REVOKED' ? 'REVOKE' : 'STOP', { comment });
  await finish(run, how);
  await tx.query(
    `UPDATE ${ident(def.table)} SET ${ident(toSnake(wf.field))} = $1, version_num = version_num + 1, last_updated_by = $2, last_update_date = now() WHERE ${ident(toSnake(def.key))} = $3`,
    [instance.fromState, caller.userId, instance.recordId],
  );
  await writeAudit(tx, caller, def.name, instance.recordId, 'ACTION', { [wf.field]: [doc.rows[0]?.state ?? null, instance.fromState] }, comment);
  run.pending.add('record', { entity: def.name, id: instance.recordId, operation: how === 'REVOKED' ? 'revoke' : 'stop' });
}
