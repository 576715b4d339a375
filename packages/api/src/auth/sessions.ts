/** Sessions kept in the database, so every server process accepts them. */
import type { Queryable } from '../db/db.ts';
import type { Lang } from '@srm/domain/i18n/messages.ts';
import { nameSql } from '../engine/bilingual.ts';
import { digest, newToken } from './tokens.ts';

export interface SessionUser {
  sessionId: number;
  userId: number;
  userName: string;
  userFullName: string;
  userType: string;
  supplierId: number | null;
  supplierName: string | null;
  orgId: number | null;
  language: string | null;
  adminFlag: string;
  sessionRespId: number | null;
  expiresAt: string;
}

export async function createSession(db: Queryable, userId: number, respId: number | null, ttlHours: number, ip: string): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sys_sessions (token_hash, user_id, resp_id, expires_at, ip, created_by, last_updated_by)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4), $5, $2, $2)`,
    [digest(token), userId, respId, ttlHours, ip],
  );
  return token;
}

export async function findSession(db: Queryable, token: string): Promise<SessionUser | undefined> {
  const res = await db.query<SessionUser>(
    `SELECT s.session_id AS "sessionId", u.user_id AS "userId", u.user_name AS "userName", u.user_full_name AS "userFullName",
            u.user_type AS "userType", u.supplier_id AS "supplierId", u.supplier_name AS "supplierName", u.org_id AS "orgId",
            u.language, u.admin_flag AS "adminFlag", s.resp_id AS "sessionRespId", s.expires_at AS "expiresAt"
       FROM sys_sessions s JOIN saaf_users u ON u.user_id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > now() AND u.enabled_flag = 'Y'`,
    [digest(token)],
  );
  return res.rows[0];
}

/** Sliding expiry, written at most once a minute per session. */
export async function touchSession(db: Queryable, sessionId: number, ttlHours: number): Promise<void> {
  await db.query(
    `UPDATE sys_sessions SET expires_at = now() + make_interval(hours => $2), last_update_date = now()
      WHERE session_id = $1 AND last_update_date < now() - interval '1 minute'`,
    [sessionId, ttlHours],
  );
}

export async function setSessionResp(db: Queryable, sessionId: number, respId: number): Promise<void> {
  await db.query('UPDATE sys_sessions SET resp_id = $2, last_update_date = now() WHERE session_id = $1', [sessionId, respId]);
}

export async function endSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sys_sessions WHERE token_hash = $1', [digest(token)]);
}

export async function endUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sys_sessions WHERE user_id = $1', [userId]);
}

/** Responsibilities a user holds today, named in `lang`. */
export async function userResponsibilities(db: Queryable, userId: number, lang: Lang = 'zh') {
  const res = await db.query<{ respId: number; respCode: string; respName: string; userType: string }>(
    `SELECT r.resp_id AS "respId", r.resp_code AS "respCode", ${nameSql('responsibility', 'respName', lang, 'r')} AS "respName", r.user_type AS "userType"
       FROM saaf_user_resp ur JOIN saaf_responsibilitys r ON r.resp_id = ur.resp_id AND r.enabled_flag = 'Y'
      WHERE ur.user_id = $1 AND (ur.start_date IS NULL OR ur.start_date <= current_date) AND (ur.end_date IS NULL OR ur.end_date >= current_date)
      ORDER BY r.resp_id`,
    [userId],
  );
  return res.rows;
}
