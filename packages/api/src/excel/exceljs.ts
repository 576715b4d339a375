/**
 * exceljs, with one fix: its streaming XML parser (lib/utils/parse-sax.js, 4.4.0)
 * decodes every chunk on its own, so a Chinese character split across two chunks
 * of a big sheet comes out as "���". Ours decodes the chunks as one UTF-8 stream.
 * The fix must be in place before exceljs loads its readers, so every module here
 * (and the tests and bench) takes exceljs from `excel()`. It loads on the first
 * call: half a second that a process (a server start, a test file) pays only if
 * it reads or writes a workbook.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let loaded: typeof import('exceljs') | undefined;

/** exceljs, its parser fixed. */
export function excel(): typeof import('exceljs') {
  loaded ??= load();
  return loaded;
}

function load(): typeof import('exceljs') {
  const parseSaxPath = require.resolve('exceljs/lib/utils/parse-sax.js');
  if (!(require.cache[parseSaxPath]?.exports as { srmFixed?: boolean } | undefined)?.srmFixed) {
    if (require.cache[require.resolve('exceljs')]) console.warn('exceljs was loaded before its parser fix: take it from excel() of excel/exceljs.ts');
    const { SaxesParser } = require('saxes') as typeof import('saxes');
    const parseSax = async function* (iterable: AsyncIterable<Uint8Array | string> & { pipe?: unknown }) {
      const parser = new SaxesParser();
      const decoder = new TextDecoder('utf-8');
      let error: Error | undefined;
      parser.on('error', (err) => (error = err));
      let events: { eventType: string; value: unknown }[] = [];
      parser.on('opentag', (value) => events.push({ eventType: 'opentag', value }));
      parser.on('text', (value) => events.push({ eventType: 'text', value }));
      parser.on('closetag', (value) => events.push({ eventType: 'closetag', value }));
      for await (const chunk of iterable) {
        parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
        if (error) throw error;
        yield events;
        events = [];
      }
      const rest = decoder.decode();
      if (rest) parser.write(rest);
      if (error) throw error;
      if (events.length) yield events;
    };
    (parseSax as unknown as { srmFixed: boolean }).srmFixed = true;
    require(parseSaxPath);
    require.cache[parseSaxPath]!.exports = parseSax;
  }

  return require('exceljs') as typeof import('exceljs');
}
