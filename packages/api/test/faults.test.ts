/**
 * Faults: a real server process is killed with SIGKILL while workflow actions
 * and a large Excel import are in flight; after a restart on the same database
 * nothing is half-written (each document is wholly before or wholly after its
 * action, the import is all its rows or none). On PGlite the data directory is a
 * temporary one; on PostgreSQL (SRM_TEST_DATABASE_URL) a schema of its own.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signRequest } from '@srm/domain/client/signature.ts';
import { dbKind } from './helper.ts';
import { loginAt, post, startServer, stopServer, type ServerProcess } from './processes.ts';
import { seededServerEnv } from './seeded-db.ts';
import { excel } from '../src/excel/exceljs.ts';

const ExcelJS = excel();

const dir = mkdtempSync(join(tmpdir(), 'srm-faults-'));
const seeded = await seededServerEnv(process.env.SRM_TEST_DATABASE_URL, dir);
const env = seeded.env;
const running: ServerProcess[] = [];
const start = async () => {
  const s = await startServer(env);
  running.push(s);
  return s;
};
after(async () => {
  for (const s of running) await stopServer(s, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  await seeded.dispose();
});

const NOTICE = '/api/baseServer/v1/srmBaseNoticeRestful';
const ITEMS = '/api/baseServer/v1/srmBaseItemsRestful';

test(`[${dbKind}] SIGKILL during workflow actions: after restart every document is wholly before or after its action`, async () => {
  let server = await start();
  let admin = await loginAt(server.base, 'admin');
  const ids: number[] = [];
  for (let i = 0; i < 40; i++) {
    const res = await post(server.base, admin.token, `${NOTICE}/saveOrUpdate`, {
      noticeTitle: `fault ${i}`,
      noticeContent: '<p>fault</p>',
      receiverType: 'ALL',
      noticeType: 'GENERAL',
    });
    assert.equal(res.body.status, 'S', res.body.msg);
    ids.push(res.body.data.noticeId);
  }
  const inFlight = ids.map((noticeId) => post(server.base, admin.token, `${NOTICE}/doPublish`, { noticeId }).catch(() => null));
  await Promise.race(inFlight);
  server.child.kill('SIGKILL');
  await Promise.allSettled(inFlight);
  await stopServer(server, 'SIGKILL');

  server = await start();
  admin = await loginAt(server.base, 'admin');
  const states = { DRAFT: 0, PUBLISHED: 0 } as Record<string, number>;
  for (const noticeId of ids) {
    const found = await post(server.base, admin.token, `${NOTICE}/findById`, { noticeId });
    assert.equal(found.body.status, 'S', found.body.msg);
    const n = found.body.data;
    const audit = await post(server.base, admin.token, '/api/baseServer/v1/baseAuditLogRestful/listByPage', {
      entityName: 'notice',
      recordId: noticeId,
      operation: 'ACTION',
    });
    assert.equal(audit.body.status, 'S', audit.body.msg);
    const actions = audit.body.count;
    states[n.noticeStatus] = (states[n.noticeStatus] ?? 0) + 1;
    if (n.noticeStatus === 'PUBLISHED') {
      assert.equal(n.versionNum, 2, `notice ${noticeId} published with version ${n.versionNum}`);
      assert.ok(n.publishDate, `notice ${noticeId} published without a date`);
      assert.equal(actions, 1, `notice ${noticeId} published with ${actions} audit entries`);
    } else {
      assert.equal(n.noticeStatus, 'DRAFT');
      assert.equal(n.versionNum, 1, `draft ${noticeId} has version ${n.versionNum}`);
      assert.equal(n.publishDate ?? null, null, `draft ${noticeId} has a publish date`);
      assert.equal(actions, 0, `draft ${noticeId} has ${actions} audit entries`);
    }
  }
  console.log(`faults [${dbKind}]: after SIGKILL ${states.PUBLISHED} published, ${states.DRAFT} still draft, none half-done`);
  await stopServer(server);
});

/** An import workbook of `rows` new materials, from the server's own template. */
async function importWorkbook(base: string, token: string, rows: number, prefix: string): Promise<Buffer> {
  const ts = String(Date.now());
  const res = await fetch(`${base}/api/baseServer/v1/importExcelRestful/downloadImportTemplate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'x-srm-timestamp': ts, 'x-srm-signature': await signRequest(ts, token) },
    body: JSON.stringify({ entity: 'materialItem' }),
  });
  assert.equal(res.status, 200, 'import template');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await res.arrayBuffer()) as never);
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? '').replace(/^\*/, ''));
  const lists = wb.getWorksheet('lists');
  const firstOf = (col: number) => String(lists?.getRow(1).getCell(col).value ?? '');
  for (let i = 0; i < rows; i++) {
    ws.addRow(
      header.map((h) => {
        if (/物料编码|Material code/.test(h)) return `${prefix}-${i}`;
        if (/物料名称|Material name/.test(h)) return `断电测试 ${i}`;
        if (/计量单位|Unit/.test(h)) return firstOf(1);
        return null;
      }),
    );
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test(`[${dbKind}] SIGKILL during a large Excel import: after restart all of its rows or none`, async () => {
  let server = await start();
  let admin = await loginAt(server.base, 'admin');
  const before = (await post(server.base, admin.token, `${ITEMS}/listByPage`, { pageRows: 1, exactCount: true })).body.count as number;
  // Large enough that the bulk import is still running when the kill comes.
  const ROWS = 60_000;
  const book = await importWorkbook(server.base, admin.token, ROWS, `KILL${Date.now().toString(36)}`);
  const form = new FormData();
  form.append('entity', 'materialItem');
  form.append('file', new Blob([new Uint8Array(book)]), 'materials.xlsx');
  const ts = String(Date.now());
  const started = Date.now();
  const pending = fetch(`${server.base}/api/baseServer/v1/importExcelRestful/importExcel`, {
    method: 'POST',
    headers: { authorization: admin.token, 'x-srm-timestamp': ts, 'x-srm-signature': await signRequest(ts, admin.token) },
    body: form,
  }).then(
    (r) => r.json(),
    () => null,
  );
  const finished = await Promise.race([pending, new Promise((r) => setTimeout(() => r('kill'), 2_500))]);
  const killedAfter = Date.now() - started;
  server.child.kill('SIGKILL');
  await stopServer(server, 'SIGKILL');
  const killedMidway = finished === 'kill';

  server = await start();
  admin = await loginAt(server.base, 'admin');
  const afterCount = (await post(server.base, admin.token, `${ITEMS}/listByPage`, { pageRows: 1, exactCount: true })).body.count as number;
  assert.ok(afterCount === before || afterCount === before + ROWS, `after SIGKILL ${afterCount - before} of ${ROWS} rows exist`);
  console.log(
    `faults [${dbKind}]: import of ${ROWS} rows ${killedMidway ? `killed after ${killedAfter} ms` : `answered before the kill (${JSON.stringify(finished).slice(0, 120)})`}; ${afterCount - before} rows kept`,
  );
  await stopServer(server);
});
