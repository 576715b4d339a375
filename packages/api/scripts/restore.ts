/** `npm run restore <file>`: puts a backup's database and files in place (ops/backup.ts); the server must be stopped. */
import { loadConfig } from '../src/config.ts';
import { BackupError, restore } from '../src/ops/backup.ts';

const archive = process.argv[2];
if (!archive) {
  console.error('usage: npm run restore <backup file>');
  process.exit(2);
}
try {
  const { replacedKeptIn } = await restore(loadConfig(), archive);
  console.log(`restored from ${archive}${replacedKeptIn ? `; what it replaced is kept in ${replacedKeptIn}` : ''}`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
