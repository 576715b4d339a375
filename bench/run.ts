/**
 * `npm run bench`: generates data at scale (bench/generate.ts), starts the real
 * server on a loopback port, measures through signed HTTP with a load generator in
 * a process of its own (bench/load-worker.mjs), runs the same SQL directly for the
 * ratio, and writes bench/results.json and bench/RESULTS.md. PGlite always, and
 * PostgreSQL too when DATABASE_URL is set. BENCH_QUICK=1: a tenth of the data and
 * short runs. Other bench modules (files/Excel, grid, bundle size) run when present.
 * It never fails: a figure that cannot be taken is written down with the reason.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { entities, findEntity, getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { actionOperation, toSnake } from '@srm/domain/entity/naming.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { openDb } from '../packages/api/src/db/open.ts';
import { migrate } from '../packages/api/src/db/migrate.ts';
import { ident, type Db } from '../packages/api/src/db/db.ts';
import { buildApp } from '../packages/api/src/app.ts';
import { loadConfig } from '../packages/api/src/config.ts';
import { seedReferenceData } from '../packages/api/src/seed/reference.ts';
import { DEMO_USERS, seedDemoData } from '../packages/api/src/seed/demo.ts';
import { features } from '../packages/api/src/features.ts';
import { loadGrants } from '../packages/api/src/engine/permissions.ts';
import { systemCaller, type Caller } from '../packages/api/src/engine/caller.ts';
import { fill, supplierVisibleState } from './generate.ts';
import { http, load, type Step } from './load.ts';
import { documentFigures } from './documents.ts';
import { type Figure, Figures, median, pct, round, TOLERANCE } from './figures.ts';
import { listFigures } from './list.ts';

const here = dirname(fileURLToPath(import.meta.url));
const QUICK = process.env.BENCH_QUICK === '1';
const SCALE = QUICK
  ? { suppliers: 1_000, materials: 10_000, lines: 100_000, deepPage: 500 }
  : { suppliers: 10_000, materials: 100_000, lines: 1_000_000, deepPage: 5_000 };
// A figure's runs are repeated until the last RUNS of them agree within the tolerance (at most MAX_RUNS are taken).
const RUNS = QUICK ? 2 : 3;
const MAX_RUNS = QUICK ? 4 : 7;
const DURATION_MS = QUICK ? 1_500 : 4_000;
const RAW_ITERATIONS = QUICK ? 10 : 30;
const CAPTCHA = 'BENCH';

/** Where the time of a figure goes, measured once with a CPU profile and EXPLAIN ANALYZE (kept beside the figure). */
const WHY = {
  findById: {
    postgres:
      'two statements (header, lines; names from the in-memory map the change feed keeps, engine/people.ts, which took 400 subqueries off the lines SELECT: 0.97 to 0.61 ms in PostgreSQL); ' +
      'a CPU profile of findById spends about 40 % of its CPU in node-postgres turning 200 lines of 37 columns into objects (utf8 decoding of each value a third of that, the numeric and timestamp parsers a tenth): fewer values is what shortens it',
    pglite: "PGlite runs PostgreSQL compiled to WebAssembly on the server's own thread, so the query's whole time is the server's",
  },
  save: {
    'as read':
      'only changed lines are written: none here; the order total and the lines amounts are rewritten only where they change (they rewrote all 200 lines in eight indexes, a trigram one among them: 5 to 9 ms of PostgreSQL time); the checks read each reference once for all lines',
    'every line changed':
      "the 200 changed lines in one UPDATE from a VALUES list that also sets their amounts from the new values and the header (purchase/hooks.ts derivedColumns), their audit entries in one INSERT; the order's recompute then finds no line to write (each changed line was written twice before: by the save, then by recomputeOrder)",
  },
};
const figures = new Figures();
const record = figures.record.bind(figures);
const notes: string[] = [];

async function login(port: number, who: keyof typeof DEMO_USERS): Promise<{ token: string; user: any }> {
  const captcha = await http(port, '', '/api/baseServer/v1/baseLoginService/randomValidateCode', {});
  const res = await http(port, '', '/api/baseServer/v1/baseLoginService/login', {
    ...DEMO_USERS[who],
    captchaToken: captcha.data.captchaToken,
    captchaCode: CAPTCHA,
  });
  if (res.status !== 'S') throw new Error(`login ${who}: ${res.msg}`);
  return { token: res.data.authorizationCode, user: res.data };
}

/** The largest line entity: purchase-order lines once registered, else supplier material mappings. */
function lineEntity(): EntityDef {
  return entities.find((e) => /^pur(chase)?OrderLines?$/i.test(e.name) && e.rest) ?? getEntity('itemMapping');
}

/** A header with lines for findById/saveOrUpdate: the line entity's header, else the first header entity. */
function headerEntity(line: EntityDef): EntityDef {
  if (line.parent) return getEntity(line.parent.entity);
  return findEntity('bank') ?? entities.find((e) => e.children?.length && e.rest && !e.readOnly)!;
}

async function count(db: Db, def: EntityDef): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(def.table)}`)).rows[0].n;
}

async function generate(db: Db, line: EntityDef, header: EntityDef): Promise<void> {
  const t0 = performance.now();
  const supplier = getEntity('supplierInfo');
  const material = getEntity('materialItem');
  // Tops a table up to `n` rows (bench data is kept between runs, and a quick run's data grows into a full one).
  const have = async (def: EntityDef, n: number, fn: (missing: number, tag: string) => Promise<unknown>) => {
    const c = await count(db, def);
    if (c >= n) return;
    console.log(`  generating ${n - c} ${def.name}...`);
    await fn(n - c, `B${c.toString(36)}`);
  };
  await have(supplier, SCALE.suppliers, (n, tag) => fill(db, supplier, { count: n, tag }));
  await have(material, SCALE.materials, (n, tag) => fill(db, material, { count: n, tag }));
  const lit = (s: string) => `'${s}'`;
  if (line.parent) {
    const perHeader = 20;
    const headers = Math.ceil((SCALE.lines - 200) / perHeader) + 1;
    const visible = supplierVisibleState(header);
    const initial = header.workflow?.initial;
    await have(header, headers, async (n, tag) => {
      // The first 2,000 headers stay in the initial state for the workflow figure; the rest are visible to suppliers.
      const state = header.workflow ? `CASE WHEN g <= 2000 THEN ${lit(initial!)} ELSE ${lit(visible!)} END` : undefined;
      const range = await fill(db, header, { count: n, tag, state });
      await db.query(`INSERT INTO bench_meta (k, v) VALUES ('headerFirst', $1), ('headerLast', $2) ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v`, [
        range.first,
        range.last,
      ]);
    });
    const meta = await db.query<{ k: string; v: number }>('SELECT k, v FROM bench_meta');
    const m = Object.fromEntries(meta.rows.map((r) => [r.k, Number(r.v)]));
    await have(line, SCALE.lines, (n, tag) =>
      fill(db, line, {
        count: n,
        tag,
        fixed: {
          [line.parent!.foreignKey]: `(CASE WHEN g <= 200 THEN ${m.headerFirst} ELSE LEAST(${m.headerLast}, ${m.headerFirst} + 1 + (g - 201) / 20) END)`,
        },
      }),
    );
  } else {
    await have(line, SCALE.lines, (n, tag) => fill(db, line, { count: n, tag }));
    const child = header.children![0];
    const lineDef = getEntity(child.entity);
    const has = await db.query(`SELECT 1 FROM bench_meta WHERE k = 'headerFirst'`);
    if (!has.rows.length) {
      console.log(`  generating one ${header.name} with 200 ${lineDef.name}...`);
      const h = await fill(db, header, { count: 1, tag: 'BH' });
      await fill(db, lineDef, { count: 200, tag: 'BH', fixed: { [child.foreignKey]: String(h.first) } });
      await db.query(`INSERT INTO bench_meta (k, v) VALUES ('headerFirst', $1)`, [h.first]);
    }
  }
  await db.exec('ANALYZE');
  console.log(`  data ready in ${round((performance.now() - t0) / 1000)} s`);
}

/** The list payload: a filter on the first flag (or lookup) field at its most common value, and a sort. */
async function listPayload(db: Db, def: EntityDef): Promise<Record<string, unknown>> {
  const field =
    def.fields.find((f) => f.type === 'flag') ??
    def.fields.find((f) => f.type === 'lookup' && f.name !== def.workflow?.field) ??
    def.fields.find((f) => f.type === 'lookup');
  const sortField = (def.list?.sort?.[0] ?? def.list?.columns?.[0] ?? `-${def.key}`).replace(/^-/, '');
  const payload: Record<string, unknown> = { sort: sortField };
  if (field) {
    const res = await db.query<{ v: string }>(`SELECT ${ident(toSnake(field.name))} AS v FROM ${ident(def.table)} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    payload[field.name] = res.rows[0]?.v;
  }
  return payload;
}

async function callerOf(db: Db, user: any): Promise<Caller> {
  return {
    userId: user.userId,
    userName: user.userName,
    userType: user.userType,
    supplierId: user.supplierId ?? null,
    respId: user.currentRespId,
    isAdmin: user.adminFlag === 'Y',
    lang: 'zh',
    grants: user.currentRespId ? await loadGrants(db, user.currentRespId) : new Map(),
  };
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<void> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`\n== ${label}`);
  const dataDir = join(here, 'data', `pglite-${QUICK ? 'quick' : 'full'}`);
  if (kind === 'pglite') mkdirSync(dataDir, { recursive: true });
  const db = await openDb(kind === 'pglite' ? { dataDir } : { databaseUrl: process.env.DATABASE_URL });
  await migrate(db);
  await seedReferenceData(db);
  await seedDemoData(db);
  await db.exec('CREATE TABLE IF NOT EXISTS bench_meta (k text PRIMARY KEY, v bigint)');
  const line = lineEntity();
  const header = headerEntity(line);
  notes.push(`${label}: largest line entity ${line.name} (${SCALE.lines.toLocaleString('en')} rows), header with 200 lines: ${header.name}`);
  await generate(db, line, header);
  if (header.workflow) {
    // Bench data is reused between runs: the generated workflow headers (and the one with 200 lines) go back to their initial state.
    const first = Number((await db.query<{ v: number }>(`SELECT v FROM bench_meta WHERE k = 'headerFirst'`)).rows[0].v);
    await db.query(`UPDATE ${ident(header.table)} SET ${ident(toSnake(header.workflow.field))} = $1 WHERE ${ident(toSnake(header.key))} BETWEEN $2 AND $3`, [
      header.workflow.initial,
      first,
      first + 2000,
    ]);
  }

  const config = loadConfig({
    ...process.env,
    CAPTCHA_FIXED_ANSWER: CAPTCHA,
    LOG_LEVEL: 'silent',
    APP_DIST: '/nonexistent',
    DATABASE_URL: kind === 'postgres' ? process.env.DATABASE_URL : '',
  });
  const app = await buildApp(db, config, features);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  try {
    const admin = await login(port, 'admin');
    const adminCaller = await callerOf(db, admin.user);
    const listPath = restPath(line, 'listByPage');
    const payload = await listPayload(db, line);
    notes.push(`${label}: listByPage payload ${JSON.stringify(payload)}`);

    // listByPage through HTTP next to the same SQL run directly: the page (one row
    // more than shown, which tells whether a next page exists). The total is not
    // on the page's path any more; listCount is measured on its own.
    const q1 = app.srm.ops.listQuery(line, adminCaller, { ...payload, pageIndex: 1, pageRows: 20 });
    const keyAt = async (offset: number) =>
      Number((await db.query<{ k: number }>(`SELECT s."${line.key}" AS k FROM (${q1.select}) s LIMIT 1 OFFSET ${offset}`, q1.params)).rows[0]?.k);
    const deepAfter = await keyAt((SCALE.deepPage - 1) * 20 - 1);
    // The same list newest first by its key: a NOT NULL sort with an index, which the keyset enters as a range.
    const byDate = { ...payload, sort: `-${line.key}` };
    const qd = app.srm.ops.listQuery(line, adminCaller, { ...byDate, pageIndex: 1, pageRows: 20 });
    const deepAfterByDate = Number(
      (await db.query<{ k: number }>(`SELECT s."${line.key}" AS k FROM (${qd.select}) s LIMIT 1 OFFSET ${(SCALE.deepPage - 1) * 20 - 1}`, qd.params)).rows[0]
        ?.k,
    );
    const page = (pageIndex: number, after?: number, sorted = payload) => ({ ...sorted, pageIndex, ...(after ? { after } : {}) });
    await listFigures(
      {
        label,
        kind,
        db,
        ops: app.srm.ops,
        port,
        token: admin.token,
        caller: adminCaller,
        line,
        figures,
        notes,
        durationMs: DURATION_MS,
        runs: RUNS,
        maxRuns: MAX_RUNS,
        rawIterations: Math.min(RAW_ITERATIONS, 5),
      },
      [
        { label: 'first page', body: page(1) },
        { label: `page ${SCALE.deepPage} by cursor`, body: page(SCALE.deepPage, deepAfter), againstFirst: { target: true } },
        { label: `page ${SCALE.deepPage} by number`, body: page(SCALE.deepPage), againstFirst: { target: false } },
        { label: `page ${SCALE.deepPage} by cursor, sorted by key`, body: page(SCALE.deepPage, deepAfterByDate, byDate), againstFirst: { target: true } },
      ],
    );

    // The total on its own: the first call counts (up to 10,000, then the planner's
    // estimate); later calls with nothing written in between are answered from memory.
    const countPath = restPath(line, 'listCount');
    const cold: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await db.query(`UPDATE ${ident(line.table)} SET version_num = version_num WHERE ${ident(toSnake(line.key))} = $1`, [deepAfter]);
      await new Promise((r) => setTimeout(r, 50));
      const t = performance.now();
      const answer = await http(port, admin.token, countPath, payload);
      cold.push(performance.now() - t);
      if (i === 0) notes.push(`${label}: listCount of ${line.name} answers ${JSON.stringify(answer.data)}`);
    }
    record(label, 'listCount after a write (counted) p50', 'ms', cold);
    const warm = await load(port, [[{ path: countPath, body: JSON.stringify(payload), token: admin.token }]], 1, { durationMs: DURATION_MS / 2 });
    record(label, 'listCount unchanged table (kept) p50 @1', 'ms', [pct(warm.latencies, 50)]);
    const exact: number[] = [];
    for (let i = 0; i < Math.min(RAW_ITERATIONS, 5); i++) {
      const t = performance.now();
      await db.query(q1.count, q1.params);
      exact.push(performance.now() - t);
    }
    record(label, 'raw SQL exact count(*) of the filtered list p50', 'ms', [median(exact)], undefined, 'what exactCount: true costs; never on the page path');

    await indexProbe(label, db, line, adminCaller, app.srm.ops, payload);

    // A header with 200 lines: findById, and saveOrUpdate of the whole document, each beside its own statements (bench/documents.ts).
    await documentFigures({
      label,
      app,
      port,
      header,
      token: admin.token,
      caller: adminCaller,
      record,
      notes,
      runs: RUNS,
      durationMs: DURATION_MS,
      quick: QUICK,
      why: { findById: WHY.findById[kind], save: WHY.save },
    });

    await workflowFigure(label, db, port, app.srm.ops, header, admin);

    // Supplier scope against no scope on the largest line entity.
    const supplier = await login(port, 'supplier1');
    const scopedP50: number[] = [];
    const unscopedP50: number[] = [];
    let scopeError = '';
    for (let r = 0; r < RUNS; r++) {
      const s = await load(port, [[{ path: listPath, body: JSON.stringify({ pageRows: 20 }), token: supplier.token }]], 1, { durationMs: DURATION_MS / 2 });
      const u = await load(port, [[{ path: listPath, body: JSON.stringify({ pageRows: 20 }), token: admin.token }]], 1, { durationMs: DURATION_MS / 2 });
      scopeError ||= s.firstError;
      scopedP50.push(pct(s.latencies, 50));
      unscopedP50.push(pct(u.latencies, 50));
    }
    if (scopeError) notes.push(`${label}: supplier listByPage of ${line.name} refused: ${scopeError}`);
    else {
      record(label, `${line.name} listByPage as supplier1 (scoped) p50`, 'ms', scopedP50);
      record(label, `${line.name} listByPage as admin (unscoped) p50`, 'ms', unscopedP50);
      record(
        label,
        'supplier scope cost',
        '%',
        scopedP50.map((s, i) => ((s - unscopedP50[i]) / unscopedP50[i]) * 100),
        { text: '< 20 %', ok: (m) => m < 20 },
      );
    }
  } catch (err) {
    notes.push(`${label}: bench stopped early: ${(err as Error).stack?.slice(0, 400)}`);
    console.error(err);
  } finally {
    await app.close();
    await db.close();
  }
}

/**
 * What an index on the list's sort column would change: the same first-page SQL
 * with a temporary index, which is dropped again (the schema is the migrations').
 * Evidence for the engine note in RESULTS.md, not a figure of the product.
 */
async function indexProbe(label: string, db: Db, def: EntityDef, caller: Caller, ops: any, payload: Record<string, unknown>): Promise<void> {
  const sortField = String(payload.sort ?? '').replace(/^-/, '');
  if (!sortField) return;
  const column = toSnake(sortField);
  const indexed = await db.query(
    `SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
      WHERE c.relname = $1 AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND a.attname = $2`,
    [def.table, column],
  );
  if (indexed.rows.length) {
    notes.push(`${label}: ${def.table}.${column} (the list's sort) already has an index`);
    return;
  }
  const body = { ...payload, pageIndex: 1, pageRows: 20 };
  const q = ops.listQuery(def, caller, body);
  const n = q.params.length;
  const time = async () => {
    const xs: number[] = [];
    for (let i = 0; i < Math.max(5, RAW_ITERATIONS / 3); i++) {
      const t = performance.now();
      await db.query(`${q.select} LIMIT $${n + 1} OFFSET 0`, [...q.params, 20]);
      xs.push(performance.now() - t);
    }
    return median(xs);
  };
  const without = await time();
  const name = `bench_probe_${column}`.slice(0, 60);
  const t0 = performance.now();
  await db.exec(`CREATE INDEX ${name} ON ${ident(def.table)} (${ident(column)}, ${ident(toSnake(def.key))})`);
  const built = performance.now() - t0;
  await db.exec(`ANALYZE ${ident(def.table)}`);
  const withIndex = await time();
  await db.exec(`DROP INDEX ${name}`);
  notes.push(
    `${label}: engine: the list sorts ${def.table}.${column} without an index, so every first page sorts the whole filtered table (${round(without)} ms); ` +
      `with an index on (${column}, key) the same SQL takes ${round(withIndex)} ms. The schema indexes only unique, parent-key and \`index: true\` fields; indexing each list's default sort (and its eq filters) is the fix. ` +
      `The total count stays a full scan of the filtered rows whatever the index: an estimate or a capped count beyond some 10,000 rows would keep it off the page's time.`,
  );
  record(label, `probe: first page SQL (no count) without an index on ${column}`, 'ms', [without]);
  record(
    label,
    `probe: first page SQL (no count) with an index on (${column}, key)`,
    'ms',
    [withIndex],
    undefined,
    `index built in ${round(built / 1000)} s, then dropped`,
  );
}

/** Workflow actions per second at 16 clients: submit then approve when an entity has both, else notice publish/withdraw. */
async function workflowFigure(label: string, db: Db, port: number, ops: any, header: EntityDef, admin: { token: string }): Promise<void> {
  const submitDef = [header, ...entities].find(
    (e) => e.rest && e.workflow?.actions.some((a) => a.action === 'submit') && e.workflow.actions.some((a) => a.action === 'approval'),
  );
  if (submitDef) {
    const buyer = await login(port, 'buyer').catch(() => admin);
    const approver = await login(port, 'approver').catch(() => admin);
    const drafts = await db.query<{ id: number }>(
      `SELECT ${ident(toSnake(submitDef.key))} AS id FROM ${ident(submitDef.table)} WHERE ${ident(toSnake(submitDef.workflow!.field))} = $1
        AND ${ident(toSnake(submitDef.key))} <> (SELECT v FROM bench_meta WHERE k = 'headerFirst') ORDER BY 1 LIMIT 2000`,
      [submitDef.workflow!.initial],
    );
    const ids = drafts.rows.map((r) => Number(r.id));
    // Generated documents name random suppliers, some blacklisted or frozen since: submit would refuse them, a cheaper call than a real one.
    if (submitDef.fields.some((f) => f.name === 'supplierId') && ids.length)
      await db.query(
        `UPDATE ${ident(submitDef.table)} SET supplier_id = (SELECT supplier_id FROM srm_pos_supplier_info WHERE blacklist_flag IS DISTINCT FROM 'Y'
            AND supplier_status IS DISTINCT FROM 'QUIT' AND purchase_flag IS DISTINCT FROM 'N' ORDER BY supplier_id LIMIT 1)
          WHERE ${ident(toSnake(submitDef.key))} = ANY($1)`,
        [ids],
      );
    if (ids.length >= 64 * RUNS) {
      const rates: number[] = [];
      const p99: number[] = [];
      let refused = 0;
      let firstError = '';
      const chunk = Math.floor(ids.length / RUNS);
      for (let r = 0; r < RUNS; r++) {
        const mine = ids.slice(r * chunk, (r + 1) * chunk);
        const plans: Step[][] = Array.from({ length: 16 }, (_, c) =>
          mine
            .filter((_, i) => i % 16 === c)
            .flatMap((id) => [
              { path: restPath(submitDef, actionOperation('submit')), body: JSON.stringify({ [submitDef.key]: id }), token: buyer.token },
              { path: restPath(submitDef, actionOperation('approval')), body: JSON.stringify({ [submitDef.key]: id }), token: approver.token },
            ]),
        );
        const res = await load(port, plans, 16, { durationMs: DURATION_MS, requests: mine.length * 2 });
        rates.push((res.latencies.length / res.elapsedMs) * 1000);
        p99.push(pct(res.latencies, 99));
        refused += res.errors;
        firstError ||= res.firstError;
        if (!res.latencies.length) break;
      }
      if (rates.some((x) => x > 0)) {
        record(
          label,
          `${submitDef.name} submit+approve actions/s @16`,
          'actions/s',
          rates,
          undefined,
          refused ? `${refused} refused: ${firstError.slice(0, 160)}` : undefined,
        );
        record(label, `${submitDef.name} workflow action p99 @16`, 'ms', p99);
        return;
      }
      notes.push(
        `${label}: ${submitDef.name} submit/approve refused on generated data (${firstError.slice(0, 200)}); measured notice publish/withdraw instead`,
      );
    } else notes.push(`${label}: too few ${submitDef.name} drafts (${ids.length}); measured notice publish/withdraw instead`);
  }
  const notice = getEntity('notice');
  const sys = systemCaller();
  const ids: number[] = [];
  for (let i = 0; i < 16; i++)
    ids.push(
      Number(
        (await ops.save(notice, sys, { noticeTitle: `bench ${i}`, noticeContent: '<p>bench</p>', receiverType: 'INSIDE', noticeType: 'GENERAL' }))[notice.key],
      ),
    );
  const plans: Step[][] = ids.map((id) => [
    { path: restPath(notice, 'doPublish'), body: JSON.stringify({ noticeId: id }), token: admin.token },
    { path: restPath(notice, 'doWithdraw'), body: JSON.stringify({ noticeId: id }), token: admin.token },
  ]);
  const rates: number[] = [];
  const p99: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const res = await load(port, plans, 16, { durationMs: DURATION_MS });
    rates.push((res.latencies.length / res.elapsedMs) * 1000);
    p99.push(pct(res.latencies, 99));
    if (res.errors) notes.push(`${label}: notice actions refused ${res.errors} times: ${res.firstError.slice(0, 160)}`);
  }
  record(label, 'notice publish/withdraw actions/s @16', 'actions/s', rates);
  record(label, 'notice workflow action p99 @16', 'ms', p99);
}

/** Bench modules beside the databases' figures: each a file with `run()`, its figures recorded under its name. */
const MODULES: { name: string; file: string; args?: unknown }[] = [
  { name: 'files-excel', file: 'files-excel.ts', args: { quick: QUICK } },
  { name: 'portal', file: 'portal.ts' },
  { name: 'start', file: 'start.ts' },
  { name: 'approvals', file: 'approvals.ts' },
  { name: 'compete', file: 'compete.ts' },
  { name: 'performance', file: 'performance.ts' },
  // Issue 47, spend part: the spend cube's pivot and drill at 1M order lines (PostgreSQL).
  { name: 'spend', file: 'spend.ts' },
];

async function otherModules(): Promise<void> {
  for (const m of MODULES) {
    if (!wanted(m.name)) continue;
    const file = join(here, m.file);
    if (!existsSync(file)) {
      notes.push(`${m.name}: bench/${m.file} not present`);
      continue;
    }
    console.log(`\n== ${m.name} (bench/${m.file})`);
    try {
      const mod = await import(pathToFileURL(file).href);
      addExternal(m.name, await mod.run(m.args));
      measuredNote(m.name);
    } catch (err) {
      notes.push(`${m.name}: failed: ${String((err as Error).message).slice(0, 300)}`);
    }
  }
  for (const script of ['packages/elements/bench/run-grid-bench.mjs', 'packages/elements/bench/bundle-size.mjs']) {
    if (!wanted(script.split('/').pop()!.replace('.mjs', ''))) continue;
    const file = join(here, '..', script);
    if (!existsSync(file)) {
      notes.push(`${script}: not present`);
      continue;
    }
    console.log(`\n== ${script}`);
    const res = spawnSync(process.execPath, [file], {
      cwd: join(here, '..'),
      encoding: 'utf8',
      timeout: 5 * 60_000,
      env: { ...process.env, BENCH_QUICK: QUICK ? '1' : '' },
    });
    const text = (res.stdout ?? '').trim();
    const json = text.slice(text.indexOf('{') >= 0 && (text.indexOf('[') < 0 || text.indexOf('{') < text.indexOf('[')) ? text.indexOf('{') : text.indexOf('['));
    try {
      addExternal(script.split('/').pop()!.replace('.mjs', ''), JSON.parse(json));
    } catch {
      notes.push(`${script}: exit ${res.status}, no JSON on stdout (${(res.stderr ?? '').slice(0, 200)})`);
    }
  }
}

/** Figures of another module, whatever their shape: numbers become figures, the rest goes to the JSON as is. */
const external: Record<string, unknown> = {};
function addExternal(name: string, out: unknown): void {
  external[name] = out;
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'number') record(name, path, '', [value]);
    else if (typeof value === 'string') notes.push(`${name}: ${path}: ${value}`);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const v = value as Record<string, unknown>;
      if (typeof v.median === 'number' || typeof v.value === 'number') {
        const fig = record(name, path, String(v.unit ?? ''), Array.isArray(v.runs) ? (v.runs as number[]) : [Number(v.median ?? v.value)]);
        if (v.target !== undefined) fig.target = String(v.target);
        if (typeof v.met === 'boolean') fig.met = v.met;
      } else for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
    }
  };
  walk(out, '');
}

function writeReports(started: Date): void {
  const machine = {
    cpus: `${cpus().length} x ${cpus()[0]?.model ?? '?'}`,
    memoryGb: round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAtStart: loadAtStart.map(round),
    loadAtEnd: loadavg().map(round),
  };
  const databases = ['PGlite (embedded, bench/data)', ...(process.env.DATABASE_URL ? ['PostgreSQL (DATABASE_URL)'] : [])];
  const result = {
    date: started.toISOString(),
    durationS: round((Date.now() - started.getTime()) / 1000),
    quick: QUICK,
    scale: SCALE,
    runs: RUNS,
    runDurationMs: DURATION_MS,
    machine,
    databases,
    figures: figures.list,
    notes,
    external,
  };
  writeFileSync(join(here, 'results.json'), JSON.stringify(result, null, 2) + '\n');
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\`${QUICK ? ' (BENCH_QUICK=1: small data, short runs)' : ''}. Date: ${result.date}; took ${result.durationS} s.`,
    '',
    `Machine: ${machine.cpus}, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.platform}. Load average (1/5/15 min) at start ${machine.loadAtStart.join(' / ')}, at end ${machine.loadAtEnd.join(' / ')}: other work on the machine slows every figure. The load generator runs in a process of its own, sharing the machine's two cores with the server and the database.`,
    '',
    `Databases: ${databases.join('; ')}. Data: ${SCALE.suppliers.toLocaleString('en')} suppliers, ${SCALE.materials.toLocaleString('en')} materials, ${SCALE.lines.toLocaleString('en')} rows in the largest line entity. Each figure: the median of its last ${RUNS} runs of ${DURATION_MS / 1000} s, repeated (up to ${MAX_RUNS} runs) until those agree within ${TOLERANCE} %; the range is their min to max, the spread (max - min) / median, in bold over ${TOLERANCE} %.`,
    '',
    ...figures.table(),
    '',
    '## Notes',
    '',
    ...notes.map((n) => `- ${n}`),
    '',
  ];
  writeFileSync(join(here, 'RESULTS.md'), lines.join('\n'));
  console.log(`\nwrote bench/results.json and bench/RESULTS.md (${figures.list.length} figures)`);
}

/**
 * BENCH_ONLY=approvals (module names, or `databases` for the list, record and save
 * figures) runs only those; the other figures and notes are kept from the last
 * run's results.json, with its date.
 */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
function wanted(name: string): boolean {
  return !ONLY || ONLY.includes(name);
}

function keepEarlier(): void {
  const file = join(here, 'results.json');
  if (!ONLY || !existsSync(file)) return;
  const earlier = JSON.parse(readFileSync(file, 'utf8')) as { date: string; figures: Figure[]; notes: string[]; external: Record<string, unknown> };
  // The databases section re-measures only those BENCH_DATABASES names; the other's figures are kept.
  const databases = process.env.BENCH_DATABASES?.split(',');
  const remeasured = [...(!databases || databases.includes('pglite') ? ['PGlite'] : []), ...(process.env.DATABASE_URL ? ['PostgreSQL'] : [])];
  const rerun = new Set([...ONLY, ...(ONLY.includes('databases') ? remeasured : [])]);
  // Before the figures had a class of their own, results.json held the list itself.
  const list = Array.isArray(earlier.figures) ? earlier.figures : ((earlier.figures as unknown as { list?: Figure[] }).list ?? []);
  figures.list.push(...list.filter((f) => !rerun.has(f.db)));
  // Each module's own "measured" note keeps its date; a partial run's summary line is this run's alone.
  notes.push(...earlier.notes.filter((n) => !n.startsWith('This run measured') && ![...rerun].some((r) => n.startsWith(`${r}:`))));
  for (const [k, v] of Object.entries(earlier.external ?? {})) if (!rerun.has(k)) external[k] = v;
  notes.push(
    `This run measured ${ONLY.join(', ')} only (BENCH_ONLY): the header's date and load are this run's; every other figure is kept from an earlier run, whose date its module's "measured" note gives (else ${earlier.date}).`,
  );
}

/** The machine's CPU time so far, all of it and what the host took for other guests (steal), from /proc/stat (Linux). */
function cpuTimes(): { total: number; steal: number } | undefined {
  const line = existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8').split('\n')[0] : '';
  const ticks = line.split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: guest time is inside user already.
  return ticks.length >= 8 ? { total: ticks.slice(0, 8).reduce((a, b) => a + b, 0), steal: ticks[7] } : undefined;
}
let timesSince = cpuTimes();

/**
 * When and under what load a module's figures were taken: kept with them through later partial runs. On a virtual
 * machine the host may take a share of the CPU time for other guests (steal): every figure is slower by more than
 * that share, the ratios of two sides taken at different moments less reliable.
 */
function measuredNote(name: string): void {
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
  const now = cpuTimes();
  const stolen = now && timesSince && now.total > timesSince.total ? ((now.steal - timesSince.steal) / (now.total - timesSince.total)) * 100 : undefined;
  timesSince = now;
  const steal = stolen === undefined ? '' : `, CPU time stolen by the host ${stolen.toFixed(1)} %`;
  notes.push(`${name}: measured ${new Date().toISOString()}, load average at its end ${load}${steal}`);
}

const started = new Date();
const loadAtStart = loadavg();
try {
  keepEarlier();
  // BENCH_DATABASES=postgres leaves PGlite out (a full run's data takes long to make twice).
  const only = process.env.BENCH_DATABASES?.split(',');
  if (wanted('databases')) {
    if (!only || only.includes('pglite')) {
      await benchDatabase('pglite');
      measuredNote('PGlite');
    } else notes.push('PGlite: left out of this run (BENCH_DATABASES)');
    if (process.env.DATABASE_URL) {
      await benchDatabase('postgres');
      measuredNote('PostgreSQL');
    } else notes.push('PostgreSQL: DATABASE_URL not set, not measured');
  }
  await otherModules();
} catch (err) {
  notes.push(`bench failed: ${(err as Error).stack?.slice(0, 500)}`);
  console.error(err);
}
writeReports(started);
process.exit(0);
