/**
 * The list's figures (bench/run.ts, per database): each page of the largest line
 * entity over signed HTTP at 1, 16 and 64 clients, next to floors taken in the
 * same runs, so the targets are ratios that hold on any machine:
 *
 * - API / raw @1: the call's p50 over the p50 of the engine's own page SQL
 *   (EntityOperations.pageQuery) run directly on the same pool, each run
 *   measuring both, one after the other. Beside it the bare route @1 (below) over
 *   the same raw SQL: the part of the ratio HTTP over loopback and the load
 *   generator's own process take under any server, and the API over that floor.
 * - req/s @16 over raw SQL @16: the API's throughput at 16 clients over that of
 *   16 callers running the page's SQL back to back on the same pool (what the
 *   database and driver allow; the API adds HTTP, JSON and the engine).
 * - req/s @16 over a bare route @16: over a bare Fastify route in this process
 *   running the same SQL and answering the page in the envelope (bench/bare-route.ts):
 *   what our plugins, auth, query build and serialisation cost beyond any Fastify app's.
 *
 * - server CPU per call: this process's CPU time over the calls answered, for
 *   the API and the bare route; it moves less with the machine's load than time does.
 *
 * Each measurement is repeated until its last runs agree within 10 % (`settle`,
 * bench/figures.ts) and the spread is printed. Before the first page is
 * measured, one run at 1 and one at 16 clients is taken under the CPU profiler
 * (bench/profile.ts) and the split of the server's time is written beside the
 * figures.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { Db } from '../packages/api/src/db/db.ts';
import type { Caller } from '../packages/api/src/engine/caller.ts';
import type { EntityOperations } from '../packages/api/src/engine/operations.ts';
import { bareRoute, rawLatency, rawThroughput } from './bare-route.ts';
import { type Figures, median, pct, settle } from './figures.ts';
import { http, load, type Step } from './load.ts';
import { profiled, splitOf, splitText } from './profile.ts';
import { statementsDuring } from './sent-statements.ts';

export interface ListBench {
  label: string;
  kind: 'pglite' | 'postgres';
  db: Db;
  ops: EntityOperations;
  port: number;
  token: string;
  caller: Caller;
  line: EntityDef;
  figures: Figures;
  notes: string[];
  /** Each run's length, and how many runs must agree (at most `maxRuns` are taken). */
  durationMs: number;
  runs: number;
  maxRuns: number;
  rawIterations: number;
}

export interface ListPage {
  label: string;
  body: Record<string, unknown>;
  /** Compared with the first page's p50 (a cursor page should cost about the same). */
  againstFirst?: { target: boolean };
}

/** The targets: on PostgreSQL, throughput at 16 and its p99; everywhere, API / raw at one client. */
const API_OVER_RAW = { text: '<= 1.5', ok: (m: number) => m <= 1.5 };
const OVER_BARE = { text: '>= 0.75', ok: (m: number) => m >= 0.75 };
const RPS_16 = { text: '>= 1500', ok: (m: number) => m >= 1500 };
const P99_16 = { text: '< 30 ms', ok: (m: number) => m < 30 };

export async function listFigures(b: ListBench, pages: ListPage[]): Promise<void> {
  const path = restPath(b.line, 'listByPage');
  const firstPageP50: number[] = [];
  for (const [index, page] of pages.entries()) {
    const first = index === 0;
    const body = { ...page.body, pageRows: 20 };
    const plan: Step[][] = [[{ path, body: JSON.stringify(body), token: b.token }]];
    const built = b.ops.pageQuery(b.line, b.caller, body);
    const rows = Number(body.pageRows);
    const name = (what: string) => `listByPage ${page.label} ${what}`;
    const split = first ? await profileSplit(b, plan) : undefined;
    let firstError = '';

    // One client: the call next to its raw SQL, both in each run, and the floor HTTP sets under any server: a bare
    // Fastify route running the same SQL, over the same loopback, from the same load generator.
    const bareOne = await bareRoute(b.db, { sql: built.sql, params: built.params, rows });
    const barePlan: Step[][] = [[{ path: bareOne.path, body: '{}', token: '' }]];
    const one = await settle(
      async () => {
        const raw = await rawLatency(b.db, built.sql, built.params, b.durationMs / 4, b.rawIterations);
        const res = await load(b.port, plan, 1, { durationMs: b.durationMs });
        firstError ||= res.firstError;
        const p50 = pct(res.latencies, 50);
        const bare = pct((await load(bareOne.port, barePlan, 1, { durationMs: b.durationMs / 2 })).latencies, 50);
        return {
          raw,
          p50,
          p99: pct(res.latencies, 99),
          rps: (res.latencies.length / res.elapsedMs) * 1000,
          ratio: p50 / raw,
          bare,
          bareOverRaw: bare / raw,
          overBare: p50 / bare,
          errors: res.errors,
        };
      },
      { keys: ['ratio', 'p50'], min: b.runs, max: b.maxRuns },
    ).finally(() => bareOne.close());
    const unsettled = (s: { settled: boolean; taken: number }) => (s.settled ? undefined : `not settled in ${s.taken} runs`);
    b.figures.record(b.label, `listByPage ${page.label}: raw SQL page p50`, 'ms', one.runs.raw);
    b.figures.record(b.label, name('HTTP p50 @1'), 'ms', one.runs.p50, undefined, errorsNote(one.runs.errors, firstError));
    b.figures.record(b.label, name('HTTP p99 @1'), 'ms', one.runs.p99);
    b.figures.record(b.label, name('HTTP req/s @1'), 'req/s', one.runs.rps);
    b.figures.record(b.label, name('API/raw ratio @1'), 'x', one.runs.ratio, API_OVER_RAW, join(split?.one, unsettled(one)));
    b.figures.record(b.label, name('bare Fastify route, same SQL, HTTP p50 @1'), 'ms', one.runs.bare);
    b.figures.record(b.label, name('bare route over raw SQL @1 (what HTTP alone adds to the page, the ratio no server gets under)'), 'x', one.runs.bareOverRaw);
    b.figures.record(b.label, name('API over bare route @1'), 'x', one.runs.overBare);
    if (first && b.kind === 'postgres') await statementsPerCall(b, body);
    if (first) firstPageP50.push(...one.runs.p50);
    else if (page.againstFirst)
      b.figures.record(
        b.label,
        name('/ first page @1'),
        'x',
        one.runs.p50.map((p) => p / median(firstPageP50)),
        page.againstFirst.target ? API_OVER_RAW : undefined,
      );

    // Sixteen clients (and 64 on the first page), with the floors at 16 on the first and cursor pages.
    const saturated = median(one.runs.p50) > 100;
    for (const clients of first ? [16, 64] : [16]) {
      const floors = clients === 16 && !saturated;
      const many = await settle(
        async () => {
          const cpu = process.cpuUsage();
          const res = await load(b.port, plan, clients, { durationMs: b.durationMs });
          const cpuUs = cpuPerCall(cpu, res.latencies.length + res.errors);
          firstError ||= res.firstError;
          const rps = (res.latencies.length / res.elapsedMs) * 1000;
          const out = {
            p50: pct(res.latencies, 50),
            p99: pct(res.latencies, 99),
            rps,
            errors: res.errors,
            cpuUs,
            rawRps: Number.NaN,
            bareRps: Number.NaN,
            bareCpuUs: Number.NaN,
          };
          if (floors) {
            out.rawRps = await rawThroughput(b.db, built.sql, built.params, clients, b.durationMs / 2);
            const bare = await bareThroughput(b.db, built, rows, clients, b.durationMs / 2);
            out.bareRps = bare.rps;
            out.bareCpuUs = bare.cpuUs;
          }
          return { ...out, overRaw: rps / out.rawRps, overBare: rps / out.bareRps, cpuOverBare: cpuUs / out.bareCpuUs };
        },
        // A saturated server only queues more clients: one run then, so the bench stays within its time.
        saturated ? { keys: ['rps'], min: 1, max: 1 } : { keys: floors ? ['rps', 'overBare'] : ['rps'], min: b.runs, max: b.maxRuns },
      );
      const pgFirst = first && clients === 16 && b.kind === 'postgres';
      const note = join(errorsNote(many.runs.errors, firstError), saturated ? 'saturated: one run' : unsettled(many));
      b.figures.record(b.label, name(`HTTP p50 @${clients}`), 'ms', many.runs.p50, undefined, note);
      b.figures.record(b.label, name(`HTTP p99 @${clients}`), 'ms', many.runs.p99, pgFirst ? P99_16 : undefined);
      b.figures.record(b.label, name(`HTTP req/s @${clients}`), 'req/s', many.runs.rps, pgFirst ? RPS_16 : undefined, pgFirst ? split?.many : undefined);
      if (floors) {
        b.figures.record(b.label, name(`raw SQL page statements/s @${clients}, same pool`), '/s', many.runs.rawRps);
        b.figures.record(b.label, name(`bare Fastify route, same SQL, req/s @${clients}`), 'req/s', many.runs.bareRps);
        b.figures.record(b.label, name(`API req/s over raw SQL statements/s @${clients}`), 'x', many.runs.overRaw);
        b.figures.record(b.label, name(`API req/s over bare route req/s @${clients}`), 'x', many.runs.overBare, first ? OVER_BARE : undefined);
        b.figures.record(b.label, name(`server CPU per call @${clients}`), 'us', many.runs.cpuUs);
        b.figures.record(b.label, name(`bare route server CPU per call @${clients}`), 'us', many.runs.bareCpuUs);
        b.figures.record(b.label, name(`server CPU per call, API over bare route @${clients}`), 'x', many.runs.cpuOverBare);
      }
    }
  }
  await httpFloor(b, pages[0]);
}

/** Requests/s at `clients` of a bare Fastify route running the page's SQL on the same pool. */
async function bareThroughput(
  db: Db,
  built: { sql: string; params: unknown[] },
  rows: number,
  clients: number,
  ms: number,
): Promise<{ rps: number; cpuUs: number }> {
  const bare = await bareRoute(db, { sql: built.sql, params: built.params, rows });
  try {
    const cpu = process.cpuUsage();
    const res = await load(bare.port, [[{ path: bare.path, body: '{}', token: '' }]], clients, { durationMs: ms });
    return { rps: (res.latencies.length / res.elapsedMs) * 1000, cpuUs: cpuPerCall(cpu, res.latencies.length) };
  } finally {
    await bare.close();
  }
}

/** What HTTP alone allows here: a bare route answering the first page's bytes without the database, at 16 clients. */
async function httpFloor(b: ListBench, page: ListPage): Promise<void> {
  const body = { ...page.body, pageRows: 20 };
  const res = await fetchPage(b, body);
  const bare = await bareRoute(b.db, { bytes: res });
  try {
    const s = await settle(
      async () => {
        const r = await load(bare.port, [[{ path: bare.path, body: '{}', token: '' }]], 16, { durationMs: b.durationMs / 2 });
        return { rps: (r.latencies.length / r.elapsedMs) * 1000 };
      },
      { keys: ['rps'], min: b.runs, max: b.maxRuns },
    );
    b.figures.record(b.label, `listByPage ${page.label}: bare Fastify route, the same ${res.length} bytes without SQL, req/s @16`, 'req/s', s.runs.rps);
  } finally {
    await bare.close();
  }
}

async function fetchPage(b: ListBench, body: Record<string, unknown>): Promise<string> {
  return JSON.stringify(await http(b.port, b.token, restPath(b.line, 'listByPage'), body));
}

/**
 * Statements sent to PostgreSQL per call of the page, over 100 calls one after
 * another, less what the server sent by itself (the job queue's poll) in as long
 * a time without calls; the note lists what was sent.
 */
async function statementsPerCall(b: ListBench, body: Record<string, unknown>): Promise<void> {
  const path = restPath(b.line, 'listByPage');
  await http(b.port, b.token, path, body);
  const calls = 100;
  const started = performance.now();
  const during = await statementsDuring(async () => {
    for (let i = 0; i < calls; i++) await http(b.port, b.token, path, body);
  });
  const elapsed = performance.now() - started;
  const idle = await statementsDuring(() => new Promise((resolve) => setTimeout(resolve, elapsed)));
  const sent = during.heads
    .slice(0, 4)
    .map(([head, n]) => `${n} × ${head}…`)
    .join(', ');
  b.figures.record(
    b.label,
    'listByPage first page: statements to PostgreSQL per call',
    '',
    [(during.count - idle.count) / calls],
    undefined,
    `${during.count} sent in ${calls} calls (${sent}), ${idle.count} in as long without calls`,
  );
}

/** One profiled run at 1 and at 16 clients: the split of the server's time, as the figures' notes. */
async function profileSplit(b: ListBench, plan: Step[][]): Promise<{ one: string; many: string }> {
  const at = async (clients: number) => {
    const profile = await profiled(() => load(b.port, plan, clients, { durationMs: b.durationMs }));
    return `split of the server's time @${clients} (CPU profile, one run): ${splitText(splitOf(profile))}`;
  };
  return { one: await at(1), many: await at(16) };
}

/**
 * This process's CPU time per call since `since`, in microseconds: the server's
 * work per call (the load generator is a process of its own), which moves far less
 * with the machine's load than its wall time does.
 */
function cpuPerCall(since: NodeJS.CpuUsage, calls: number): number {
  const used = process.cpuUsage(since);
  return calls ? (used.user + used.system) / calls : Number.NaN;
}

const errorsNote = (errors: number[], first: string) => {
  const n = errors.reduce((a, x) => a + x, 0);
  return n ? `${n} errors: ${first.slice(0, 160)}` : undefined;
};
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('; ') || undefined;
