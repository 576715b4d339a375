/**
 * The part of oidc-provider (9.x, which ships no types and has no @types
 * package for this major) that sso/oauth-*.ts use.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface KoaContextLike {
    type: string;
    body: unknown;
  }

  export interface Configuration {
    adapter?: new (name: string) => Adapter;
    clients?: Record<string, unknown>[];
    jwks?: { keys: unknown[] };
    cookies?: { keys: string[] };
    scopes?: string[];
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean; allowedPolicy?(ctx: unknown, client: { clientId: string }, token: { clientId?: string }): Promise<boolean> }>;
    clientBasedCORS?(ctx: unknown, origin: string, client: unknown): boolean;
    pkce?: { required?(ctx: unknown, client: unknown): boolean };
    ttl?: Record<string, number>;
    interactions?: { url(ctx: unknown, interaction: { uid: string }): string };
    findAccount?(ctx: unknown, sub: string): Promise<Account | undefined>;
    renderError?(ctx: KoaContextLike, out: Record<string, unknown>, error: Error): void | Promise<void>;
  }

  export interface TokenLike {
    clientId?: string;
    accountId?: string;
    scope?: string;
    isExpired: boolean;
  }

  interface TokenModel {
    find(token: string): Promise<TokenLike | undefined>;
  }

  export interface GrantLike {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface InteractionDetails {
    uid: string;
    params: Record<string, unknown>;
    prompt: { name: string; reasons?: string[]; details?: Record<string, unknown> };
    /** The provider's sign-in session, once the user has signed in. */
    session?: { accountId: string };
    /** The grant this client already holds, when consent adds to it. */
    grantId?: string;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: (new (init: { accountId: string; clientId: string }) => GrantLike) & { find(id: string): Promise<GrantLike | undefined> };
    ClientCredentials: TokenModel;
    AccessToken: TokenModel;
  }
}
