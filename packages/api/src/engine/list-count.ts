/**
 * A list's total, apart from its rows: the grid shows the rows at once and asks
 * for the total after (`listCount`). Totals are kept per list query (entity,
 * filters and the caller's scope are all in its SQL and parameters) until a table
 * the query reads changes on any process (db/change-feed.ts), so sixteen buyers
 * opening the same list count it once.
 *
 * How a total is found: exact up to COUNT_CAP matching rows (a LIMITed count
 * stops there); beyond, the planner's estimate of the filtered query, answered as
 * `countEstimated` ("about 1.2 million"), or "10,000+" (`countCapped`) when the
 * estimate says less than the rows already seen. `exactCount: true` counts all.
 */
import type { Queryable } from '../db/db.ts';
import { changingTables, type ChangeFeed, type Stamp } from '../db/change-feed.ts';
import { CacheCounter, type CacheStats, type CacheStatsSource } from './cache-stats.ts';

/** Totals above this are answered as an estimate or as `COUNT_CAP` with `countCapped: true`. */
export const COUNT_CAP = 10_000;
/** Totals of queries on clock-dependent views (overdue, this month) go stale without a write. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 2_000;

export interface ListCount {
  count: number;
  countCapped?: true;
  countEstimated?: true;
}

/** A list's rows without paging: `FROM ... WHERE ...` and its parameters. */
export interface CountQuery {
  from: string;
  params: unknown[];
  /** SQL the FROM reads beyond its own text (a view's SELECT), for the tables it depends on. */
  reads?: string;
}

interface Entry {
  value: ListCount;
  tables: string[];
  stamp: Stamp;
  at: number;
}

let knownTables: Set<string> | undefined;
const tablesOf = new Map<string, string[]>();

/** The definition tables named in `sql` (its own, joined ones, those a view reads). */
function tablesIn(sql: string): string[] {
  let hit = tablesOf.get(sql);
  if (!hit) {
    knownTables ??= new Set(changingTables());
    hit = [...new Set(sql.match(/[a-z_][a-z0-9_]*/g) ?? [])].filter((w) => knownTables!.has(w));
    // One entry per distinct list SQL (filters make many): bounded like the totals themselves.
    if (tablesOf.size >= MAX_ENTRIES) tablesOf.delete(tablesOf.keys().next().value as string);
    tablesOf.set(sql, hit);
  }
  return hit;
}

export class ListCounter implements CacheStatsSource {
  private readonly entries = new Map<string, Entry>();
  private readonly counter = new CacheCounter();
  private readonly inFlight = new Map<string, Promise<ListCount>>();

  /** The database as lists read it (cut after QUERY_TIMEOUT_SECONDS on PostgreSQL). */
  private readonly db: Queryable;
  private readonly changes: ChangeFeed | undefined;
  constructor(db: Queryable, changes: ChangeFeed | undefined) {
    this.db = db;
    this.changes = changes;
  }

  private keyOf(q: CountQuery, exact: boolean): string {
    return `${exact ? 'exact' : 'page'}\n${q.from}\n${JSON.stringify(q.params)}`;
  }

  private fresh(key: string): Entry | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at > MAX_AGE_MS || !this.changes?.isCurrent(hit.tables, hit.stamp)) {
      this.entries.delete(key);
      this.counter.drops++;
      return undefined;
    }
    return hit;
  }

  /** The total if it is known without a query (`exact`: only an exact one). */
  peek(q: CountQuery, exact = false): ListCount | undefined {
    const hit = this.fresh(this.keyOf(q, true)) ?? (exact ? undefined : this.fresh(this.keyOf(q, false)));
    this.counter.count(!!hit);
    return hit?.value;
  }

  cacheStats(): CacheStats[] {
    const { hits, misses, drops } = this.counter;
    return [{ code: 'listTotals', entries: this.entries.size, maxEntries: MAX_ENTRIES, maxAgeMs: MAX_AGE_MS, hits, misses, drops }];
  }

  /** Keeps a total learnt another way (the last page tells it exactly). */
  remember(q: CountQuery, count: number): void {
    this.store(q, true, { count }, this.stampOf(q));
  }

  /** The total, counted at most once at a time per query. */
  count(q: CountQuery, exact = false): Promise<ListCount> {
    const known = this.peek(q, exact);
    if (known) return Promise.resolve(known);
    const key = this.keyOf(q, exact);
    let running = this.inFlight.get(key);
    if (!running) {
      // The stamp is taken before counting: a change committed meanwhile makes the entry stale, never the reverse.
      const basis = this.stampOf(q);
      running = (exact ? this.exactCount(q) : this.pageCount(q))
        .then((value) => {
          this.store(q, exact || (!value.countCapped && !value.countEstimated), value, basis);
          return value;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, running);
    }
    return running;
  }

  private stampOf(q: CountQuery): { tables: string[]; stamp: Stamp | undefined } {
    const tables = tablesIn(`${q.from}\n${q.reads ?? ''}`);
    return { tables, stamp: this.changes?.stamp(tables) };
  }

  private store(q: CountQuery, exact: boolean, value: ListCount, { tables, stamp }: { tables: string[]; stamp: Stamp | undefined }): void {
    if (!stamp) return;
    const key = this.keyOf(q, exact);
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES && this.entries.delete(this.entries.keys().next().value as string)) this.counter.drops++;
    this.entries.set(key, { value, tables, stamp, at: Date.now() });
  }

  private async exactCount(q: CountQuery): Promise<ListCount> {
    const res = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n ${q.from}`, q.params);
    return { count: res.rows[0].n };
  }

  private async pageCount(q: CountQuery): Promise<ListCount> {
    const res = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 ${q.from} LIMIT ${COUNT_CAP + 1}) c`, q.params);
    const n = res.rows[0].n;
    if (n <= COUNT_CAP) return { count: n };
    const estimate = await this.estimate(q);
    return estimate > COUNT_CAP ? { count: estimate, countEstimated: true } : { count: COUNT_CAP, countCapped: true };
  }

  /** The planner's row estimate for the filtered query (its statistics, no scan). */
  private async estimate(q: CountQuery): Promise<number> {
    const res = await this.db.query<{ plan: unknown }>(`EXPLAIN (FORMAT JSON) SELECT 1 ${q.from}`, q.params);
    const raw = Object.values(res.rows[0] ?? {})[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
    return Math.round(Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
  }
}
