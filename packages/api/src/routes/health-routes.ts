/**
 * Probes for a process manager or a load balancer, unauthenticated and never cached: /healthz, the process
 * answers; /readyz, it can serve (the database reachable, every migration applied, the reference data of these
 * definitions loaded, the demo loaded, loading or off, the job worker polling when this process works the queue),
 * 503 until then. Each check is a small query, so a probe every second costs nothing.
 * Before the app is built the startup gate (ops/startup-gate.ts) answers both in the same shape.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { DERIVED, migrationFiles } from '../db/migrate.ts';
import { referenceSignature } from '../seed/reference.ts';
import { readDemoState } from '../seed/demo-state.ts';
import { type Check, type Readiness, readinessBody } from '../ops/readiness-body.ts';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const probe = { config: { access: 'public' as const, unsigned: true } };
  app.get('/healthz', probe, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'alive' }));
  app.get('/readyz', probe, async (_request, reply) => {
    const body = readinessBody(await readiness(ctx));
    return reply
      .code(body.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}

let expected: { migrations: string[]; reference: string } | undefined;

async function readiness(ctx: AppContext): Promise<Readiness> {
  expected ??= { migrations: migrationFiles(), reference: referenceSignature() };
  const jobWorker: Check = !ctx.config.jobWorker
    ? { ok: true, state: 'off' }
    : ctx.jobs?.polling
      ? { ok: true, state: 'running' }
      : { ok: false, state: 'stopped' };
  let applied: Set<string>;
  try {
    applied = new Set((await ctx.db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  } catch {
    const down: Check = { ok: false, state: 'unreachable' };
    return { database: down, migrations: down, referenceData: down, demo: down, jobWorker };
  }
  const missing = expected.migrations.filter((m) => !applied.has(m));
  const reference = await ctx.db.query<{ signature: string }>(`SELECT signature FROM ${DERIVED} WHERE name = 'reference_data'`);
  return {
    database: { ok: true },
    migrations: missing.length ? { ok: false, state: 'pending', detail: missing.join(', ') } : { ok: true },
    referenceData: reference.rows[0]?.signature === expected.reference ? { ok: true } : { ok: false, state: 'pending' },
    demo: await demoCheck(ctx),
    jobWorker,
  };
}

async function demoCheck(ctx: AppContext): Promise<Check> {
  if (!ctx.config.demoData) return { ok: true, state: 'off' };
  const demo = await readDemoState(ctx.db);
  // A database seeded before the demo's state was recorded, or one whose users were made by hand: nothing to wait for.
  if (!demo) return { ok: true, state: 'loaded' };
  if (demo.state === 'loaded') return { ok: true, state: 'loaded' };
  if (demo.state === 'loading') return { ok: true, state: 'loading', detail: demo.part ?? undefined };
  return { ok: false, state: demo.state, detail: demo.part ?? undefined };
}
