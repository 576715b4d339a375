/**
 * What changed in the database, heard by every server process, so that caches of
 * what rarely changes (sessions, grants, list totals) need no query per request.
 *
 * Every table of a definition has a statement trigger that NOTIFYs its name when a
 * transaction writing it commits (PostgreSQL collapses repeats within one
 * transaction), and sessions a row trigger naming the session ended, extended or
 * switched.
 * Triggers see every writer: the engine, feature code, psql, a restore. Each
 * process LISTENs on one channel per schema and keeps a generation per table; a
 * cache entry remembers the generations it was built on. After a lost listening
 * connection every cache starts afresh (`everything`).
 *
 * The writer's own process must not wait for its own NOTIFY to come back: PGlite
 * delivers it while the COMMIT runs, and on PostgreSQL the database layer reports
 * the tables each transaction wrote right after its COMMIT (`onCommitted`), from
 * what the same triggers noted in the transaction (`WRITTEN_SETTING`).
 */
import { createHash } from 'node:crypto';
import { entities } from '@srm/domain/entity/registry.ts';
import { isSummary } from '@srm/domain/entity/summaries.ts';
import { ident, WRITTEN_SETTING, type Db } from './db.ts';

export type Change = { table: string } | { session: number } | { everything: true };

/** The generations a cached value was built on. */
export interface Stamp {
  epoch: number;
  gens: number[];
}

const TABLE_FN = 'srm_notify_table_change';
const SESSION_FN = 'srm_notify_session_change';
/** `SELECT srm_notify_change('table')`: tells every process a table changed where no trigger sees it (a refreshed summary). */
export const NOTIFY_CHANGE_FN = 'srm_notify_change';
const WRITTEN_FN = 'srm_note_written';

/** Tables of the definitions (views hold no rows of their own). */
export function definitionTables(): string[] {
  return [...new Set(entities.filter((def) => !def.view).map((def) => def.table))];
}

/** What the feed reports changes of: the definition tables and the refreshed summaries. */
export function changingTables(): string[] {
  return [...definitionTables(), ...entities.filter(isSummary).map((def) => def.table)];
}

async function channelOf(db: Db): Promise<string> {
  // One channel per schema: test runs share a database with a schema each.
  const schema = (await db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0].s;
  return `srm_chg_${createHash('sha1').update(schema).digest('hex').slice(0, 16)}`;
}

/** Raise when installChangeTriggers makes its functions or triggers differently: servers then make them again. */
const TRIGGERS_MADE_BY = 2;

/** What the triggers are made from (migrate remakes them when it changes). */
export async function changeTriggersSignature(db: Db): Promise<unknown> {
  return [TRIGGERS_MADE_BY, await channelOf(db), definitionTables()];
}

/** Creates (or replaces) the triggers; run after the migrations, like the views. */
export async function installChangeTriggers(db: Db): Promise<void> {
  const channel = await channelOf(db);
  await db.transaction(async (tx) => {
    if (db.dialect === 'pg') await tx.query('SELECT pg_advisory_xact_lock(817)');
    await tx.exec(`CREATE OR REPLACE FUNCTION ${WRITTEN_FN}(t text) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE w text := coalesce(current_setting('${WRITTEN_SETTING}', true), '');
      BEGIN IF position(' ' || t || ' ' IN ' ' || w) = 0 THEN PERFORM set_config('${WRITTEN_SETTING}', w || t || ' ', true); END IF; END $$`);
    await tx.exec(`CREATE OR REPLACE FUNCTION ${TABLE_FN}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify(TG_ARGV[0], 't:' || TG_TABLE_NAME); PERFORM ${WRITTEN_FN}(TG_TABLE_NAME); RETURN NULL; END $$`);
    await tx.exec(`CREATE OR REPLACE FUNCTION ${NOTIFY_CHANGE_FN}(t text) RETURNS void LANGUAGE sql AS $$
      SELECT pg_notify('${channel}', 't:' || t); SELECT ${WRITTEN_FN}(t) $$`);
    await tx.exec(`CREATE OR REPLACE FUNCTION ${SESSION_FN}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify(TG_ARGV[0], 's:' || OLD.session_id); RETURN NULL; END $$`);
    const existing = new Set(
      (
        await tx.query<{ t: string }>(
          `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
        )
      ).rows.map((r) => r.t),
    );
    for (const table of definitionTables()) {
      if (!existing.has(table)) continue;
      await tx.exec(
        `CREATE OR REPLACE TRIGGER srm_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${ident(table)} FOR EACH STATEMENT EXECUTE FUNCTION ${TABLE_FN}('${channel}')`,
      );
    }
    if (existing.has('sys_sessions')) {
      await tx.exec(
        `CREATE OR REPLACE TRIGGER srm_session_change AFTER DELETE OR UPDATE OF resp_id, expires_at, user_id ON sys_sessions FOR EACH ROW EXECUTE FUNCTION ${SESSION_FN}('${channel}')`,
      );
    }
  });
}

export class ChangeFeed {
  private epoch = 0;
  private readonly gens = new Map<string, number>();
  private readonly subscribers = new Set<(change: Change) => void>();
  private unlisten: (() => Promise<void>) | undefined;

  static async open(db: Db): Promise<ChangeFeed> {
    const feed = new ChangeFeed();
    feed.unlisten = await db.listen(
      await channelOf(db),
      (payload) => feed.heard(payload),
      () => feed.publish({ everything: true }),
    );
    db.onCommitted?.((tables) => {
      for (const table of tables) feed.publish({ table });
    });
    return feed;
  }

  private heard(payload: string): void {
    const [kind, what] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 't:') this.publish({ table: what });
    else if (kind === 's:' && /^\d+$/.test(what)) this.publish({ session: Number(what) });
  }

  /** Tells this process's caches, as if heard from the database. */
  publish(change: Change): void {
    if ('everything' in change) this.epoch++;
    else if ('table' in change) this.gens.set(change.table, (this.gens.get(change.table) ?? 0) + 1);
    for (const fn of this.subscribers) fn(change);
  }

  subscribe(fn: (change: Change) => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  stamp(tables: readonly string[]): Stamp {
    return { epoch: this.epoch, gens: tables.map((t) => this.gens.get(t) ?? 0) };
  }

  /** Whether nothing in `tables` changed since `stamp` was taken. */
  isCurrent(tables: readonly string[], stamp: Stamp): boolean {
    return stamp.epoch === this.epoch && tables.every((t, i) => (this.gens.get(t) ?? 0) === stamp.gens[i]);
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    // The database may be closed first (tests, shutdown): its listening ends with it.
    await this.unlisten?.().catch(() => undefined);
  }
}
