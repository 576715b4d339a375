/**
 * A real OpenID Connect provider in process on a random loopback port (the
 * external IdP of single sign-on tests), its interaction signing in whichever
 * account the test names; and a small cookie jar for driving redirects with fetch.
 */
import { createServer, type Server } from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdp {
  issuer: string;
  /**
   * The account the next sign-in at the IdP is (its `sub`, and by default its
   * `preferred_username` and an unverified e-mail `<sub>@idp.test`); `claims`
   * say otherwise (another name, an e-mail the IdP verified).
   */
  signInAs(account: string, claims?: { preferred_username?: string; email?: string; email_verified?: boolean }): void;
  close(): Promise<void>;
}

export async function startIdp(client: { clientId: string; clientSecret: string; redirectUri: string }): Promise<TestIdp> {
  let account = 'nobody';
  const profiles = new Map<string, Record<string, unknown>>();
  let provider: Provider | undefined;
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (!provider) return res.end();
      if (req.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId: account, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { login: { accountId: account }, consent: { grantId } }, { mergeWithLastSubmission: false });
        return;
      }
      provider.callback()(req, res);
    })().catch((err) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const jwk = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' };
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-idp-cookie-key'] },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async () => ({ sub, preferred_username: sub, name: `IdP ${sub}`, email: `${sub}@idp.test`, email_verified: false, ...profiles.get(sub) }),
      };
    },
  });
  return {
    issuer,
    signInAs: (name, claims) => {
      account = name;
      if (claims) profiles.set(name, claims);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Cookies by name, kept from Set-Cookie answers (one jar per site is enough for loopback tests). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Follows redirects by hand, keeping cookies, until `stop` says the URL is ours; answers that URL. */
export async function follow(start: string, jar: CookieJar, stop: (url: URL) => boolean, max = 10): Promise<{ url: URL; res: Response }> {
  let url = new URL(start);
  for (let i = 0; i < max; i++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.keep(res);
    const location = res.headers.get('location');
    if (!location) return { url, res };
    url = new URL(location, url);
    if (stop(url)) return { url, res };
  }
  throw new Error(`too many redirects at ${url}`);
}
