/**
 * The WebSocket hub at /srm-ws over a real listening server: one-use ticket
 * checks on connect, pushes to the right user or supplier only, and
 * pushes for to-dos and notifications saved through the generic router.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { signRequest } from '@srm/domain/client/signature.ts';
import { type Client, dbKind, setup } from './helper.ts';
import { TICKET_ROUTE } from '../src/tickets/ticket-routes.ts';
import { events } from '../src/engine/events.ts';
import { WS_PATH } from '../src/realtime/hub.ts';

const t = await setup();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as { port: number }).port;

/** The hub's URL with a fresh one-use ticket of this client's session. */
export async function wsUrl(base: string, client: Client): Promise<string> {
  const res = await client.call(TICKET_ROUTE, { path: WS_PATH });
  assert.equal(res.body.status, 'S', res.body.msg);
  return `${base}${WS_PATH}?ticket=${encodeURIComponent(res.body.data.ticket)}`;
}

/** A connected client that records what it receives. */
export async function connect(
  url: string,
): Promise<{ ws: WebSocket; messages: { type: string }[]; next(type: string, ms?: number): Promise<void>; close(): void }> {
  const ws = new WebSocket(url);
  const messages: { type: string }[] = [];
  const waiters: { type: string; resolve: () => void }[] = [];
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data));
    messages.push(msg);
    for (const w of waiters.splice(0)) w.type === msg.type ? w.resolve() : waiters.push(w);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { statusCode: res.statusCode })));
    const ready = (data: unknown) => {
      if (JSON.parse(String(data)).type === 'ready') resolve();
    };
    ws.on('message', ready);
  });
  return {
    ws,
    messages,
    next: (type, ms = 5000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} message within ${ms} ms`)), ms);
        waiters.push({ type, resolve: () => (clearTimeout(timer), resolve()) });
      }),
    close: () => ws.close(),
  };
}

const base = `ws://127.0.0.1:${port}`;
const quiet = (ms: number) => new Promise((r) => setTimeout(r, ms));

const refusedStatus = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
    ws.once('error', () => undefined);
  });

test(`[${dbKind}] /srm-ws connects with a ticket once; a used, forged or foreign ticket and the session token in the query are refused before the upgrade`, async () => {
  const buyer = await t.login('buyer');
  const url = await wsUrl(base, buyer);
  const c = await connect(url);
  c.close();
  assert.equal(await refusedStatus(url), 401, 'the same ticket again');
  assert.equal(await refusedStatus(`${base}${WS_PATH}?ticket=forged`), 401);
  const forHall = await buyer.call(TICKET_ROUTE, { path: '/ws/netty' });
  assert.equal(await refusedStatus(`${base}${WS_PATH}?ticket=${encodeURIComponent(forHall.body.data.ticket)}`), 401, 'a ticket for the other socket');
  const ts = String(Date.now());
  assert.equal(await refusedStatus(`${base}${WS_PATH}?token=${encodeURIComponent(buyer.token)}&ts=${ts}&sig=${await signRequest(ts, buyer.token)}`), 401);
});

test(`[${dbKind}] /srm-ws pushes pending and notification to the user and supplier concerned only`, async () => {
  const buyer = await t.login('buyer');
  const s1 = await t.login('supplier1');
  const s2 = await t.login('supplier2');
  const cb = await connect(await wsUrl(base, buyer));
  const c1 = await connect(await wsUrl(base, s1));
  const c2 = await connect(await wsUrl(base, s2));
  try {
    const gotBuyer = cb.next('notification');
    events.emitEvent('notification', { userIds: [buyer.user.userId] });
    await gotBuyer;
    const gotSupplier = c1.next('pending');
    events.emitEvent('pending', { userIds: [], supplierIds: [s1.user.supplierId] });
    await gotSupplier;
    await quiet(100);
    assert.deepEqual(
      c2.messages.map((m) => m.type),
      ['ready'],
      'supplier2 hears nothing of supplier1',
    );
    assert.deepEqual(
      cb.messages.map((m) => m.type),
      ['ready', 'notification'],
    );
  } finally {
    for (const c of [cb, c1, c2]) c.close();
  }
});

test(`[${dbKind}] a notification or to-do saved through the generic router reaches its recipient live`, async () => {
  const admin = await t.login('admin');
  const buyer = await t.login('buyer');
  const s1 = await t.login('supplier1');
  const cb = await connect(await wsUrl(base, buyer));
  const c1 = await connect(await wsUrl(base, s1));
  try {
    const note = cb.next('notification');
    // Notifications are user-scoped: the recipient is forced to the caller.
    const saved = await buyer.entity('notification', 'saveOrUpdate', {
      recipientUserId: buyer.user.userId,
      notificationTitle: 'ws',
      notificationContent: 'ws',
      notificationType: 'SYSTEM',
    });
    assert.equal(saved.body.status, 'S', saved.body.msg);
    await note;
    const todo = c1.next('pending');
    const pending = await admin.entity('supplierPending', 'saveOrUpdate', { supplierId: s1.user.supplierId, pendingTitle: 'ws', billType: 'HANDLE' });
    assert.equal(pending.body.status, 'S', pending.body.msg);
    await todo;
  } finally {
    cb.close();
    c1.close();
  }
});
