/**
 * Statements this process sends PostgreSQL, counted where node-postgres sends
 * them (so a SET a helper runs around a query counts too): a figure no load on
 * the machine moves. The count includes whatever else the process runs at the
 * time (the job queue's poll), so a figure counts many calls and divides.
 */
import pg from 'pg';

let sent = 0;
let installed = false;
/** The statements' first words, by count, while `listing`. */
const heads = new Map<string, number>();
let listing = false;

function install(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query;
  // node-postgres's query has a dozen overloads: the count passes them all through.
  (pg.Client.prototype as any).query = function (this: pg.Client, ...args: unknown[]) {
    sent++;
    if (listing) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text ?? '');
      const head = text.replace(/\s+/g, ' ').trim().slice(0, 48);
      heads.set(head, (heads.get(head) ?? 0) + 1);
    }
    return (query as any).apply(this, args);
  };
}

/** Starts counting (once per process) and answers how many statements were sent so far. */
export function statementsSent(): number {
  install();
  return sent;
}

/** Runs `fn` and answers the statements sent meanwhile, by their first words, most first. */
export async function statementsDuring(fn: () => Promise<unknown>): Promise<{ count: number; heads: [string, number][] }> {
  install();
  heads.clear();
  listing = true;
  const before = sent;
  try {
    await fn();
  } finally {
    listing = false;
  }
  return { count: sent - before, heads: [...heads.entries()].sort((a, b) => b[1] - a[1]) };
}
