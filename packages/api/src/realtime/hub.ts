/**
 * The WebSocket hub at `/srm-ws`: tells a signed-in user's browser, without a
 * reload, that their to-do list or their notifications changed.
 *
 * Protocol (the portal consumes exactly this; keep it stable):
 *   Connect: `GET /srm-ws?ticket=<ticket>`, the ticket from the signed call
 *     `accessTicket` { path: '/srm-ws' } (tickets/ticket-routes.ts): a browser WebSocket
 *     cannot set headers, and a session token in the URL would be kept by logs and proxies;
 *     - a missing, used, expired or foreign ticket is refused before the upgrade with
 *       HTTP 401 (a browser sees the close code 1006); the session token in the query
 *       is not accepted;
 *     - the hub re-checks the session every 30 seconds and closes with 4401
 *       "UNAUTHENTICATED" when it has ended: sign in again.
 *   Server -> client, JSON text frames, one object each:
 *     { "type": "ready" }          once, when the connection is subscribed;
 *     { "type": "pending" }        this user's (or, for a supplier user, their
 *                                  supplier's) to-do list changed: reload it;
 *     { "type": "notification" }   this user got a new notification: reload it.
 *   Messages carry no data on purpose: the client reloads through the signed HTTP
 *   API, so scope and permissions are applied there, once. Ignore unknown types.
 *   Client -> server: nothing is expected; text frames are ignored. Server pings every
 *   30 s (browsers answer by themselves).
 *   Reconnect: on any close other than 4401, reconnect with a fresh ticket (a refused
 *   `accessTicket` call means the session is gone)
 *   (backoff 1 s doubling to 30 s) and reload the to-do list and notifications
 *   once connected, since messages sent while disconnected are not replayed.
 *
 * Source: the in-process `events` of engine/events.ts (raised after commit). On
 * PostgreSQL every process also publishes them with NOTIFY on one channel per
 * database schema and LISTENs, so a client connected to any process hears what
 * happened on any other. On PGlite (one process) delivery is in-process only.
 */
import { randomUUID, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from '@fastify/websocket';
import { findEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import type { AppContext } from '../app-context.ts';
import { ident } from '../db/db.ts';
import { events, type SrmEvents } from '../engine/events.ts';
import { liveSession } from '../tickets/tickets.ts';
import { tickBatch } from '../db/tick-batch.ts';

export const WS_PATH = '/srm-ws';
export const CLOSE_UNAUTHENTICATED = 4401;
const PING_MS = 30_000;

/** Rows whose change concerns a user or supplier: entity -> SQL answering userId and supplierId (from their scope columns). */
const RECORD_SOURCES: Record<string, string> = Object.fromEntries(
  ['notification', 'interiorPending', 'supplierPending'].flatMap((name) => {
    const def = findEntity(name);
    if (!def) return [];
    const col = (field: string | undefined) => (field ? ident(toSnake(field)) : 'NULL::bigint');
    return [
      [
        name,
        `SELECT ${col(def.scope?.user)} AS "userId", ${col(def.scope?.supplier)} AS "supplierId" FROM ${ident(def.table)} WHERE ${ident(toSnake(def.key))} = $1`,
      ],
    ];
  }),
);

type Message = { type: 'pending' | 'notification' };
type Published =
  | { origin: string; event: 'pending'; payload: SrmEvents['pending'] }
  | { origin: string; event: 'notification'; payload: SrmEvents['notification'] };

interface Connection {
  socket: WebSocket;
  sessionId: number;
  userId: number;
  supplierId: number | null;
  alive: boolean;
}

/** Who is connected, by user and by supplier. */
export class Hub {
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly bySupplier = new Map<number, Set<Connection>>();

  add(conn: Connection): void {
    addTo(this.byUser, conn.userId, conn);
    if (conn.supplierId !== null) addTo(this.bySupplier, conn.supplierId, conn);
  }

  remove(conn: Connection): void {
    removeFrom(this.byUser, conn.userId, conn);
    if (conn.supplierId !== null) removeFrom(this.bySupplier, conn.supplierId, conn);
  }

  all(): Connection[] {
    return [...this.byUser.values()].flatMap((s) => [...s]);
  }

  /** Delivers one event to the connections it concerns, each at most once. */
  deliver(published: Published): void {
    const targets = new Set<Connection>();
    for (const id of published.payload.userIds ?? []) for (const c of this.byUser.get(Number(id)) ?? []) targets.add(c);
    if (published.event === 'pending') {
      for (const id of published.payload.supplierIds ?? []) for (const c of this.bySupplier.get(Number(id)) ?? []) targets.add(c);
    }
    const text = JSON.stringify({ type: published.event } satisfies Message);
    for (const c of targets) if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
  }
}

function addTo(map: Map<number, Set<Connection>>, key: number, conn: Connection) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(conn);
}
function removeFrom(map: Map<number, Set<Connection>>, key: number, conn: Connection) {
  const set = map.get(key);
  if (!set) return;
  set.delete(conn);
  if (!set.size) map.delete(key);
}

/** Cross-process fan-out over LISTEN/NOTIFY on the database's own listening connection; a no-op on PGlite (one process). */
async function openBridge(ctx: AppContext, hub: Hub, origin: string): Promise<{ publish(p: Published): void; close(): Promise<void> }> {
  if (ctx.db.dialect !== 'pg') return { publish: () => undefined, close: async () => undefined };
  // One channel per schema: test runs share a database with a schema each, and their ids overlap.
  const schema = (await ctx.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0].s;
  const channel = `srm_ws_${createHash('sha1').update(schema).digest('hex').slice(0, 16)}`;
  const unlisten = await ctx.db.listen(
    channel,
    (payload) => {
      try {
        const published = JSON.parse(payload) as Published;
        if (published.origin !== origin) hub.deliver(published);
      } catch {
        // A foreign payload on our channel: ignore it.
      }
    },
    // What was published while the connection was lost is gone; clients reload on their own reconnect.
    () => undefined,
  );
  // NOTIFY goes through the pool, so a lost listener connection does not lose the publish; the publishes of one
  // event-loop turn in one statement (db/tick-batch.ts), each its own NOTIFY as before.
  const notify = tickBatch<string>(async (payloads) => {
    await ctx.db.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p', [channel, payloads]).catch(() => undefined);
  });
  return {
    publish: (p) => notify.add(JSON.stringify(p)),
    close: async () => {
      await notify.close();
      await unlisten();
    },
  };
}

/** Registers `/srm-ws` and subscribes the hub to the engine's events (the feature module of feature.ts). */
export async function realtime(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!app.hasDecorator('websocketServer')) await app.register(websocket, { options: { maxPayload: 4096 } });
  const hub = new Hub();
  const origin = randomUUID();
  const bridge = await openBridge(ctx, hub, origin);

  const publish = (p: Published) => {
    hub.deliver(p);
    bridge.publish(p);
  };
  const offPending = events.onEvent('pending', (payload) => publish({ origin, event: 'pending', payload }));
  const offNotification = events.onEvent('notification', (payload) => publish({ origin, event: 'notification', payload }));
  // To-dos and notifications saved through the generic router (admin screens, seeds,
  // hooks) raise only a `record` event: find whom they concern and tell them too.
  const offRecord = events.onEvent('record', ({ entity, id, operation }) => {
    if (operation === 'delete') return;
    const lookup = RECORD_SOURCES[entity];
    if (!lookup) return;
    ctx.db
      .query<{ userId: number | null; supplierId: number | null }>(lookup, [id])
      .then(({ rows }) => {
        const row = rows[0];
        if (!row) return;
        if (entity === 'notification') {
          if (row.userId !== null) publish({ origin, event: 'notification', payload: { userIds: [Number(row.userId)] } });
        } else {
          publish({
            origin,
            event: 'pending',
            payload: { userIds: row.userId === null ? [] : [Number(row.userId)], supplierIds: row.supplierId === null ? [] : [Number(row.supplierId)] },
          });
        }
      })
      .catch(() => undefined);
  });

  const ping = setInterval(async () => {
    for (const conn of hub.all()) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      // A check the database could not answer (it is restarting) keeps the socket: the next round asks again.
      const session = await liveSession(ctx.db, conn.sessionId).catch(() => 'unchecked' as const);
      if (!session) conn.socket.close(CLOSE_UNAUTHENTICATED, 'UNAUTHENTICATED');
      else conn.socket.ping();
    }
  }, PING_MS);
  ping.unref();

  app.addHook('onClose', async () => {
    clearInterval(ping);
    offPending();
    offNotification();
    offRecord();
    await bridge.close();
  });

  // 'public' so the guard lets an upgrade without a session through to our own check below;
  // the guard redeems the ticket and loads its session (a signed call with headers works too).
  app.get(WS_PATH, { websocket: true, config: { access: 'public' } }, (socket, request) => {
    const session = request.session;
    if (!session) {
      socket.close(CLOSE_UNAUTHENTICATED, 'UNAUTHENTICATED');
      return;
    }
    const conn: Connection = {
      socket,
      sessionId: Number(session.sessionId),
      userId: Number(session.userId),
      supplierId: session.supplierId === null ? null : Number(session.supplierId),
      alive: true,
    };
    hub.add(conn);
    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('close', () => hub.remove(conn));
    socket.send(JSON.stringify({ type: 'ready' }));
  });
}
