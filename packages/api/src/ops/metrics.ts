/**
 * What an operator's Prometheus scrapes at `/metrics`: requests by route
 * template and status, the database pool and statement times, the job queue,
 * WebSocket connections and hall offers, cache hits, and the process's own
 * (memory, event-loop delay, GC: prom-client's default metrics). Every figure
 * is this process's: with N processes, sum the counters and take the max of
 * the job queue, which each process reads from the one shared table.
 *
 * The route is off unless METRICS_TOKEN is set (404, as if it did not exist),
 * and then answers only a scraper sending `Authorization: Bearer <token>`:
 * route names, queue depth and connection counts tell an outsider too much.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../app-context.ts';
import type { QueryObserver } from '../db/timed-db.ts';
import { AppError } from '../engine/app-error.ts';
import { events } from '../engine/events.ts';

export const METRICS_PATH = '/metrics';
/** The label of requests no route answered (a 404 of the not-found handler), so a scan of random URLs cannot grow the series. */
export const UNMATCHED_ROUTE = 'unmatched';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's own figures, registered once per process: a test file that
 * builds two apps would otherwise start two event-loop monitors.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'srm_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly requestSeconds = new Histogram({
    name: 'srm_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly querySeconds = new Histogram({
    name: 'srm_db_query_duration_seconds',
    help: 'Time of a database statement (query), script (exec) or whole transaction, by outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly jobFailures = new Counter({
    name: 'srm_job_failures_total',
    help: 'Job attempts that failed, by job type; final="true" when no attempt is left (the job is FAILED)',
    labelNames: ['type', 'final'] as const,
    registers: [this.registry],
  });
  private readonly hallOffers = new Counter({
    name: 'srm_hall_offers_total',
    help: 'Offers accepted in the bidding hall by this process',
    registers: [this.registry],
  });
  /** Open WebSocket connections by path (`/srm-ws` the to-do hub, `/ws/netty` the hall). */
  private readonly sockets = new Map<string, number>();

  /** The timer timedDb (db/timed-db.ts) reports each statement to. */
  readonly observeQuery: QueryObserver = (kind, seconds, failed) => {
    this.querySeconds.observe({ kind, outcome: failed ? 'error' : 'ok' }, seconds);
  };

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, seconds);
  }

  /** A job attempt failed (jobs/worker.ts); `final` when it will not be retried. */
  jobFailed(type: string, final: boolean): void {
    this.jobFailures.inc({ type, final: String(final) });
  }

  socketOpened(path: string): void {
    this.sockets.set(path, (this.sockets.get(path) ?? 0) + 1);
  }

  socketClosed(path: string): void {
    this.sockets.set(path, Math.max(0, (this.sockets.get(path) ?? 0) - 1));
  }

  /** The gauges read when scraped: pool, queue, sockets, caches. */
  watch(ctx: AppContext): () => void {
    const { registry, sockets } = this;
    new Gauge({
      name: 'srm_db_pool_connections',
      help: "Connections of this process's database pool: max (its size), total (open), idle, waiting (callers queued for one)",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.reset();
        const stats = ctx.db.poolStats?.();
        if (!stats) return;
        for (const state of ['max', 'total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
      },
    });
    new Gauge({
      name: 'srm_jobs',
      help: 'Jobs in the shared queue (every process reads the same table): due (PENDING, run time reached), later (PENDING, waiting for a retry or their time), running',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const res = await ctx.db.query<{ due: number; later: number; running: number }>(
            `SELECT count(*) FILTER (WHERE job_status = 'PENDING' AND run_at <= now())::int AS due,
                    count(*) FILTER (WHERE job_status = 'PENDING' AND run_at > now())::int AS later,
                    count(*) FILTER (WHERE job_status = 'RUNNING')::int AS running
               FROM sys_jobs WHERE job_status IN ('PENDING', 'RUNNING')`,
          );
          const row = res.rows[0];
          for (const state of ['due', 'later', 'running'] as const) this.set({ state }, Number(row[state]));
        } catch {
          // A database that is down leaves the gauge empty; the scrape still answers the rest.
        }
      },
    });
    new Gauge({
      name: 'srm_websocket_connections',
      help: 'Open WebSocket connections of this process, by path (/srm-ws: to-dos and notifications; /ws/netty: the bidding hall)',
      labelNames: ['path'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [path, n] of sockets) this.set({ path }, n);
      },
    });
    const caches = () => [...ctx.auth.cacheStats(), ...ctx.ops.cacheStats()];
    // The caches keep their own running counts (engine/cache-stats.ts): each scrape copies them.
    new Counter({
      name: 'srm_cache_hits_total',
      help: 'Lookups an in-process cache answered, by cache',
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const c of caches()) this.inc({ cache: c.code }, c.hits);
      },
    });
    new Counter({
      name: 'srm_cache_misses_total',
      help: 'Lookups an in-process cache had to build from the database, by cache',
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const c of caches()) this.inc({ cache: c.code }, c.misses);
      },
    });
    new Gauge({
      name: 'srm_cache_entries',
      help: 'Entries an in-process cache holds now, by cache',
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const c of caches()) this.set({ cache: c.code }, c.entries);
      },
    });
    return events.onEvent('record', ({ entity, operation }) => {
      if (entity === 'ponCompete' && operation === 'offer') this.hallOffers.inc();
    });
  }

  async text(): Promise<string> {
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}`;
  }
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const sent = Buffer.from(typeof header === 'string' ? header.replace(/^Bearer\s+/i, '') : '');
  const wanted = Buffer.from(token);
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}

/** Times every request by its route template, counts WebSocket connections, and answers `/metrics`. */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const { metrics } = ctx;
  const unwatch = metrics.watch(ctx);
  app.addHook('onClose', async () => unwatch());

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
  });

  // Both sockets (the hub's and the hall's) are upgraded by @fastify/websocket's one server, registered by the first of them.
  app.addHook('onReady', async () => {
    if (!app.hasDecorator('websocketServer')) return;
    app.websocketServer.on('connection', (socket: { once(event: 'close', fn: () => void): void }, raw: { url?: string }) => {
      const path = (raw.url ?? '').split('?')[0];
      metrics.socketOpened(path);
      socket.once('close', () => metrics.socketClosed(path));
    });
  });

  app.get(METRICS_PATH, { config: { access: 'public', unsigned: true, ownCredentials: true } }, async (request, reply) => {
    const token = ctx.config.metricsToken;
    if (!token) throw new AppError('ROUTE_NOT_FOUND', { url: METRICS_PATH });
    if (!bearerMatches(request, token)) throw new AppError('UNAUTHENTICATED');
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });
}
