/**
 * The file tests of files.test.ts (upload, resumable large file, download, batch
 * zip, delete, supplier scope) against a real S3-compatible server started here:
 * s3rver from npm (MinIO is in neither of this machine's registries), on a free
 * port with a folder of its own.
 */
import { after } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

const directory = mkdtempSync(join(tmpdir(), 'srm-s3-'));
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'srm-files', configs: [] }] });
const { port } = await server.run();
after(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});
Object.assign(process.env, {
  FILE_STORAGE: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_BUCKET: 'srm-files',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});
await import('./files.test.ts');
