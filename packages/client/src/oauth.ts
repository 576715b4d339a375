/**
 * An access token of an API app by the OAuth 2.0 client credentials grant
 * (the platform's provider at /oauth/token, packages/api/src/sso/oauth-provider.ts;
 * the app is registered by an administrator: baseOauthAppList). The token is
 * kept until shortly before it expires (`expires_in`), then asked for again;
 * `invalidate` forgets it at once (the server refused it: revoked, or its
 * secret was reset).
 */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** Scopes to ask for; `api` (what calls the REST API needs) unless given. */
  scope?: string;
  /** The token endpoint; `<baseUrl>/oauth/token` unless given. */
  tokenUrl?: string;
}

/** A token this close to its expiry is renewed before it is sent. */
const EARLY_MS = 30_000;

export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  readonly httpStatus: number;
  /** The OAuth error code (invalid_client, invalid_scope ...). */
  readonly error: string;
  constructor(httpStatus: number, error: string, description?: string) {
    super(`token endpoint answered ${httpStatus} ${error}${description ? `: ${description}` : ''}`);
    this.httpStatus = httpStatus;
    this.error = error;
  }
}

export class TokenSource {
  private token: { value: string; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;
  /** How many tokens were fetched (a test's, or a log's, figure). */
  fetched = 0;

  private readonly credentials: ClientCredentials;
  private readonly tokenUrl: string;
  private readonly doFetch: typeof fetch;
  private readonly now: () => number;

  constructor(credentials: ClientCredentials, tokenUrl: string, doFetch: typeof fetch, now: () => number) {
    this.credentials = credentials;
    this.tokenUrl = tokenUrl;
    this.doFetch = doFetch;
    this.now = now;
  }

  /** A token valid for a while yet: the kept one, or a new one (callers at the same moment share one request). */
  async get(): Promise<string> {
    if (this.token && this.token.expiresAt - EARLY_MS > this.now()) return this.token.value;
    this.pending ??= this.fetch().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  invalidate(): void {
    this.token = undefined;
  }

  private async fetch(): Promise<string> {
    const { clientId, clientSecret, scope = 'api' } = this.credentials;
    const basic = btoa(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`);
    const asked = this.now();
    const res = await this.doFetch(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}`, accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope }).toString(),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: reported below with the status.
    }
    if (!res.ok || typeof body.access_token !== 'string') {
      throw new OAuthError(
        res.status,
        String(body.error ?? 'no_token'),
        typeof body.error_description === 'string' ? body.error_description : text.slice(0, 200),
      );
    }
    this.fetched++;
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.token = { value: body.access_token, expiresAt: asked + seconds * 1000 };
    return body.access_token;
  }
}
