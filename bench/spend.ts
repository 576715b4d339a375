/**
 * The spend cube at scale (entities/spend/SPEND.md), on PostgreSQL only
 * (DATABASE_URL): `run()` is what `npm run bench` calls; alone,
 * `BENCH_ONLY=spend npm run bench` (BENCH_SPEND_LINES=100000 for a smaller run).
 *
 * A schema of its own, migrated, gets 1,000,000 committed order lines (100,000
 * orders of ten lines) over a year, four organisations, 2,000 suppliers picked
 * by a Zipf-like law (a few take most of the spend, as real spend does), each
 * selling in two or three of 200 categories, a third of the lines at an agreed
 * price. Both summaries are refreshed (the refresh time is a figure too), then,
 * through the same functions the routes call (spend/cube.ts, a bounded
 * connection, an internal caller):
 * - pivot supplier × category, no organisation limit (the grain without
 *   organisation) and limited to one organisation (the full grain);
 * - pivot month × organisation;
 * - drill into the largest supplier's cell of one month (first page, 20 lines).
 * Each taken with `settle` as the p50 of 15 calls. Target: < 500 ms each.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { openDb } from '../packages/api/src/db/open.ts';
import { migrate } from '../packages/api/src/db/migrate.ts';
import type { Db } from '../packages/api/src/db/db.ts';
import { refreshSummary } from '../packages/api/src/engine/summaries.ts';
import { bounded } from '../packages/api/src/engine/statement-limits.ts';
import type { Caller } from '../packages/api/src/engine/caller.ts';
import { drill, pivot, type SpendFilter } from '../packages/api/src/spend/cube.ts';
import { figure, pct, settle, type ModuleFigure } from './figures.ts';
import { fill } from './generate.ts';

const LINES = Number(process.env.BENCH_SPEND_LINES ?? (process.env.BENCH_QUICK === '1' ? 100_000 : 1_000_000));
const PER_ORDER = 10;
const SUPPLIERS = 2_000;
const CATEGORIES = 200;
const ORGS = 4;
const CALLS = 15;
const TARGET = { text: '< 500 ms', ok: (m: number) => m < 500 };

/** Orders and lines in two statements (names copied as the documents copy them, so no master rows are needed); the supplier of an order is ⌊2000 · u³⌋ (u uniform), so the first few suppliers take most orders. */
async function generate(db: Db): Promise<void> {
  const orders = Math.ceil(LINES / PER_ORDER);
  // The references the documents' foreign keys need, made by the bench's generator.
  const org = (await fill(db, getEntity('organization'), { count: ORGS, tag: 'BSP' })).first;
  const sup = (await fill(db, getEntity('supplierInfo'), { count: SUPPLIERS, tag: 'BSP' })).first;
  const cat = (await fill(db, getEntity('purchaseCategory'), { count: CATEGORIES, tag: 'BSP' })).first;
  await db.exec(
    `INSERT INTO srm_po_headers (po_header_id, po_number, supplier_id, supplier_number, supplier_name, org_id, org_name, currency_code, exchange_rate, po_status, creation_date)
     SELECT g, 'PO-BENCH-' || g, ${sup - 1} + s, 'S' || lpad(s::text, 5, '0'), 'Supplier ' || s, ${org} + g % ${ORGS}, 'Bench plant ' || (1 + g % ${ORGS}),
            CASE WHEN g % 10 = 0 THEN 'USD' ELSE 'CNY' END, CASE WHEN g % 10 = 0 THEN 7.1 ELSE 1 END,
            (ARRAY['APPROVED','RELEASED','CONFIRMED','CLOSED'])[1 + g % 4], now() - ((g % 365) || ' days')::interval
       FROM (SELECT g, 1 + floor(${SUPPLIERS} * power(((g::bigint * 2654435761) % 1000003) / 1000003.0, 3))::int AS s FROM generate_series(1, ${orders}) g) x`,
  );
  await db.exec(
    `INSERT INTO srm_po_lines (po_header_id, line_number, category_id, category_name, item_code, quantity, tax_price, line_amount, received_qty, price_source, agreement_number, line_status)
     SELECT h.po_header_id, n, ${cat - 1} + c, 'Category ' || c, 'M-' || (h.po_header_id * 7 + n) % 50000, q, p, q * p, CASE WHEN n % 3 = 0 THEN q ELSE 0 END,
            CASE WHEN (h.supplier_id + n) % 3 = 0 THEN 'AGREEMENT' ELSE 'MANUAL' END, CASE WHEN (h.supplier_id + n) % 3 = 0 THEN 'AG-' || h.supplier_id END, 'OPEN'
       FROM srm_po_headers h CROSS JOIN generate_series(1, ${PER_ORDER}) n
       CROSS JOIN LATERAL (SELECT 1 + (h.supplier_id * 7 + n % 3) % ${CATEGORIES} AS c, 1 + (h.po_header_id + n) % 50 AS q, 5 + (h.po_header_id * n) % 500 AS p) v
      WHERE h.po_number LIKE 'PO-BENCH-%'`,
  );
  await db.exec('ANALYZE srm_po_headers, srm_po_lines');
}

export async function run(): Promise<Record<string, ModuleFigure | string | number>> {
  if (!process.env.DATABASE_URL) return { note: 'PostgreSQL only: DATABASE_URL not set, not measured' };
  const schema = `bench_spend_${process.pid}`;
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
  try {
    await migrate(db);
    let t = performance.now();
    await generate(db);
    const generated = performance.now() - t;
    t = performance.now();
    for (const name of ['spendCube', 'spendCubeAllOrgs']) await db.transaction((tx) => refreshSummary(tx, db.dialect, getEntity(name)));
    const refresh = performance.now() - t;
    const size = async (table: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    const fullGrain = await size('v_srm_spend_cube');
    const orgless = await size('v_srm_spend_cube_all_orgs');
    const q = bounded(db, 30);
    const internal: Caller = {
      userId: 1,
      userName: 'bench',
      userType: 'INSIDE',
      supplierId: null,
      respId: null,
      isAdmin: false,
      lang: 'zh',
      grants: new Map(),
    };
    const firstOrg = Number((await db.query<{ o: string }>('SELECT min(org_id) AS o FROM srm_po_headers')).rows[0].o);
    const limited: Caller = { ...internal, data: { org: [firstOrg] } };
    const year: SpendFilter = { measure: 'ordered' };
    const top = Number(
      (await db.query<{ s: string }>('SELECT supplier_id AS s FROM v_srm_spend_cube_all_orgs GROUP BY 1 ORDER BY sum(ordered_amount) DESC LIMIT 1')).rows[0].s,
    );
    const month = (await db.query<{ m: string }>('SELECT max(period_month) AS m FROM v_srm_spend_cube_all_orgs')).rows[0].m;
    const p50 = async (call: () => Promise<unknown>) => {
      await call();
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const s = performance.now();
        await call();
        times.push(performance.now() - s);
      }
      return pct(times, 50);
    };
    const settled = await settle(
      async () => ({
        pivotAllOrgs: await p50(() => pivot(q, internal, year, 'supplier', 'category', 100)),
        pivotOneOrg: await p50(() => pivot(q, limited, year, 'supplier', 'category', 100)),
        pivotMonthOrg: await p50(() => pivot(q, internal, year, 'month', 'org', 100)),
        drill: await p50(() => drill(q, internal, year, { supplier: String(top), month }, 1, 20)),
      }),
      { keys: ['pivotAllOrgs', 'pivotOneOrg', 'pivotMonthOrg', 'drill'], min: 3, max: 6 },
    );
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS OFF) SELECT supplier_id, category_id, sum(ordered_amount) FROM v_srm_spend_cube_all_orgs GROUP BY 1, 2`,
    );
    return {
      lines: LINES,
      fullGrainRows: fullGrain,
      orglessGrainRows: orgless,
      generateMs: Math.round(generated),
      refreshBothMs: Math.round(refresh),
      'pivot supplier x category, no org limit p50': figure(settled.runs.pivotAllOrgs, 'ms', TARGET),
      'pivot supplier x category, one org p50': figure(settled.runs.pivotOneOrg, 'ms', TARGET),
      'pivot month x org p50': figure(settled.runs.pivotMonthOrg, 'ms', TARGET),
      'drill top supplier x month, first page p50': figure(settled.runs.drill, 'ms', TARGET),
      why: `the pivots group the refreshed summary, never the lines: ${orgless} cells without organisation, ${fullGrain} with; the organisation-less group by: ${plan.rows
        .map((r) => r['QUERY PLAN'])
        .filter((l) => /Execution Time|Scan/.test(l))
        .map((l) => l.trim())
        .join('; ')}`,
    };
  } finally {
    await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await db.close();
  }
}

// Alone: `node --import ./scripts/ts.mjs bench/spend.ts` prints the figures.
if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await run(), null, 2));
