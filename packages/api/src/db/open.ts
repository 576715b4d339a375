import type { Db } from './db.ts';
import { openPg } from './pg-db.ts';
import { openPglite } from './pglite-db.ts';

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (memory when none). */
export async function openDb(options: { databaseUrl?: string; dataDir?: string; schema?: string }): Promise<Db> {
  if (options.databaseUrl) {
    if (options.schema) {
      const admin = await openPg({ connectionString: options.databaseUrl, max: 1 });
      await admin.exec(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
      await admin.close();
    }
    return openPg({ connectionString: options.databaseUrl, schema: options.schema });
  }
  return openPglite(options.dataDir);
}
