/** Counts and hashes bytes on their way to storage, refusing a file past its size limit; keeps the first bytes for the sniff. */
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../engine/app-error.ts';
import { SNIFF_BYTES } from './sniff.ts';

export class Meter extends Transform {
  size = 0;
  private readonly first: Buffer[] = [];
  private firstBytes = 0;
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
    if (this.firstBytes < SNIFF_BYTES) {
      this.first.push(chunk.subarray(0, SNIFF_BYTES - this.firstBytes));
      this.firstBytes += this.first[this.first.length - 1].length;
    }
    done(null, chunk);
  }
  /** The first bytes that went through (up to SNIFF_BYTES). */
  get head(): Buffer {
    return Buffer.concat(this.first);
  }
  get sha256(): string {
    return this.hash.digest('hex');
  }
}
