/**
 * Sign-in and passwords: picture code, login, logout, the current user and their
 * responsibilities, switching responsibility, changing and resetting passwords,
 * and e-mailed codes for forgotten passwords and registration.
 */
import type { FastifyInstance } from 'fastify';
import { verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';
import { isStrongPassword } from '@srm/domain/entity/validate-record.ts';
import { format, type Lang } from '@srm/domain/i18n/messages.ts';
import type { Db } from '../db/db.ts';
import type { Config } from '../config.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { hashPassword } from '../engine/values.ts';
import { issueCaptcha } from '../auth/captcha.ts';
import { SIGN_IN_RATE_LIMIT, signIn } from '../auth/sign-in-policy.ts';
import { createSession, endSession, endUserSessions, setSessionResp, userResponsibilities } from '../auth/sessions.ts';
import { digest } from '../auth/tokens.ts';
import type { Mailer } from '../auth/mail.ts';
import { callerOf, sessionOf } from '../plugins/guard.ts';
import { ok, okMessage } from '../plugins/envelope.ts';
import { writeAudit } from '../engine/audit.ts';
import { authSchemas } from './auth-schemas.ts';
import { engineNow } from '../engine/clock.ts';

const BASE = '/api/baseServer/v1/baseLoginService';
const EMAIL_CODE_MINUTES = 10;

type Body = Record<string, unknown>;

function requireString(body: Body, field: string, max = 240): string {
  const v = body[field];
  if (typeof v !== 'string' || !v.trim())
    throw new ValidationError([{ field, key: v === undefined || v === '' ? 'rule.required' : 'rule.type', params: { expected: 'string' } }]);
  if (v.length > max) throw new ValidationError([{ field, key: 'rule.maxLength', params: { max } }]);
  return v;
}

function requireStrongPassword(body: Body, field: string): string {
  const v = requireString(body, field, 128);
  if (!isStrongPassword(v)) throw new ValidationError([{ field, key: 'rule.password' }]);
  return v;
}

const rateLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export function registerAuthRoutes(app: FastifyInstance, db: Db, config: Config, mailer: Mailer): void {
  app.post(`${BASE}/randomValidateCode`, { config: { access: 'public', ...rateLimit(120) }, schema: authSchemas.captcha }, async () =>
    ok(await issueCaptcha(db, config.captchaFixedAnswer)),
  );

  app.post<{ Body: Body }>(`${BASE}/login`, { config: { access: 'public', ...SIGN_IN_RATE_LIMIT }, schema: authSchemas.login }, async (request) => {
    const body = request.body ?? {};
    const userName = requireString(body, 'userName', 60);
    const password = requireString(body, 'password', 128);
    const attempt = { userName, password, captchaToken: body.captchaToken, captchaCode: body.captchaCode, channel: 'portal' as const, ip: request.ip };
    const { userId, token, respId } = await signIn(db, attempt, async (tx, user) => {
      const resps = await userResponsibilities(tx, user.userId);
      const respId = resps[0]?.respId ?? null;
      return { userId: user.userId, respId, token: await createSession(tx, user.userId, respId, config.sessionTtlHours, request.ip) };
    });
    return ok({ authorizationCode: token, ...(await currentUser(db, userId, request.lang)), currentRespId: respId }, format('ok.done', request.lang));
  });

  app.post(`${BASE}/logout`, { config: { access: 'authenticated' }, schema: authSchemas.logout }, async (request) => {
    const session = sessionOf(request);
    await endSession(db, request.token);
    app.srm.auth.forgetSession(session.sessionId);
    return okMessage(request, 'ok.done');
  });

  app.post(`${BASE}/currentUser`, { config: { access: 'authenticated' }, schema: authSchemas.currentUser }, async (request) => {
    const caller = callerOf(request);
    return ok({ ...(await currentUser(db, caller.userId, request.lang)), currentRespId: caller.respId });
  });

  app.post<{ Body: Body }>(
    `${BASE}/switchResponsibility`,
    { config: { access: 'authenticated' }, schema: authSchemas.switchResponsibility },
    async (request) => {
      const caller = callerOf(request);
      const session = sessionOf(request);
      const respId = Number(request.body?.respId);
      const resps = await userResponsibilities(db, caller.userId);
      if (!resps.some((r) => r.respId === respId)) throw new AppError('RESP_NOT_ASSIGNED');
      await setSessionResp(db, session.sessionId, respId);
      app.srm.auth.forgetSession(session.sessionId);
      return ok({ currentRespId: respId });
    },
  );

  app.post<{ Body: Body }>(`${BASE}/changePassword`, { config: { access: 'authenticated' }, schema: authSchemas.changePassword }, async (request) => {
    const caller = callerOf(request);
    const oldPassword = requireString(request.body ?? {}, 'oldPassword', 128);
    const newPassword = requireStrongPassword(request.body ?? {}, 'newPassword');
    const res = await db.query<{ password: string }>('SELECT password FROM saaf_users WHERE user_id = $1', [caller.userId]);
    if (!(await verify(res.rows[0].password, oldPassword).catch(() => false))) throw new AppError('OLD_PASSWORD');
    await setPassword(db, caller.userId, newPassword, caller.userId);
    return okMessage(request, 'ok.passwordChanged');
  });

  app.post<{ Body: Body }>(`${BASE}/adminResetPassword`, { config: { access: 'admin' }, schema: authSchemas.adminResetPassword }, async (request) => {
    const caller = callerOf(request);
    const userId = Number(request.body?.userId);
    if (!Number.isSafeInteger(userId) || userId < 1) throw new ValidationError([{ field: 'userId', key: 'rule.required' }]);
    const newPassword = requireStrongPassword(request.body ?? {}, 'newPassword');
    const found = await db.query('SELECT 1 FROM saaf_users WHERE user_id = $1', [userId]);
    if (!found.rows.length) throw new AppError('NOT_FOUND');
    await setPassword(db, userId, newPassword, caller.userId);
    await endUserSessions(db, userId);
    app.srm.auth.forgetUser(userId);
    await writeAudit(db, caller, 'user', userId, 'ACTION', { password: ['***', '***'] }, 'admin password reset');
    return okMessage(request, 'ok.passwordChanged');
  });

  app.post<{ Body: Body }>(`${BASE}/sendEmailCode`, { config: { access: 'public', ...rateLimit(10) }, schema: authSchemas.sendEmailCode }, async (request) => {
    const body = request.body ?? {};
    const email = requireString(body, 'email', 240).trim().toLowerCase();
    const purpose = body.purpose === 'REGISTER' ? 'REGISTER' : 'FORGET';
    if (purpose === 'FORGET') {
      const user = await db.query('SELECT 1 FROM saaf_users WHERE lower(email) = $1 AND enabled_flag = $2', [email, 'Y']);
      if (!user.rows.length) throw new AppError('EMAIL_UNKNOWN');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.query(`UPDATE sys_email_codes SET used_flag = 'Y' WHERE email = $1 AND purpose = $2 AND used_flag = 'N'`, [email, purpose]);
    await db.query(
      `INSERT INTO sys_email_codes (email, purpose, code_hash, expires_at, used_flag, failed_count) VALUES ($1, $2, $3, now() + make_interval(mins => $4), 'N', 0)`,
      [email, purpose, digest(code), EMAIL_CODE_MINUTES],
    );
    const subject = request.lang === 'en' ? 'Your SRM verification code' : 'SRM 邮箱验证码';
    const text =
      request.lang === 'en'
        ? `Your verification code is ${code}. It is valid for ${EMAIL_CODE_MINUTES} minutes.`
        : `您的验证码是 ${code}，${EMAIL_CODE_MINUTES} 分钟内有效。`;
    await mailer.send(db, email, subject, text);
    return okMessage(request, 'ok.codeSent');
  });

  app.post<{ Body: Body }>(
    `${BASE}/checkEmailCode`,
    { config: { access: 'public', ...rateLimit(30) }, schema: authSchemas.checkEmailCode },
    async (request) => {
      const body = request.body ?? {};
      const email = requireString(body, 'email').trim().toLowerCase();
      const purpose = body.purpose === 'REGISTER' ? 'REGISTER' : 'FORGET';
      if (!(await emailCodeValid(db, email, purpose, body.code, false))) throw new AppError('EMAIL_CODE');
      return okMessage(request, 'ok.done');
    },
  );

  app.post<{ Body: Body }>(
    `${BASE}/resetPasswordByEmail`,
    { config: { access: 'public', ...rateLimit(30) }, schema: authSchemas.resetPasswordByEmail },
    async (request) => {
      const body = request.body ?? {};
      const email = requireString(body, 'email').trim().toLowerCase();
      const newPassword = requireStrongPassword(body, 'newPassword');
      if (!(await emailCodeValid(db, email, 'FORGET', body.code, true))) throw new AppError('EMAIL_CODE');
      const user = await db.query<{ userId: number }>('SELECT user_id AS "userId" FROM saaf_users WHERE lower(email) = $1', [email]);
      for (const u of user.rows) {
        await setPassword(db, u.userId, newPassword, u.userId);
        await endUserSessions(db, u.userId);
        app.srm.auth.forgetUser(u.userId);
      }
      return okMessage(request, 'ok.passwordChanged');
    },
  );
}

/** A code is good five tries at most; `consume` uses it up. */
export async function emailCodeValid(db: Db, email: string, purpose: string, code: unknown, consume: boolean): Promise<boolean> {
  const res = await db.query<{ id: number; codeHash: string; failedCount: number }>(
    `SELECT email_code_id AS id, code_hash AS "codeHash", failed_count AS "failedCount" FROM sys_email_codes
      WHERE email = $1 AND purpose = $2 AND used_flag = 'N' AND expires_at > now() ORDER BY email_code_id DESC LIMIT 1`,
    [email, purpose],
  );
  const row = res.rows[0];
  if (!row || row.failedCount >= 5) return false;
  if (typeof code !== 'string' || digest(code.trim()) !== row.codeHash) {
    await db.query('UPDATE sys_email_codes SET failed_count = failed_count + 1 WHERE email_code_id = $1', [row.id]);
    return false;
  }
  if (consume) await db.query(`UPDATE sys_email_codes SET used_flag = 'Y' WHERE email_code_id = $1`, [row.id]);
  return true;
}

async function setPassword(db: Db, userId: number, password: string, by: number): Promise<void> {
  await db.query(
    'UPDATE saaf_users SET password = $2, password_changed_date = $4, last_updated_by = $3, last_update_date = now(), version_num = version_num + 1 WHERE user_id = $1',
    [userId, await hashPassword(password), by, engineNow()],
  );
}

export async function currentUser(db: Db, userId: number, lang: Lang = 'zh') {
  const res = await db.query<Record<string, unknown>>(
    `SELECT user_id AS "userId", user_name AS "userName", user_full_name AS "userFullName", user_type AS "userType",
            supplier_id AS "supplierId", supplier_name AS "supplierName", org_id AS "orgId", email, language, admin_flag AS "adminFlag"
       FROM saaf_users WHERE user_id = $1`,
    [userId],
  );
  const org = res.rows[0].orgId
    ? await db.query<{ orgCode: string }>('SELECT org_code AS "orgCode" FROM saaf_institution WHERE org_id = $1', [res.rows[0].orgId])
    : null;
  return { ...res.rows[0], orgNumber: org?.rows[0]?.orgCode ?? null, responsibilities: await userResponsibilities(db, userId, lang) };
}
