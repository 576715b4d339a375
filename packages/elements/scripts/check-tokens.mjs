#!/usr/bin/env node
// Theming by tokens: fails when an element's styles use a colour, font, radius or spacing that does not come
// from a documented custom property.
//   - no literal colour (hex, rgb(), hsl(), a colour name) outside a `var(--srm-…, default)`;
//   - no literal length (1px aside) in font-size, font-family, border-radius, gap, padding or margin, nor in a
//     --vaadin-*/--lumo-* property set for the grid or date picker (0 is fine);
//   - every `var(--srm-x, default)` names a token of src/styles/tokens.ts with its default there, or a custom
//     property the element documents (`@cssproperty [--srm-x=default]`, read from custom-elements.json) with
//     the same default;
//   - every `--srm-*` property an element's styles read is among its cssProperties in the manifest;
//   - a theme (src/styles/themes/<name>.css) sets only tokens, under [data-srm-theme='<name>'].
// Usage: node scripts/check-tokens.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentDirs, normalise, readTokens, root, stylesOf, tokensFile, varUses, withoutVars } from './tokens-lib.mjs';

const tokens = readTokens();
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
const problems = [];

const COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|(?<![\w-])(?:white|black|red|green|blue|gr[ae]y|silver|orange|yellow|purple|navy|teal)(?![\w-])/i;
const SIZED =
  /^\s*(font-size|font-family|font|border-radius|gap|row-gap|column-gap|padding(?:-[a-z-]+)?|margin(?:-[a-z-]+)?|--(?:vaadin|lumo)-[a-z0-9-]+)\s*:\s*([^;]*);/;
// 1px is a border's width (a padding that makes up for one), not a spacing.
const LENGTH = /(?<![\w.-])-?(?!1px)\d*\.?\d+(?:px|rem|em|pt|%)/;

/** `var(--a, var(--b, 1px))` -> `var(--a)`: a default compared by the property it names. */
const shallow = (value) => {
  const uses = varUses(value);
  if (!uses.length || uses[0].index !== 0 || uses[0].end !== value.length - 1) return value;
  return `var(${uses[0].name})`;
};

/** Declarations of a css`` text, with line numbers, comments left out. */
function lines(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }));
}

function checkStyles(file, text, documented) {
  const bare = withoutVars(text);
  for (const { line, n } of lines(bare)) {
    if (/^\s*(import|export|\/\/|\*)/.test(line)) continue;
    const colour = COLOUR.exec(line.replace(/\$\{[^}]*\}/g, ''));
    if (colour) problems.push(`${file}:${n}: literal colour ${colour[0]}: take it from a token (var(--srm-…, default))`);
    const sized = SIZED.exec(line);
    if (sized) {
      const value = sized[2].replace(/\$\{[^}]*\}/g, '');
      if (LENGTH.test(value) || (/^font(-family)?$/.test(sized[1]) && /[a-z]/i.test(value.replace(/var\(\)|inherit|initial/g, ''))))
        problems.push(`${file}:${n}: literal ${sized[1]} (${sized[2].trim()}): take it from a token`);
    }
  }
  for (const use of varUses(text)) {
    if (!use.name.startsWith('--srm-')) continue;
    const n = text.slice(0, use.index).split('\n').length;
    const token = tokens.get(use.name);
    const doc = documented?.get(use.name);
    if (token) {
      if (use.fallback !== undefined && normalise(use.fallback) !== normalise(token.value) && !use.fallback.includes('${'))
        problems.push(`${file}:${n}: var(${use.name}, ${use.fallback}): the token's default is ${token.value}`);
    } else if (!documented) {
      problems.push(`${file}:${n}: ${use.name} is not a token of tokens.ts`);
    } else if (!doc) {
      problems.push(`${file}:${n}: ${use.name} is neither a token of tokens.ts nor a documented @cssproperty of the element`);
    } else if (use.fallback !== undefined && normalise(shallow(use.fallback)) !== normalise(shallow(doc.default ?? ''))) {
      problems.push(`${file}:${n}: var(${use.name}, ${use.fallback}) but the element documents the default ${doc.default}`);
    }
  }
}

for (const [name, token] of tokens) if (!token.description) problems.push(`src/styles/tokens.ts: ${name} has no /** description */`);

const tokensText = readFileSync(tokensFile, 'utf8');
const base = /export const tokenStyles = css`([\s\S]*?)`;/.exec(tokensText);
if (!base) problems.push('src/styles/tokens.ts: no tokenStyles');
else checkStyles('src/styles/tokens.ts', base[1], undefined);

const elements = new Map();
for (const mod of manifest.modules) for (const d of mod.declarations ?? []) if (d.customElement) elements.set(mod.path.split('/')[2], d);

for (const dir of componentDirs()) {
  const element = elements.get(dir);
  if (!element) {
    problems.push(`src/components/${dir}: no custom element in custom-elements.json`);
    continue;
  }
  const documented = new Map((element.cssProperties ?? []).map((p) => [p.name, p]));
  const styles = stylesOf(dir);
  if (!styles.length) problems.push(`src/components/${dir}: no *.styles.ts`);
  for (const { file, text } of styles) {
    checkStyles(file, text, documented);
    for (const use of varUses(text))
      if (use.name.startsWith('--srm-') && !documented.has(use.name))
        problems.push(`${element.tagName}: reads ${use.name}, missing from its cssProperties in custom-elements.json`);
  }
}

// A theme (src/styles/themes/<name>.css) sets tokens and nothing else, under [data-srm-theme='<name>'].
const themesDir = join(root, 'src', 'styles', 'themes');
for (const file of readdirSync(themesDir).filter((f) => f.endsWith('.css'))) {
  const name = file.replace(/\.css$/, '');
  const text = readFileSync(join(themesDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  if (!text.includes(`[data-srm-theme='${name}']`)) problems.push(`src/styles/themes/${file}: no [data-srm-theme='${name}'] rule`);
  const declared = [...text.matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1]);
  if (!declared.length) problems.push(`src/styles/themes/${file}: sets no token`);
  for (const prop of declared) if (!tokens.has(prop)) problems.push(`src/styles/themes/${file}: ${prop} is not a token of tokens.ts`);
  for (const m of text.matchAll(/^\s*([a-z][a-z-]*)\s*:/gm)) problems.push(`src/styles/themes/${file}: sets ${m[1]}: a theme sets tokens only`);
}

const unique = [...new Set(problems)];
if (unique.length) {
  console.error(unique.join('\n'));
  console.error(`\n${unique.length} token problem(s): see packages/elements/README.md "Theming by tokens"`);
  process.exit(1);
}
console.log(`tokens: ${tokens.size} tokens, ${elements.size} elements' styles use only tokens and documented properties`);
