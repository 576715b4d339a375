/**
 * The typed client: openapi-fetch over the generated `paths`, with a fetch of
 * its own that authenticates every request one of two ways:
 *
 * - a portal session token (`token`, from the sign-in): each request signed as
 *   the portal signs it (SPEC section 7, @srm/domain/client/signature.ts):
 *   `authorization: <token>`, `x-srm-timestamp: <ms>`, `x-srm-signature`;
 *   with no token at all, the public calls (the sign-in itself) are signed too;
 * - an API app's client credentials (`oauth`): `authorization: Bearer <token>`,
 *   unsigned as the server expects a bearer call; the token is fetched, kept,
 *   renewed before it expires, and renewed once more when the server refuses
 *   it (UNAUTHENTICATED), the call then sent again.
 *
 * `call` answers the success envelope or throws an SrmError (errors.ts);
 * `rows` pages through a `listByPage` by cursor (`after`: the last row's key).
 * `api` is the plain openapi-fetch client for everything else (GET, uploads).
 */
import createClient, { type Client } from 'openapi-fetch';
import { HEADERS, WEB_CERTIFICATE } from '@srm/domain/client/headers.ts';
import { signRequest } from '@srm/domain/client/signature.ts';
import { isErrorEnvelope, SrmError, SrmTransportError } from './errors.ts';
import type { paths } from './generated/openapi.d.ts';
import { type ClientCredentials, TokenSource } from './oauth.ts';

export interface SrmClientOptions {
  /** Where the server is, e.g. http://localhost:3000 (no path). */
  baseUrl: string;
  /** A portal session token: requests are signed with it. */
  token?: string;
  /** An API app's client credentials: requests carry its OAuth access token. */
  oauth?: ClientCredentials;
  /** Language of the messages in answers; CN unless given. */
  language?: 'CN' | 'EN';
  /** The responsibility a session works under (one its user holds). */
  respId?: number;
  /** Another fetch (a proxy agent, a test's counter); the global one unless given. */
  fetch?: typeof fetch;
  /** The clock tokens expire by (ms); Date.now unless given. */
  now?: () => number;
}

type PostPath = { [P in keyof paths]: paths[P] extends { post: object } ? P : never }[keyof paths];
type PostOf<P extends PostPath> = paths[P] extends { post: infer O } ? O : never;
/** The JSON body an operation takes (an empty object when it takes none). */
export type BodyOf<P extends PostPath> =
  PostOf<P> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : PostOf<P> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : Record<string, never> | undefined;
/** The success envelope an operation answers. */
export type AnswerOf<P extends PostPath> = PostOf<P> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : unknown;

/** The paths of the `listByPage` operations, with what they take and the rows they answer. */
export type ListPath = { [P in PostPath]: P extends `${string}/listByPage` ? P : never }[PostPath];
export type RowOf<P extends ListPath> = AnswerOf<P> extends { data: (infer R)[] } ? R : never;
/** A list's filters and sort, without the paging (which `rows` does). */
export type FiltersOf<P extends ListPath> = Omit<NonNullable<BodyOf<P>>, 'pageIndex' | 'pageRows' | 'after' | 'before'>;

export interface SrmClient {
  /** The plain openapi-fetch client over every operation (answers `{ data, error, response }`). */
  readonly api: Client<paths>;
  /** POSTs `body` to `path`: the success envelope, or an SrmError. */
  call<P extends PostPath>(path: P, body?: BodyOf<P>): Promise<AnswerOf<P>>;
  /**
   * Every row of a list, page after page by cursor: `after` is the key (`key`) of the
   * last row read, so rows added or removed meanwhile neither repeat nor skip the rest.
   * `since`: start after this key (a cursor kept from an earlier run).
   */
  rows<P extends ListPath, K extends keyof RowOf<P> & string>(
    path: P,
    options: { key: K; filters?: FiltersOf<P>; pageRows?: number; since?: number },
  ): AsyncGenerator<RowOf<P>, void, undefined>;
  /** The OAuth tokens of `oauth` (undefined with a session token). */
  readonly tokens: TokenSource | undefined;
}

export function createSrmClient(options: SrmClientOptions): SrmClient {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const tokens = options.oauth
    ? new TokenSource(options.oauth, options.oauth.tokenUrl ?? `${baseUrl}/oauth/token`, baseFetch, options.now ?? Date.now)
    : undefined;

  async function authenticated(request: Request): Promise<Request> {
    const headers = new Headers(request.headers);
    headers.set(HEADERS.language, options.language ?? 'CN');
    if (options.respId) headers.set(HEADERS.respId, String(options.respId));
    if (tokens) {
      headers.set(HEADERS.authorization, `Bearer ${await tokens.get()}`);
    } else {
      const token = options.token ?? '';
      const timestamp = String(Date.now());
      headers.set(HEADERS.timestamp, timestamp);
      headers.set(HEADERS.signature, await signRequest(timestamp, token));
      headers.set(HEADERS.certificate, WEB_CERTIFICATE);
      if (token) headers.set(HEADERS.authorization, token);
    }
    return new Request(request, { headers });
  }

  // openapi-fetch hands a Request whose body a send consumes: a clone is kept for the one retry.
  const send: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const spare = tokens ? request.clone() : undefined;
    const res = await baseFetch(await authenticated(request));
    if (!spare || res.status !== 401) return res;
    const body = await res
      .clone()
      .json()
      .catch(() => undefined);
    if (!isErrorEnvelope(body) || body.code !== 'UNAUTHENTICATED') return res;
    // Refused though it had not expired by our clock: revoked, or the server's store was reset.
    tokens!.invalidate();
    return baseFetch(await authenticated(spare));
  };

  const api = createClient<paths>({ baseUrl, fetch: send });

  async function call<P extends PostPath>(path: P, body?: BodyOf<P>): Promise<AnswerOf<P>> {
    const res = await send(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new SrmTransportError(res.status, text);
    }
    if (isErrorEnvelope(parsed)) throw new SrmError(parsed, res.status, res.headers.get('x-request-id') ?? undefined);
    if (!res.ok || (parsed as { status?: unknown }).status !== 'S') throw new SrmTransportError(res.status, text);
    return parsed as AnswerOf<P>;
  }

  async function* rows<P extends ListPath, K extends keyof RowOf<P> & string>(
    path: P,
    { key, filters, pageRows = 100, since }: { key: K; filters?: FiltersOf<P>; pageRows?: number; since?: number },
  ): AsyncGenerator<RowOf<P>, void, undefined> {
    let after = since;
    for (;;) {
      const body = { ...filters, pageIndex: 1, pageRows, ...(after !== undefined ? { after } : {}) } as BodyOf<P>;
      const page = (await call(path, body)) as { data: RowOf<P>[]; hasNext?: boolean };
      for (const row of page.data) yield row;
      const last = page.data.at(-1);
      if (!page.hasNext || last === undefined || last === null) return;
      const next = Number(last[key]);
      if (!Number.isSafeInteger(next)) throw new Error(`the rows of ${path} carry no key ${key}`);
      after = next;
    }
  }

  return { api, call, rows, tokens };
}
