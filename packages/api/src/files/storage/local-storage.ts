/**
 * Files in a local folder. A write goes to a temporary file first and is renamed
 * into place when complete, so a cut-off upload never leaves bytes under a key.
 */
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, truncate } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage, PartInfo } from './storage.ts';

export function localStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(base, key);
    if (!p.startsWith(base + sep)) throw new Error(`Bad storage key ${key}`);
    return p;
  };
  const partialOf = (key: string) => `${pathOf(key)}.partial`;

  return {
    kind: 'local',
    async put(key, source) {
      const target = pathOf(key);
      const tmp = join(base, 'tmp', `${crypto.randomUUID()}.part`);
      // Attached before any await, so an early failure of the source is seen here.
      mkdirSync(dirname(tmp), { recursive: true });
      const out = createWriteStream(tmp);
      const written = pipeline(source, out);
      try {
        await written;
        await mkdir(dirname(target), { recursive: true });
        await rename(tmp, target);
      } catch (err) {
        source.destroy();
        // The stream opens its file asynchronously: removing before it closed
        // could run before the file exists and leave it behind.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      await stat(path);
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async copy(fromKey, toKey) {
      await mkdir(dirname(pathOf(toKey)), { recursive: true });
      await copyFile(pathOf(fromKey), pathOf(toKey));
    },
    async beginResumable(key) {
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await pipeline(async function* () {}, createWriteStream(partialOf(key)));
      return null;
    },
    async appendChunk(key, _id, offset, _part, source: Readable): Promise<PartInfo | null> {
      const path = partialOf(key);
      try {
        await pipeline(source, createWriteStream(path, { flags: 'r+', start: offset }));
        return null;
      } catch (err) {
        source.destroy();
        // Back to what was received before this chunk, so it can be sent again.
        await truncate(path, offset).catch(() => undefined);
        throw err;
      }
    },
    async completeResumable(key) {
      await rename(partialOf(key), pathOf(key));
    },
    async abortResumable(key) {
      await rm(partialOf(key), { force: true });
    },
  };
}
