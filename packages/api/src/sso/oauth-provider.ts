/**
 * The platform as an OAuth 2.0 / OpenID Connect provider for integrators
 * (oidc-provider, mounted under /oauth). Clients are the apps of
 * baseOauthAppList (oauth-apps.ts); what the provider keeps lives in
 * sys_oauth_payloads (oauth-adapter.ts), so every process answers the same.
 *
 * One provider per process, its issuer the configured public address
 * (`PUBLIC_URL`): a request's Host never names the issuer, nor makes another
 * provider. The authorization code flow requires PKCE (S256) and goes through
 * the sign-in and consent pages of oauth-interaction.ts; introspection answers
 * a client only about its own tokens. Every answer carries the security
 * headers of the rest of the server, pages the provider writes itself too.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration, default as Provider } from 'oidc-provider';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { table } from '../db/tables.ts';
import type { AppContext } from '../app-context.ts';
import { routeSchema } from '../openapi/route-schema.ts';
import { setRawSecurityHeaders } from '../plugins/security-headers.ts';
import { SIGN_IN_RATE_LIMIT } from '../auth/sign-in-policy.ts';
import { adapterClass, keptSecret } from './oauth-adapter.ts';
import { SCOPES } from './oauth-apps.ts';
import { interaction, type InteractionStep } from './oauth-interaction.ts';
import { escapeHtml, page } from './oauth-pages.ts';
import { OAUTH_PREFIX } from './oauth-paths.ts';

const USER = table('saaf_users');

async function configuration(db: Db, ownOrigin: string): Promise<Configuration> {
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
      // A client learns about its own tokens only: another's introspects as inactive.
      introspection: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      revocation: { enabled: true },
    },
    // A browser may ask the token endpoint only from the pages of this server: the reference at /api/docs,
    // whose Authorize asks a token with client credentials (every client authenticates with its secret).
    clientBasedCORS: (_ctx, origin) => origin === ownOrigin,
    // Every authorization code flow proves its code with S256, confidential clients too (a stolen code alone is worth nothing).
    pkce: { required: () => true },
    ttl: { AccessToken: 3600, ClientCredentials: 3600, AuthorizationCode: 300, Interaction: 900, Session: 3600, Grant: 86400 },
    interactions: { url: (_ctx, interaction) => `${OAUTH_PREFIX}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const res = await db.query<{ userName: string; userFullName: string }>(
        `SELECT ${USER.$fields('user_name', 'user_full_name')} FROM ${USER} WHERE ${USER.user_id} = $1 AND ${USER.enabled_flag} = 'Y'`,
        [Number(sub) || 0],
      );
      const user = res.rows[0];
      if (!user) return undefined;
      return { accountId: sub, claims: async () => ({ sub, name: user.userFullName, preferred_username: user.userName }) };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        'SRM 授权 / Authorisation',
        `<p class="error" role="alert" data-code="${escapeHtml(String(out.error ?? ''))}">${escapeHtml(String(out.error_description ?? out.error ?? ''))}</p>`,
      );
    },
  };
}

/** The process's one provider, made on the first OAuth request: half a second of loading that a process serving none never pays. */
export class OAuthProvider {
  private provider: Promise<Provider> | undefined;
  private readonly db: Db;
  readonly issuer: string;
  constructor(db: Db, publicUrl: string) {
    this.db = db;
    this.issuer = `${publicUrl}${OAUTH_PREFIX}`;
  }

  get(): Promise<Provider> {
    if (!this.provider) {
      const made = Promise.all([import('oidc-provider'), configuration(this.db, new URL(this.issuer).origin)]).then(([{ default: Provider }, config]) => {
        const p = new Provider(this.issuer, config);
        p.proxy = true;
        return p;
      });
      made.catch(() => {
        if (this.provider === made) this.provider = undefined;
      });
      this.provider = made;
    }
    return this.provider;
  }
}

/**
 * Hands a request to the provider, as Express would: the mount path stripped
 * from `url`, kept in `originalUrl`. The URLs it writes (endpoints, redirects)
 * are built from the configured public address, never from the Host claimed.
 */
function handOver(provider: Provider, publicUrl: URL, raw: IncomingMessage, res: ServerResponse): void {
  const original = raw.url ?? '/';
  (raw as IncomingMessage & { originalUrl?: string }).originalUrl = original;
  raw.url = original.slice(OAUTH_PREFIX.length) || '/';
  raw.headers['x-forwarded-host'] = publicUrl.host;
  raw.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
  provider.callback()(raw, res);
}

export function mountOAuthProvider(app: FastifyInstance, ctx: AppContext, oauth: OAuthProvider): void {
  const hijacked = { access: 'public' as const, unsigned: true };
  const publicUrl = new URL(ctx.config.publicUrl);
  const schema = (operationId: string, summary: string) => routeSchema({ operationId, tag: 'OAuth', summary, hide: true });
  // preParsing runs after the rate limit (an onRequest hook) and before Fastify reads the body: the pages read their form posts themselves.
  const step = (which: InteractionStep) => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    setRawSecurityHeaders(request, reply.raw, ctx.config);
    try {
      await interaction(ctx, await oauth.get(), request, reply.raw, which);
    } catch (err) {
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        reply.raw.end(page('SRM', `<p class="error" role="alert">${escapeHtml((err as Error).message)}</p>`));
      }
    }
  };
  const signInPage = { ...hijacked, ...SIGN_IN_RATE_LIMIT };
  app.route({
    method: ['GET'],
    url: `${OAUTH_PREFIX}/interaction/:uid`,
    config: signInPage,
    schema: schema('oauthInteraction', 'Sign-in or consent page of the authorization code flow'),
    preParsing: step('show'),
    handler: async () => undefined,
  });
  app.route({
    method: ['POST'],
    url: `${OAUTH_PREFIX}/interaction/:uid/login`,
    config: signInPage,
    schema: schema('oauthInteractionLogin', 'Sign-in of the authorization code flow'),
    preParsing: step('login'),
    handler: async () => undefined,
  });
  app.route({
    method: ['POST'],
    url: `${OAUTH_PREFIX}/interaction/:uid/confirm`,
    config: signInPage,
    schema: schema('oauthInteractionConfirm', 'Consent (allow or deny) of the authorization code flow'),
    preParsing: step('confirm'),
    handler: async () => undefined,
  });
  app.route({
    method: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    url: `${OAUTH_PREFIX}/*`,
    config: hijacked,
    schema: schema('oauthProvider', 'The OAuth 2.0 / OpenID Connect provider (discovery, token, authorization, jwks)'),
    onRequest: async (request, reply) => {
      reply.hijack();
      setRawSecurityHeaders(request, reply.raw, ctx.config);
      handOver(await oauth.get(), publicUrl, request.raw, reply.raw);
    },
    handler: async () => undefined,
  });
}
