/**
 * The listening socket from the first second of a start: while the database opens, migrates and the app is built,
 * a request is answered at once (never "connection refused", never left hanging): /healthz 200, /readyz 503 with
 * the checks so far, an API call 503 `SERVER_STARTING` with Retry-After in the envelope, a page a short bilingual
 * page that reloads itself. Once the app is ready every request and WebSocket upgrade goes to it.
 * Imports nothing heavy: it is up before the server's modules are loaded.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { envelopeStatus } from '@srm/domain/errors.ts';
import { format, langFromCode, type Lang, type MessageKey } from '@srm/domain/i18n/messages.ts';
import { HEADERS } from '@srm/domain/client/headers.ts';
import { type Readiness, readinessBody } from './readiness-body.ts';

export type StartupStep = 'database' | 'migrations' | 'app' | 'referenceData' | 'demo';

/** Seconds a client is told to wait before asking again. */
export const RETRY_AFTER_SECONDS = 2;

export interface AttachedApp {
  server: Server;
}

export class StartupGate {
  private step: StartupStep = 'database';
  private readonly done = new Set<StartupStep>();
  private app: AttachedApp | undefined;
  private readonly began = new Map<StartupStep | 'ready', number>([['database', performance.now()]]);

  /** The step now under way; those before it are done. */
  begin(step: StartupStep): void {
    if (this.step !== step) this.done.add(this.step);
    this.step = step;
    this.began.set(step, performance.now());
  }

  /** From now on the app answers everything. */
  attach(app: AttachedApp): void {
    this.app = app;
    this.began.set('ready', performance.now());
  }

  /** Seconds each step took, for the start's log line: where a slow start went. */
  timings(): string {
    const marks = [...this.began.entries()];
    return marks
      .slice(0, -1)
      .map(([step, at], i) => `${step} ${((marks[i + 1][1] - at) / 1000).toFixed(1)} s`)
      .join(', ');
  }

  readonly request = (req: IncomingMessage, res: ServerResponse): void => {
    if (this.app) {
      this.app.server.emit('request', req, res);
      return;
    }
    const path = (req.url ?? '/').split('?')[0];
    res.setHeader('cache-control', 'no-store');
    if (path === '/healthz') json(res, 200, { status: 'alive' });
    else if (path === '/readyz') json(res, 503, readinessBody(this.readiness()));
    else {
      res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      const lang = requestLang(req);
      const message = format('error.serverStarting', lang, { step: format(`startup.${this.step}` as MessageKey, lang) });
      if (path.startsWith('/api/') || !(req.headers.accept ?? '').includes('text/html'))
        json(res, 503, { status: envelopeStatus('SERVER_STARTING'), code: 'SERVER_STARTING', msg: message, data: null });
      else {
        res.writeHead(503, { 'content-type': 'text/html; charset=utf-8' });
        res.end(startingPage(lang, message));
      }
    }
  };

  readonly upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (this.app) {
      this.app.server.emit('upgrade', req, socket, head);
      return;
    }
    // The portal's sockets reconnect by themselves; told to come back, not refused.
    socket.end(`HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${RETRY_AFTER_SECONDS}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  private readiness(): Readiness {
    const check = (step: StartupStep) => (this.done.has(step) ? { ok: true } : { ok: false, state: step === this.step ? 'starting' : 'waiting' });
    return {
      database: check('database'),
      migrations: check('migrations'),
      referenceData: check('referenceData'),
      demo: check('demo'),
      jobWorker: { ok: false, state: 'waiting' },
    };
  }
}

function requestLang(req: IncomingMessage): Lang {
  const header = req.headers[HEADERS.language];
  if (typeof header === 'string' && header) return langFromCode(header);
  return (req.headers['accept-language'] ?? '').toLowerCase().startsWith('en') ? 'en' : 'zh';
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function startingPage(lang: Lang, message: string): string {
  const title = format('startup.title', lang);
  return `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>${title}</title></head><body style="font-family:sans-serif;margin:4rem auto;max-width:32rem;text-align:center"><h1>${title}</h1><p>${message}</p></body></html>`;
}
