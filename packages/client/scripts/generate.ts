/**
 * Writes src/generated/openapi.d.ts: the types of every operation, from the
 * OpenAPI document the server builds (packages/api/src/openapi/document.ts),
 * through openapi-typescript. The server is built on an empty embedded
 * database in memory (migrated, no demo): the document depends on the routes
 * registered, not on data. The file (some 11 MB) is not committed: every
 * change to the API would add another copy of it to the history. The `checks`
 * suite writes it anew before the type check; `npm run typecheck` writes it
 * with `--if-missing` when a fresh clone has none.
 *
 *   npm run generate -w @srm/client            # after a change to the API
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { openDb } from '../../api/src/db/open.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { features } from '../../api/src/features.ts';

const target = fileURLToPath(new URL('../src/generated/openapi.d.ts', import.meta.url));
const ifMissing = process.argv.includes('--if-missing');

/** The document as GET /api/openapi.json serves it. */
async function servedDocument(): Promise<Parameters<typeof openapiTS>[0]> {
  const db = await openDb({});
  try {
    await migrate(db);
    // The shipped defaults, not this shell's settings: the same document on every machine.
    const config = loadConfig({ LOG_LEVEL: 'silent', APP_DIST: '/nonexistent', JOB_WORKER: 'false', DEMO_DATA: 'false' });
    const app = await buildApp(db, config, features);
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
      return JSON.parse(res.body);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

const HEADER = `/**
 * GENERATED from the server's OpenAPI document by packages/client/scripts/generate.ts
 * (openapi-typescript): never edit it, regenerate it with \`npm run generate -w @srm/client\`.
 */
`;

if (!(ifMissing && existsSync(target))) {
  const source = HEADER + astToString(await openapiTS(await servedDocument()));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, source);
  console.log(`wrote ${target} (${(source.length / 1e6).toFixed(1)} MB)`);
}
