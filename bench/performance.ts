/**
 * A quarterly performance scheme at scale (issue 17). `run()` is what `npm run
 * bench` calls; alone: `BENCH_ONLY=performance npm run bench`. PostgreSQL only
 * (DATABASE_URL): the target is PostgreSQL's.
 *
 * A schema of its own with the demo data, then 1,000 more qualified suppliers,
 * each with 50 released orders of 10 lines falling due in the quarter, and two
 * received delivery lines per order line: 500,000 order lines and 1,000,000
 * delivery lines, written by INSERT ... SELECT. A template of the five
 * automatic indicators (no manual one: nothing waits for an evaluator) is run
 * by a scheme over every qualified supplier: collect (results, lines, the
 * twelve measures, the formulas) and calculate (weigh, total, grade, rank)
 * are timed, each in its one transaction, as the buyer's buttons run them.
 * Never asserts: figures beside the target (< 60 s).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { openDb } from '../packages/api/src/db/open.ts';
import { migrate } from '../packages/api/src/db/migrate.ts';
import { seedReferenceData } from '../packages/api/src/seed/reference.ts';
import { seedDemoData } from '../packages/api/src/seed/demo.ts';
import { systemCaller } from '../packages/api/src/engine/caller.ts';
import { EntityOperations } from '../packages/api/src/engine/operations.ts';
import { registerPerformance } from '../packages/api/src/performance/feature.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const SUPPLIERS = 1_000;
const ORDERS_PER_SUPPLIER = QUICK ? 5 : 50;
const LINES_PER_ORDER = 10;
const FROM = '2032-01-01';
const TO = '2032-03-31';

type Figure = { median: number; runs: number[]; unit: string; target?: string; met?: boolean };
const round = (x: number) => Math.round(x * 100) / 100;
const figure = (runs: number[], unit: string, target?: { text: string; ok: (m: number) => boolean }): Figure => {
  const median = round([...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]);
  return { median, runs: runs.map(round), unit, ...(target ? { target: target.text, met: target.ok(median) } : {}) };
};

/** The suppliers, their orders falling due in the quarter, and two received delivery lines per order line. */
async function documents(db: Awaited<ReturnType<typeof openDb>>): Promise<{ deliveryLines: number }> {
  const org = (await db.query<{ id: number }>('SELECT min(org_id) AS id FROM saaf_institution')).rows[0]?.id ?? null;
  const item = (await db.query<{ id: number }>('SELECT min(item_id) AS id FROM srm_base_items')).rows[0].id;
  await db.query(
    `INSERT INTO srm_pos_supplier_info (supplier_number, supplier_name, supplier_status)
     SELECT 'BP-' || g, 'bench supplier ' || g, 'EFFECTIVE' FROM generate_series(1, $1::int) g`,
    [SUPPLIERS],
  );
  await db.query(
    `INSERT INTO srm_po_headers (po_number, supplier_id, supplier_name, org_id, currency_code, po_status, released_date)
     SELECT 'BP-PO-' || s.supplier_id || '-' || o, s.supplier_id, s.supplier_name, $2, 'CNY', 'CONFIRMED', ($3::date + (o % 80)::int) + time '09:00'
       FROM srm_pos_supplier_info s CROSS JOIN generate_series(1, $1::int) o WHERE s.supplier_number LIKE 'BP-%'`,
    [ORDERS_PER_SUPPLIER, org, FROM],
  );
  await db.query(
    `INSERT INTO srm_po_lines (po_header_id, line_number, item_id, quantity, tax_price, need_by_date, promised_date, received_qty, line_status)
     SELECT h.po_header_id, n, $2, 10, 10, h.released_date::date + 7, h.released_date::date + 7 + (n % 3)::int, CASE WHEN n % 9 = 0 THEN 8 ELSE 10 END, 'OPEN'
       FROM srm_po_headers h CROSS JOIN generate_series(1, $1::int) n WHERE h.po_number LIKE 'BP-PO-%'`,
    [LINES_PER_ORDER, item],
  );
  await db.query(
    `INSERT INTO srm_po_delivery_headers (delivery_number, supplier_id, delivery_status, delivery_date)
     SELECT 'BP-DN-' || h.po_header_id || '-' || k, h.supplier_id, 'RECEIVED', h.released_date::date + 5 FROM srm_po_headers h CROSS JOIN generate_series(1, 2) k
      WHERE h.po_number LIKE 'BP-PO-%'`,
  );
  const lines = await db.query(
    `INSERT INTO srm_po_delivery_lines (delivery_header_id, line_number, po_line_id, delivery_qty, received_qty, received_date, delivery_line_status)
     SELECT d.delivery_header_id, l.line_number, l.po_line_id, 5, CASE WHEN l.line_number % 9 = 0 THEN 4 ELSE 5 END,
            h.released_date::date + 6 + (l.line_number % 4)::int, 'RECEIVED'
       FROM srm_po_headers h JOIN srm_po_lines l ON l.po_header_id = h.po_header_id
       JOIN srm_po_delivery_headers d ON d.delivery_number IN ('BP-DN-' || h.po_header_id || '-1', 'BP-DN-' || h.po_header_id || '-2')
      WHERE h.po_number LIKE 'BP-PO-%'`,
  );
  await db.exec('ANALYZE srm_pos_supplier_info; ANALYZE srm_po_headers; ANALYZE srm_po_lines; ANALYZE srm_po_delivery_headers; ANALYZE srm_po_delivery_lines');
  return { deliveryLines: lines.rowCount ?? 0 };
}

export async function run(): Promise<Record<string, unknown>> {
  if (!process.env.DATABASE_URL) return { note: 'PostgreSQL only: set DATABASE_URL' };
  const schema = `bench_spe_${process.pid}`;
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
  const out: Record<string, unknown> = {};
  try {
    await migrate(db);
    await seedReferenceData(db);
    await seedDemoData(db);
    const ops = new EntityOperations(db);
    registerPerformance(ops);
    const sys = systemCaller();
    const { deliveryLines } = await documents(db);
    const indicators = await db.query<{ id: number; code: string }>(
      `SELECT indicator_id AS id, indicator_code AS code FROM srm_spe_indicators WHERE indicator_type = 'AUTO' ORDER BY indicator_code`,
    );
    const weights = [30, 20, 20, 15, 15];
    const template = await ops.save(getEntity('speTemplate'), sys, {
      templateName: 'bench quarterly',
      frequency: 'QUARTERLY',
      lines: indicators.rows.slice(0, 5).map((x, i) => ({ indicatorId: x.id, weight: weights[i] })),
      grades: [
        { grade: 'A', minScore: 90 },
        { grade: 'B', minScore: 80 },
        { grade: 'C', minScore: 60 },
        { grade: 'D', minScore: 0 },
      ],
    });
    const S = getEntity('speScheme');
    const totals: number[] = [];
    const collects: number[] = [];
    const calcs: number[] = [];
    let suppliers = 0;
    for (let r = 0; r < (QUICK ? 1 : 3); r++) {
      const scheme = await ops.save(S, sys, { schemeName: `bench ${r}`, templateId: template.templateId, periodFrom: FROM, periodTo: TO });
      const t0 = performance.now();
      const collected = await ops.act(S, sys, actionOf(S, 'collect'), { schemeId: scheme.schemeId });
      const t1 = performance.now();
      await ops.act(S, sys, actionOf(S, 'calculate'), { schemeId: scheme.schemeId });
      const t2 = performance.now();
      suppliers = Number(collected.supplierCount);
      collects.push((t1 - t0) / 1000);
      calcs.push((t2 - t1) / 1000);
      totals.push((t2 - t0) / 1000);
    }
    const what = `${suppliers.toLocaleString('en')} suppliers, ${deliveryLines.toLocaleString('en')} delivery lines`;
    out[`quarterly scheme collected and calculated, ${what}`] = figure(totals, 's', { text: '< 60 s', ok: (m) => m < 60 });
    out['of which collect (results, lines, 12 measures, formulas)'] = figure(collects, 's');
    out['of which calculate (weigh, total, grade, rank)'] = figure(calcs, 's');
  } catch (err) {
    const fields = (err as { violations?: unknown }).violations;
    out.error = `${String((err as Error).stack ?? err).slice(0, 400)}${fields ? ` ${JSON.stringify(fields).slice(0, 300)}` : ''}`;
  } finally {
    await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await db.close();
  }
  return out;
}
