import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, QueryResult, Queryable } from './db.ts';
import { TYPE_PARSERS, WRITTEN_SETTING, ident } from './db.ts';

for (const [oid, parse] of Object.entries(TYPE_PARSERS)) pg.types.setTypeParser(Number(oid), parse);

export interface PgOptions {
  connectionString: string;
  /** Schema to work in (tests use one per run). */
  schema?: string;
  max?: number;
}

/**
 * Statements the server asks again and again (an entity's SELECT, the audit
 * INSERT, the to-do UPDATEs) are prepared once per connection and planned from
 * then on from the cached plan: a fifth of the demo seed's time was PostgreSQL
 * parsing and planning them again. Bounded, because each connection keeps its
 * prepared statements until it closes; one with a `*` stays unnamed, since a
 * migration that adds a column would change its result and PostgreSQL refuses a
 * cached plan whose result changed.
 */
const MAX_NAMED = 400;
/** How long a new connection may take before the request that wanted it is answered 503. */
const CONNECT_TIMEOUT_MS = 3000;
const names = new Map<string, string>();
function statementName(sql: string): string | undefined {
  const known = names.get(sql);
  if (known || names.size >= MAX_NAMED || /\*(?!\))/.test(sql)) return known;
  const name = `srm_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
  names.set(sql, name);
  return name;
}

/**
 * The statement_timeout `queryWithin` left on a pooled connection, in ms (absent:
 * none). A list's page was three round trips (SET, the page, RESET), two of them
 * for the limit: the limit now stays on the connection for the next bounded
 * statement, and whatever else takes that connection next resets it first (a
 * transaction in its BEGIN's round trip), so only bounded statements are ever cut.
 */
const limitOf = new WeakMap<pg.PoolClient, number>();

async function unlimit(client: pg.PoolClient): Promise<void> {
  await client.query('RESET statement_timeout');
  limitOf.delete(client);
}

/** A pooled connection to a PostgreSQL server. */
export async function openPg(options: PgOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 20,
    // While the database is down a request fails within seconds (a 503 to retry), never waits on a connect for minutes.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: options.schema ? `-c search_path=${options.schema} -c timezone=UTC` : '-c timezone=UTC',
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it.
  });
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const name = params.length ? statementName(sql) : undefined;
      const res = await client.query({ name, text: sql, values: params as unknown[] });
      return { rows: res.rows as T[], rowCount: res.rowCount ?? res.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  // A plain statement on a connection a bounded one left its limit on is limited no more.
  const unbounded = async <T>(run: (client: Queryable) => Promise<T>): Promise<T> => {
    const { client, release } = await checkout(pool);
    let broken: Error | undefined;
    try {
      if (limitOf.has(client)) await unlimit(client);
      return await run(wrap(client));
    } catch (err) {
      // As pool.query did: a connection whose statement failed is not reused.
      broken = err as Error;
      throw err;
    } finally {
      release(broken);
    }
  };
  const committed: ((tables: string[]) => void)[] = [];
  return {
    dialect: 'pg',
    query: (sql, params) => unbounded((c) => c.query(sql, params)),
    exec: (sql) => unbounded((c) => c.exec(sql)),
    async transaction(fn) {
      const { client, release } = await checkout(pool);
      try {
        // One round trip for both: a simple query may hold several statements.
        await client.query(limitOf.has(client) ? 'RESET statement_timeout; BEGIN' : 'BEGIN');
        limitOf.delete(client);
        const result = await fn(wrap(client));
        const written = committed.length ? await commitTelling(client) : (await client.query('COMMIT'), []);
        for (const tell of committed) tell(written);
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        release();
      }
    },
    async queryWithin(seconds, sql, params) {
      const { client, release } = await checkout(pool);
      let broken: Error | undefined;
      try {
        const ms = Math.max(1, Math.round(seconds * 1000));
        if (limitOf.get(client) !== ms) {
          await client.query(`SET statement_timeout = ${ms}`).catch((err: Error) => {
            broken = err;
            throw err;
          });
          limitOf.set(client, ms);
        }
        return await wrap(client).query(sql, params);
      } finally {
        release(broken);
      }
    },
    onCommitted: (fn) => void committed.push(fn),
    poolStats: () => ({ max: options.max ?? 20, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onMessage, onGap) => listenOn(options, channel, onMessage, onGap),
    close: () => pool.end(),
  };
}

const unheard = () => undefined;

/**
 * A client out of the pool. A connection lost while it is out is an 'error' event on the client (the pool listens
 * only while it is idle): unheard, it ends the process. Heard, the next statement fails instead, and the request is
 * answered 503 (engine/db-errors.ts). `release(err)` drops a client that cannot be reused.
 */
async function checkout(pool: pg.Pool): Promise<{ client: pg.PoolClient; release: (err?: Error) => void }> {
  const client = await pool.connect();
  client.on('error', unheard);
  return {
    client,
    release: (err) => {
      client.off('error', unheard);
      client.release(err);
    },
  };
}

/**
 * Commits, answering the tables the transaction inserted into, updated or deleted from, as the change feed's triggers
 * noted them (db/change-feed.ts): read and COMMIT in one round trip, a simple query holding both.
 */
async function commitTelling(client: pg.PoolClient): Promise<string[]> {
  const results = (await client.query(`SELECT current_setting('${WRITTEN_SETTING}', true) AS w; COMMIT`)) as unknown as pg.QueryResult<{ w: string | null }>[];
  return (results[0].rows[0].w ?? '').split(' ').filter(Boolean);
}

/**
 * A connection of its own for LISTEN, outside the pool (a pooled client would be
 * handed back and reused). Reconnects every second after a loss, and says so
 * with `onGap`: what was NOTIFYed in between is gone.
 */
async function listenOn(options: PgOptions, channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    c.on('error', () => undefined);
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
    });
    c.on('end', () => {
      // Only a connection that was listening is retried here; a failed connect retries below.
      if (client !== c) return;
      client = undefined;
      if (!closed) setTimeout(retry, 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${ident(channel)}`);
    client = c;
  };
  const retry = () =>
    connect().then(onGap, () => {
      if (!closed) setTimeout(retry, 1000).unref();
    });
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}
