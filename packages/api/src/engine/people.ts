/**
 * People are shown by name, not by sign-in name: every row the engine reads
 * carries the full names of its creator and last updater (`createdByName`,
 * `lastUpdatedByName`), resolved in the same SELECT, so lists, forms and
 * to-dos need no second call and no per-screen lookup. The grid shows these in
 * place of the ids.
 */
import { PERSON_NAMES } from '@srm/domain/entity/people.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident, type Queryable } from '../db/db.ts';

/** Audit column holding a user id -> the answer property naming that user. */
const PEOPLE_COLUMNS = Object.entries(PERSON_NAMES).map(([field, prop]) => [toSnake(field), prop] as const);

/** `(SELECT full name ...) AS "createdByName", ...` for rows aliased `alias`. */
export function peopleSelect(alias = 't'): string {
  return PEOPLE_COLUMNS.map(
    ([column, prop]) =>
      `(SELECT COALESCE(NULLIF(btrim(u.user_full_name), ''), u.user_name) FROM saaf_users u WHERE u.user_id = ${alias}.${ident(column)}) AS "${prop}"`,
  ).join(', ');
}

/** A user's full name (or sign-in name when none is given), for documents that keep who acts for them (an order's buyer). */
export async function personName(q: Queryable, userId: number): Promise<string | null> {
  const res = await q.query<{ name: string }>(`SELECT COALESCE(NULLIF(btrim(user_full_name), ''), user_name) AS name FROM saaf_users WHERE user_id = $1`, [
    userId,
  ]);
  return res.rows[0]?.name ?? null;
}
