/**
 * Sessions, the responsibilities each user holds today and the grants of each
 * responsibility, kept in this process's memory so a signed call costs no query
 * for them. The change feed (db/change-feed.ts) drops what changed on any
 * process: a session ended, expired by hand or switched; a user, responsibility,
 * role, menu or grant edited. A minute's age bound covers what no trigger sees
 * (the calendar: an assignment that starts or ends today).
 */
import type { Db } from '../db/db.ts';
import type { Change, ChangeFeed } from '../db/change-feed.ts';
import { loadGrants } from '../engine/permissions.ts';
import type { DataLimits } from '../engine/caller.ts';
import { DATA_LIMIT_TABLES, loadDataLimits } from '../engine/data-limits.ts';
import { digest } from './tokens.ts';
import { findSession, type SessionUser } from './sessions.ts';
import { CacheCounter, type CacheStats, type CacheStatsSource } from '../engine/cache-stats.ts';

const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 50_000;

/** What each kind of entry is built from. */
const USER_TABLES = new Set(['saaf_users', 'saaf_user_resp', 'saaf_responsibilitys']);
const GRANT_TABLES = new Set([
  'saaf_responsibilitys',
  'saaf_resp_roles',
  'saaf_roles',
  'saaf_role_menus',
  'saaf_menus',
  'saaf_role_resources',
  'saaf_resources',
]);

const DATA_TABLES = new Set([...DATA_LIMIT_TABLES, 'saaf_users']);

interface Entry<T> {
  value: T;
  at: number;
}

/** A Map that forgets its oldest entries past `max` and entries older than MAX_AGE_MS. */
class AgedMap<K, V> {
  private readonly map = new Map<K, Entry<V>>();
  readonly counter = new CacheCounter();
  private readonly max: number;
  constructor(max = MAX_ENTRIES) {
    this.max = max;
  }
  get(key: K): V | undefined {
    const hit = this.map.get(key);
    if (!hit || Date.now() - hit.at > MAX_AGE_MS) {
      if (hit) this.dropKey(key);
      this.counter.count(false);
      return undefined;
    }
    this.counter.count(true);
    return hit.value;
  }
  set(key: K, value: V): void {
    if (this.map.size >= this.max) this.dropKey(this.map.keys().next().value as K);
    this.map.set(key, { value, at: Date.now() });
  }
  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, entry] of this.map) if (test(entry.value)) this.dropKey(key);
  }
  delete(key: K): void {
    this.dropKey(key);
  }
  clear(): void {
    this.counter.drops += this.map.size;
    this.map.clear();
  }
  private dropKey(key: K): void {
    if (this.map.delete(key)) this.counter.drops++;
  }
  stats(code: string): CacheStats {
    const { hits, misses, drops } = this.counter;
    return { code, entries: this.map.size, maxEntries: this.max, maxAgeMs: MAX_AGE_MS, hits, misses, drops };
  }
}

export class AuthCache implements CacheStatsSource {
  /** By token digest. */
  private readonly sessions = new AgedMap<string, SessionUser>();
  private readonly held = new AgedMap<number, Promise<Set<number>>>();
  private readonly grants = new AgedMap<number, Promise<Map<string, Set<string>>>>(5_000);
  /** Data permissions by user. */
  private readonly limits = new AgedMap<number, Promise<DataLimits>>();
  /** Bumped whenever sessions are dropped: a lookup that was in flight then is not kept. */
  private sessionDrops = 0;

  private readonly db: Db;
  constructor(db: Db, feed: ChangeFeed) {
    this.db = db;
    feed.subscribe((change) => this.drop(change));
  }

  private drop(change: Change): void {
    if (!('table' in change) || USER_TABLES.has(change.table)) this.sessionDrops++;
    if ('everything' in change) {
      this.sessions.clear();
      this.held.clear();
      this.grants.clear();
      this.limits.clear();
    } else if ('session' in change) {
      this.sessions.deleteWhere((s) => s.sessionId === change.session);
    } else {
      if (USER_TABLES.has(change.table)) {
        this.sessions.clear();
        this.held.clear();
      }
      if (GRANT_TABLES.has(change.table)) this.grants.clear();
      if (DATA_TABLES.has(change.table)) this.limits.clear();
    }
  }

  cacheStats(): CacheStats[] {
    return [this.sessions.stats('sessions'), this.held.stats('heldResponsibilities'), this.grants.stats('grants'), this.limits.stats('dataLimits')];
  }

  /** The live session of `token`, or undefined (ended, expired, user disabled). */
  async session(token: string): Promise<SessionUser | undefined> {
    const key = digest(token);
    const hit = this.sessions.get(key);
    if (hit && new Date(hit.expiresAt).getTime() > Date.now()) return hit;
    const drops = this.sessionDrops;
    const found = await findSession(this.db, token);
    if (found && drops === this.sessionDrops) this.sessions.set(key, found);
    else this.sessions.delete(key);
    return found;
  }

  /** Forgets what this process just ended or switched, before its NOTIFY comes back. */
  forgetSession(sessionId: number): void {
    this.sessionDrops++;
    this.sessions.deleteWhere((s) => s.sessionId === sessionId);
  }

  forgetUser(userId: number): void {
    this.sessionDrops++;
    this.sessions.deleteWhere((s) => s.userId === userId);
    this.held.delete(userId);
  }

  /** The responsibilities `userId` holds today (assigned, dates valid, responsibility enabled). */
  heldResponsibilities(userId: number): Promise<Set<number>> {
    let held = this.held.get(userId);
    if (!held) {
      held = this.db
        .query<{ respId: number }>(
          `SELECT ur.resp_id AS "respId" FROM saaf_user_resp ur JOIN saaf_responsibilitys r ON r.resp_id = ur.resp_id AND r.enabled_flag = 'Y'
            WHERE ur.user_id = $1 AND (ur.start_date IS NULL OR ur.start_date <= current_date) AND (ur.end_date IS NULL OR ur.end_date >= current_date)`,
          [userId],
        )
        .then((res) => new Set(res.rows.map((r) => Number(r.respId))));
      this.held.set(userId, held);
      held.catch(() => this.held.delete(userId));
    }
    return held;
  }

  /** Whether `userId` holds `respId` today. */
  async holds(userId: number, respId: number): Promise<boolean> {
    return (await this.heldResponsibilities(userId)).has(respId);
  }

  /** The data permissions of `userId` (engine/data-limits.ts), loaded once while nothing they come from changes. */
  dataLimitsOf(userId: number, userType: string): Promise<DataLimits> {
    let limits = this.limits.get(userId);
    if (!limits) {
      limits = loadDataLimits(this.db, userId, userType);
      this.limits.set(userId, limits);
      limits.catch(() => this.limits.delete(userId));
    }
    return limits;
  }

  /** The grants of `respId` (permissions.ts), loaded once while nothing they come from changes. */
  grantsOf(respId: number): Promise<Map<string, Set<string>>> {
    let grants = this.grants.get(respId);
    if (!grants) {
      grants = loadGrants(this.db, respId);
      this.grants.set(respId, grants);
      grants.catch(() => this.grants.delete(respId));
    }
    return grants;
  }
}
