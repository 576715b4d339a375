/**
 * The one query layer: plain parameterised SQL over PostgreSQL (pg) or embedded
 * PGlite, with the same types coming back from both. Table and column names come
 * from the entity definitions and are quoted by `ident`; values are always
 * parameters.
 */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly dialect: 'pg' | 'pglite';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Hears what any process (this one too) NOTIFYs on `channel`. `onGap` runs when
   * messages may have been missed (the listening connection was lost and is back),
   * so a cache built on these messages can start afresh. Answers the unsubscribe.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /**
   * Calls `fn` with the tables each transaction of this process wrote, right after
   * its COMMIT, so this process's caches do not wait for their NOTIFY to come back.
   * PostgreSQL only: PGlite delivers the NOTIFY while the COMMIT runs.
   */
  onCommitted?(fn: (tables: string[]) => void): void;
  /**
   * PostgreSQL only: one statement cut after `seconds` (statement_timeout, SQLSTATE
   * 57014). PGlite cannot cancel a statement; `engine/statement-limits.ts` prices it instead.
   */
  queryWithin?<T = Record<string, unknown>>(seconds: number, sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /**
   * The connections and who waits for one now (the datasource screen, metrics):
   * PostgreSQL's pool, or PGlite's one embedded connection (`max: 1`).
   */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** The rows of one statement, for code that reads a query's rows and nothing else. */
// biome-ignore lint/suspicious/noExplicitAny: the default row of a raw query is read field by field by its caller
export async function rows<T = Record<string, any>>(tx: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await tx.query<T>(sql, params)).rows;
}

/**
 * The tables the open transaction changed, space-separated, in a setting local to it: the change feed's triggers add
 * to it (db/change-feed.ts), and the writer's own process reads it with its COMMIT (db/pg-db.ts).
 * pg_stat_xact_user_tables answered the same but walked every relation of the database: 4 ms per commit, most of an
 * approval's PostgreSQL time.
 */
export const WRITTEN_SETTING = 'srm.written_tables';

/** Quotes an identifier; names come from definitions, never from a request. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad identifier ${name}`);
  return `"${name}"`;
}

// In plain JavaScript, which the embedded database's thread reads as well.
export { TYPE_PARSERS, timestamptzToIso } from './type-parsers.mjs';
