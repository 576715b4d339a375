/**
 * To-dos that need more than `openTodos`/`closeTodos` (todos.ts) offer. The
 * approval process's (workflow/, menu `PROCESS_TODO_MENU`): one per task, each
 * leading to its own task; closed inside the process's own statement (a task
 * decided, its questions locked and their to-dos closed in one round trip: the
 * bench's hot path, issue 46); handed over when a task is delegated. And one
 * to-do marked handled by its reader (an informational one, waiting on no action).
 */
import type { Queryable } from '../db/db.ts';
import type { Caller } from './caller.ts';
import type { TodoAbout } from './todos.ts';
import { Params } from './params.ts';

/**
 * One to-do per task in one INSERT, titled in each assignee's language; a task
 * without a link of its own leads to `link` (`about.link.billLink`). Answers the
 * users given one.
 */
export async function openTaskTodos(tx: Queryable, caller: Caller, about: TodoAbout, tasks: { userId: number; link: string | null }[]): Promise<number[]> {
  if (!tasks.length) return [];
  const p = new Params();
  const rows = `SELECT r.u, r.link FROM unnest(${p.add(tasks.map((t) => t.userId))}::bigint[], ${p.add(tasks.map((t) => t.link))}::text[]) AS r(u, link)`;
  const res = await tx.query<{ userId: number }>(`${openTaskTodosSql(p, caller, about, rows)} RETURNING user_id AS "userId"`, p.values);
  return res.rows.map((r) => Number(r.userId));
}

/**
 * The text of that INSERT for the rows (user, own link) `rows` selects, alone or as a
 * data-modifying CTE of the process's own statement (a step's tasks and their to-dos in
 * one round trip); its values are added to `p`.
 */
export function openTaskTodosSql(p: Params, caller: Caller, about: TodoAbout, rows: string): string {
  return `INSERT INTO srm_base_interior_pending (user_id, pending_title, bill_type, bill_link, menu_code, menu_name, entity_name, record_id, action_name, handle_flag, cancel_flag, created_by, last_updated_by)
     SELECT x.u, CASE WHEN u.language = 'EN' THEN ${p.add(about.title.en)} ELSE ${p.add(about.title.zh)} END, ${p.add(about.billType ?? 'HANDLE')}, COALESCE(x.link, ${p.add(about.link.billLink)}),
            ${p.add(about.menuCode ?? about.link.menuCode)}, ${p.add(about.link.menuName)}, ${p.add(about.entity)}, ${p.add(about.recordId)}, ${p.add(about.action)}, 'N', 'N', ${p.add(caller.userId)}, ${p.add(caller.userId)}
       FROM (${rows}) AS x(u, link) JOIN saaf_users u ON u.user_id = x.u`;
}

/**
 * The text of a statement (alone, or a data-modifying CTE of the process's own
 * statement) closing the open to-dos of one menu on one record for the users
 * `users` selects; the arguments are placeholders or subqueries (`$5`,
 * `SELECT assignee_user_id FROM asked`). It answers `user_id` of each closed.
 */
export function closeTaskTodosSql(p: { entity: string; recordId: string; menu: string; users: string; when?: string }): string {
  return `UPDATE srm_base_interior_pending SET handle_flag = 'Y', handle_date = now(), last_update_date = now(), version_num = version_num + 1
        WHERE entity_name = ${p.entity} AND record_id = ${p.recordId} AND menu_code = ${p.menu} AND handle_flag = 'N' AND cancel_flag = 'N'
          AND user_id IN (${p.users})${p.when ? ` AND ${p.when}` : ''} RETURNING user_id`;
}

/** A delegated task's open to-dos on its record pass from one user to another; `by` is who delegated. */
export async function handOverTodos(tx: Queryable, which: { entity: string; recordId: number; from: number; to: number; by: number }): Promise<void> {
  await tx.query(
    `UPDATE srm_base_interior_pending SET user_id = $4, last_updated_by = $5, last_update_date = now(), version_num = version_num + 1
      WHERE entity_name = $1 AND record_id = $2 AND user_id = $3 AND handle_flag = 'N' AND cancel_flag = 'N'`,
    [which.entity, which.recordId, which.from, which.to, which.by],
  );
}

/** One to-do, by its key, marked handled by `caller` (the home page's "done" on an informational to-do). */
export async function handleTodo(tx: Queryable, caller: Caller, kind: 'users' | 'suppliers', id: number): Promise<void> {
  const table = kind === 'users' ? 'srm_base_interior_pending' : 'srm_base_supplier_pending';
  const key = kind === 'users' ? 'interior_pending_id' : 'supplier_pending_id';
  await tx.query(
    `UPDATE ${table} SET handle_flag = 'Y', handle_date = now(), last_updated_by = $2, last_update_date = now(), version_num = version_num + 1
      WHERE ${key} = $1 AND handle_flag = 'N'`,
    [id, caller.userId],
  );
}
