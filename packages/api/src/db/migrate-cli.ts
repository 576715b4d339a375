/** `npm run migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
import { mkdirSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDb } from './open.ts';
import { migrate } from './migrate.ts';

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` });
const applied = await migrate(db);
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'nothing to apply');
await db.close();
