/**
 * The WebSocket hub at /srm-ws over a real listening server: signature and
 * session checks on connect, pushes to the right user or supplier only, and
 * pushes for to-dos and notifications saved through the generic router.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { signRequest } from '@srm/domain/client/signature.ts';
import { dbKind, setup } from './helper.ts';
import { events } from '../src/engine/events.ts';
import { CLOSE_UNAUTHENTICATED, WS_PATH } from '../src/realtime/hub.ts';

const t = await setup();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as { port: number }).port;

export async function wsUrl(base: string, token: string, ts = String(Date.now()), sig?: string): Promise<string> {
  return `${base}${WS_PATH}?token=${encodeURIComponent(token)}&ts=${ts}&sig=${sig ?? (await signRequest(ts, token))}`;
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

test(`[${dbKind}] /srm-ws refuses a bad signature before the upgrade, and closes 4401 without a session`, async () => {
  const buyer = await t.login('buyer');
  const ts = String(Date.now());
  await assert.rejects(connect(await wsUrl(base, buyer.token, ts, 'f'.repeat(64))), (err: { statusCode?: number }) => err.statusCode === 401);
  const stale = String(Date.now() - 10 * 60 * 1000);
  await assert.rejects(connect(await wsUrl(base, buyer.token, stale)), (err: { statusCode?: number }) => err.statusCode === 401);
  for (const token of ['forged-token', '']) {
    const ws = new WebSocket(await wsUrl(base, token));
    const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
    assert.equal(code, CLOSE_UNAUTHENTICATED);
  }
});

test(`[${dbKind}] /srm-ws pushes pending and notification to the user and supplier concerned only`, async () => {
  const buyer = await t.login('buyer');
  const s1 = await t.login('supplier1');
  const s2 = await t.login('supplier2');
  const cb = await connect(await wsUrl(base, buyer.token));
  const c1 = await connect(await wsUrl(base, s1.token));
  const c2 = await connect(await wsUrl(base, s2.token));
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
  const cb = await connect(await wsUrl(base, buyer.token));
  const c1 = await connect(await wsUrl(base, s1.token));
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
