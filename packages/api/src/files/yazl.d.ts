/** The part of yazl's API the zip download uses (the package ships no types). */
declare module 'yazl' {
  import type { Readable } from 'node:stream';
  export class ZipFile {
    outputStream: Readable;
    addReadStreamLazy(name: string, options: { size?: number }, get: (cb: (err: Error | null, stream?: NodeJS.ReadableStream) => void) => void): void;
    end(): void;
  }
  const yazl: { ZipFile: typeof ZipFile };
  export default yazl;
}
