/**
 * Which account an external sign-in is (sso-login.ts): the provider's issuer
 * and subject, linked on the first sign-in (sys_sso_identities). A user name or
 * an e-mail is what people may change themselves, so neither finds an account:
 *
 * 1. an identity already linked signs in as its account, whatever its e-mail
 *    or name has become since (an administrator may link one by hand:
 *    sso-link-routes.ts);
 * 2. else an existing account is linked by its e-mail only when the provider
 *    says it verified that e-mail (`email_verified: true`) and an administrator
 *    allowed it for the provider (`emailLinkFlag`); never an administrator's
 *    account, which an administrator links by hand;
 * 3. else a new account is made when the provider allows it, unless its name or
 *    e-mail is already an account's (refused: that account is linked as in 2,
 *    or by hand, never taken over by name);
 * 4. else the sign-in is refused.
 */
import type { ErrorCode } from '@srm/domain/errors.ts';
import type { Db, Queryable } from '../db/db.ts';
import { table } from '../db/tables.ts';
import { writeAudit } from '../engine/audit.ts';
import { type Caller, systemCaller } from '../engine/caller.ts';

export interface LinkingProvider {
  providerId: number;
  providerCode: string;
  issuerUrl: string;
  usernameClaim: string;
  emailLinkFlag: string | null;
  createUsersFlag: string;
  newUserRespId: number | null;
}

export type Refusal = { code: ErrorCode; params: Record<string, unknown> };

interface Account {
  userId: number;
  userName: string;
  enabledFlag: string;
  adminFlag: string;
}

const USER = table('saaf_users');
const USER_RESP = table('saaf_user_resp');
const RESP = table('saaf_responsibilitys');
const IDENTITY = table('sys_sso_identities');
const ACCOUNT = `SELECT ${USER.$fields('user_id', 'user_name', 'enabled_flag', 'admin_flag')} FROM ${USER}`;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** One issuer however its URL is written: `https://idp/` and `https://idp` name the same provider. */
export const issuerKey = (issuer: string) => issuer.trim().replace(/\/+$/, '');

/** Links an identity to an account (by a verified e-mail, on creation, or by an administrator's hand), audited on the account. */
export async function link(
  tx: Queryable,
  provider: Pick<LinkingProvider, 'providerId' | 'providerCode'>,
  issuer: string,
  subject: string,
  userId: number,
  how: 'EMAIL' | 'CREATED' | 'ADMIN',
  caller: Caller = systemCaller(),
): Promise<void> {
  await tx.query(
    `INSERT INTO ${IDENTITY} (${IDENTITY.$list('provider_id', 'issuer', 'subject', 'user_id', 'linked_by', 'created_by', 'last_updated_by')})
     VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [provider.providerId, issuerKey(issuer), subject, userId, how, caller.userId],
  );
  const identity = `${issuerKey(issuer)} ${subject}`;
  await writeAudit(tx, caller, 'user', userId, 'UPDATE', { ssoIdentity: [null, identity] }, `single sign-on ${provider.providerCode}: linked (${how})`);
}

/** The account this identity signs in as, linked or made as the rules above say; or the refusal. */
export async function accountOf(db: Db, provider: LinkingProvider, claims: Record<string, unknown>): Promise<number | Refusal> {
  const subject = text(claims.sub);
  if (!subject) return { code: 'SSO_CLAIM_MISSING', params: { claim: 'sub' } };
  // The ID token's issuer, which openid-client checked against the provider's metadata.
  const issuer = issuerKey(text(claims.iss) ?? provider.issuerUrl);
  const linked = await db.query<Account>(
    `${ACCOUNT} WHERE ${USER.user_id} = (SELECT ${IDENTITY.user_id} FROM ${IDENTITY} WHERE ${IDENTITY.issuer} = $1 AND ${IDENTITY.subject} = $2)`,
    [issuer, subject],
  );
  if (linked.rows[0]) return linked.rows[0].enabledFlag === 'Y' ? Number(linked.rows[0].userId) : { code: 'USER_DISABLED', params: {} };

  const email = text(claims.email);
  if (email && claims.email_verified === true && provider.emailLinkFlag === 'Y') {
    const owners = await db.query<Account>(`${ACCOUNT} WHERE lower(${USER.email}) = lower($1) ORDER BY ${USER.user_id} LIMIT 2`, [email]);
    // Two accounts with one e-mail: neither is the one the provider means.
    if (owners.rows.length > 1) return { code: 'SSO_ACCOUNT_EXISTS', params: { name: email } };
    const owner = owners.rows[0];
    if (owner) {
      if (owner.adminFlag === 'Y') return { code: 'SSO_ADMIN_LINK', params: { subject } };
      if (owner.enabledFlag !== 'Y') return { code: 'USER_DISABLED', params: {} };
      await db.transaction((tx) => link(tx, provider, issuer, subject, Number(owner.userId), 'EMAIL'));
      return Number(owner.userId);
    }
  }

  const claimed = text(claims[provider.usernameClaim]);
  if (!claimed) return { code: 'SSO_CLAIM_MISSING', params: { claim: provider.usernameClaim } };
  const userName = (provider.usernameClaim === 'email' ? claimed.split('@')[0] : claimed).slice(0, 60);
  const taken = await db.query<Account>(
    `${ACCOUNT} WHERE lower(${USER.user_name}) = lower($1) OR (lower(${USER.email}) = lower($2)) ORDER BY ${USER.user_id} LIMIT 1`,
    [userName, email ?? null],
  );
  if (taken.rows[0])
    return taken.rows[0].adminFlag === 'Y' ? { code: 'SSO_ADMIN_LINK', params: { subject } } : { code: 'SSO_ACCOUNT_EXISTS', params: { name: claimed } };
  if (provider.createUsersFlag !== 'Y' || !provider.newUserRespId) return { code: 'SSO_USER_UNKNOWN', params: { name: claimed } };
  return db.transaction(async (tx) => {
    const made = await tx.query<{ userId: number }>(
      `INSERT INTO ${USER} (${USER.$list('user_name', 'user_full_name', 'user_type', 'email', 'language', 'admin_flag', 'enabled_flag')})
       VALUES ($1, $2, 'INSIDE', $3, 'CN', 'N', 'Y') RETURNING ${USER.$fields('user_id')}`,
      [userName, String(claims.name ?? userName).slice(0, 120), email ? email.slice(0, 120) : null],
    );
    const userId = Number(made.rows[0].userId);
    await tx.query(
      `INSERT INTO ${USER_RESP} (${USER_RESP.$list('user_id', 'user_name', 'resp_id', 'resp_name', 'start_date')})
       SELECT $1, $2, ${RESP.resp_id}, ${RESP.resp_name}, current_date FROM ${RESP} WHERE ${RESP.resp_id} = $3`,
      [userId, userName, provider.newUserRespId],
    );
    await writeAudit(tx, systemCaller(), 'user', userId, 'INSERT', { userName: [null, userName] }, `single sign-on ${provider.providerCode}`);
    await link(tx, provider, issuer, subject, userId, 'CREATED');
    return userId;
  });
}
