/**
 * Licence recognition end to end: the image checked and prepared, its text
 * recognised, the fields proposed. One recogniser per app (its worker is the
 * costly part), closed with the app.
 */
import { performance } from 'node:perf_hooks';
import { cleanLine, parseLicence, type LicenceProposal } from './licence-parser.ts';
import { OcrEngine } from './ocr-engine.ts';
import { prepareImage } from './prepare-image.ts';

export interface LicenceRecognition extends LicenceProposal {
  /** Everything recognised, a line per line, for the person to compare with. */
  text: string;
  /** 0-100, the recogniser's mean over the page. */
  confidence: number;
  /** Milliseconds from the bytes received to the answer. */
  elapsedMs: number;
}

export class LicenceRecogniser {
  private readonly engine: OcrEngine;
  constructor(engine: OcrEngine = new OcrEngine()) {
    this.engine = engine;
  }

  /** Refuses an image that is none of the accepted kinds or too large; see prepare-image.ts and ocr-engine.ts. */
  async recognise(bytes: Buffer): Promise<LicenceRecognition> {
    const started = performance.now();
    const image = await prepareImage(bytes);
    const page = await this.engine.recognise(image.png);
    return {
      ...parseLicence(page.lines),
      text: page.lines.map((l) => cleanLine(l.text)).join('\n'),
      confidence: Math.round(page.confidence),
      elapsedMs: Math.round(performance.now() - started),
    };
  }

  close(): Promise<void> {
    return this.engine.close();
  }
}
