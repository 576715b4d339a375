/**
 * Entities backed by a SELECT (`view` in the definition: reports, pooled lines)
 * hold no data, so their views are recreated from the definitions after the
 * migrations rather than migrated: a changed SELECT needs no migration file.
 * A view declared a `summary` is made a materialized view instead, with a unique
 * index on its key (so PostgreSQL refreshes it without blocking readers) and one
 * on its default sort, and its refresh time noted (engine/summaries.ts).
 */
import { entities } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { isSummary } from '@srm/domain/entity/summaries.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { ident, type Db, type Queryable } from './db.ts';

export const SUMMARY_REFRESHES = 'sys_summary_refreshes';

/** Raise when syncViews makes views or their indexes differently: servers then make them again. */
const VIEWS_MADE_BY = 1;

/** What the views are made from (migrate remakes them when it changes). */
export function viewsSignature(): unknown {
  return [VIEWS_MADE_BY, entities.filter((def) => def.view).map((def) => [def.table, def.view, isSummary(def), def.key, def.list?.sort, def.summary?.indexes])];
}

export async function syncViews(db: Db): Promise<void> {
  const views = entities.filter((def) => def.view);
  if (!views.length) return;
  await db.transaction(async (tx) => {
    if (db.dialect === 'pg') await tx.query('SELECT pg_advisory_xact_lock(816)');
    await tx.exec(`CREATE TABLE IF NOT EXISTS ${SUMMARY_REFRESHES} (table_name text PRIMARY KEY, refreshed_at timestamptz NOT NULL)`);
    const kinds = new Map(
      (
        await tx.query<{ name: string; kind: string }>(
          `SELECT relname AS name, relkind AS kind FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('v', 'm')`,
        )
      ).rows.map((r) => [r.name, r.kind]),
    );
    for (const def of views) {
      const kind = kinds.get(def.table);
      if (kind) await tx.exec(`DROP ${kind === 'm' ? 'MATERIALIZED VIEW' : 'VIEW'} IF EXISTS ${ident(def.table)} CASCADE`);
    }
    for (const def of views) {
      if (!isSummary(def)) {
        await tx.exec(`CREATE VIEW ${ident(def.table)} AS ${def.view}`);
        continue;
      }
      await tx.exec(`CREATE MATERIALIZED VIEW ${ident(def.table)} AS ${def.view}`);
      await tx.exec(`CREATE UNIQUE INDEX ${ident(`${def.table}_key`.slice(0, 63))} ON ${ident(def.table)} (${ident(toSnake(def.key))})`);
      const sort = (def.list?.sort ?? []).map((s) => ident(toSnake(s.replace(/^-/, ''))));
      if (sort.length) await tx.exec(`CREATE INDEX ${ident(`${def.table}_sort`.slice(0, 63))} ON ${ident(def.table)} (${sort.join(', ')})`);
      for (const [i, columns] of (def.summary?.indexes ?? []).entries())
        await tx.exec(`CREATE INDEX ${ident(`${def.table}_ix${i + 1}`.slice(0, 63))} ON ${ident(def.table)} (${columns.map((c) => ident(c)).join(', ')})`);
      await tx.query(
        `INSERT INTO ${SUMMARY_REFRESHES} (table_name, refreshed_at) VALUES ($1, now()) ON CONFLICT (table_name) DO UPDATE SET refreshed_at = EXCLUDED.refreshed_at`,
        [def.table],
      );
    }
  });
}

/** When `def`'s summary was last refreshed. */
export async function refreshedAt(q: Queryable, def: EntityDef): Promise<string | null> {
  const res = await q.query<{ at: string }>(`SELECT refreshed_at AS at FROM ${SUMMARY_REFRESHES} WHERE table_name = $1`, [def.table]);
  return res.rows[0]?.at ?? null;
}
