/**
 * Two server processes on one PostgreSQL (only when SRM_TEST_DATABASE_URL is
 * set; PGlite is one process by nature): a session made on one is valid on the
 * other, and a sign-out or a revoked grant on one is heard by the other within a
 * second though each keeps sessions and grants in memory; queued jobs run exactly
 * once between them, and a notification or to-do raised on one reaches a
 * WebSocket client connected to the other.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { TICKET_ROUTE } from '../src/tickets/ticket-routes.ts';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import { loginAt, post, startServer, stopServer, type ServerProcess } from './processes.ts';
import { openPg } from '../src/db/pg-db.ts';
import type { Db } from '../src/db/db.ts';
import { eventually } from './helper.ts';
import { seededServerEnv } from './seeded-db.ts';

const url = process.env.SRM_TEST_DATABASE_URL;
const skip = url ? false : 'needs PostgreSQL: set SRM_TEST_DATABASE_URL';
let seeded: Awaited<ReturnType<typeof seededServerEnv>> | undefined;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let db: Db | undefined;
const notificationPath = restPath(getEntity('notification'), 'saveOrUpdate');
const supplierPendingPath = restPath(getEntity('supplierPending'), 'saveOrUpdate');
const materialSavePath = restPath(getEntity('materialItem'), 'saveOrUpdate');

async function servers(): Promise<[ServerProcess, ServerProcess, Db]> {
  if (!a) {
    seeded = await seededServerEnv(url, '');
    const env: Record<string, string> = { ...seeded.env, JOB_POLL_MS: '100' };
    a = await startServer(env); // migrates (and seeds when there is no copy) first, so the second finds it done
    b = await startServer(env);
    db = await openPg({ connectionString: env.DATABASE_URL, schema: env.SRM_SCHEMA, max: 2 });
  }
  return [a, b!, db!];
}

after(async () => {
  for (const s of [a, b]) if (s) await stopServer(s);
  await db?.close();
  await seeded?.dispose();
});

test('a session made on one process is valid on the other', { skip }, async () => {
  const [one, two] = await servers();
  const buyer = await loginAt(one.base, 'buyer');
  const me = await post(two.base, buyer.token, '/api/baseServer/v1/baseLoginService/currentUser', {});
  assert.equal(me.body.status, 'S', me.body.msg);
  assert.equal(me.body.data.userName, 'buyer');
  await post(one.base, buyer.token, '/api/baseServer/v1/baseLoginService/currentUser', {}); // now kept by process one
  await post(two.base, buyer.token, '/api/baseServer/v1/baseLoginService/logout', {});
  const gone = await eventually(
    () => post(one.base, buyer.token, '/api/baseServer/v1/baseLoginService/currentUser', {}),
    (r) => r.body.code === 'UNAUTHENTICATED',
  );
  assert.equal(gone.body.code, 'UNAUTHENTICATED', 'a sign-out on one process ends the session on the other, with no restart');
});

test('a grant revoked on one process is refused on the other, with no restart', { skip }, async () => {
  const [one, two, q] = await servers();
  const buyer = await loginAt(two.base, 'buyer');
  const admin = await loginAt(one.base, 'admin');
  const add = (code: string) => post(two.base, buyer.token, materialSavePath, { itemCode: code, itemName: code, uomCode: 'PCS', itemStatus: 'ACTIVE' });
  const allowed = await add('MP-GRANT-1');
  assert.equal(allowed.body.status, 'S', `process two knows the buyer may add materials: ${allowed.body.msg}`);
  const ids = (
    await q.query<{ id: number }>(
      `SELECT rr.role_resource_id AS id FROM saaf_role_resources rr JOIN saaf_roles r ON r.role_id = rr.role_id JOIN saaf_menus m ON m.menu_id = rr.menu_id
        WHERE r.role_code = 'BUYER' AND rr.resource_code = 'btnAdd' AND m.html_url = 'materialManagement'`,
    )
  ).rows.map((r) => Number(r.id));
  assert.equal(ids.length, 1);
  const revoked = await post(one.base, admin.token, restPath(getEntity('roleResource'), 'doBatchDelete'), { ids });
  assert.equal(revoked.body.status, 'S', revoked.body.msg);
  const refused = await eventually(
    () => add('MP-GRANT-2'),
    (r) => r.body.code === 'FORBIDDEN',
  );
  assert.equal(refused.body.code, 'FORBIDDEN', 'process two refuses the revoked button, with no restart');
});

test('queued jobs run exactly once between two processes', { skip }, async () => {
  const [, , q] = await servers();
  const { CLEANUP_JOB } = await import('../src/jobs/cleanup-job.ts');
  const { enqueue } = await import('../src/jobs/queue.ts');
  const ids: number[] = [];
  for (let i = 0; i < 30; i++) ids.push(await enqueue(q, CLEANUP_JOB, { test: i }));
  const deadline = Date.now() + 60_000;
  let rows: { status: string; attempts: number }[] = [];
  while (Date.now() < deadline) {
    rows = (await q.query<{ status: string; attempts: number }>(`SELECT job_status AS status, attempts FROM sys_jobs WHERE job_id = ANY($1)`, [ids])).rows;
    if (rows.every((r) => r.status === 'DONE' || r.status === 'FAILED')) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.deepEqual(
    rows.map((r) => r.status).sort(),
    ids.map(() => 'DONE'),
    'every job done',
  );
  assert.ok(
    rows.every((r) => Number(r.attempts) === 1),
    `claimed more than once: ${JSON.stringify(rows.filter((r) => Number(r.attempts) !== 1))}`,
  );
});

/** A hub client on `base`, with a ticket issued by `issuer`: any process redeems what another issued. */
async function listen(base: string, token: string, issuer = base): Promise<{ next(type: string): Promise<void>; close(): void }> {
  const ticket = await post(issuer, token, TICKET_ROUTE, { path: '/srm-ws' });
  assert.equal(ticket.body.status, 'S', ticket.body.msg);
  const ws = new WebSocket(`${base.replace('http', 'ws')}/srm-ws?ticket=${encodeURIComponent(ticket.body.data.ticket)}`);
  const seen: string[] = [];
  const waiters: [string, () => void][] = [];
  ws.on('message', (data) => {
    const type = JSON.parse(String(data)).type;
    seen.push(type);
    for (const w of waiters.splice(0)) w[0] === type ? w[1]() : waiters.push(w);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    const check = () => (seen.includes('ready') ? resolve() : setTimeout(check, 20));
    check();
  });
  return {
    next: (type) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} within 10 s`)), 10_000);
        waiters.push([type, () => (clearTimeout(timer), resolve())]);
      }),
    close: () => ws.close(),
  };
}

test('a notification or to-do raised on one process reaches a WebSocket client of the other', { skip }, async () => {
  const [one, two] = await servers();
  const buyer = await loginAt(one.base, 'buyer');
  const admin = await loginAt(one.base, 'admin');
  const supplier = await loginAt(two.base, 'supplier1');
  const buyerSocket = await listen(two.base, buyer.token, one.base);
  const supplierSocket = await listen(two.base, supplier.token);
  try {
    const note = buyerSocket.next('notification');
    const n = await post(one.base, buyer.token, notificationPath, {
      recipientUserId: buyer.user.userId,
      notificationTitle: 'cross',
      notificationContent: 'cross',
      notificationType: 'SYSTEM',
    });
    assert.equal(n.body.status, 'S', n.body.msg);
    await note;
    const todo = supplierSocket.next('pending');
    const p = await post(one.base, admin.token, supplierPendingPath, { supplierId: supplier.user.supplierId, pendingTitle: 'cross', billType: 'HANDLE' });
    assert.equal(p.body.status, 'S', p.body.msg);
    await todo;
  } finally {
    buyerSocket.close();
    supplierSocket.close();
  }
});
