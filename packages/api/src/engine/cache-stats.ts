/**
 * The one small interface every in-process cache answers for the cache screen
 * (admin console "redis": no Redis is used; what rarely changes is kept in each
 * server process's memory and dropped on the change feed). Counts are this
 * process's since it started.
 */
export interface CacheStats {
  /** Stable code of the cache (`sessions`, `grants`, `listTotals` ...). */
  code: string;
  entries: number;
  maxEntries: number;
  /** How long an entry is kept at most, in ms (0: until the change feed drops it). */
  maxAgeMs: number;
  hits: number;
  misses: number;
  /** Entries dropped because what they were built from changed, or to make room. */
  drops: number;
}

/** Hits, misses and drops of one cache. */
export class CacheCounter {
  hits = 0;
  misses = 0;
  drops = 0;
  count(hit: boolean): void {
    if (hit) this.hits++;
    else this.misses++;
  }
}

export interface CacheStatsSource {
  cacheStats(): CacheStats[];
}
