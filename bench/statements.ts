/**
 * Statements this process sends PostgreSQL, counted where node-postgres sends
 * them (so a SET a helper runs around a query counts too): a figure no load on
 * the machine moves. The count includes whatever else the process runs at the
 * time (the job queue's poll), so a figure counts many calls and divides.
 */
import pg from 'pg';

let sent = 0;
let installed = false;

/** Starts counting (once per process) and answers how many statements were sent so far. */
export function statementsSent(): number {
  if (!installed) {
    installed = true;
    const query = pg.Client.prototype.query;
    // node-postgres's query has a dozen overloads: the count passes them all through.
    (pg.Client.prototype as any).query = function (this: pg.Client, ...args: unknown[]) {
      sent++;
      return (query as any).apply(this, args);
    };
  }
  return sent;
}
