/**
 * Sign-in through an external OpenID Connect provider (SPEC section 7's "SSO
 * url" and "SSO login"), with openid-client: the authorization code flow with
 * PKCE, state and nonce. `ssoUrl` sends the browser to the provider, keeping
 * what the callback checks in a cookie sealed under the master key; `ssoLogin`
 * is the redirect URI: it exchanges the code, finds the account by the
 * provider's issuer and subject (linking or making one as sso-link.ts says)
 * and starts a session as the
 * password login does; the portal's login page then takes it with
 * `ssoSession`, which answers exactly what `login` answers, or the refusal.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Configuration } from 'openid-client';

// openid-client and jose: loaded by the first single sign-on rather than with the server.
const openid = () => import('openid-client');
import { format, type Lang } from '@srm/domain/i18n/messages.ts';
import type { ErrorCode } from '@srm/domain/errors.ts';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/db.ts';
import { table, type ColumnOf } from '../db/tables.ts';
import { AppError } from '../engine/app-error.ts';
import { ok } from '../plugins/envelope.ts';
import { routeSchema, object } from '../openapi/route-schema.ts';
import { createSession, findSession, userResponsibilities } from '../auth/sessions.ts';
import { SIGN_IN_RATE_LIMIT, signInVouched } from '../auth/sign-in-policy.ts';
import { currentUser } from '../routes/auth-routes.ts';
import { unwrapSecret, wrapSecret } from '../sourcing/sealing.ts';
import { accountOf } from './sso-link.ts';

export const LOGIN_BASE = '/api/baseServer/v1/baseLoginService';
const FLOW_COOKIE = 'srm_sso_flow';
const RESULT_COOKIE = 'srm_sso_result';
const FLOW_MINUTES = 10;

interface ProviderRow {
  providerId: number;
  providerCode: string;
  providerName: string;
  providerNameEn: string | null;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  usernameClaim: string;
  emailLinkFlag: string | null;
  createUsersFlag: string;
  newUserRespId: number | null;
}

interface Flow {
  providerId: number;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  expires: number;
}

type Outcome = { token: string } | { code: ErrorCode; params: Record<string, unknown> };

const PROVIDER = table('srm_base_sso_providers');

async function enabledProvider(db: Db, where: ColumnOf<'srm_base_sso_providers'>, value: unknown): Promise<ProviderRow | undefined> {
  const res = await db.query<ProviderRow>(
    `SELECT ${PROVIDER.$fields(
      'provider_id',
      'provider_code',
      'provider_name',
      'provider_name_en',
      'issuer_url',
      'client_id',
      'client_secret',
      'scopes',
      'username_claim',
      'email_link_flag',
      'create_users_flag',
      'new_user_resp_id',
    )}
       FROM ${PROVIDER} WHERE ${PROVIDER[where]} = $1 AND ${PROVIDER.enabled_flag} = 'Y'`,
    [value],
  );
  return res.rows[0];
}

function cookies(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

function setCookie(reply: FastifyReply, name: string, value: string, maxAge: number, secure: boolean): void {
  const previous = reply.getHeader('set-cookie');
  const list = Array.isArray(previous) ? previous : previous ? [String(previous)] : [];
  list.push(`${name}=${encodeURIComponent(value)}; Path=${LOGIN_BASE}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
  reply.header('set-cookie', list);
}

function unseal<T>(text: string | undefined): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(unwrapSecret(text).toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

const seal = (value: unknown) => wrapSecret(Buffer.from(JSON.stringify(value), 'utf8'));

const isLoopback = (url: string) => {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
};

async function discover(provider: ProviderRow): Promise<Configuration> {
  const oidc = await openid();
  const secret = unwrapSecret(provider.clientSecret).toString('utf8');
  const insecure = new URL(provider.issuerUrl).protocol === 'http:' && isLoopback(provider.issuerUrl);
  return oidc.discovery(new URL(provider.issuerUrl), provider.clientId, secret, oidc.ClientSecretPost(secret), {
    execute: insecure ? [oidc.allowInsecureRequests] : [],
    timeout: 10,
  });
}

const reasonOf = (err: unknown): string => {
  const e = err as { error?: string; error_description?: string; cause?: { error?: string; error_description?: string }; message?: string };
  return e.error_description ?? e.cause?.error_description ?? e.error ?? e.cause?.error ?? e.message ?? String(err);
};

async function finish(ctx: AppContext, request: FastifyRequest, flow: Flow | undefined): Promise<Outcome> {
  if (!flow || flow.expires < Date.now()) return { code: 'SSO_NO_SESSION', params: {} };
  const provider = await enabledProvider(ctx.db, 'provider_id', flow.providerId);
  if (!provider) return { code: 'SSO_PROVIDER_UNKNOWN', params: {} };
  let claims: Record<string, unknown>;
  try {
    const config = await discover(provider);
    const current = new URL(flow.redirectUri);
    current.search = new URL(request.url, 'http://x').search;
    const oidc = await openid();
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = { ...(tokens.claims() ?? {}) };
    // The account is found by iss and sub; the name and a verified e-mail may come from the user info alone.
    if (!(provider.usernameClaim in claims && 'email_verified' in claims) && tokens.access_token) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub ?? oidc.skipSubjectCheck));
      claims = { ...info, ...claims };
    }
  } catch (err) {
    const e = err as { error?: string; status?: number; code?: string };
    const refused = e.error === 'invalid_client' || e.error === 'unauthorized_client' || e.status === 401;
    return { code: refused ? 'SSO_TOKEN_REFUSED' : 'SSO_FAILED', params: { reason: reasonOf(err).slice(0, 300) } };
  }
  const user = await accountOf(ctx.db, provider, claims);
  if (typeof user !== 'number') return user;
  const resps = await userResponsibilities(ctx.db, user);
  try {
    // The provider vouched for who this is; the lock, the disabled flag and the audit are the password sign-in's own.
    const token = await signInVouched(ctx.db, user, 'sso', request.ip, (tx, admitted) =>
      createSession(tx, admitted.userId, resps[0]?.respId ?? null, ctx.config.sessionTtlHours, request.ip),
    );
    return { token };
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, params: err.params ?? {} };
    throw err;
  }
}

export function registerSsoLogin(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  // Behind a proxy the connection is plain http; the address people use says whether cookies must be Secure.
  const secure = (_request: FastifyRequest) => ctx.config.publicUrl.startsWith('https:');

  app.post(
    `${LOGIN_BASE}/ssoProviders`,
    {
      config: { access: 'public' },
      schema: routeSchema({
        operationId: 'ssoProviders',
        tag: 'Auth',
        summary: 'The enabled single sign-on providers, for the login page’s buttons',
        data: { type: 'array', items: object({ providerCode: { type: 'string' }, providerName: { type: 'string' } }) },
      }),
    },
    async (request) => {
      const res = await db.query<{ providerCode: string; providerName: string; providerNameEn: string | null }>(
        `SELECT ${PROVIDER.$fields('provider_code', 'provider_name', 'provider_name_en')}
           FROM ${PROVIDER} WHERE ${PROVIDER.enabled_flag} = 'Y' ORDER BY ${PROVIDER.provider_code}`,
      );
      const lang: Lang = request.lang;
      return ok(res.rows.map((r) => ({ providerCode: r.providerCode, providerName: lang === 'en' && r.providerNameEn ? r.providerNameEn : r.providerName })));
    },
  );

  app.get<{ Querystring: { provider?: string } }>(
    `${LOGIN_BASE}/ssoUrl`,
    {
      config: { access: 'public', unsigned: true, ...SIGN_IN_RATE_LIMIT },
      schema: routeSchema({
        operationId: 'ssoUrl',
        tag: 'Auth',
        summary: 'SSO url: sends the browser to the provider’s sign-in (authorization code flow with PKCE)',
        querystring: object({ provider: { type: 'string' } }, ['provider']),
      }),
    },
    async (request, reply) => {
      const provider = await enabledProvider(db, 'provider_code', String(request.query.provider ?? ''));
      if (!provider) throw new AppError('SSO_PROVIDER_UNKNOWN');
      const oidc = await openid();
      let config: Configuration;
      try {
        config = await discover(provider);
      } catch (err) {
        throw new AppError('SSO_FAILED', { reason: reasonOf(err).slice(0, 300) });
      }
      const verifier = oidc.randomPKCECodeVerifier();
      const flow: Flow = {
        providerId: provider.providerId,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier,
        redirectUri: `${ctx.config.publicUrl}${LOGIN_BASE}/ssoLogin`,
        expires: Date.now() + FLOW_MINUTES * 60_000,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: flow.redirectUri,
        scope: provider.scopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      setCookie(reply, FLOW_COOKIE, seal(flow), FLOW_MINUTES * 60, secure(request));
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    `${LOGIN_BASE}/ssoLogin`,
    {
      config: { access: 'public', unsigned: true, ...SIGN_IN_RATE_LIMIT },
      schema: routeSchema({
        operationId: 'ssoLogin',
        tag: 'Auth',
        summary: 'SSO login: the redirect URI of the provider; starts a session and returns to the login page',
      }),
    },
    async (request, reply) => {
      const outcome = await finish(ctx, request, unseal<Flow>(cookies(request)[FLOW_COOKIE]));
      setCookie(reply, FLOW_COOKIE, '', 0, secure(request));
      setCookie(reply, RESULT_COOKIE, seal({ ...outcome, expires: Date.now() + 120_000 }), 120, secure(request));
      return reply.redirect('/login?sso=1', 302);
    },
  );

  app.post(
    `${LOGIN_BASE}/ssoSession`,
    {
      config: { access: 'public', ...SIGN_IN_RATE_LIMIT },
      schema: routeSchema({
        operationId: 'ssoSession',
        tag: 'Auth',
        summary: 'The session a single sign-on started, answered as the login answers it (once)',
        data: { type: 'object', additionalProperties: true },
      }),
    },
    async (request, reply) => {
      const outcome = unseal<Outcome & { expires: number }>(cookies(request)[RESULT_COOKIE]);
      setCookie(reply, RESULT_COOKIE, '', 0, secure(request));
      if (!outcome || outcome.expires < Date.now()) throw new AppError('SSO_NO_SESSION');
      if ('code' in outcome) throw new AppError(outcome.code, outcome.params);
      const session = await findSession(db, outcome.token);
      if (!session) throw new AppError('SSO_NO_SESSION');
      return ok(
        { authorizationCode: outcome.token, ...(await currentUser(db, session.userId, request.lang)), currentRespId: session.sessionRespId },
        format('ok.done', request.lang),
      );
    },
  );
}
