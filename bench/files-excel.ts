/**
 * Files and Excel at scale. `run()` is what `npm run bench` calls; alone:
 * `node --import ./scripts/ts.mjs bench/files-excel.ts` (BENCH_QUICK=1: a tenth of the data).
 * Each measurement runs in its own child process so its memory is its own:
 *
 * - export: 500,000 rows x 10 columns generated in the database with SQL, exported
 *   through the product's export (cursor -> exceljs streaming writer), against the
 *   exceljs streaming writer writing the same rows from memory in the same process.
 *   Target: within 1.5x; the process's RSS at rest before it (PGlite and its rows
 *   included when embedded) under 200 MB and its peak during it under 300 MB. The
 *   baseline runs in a process of its own so its rows are not counted as rest.
 * - import: 100,000 valid rows from an xlsx into materialItem on PGlite, one
 *   transaction, through the same pipeline as the form. Target: under 60 s.
 * - transfer: a 1 GB file uploaded and downloaded over HTTP against a real server
 *   process; the server's RSS sampled from /proc. Target: under 300 MB.
 * PostgreSQL is used for export and transfer when SRM_BENCH_DATABASE_URL or
 * DATABASE_URL is set; PGlite otherwise. Never asserts: figures beside targets.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const QUICK = process.env.BENCH_QUICK === '1';
const PG_URL = process.env.SRM_BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
type Figure = { value: number; unit: string; target?: string; met?: boolean };
const fig = (value: number, unit: string, target?: string, met?: boolean): Figure => ({
  value: Math.round(value * 100) / 100,
  unit,
  ...(target ? { target, met } : {}),
});
const mb = (bytes: number) => bytes / 1024 / 1024;

/** Peak RSS of this process while `fn` runs, sampled every 50 ms. */
async function peakDuring<T>(fn: () => Promise<T>): Promise<{ result: T; peak: number; before: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    const result = await fn();
    return { result, peak: Math.max(peak, process.memoryUsage().rss), before };
  } finally {
    clearInterval(timer);
  }
}

async function openBenchDb(usePg: boolean) {
  const { openDb } = await import('../packages/api/src/db/open.ts');
  const { migrate } = await import('../packages/api/src/db/migrate.ts');
  const { seedReferenceData } = await import('../packages/api/src/seed/reference.ts');
  const schema = usePg ? `bench_files_${process.pid}` : undefined;
  const db = await openDb({ databaseUrl: usePg ? PG_URL : undefined, schema });
  await migrate(db);
  await seedReferenceData(db);
  return {
    db,
    drop: async () => {
      if (schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
}

// ---- child: export ------------------------------------------------------------
const EXPORT_COLUMNS = [
  'itemCode',
  'itemName',
  'itemDescription',
  'specification',
  'uomCode',
  'itemStatus',
  'purchasingFlag',
  'purchasingLeadTime',
  'benchmarkPrice',
  'invalidDate',
];
const exportRowCount = () => (QUICK ? 50_000 : 500_000);
const finished = (s: NodeJS.WritableStream) => new Promise((r) => s.on('finish', r));

/** The baseline, in a process of its own: the streaming writer writing the same rows from memory. */
async function childExportBaseline(): Promise<Record<string, unknown>> {
  const rows = exportRowCount();
  const ExcelJS = (await import('../packages/api/src/excel/exceljs.ts')).excel();
  const dir = mkdtempSync(join(tmpdir(), 'bench-export-'));
  const mem = await peakDuring(async () => {
    const t0 = performance.now();
    const out = createWriteStream(join(dir, 'memory.xlsx'));
    const done = finished(out);
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const ws = wb.addWorksheet('Sheet1');
    ws.columns = EXPORT_COLUMNS.map((c) => ({ header: c, key: c }));
    for (let g = 1; g <= rows; g++) {
      ws.addRow([
        `B-${String(g).padStart(7, '0')}`,
        `物料 ${g}`,
        `description of item ${g}`,
        `spec ${g % 97}`,
        ['个', '千克', '箱'][g % 3],
        '有效',
        g % 2 ? '否' : '是',
        g % 60,
        (g % 10000) / 7,
        new Date(Date.UTC(2026, 0, 1 + (g % 365))),
      ]).commit();
    }
    ws.commit();
    await wb.commit();
    await done;
    return performance.now() - t0;
  });
  rmSync(dir, { recursive: true, force: true });
  return { ms: mem.result };
}

/**
 * The product's export, in a process of its own that holds what a server at rest
 * holds (the app's modules, the database connection or, on PGlite, the embedded
 * database with the rows) and nothing of the baseline's.
 */
async function childExport(): Promise<Record<string, unknown>> {
  const rows = exportRowCount();
  const { db, drop } = await openBenchDb(!!PG_URL);
  const { EntityOperations } = await import('../packages/api/src/engine/operations.ts');
  const { systemCaller } = await import('../packages/api/src/engine/caller.ts');
  const { exportRows } = await import('../packages/api/src/excel/export-writer.ts');
  const { parseExportSpec } = await import('../packages/api/src/excel/export-spec.ts');
  await db.exec(`INSERT INTO srm_base_items (item_code, item_name, item_description, specification, uom_code, item_status, purchasing_flag, purchasing_lead_time, benchmark_price, invalid_date)
    SELECT 'B-' || lpad(g::text, 7, '0'), '物料 ' || g, 'description of item ' || g, 'spec ' || (g % 97), CASE g % 3 WHEN 0 THEN 'PCS' WHEN 1 THEN 'KG' ELSE 'BOX' END,
           'ACTIVE', CASE g % 2 WHEN 0 THEN 'Y' ELSE 'N' END, g % 60, (g % 10000) / 7.0, DATE '2026-01-01' + (g % 365)
      FROM generate_series(1, ${rows}) g`);
  const spec = parseExportSpec(
    { requestUrl: '/api/baseServer/v1/srmBaseItemsRestful/listByPage', columns: EXPORT_COLUMNS, sheetMaxRow: 1_000_000 },
    'custom',
    'zh',
  );
  spec.maxRows = rows;
  const dir = mkdtempSync(join(tmpdir(), 'bench-export-'));
  // What the process keeps at rest, not garbage a collection would free.
  (globalThis as { gc?: () => void }).gc?.();
  const fromDb = await peakDuring(async () => {
    const t0 = performance.now();
    const out = createWriteStream(join(dir, 'db.xlsx'));
    const done = finished(out);
    const res = await exportRows(db, new EntityOperations(db), systemCaller(), spec, out);
    await done;
    return { ms: performance.now() - t0, rows: res.rows };
  });
  rmSync(dir, { recursive: true, force: true });
  await drop();
  const baseline = inChild('export-baseline');
  const baselineMs = Number(baseline.ms);
  const ratio = fromDb.result.ms / baselineMs;
  return {
    database: PG_URL ? 'postgres' : 'pglite',
    rows: fromDb.result.rows,
    memoryWriterS: fig(baselineMs / 1000, 's'),
    databaseExportS: fig(fromDb.result.ms / 1000, 's'),
    ratio: fig(ratio, 'x', '<= 1.5', ratio <= 1.5),
    peakRssMb: fig(mb(fromDb.peak), 'MB', '< 300', mb(fromDb.peak) < 300),
    rssBeforeExportMb: fig(mb(fromDb.before), 'MB', '< 200', mb(fromDb.before) < 200),
    exportGrowthMb: fig(mb(fromDb.peak - fromDb.before), 'MB'),
  };
}

// ---- child: import ------------------------------------------------------------
async function childImport(): Promise<Record<string, unknown>> {
  const rows = QUICK ? 10_000 : 100_000;
  const { db, drop } = await openBenchDb(false);
  const ExcelJS = (await import('../packages/api/src/excel/exceljs.ts')).excel();
  const { getEntity } = await import('@srm/domain/entity/registry.ts');
  const { EntityOperations } = await import('../packages/api/src/engine/operations.ts');
  const { systemCaller } = await import('../packages/api/src/engine/caller.ts');
  const { importFields } = await import('../packages/api/src/excel/import-columns.ts');
  const { loadMeanings } = await import('../packages/api/src/excel/cells.ts');
  const { readImport } = await import('../packages/api/src/excel/import-reader.ts');
  const { importRows } = await import('../packages/api/src/excel/importer.ts');
  const def = getEntity('materialItem');
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const path = join(dir, 'items.xlsx');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path });
  const ws = wb.addWorksheet('data');
  ws.addRow(['*物料编码', '*物料名称', '规格型号', '*计量单位', '物料状态', '可采购', '采购提前期(天)', '基准价', '失效日期', '物料说明']).commit();
  for (let g = 1; g <= rows; g++)
    ws.addRow([
      `I-${g}`,
      `导入物料${g}`,
      `规格${g % 50}`,
      ['个', '千克', '箱'][g % 3],
      '有效',
      '是',
      g % 30,
      (g % 1000) / 4,
      new Date(Date.UTC(2027, 0, 1 + (g % 300))),
      `说明 ${g}`,
    ]).commit();
  ws.commit();
  await wb.commit();
  const caller = systemCaller();
  const fields = importFields(def);
  const meanings = await loadMeanings(db, [...new Set(fields.filter((f) => f.type === 'lookup').map((f) => f.lookupType!))], 'zh');
  const t0 = performance.now();
  const list = [];
  for await (const item of readImport(path, fields, meanings)) if (!('headers' in item)) list.push(item);
  const read = performance.now() - t0;
  const result = await importRows(db, new EntityOperations(db), def, caller, list);
  const total = performance.now() - t0;
  const count = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM srm_base_items WHERE item_code LIKE 'I-%'`)).rows[0].n;
  rmSync(dir, { recursive: true, force: true });
  await drop();
  return {
    rows: count,
    ok: result.ok ? 1 : 0,
    ...(result.ok ? {} : { firstFailure: result.failures[0]?.message, failed: result.failures.length }),
    readS: fig(read / 1000, 's'),
    totalS: fig(total / 1000, 's', QUICK ? '< 6 (quick)' : '< 60', total / 1000 < (QUICK ? 6 : 60)),
    rowsPerS: fig(count / (total / 1000), 'rows/s'),
  };
}

// ---- child: server for the transfer --------------------------------------------
async function childServer(): Promise<void> {
  const { openDb } = await import('../packages/api/src/db/open.ts');
  const { migrate } = await import('../packages/api/src/db/migrate.ts');
  const { buildApp } = await import('../packages/api/src/app.ts');
  const { loadConfig } = await import('../packages/api/src/config.ts');
  const { seedReferenceData } = await import('../packages/api/src/seed/reference.ts');
  const { seedDemoData } = await import('../packages/api/src/seed/demo.ts');
  const { features } = await import('../packages/api/src/features.ts');
  const schema = PG_URL ? `bench_xfer_${process.pid}` : undefined;
  const db = await openDb({ databaseUrl: PG_URL, schema });
  await migrate(db);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', CAPTCHA_FIXED_ANSWER: 'TEST', APP_DIST: '/nonexistent', JOB_WORKER: 'false' });
  const app = await buildApp(db, config, features);
  await seedReferenceData(db);
  await seedDemoData(db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  process.stdout.write(`PORT ${address.port}\n`);
  process.stdin.on('data', async () => {
    await app.close();
    if (schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
    process.exit(0);
  });
}

function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

async function http(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Readable | string,
): Promise<{ status: number; stream: import('node:http').IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => resolve({ status: res.statusCode ?? 0, stream: res }));
    req.on('error', reject);
    if (body instanceof Readable) body.pipe(req);
    else req.end(body);
  });
}

async function json(res: { stream: import('node:http').IncomingMessage }): Promise<any> {
  let text = '';
  for await (const c of res.stream) text += c;
  return JSON.parse(text);
}

async function transfer(): Promise<Record<string, unknown>> {
  const size = (QUICK ? 100 : 1024) * 1024 * 1024;
  const { signRequest } = await import('@srm/domain/client/signature.ts');
  const { HEADERS } = await import('@srm/domain/client/headers.ts');
  const fileDir = mkdtempSync(join(tmpdir(), 'bench-files-'));
  const server = spawn(process.execPath, ['--import', './scripts/ts.mjs', self, '--child', 'server'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, FILE_DIR: fileDir },
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buf = '';
    server.stdout!.on('data', (d) => {
      buf += d;
      const m = /PORT (\d+)/.exec(buf);
      if (m) resolve(Number(m[1]));
    });
    server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const sign = async (token: string, extra: Record<string, string> = {}) => {
    const ts = String(Date.now());
    return { [HEADERS.timestamp]: ts, [HEADERS.signature]: await signRequest(ts, token), ...(token ? { [HEADERS.authorization]: token } : {}), ...extra };
  };
  const post = async (token: string, path: string, payload: unknown) =>
    json(await http(port, 'POST', path, { 'content-type': 'application/json', ...(await sign(token)) }, JSON.stringify(payload)));
  const captcha = await post('', '/api/baseServer/v1/baseLoginService/randomValidateCode', {});
  const login = await post('', '/api/baseServer/v1/baseLoginService/login', {
    userName: 'buyer',
    password: 'Buyer@123',
    captchaToken: captcha.data.captchaToken,
    captchaCode: 'TEST',
  });
  const token = login.data.authorizationCode as string;

  const baseline = rssOf(server.pid!);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid!))), 100);
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE((i * 2654435761) >>> 0, i);
  const hash = createHash('sha256');
  const boundary = 'benchboundary7e3f';
  async function* body() {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\n`);
    for (let sent = 0; sent < size; sent += chunk.length) {
      hash.update(chunk);
      yield chunk;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  const t0 = performance.now();
  const up = await json(
    await http(
      port,
      'POST',
      '/api/fileServer/v2/file/upload',
      { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(await sign(token)) },
      Readable.from(body()),
    ),
  );
  const uploadS = (performance.now() - t0) / 1000;
  const sent = hash.digest('hex');
  const uploadPeak = peak;
  const file = up.data?.[0];
  const t1 = performance.now();
  const h = await sign(token);
  const dl = await http(
    port,
    'GET',
    `/api/fileServer/v1/largeFile/download?id=${file?.fileId}&token=${token}&ts=${h[HEADERS.timestamp]}&sig=${h[HEADERS.signature]}`,
    {},
  );
  const back = createHash('sha256');
  let received = 0;
  // A deliberately slow-ish reader is not needed: backpressure keeps the server flat either way.
  for await (const c of dl.stream) {
    back.update(c as Buffer);
    received += (c as Buffer).length;
  }
  const downloadS = (performance.now() - t1) / 1000;
  clearInterval(sampler);
  server.stdin!.write('stop\n');
  await new Promise((r) => server.on('exit', r));
  rmSync(fileDir, { recursive: true, force: true });
  const limit = 300;
  return {
    database: PG_URL ? 'postgres' : 'pglite',
    sizeMb: fig(mb(size), 'MB'),
    uploadS: fig(uploadS, 's'),
    uploadMbPerS: fig(mb(size) / uploadS, 'MB/s'),
    downloadS: fig(downloadS, 's'),
    intact: file?.sha256 === sent && back.digest('hex') === sent && received === size ? 1 : 0,
    serverRssBeforeMb: fig(mb(baseline), 'MB'),
    serverPeakRssUploadMb: fig(mb(uploadPeak), 'MB', `< ${limit}`, mb(uploadPeak) < limit),
    serverPeakRssMb: fig(mb(peak), 'MB', `< ${limit}`, mb(peak) < limit),
    serverGrowthMb: fig(mb(peak - baseline), 'MB'),
  };
}

function inChild(part: string): Record<string, unknown> {
  const res = spawnSync(process.execPath, ['--expose-gc', '--import', './scripts/ts.mjs', self, '--child', part], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 20 * 60_000,
    env: process.env,
  });
  const line = (res.stdout ?? '')
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('RESULT '))
    .pop();
  if (!line) return { error: `${part} failed: ${(res.stderr || res.stdout || String(res.error)).slice(-500)}` };
  return JSON.parse(line.slice(7));
}

export async function run(opts: { quick?: boolean } = {}): Promise<Record<string, unknown>> {
  if (opts.quick) process.env.BENCH_QUICK = '1';
  const out: Record<string, unknown> = {};
  // BENCH_FILES_PARTS=export,transfer runs a subset.
  const parts = (process.env.BENCH_FILES_PARTS || 'export,import,transfer').split(',');
  for (const part of ['export', 'import'].filter((p) => parts.includes(p))) {
    out[part] = inChild(part);
    console.log(part, JSON.stringify(out[part]));
  }
  if (parts.includes('transfer')) {
    try {
      out.transfer = await transfer();
    } catch (err) {
      out.transfer = { error: String((err as Error).message) };
    }
    console.log('transfer', JSON.stringify(out.transfer));
  }
  return out;
}

const child = process.argv.indexOf('--child');
if (child > 0) {
  const part = process.argv[child + 1];
  if (part === 'server') await childServer();
  else {
    const result = part === 'export' ? await childExport() : part === 'export-baseline' ? await childExportBaseline() : await childImport();
    process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
    process.exit(0);
  }
} else if (process.argv[1] === self) {
  const res = await run();
  console.log(JSON.stringify(res, null, 2));
}
