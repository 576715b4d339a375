/**
 * What a process manager or a load balancer asks: /healthz (alive) and /readyz (can serve: database, migrations,
 * reference data, demo, job worker), unauthenticated and never cached; and what anyone meets while a start is still
 * under way (ops/startup-gate.ts): an answer at once, 503 with Retry-After and a message in their language, never a
 * refused or hanging connection, then the app itself on the same socket.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dbKind, setup } from './helper.ts';
import { readDemoState, writeDemoState } from '../src/seed/demo-state.ts';
import { StartupGate } from '../src/ops/startup-gate.ts';
import { HEADERS } from '@srm/domain/client/headers.ts';

const t = await setup();
const get = (url: string) => t.app.inject({ method: 'GET', url });

test(`[${dbKind}] /healthz answers that the process is alive, to anyone, never cached`, async () => {
  const res = await get('/healthz');
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { status: 'alive' });
  assert.equal(res.headers['cache-control'], 'no-store');
});

test(`[${dbKind}] /readyz lists each check and answers 200 when all pass, to anyone, never cached`, async () => {
  const res = await get('/readyz');
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['cache-control'], 'no-store');
  const body = res.json();
  assert.equal(body.status, 'ready');
  assert.deepEqual(Object.keys(body.checks).sort(), ['database', 'demo', 'jobWorker', 'migrations', 'referenceData']);
  for (const check of Object.values(body.checks) as { ok: boolean }[]) assert.equal(check.ok, true);
  assert.equal(body.checks.demo.state, 'loaded');
  assert.equal(body.checks.jobWorker.state, t.app.srm.config.jobWorker ? 'running' : 'off');
});

test(`[${dbKind}] /readyz says the demo is loading and which part, still ready; cut off, it is not ready and names the part`, async (c) => {
  const before = await readDemoState(t.db);
  assert.equal(before?.state, 'loaded', 'the seeded template recorded its demo as loaded');
  c.after(() => writeDemoState(t.db, 'loaded', null));

  await writeDemoState(t.db, 'loading', 'sourcing');
  let res = await get('/readyz');
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json().checks.demo, { ok: true, state: 'loading', detail: 'sourcing' });

  await writeDemoState(t.db, 'interrupted', 'sourcing');
  res = await get('/readyz');
  assert.equal(res.statusCode, 503);
  assert.equal(res.json().status, 'not ready');
  assert.deepEqual(res.json().checks.demo, { ok: false, state: 'interrupted', detail: 'sourcing' });
});

test(`[${dbKind}] /readyz is not ready while a migration is not applied, and names it`, async (c) => {
  const { rows } = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1');
  const last = rows[0].name;
  await t.db.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
  c.after(() => t.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last]));
  const res = await get('/readyz');
  assert.equal(res.statusCode, 503);
  assert.deepEqual(res.json().checks.migrations, { ok: false, state: 'pending', detail: last });
});

test(`[${dbKind}] while the server starts its socket answers at once: alive, not ready, "starting" in the caller's language; then the app answers`, async (c) => {
  const gate = new StartupGate();
  const server = createServer(gate.request);
  server.on('upgrade', gate.upgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  c.after(() => new Promise((resolve) => server.close(resolve)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gate.begin('migrations');

  const alive = await fetch(`${base}/healthz`);
  assert.equal(alive.status, 200);
  assert.equal(alive.headers.get('cache-control'), 'no-store');

  const ready = await fetch(`${base}/readyz`);
  assert.equal(ready.status, 503);
  assert.equal(ready.headers.get('cache-control'), 'no-store');
  const checks = (await ready.json()).checks;
  assert.deepEqual(checks.database, { ok: true });
  assert.deepEqual(checks.migrations, { ok: false, state: 'starting' });
  assert.deepEqual(checks.demo, { ok: false, state: 'waiting' });

  const api = await fetch(`${base}/api/baseServer/v1/anything`, { method: 'POST', headers: { [HEADERS.language]: 'EN' } });
  assert.equal(api.status, 503);
  assert.equal(api.headers.get('retry-after'), '2');
  assert.deepEqual(await api.json(), {
    status: 'E',
    code: 'SERVER_STARTING',
    msg: 'The server is starting (updating the database); try again in a few seconds',
    data: null,
  });
  const zh = await (await fetch(`${base}/api/baseServer/v1/anything`, { method: 'POST' })).json();
  assert.equal(zh.msg, '服务器正在启动（更新数据库结构），请几秒后再试');

  // A browser opening the portal gets a page that reloads itself.
  const page = await fetch(`${base}/login`, { headers: { accept: 'text/html', 'accept-language': 'en-GB' } });
  assert.equal(page.status, 503);
  const html = await page.text();
  assert.match(html, /<meta http-equiv="refresh" content="2">/);
  assert.match(html, /SRM is starting/);

  // A WebSocket (the portal's hub) is told to come back, not left open or reset.
  assert.equal(await upgradeStatus(base), 503);

  gate.attach(t.app);
  const served = await fetch(`${base}/readyz`);
  assert.equal(served.status, 200);
  assert.equal((await served.json()).status, 'ready');
  const signIn = await fetch(`${base}/api/baseServer/v1/anything`, { method: 'POST' });
  assert.notEqual(signIn.status, 503, 'once attached the app answers the API itself');
  // The hub's own answer now (no ticket, so not a socket), from the app behind the same port.
  const hub = await upgradeStatus(base);
  assert.ok(hub !== 503 && hub !== 0, `the hub answered the upgrade itself: ${hub}`);
});

/** The status line a WebSocket upgrade request gets (101 when it is upgraded). */
function upgradeStatus(base: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/srm-ws`, {
      headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 101);
    });
    req.on('error', reject);
    req.end();
  });
}
