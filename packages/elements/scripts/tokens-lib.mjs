// Reads the design tokens (src/styles/tokens.ts) and the `var(--srm-…)` uses of the element styles as text,
// for the manifest plugin (custom-elements-manifest.config.mjs) and the token check (check-tokens.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const componentsDir = join(root, 'src', 'components');
export const tokensFile = join(root, 'src', 'styles', 'tokens.ts');

/** name -> { value, description } from the `TOKENS` object of tokens.ts (each entry with a `/** … *\/` comment). */
export function readTokens() {
  const text = readFileSync(tokensFile, 'utf8');
  const body = /export const TOKENS = \{([\s\S]*?)\n\} as const;/.exec(text);
  if (!body) throw new Error('tokens.ts: no `export const TOKENS = {…} as const`');
  const tokens = new Map();
  for (const m of body[1].matchAll(/(?:\/\*\*\s*([\s\S]*?)\s*\*\/\s*)?'(--srm-[a-z0-9-]+)':\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g)) {
    const [, doc, name, quoted] = m;
    tokens.set(name, { value: quoted.slice(1, -1), description: (doc ?? '').replace(/\s*\n\s*\*\s*/g, ' ').trim() });
  }
  return tokens;
}

/** The text of the style sources of one component folder (its *.styles.ts files). */
export function stylesOf(dir) {
  return readdirSync(join(componentsDir, dir))
    .filter((f) => f.endsWith('.styles.ts'))
    .sort()
    .map((f) => ({ file: join('src', 'components', dir, f), text: readFileSync(join(componentsDir, dir, f), 'utf8') }));
}

/** Closing parenthesis matching the one at `open`. */
function closing(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Every `var(--name[, fallback])` in `text` (nested ones included), with its offset. */
export function varUses(text) {
  const uses = [];
  for (const m of text.matchAll(/var\(\s*(--[a-z0-9-]+)\s*(,)?/g)) {
    const open = m.index + 3;
    const end = closing(text, open);
    const fallback = m[2] ? text.slice(m.index + m[0].length, end).trim() : undefined;
    uses.push({ name: m[1], fallback, index: m.index, end });
  }
  return uses;
}

/** `text` with every outermost `var(…)` replaced by `var()`, so what is left is literal. */
export function withoutVars(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('var(', i)) {
      const end = closing(text, i + 3);
      out += 'var()';
      i = end + 1;
    } else out += text[i++];
  }
  return out;
}

export const normalise = (value) =>
  value
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .trim()
    .toLowerCase();

export function componentDirs() {
  return readdirSync(componentsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}
