/**
 * The hall over WebSocket at `/ws/netty` (SPEC's path): live offers, rankings
 * and turn changes, pushed; offers themselves are placed by signed HTTP calls
 * (`doOfferPrice`), like every other call.
 *
 * Protocol:
 *   Connect: `GET /ws/netty?ticket=`, a one-use ticket of the signed call
 *     `accessTicket` { path: '/ws/netty' }, as the to-do hub's `/srm-ws`
 *     (realtime/hub.ts); a bad ticket is refused before the upgrade (401), a
 *     session that ends is closed with 4401 "UNAUTHENTICATED".
 *   Client -> server (JSON text, at most 4 KB; larger frames close with 1009):
 *     { type: 'subscribe', competeHeaderId, after? }  join an event's hall; `after`
 *        is the last offer `seq` the client saw: everything after it is sent.
 *     { type: 'ping', clientTime }                    answered by 'pong'.
 *   Server -> client, every message with `serverTime` (ISO, the server's clock):
 *     { type: 'hello' }                               once connected;
 *     { type: 'pong', clientTime }                    the client's clock offset is
 *        serverTime - (clientTime + round trip / 2);
 *     { type: 'offers', competeHeaderId, offers }     offers after the client's last
 *        `seq`, in order: the buyer all (`seq` the log's sequence, with each
 *        bidder's own number `supplierSeq`), a supplier its own only, `seq` its
 *        own count 1, 2, 3 ... (the log's would show how often others bid);
 *     { type: 'hall', competeHeaderId, hall }         the hall as the viewer may see it
 *        (compete/view.ts), after every change;
 *     { type: 'error', code, message }                a frame not understood (not JSON,
 *        unknown type, an event not visible or not entered); the connection stays open.
 *   Rate: more than 20 frames in a second are refused, each with an error frame
 *     HALL_RATE; a socket that goes on to twice that in the second is closed with
 *     1008 "HALL_RATE" (socket-rate.ts). Other sockets are not affected.
 *   A client that reconnects subscribes again with its last sequence; nothing is lost.
 *
 * Fan-out: every change of an event (offer, turn, entry) raises the engine's
 * `record` event after commit; this process then sends its own subscribers
 * what changed, read once per change (fan-out.ts), and NOTIFYs the event's id
 * with its own mark on one channel per schema, where every other process
 * LISTENs and does the same for its subscribers. The mark keeps a process from
 * reading its own change a second time when the NOTIFY comes back to it.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from '@fastify/websocket';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import { errorCodes, type ErrorCode } from '@srm/domain/errors.ts';
import type { AppContext } from '../app-context.ts';
import { events } from '../engine/events.ts';
import { AppError } from '../engine/app-error.ts';
import { isSupplier, type Caller } from '../engine/caller.ts';
import { liveSession } from '../tickets/tickets.ts';
import { CLOSE_UNAUTHENTICATED } from '../realtime/hub.ts';
import { readLog } from './chain.ts';
import { loadHall } from './view.ts';
import { endDueTurns } from './hall.ts';
import { hallFanOut, type HallSubscriber } from './fan-out.ts';
import { frameRate, HALL_FRAMES_PER_SECOND } from './socket-rate.ts';
import { hallTrace } from './trace.ts';

export const HALL_WS_PATH = '/ws/netty';
/** Policy violation: the close a socket gets for sending too fast. */
export const CLOSE_RATE = 1008;
const PING_MS = 30_000;
const SWEEP_MS = 500;

interface Subscriber extends HallSubscriber {
  socket: WebSocket;
  sessionId: number;
  alive: boolean;
}

const now = () => new Date().toISOString();
const send = (socket: WebSocket, message: Record<string, unknown>) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ ...message, serverTime: now() }));
};

function errorMessage(caller: Caller | null, code: ErrorCode, params: Record<string, unknown> = {}) {
  return { type: 'error', code, message: format(errorCodes[code].message, caller?.lang ?? 'zh', params) };
}

/** The log's sequence of a bidder's `own`-th offer of the event (0 before its first). */
async function logSeqOfOwn(db: AppContext['db'], competeHeaderId: number, supplierId: number, own: number): Promise<number> {
  if (own <= 0) return 0;
  const res = await db.query<{ seq: string | null }>(
    'SELECT max(offer_id) AS seq FROM srm_pon_compete_offers WHERE compete_header_id = $1 AND supplier_id = $2 AND supplier_seq <= $3',
    [competeHeaderId, supplierId, own],
  );
  return Number(res.rows[0]?.seq ?? 0);
}

export async function competeHall(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!app.hasDecorator('websocketServer')) await app.register(websocket, { options: { maxPayload: 4096 } });
  const byEvent = new Map<number, Set<Subscriber>>();
  const fanOut = hallFanOut({
    subscribers: (id) => byEvent.get(id),
    loadHall: (id) => loadHall(ctx.db, id),
    readLog: (id, after) => readLog(ctx.db, id, after),
  });

  const schema = (await ctx.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0].s;
  const channel = `srm_hall_${createHash('sha1').update(schema).digest('hex').slice(0, 16)}`;
  // This process's mark on its NOTIFYs: it fans out its own changes at once, so their echo is not read again.
  const origin = randomUUID();
  const unlisten = await ctx.db.listen(
    channel,
    (payload) => {
      const [event, from] = payload.split(':');
      if (from === origin) return;
      const id = Number(event);
      hallTrace('heard', { competeHeaderId: id });
      // Out of the NOTIFY's own turn: PGlite delivers it while the COMMIT holds the connection.
      if (Number.isSafeInteger(id)) setImmediate(() => void fanOut(id));
    },
    () => {
      for (const id of byEvent.keys()) void fanOut(id);
    },
  );
  const notify = (id: number) =>
    ctx.db
      .query('SELECT pg_notify($1, $2)', [channel, `${id}:${origin}`])
      .then(() => hallTrace('notified', { competeHeaderId: id }))
      .catch(() => undefined);
  const offRecord = events.onEvent('record', ({ entity, id, operation }) => {
    if (entity !== 'ponCompete' || operation === 'delete') return;
    hallTrace('committed', { competeHeaderId: Number(id), operation });
    // Committed: this process's subscribers are sent it now, the other processes' when they hear the NOTIFY.
    void fanOut(Number(id));
    void notify(Number(id));
  });

  // Turns whose time is up end on whichever process sees it first; the others hear it by NOTIFY.
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    // Each move raises the event's record event, which NOTIFYs it (above).
    endDueTurns(ctx.db, ctx.ops)
      .catch(() => undefined)
      .finally(() => {
        sweeping = false;
      });
  }, SWEEP_MS);
  sweep.unref();

  const ping = setInterval(async () => {
    for (const subs of byEvent.values())
      for (const s of subs) {
        if (!s.alive) {
          s.socket.terminate();
          continue;
        }
        s.alive = false;
        // A check the database could not answer (it is restarting) keeps the socket: the next round asks again.
        if (!(await liveSession(ctx.db, s.sessionId).catch(() => 'unchecked' as const))) s.socket.close(CLOSE_UNAUTHENTICATED, 'UNAUTHENTICATED');
        else s.socket.ping();
      }
  }, PING_MS);
  ping.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(ping);
    offRecord();
    await unlisten();
  });

  const def = getEntity('ponCompete');
  app.get(HALL_WS_PATH, { websocket: true, config: { access: 'public' } }, (socket, request) => {
    const caller = request.caller;
    const session = request.session;
    if (!caller || !session) {
      socket.close(CLOSE_UNAUTHENTICATED, 'UNAUTHENTICATED');
      return;
    }
    const joined = new Map<number, Subscriber>();
    const rate = frameRate();
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      const verdict = rate();
      if (verdict === 'close') {
        socket.close(CLOSE_RATE, 'HALL_RATE');
        return;
      }
      if (verdict === 'refuse') {
        send(socket, errorMessage(caller, 'HALL_RATE', { max: HALL_FRAMES_PER_SECOND }));
        return;
      }
      void (async () => {
        let message: Record<string, unknown>;
        try {
          if (isBinary) throw new Error('binary');
          message = JSON.parse(data.toString());
          if (!message || typeof message !== 'object' || Array.isArray(message)) throw new Error('not an object');
        } catch {
          send(socket, errorMessage(caller, 'HALL_MESSAGE', { reason: 'JSON' }));
          return;
        }
        if (message.type === 'ping') {
          send(socket, { type: 'pong', clientTime: typeof message.clientTime === 'number' ? message.clientTime : null });
          return;
        }
        if (message.type !== 'subscribe') {
          send(socket, errorMessage(caller, 'HALL_MESSAGE', { reason: `type ${String(message.type).slice(0, 40)}` }));
          return;
        }
        const id = Number(message.competeHeaderId);
        const after = Number(message.after ?? 0);
        if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(after) || after < 0) {
          send(socket, errorMessage(caller, 'HALL_MESSAGE', { reason: 'competeHeaderId/after' }));
          return;
        }
        try {
          // Read in the caller's scope: an event a supplier is not invited to does not exist for it.
          await ctx.ops.findById(def, caller, { competeHeaderId: id });
          if (isSupplier(caller)) {
            const entered = await ctx.db.query<{ f: string }>(
              'SELECT entered_flag AS f FROM srm_pon_compete_suppliers WHERE compete_header_id = $1 AND supplier_id = $2',
              [id, caller.supplierId],
            );
            if (entered.rows[0]?.f !== 'Y') throw new AppError('HALL_NOT_ENTERED');
          }
        } catch (e) {
          const code = e instanceof AppError ? e.code : 'NOT_FOUND';
          send(socket, errorMessage(caller, code, e instanceof AppError ? e.params : {}));
          return;
        }
        // A bidder counts in its own numbers: the log's sequence of its `after`-th offer is where it left off.
        const from = isSupplier(caller) ? await logSeqOfOwn(ctx.db, id, caller.supplierId!, after) : after;
        let sub = joined.get(id);
        if (!sub) {
          sub = { socket, sessionId: Number(session.sessionId), caller, lastSeq: from, alive: true };
          joined.set(id, sub);
          let set = byEvent.get(id);
          if (!set) byEvent.set(id, (set = new Set()));
          set.add(sub);
        } else sub.lastSeq = from;
        await fanOut(id);
      })();
    });
    socket.on('pong', () => {
      for (const s of joined.values()) s.alive = true;
    });
    socket.on('close', () => {
      for (const [id, s] of joined) {
        const set = byEvent.get(id);
        set?.delete(s);
        if (set && !set.size) byEvent.delete(id);
      }
    });
    send(socket, { type: 'hello' });
  });
}
