/**
 * Who a step goes to: named users, the members of process roles, whoever holds
 * a position today, the submitter's department manager or the one above, or
 * whoever holds the action's button (the one-step behaviour). Answers enabled
 * users only.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { nodeName, type ProcessGraph, type ProcessNode } from '@srm/domain/workflow/process-graph.ts';
import type { ProcessProblem } from '@srm/domain/workflow/validate-process.ts';
import type { Queryable } from '../db/db.ts';
import { usersWhoCan } from '../engine/todos.ts';

const ids = (rows: { userId: number }[]) => [...new Set(rows.map((r) => Number(r.userId)))];

/** The manager (a user) of the submitter's department, or of the department `up` levels above it. */
async function managerOf(q: Queryable, submitter: number, up: number): Promise<number[]> {
  const res = await q.query<{ userId: number }>(
    `WITH RECURSIVE chain AS (
       SELECT d.department_id, d.parent_department_id, d.manager_employee_id, 0 AS depth
         FROM saaf_employees e JOIN saaf_departments d ON d.department_id = e.department_id
        WHERE e.user_id = $1 AND e.enabled_flag = 'Y'
       UNION ALL
       SELECT p.department_id, p.parent_department_id, p.manager_employee_id, c.depth + 1
         FROM chain c JOIN saaf_departments p ON p.department_id = c.parent_department_id WHERE c.depth < $2)
     SELECT m.user_id AS "userId" FROM chain c JOIN saaf_employees m ON m.employee_id = c.manager_employee_id
       JOIN saaf_users u ON u.user_id = m.user_id AND u.enabled_flag = 'Y'
      WHERE c.depth = $2`,
    [submitter, up],
  );
  return ids(res.rows);
}

export async function candidatesOf(q: Queryable, def: EntityDef, node: ProcessNode, submitter: number, resource: string): Promise<number[]> {
  const names = node.assignees ?? [];
  switch (node.assigneeType) {
    case 'user':
      return ids(
        (await q.query<{ userId: number }>(`SELECT user_id AS "userId" FROM saaf_users WHERE user_name = ANY($1) AND enabled_flag = 'Y'`, [names])).rows,
      );
    case 'processRole':
      return ids(
        (
          await q.query<{ userId: number }>(
            `SELECT m.user_id AS "userId" FROM srm_wf_process_roles r JOIN srm_wf_process_role_members m ON m.process_role_id = r.process_role_id
               JOIN saaf_users u ON u.user_id = m.user_id AND u.enabled_flag = 'Y'
              WHERE r.role_code = ANY($1) AND r.enabled_flag = 'Y' ORDER BY m.member_id`,
            [names],
          )
        ).rows,
      );
    case 'position':
      return ids(
        (
          await q.query<{ userId: number }>(
            `SELECT e.user_id AS "userId" FROM saaf_positions p JOIN saaf_position_allots a ON a.position_id = p.position_id
               JOIN saaf_employees e ON e.employee_id = a.employee_id AND e.enabled_flag = 'Y'
               JOIN saaf_users u ON u.user_id = e.user_id AND u.enabled_flag = 'Y'
              WHERE p.position_code = ANY($1) AND p.enabled_flag = 'Y' AND a.start_date <= current_date AND (a.end_date IS NULL OR a.end_date >= current_date)`,
            [names],
          )
        ).rows,
      );
    case 'deptManager':
      return managerOf(q, submitter, 0);
    case 'deptManagerUp':
      return managerOf(q, submitter, 1);
    case 'buttonHolders':
      return ids(await usersWhoCan(q, def, resource));
    default:
      return [];
  }
}

/** Named approvers that do not exist (a user, role or position code mistyped): refused when a process is saved. */
export async function checkAssignees(q: Queryable, g: ProcessGraph, lang: 'zh' | 'en'): Promise<ProcessProblem[]> {
  const problems: ProcessProblem[] = [];
  const table = {
    user: ['saaf_users', 'user_name'],
    processRole: ['srm_wf_process_roles', 'role_code'],
    position: ['saaf_positions', 'position_code'],
  } as const;
  for (const node of g.nodes) {
    const t = node.assigneeType && node.assigneeType in table ? table[node.assigneeType as keyof typeof table] : undefined;
    if (!t || !node.assignees?.length) continue;
    const res = await q.query<{ v: string }>(`SELECT ${t[1]} AS v FROM ${t[0]} WHERE ${t[1]} = ANY($1)`, [node.assignees]);
    const known = new Set(res.rows.map((r) => r.v));
    for (const value of node.assignees)
      if (!known.has(value)) problems.push({ key: 'process.unknownAssignee', params: { step: nodeName(node, lang), value }, element: node.id });
  }
  return problems;
}
