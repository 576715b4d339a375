/**
 * The platform as an OAuth 2.0 / OpenID Connect provider for integrators
 * (oidc-provider, mounted under /oauth). Clients are the apps of
 * baseOauthAppList (entities/sso/oauth-app.ts), read from their table by the
 * adapter; everything else the provider keeps (tokens, codes, grants,
 * interactions) lives in sys_oauth_payloads, so every server process answers
 * the same. Its signing key and cookie keys are made once and kept in that
 * table wrapped under the master key (sourcing/sealing.ts).
 *
 * An app's access token (client credentials, or an authorization code the user
 * granted through the sign-in page at /oauth/interaction/:uid) is then a
 * `Bearer` credential for the REST API: `appCaller` answers the app's technical
 * user, whose grants are exactly the responsibilities given to the app.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Adapter, AdapterPayload, Configuration, default as Provider } from 'oidc-provider';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verify } from '@node-rs/argon2';
import type { Db } from '../db/db.ts';
import type { AppContext } from '../app-context.ts';
import type { Caller } from '../engine/caller.ts';
import type { Lang } from '@srm/domain/i18n/messages.ts';
import { unwrapSecret, wrapSecret } from '../sourcing/sealing.ts';
import { routeSchema } from '../openapi/route-schema.ts';

export const OAUTH_PREFIX = '/oauth';
export const SCOPES = ['openid', 'profile', 'api'] as const;
export const GRANT_TYPES = ['client_credentials', 'authorization_code'] as const;

interface AppRow {
  appId: number;
  clientId: string;
  clientSecret: string | null;
  redirectUris: string | null;
  grantTypes: string;
  scopes: string;
  userId: number | null;
  userName: string | null;
  enabledFlag: string;
}

export const splitList = (text: string | null | undefined): string[] => (text ?? '').split(/[\s,]+/).filter(Boolean);

export async function appByClientId(db: Db, clientId: string): Promise<AppRow | undefined> {
  const res = await db.query<AppRow>(
    `SELECT app_id AS "appId", client_id AS "clientId", client_secret AS "clientSecret", redirect_uris AS "redirectUris",
            grant_types AS "grantTypes", scopes, user_id AS "userId", user_name AS "userName", enabled_flag AS "enabledFlag"
       FROM srm_base_oauth_apps WHERE client_id = $1`,
    [clientId],
  );
  return res.rows[0];
}

/** The client metadata oidc-provider expects, from an enabled app with a secret. */
function clientMetadata(app: AppRow): AdapterPayload | undefined {
  if (app.enabledFlag !== 'Y' || !app.clientSecret) return undefined;
  const grants = splitList(app.grantTypes).filter((g) => (GRANT_TYPES as readonly string[]).includes(g));
  const code = grants.includes('authorization_code');
  return {
    client_id: app.clientId,
    client_secret: unwrapSecret(app.clientSecret).toString('utf8'),
    grant_types: grants,
    response_types: code ? ['code'] : [],
    redirect_uris: code ? splitList(app.redirectUris) : [],
    scope: splitList(app.scopes).join(' '),
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

type Row = { payload: string; expiresAt: string | null; consumedAt: string | null };

/** oidc-provider's storage on sys_oauth_payloads; `Client` reads the apps' table. */
function adapterClass(db: Db) {
  return class DbAdapter implements Adapter {
    private readonly model: string;
    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await db.query(
        `INSERT INTO sys_oauth_payloads (model, oid, payload, grant_ref, uid, user_code, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int > 0 THEN now() + make_interval(secs => $7::int) END)
         ON CONFLICT (model, oid) DO UPDATE SET payload = EXCLUDED.payload, grant_ref = EXCLUDED.grant_ref, uid = EXCLUDED.uid,
           user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at, last_update_date = now()`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, payload.userCode ?? null, expiresIn ?? 0],
      );
    }

    private async one(where: string, value: string): Promise<AdapterPayload | undefined> {
      const res = await db.query<Row>(
        `SELECT payload, expires_at AS "expiresAt", consumed_at AS "consumedAt" FROM sys_oauth_payloads
          WHERE model = $1 AND ${where} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, value],
      );
      const row = res.rows[0];
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(new Date(row.consumedAt).getTime() / 1000) } : payload;
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') {
        const app = await appByClientId(db, id);
        return app ? clientMetadata(app) : undefined;
      }
      return this.one('oid', id);
    }

    findByUserCode(userCode: string) {
      return this.one('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.one('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await db.query('UPDATE sys_oauth_payloads SET consumed_at = now() WHERE model = $1 AND oid = $2', [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM sys_oauth_payloads WHERE model = $1 AND oid = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM sys_oauth_payloads WHERE grant_ref = $1', [grantId]);
    }
  };
}

/** A secret of the provider made once (first process wins) and kept wrapped in sys_oauth_payloads. */
async function keptSecret<T>(db: Db, name: string, make: () => T): Promise<T> {
  await db.query(`INSERT INTO sys_oauth_payloads (model, oid, payload) VALUES ('ProviderSecret', $1, $2) ON CONFLICT (model, oid) DO NOTHING`, [
    name,
    wrapSecret(Buffer.from(JSON.stringify(make()))),
  ]);
  const res = await db.query<{ payload: string }>(`SELECT payload FROM sys_oauth_payloads WHERE model = 'ProviderSecret' AND oid = $1`, [name]);
  return JSON.parse(unwrapSecret(res.rows[0].payload).toString('utf8')) as T;
}

async function configuration(db: Db): Promise<Configuration> {
  const jwk = await keptSecret(db, 'signing-key', () => ({
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  }));
  const cookieKeys = await keptSecret(db, 'cookie-keys', () => [randomBytes(32).toString('base64url')]);
  return {
    adapter: adapterClass(db),
    jwks: { keys: [jwk as never] },
    cookies: { keys: cookieKeys },
    scopes: [...SCOPES],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
    features: {
      clientCredentials: { enabled: true },
      devInteractions: { enabled: false },
      introspection: { enabled: true },
      revocation: { enabled: true },
    },
    ttl: { AccessToken: 3600, ClientCredentials: 3600, AuthorizationCode: 300, Interaction: 900, Session: 3600, Grant: 86400 },
    interactions: { url: (_ctx, interaction) => `${OAUTH_PREFIX}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const res = await db.query<{ userName: string; userFullName: string }>(
        `SELECT user_name AS "userName", user_full_name AS "userFullName" FROM saaf_users WHERE user_id = $1 AND enabled_flag = 'Y'`,
        [Number(sub) || 0],
      );
      const user = res.rows[0];
      if (!user) return undefined;
      return { accountId: sub, claims: async () => ({ sub, name: user.userFullName, preferred_username: user.userName }) };
    },
    renderError(ctx, out) {
      ctx.type = 'application/json';
      ctx.body = out;
    },
  };
}

/** One provider per issuer (the public URL it is reached at). */
export class OAuthProviders {
  private readonly byIssuer = new Map<string, Promise<Provider>>();
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  issuerOf(request: FastifyRequest): string {
    const configured = process.env.SRM_PUBLIC_URL?.replace(/\/$/, '');
    return `${configured ?? `${request.protocol}://${request.host}`}${OAUTH_PREFIX}`;
  }

  get(issuer: string): Promise<Provider> {
    let provider = this.byIssuer.get(issuer);
    if (!provider) {
      // oidc-provider loads with the first OAuth request: half a second that a process serving none never pays.
      provider = Promise.all([import('oidc-provider'), configuration(this.db)]).then(([{ default: Provider }, config]) => {
        const p = new Provider(issuer, config);
        p.proxy = true;
        return p;
      });
      provider.catch(() => this.byIssuer.delete(issuer));
      this.byIssuer.set(issuer, provider);
    }
    return provider;
  }

  /** Any provider: tokens live in the database, so any issuer's models find them. */
  async any(request: FastifyRequest): Promise<Provider> {
    const first = this.byIssuer.values().next().value;
    return first ?? this.get(this.issuerOf(request));
  }
}

/** Hands a request to the provider, as Express would: the mount path stripped from `url`, kept in `originalUrl`. */
function handOver(provider: Provider, raw: IncomingMessage, res: ServerResponse): void {
  const original = raw.url ?? '/';
  (raw as IncomingMessage & { originalUrl?: string }).originalUrl = original;
  raw.url = original.slice(OAUTH_PREFIX.length) || '/';
  provider.callback()(raw, res);
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:360px;margin:60px auto;padding:0 16px}label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;box-sizing:border-box}button{margin-top:16px;padding:8px 16px}.error{color:#b00020}</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginForm(uid: string, client: string, error = ''): string {
  return page(
    'SRM 授权登录 / Sign in to authorise',
    `<p>应用 ${escapeHtml(client)} 请求访问您的账户。 / The app ${escapeHtml(client)} asks to act for you.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${OAUTH_PREFIX}/interaction/${escapeHtml(uid)}/login">
<label for="userName">用户名 / User name</label><input id="userName" name="userName" autocomplete="username" required>
<label for="password">密码 / Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">登录并授权 / Sign in and allow</button></form>`,
  );
}

async function readForm(raw: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw) {
    size += (chunk as Buffer).length;
    if (size > 16_384) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The sign-in of the authorization code flow: the user names themselves with
 * their password (checked as the login does), and the app is granted the scopes
 * it asked for within those registered for it.
 */
async function interaction(providers: OAuthProviders, db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const provider = await providers.get(providers.issuerOf(request));
  const raw = request.raw;
  const res = reply.raw;
  const details = await provider.interactionDetails(raw, res);
  const clientId = String(details.params.client_id ?? '');
  const uid = details.uid;
  if (raw.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(loginForm(uid, clientId));
    return;
  }
  const form = await readForm(raw);
  const userName = form.get('userName') ?? '';
  const found = await db.query<{ userId: number; password: string | null; enabledFlag: string }>(
    `SELECT user_id AS "userId", password, enabled_flag AS "enabledFlag" FROM saaf_users WHERE lower(user_name) = lower($1)`,
    [userName],
  );
  const user = found.rows[0];
  const good = !!user?.password && user.enabledFlag === 'Y' && (await verify(user.password, form.get('password') ?? '').catch(() => false));
  if (!good) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(loginForm(uid, clientId, '用户名或密码错误 / Wrong user name or password'));
    return;
  }
  const accountId = String(user.userId);
  const grant = new provider.Grant({ accountId, clientId });
  const requested = String(details.params.scope ?? 'openid');
  grant.addOIDCScope(requested);
  const grantId = await grant.save();
  await provider.interactionFinished(raw, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

export function mountOAuthProvider(app: FastifyInstance, ctx: AppContext, providers: OAuthProviders): void {
  const hijacked = { access: 'public' as const, unsigned: true };
  const schema = (operationId: string, summary: string) => routeSchema({ operationId, tag: 'OAuth', summary, hide: true });
  // onRequest takes the request before Fastify parses its body: the provider reads form posts itself.
  const toInteraction = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    try {
      await interaction(providers, ctx.db, request, reply);
    } catch (err) {
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        reply.raw.end(page('SRM', `<p class="error" role="alert">${escapeHtml((err as Error).message)}</p>`));
      }
    }
  };
  app.route({
    method: ['GET', 'POST'],
    url: `${OAUTH_PREFIX}/interaction/:uid`,
    config: hijacked,
    schema: schema('oauthInteraction', 'Sign-in page of the authorization code flow'),
    onRequest: toInteraction,
    handler: async () => undefined,
  });
  app.route({
    method: ['POST'],
    url: `${OAUTH_PREFIX}/interaction/:uid/login`,
    config: hijacked,
    schema: schema('oauthInteractionLogin', 'Sign-in of the authorization code flow'),
    onRequest: toInteraction,
    handler: async () => undefined,
  });
  app.route({
    method: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    url: `${OAUTH_PREFIX}/*`,
    config: hijacked,
    schema: schema('oauthProvider', 'The OAuth 2.0 / OpenID Connect provider (discovery, token, authorization, jwks)'),
    onRequest: async (request, reply) => {
      reply.hijack();
      handOver(await providers.get(providers.issuerOf(request)), request.raw, reply.raw);
    },
    handler: async () => undefined,
  });
}

/**
 * The caller of a bearer access token our provider issued to an app: its
 * technical user, with the grants of the responsibilities given to the app.
 * Undefined when the token is unknown, expired, or the app disabled.
 */
export async function appCaller(ctx: AppContext, providers: OAuthProviders, request: FastifyRequest, token: string, lang: Lang): Promise<Caller | undefined> {
  const provider = await providers.any(request);
  const found = (await provider.ClientCredentials.find(token).catch(() => undefined)) ?? (await provider.AccessToken.find(token).catch(() => undefined));
  if (!found || found.isExpired || !found.clientId) return undefined;
  const scopes = splitList(found.scope);
  if (!scopes.includes('api')) return undefined;
  const app = await appByClientId(ctx.db, found.clientId);
  if (app?.enabledFlag !== 'Y' || !app.userId) return undefined;
  const resps = await ctx.db.query<{ respId: number }>(
    `SELECT g.resp_id AS "respId" FROM srm_base_oauth_app_grants g JOIN saaf_responsibilitys r ON r.resp_id = g.resp_id AND r.enabled_flag = 'Y'
      WHERE g.app_id = $1 ORDER BY g.resp_id`,
    [app.appId],
  );
  const grants = new Map<string, Set<string>>();
  for (const { respId } of resps.rows)
    for (const [entity, codes] of await ctx.auth.grantsOf(respId)) grants.set(entity, new Set([...(grants.get(entity) ?? []), ...codes]));
  return {
    userId: app.userId,
    userName: app.userName ?? app.clientId,
    userType: 'INSIDE',
    supplierId: null,
    respId: resps.rows[0]?.respId ?? null,
    isAdmin: false,
    lang,
    grants,
    data: await ctx.auth.dataLimitsOf(app.userId, 'INSIDE'),
  };
}
