/** The caller a background job acts as: the user who queued it, with the grants of their responsibility then. */
import type { Lang } from '@srm/domain/i18n/messages.ts';
import type { Queryable } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { loadGrants } from '../engine/permissions.ts';

export interface CallerRef {
  userId: number;
  respId: number | null;
  lang: Lang;
}

export const callerRef = (c: Caller): CallerRef => ({ userId: c.userId, respId: c.respId, lang: c.lang });

export async function callerFor(db: Queryable, ref: CallerRef): Promise<Caller> {
  const res = await db.query<{ userName: string; userType: string; supplierId: number | null; adminFlag: string; enabledFlag: string }>(
    `SELECT user_name AS "userName", user_type AS "userType", supplier_id AS "supplierId", admin_flag AS "adminFlag", enabled_flag AS "enabledFlag" FROM saaf_users WHERE user_id = $1`,
    [ref.userId],
  );
  const u = res.rows[0];
  if (!u || u.enabledFlag === 'N') throw new Error(`user ${ref.userId} no longer exists or is disabled`);
  return {
    userId: ref.userId,
    userName: u.userName,
    userType: u.userType,
    supplierId: u.supplierId === null ? null : Number(u.supplierId),
    respId: ref.respId,
    isAdmin: u.adminFlag === 'Y',
    lang: ref.lang,
    grants: ref.respId ? await loadGrants(db, ref.respId) : new Map(),
  };
}
