/**
 * Saves of single sign-on providers and OAuth apps: the checks a field's type
 * cannot say (https or loopback URLs, grant types, scopes), the client id and the
 * technical user an app acts as, and the secret an app is shown once.
 */
import { randomBytes } from 'node:crypto';
import { registerHooks, savedValue, type SaveContext } from '../engine/hooks.ts';
import { registerOperation } from '../engine/operations.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import type { Queryable } from '../db/db.ts';
import { table } from '../db/tables.ts';
import { wrapSecret } from '../sourcing/sealing.ts';
import { GRANT_TYPES, revokeIssued, SCOPES, splitList } from './oauth-apps.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, or http on the loopback address (a developer's machine, the tests). */
export function allowedUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

function checkProvider(ctx: SaveContext): void {
  const issuer = String(savedValue(ctx, 'issuerUrl') ?? '');
  if (issuer && !allowedUrl(issuer)) throw new ValidationError([{ field: 'issuerUrl', key: 'sso.issuerUrl' }]);
  // The secret field is write-only (wrapped, never answered, kept when sent empty): a new provider needs one.
  if (ctx.mode === 'insert' && !ctx.record.clientSecret) throw new ValidationError([{ field: 'clientSecret', key: 'sso.secretRequired' }]);
  if (savedValue(ctx, 'createUsersFlag') === 'Y' && !savedValue(ctx, 'newUserRespId'))
    throw new ValidationError([{ field: 'newUserRespId', key: 'sso.respRequired' }]);
}

function checkApp(ctx: SaveContext): void {
  const uris = splitList(savedValue(ctx, 'redirectUris') as string);
  const bad = uris.find((u) => !allowedUrl(u));
  if (bad) throw new ValidationError([{ field: 'redirectUris', key: 'oauth.redirectUri', params: { uri: bad } }]);
  const grants = splitList(savedValue(ctx, 'grantTypes') as string);
  const wrongGrant = grants.find((g) => !(GRANT_TYPES as readonly string[]).includes(g));
  if (wrongGrant || !grants.length) throw new ValidationError([{ field: 'grantTypes', key: 'oauth.grantType', params: { value: wrongGrant ?? '' } }]);
  if (grants.includes('authorization_code') && !uris.length) throw new ValidationError([{ field: 'redirectUris', key: 'oauth.redirectRequired' }]);
  const scopes = splitList(savedValue(ctx, 'scopes') as string);
  const wrongScope = scopes.find((s) => !(SCOPES as readonly string[]).includes(s));
  if (wrongScope) throw new ValidationError([{ field: 'scopes', key: 'oauth.scope', params: { value: wrongScope } }]);
  if ('redirectUris' in ctx.record) ctx.record.redirectUris = uris.join('\n');
  if ('grantTypes' in ctx.record) ctx.record.grantTypes = grants.join(' ');
  if ('scopes' in ctx.record) ctx.record.scopes = scopes.join(' ');
  if (ctx.mode === 'insert') ctx.record.clientId = `srm_${randomBytes(12).toString('hex')}`;
}

/** The app's technical user: no password (it never signs in), its rights from the app's grants only. */
const USER = table('saaf_users');
const APP = table('srm_base_oauth_apps');

async function makeTechnicalUser(tx: Queryable, appId: number, appName: string, clientId: string, by: number): Promise<void> {
  const user = await tx.query<{ userId: number; userName: string }>(
    `INSERT INTO ${USER} (${USER.$list('user_name', 'user_full_name', 'user_type', 'language', 'admin_flag', 'enabled_flag', 'created_by', 'last_updated_by')})
     VALUES ($1, $2, 'INSIDE', 'CN', 'N', 'Y', $3, $3) RETURNING ${USER.$fields('user_id', 'user_name')}`,
    [clientId.slice(0, 60), `OAuth: ${appName}`.slice(0, 120), by],
  );
  await tx.query(`UPDATE ${APP} SET ${APP.user_id} = $2, ${APP.user_name} = $3 WHERE ${APP.app_id} = $1`, [appId, user.rows[0].userId, user.rows[0].userName]);
}

export async function resetSecret(tx: Queryable, appId: number, by: number): Promise<{ clientId: string; clientSecret: string }> {
  const secret = randomBytes(32).toString('base64url');
  const res = await tx.query<{ clientId: string }>(
    `UPDATE ${APP} SET ${APP.client_secret} = $2, ${APP.secret_issued_at} = now(), ${APP.last_updated_by} = $3, ${APP.last_update_date} = now(),
            ${APP.version_num} = ${APP.version_num} + 1
      WHERE ${APP.app_id} = $1 RETURNING ${APP.$fields('client_id')}`,
    [appId, wrapSecret(Buffer.from(secret, 'utf8')), by],
  );
  if (!res.rows.length) throw new AppError('NOT_FOUND');
  // A new secret says the old one may be known to someone else: what was issued under it ends with it.
  await revokeIssued(tx, res.rows[0].clientId);
  return { clientId: res.rows[0].clientId, clientSecret: secret };
}

export function registerSsoHooks(): void {
  registerHooks('ssoProvider', { beforeSave: checkProvider });
  registerHooks('oauthApp', {
    beforeSave: checkApp,
    async afterSave(ctx) {
      if (ctx.mode === 'insert' && ctx.id) await makeTechnicalUser(ctx.tx, ctx.id, String(ctx.record.appName), String(ctx.record.clientId), ctx.caller.userId);
      else if (ctx.id && 'appName' in ctx.record)
        await ctx.tx.query(
          `UPDATE ${USER} SET ${USER.user_full_name} = $2 WHERE ${USER.user_id} = (SELECT ${APP.user_id} FROM ${APP} WHERE ${APP.app_id} = $1)`,
          [ctx.id, `OAuth: ${ctx.record.appName}`.slice(0, 120)],
        );
      if (ctx.id && 'enabledFlag' in ctx.record)
        await ctx.tx.query(
          `UPDATE ${USER} SET ${USER.enabled_flag} = $2 WHERE ${USER.user_id} = (SELECT ${APP.user_id} FROM ${APP} WHERE ${APP.app_id} = $1)`,
          [ctx.id, ctx.record.enabledFlag === 'Y' ? 'Y' : 'N'],
        );
    },
    async afterDelete(ctx) {
      await ctx.tx.query(`UPDATE ${USER} SET ${USER.enabled_flag} = 'N' WHERE ${USER.user_id} = $1`, [ctx.record.userId ?? 0]);
      await revokeIssued(ctx.tx, String(ctx.record.clientId));
    },
  });
  registerOperation(
    'oauthApp',
    'doResetSecret',
    async ({ tx, body, caller }) => {
      const appId = Number(body.appId ?? body.id);
      if (!Number.isSafeInteger(appId) || appId < 1) throw new ValidationError([{ field: 'appId', key: 'rule.required' }]);
      return resetSecret(tx, appId, caller.userId);
    },
    {
      body: { type: 'object', properties: { appId: { type: 'integer' } }, required: ['appId'] },
      data: {
        type: 'object',
        description: 'The new secret, answered this once: only its wrapped form is kept',
        properties: { clientId: { type: 'string' }, clientSecret: { type: 'string' } },
      },
    },
  );
}
