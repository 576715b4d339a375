/**
 * On the embedded database, every request may wait EMBEDDED_WAIT_SECONDS for
 * its one connection (db/connection-queue.ts); past that it is answered 503
 * DATABASE_BUSY with Retry-After instead of hanging while another statement runs.
 * PostgreSQL's pool needs none: there a statement is cut by its timeout.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { requestWait } from '../db/request-wait.ts';

export function registerDbWait(app: FastifyInstance, db: Db, seconds: number): void {
  if (db.dialect !== 'pglite' || !(seconds > 0)) return;
  const store = { seconds };
  // A callback hook, so what runs after it (the other hooks, the handler) keeps the store.
  app.addHook('onRequest', (_request, _reply, done) => requestWait.run(store, done));
}
