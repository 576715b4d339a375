/**
 * Failed sign-ins per user name, kept in the database so every server process
 * counts the same: after MAX_FAILURES the name is locked for LOCK_MINUTES.
 */
import type { Queryable } from '../db/db.ts';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;

export async function lockedMinutes(db: Queryable, userName: string): Promise<number> {
  const res = await db.query<{ minutes: number }>(
    `SELECT CEIL(EXTRACT(EPOCH FROM (locked_until - now())) / 60)::int AS minutes FROM sys_login_attempts WHERE user_name = $1 AND locked_until > now()`,
    [userName.toLowerCase()],
  );
  return res.rows[0]?.minutes ?? 0;
}

/** Counts a failure; the MAX_FAILURES-th locks the name. An expired lock starts the count again. */
export async function recordFailure(db: Queryable, userName: string): Promise<void> {
  await db.query(
    `INSERT INTO sys_login_attempts AS a (user_name, failed_count) VALUES ($1, 1)
     ON CONFLICT (user_name) DO UPDATE SET
       failed_count = CASE WHEN a.locked_until <= now() THEN 1 ELSE a.failed_count + 1 END,
       locked_until = CASE
         WHEN a.locked_until <= now() THEN NULL
         WHEN a.locked_until IS NULL AND a.failed_count + 1 >= $2 THEN now() + make_interval(mins => $3)
         ELSE a.locked_until END,
       last_update_date = now()`,
    [userName.toLowerCase(), MAX_FAILURES, LOCK_MINUTES],
  );
}

export async function clearFailures(db: Queryable, userName: string): Promise<void> {
  await db.query('DELETE FROM sys_login_attempts WHERE user_name = $1', [userName.toLowerCase()]);
}
