/**
 * The one sign-in policy every way in shares (the portal's login, the OAuth
 * provider's sign-in page, the single-sign-on return): a name locked after
 * MAX_FAILURES wrong passwords, the picture code, a rate limit per address, and
 * an audit entry for every success and failure. A refusal is an AppError the
 * caller answers in its own form (the envelope, or the OAuth page).
 */
import { verify } from '@node-rs/argon2';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../engine/app-error.ts';
import { writeAudit } from '../engine/audit.ts';
import type { Caller } from '../engine/caller.ts';
import { checkCaptcha } from './captcha.ts';
import { clearFailures, lockedMinutes, recordFailure } from './throttle.ts';
import { engineNow } from '../engine/clock.ts';

/** Attempts per address and minute on a sign-in route (@fastify/rate-limit's route config). */
export const SIGN_IN_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } } as const;

/** Where a sign-in came from, written in its audit entry. */
export type SignInChannel = 'portal' | 'oauth' | 'sso';

export interface SignInAttempt {
  userName: string;
  password: string;
  captchaToken: unknown;
  captchaCode: unknown;
  channel: SignInChannel;
  ip: string;
}

export interface SignedInUser {
  userId: number;
  userName: string;
  userType: string;
  supplierId: number | null;
  language: string | null;
}

/**
 * The picture code is asked on every password sign-in: a guess costs a fresh
 * picture, so a lock on one name cannot be sidestepped by trying many names.
 */
export const captchaRequired = (): boolean => true;

const USER_COLUMNS = `user_id AS "userId", user_name AS "userName", user_type AS "userType", supplier_id AS "supplierId",
  language, password, enabled_flag AS "enabledFlag"`;

type UserRow = SignedInUser & { password: string | null; enabledFlag: string };

/** The audit entry of a sign-in, on the user's record (0 when the name is no one's). */
async function audit(
  tx: Queryable,
  user: { userId: number; userName: string } | undefined,
  userName: string,
  what: string,
  channel: SignInChannel,
  ip: string,
) {
  const by: Caller = {
    userId: user?.userId ?? -1,
    userName: (user?.userName ?? userName).slice(0, 60),
    userType: 'SYSTEM',
    supplierId: null,
    respId: null,
    isAdmin: false,
    lang: 'zh',
    grants: new Map(),
  };
  await writeAudit(tx, by, 'user', user?.userId ?? 0, 'ACTION', {}, `${what} (${channel}, ${ip})`.slice(0, 1000));
}

/**
 * Checks a password sign-in against the policy. Refused (THROTTLED, CAPTCHA,
 * LOGIN_FAILED, USER_DISABLED) with the failure counted and audited; admitted
 * with the count cleared, the success audited, and `admit` run in the same
 * transaction (the portal makes its session there).
 */
export async function signIn<T>(db: Db, attempt: SignInAttempt, admit: (tx: Queryable, user: SignedInUser) => Promise<T>): Promise<T> {
  const { userName, channel, ip } = attempt;
  const minutes = await lockedMinutes(db, userName);
  if (minutes > 0) throw new AppError('THROTTLED', { minutes });
  if (captchaRequired() && !(await checkCaptcha(db, attempt.captchaToken, attempt.captchaCode))) throw new AppError('CAPTCHA');
  const res = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM saaf_users WHERE lower(user_name) = lower($1)`, [userName]);
  const user = res.rows[0];
  const good = !!user?.password && (await verify(user.password, attempt.password).catch(() => false));
  if (!good) {
    await db.transaction(async (tx) => {
      await recordFailure(tx, userName);
      await audit(tx, user, userName, 'sign-in failed: wrong password', channel, ip);
    });
    throw new AppError('LOGIN_FAILED');
  }
  if (user.enabledFlag !== 'Y') {
    await audit(db, user, userName, 'sign-in refused: user disabled', channel, ip);
    throw new AppError('USER_DISABLED');
  }
  return db.transaction(async (tx) => {
    await clearFailures(tx, userName);
    await admitted(tx, user, channel, ip);
    return admit(tx, { userId: user.userId, userName: user.userName, userType: user.userType, supplierId: user.supplierId, language: user.language });
  });
}

/** What every admitted sign-in writes: the success audited, the last sign-in date. */
async function admitted(tx: Queryable, user: { userId: number; userName: string }, channel: SignInChannel, ip: string): Promise<void> {
  await audit(tx, user, user.userName, 'sign-in', channel, ip);
  await tx.query('UPDATE saaf_users SET last_login_date = $2 WHERE user_id = $1', [user.userId, engineNow()]);
}

/**
 * A sign-in another party vouched for (the single-sign-on return, whose user
 * proved themselves at their provider): refused when the name is locked or the
 * user disabled, else audited as admitted, with `admit` in the same transaction.
 */
export async function signInVouched<T>(
  db: Db,
  userId: number,
  channel: SignInChannel,
  ip: string,
  admit: (tx: Queryable, user: SignedInUser) => Promise<T>,
): Promise<T> {
  const res = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM saaf_users WHERE user_id = $1`, [userId]);
  const user = res.rows[0];
  if (!user) throw new AppError('LOGIN_FAILED');
  const minutes = await lockedMinutes(db, user.userName);
  if (minutes > 0) throw new AppError('THROTTLED', { minutes });
  if (user.enabledFlag !== 'Y') throw new AppError('USER_DISABLED');
  return db.transaction(async (tx) => {
    await admitted(tx, user, channel, ip);
    return admit(tx, { userId: user.userId, userName: user.userName, userType: user.userType, supplierId: user.supplierId, language: user.language });
  });
}
