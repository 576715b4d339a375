/** `npm run backup [file]`: the embedded database and the local files in one archive (ops/backup.ts). */
import { loadConfig } from '../src/config.ts';
import { backup, BackupError } from '../src/ops/backup.ts';

const config = loadConfig();
try {
  const file = await backup(config, process.argv[2]);
  console.log(`backup written: ${file}`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
