/**
 * Entities backed by a SELECT (`view` in the definition: reports, pooled lines)
 * hold no data, so their views are recreated from the definitions after the
 * migrations rather than migrated: a changed SELECT needs no migration file.
 */
import { entities } from '@srm/domain/entity/registry.ts';
import { ident, type Db } from './db.ts';

export async function syncViews(db: Db): Promise<void> {
  const views = entities.filter((def) => def.view);
  if (!views.length) return;
  await db.transaction(async (tx) => {
    if (db.dialect === 'pg') await tx.query('SELECT pg_advisory_xact_lock(816)');
    for (const def of views) await tx.exec(`DROP VIEW IF EXISTS ${ident(def.table)} CASCADE`);
    for (const def of views) await tx.exec(`CREATE VIEW ${ident(def.table)} AS ${def.view}`);
  });
}
