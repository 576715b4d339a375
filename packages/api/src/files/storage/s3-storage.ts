/**
 * Files in S3-compatible object storage (AWS, MinIO, Ceph...). Uploads stream
 * through @aws-sdk/lib-storage in 8 MB parts, so a 2 GB file never sits in
 * memory; a failed upload aborts its multipart upload and leaves no object.
 */
import { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectsCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../config.ts';
import type { FileStorage, PartInfo } from './storage.ts';

/**
 * Chunks of a resumable upload wait as objects of their own, named by the
 * offset they start at. S3 multipart parts must be at least 5 MB except the
 * last (real S3 and MinIO refuse to complete otherwise), but a resumable client
 * picks its own chunk size, so the chunks are joined into one object at the end.
 * Keyed by offset, a chunk sent again after a failure replaces its earlier copy.
 */
const chunkPrefix = (key: string) => `${key}.chunks/`;
const chunkKey = (key: string, offset: number) => `${chunkPrefix(key)}${String(offset).padStart(16, '0')}`;

/** A client for the settings' store (the start's check of the bucket uses it too). */
export function s3Client(settings: Config['s3']): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region ?? 'us-east-1',
    forcePathStyle: !!settings.endpoint,
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  });
}

export function s3Storage(settings: Config['s3']): FileStorage {
  if (!settings.bucket) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  const Bucket = settings.bucket;
  const client = s3Client(settings);

  async function put(key: string, source: Readable, contentType?: string) {
    const upload = new Upload({
      client,
      params: { Bucket, Key: key, Body: source, ContentType: contentType },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      source.destroy();
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
      throw err;
    }
  }

  async function get(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const res = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
    return res.Body as Readable;
  }

  /** The stored chunks in order, from offset 0 while each starts where the one before ended. */
  async function chunksOf(key: string): Promise<{ keys: string[]; contiguous: string[] }> {
    const found: { key: string; offset: number; size: number }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: chunkPrefix(key), ContinuationToken }));
      for (const o of page.Contents ?? []) found.push({ key: o.Key!, offset: Number(o.Key!.slice(chunkPrefix(key).length)), size: o.Size ?? 0 });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    const byOffset = new Map(found.map((c) => [c.offset, c]));
    const contiguous: string[] = [];
    let at = 0;
    for (let c = byOffset.get(0); c && c.size > 0; c = byOffset.get(at)) {
      contiguous.push(c.key);
      at += c.size;
    }
    return { keys: found.map((c) => c.key), contiguous };
  }

  async function removeAll(keys: string[]) {
    // DeleteObjects takes at most 1,000 keys.
    for (let i = 0; i < keys.length; i += 1000) {
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }));
    }
  }

  return {
    kind: 's3',
    put,
    get,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async copy(fromKey, toKey) {
      await client.send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource: `${Bucket}/${encodeURI(fromKey)}` }));
    },
    async beginResumable() {
      return null;
    },
    async appendChunk(key, _multipartId, offset, _part, source): Promise<PartInfo | null> {
      await put(chunkKey(key, offset), source);
      return null;
    },
    async completeResumable(key) {
      const { keys, contiguous } = await chunksOf(key);
      // One chunk after another into a single streamed upload: memory stays at a few parts.
      async function* joined() {
        for (const k of contiguous) yield* await get(k);
      }
      await put(key, Readable.from(joined()));
      await removeAll(keys);
    },
    async abortResumable(key) {
      await removeAll((await chunksOf(key)).keys);
    },
  };
}
