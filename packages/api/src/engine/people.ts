/**
 * People are shown by name, not by sign-in name: every row the engine answers
 * carries the full names of its creator and last updater (`createdByName`,
 * `lastUpdatedByName`), so lists, forms and to-dos need no second call and no
 * per-screen lookup. The grid shows these in place of the ids.
 *
 * A server process keeps the names in memory (`PeopleNames`), dropped on the
 * change feed's word when saaf_users changes on any process: a 200-line order
 * names two people, and a subquery per line per audit column cost PostgreSQL
 * 400 lookups and the driver 400 more values. Without a feed (the seed's own
 * engine) the names come from the same SELECT (`peopleSelect`).
 */
import { PERSON_NAMES } from '@srm/domain/entity/people.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident, type Queryable } from '../db/db.ts';
import type { ChangeFeed, Stamp } from '../db/change-feed.ts';
import type { PendingEvents } from './events.ts';
import { CacheCounter, type CacheStats, type CacheStatsSource } from './cache-stats.ts';

/** Audit column holding a user id -> the answer property naming that user. */
const PEOPLE_COLUMNS = Object.entries(PERSON_NAMES).map(([field, prop]) => [toSnake(field), prop] as const);
const PEOPLE_FIELDS = Object.entries(PERSON_NAMES);

const NAME_SQL = `COALESCE(NULLIF(btrim(u.user_full_name), ''), u.user_name)`;
/** What the names are read from: a change of it, from any writer, makes every kept name stale. */
export const PEOPLE_TABLES = ['saaf_users'] as const;
const MAX_ENTRIES = 50_000;

/** `(SELECT full name ...) AS "createdByName", ...` for rows aliased `alias`. */
export function peopleSelect(alias = 't'): string {
  return PEOPLE_COLUMNS.map(([column, prop]) => `(SELECT ${NAME_SQL} FROM saaf_users u WHERE u.user_id = ${alias}.${ident(column)}) AS "${prop}"`).join(', ');
}

/** A user's full name (or sign-in name when none is given), for documents that keep who acts for them (an order's buyer). */
export async function personName(q: Queryable, userId: number): Promise<string | null> {
  const res = await q.query<{ name: string }>(`SELECT COALESCE(NULLIF(btrim(user_full_name), ''), user_name) AS name FROM saaf_users WHERE user_id = $1`, [
    userId,
  ]);
  return res.rows[0]?.name ?? null;
}

type Row = Record<string, unknown>;

interface Entry {
  name: string | null;
  stamp: Stamp;
}

/** Names by user id, each kept while nothing in saaf_users changed since it was read (db/change-feed.ts). */
export class PeopleNames implements CacheStatsSource {
  private readonly names = new Map<number, Entry>();
  private readonly counter = new CacheCounter();
  private readonly feed: ChangeFeed;
  constructor(feed: ChangeFeed) {
    this.feed = feed;
  }

  cacheStats(): CacheStats[] {
    const { hits, misses, drops } = this.counter;
    return [{ code: 'peopleNames', entries: this.names.size, maxEntries: MAX_ENTRIES, maxAgeMs: 0, hits, misses, drops }];
  }

  private current(id: number): Entry | undefined {
    const hit = this.names.get(id);
    if (hit && !this.feed.isCurrent(PEOPLE_TABLES, hit.stamp)) {
      this.names.delete(id);
      this.counter.drops++;
      return undefined;
    }
    return hit;
  }

  private keep(read: Map<number, string | null>, stamp: Stamp): void {
    for (const [id, name] of read) {
      if (this.names.size >= MAX_ENTRIES) {
        this.names.delete(this.names.keys().next().value as number);
        this.counter.drops++;
      }
      this.names.set(id, { name, stamp });
    }
  }

  /**
   * Sets `createdByName` and `lastUpdatedByName` on `rows` from their audit ids.
   * Names not kept are read through `q` in one statement. They are kept at once when
   * read outside any transaction (`keep` 'now'); read inside one, only after it
   * commits (`keep` its pending events): a name read there may never be committed.
   * Kept with the stamp taken before the read, so a rename the transaction itself
   * made is stale as soon as its commit is heard. Without `keep`, never kept.
   */
  async fill(q: Queryable, rows: Row[], keep: 'now' | PendingEvents | undefined): Promise<void> {
    const found = new Map<number, string | null>();
    const missing = new Set<number>();
    for (const row of rows)
      for (const [field] of PEOPLE_FIELDS) {
        const id = row[field];
        if (typeof id !== 'number' || found.has(id) || missing.has(id)) continue;
        const kept = this.current(id);
        this.counter.count(!!kept);
        if (kept) found.set(id, kept.name);
        else missing.add(id);
      }
    if (missing.size) {
      const read = new Map<number, string | null>();
      // Taken before reading: a rename committed meanwhile leaves the entry stale, never the reverse.
      const stamp = this.feed.stamp(PEOPLE_TABLES);
      const res = await q.query<{ id: number; name: string | null }>(
        `SELECT u.user_id AS id, ${NAME_SQL} AS name FROM saaf_users u WHERE u.user_id = ANY($1::bigint[])`,
        [[...missing]],
      );
      for (const id of missing) read.set(id, null);
      for (const r of res.rows) read.set(Number(r.id), r.name);
      if (keep === 'now') this.keep(read, stamp);
      else keep?.afterCommit(() => this.keep(read, stamp));
      for (const [id, name] of read) found.set(id, name);
    }
    for (const row of rows)
      for (const [field, prop] of PEOPLE_FIELDS) {
        const id = row[field];
        row[prop] = typeof id === 'number' ? (found.get(id) ?? null) : null;
      }
  }
}
