/**
 * Who may call what. Every route declares `config.access`; a route that does not
 * makes the server refuse to start. Every /api call is signed (SPEC section 7):
 * the timestamp must be inside the window and the signature must match it and
 * the token. Signed-in calls carry the caller: user, supplier, responsibility
 * and the grants of that responsibility.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '@srm/domain/client/headers.ts';
import { SIGNATURE_WINDOW_MS } from '@srm/domain/client/signature.ts';
import { signatureMatches } from '../auth/request-signature.ts';
import { AppError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import { touchSession, type SessionUser } from '../auth/sessions.ts';
import type { AppContext } from '../app-context.ts';
import { liveSession, purposeOf, redeemTicket, TICKET_PARAM } from '../tickets/tickets.ts';

/** public: anyone; authenticated: any signed-in user; admin: administrators; entity: the generic router checks per entity. */
export type Access = 'public' | 'authenticated' | 'admin' | 'entity';
const ACCESS: ReadonlySet<string> = new Set(['public', 'authenticated', 'admin', 'entity']);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Skip the timestamp signature (static files, callbacks of other systems); a link with a ticket needs none either. */
    unsigned?: boolean;
    /** The route checks a credential of its own (the metrics scrape token): the guard reads no token, session or signature. */
    ownCredentials?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
    session: SessionUser | null;
    token: string;
  }
}

function header(request: FastifyRequest, name: string): string {
  const v = request.headers[name];
  return typeof v === 'string' ? v : '';
}

/**
 * The one-use ticket a GET link or WebSocket carries instead of the session
 * (tickets/tickets.ts): a browser cannot set headers there, and a token in the
 * query would be kept by logs, history and proxies, so none is read from it.
 */
function ticketOf(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.headers[HEADERS.authorization]) return undefined;
  const value = ((request.query ?? {}) as Record<string, unknown>)[TICKET_PARAM];
  return typeof value === 'string' ? value : undefined;
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  return request.caller;
}

/** The portal sign-in a call came with, for the routes that act on it (sign out, switch responsibility, the session list); an OAuth app's token has none. */
export function sessionOf(request: FastifyRequest): SessionUser {
  callerOf(request);
  if (!request.session) throw new AppError('SESSION_ONLY');
  return request.session;
}

/**
 * Who a `Bearer` token of an OAuth app (sso/oauth-caller.ts) acts as: the app's
 * technical user, or the user who authorized the app within both their grants;
 * undefined when the token is not one. Set by the SSO feature; such calls carry no signature.
 */
export type BearerResolver = (request: FastifyRequest, token: string) => Promise<Caller | undefined>;
const bearerResolvers = new WeakMap<AppContext, BearerResolver>();
export function setBearerResolver(ctx: AppContext, resolve: BearerResolver): void {
  bearerResolvers.set(ctx, resolve);
}

export function registerGuard(app: FastifyInstance, ctx: AppContext): void {
  const { db, config, auth } = ctx;
  app.decorateRequest('caller', null);
  app.decorateRequest('session', null);
  app.decorateRequest('token', '');

  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: string } | undefined)?.access;
    if (!access || !ACCESS.has(access)) {
      throw new Error(`Route ${route.method} ${route.url} declares no access (public, authenticated, admin or entity)`);
    }
  });

  app.addHook('preHandler', async (request) => {
    const config_ = request.routeOptions.config;
    const access = config_.access!;
    if (config_.ownCredentials) return;
    const token = header(request, HEADERS.authorization).replace(/^Bearer\s+/i, '');
    request.token = token;
    const bearer = bearerResolvers.get(ctx);
    if (bearer && token && /^Bearer\s/i.test(header(request, HEADERS.authorization)) && !header(request, HEADERS.timestamp)) {
      const app = await bearer(request, token);
      if (!app) throw new AppError('UNAUTHENTICATED');
      request.caller = app;
      if (access === 'admin') throw new AppError('FORBIDDEN');
      return;
    }
    const ticket = ticketOf(request);
    let session: SessionUser | undefined;
    let respId: number | null | undefined;
    if (ticket !== undefined) {
      // The ticket was issued by a signed call of the session; the link itself is not signed.
      const redeemed = await redeemTicket(db, ticket, purposeOf(request.url.split('?')[0], request.query as Record<string, unknown>));
      if (!redeemed) throw new AppError('TICKET_INVALID');
      session = await liveSession(db, redeemed.sessionId);
      if (!session) throw new AppError('UNAUTHENTICATED');
      respId = redeemed.respId;
    } else {
      if (!config_.unsigned) {
        const ts = header(request, HEADERS.timestamp);
        const sig = header(request, HEADERS.signature);
        if (!/^\d{10,16}$/.test(ts) || Math.abs(Date.now() - Number(ts)) > SIGNATURE_WINDOW_MS) throw new AppError('BAD_SIGNATURE');
        if (!signatureMatches(sig, ts, token)) throw new AppError('BAD_SIGNATURE');
      }
      if (access === 'public' && !token) return;
      session = token ? await auth.session(token) : undefined;
      if (!session) {
        if (access === 'public') return;
        throw new AppError('UNAUTHENTICATED');
      }
    }
    // Slide the expiry at most once a minute: most calls then cost no write.
    const ttlMs = config.sessionTtlHours * 3_600_000;
    if (new Date(session.expiresAt).getTime() - Date.now() < ttlMs - 60_000) {
      await touchSession(db, session.sessionId, config.sessionTtlHours);
      auth.forgetSession(session.sessionId);
    }
    const requested = header(request, HEADERS.respId);
    if (respId === undefined) respId = session.sessionRespId;
    if (requested) {
      if (!/^\d+$/.test(requested)) throw new AppError('RESP_NOT_ASSIGNED');
      if (!(await auth.holds(session.userId, Number(requested)))) throw new AppError('RESP_NOT_ASSIGNED');
      respId = Number(requested);
    }
    request.session = session;
    request.caller = {
      userId: session.userId,
      userName: session.userName,
      userType: session.userType,
      supplierId: session.supplierId,
      respId,
      isAdmin: session.adminFlag === 'Y',
      lang: request.lang,
      grants: respId ? await auth.grantsOf(respId) : new Map(),
      data: await auth.dataLimitsOf(session.userId, session.userType),
    };
    if (access === 'admin' && !request.caller.isAdmin) throw new AppError('FORBIDDEN');
  });
}
