/** Counts and hashes bytes on their way to storage, refusing a file past its size limit. */
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../engine/app-error.ts';

export class Meter extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private readonly limit: number;
  private readonly fileName: string;
  constructor(limit: number, fileName: string) {
    super();
    this.limit = limit;
    this.fileName = fileName;
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) {
      done(new AppError('FILE_TOO_LARGE', { fileName: this.fileName }));
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }
  get sha256(): string {
    return this.hash.digest('hex');
  }
}
