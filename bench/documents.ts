/**
 * A document of 200 lines: findById and saveOrUpdate through HTTP, each beside
 * the very statements the engine sent for it run directly (the ratio), their
 * count, and the split of the p50 measured in the same run: PostgreSQL's own
 * time (EXPLAIN ANALYZE), round trips, the driver (transfer and row decoding),
 * the engine (names, hooks, diffing), JSON and HTTP. Called by bench/run.ts.
 */
import type { FastifyInstance } from 'fastify';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { EntityOperations } from '../packages/api/src/engine/operations.ts';
import type { Caller } from '../packages/api/src/engine/caller.ts';
import { ok } from '../packages/api/src/plugins/envelope.ts';
import { http, load } from './load.ts';
import { recordingDb, replay, serverTime, type Statement } from './statements.ts';

type Target = { text: string; ok: (median: number) => boolean };
type RecordFigure = (db: string, name: string, unit: string, runs: number[], target?: Target, note?: string) => unknown;
type Variant = 'as read' | 'every line changed';

export interface DocumentBench {
  label: string;
  app: FastifyInstance;
  port: number;
  header: EntityDef;
  token: string;
  caller: Caller;
  record: RecordFigure;
  notes: string[];
  runs: number;
  durationMs: number;
  quick: boolean;
  why: { findById: string; save: Record<Variant, string> };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};
const median = (xs: number[]) => pct(xs, 50);
const ms = (x: number) => `${(Math.round(x * 100) / 100).toFixed(2)} ms`;

/** The p50 of each of `fns`, run in turn `times` times: what the machine's load does in between falls on all alike. */
async function p50s(times: number, fns: (() => Promise<unknown>)[]): Promise<number[]> {
  for (const fn of fns) for (let i = 0; i < Math.min(5, times); i++) await fn();
  const xs = fns.map((): number[] => []);
  for (let i = 0; i < times; i++)
    for (const [n, fn] of fns.entries()) {
      const t = performance.now();
      await fn();
      xs[n].push(performance.now() - t);
    }
  return xs.map(median);
}

/** PostgreSQL's own time for `statements`, the median of a few EXPLAIN ANALYZE runs (PGlite has the same EXPLAIN). */
async function serverP50(b: DocumentBench, statements: Statement[]): Promise<number> {
  const xs: number[] = [];
  for (let i = 0; i < 5; i++) xs.push(await serverTime(b.app.srm.db, statements));
  return median(xs);
}

export async function documentFigures(b: DocumentBench): Promise<void> {
  const { label, app, port, header, token, record, notes } = b;
  const db = app.srm.db;
  const iterations = b.quick ? 40 : 120;
  const headerId = Number((await db.query<{ v: number }>(`SELECT v FROM bench_meta WHERE k = 'headerFirst'`)).rows[0].v);
  const findPath = restPath(header, 'findById');
  const findBody = { [header.key]: headerId };
  const found = await http(port, token, findPath, findBody);
  const childName = header.children?.[0]?.name ?? 'lines';
  if (found.status !== 'S') {
    notes.push(`${label}: findById of ${header.name} ${headerId} failed: ${found.msg}`);
    return;
  }
  notes.push(`${label}: ${header.name} ${headerId} has ${found.data[childName]?.length} lines`);
  const what = `${header.name} with 200 lines`;

  // The engine's statements, recorded from an engine of their own on the same database and change feed.
  const recorder = recordingDb(db);
  const recording = new EntityOperations(recorder, app.srm.changes);
  await recording.findById(header, b.caller, findBody);
  recorder.statements.length = 0;
  await recording.findById(header, b.caller, findBody);
  const findStatements = [...recorder.statements];
  const answer = await app.srm.ops.findById(header, b.caller, findBody);
  const [rawFind, inProcess, roundTrip, json] = await p50s(iterations, [
    () => replay(db, findStatements, false),
    () => app.srm.ops.findById(header, b.caller, findBody),
    () => db.query('SELECT $1::int AS x', [1]),
    async () => JSON.stringify(ok(answer)),
  ]);
  const inDb = await serverP50(b, findStatements);

  for (const c of [1, 16]) {
    const p50: number[] = [];
    const p99: number[] = [];
    const ratios: number[] = [];
    for (let r = 0; r < b.runs; r++) {
      // The raw side is taken again beside each run, so a ratio's two halves share the machine's load.
      const [raw] = c === 1 ? await p50s(iterations, [() => replay(db, findStatements, false)]) : [Number.NaN];
      const res = await load(port, [[{ path: findPath, body: JSON.stringify(findBody), token }]], c, { durationMs: b.durationMs });
      p50.push(pct(res.latencies, 50));
      p99.push(pct(res.latencies, 99));
      ratios.push(pct(res.latencies, 50) / raw);
    }
    const split =
      `; split of this run's p50 ${ms(median(p50))}: PostgreSQL ${ms(inDb)} (EXPLAIN ANALYZE), ${findStatements.length} round trips ${ms(roundTrip * findStatements.length)}, ` +
      `driver (transfer, row decoding) ${ms(rawFind - inDb - roundTrip * findStatements.length)}, engine (names, hooks) ${ms(inProcess - rawFind)}, ` +
      `JSON ${ms(json)}, HTTP and the rest ${ms(median(p50) - inProcess - json)}`;
    record(
      label,
      `findById ${what} p50 @${c}`,
      'ms',
      p50,
      c === 1 ? { text: '< 5 ms', ok: (m) => m < 5 } : undefined,
      c === 1 ? b.why.findById + split : undefined,
    );
    record(label, `findById ${what} p99 @${c}`, 'ms', p99);
    if (c === 1) record(label, `findById ${what} API/raw ratio @1`, 'x', ratios, { text: '<= 2.5', ok: (m) => m <= 2.5 });
  }
  record(label, `findById ${what}: statements`, 'statements', [findStatements.length]);
  record(label, `findById ${what}: its statements run directly p50`, 'ms', [rawFind]);

  await saveFigures(b, found.data, childName, what);
}

async function saveFigures(b: DocumentBench, read: Record<string, unknown>, childName: string, what: string): Promise<void> {
  const { label, app, port, header, token, record, notes } = b;
  const db = app.srm.db;
  const savePath = restPath(header, 'saveOrUpdate');
  const editable = new Set([header.key, 'versionNum', ...header.fields.filter((f) => !f.readOnly && f.type !== 'password').map((f) => f.name)]);
  const lineDef = getEntity(header.children![0].entity);
  const lineEditable = new Set([lineDef.key, 'versionNum', ...lineDef.fields.filter((f) => !f.readOnly && f.type !== 'password').map((f) => f.name)]);
  // A number every line carries, changed on every line by every other save.
  const changing = lineDef.fields.find(
    (f) => f.type === 'number' && !f.readOnly && (read[childName] as Record<string, unknown>[]).every((l) => typeof l[f.name] === 'number'),
  );
  const pick = (row: Record<string, unknown>, keep: Set<string>) => Object.fromEntries(Object.entries(row).filter(([k, v]) => keep.has(k) && v !== null));
  const bodyOf = (doc: Record<string, unknown>, variant: Variant, i: number) => ({
    ...pick(doc, editable),
    [childName]: (doc[childName] as Record<string, unknown>[]).map((l) => {
      const line = pick(l, lineEditable);
      if (variant === 'every line changed') line[changing!.name] = Number(l[changing!.name]) + (i % 2 ? -1 : 1);
      return line;
    }),
  });
  // Saves recorded in transactions rolled back: the document stays as read, so the statements can run again.
  const recorder = recordingDb(db, true);
  const recording = new EntityOperations(recorder, app.srm.changes);
  // Its names kept as the server's are by the reads before a save (a transaction's own reads keep none).
  await recording.findById(header, b.caller, { [header.key]: read[header.key] });
  let doc = read;
  for (const variant of ['as read', 'every line changed'] as const) {
    if (variant === 'every line changed' && !changing) {
      notes.push(`${label}: ${lineDef.name} has no editable number on every line; saves with changed lines not measured`);
      continue;
    }
    const name = `saveOrUpdate ${what}, ${variant === 'as read' ? 'sent back as read' : `${changing!.name} changed on every line`}`;
    const sample = bodyOf(doc, variant, 0);
    const saveRolledBack = () =>
      recording.save(header, b.caller, sample).catch((err) => {
        if (!recorder.isRollback(err)) throw err;
      });
    await saveRolledBack();
    recorder.statements.length = 0;
    await saveRolledBack();
    const statements = [...recorder.statements];
    const iterations = b.quick ? 10 : 30;
    const [rawRolledBack, inProcess] = await p50s(iterations, [() => replay(db, statements, true), saveRolledBack]);
    const inDb = await serverP50(b, statements);

    // Each save through HTTP beside its statements run directly, so the ratio's two halves share the machine's load.
    const times: number[] = [];
    const raws: number[] = [];
    let failure = '';
    for (let i = 0; i < (b.quick ? 6 : 16); i++) {
      const body = bodyOf(doc, variant, i);
      let t = performance.now();
      await replay(db, statements, true);
      raws.push(performance.now() - t);
      t = performance.now();
      const res = await http(port, token, savePath, body);
      times.push(performance.now() - t);
      if (res.status !== 'S') {
        failure = `${res.code}: ${res.msg}`.slice(0, 300);
        break;
      }
      doc = res.data;
    }
    if (failure) {
      notes.push(`${label}: ${name} refused: ${failure}`);
      continue;
    }
    const p = median(times);
    const raw = median(raws);
    const split =
      `; split of this run's p50 ${ms(p)}: PostgreSQL ${ms(inDb)} (EXPLAIN ANALYZE of its ${statements.length} statements), ` +
      `round trips and driver ${ms(rawRolledBack - inDb)}, engine (checks, diffing, audit) ${ms(inProcess - rawRolledBack)}, HTTP, JSON and commit ${ms(p - inProcess)}`;
    record(label, `${name} p50`, 'ms', [p], { text: '< 40 ms', ok: (m) => m < 40 }, b.why.save[variant] + split);
    record(label, `${name} max`, 'ms', [Math.max(...times)]);
    record(label, `${name}: statements`, 'statements', [statements.length]);
    record(label, `${name}: its statements run directly p50`, 'ms', [raw]);
    record(
      label,
      `${name} API/raw ratio`,
      'x',
      times.map((t, i) => t / raws[i]),
      { text: '<= 2', ok: (m) => m <= 2 },
    );
  }
}
