/**
 * The recogniser's language data, from the npm packages @tesseract.js-data/eng
 * and @tesseract.js-data/chi_sim (the LSTM "best_int" models, which the LSTM-only
 * engine reads), never from the network. tesseract.js reads every language from
 * one folder (`langPath`), and the two packages install into two: a private
 * temporary folder links them side by side, and goes when the engine closes.
 */
import { copyFile, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * English first: with the best_int Chinese model loaded first, tesseract.js 7.0.0
 * fails to load the second language (it asks for a garbled name); in this order
 * both load, and on the test licence the labels read better than with Chinese alone.
 */
export const LANGUAGES = ['eng', 'chi_sim'] as const;

const require = createRequire(import.meta.url);

export const langDataFile = (lang: string): string => require.resolve(`@tesseract.js-data/${lang}/4.0.0_best_int/${lang}.traineddata.gz`);

export interface LangFolder {
  path: string;
  remove(): Promise<void>;
}

export async function openLangFolder(): Promise<LangFolder> {
  const path = await mkdtemp(join(tmpdir(), 'srm-tessdata-'));
  try {
    for (const lang of LANGUAGES) {
      const target = join(path, `${lang}.traineddata.gz`);
      // A copy where links are not allowed (some Windows accounts).
      await symlink(langDataFile(lang), target).catch(() => copyFile(langDataFile(lang), target));
    }
  } catch (err) {
    await rm(path, { recursive: true, force: true });
    throw err;
  }
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}
