/**
 * Who may call what. Every route declares `config.access`; a route that does not
 * makes the server refuse to start. Every /api call is signed (SPEC section 7):
 * the timestamp must be inside the window and the signature must match it and
 * the token. Signed-in calls carry the caller: user, supplier, responsibility
 * and the grants of that responsibility.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '@srm/domain/client/headers.ts';
import { SIGNATURE_WINDOW_MS, signRequest } from '@srm/domain/client/signature.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import { loadGrants } from '../engine/permissions.ts';
import { findSession, touchSession, type SessionUser } from '../auth/sessions.ts';
import type { Config } from '../config.ts';

/** public: anyone; authenticated: any signed-in user; admin: administrators; entity: the generic router checks per entity. */
export type Access = 'public' | 'authenticated' | 'admin' | 'entity';
const ACCESS: ReadonlySet<string> = new Set(['public', 'authenticated', 'admin', 'entity']);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Skip the timestamp signature (static files, and downloads opened by a link, which sign in the query). */
    unsigned?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
    session: SessionUser | null;
    token: string;
  }
}

function header(request: FastifyRequest, name: string): string {
  const v = request.headers[name];
  if (typeof v === 'string') return v;
  // A link (download, PDF view) cannot set headers: it signs in the query instead.
  const q = (request.query ?? {}) as Record<string, unknown>;
  const alias: Record<string, string> = { [HEADERS.authorization]: 'token', [HEADERS.timestamp]: 'ts', [HEADERS.signature]: 'sig', [HEADERS.respId]: 'respId' };
  const fromQuery = q[alias[name] ?? name];
  return typeof fromQuery === 'string' ? fromQuery : '';
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  return request.caller;
}

export function registerGuard(app: FastifyInstance, db: Db, config: Config): void {
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
    const token = header(request, HEADERS.authorization).replace(/^Bearer\s+/i, '');
    request.token = token;
    if (!config_.unsigned) {
      const ts = header(request, HEADERS.timestamp);
      const sig = header(request, HEADERS.signature);
      if (!/^\d{10,16}$/.test(ts) || Math.abs(Date.now() - Number(ts)) > SIGNATURE_WINDOW_MS) throw new AppError('BAD_SIGNATURE');
      if (sig !== (await signRequest(ts, token))) throw new AppError('BAD_SIGNATURE');
    }
    if (access === 'public' && !token) return;
    const session = token ? await findSession(db, token) : undefined;
    if (!session) {
      if (access === 'public') return;
      throw new AppError('UNAUTHENTICATED');
    }
    // Slide the expiry at most once a minute: most calls then cost no write.
    const ttlMs = config.sessionTtlHours * 3_600_000;
    if (new Date(session.expiresAt).getTime() - Date.now() < ttlMs - 60_000) await touchSession(db, session.sessionId, config.sessionTtlHours);
    const requested = header(request, HEADERS.respId);
    let respId = session.sessionRespId;
    if (requested) {
      if (!/^\d+$/.test(requested)) throw new AppError('RESP_NOT_ASSIGNED');
      const held = await db.query(
        `SELECT 1 FROM saaf_user_resp ur JOIN saaf_responsibilitys r ON r.resp_id = ur.resp_id AND r.enabled_flag = 'Y'
          WHERE ur.user_id = $1 AND ur.resp_id = $2 AND (ur.start_date IS NULL OR ur.start_date <= current_date) AND (ur.end_date IS NULL OR ur.end_date >= current_date)`,
        [session.userId, Number(requested)],
      );
      if (!held.rows.length) throw new AppError('RESP_NOT_ASSIGNED');
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
      grants: respId ? await loadGrants(db, respId) : new Map(),
    };
    if (access === 'admin' && !request.caller.isAdmin) throw new AppError('FORBIDDEN');
  });
}
