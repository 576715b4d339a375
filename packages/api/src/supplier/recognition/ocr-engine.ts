/**
 * The text recogniser: one tesseract.js worker thread (English and simplified
 * Chinese, LSTM models from npm, see lang-data.ts), made on the first call and
 * reused, one recognition at a time with the others queued (a few at most),
 * each under a deadline. Recognition takes a core for about a second per
 * licence: more workers would only make the calls wait for one another on a
 * small machine. A worker that misses its deadline or fails is ended and made
 * again on the next call; an idle one is ended after a while (it holds about
 * 200 MB), and `close()` (the app's onClose) ends it so the process can exit.
 */
import { within } from '../../engine/within.ts';
import type { Worker as NodeWorker } from 'node:worker_threads';
import type Tesseract from 'tesseract.js';
import { LANGUAGES, openLangFolder, type LangFolder } from './lang-data.ts';
import { AppError } from '../../engine/app-error.ts';

export interface OcrLine {
  text: string;
  /** 0-100, tesseract's mean over the line's words. */
  confidence: number;
}

export interface OcrPage {
  text: string;
  lines: OcrLine[];
  confidence: number;
}

export interface OcrEngineOptions {
  /** Deadline of one call once it is its turn (starting the worker included). */
  timeoutMs: number;
  /** Calls waiting or running beyond which a call is refused as busy. */
  maxQueued: number;
  /** An idle worker is ended after this long. */
  idleMs: number;
}

export const DEFAULT_OCR_OPTIONS: OcrEngineOptions = { timeoutMs: 30_000, maxQueued: 4, idleMs: 10 * 60_000 };

function linesOf(page: Tesseract.Page): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) for (const line of paragraph.lines) lines.push({ text: line.text.trim(), confidence: line.confidence });
  }
  if (!lines.length) return page.text.split('\n').map((text) => ({ text: text.trim(), confidence: page.confidence }));
  return lines.filter((l) => l.text);
}

export class OcrEngine {
  private worker: Promise<Tesseract.Worker> | null = null;
  private folder: LangFolder | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;

  private readonly options: OcrEngineOptions;
  constructor(options: OcrEngineOptions = DEFAULT_OCR_OPTIONS) {
    this.options = options;
  }

  /** Recognises a PNG (prepare-image.ts); refuses with RECOGNITION_BUSY or RECOGNITION_TIMEOUT. */
  recognise(png: Buffer): Promise<OcrPage> {
    if (this.closed || this.queued >= this.options.maxQueued) return Promise.reject(new AppError('RECOGNITION_BUSY'));
    this.queued++;
    const run = this.tail.then(() => this.run(png));
    this.tail = run.catch(() => undefined);
    return run.finally(() => {
      this.queued--;
      this.armIdle();
    });
  }

  /** Ends the worker and removes the language folder. Calls still queued are refused. */
  async close(): Promise<void> {
    this.closed = true;
    this.disarmIdle();
    await this.stop();
    await this.folder?.remove();
    this.folder = null;
  }

  private async run(png: Buffer): Promise<OcrPage> {
    if (this.closed) throw new AppError('RECOGNITION_BUSY');
    this.disarmIdle();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError('RECOGNITION_TIMEOUT')), this.options.timeoutMs);
    });
    try {
      const worker = await Promise.race([this.start(), deadline]);
      // rotateAuto straightens a slightly skewed photo (tesseract measures the angle of its lines first).
      const result = await Promise.race([worker.recognize(png, { rotateAuto: true }, { text: true, blocks: true }), deadline]);
      return { text: result.data.text, lines: linesOf(result.data), confidence: result.data.confidence };
    } catch (err) {
      // A worker past its deadline is still busy with the image, and one that failed may be broken: end it.
      await this.stop();
      // tesseract.js rejects with the message string.
      throw err instanceof Error ? err : new Error(`recognition failed: ${String(err)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  private start(): Promise<Tesseract.Worker> {
    this.worker ??= this.create();
    return this.worker;
  }

  private async create(): Promise<Tesseract.Worker> {
    this.folder ??= await openLangFolder();
    // Loaded by the first recognition rather than with the server.
    const { default: tesseract } = await import('tesseract.js');
    const worker = await tesseract.createWorker([...LANGUAGES].join('+'), tesseract.OEM.LSTM_ONLY, {
      langPath: this.folder.path,
      // Read the data from langPath every time a worker starts and write no cache:
      // no file appears in the working directory, and nothing is ever fetched.
      cacheMethod: 'none',
      gzip: true,
      // Without a handler tesseract.js throws a failed job's error in its message
      // listener, which ends the process; the job's own promise rejects anyway.
      errorHandler: () => undefined,
    });
    // The prepared image has text at about the size of a 300 dpi scan. Tesseract's own notes ("Line cannot be
    // recognized", its resolution estimate) go to its debug file, not to the server's output.
    await worker.setParameters({ user_defined_dpi: '300', debug_file: '/dev/null' });
    // A crash of the thread itself (the WASM aborting) is an 'error' event, fatal when nobody listens.
    const thread = (worker as unknown as { worker?: NodeWorker }).worker;
    const made = this.worker;
    thread?.on('error', () => {
      if (this.worker === made) this.worker = null;
    });
    return worker;
  }

  private async stop(): Promise<void> {
    const pending = this.worker;
    this.worker = null;
    if (!pending) return;
    // A worker still starting is waited for a moment; one that starts later still is ended when it does, or its
    // thread would keep the process alive (seen on a loaded machine, where a start outlasted the deadline).
    const worker = await within(
      pending.catch(() => null),
      5000,
      null,
    );
    if (worker) await worker.terminate();
    else
      void pending.then(
        (late) => late.terminate(),
        () => undefined,
      );
  }

  private armIdle(): void {
    if (this.queued || this.closed || !this.worker) return;
    this.disarmIdle();
    this.idleTimer = setTimeout(() => void this.stop(), this.options.idleMs);
    this.idleTimer.unref();
  }

  private disarmIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
