/**
 * PostgreSQL taken away from a server process under load (a proxy between them
 * breaks every connection and refuses new ones; the machine's PostgreSQL, shared
 * by other files, keeps running) and given back: requests meanwhile are answered
 * at once with a 503 to retry (DATABASE_UNAVAILABLE, Retry-After, in the
 * caller's language), nothing is half-written, and afterwards the same process
 * serves again with no restart: its pool reconnects, its change feed LISTENs
 * again (a grant revoked in the database is refused), and the hall's offers
 * reach the buyer's socket. PostgreSQL only: PGlite runs inside the process.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { dbKind, eventually } from './helper.ts';
import { loginAt, post, startServer, stopServer, type ServerProcess } from './processes.ts';
import { seededServerEnv } from './seeded-db.ts';
import { cuttableProxy, type CuttableProxy } from './cuttable-proxy.ts';
import { openPg } from '../src/db/pg-db.ts';
import type { Db } from '../src/db/db.ts';
import { HALL_WS_PATH } from '../src/compete/ws.ts';
import { TICKET_ROUTE } from '../src/tickets/ticket-routes.ts';
import { DEMO_HALL_PASSWORD } from '../src/seed/compete-demo.ts';

const url = process.env.SRM_TEST_DATABASE_URL;
const skip = dbKind === 'postgres' ? false : 'needs PostgreSQL (SRM_TEST_DATABASE_URL): PGlite runs inside the server process';
const materialSave = restPath(getEntity('materialItem'), 'saveOrUpdate');
const materialList = restPath(getEntity('materialItem'), 'listByPage');
const compete = (operation: string) => restPath(getEntity('ponCompete'), operation);

let seeded: Awaited<ReturnType<typeof seededServerEnv>> | undefined;
let proxy: CuttableProxy | undefined;
let server: ServerProcess | undefined;
let direct: Db | undefined;
const sockets: WebSocket[] = [];
after(async () => {
  for (const s of sockets) s.terminate();
  if (server) await stopServer(server, 'SIGKILL');
  await proxy?.close();
  await direct?.close();
  await seeded?.dispose();
});

test('PostgreSQL lost under load: 503s at once, nothing half-written, and the same process recovers with its change feed and hall', { skip }, async () => {
  seeded = await seededServerEnv(url, '');
  const real = new URL(seeded.env.DATABASE_URL);
  proxy = await cuttableProxy({ host: real.hostname, port: Number(real.port || 5432) });
  const through = new URL(real);
  through.hostname = '127.0.0.1';
  through.port = String(proxy.port);
  server = await startServer({ ...seeded.env, DATABASE_URL: through.toString() });
  direct = await openPg({ connectionString: seeded.env.DATABASE_URL, schema: seeded.env.SRM_SCHEMA, max: 2 });
  const base = server.base;
  const [buyer, s1] = await Promise.all((['buyer', 'supplier1'] as const).map((u) => loginAt(base, u)));
  const call = async (who: { token: string }, path: string, body: Record<string, unknown>) => {
    const res = await post(base, who.token, path, body);
    assert.equal(res.body.status, 'S', `${path}: ${res.body.msg}`);
    return res.body.data;
  };

  // The demo's published live event, opened, with the buyer's hall socket subscribed.
  const [event] = await call(buyer, compete('listByPage'), { competeStatus: 'PUBLISHED', pageRows: 10 });
  const eventId = Number(event.competeHeaderId);
  await call(s1, compete('doCheckPassword'), { competeHeaderId: eventId, password: DEMO_HALL_PASSWORD });
  await call(s1, compete('doReady'), { competeHeaderId: eventId });
  const hall = await call(buyer, compete('doTurnProcess'), { competeHeaderId: eventId, action: 'start' });
  await call(buyer, compete('doTurnProcess'), { competeHeaderId: eventId, action: 'extend', seconds: 600 });
  const line = Number(hall.items[0].competeLineId);
  let price = Number(hall.items[0].ceiling);
  const hallSeqs: number[] = [];
  const ticket = await call(buyer, TICKET_ROUTE, { path: HALL_WS_PATH });
  const ws = new WebSocket(`${base.replace('http', 'ws')}${HALL_WS_PATH}?ticket=${encodeURIComponent(ticket.ticket)}`);
  sockets.push(ws);
  const closes: number[] = [];
  ws.on('close', (code) => closes.push(code));
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    if (m.type === 'offers') for (const o of m.offers) hallSeqs.push(Number(o.seq));
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ type: 'subscribe', competeHeaderId: eventId, after: 0 }));
  const offer = () => {
    price -= 10;
    return post(base, s1.token, compete('doOfferPrice'), { competeHeaderId: eventId, competeLineId: line, price });
  };
  assert.equal((await offer()).body.status, 'S');
  await eventually(
    async () => hallSeqs.length,
    (n) => n >= 1,
    15_000,
  );

  // Load: saves and lists back to back, the database cut in the middle of them.
  const saves: { code: string; status: number; envelope: string }[] = [];
  let loading = true;
  const load = (async () => {
    for (let i = 0; loading; i++) {
      const code = `OUTAGE-${i}`;
      const [saved] = await Promise.all([
        post(base, buyer.token, materialSave, { itemCode: code, itemName: code, uomCode: 'PCS', itemStatus: 'ACTIVE' }),
        post(base, buyer.token, materialList, { pageRows: 5 }),
      ]);
      saves.push({ code, status: saved.status, envelope: saved.body.status });
    }
  })();
  await eventually(
    async () => saves.length,
    (n) => n >= 5,
    30_000,
  );
  await proxy.cut();
  const during = await eventually(
    async () => saves.filter((s) => s.status === 503).length,
    (n) => n >= 3,
    30_000,
  );
  assert.ok(during >= 3, 'saves while the database is away are answered 503, not left hanging');

  // What a caller is told while it is away: a 503 to retry, in its language.
  const en = await post(base, buyer.token, materialList, {}, { 'accept-language': 'en' });
  assert.equal(en.status, 503);
  assert.equal(en.body.code, 'DATABASE_UNAVAILABLE');
  assert.match(en.body.msg, /database cannot be reached/);
  assert.ok(Number(en.headers.get('retry-after')) > 0, 'Retry-After tells the client when to try again');
  const zh = await post(base, buyer.token, materialList, {});
  assert.equal(zh.body.code, 'DATABASE_UNAVAILABLE');
  assert.match(zh.body.msg, /数据库/);

  await proxy.restore();
  const recovered = await eventually(
    () => post(base, buyer.token, materialSave, { itemCode: 'OUTAGE-AFTER', itemName: 'after', uomCode: 'PCS', itemStatus: 'ACTIVE' }),
    (r) => r.body.status === 'S',
    30_000,
  );
  assert.equal(recovered.body.status, 'S', `the same process saves again once the database is back: ${recovered.body.msg}`);
  loading = false;
  await load;
  assert.ok(
    saves.some((s) => s.status === 200),
    'some saves went through before the cut',
  );
  assert.ok(
    saves.every((s) => s.status === 200 || s.status === 503),
    `every save answered saved or 503: ${JSON.stringify(saves.filter((s) => s.status !== 200 && s.status !== 503))}`,
  );

  // Nothing half-written: a saved material has its audit entry (one transaction), and every one answered saved is there.
  const stored = await direct.query<{ code: string; audits: number }>(
    `SELECT m.item_code AS code, (SELECT count(*) FROM saaf_audit_log a WHERE a.entity_name = 'materialItem' AND a.record_id = m.item_id)::int AS audits
       FROM srm_base_items m WHERE m.item_code LIKE 'OUTAGE-%'`,
  );
  const byCode = new Map(stored.rows.map((r) => [r.code, Number(r.audits)]));
  for (const s of saves.filter((x) => x.status === 200)) assert.ok(byCode.has(s.code), `${s.code} was answered saved and is stored`);
  for (const [code, audits] of byCode) assert.equal(audits, 1, `${code} is stored with its audit entry, never without`);

  // The change feed LISTENs again: a grant revoked in the database (not through this process) is refused.
  await direct.query(
    `DELETE FROM saaf_role_resources rr USING saaf_roles r, saaf_menus m
      WHERE r.role_id = rr.role_id AND m.menu_id = rr.menu_id AND r.role_code = 'BUYER' AND rr.resource_code = 'btnAdd' AND m.html_url = 'materialManagement'`,
  );
  const refused = await eventually(
    () => post(base, buyer.token, materialSave, { itemCode: 'OUTAGE-REVOKED', itemName: 'r', uomCode: 'PCS', itemStatus: 'ACTIVE' }),
    (r) => r.body.code === 'FORBIDDEN',
    15_000,
  );
  assert.equal(refused.body.code, 'FORBIDDEN', 'the revoked grant is heard through the re-established LISTEN');

  // The hall: the buyer's socket stayed open, and an offer taken after the outage reaches it.
  const before = hallSeqs.length;
  const after = await offer();
  assert.equal(after.body.status, 'S', after.body.msg);
  await eventually(
    async () => hallSeqs.length,
    (n) => n > before,
    15_000,
  );
  assert.ok(hallSeqs.length > before, "the offer after recovery reaches the buyer's hall");
  assert.deepEqual(closes, [], 'the hall socket was not closed by the outage');
});
