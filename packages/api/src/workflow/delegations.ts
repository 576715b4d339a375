/**
 * Delegations: while one runs, a task meant for its giver goes to the delegate
 * (followed along a chain: A to B, B to C gives C), who decides on the giver's
 * behalf. A delegation to oneself, or one that would close a loop, is refused;
 * saving one moves the giver's open tasks of the period to the delegate.
 */
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import { registerHooks } from '../engine/hooks.ts';
import { personName } from '../engine/people.ts';
import { handOverTodos } from '../engine/task-todos.ts';

const MAX_CHAIN = 10;

interface Link {
  toUserId: number;
}

/** The delegation of `fromUserId` running today (or, with `during`, at some time of that period). */
async function activeDelegation(
  q: Queryable,
  fromUserId: number,
  processKey: string | null,
  exceptId?: number,
  during?: { start: string; end: string },
): Promise<Link | undefined> {
  const res = await q.query<Link>(
    `SELECT to_user_id AS "toUserId" FROM srm_wf_delegations
      WHERE from_user_id = $1 AND enabled_flag = 'Y' AND start_date <= COALESCE($5::date, current_date) AND end_date >= COALESCE($4::date, current_date)
        AND (process_key IS NULL OR process_key = '' OR $2::text IS NULL OR process_key = $2) AND delegation_id IS DISTINCT FROM $3::bigint
      ORDER BY delegation_id DESC LIMIT 1`,
    [fromUserId, processKey, exceptId ?? null, during?.start ?? null, during?.end ?? null],
  );
  return res.rows[0] ? { toUserId: Number(res.rows[0].toUserId) } : undefined;
}

/**
 * The recursive CTE `chain` of each user's delegation chain today (`users` and `processKey` the SQL of a bigint[]
 * and of the process key), for a statement that reads more beside it; `DELEGATION_ENDS` selects each chain's end.
 */
export function delegationChainSql(users: string, processKey: string): string {
  return `chain(start_user, at_user, depth, path) AS (
       SELECT u, u, 0, ARRAY[u] FROM unnest(${users}::bigint[]) u
       UNION ALL
       SELECT c.start_user, d.to_user_id, c.depth + 1, c.path || d.to_user_id
         FROM chain c CROSS JOIN LATERAL (
           SELECT to_user_id FROM srm_wf_delegations
            WHERE from_user_id = c.at_user AND enabled_flag = 'Y' AND start_date <= current_date AND end_date >= current_date
              AND (process_key IS NULL OR process_key = '' OR process_key = ${processKey})
            ORDER BY delegation_id DESC LIMIT 1) d
        WHERE c.depth < ${MAX_CHAIN} AND NOT d.to_user_id = ANY(c.path))`;
}
export const DELEGATION_ENDS = 'SELECT DISTINCT ON (start_user) start_user AS start, at_user AS at FROM chain ORDER BY start_user, depth DESC';

/** Who acts today on process `processKey` for each of `userIds`: the end of their delegation chain (absent: themselves). One statement. */
export async function delegatesOf(q: Queryable, userIds: number[], processKey: string): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const res = await q.query<{ start: number; at: number }>(`WITH RECURSIVE ${delegationChainSql('$1', '$2')} ${DELEGATION_ENDS}`, [userIds, processKey]);
  return new Map(res.rows.filter((r) => Number(r.at) !== Number(r.start)).map((r) => [Number(r.start), Number(r.at)]));
}

/** Who acts for `userId` today on process `processKey`: the end of their delegation chain, or themselves. */
export async function delegateOf(q: Queryable, userId: number, processKey: string): Promise<number> {
  return (await delegatesOf(q, [userId], processKey)).get(userId) ?? userId;
}

/** Moves the open tasks of `fromUserId` (of `processKey`, or all) to their delegate; answers the users whose to-do lists changed. */
export async function moveOpenTasks(tx: Queryable, fromUserId: number, processKey: string | null, actor: number): Promise<number[]> {
  const tasks = await tx.query<{
    taskId: number;
    instanceId: number;
    processKey: string;
    entityName: string;
    recordId: number;
    nodeId: string;
    nodeName: string;
  }>(
    `SELECT t.task_id AS "taskId", t.instance_id AS "instanceId", i.process_key AS "processKey", i.entity_name AS "entityName", i.record_id AS "recordId",
            t.node_id AS "nodeId", t.node_name AS "nodeName"
       FROM srm_wf_tasks t JOIN srm_wf_instances i ON i.instance_id = t.instance_id
      WHERE t.assignee_user_id = $1 AND t.task_status IN ('PENDING', 'RESOLVING') AND ($2::text IS NULL OR $2 = '' OR i.process_key = $2)`,
    [fromUserId, processKey],
  );
  const touched = new Set<number>();
  const fromName = await personName(tx, fromUserId);
  for (const t of tasks.rows) {
    const to = await delegateOf(tx, fromUserId, t.processKey);
    if (to === fromUserId) continue;
    const toName = await personName(tx, to);
    await tx.query(
      `UPDATE srm_wf_tasks SET assignee_user_id = $2, assignee_name = $3, owner_user_id = COALESCE(owner_user_id, $4), owner_name = COALESCE(owner_name, $5),
              version_num = version_num + 1, last_updated_by = $6, last_update_date = now() WHERE task_id = $1`,
      [t.taskId, to, toName, fromUserId, fromName, actor],
    );
    await handOverTodos(tx, { entity: t.entityName, recordId: Number(t.recordId), from: fromUserId, to, by: actor });
    await tx.query(
      `INSERT INTO srm_wf_history (instance_id, entity_name, record_id, node_id, node_name, history_action, actor_user_id, actor_name, target_names, created_by, last_updated_by)
       VALUES ($1, $2, $3, $4, $5, 'DELEGATE', $6, $7, $8, $9, $9)`,
      [t.instanceId, t.entityName, t.recordId, t.nodeId, t.nodeName, fromUserId, fromName, toName, actor],
    );
    touched.add(fromUserId).add(to);
  }
  return [...touched];
}

export function registerDelegationHooks(): void {
  registerHooks('wfDelegation', {
    async beforeSave({ tx, record, before, caller }) {
      const from = Number(record.fromUserId ?? before?.fromUserId ?? caller.userId);
      const to = Number(record.toUserId ?? before?.toUserId);
      const start = String(record.startDate ?? before?.startDate ?? '');
      const end = String(record.endDate ?? before?.endDate ?? '');
      if (to === from) throw new ValidationError([{ field: 'toUserId', key: 'rule.delegateSelf' }]);
      if (start && end && end < start) throw new ValidationError([{ field: 'endDate', key: 'rule.dateOrder' }]);
      const processKey = (record.processKey ?? before?.processKey ?? null) as string | null;
      // Follow the delegate's own delegations: reaching the giver again would send tasks round in a circle.
      const chain = [from, to];
      let at = to;
      for (let i = 0; i < MAX_CHAIN; i++) {
        const link = await activeDelegation(
          tx,
          at,
          processKey || null,
          before ? Number(before.delegationId) : undefined,
          start && end ? { start, end } : undefined,
        );
        if (!link) break;
        chain.push(link.toUserId);
        if (link.toUserId === from) {
          // One statement at a time: the transaction's connection takes one query at a time.
          const names: (string | null)[] = [];
          for (const id of chain) names.push(await personName(tx, id));
          throw new ValidationError([{ field: 'toUserId', key: 'rule.delegationLoop', params: { chain: names.join(' → ') } }]);
        }
        at = link.toUserId;
      }
    },
    async afterSave({ tx, record, before, caller }) {
      const from = Number(record.fromUserId ?? before?.fromUserId ?? caller.userId);
      await moveOpenTasks(tx, from, (record.processKey ?? before?.processKey ?? null) as string | null, caller.userId);
    },
  });
}
