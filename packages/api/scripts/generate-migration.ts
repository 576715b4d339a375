/**
 * Writes the next migration from the difference between the definitions and the
 * committed snapshot, then updates the snapshot. `--check` fails when the
 * definitions changed without a migration (run in the tests).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { desiredSchema, type Schema } from '../src/db/schema.ts';
import { diffSchema } from '../src/db/diff-schema.ts';
import { MIGRATIONS_DIR, migrationFiles } from '../src/db/migrate.ts';

const snapshotPath = join(MIGRATIONS_DIR, 'snapshot.json');
const snapshot: Schema = existsSync(snapshotPath) ? JSON.parse(readFileSync(snapshotPath, 'utf8')) : {};
const desired = desiredSchema();
const { statements, warnings } = diffSchema(snapshot, desired);
for (const w of warnings) console.warn(`warning: ${w}`);

if (process.argv.includes('--check')) {
  if (statements.length) {
    console.error(`The definitions need a migration (${statements.length} statements): run npm run migration:generate`);
    process.exit(1);
  }
  process.exit(0);
}
if (!statements.length) {
  console.log('The schema is up to date: no migration written.');
  process.exit(0);
}
const name = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
const number = String(migrationFiles().length + 1).padStart(4, '0');
const file = join(MIGRATIONS_DIR, `${number}_${name}.sql`);
writeFileSync(
  file,
  `-- Generated from the entity definitions on ${new Date().toISOString().slice(0, 10)}; never edit after commit.\n${statements.join('\n\n')}\n`,
);
writeFileSync(snapshotPath, `${JSON.stringify(desired, null, 1)}\n`);
console.log(`wrote ${file} (${statements.length} statements)`);
