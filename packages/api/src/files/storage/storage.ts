/**
 * Where file bytes live: one interface over a local folder (default) and
 * S3-compatible object storage. Keys are ours (random), never a user's file name.
 */
import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  /** Inclusive, as in an HTTP Range header. */
  end: number;
}

export interface PartInfo {
  PartNumber: number;
  ETag: string;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the whole stream under `key`; on any failure nothing is left under it. */
  put(key: string, source: Readable, contentType?: string): Promise<void>;
  get(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Resumable upload: answers the multipart id the later calls carry (null for local). */
  beginResumable(key: string, contentType?: string): Promise<string | null>;
  /**
   * Appends one chunk at `offset` (the bytes received so far). On failure the
   * stored bytes are as before the call, so the same chunk can be sent again.
   */
  appendChunk(key: string, multipartId: string | null, offset: number, partNumber: number, source: Readable): Promise<PartInfo | null>;
  completeResumable(key: string, multipartId: string | null, parts: PartInfo[]): Promise<void>;
  abortResumable(key: string, multipartId: string | null): Promise<void>;
}

/** A fresh object key: two levels of folders so no directory grows without bound. */
export function newObjectKey(): string {
  const id = crypto.randomUUID();
  return `objects/${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
}
