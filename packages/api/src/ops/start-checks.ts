/**
 * What the start checks before it opens anything: the settings (config.ts), the
 * database answers, the S3 bucket exists. A problem stops the start with one
 * line naming the variable, and no stack: an operator reads what to fix.
 */
import pg from 'pg';
import { ConfigError, loadConfig, type Config } from '../config.ts';

/** A connect that hangs (a dropped packet, a firewall) is given up after this. */
const REACH_TIMEOUT_MS = 10_000;

/** Throws ConfigError when the database or the bucket the settings name cannot be reached. */
export async function checkReachable(config: Config): Promise<void> {
  if (config.databaseUrl) {
    const where = new URL(config.databaseUrl);
    const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: REACH_TIMEOUT_MS });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
    } catch (err) {
      const e = err as { code?: string; message?: string };
      // pg's messages name the host or the role, never the password.
      throw new ConfigError(
        'DATABASE_URL',
        `does not answer: ${where.hostname}:${where.port || 5432}${where.pathname}: ${e.code ?? ''} ${e.message ?? ''}`.trim(),
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (config.fileStorage === 's3') {
    // Loaded only here: the S3 client is a second of a start that has no bucket to check.
    const [{ HeadBucketCommand }, { s3Client }] = await Promise.all([import('@aws-sdk/client-s3'), import('../files/storage/s3-storage.ts')]);
    const client = s3Client(config.s3);
    try {
      await client.send(new HeadBucketCommand({ Bucket: config.s3.bucket }), { abortSignal: AbortSignal.timeout(REACH_TIMEOUT_MS) });
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number }; message?: string };
      const status = e.$metadata?.httpStatusCode;
      const problem =
        status === 404 || e.name === 'NotFound'
          ? 'names a bucket the store does not have (create it first)'
          : status === 403
            ? 'names a bucket these credentials may not use (S3_ACCESS_KEY_ID)'
            : `could not be checked: ${e.name ?? ''} ${e.message ?? ''}`.trim();
      throw new ConfigError('S3_BUCKET', `"${config.s3.bucket}" ${problem}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`);
    } finally {
      client.destroy();
    }
  }
}

/** The settings of this process, checked; on a problem prints its one line and ends the process (exit 78, EX_CONFIG). */
export async function checkedConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  try {
    const config = loadConfig(env);
    await checkReachable(config);
    return config;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(78);
  }
}
