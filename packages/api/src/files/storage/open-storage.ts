import type { Config } from '../../config.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** The storage the configuration names: FILE_STORAGE=s3 with S3_* settings, else FILE_DIR. */
export function openStorage(config: Config): FileStorage {
  return config.fileStorage === 's3' ? s3Storage(config.s3) : localStorage(config.fileDir);
}
