/**
 * The texts of every screen behind the sign-in, added to `t()`'s catalogue when
 * this module loads: the shell imports it (and the registration page, which uses
 * some), so the sign-in page never loads them. Keys are unique across parts.
 */
import { addTexts } from '../i18n.ts';
import { adminTexts } from './admin.ts';
import { gridTexts } from './grid.ts';
import { portalTexts } from './portal.ts';
import { reportTexts } from './report.ts';
// Sourcing savings (issue 47).
import { savingsTexts } from './savings.ts';
import { shellTexts } from './shell.ts';
import { sourcingTexts } from './sourcing.ts';
// Issue 47, spend part.
import { spendTexts } from './spend.ts';

export const screenTexts = {
  ...adminTexts,
  ...gridTexts,
  ...portalTexts,
  ...reportTexts,
  ...savingsTexts,
  ...shellTexts,
  ...sourcingTexts,
  ...spendTexts,
};

addTexts(screenTexts);
