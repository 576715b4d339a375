/**
 * A stop on SIGTERM that loses nobody's work, within a bound (SHUTDOWN_TIMEOUT_MS):
 * WebSockets are told to reconnect (1012, "service restart": the portal's
 * sockets come back at once, to another process behind the proxy), the listener
 * stops accepting, requests in flight finish and are answered, the running job
 * finishes or is handed back to the queue for another process (jobs/worker.ts),
 * and the database closes. Past the bound the process ends anyway, with a line
 * saying what was still open.
 */
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { within } from '../engine/within.ts';

/** WebSocket close code 1012 (RFC 6455 registry: Service Restart): come back shortly, here or elsewhere. */
export const CLOSE_RESTARTING = 1012;

/** A second signal while draining (an impatient Ctrl-C) does not start another drain. */
let draining = false;

/**
 * Drains the app and closes the database; answers whether all of it ended within `timeoutMs`. `listener`: the
 * server that accepts the connections, when it is not the app's own (server.ts listens before the app is built
 * and hands it every request: ops/startup-gate.ts).
 */
export async function drain(app: FastifyInstance, db: Db, timeoutMs: number, listener: Server = app.server): Promise<boolean> {
  const started = Date.now();
  // Before app.close: @fastify/websocket's own close would end them with no code, and clients would back off.
  const sockets: FastifyInstance['websocketServer']['clients'] = app.hasDecorator('websocketServer') ? app.websocketServer.clients : new Set();
  for (const socket of sockets) socket.close(CLOSE_RESTARTING, 'server restarting');
  // Node closes the connections idle when the listener closes; one whose request ends later would stay open
  // for its keep-alive time (72 s) and hold the close, so those are closed as they fall idle.
  const idle = setInterval(() => listener.closeIdleConnections(), 50);
  // The app closes its own listener; another is closed here, and its close waits for the requests in flight.
  const listenerClosed = listener === app.server ? Promise.resolve() : new Promise<void>((resolve) => listener.close(() => resolve()));
  const closed = await within(
    Promise.all([listenerClosed, app.close()]).then(() => true),
    timeoutMs,
    false,
  ).finally(() => clearInterval(idle));
  if (!closed) {
    app.log.warn(`shutdown: requests or jobs still running after ${timeoutMs} ms; stopping anyway`);
    for (const socket of sockets) socket.terminate();
  }
  const left = Math.max(timeoutMs - (Date.now() - started), 1000);
  const dbClosed = await within(
    db.close().then(() => true),
    left,
    false,
  );
  return closed && dbClosed;
}

/** The signal handler of a server process: drain once, then exit (1 when the bound was reached). */
export function stopOnSignal(app: FastifyInstance, db: Db, timeoutMs: number, listener?: Server): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (draining) return;
      draining = true;
      app.log.info(`${signal}: draining (at most ${timeoutMs} ms)`);
      void drain(app, db, timeoutMs, listener).then(
        (clean) => process.exit(clean ? 0 : 1),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
