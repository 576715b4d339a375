import type { Config } from '../../config.ts';
import { localStorage } from './local-storage.ts';
import type { FileStorage } from './storage.ts';

/** The storage the configuration names: FILE_STORAGE=s3 with S3_* settings, else FILE_DIR. */
export function openStorage(config: Config): FileStorage {
  if (config.fileStorage !== 's3') return localStorage(config.fileDir);
  if (!config.s3.bucket) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  // The S3 client is a megabyte and a half of modules that a server on local files never needs: it loads by the first call.
  let loaded: Promise<FileStorage> | undefined;
  const s3 = () => (loaded ??= import('./s3-storage.ts').then(({ s3Storage }) => s3Storage(config.s3)));
  return {
    kind: 's3',
    put: async (key, source, contentType) => (await s3()).put(key, source, contentType),
    get: async (key, range) => (await s3()).get(key, range),
    remove: async (key) => (await s3()).remove(key),
    copy: async (fromKey, toKey) => (await s3()).copy(fromKey, toKey),
    beginResumable: async (key, contentType) => (await s3()).beginResumable(key, contentType),
    appendChunk: async (key, multipartId, offset, partNumber, source) => (await s3()).appendChunk(key, multipartId, offset, partNumber, source),
    completeResumable: async (key, multipartId, parts) => (await s3()).completeResumable(key, multipartId, parts),
    abortResumable: async (key, multipartId) => (await s3()).abortResumable(key, multipartId),
  };
}
