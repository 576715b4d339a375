/**
 * The signed-in user's own centre (userCenter, userCenter/editUserCenter): their
 * profile, language, password and the sessions they have open, any of which
 * they may end from here. Every call acts on the caller only; no user id is
 * taken from the body.
 *
 * - POST {BASE}/profile {} -> the caller's profile and responsibilities
 * - POST {BASE}/saveProfile { userFullName, email, phone, mobile, language, versionNum }
 *   -> the profile as saved (the user definition's rules, fields named)
 * - POST {BASE}/changePassword { oldPassword, newPassword } -> the password
 *   changed; every other session of the user ends
 * - POST {BASE}/sessions {} -> [{ sessionId, ip, creationDate, lastActiveDate, expiresAt, current }]
 * - POST {BASE}/signOutSession { sessionId } | { others: true } -> sessions ended
 *   (their next call is 401, on every server process: the change feed tells them)
 */
import { verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { isStrongPassword } from '@srm/domain/entity/validate-record.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import type { AppContext } from '../app-context.ts';
import { userResponsibilities } from '../auth/sessions.ts';
import { ValidationError } from '../engine/app-error.ts';
import { writeAudit } from '../engine/audit.ts';
import { systemCaller } from '../engine/caller.ts';
import { hashPassword } from '../engine/values.ts';
import { object, int, str, bool, routeSchema } from '../openapi/route-schema.ts';
import { callerOf, sessionOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { engineNow } from '../engine/clock.ts';

export const USER_CENTER_BASE = '/api/baseServer/v1/userCenterRestful';
const TAG = 'User centre';
const auth = { access: 'authenticated' as const };

/** What a user may change of their own record here; everything else is the administrator's. */
export const OWN_PROFILE_FIELDS = ['userFullName', 'email', 'phone', 'mobile', 'language'] as const;

type Body = Record<string, unknown>;

const schemas = {
  profile: routeSchema({ operationId: 'userCenterProfile', tag: TAG, summary: "The caller's own profile and responsibilities", body: object({}) }),
  saveProfile: routeSchema({
    operationId: 'userCenterSaveProfile',
    tag: TAG,
    summary: "Saves the caller's name, contact details and language",
    body: object({
      userFullName: str('Full name', 120),
      email: str('E-mail', 120),
      phone: str('Telephone', 40),
      mobile: str('Mobile', 40),
      language: str('CN or EN', 10),
      versionNum: int('The version read'),
    }),
  }),
  changePassword: routeSchema({
    operationId: 'userCenterChangePassword',
    tag: TAG,
    summary: "Changes the caller's password; the caller's other sessions end",
    body: object({ oldPassword: str('Current password', 128), newPassword: str('New password', 128) }),
  }),
  sessions: routeSchema({ operationId: 'userCenterSessions', tag: TAG, summary: "The caller's open sessions", body: object({}) }),
  signOut: routeSchema({
    operationId: 'userCenterSignOutSession',
    tag: TAG,
    summary: 'Ends one other session of the caller, or all the others',
    body: object({ sessionId: int('A session of the caller'), others: bool('End every session but this one') }),
  }),
};

async function profileOf(ctx: AppContext, userId: number, lang: 'zh' | 'en') {
  const res = await ctx.db.query<Record<string, unknown>>(
    `SELECT user_id AS "userId", user_name AS "userName", user_full_name AS "userFullName", user_type AS "userType",
            supplier_name AS "supplierName", email, phone, mobile, language, last_login_date AS "lastLoginDate",
            password_changed_date AS "passwordChangedDate", version_num AS "versionNum"
       FROM saaf_users WHERE user_id = $1`,
    [userId],
  );
  const resps = await userResponsibilities(ctx.db, userId, lang);
  return { ...res.rows[0], responsibilities: resps.map((r) => ({ respId: r.respId, respName: r.respName })) };
}

export function registerUserCenter(app: FastifyInstance, ctx: AppContext): void {
  app.post(`${USER_CENTER_BASE}/profile`, { config: auth, schema: schemas.profile }, async (request) =>
    ok(await profileOf(ctx, callerOf(request).userId, request.lang)),
  );

  app.post<{ Body: Body }>(`${USER_CENTER_BASE}/saveProfile`, { config: auth, schema: schemas.saveProfile }, async (request) => {
    const caller = callerOf(request);
    // A body that is not an object (a bare number, a list) changes nothing and is refused by the save's own checks.
    const body: Body = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {};
    const record: Body = { userId: caller.userId, versionNum: body.versionNum };
    for (const field of OWN_PROFILE_FIELDS) if (field in body) record[field] = body[field];
    // The user definition's own checks (required name, e-mail and telephone rules, the language lookup), fields named.
    // The caller edits only their own row: the system saves it, with no right on the user list needed.
    await ctx.ops.save(getEntity('user'), systemCaller(), record);
    ctx.auth.forgetUser(caller.userId);
    return ok(await profileOf(ctx, caller.userId, request.lang), format('ok.done', request.lang));
  });

  app.post<{ Body: Body }>(`${USER_CENTER_BASE}/changePassword`, { config: auth, schema: schemas.changePassword }, async (request) => {
    const caller = callerOf(request);
    const session = sessionOf(request);
    const body = request.body ?? {};
    const oldPassword = typeof body.oldPassword === 'string' ? body.oldPassword : '';
    const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
    const wrong = [];
    if (!oldPassword) wrong.push({ field: 'oldPassword', key: 'userCenter.oldPasswordWrong' as const });
    if (!isStrongPassword(newPassword) || newPassword.length > 128) wrong.push({ field: 'newPassword', key: 'userCenter.newPasswordWeak' as const });
    if (wrong.length) throw new ValidationError(wrong);
    const res = await ctx.db.query<{ password: string | null }>('SELECT password FROM saaf_users WHERE user_id = $1', [caller.userId]);
    const stored = res.rows[0]?.password;
    if (!stored || !(await verify(stored, oldPassword).catch(() => false)))
      throw new ValidationError([{ field: 'oldPassword', key: 'userCenter.oldPasswordWrong' }]);
    if (oldPassword === newPassword) throw new ValidationError([{ field: 'newPassword', key: 'userCenter.newPasswordSame' }]);
    const hashed = await hashPassword(newPassword);
    const ended = await ctx.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE saaf_users SET password = $2, password_changed_date = $3, last_updated_by = $1, last_update_date = now(), version_num = version_num + 1
          WHERE user_id = $1`,
        [caller.userId, hashed, engineNow()],
      );
      // Whoever else holds a session of this user (a stolen one too) signs in again with the new password.
      const gone = await tx.query<{ id: number }>('DELETE FROM sys_sessions WHERE user_id = $1 AND session_id <> $2 RETURNING session_id AS id', [
        caller.userId,
        session.sessionId,
      ]);
      await writeAudit(tx, caller, 'user', caller.userId, 'ACTION', { password: ['***', '***'] }, 'password changed in the user centre');
      return gone.rows.map((r) => Number(r.id));
    });
    for (const id of ended) ctx.auth.forgetSession(id);
    return ok({ endedSessions: ended.length }, format('ok.passwordChanged', request.lang));
  });

  app.post(`${USER_CENTER_BASE}/sessions`, { config: auth, schema: schemas.sessions }, async (request) => {
    const caller = callerOf(request);
    const current = sessionOf(request).sessionId;
    const res = await ctx.db.query<Record<string, unknown>>(
      `SELECT session_id AS "sessionId", ip, creation_date AS "creationDate", last_update_date AS "lastActiveDate", expires_at AS "expiresAt"
         FROM sys_sessions WHERE user_id = $1 AND expires_at > now() ORDER BY last_update_date DESC, session_id DESC`,
      [caller.userId],
    );
    return ok(res.rows.map((r) => ({ ...r, sessionId: Number(r.sessionId), current: Number(r.sessionId) === current })));
  });

  app.post<{ Body: Body }>(`${USER_CENTER_BASE}/signOutSession`, { config: auth, schema: schemas.signOut }, async (request) => {
    const caller = callerOf(request);
    const body = request.body ?? {};
    const current = sessionOf(request).sessionId;
    let ended: number[];
    if (body.others === true) {
      const res = await ctx.db.query<{ id: number }>('DELETE FROM sys_sessions WHERE user_id = $1 AND session_id <> $2 RETURNING session_id AS id', [
        caller.userId,
        current,
      ]);
      ended = res.rows.map((r) => Number(r.id));
    } else {
      const sessionId = Number(body.sessionId);
      if (!Number.isSafeInteger(sessionId) || sessionId < 1) throw new ValidationError([{ field: 'sessionId', key: 'rule.required' }]);
      if (sessionId === current) throw new ValidationError([{ field: 'sessionId', key: 'userCenter.sessionCurrent' }]);
      // Only the caller's own: another user's session id answers as unknown, never ended.
      const res = await ctx.db.query<{ id: number }>('DELETE FROM sys_sessions WHERE session_id = $1 AND user_id = $2 RETURNING session_id AS id', [
        sessionId,
        caller.userId,
      ]);
      if (!res.rows.length) throw new ValidationError([{ field: 'sessionId', key: 'userCenter.sessionUnknown', params: { sessionId } }]);
      ended = [sessionId];
    }
    for (const id of ended) ctx.auth.forgetSession(id);
    return ok({ endedSessions: ended.length }, format('userCenter.signedOut', request.lang, { count: ended.length }));
  });
}
