/**
 * Files in S3-compatible object storage (AWS, MinIO, Ceph...). Uploads stream
 * through @aws-sdk/lib-storage in 8 MB parts, so a 2 GB file never sits in
 * memory; a failed upload aborts its multipart upload and leaves no object.
 */
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../config.ts';
import type { FileStorage, PartInfo } from './storage.ts';

/** A resumable chunk is buffered to give S3 its length; chunks above this are refused. */
export const S3_MAX_CHUNK_BYTES = 64 * 1024 * 1024;

async function toBuffer(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > S3_MAX_CHUNK_BYTES) throw new Error(`chunk larger than ${S3_MAX_CHUNK_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function s3Storage(settings: Config['s3']): FileStorage {
  if (!settings.bucket) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  const Bucket = settings.bucket;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region ?? 'us-east-1',
    forcePathStyle: !!settings.endpoint,
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  });

  return {
    kind: 's3',
    async put(key, source, contentType) {
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
    },
    async get(key, range) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return res.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async copy(fromKey, toKey) {
      await client.send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource: `${Bucket}/${encodeURI(fromKey)}` }));
    },
    async beginResumable(key, contentType) {
      const res = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }));
      return res.UploadId!;
    },
    async appendChunk(key, multipartId, _offset, partNumber, source): Promise<PartInfo | null> {
      // An unfinished part is simply not listed: S3 keeps nothing of it.
      const body = await toBuffer(source);
      const res = await client.send(
        new UploadPartCommand({ Bucket, Key: key, UploadId: multipartId!, PartNumber: partNumber, Body: body, ContentLength: body.length }),
      );
      return { PartNumber: partNumber, ETag: res.ETag! };
    },
    async completeResumable(key, multipartId, parts) {
      await client.send(new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId: multipartId!, MultipartUpload: { Parts: parts } }));
    },
    async abortResumable(key, multipartId) {
      if (multipartId) await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: multipartId })).catch(() => undefined);
    },
  };
}
