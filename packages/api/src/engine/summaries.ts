/**
 * Refreshed summaries (entity/summaries.ts): refreshed on their schedule by one
 * job across all processes, on demand by the refresh operation, and answered
 * with their refresh time. A refresh tells every process's caches through the
 * change feed, as a write to a table would.
 */
import { entities } from '@srm/domain/entity/registry.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { isSummary, REFRESH_SUMMARY } from '@srm/domain/entity/summaries.ts';
import { ident, type Db, type Queryable } from '../db/db.ts';
import { refreshedAt, SUMMARY_REFRESHES } from '../db/views.ts';
import { NOTIFY_CHANGE_FN } from '../db/change-feed.ts';
import { registerOperation } from './operations.ts';
import { ValidationError } from './app-error.ts';

export const summaries = (): EntityDef[] => entities.filter(isSummary);

/** Refreshes `def`'s summary now; answers when. */
export async function refreshSummary(q: Queryable, dialect: Db['dialect'], def: EntityDef): Promise<string> {
  // PostgreSQL keeps the old rows readable while it computes the new ones (the key's unique index allows it).
  await q.exec(`REFRESH MATERIALIZED VIEW ${dialect === 'pg' ? 'CONCURRENTLY ' : ''}${ident(def.table)}`);
  const res = await q.query<{ at: string }>(
    `INSERT INTO ${SUMMARY_REFRESHES} (table_name, refreshed_at) VALUES ($1, now())
     ON CONFLICT (table_name) DO UPDATE SET refreshed_at = EXCLUDED.refreshed_at RETURNING refreshed_at AS at`,
    [def.table],
  );
  await q.query(`SELECT ${NOTIFY_CHANGE_FN}($1)`, [def.table]);
  return res.rows[0].at;
}

/** Refreshes every summary whose time has come; the schedule's job. */
export async function refreshDueSummaries(db: Db): Promise<string[]> {
  const done: string[] = [];
  for (const def of summaries()) {
    const at = await refreshedAt(db, def);
    if (at && Date.now() - new Date(at).getTime() < def.summary!.refreshMinutes * 60_000) continue;
    await db.transaction((tx) => refreshSummary(tx, db.dialect, def));
    done.push(def.name);
  }
  return done;
}

export function registerSummaryOperations(dialect: Db['dialect']): void {
  for (const def of summaries()) {
    registerOperation(
      def.name,
      REFRESH_SUMMARY,
      async ({ tx, body }) => {
        // It takes nothing: anything sent is a mistake worth saying, not ignoring.
        const unknown = Object.keys(body);
        if (unknown.length) throw new ValidationError(unknown.map((field) => ({ field, key: 'error.unknownField', params: { field } })));
        return { refreshedAt: await refreshSummary(tx, dialect, def) };
      },
      {
        body: { type: 'object', additionalProperties: false, properties: {} },
        data: { type: 'object', properties: { refreshedAt: { type: 'string', format: 'date-time' } }, required: ['refreshedAt'] },
      },
    );
  }
}
