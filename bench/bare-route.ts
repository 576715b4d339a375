/**
 * The floor an API call is measured against, in the same run: a bare Fastify
 * (no plugins, hooks, auth or logging) on its own port in the bench's process,
 * whose one route runs the page's SQL on the same pool and answers the page in
 * the same envelope, or answers fixed bytes without touching the database
 * (what HTTP alone costs here). Throughput over it holds across machines and
 * loads where req/s does not.
 */
import Fastify from 'fastify';
import type { Db } from '../packages/api/src/db/db.ts';

export interface BareRoute {
  port: number;
  path: string;
  close(): Promise<void>;
}

/** `sql` answers the page plus one row (the next page's sign), as the engine's page SQL does. */
export async function bareRoute(db: Db, page: { sql: string; params: unknown[]; rows: number } | { bytes: string }): Promise<BareRoute> {
  const app = Fastify({ logger: false });
  const path = '/bare';
  if ('bytes' in page) {
    const bytes = page.bytes;
    app.post(path, async (_request, reply) => reply.type('application/json').send(bytes));
  } else {
    app.post(path, async () => {
      const res = await db.query(page.sql, page.params);
      return { status: 'S', msg: '', data: res.rows.slice(0, page.rows), countPending: true, hasNext: res.rows.length > page.rows, hasPrevious: false };
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as { port: number }).port, path, close: () => app.close() };
}

/** Completed statements per second of `concurrency` callers running `sql` back to back on `db` for `ms`. */
export async function rawThroughput(db: Db, sql: string, params: unknown[], concurrency: number, ms: number): Promise<number> {
  const started = performance.now();
  const deadline = started + ms;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        await db.query(sql, params);
        done++;
      }
    }),
  );
  return (done / (performance.now() - started)) * 1000;
}

/** The p50 of `sql` run alone, back to back, for `ms` (at least `iterations` times). */
export async function rawLatency(db: Db, sql: string, params: unknown[], ms: number, iterations: number): Promise<number> {
  const times: number[] = [];
  const deadline = performance.now() + ms;
  while (times.length < iterations || performance.now() < deadline) {
    const t = performance.now();
    await db.query(sql, params);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
