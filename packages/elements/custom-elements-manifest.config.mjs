// The elements' one description (custom-elements.json), read by Storybook's docs and controls, the React
// wrappers and type declarations (scripts/make-react.mjs), the plain-HTML pages (scripts/make-legacy-docs.mjs)
// and editors. Run `npm run manifest -w @srm/elements`; the checks suite fails when the committed file is
// stale (`manifest:check`) or incomplete (`manifest:lint`, scripts/check-manifest.mjs).
import { readTokens, stylesOf, varUses } from './scripts/tokens-lib.mjs';

/** Events dispatched by name only: a `new CustomEvent(type)` the analyzer reads as an event named `type`. */
const NATIVE_EVENTS = new Set(['change', 'input', 'close', 'toggle']);
/** LitElement's static plumbing, no property a page author sets. */
const PLUMBING = new Set(['styles', 'shadowRootOptions', 'properties', 'formAssociated']);

/** Fills in what the analyzer leaves out or gets wrong, the same way for every element. */
const srmPlugin = {
  name: 'srm-elements',
  packageLinkPhase({ customElementsManifest }) {
    const tokens = readTokens();
    // The analyzer lists modules in the order its glob answered, which varies: sorted, the file is stable.
    customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const mod of customElementsManifest.modules) {
      for (const d of mod.declarations ?? []) {
        if (!d.customElement) continue;
        // One paragraph of text in `@summary`, the rest in the description (Storybook's docs page shows it).
        if (!d.description && d.summary) {
          d.description = d.summary;
          d.summary = d.summary.split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, ' ');
        }
        // What a page author may set or call: private, protected and #private members stay out (so do
        // `@internal` ones, which the analyzer drops itself).
        d.members = (d.members ?? []).filter(
          (m) => !(m.static && PLUMBING.has(m.name)) && m.privacy !== 'private' && m.privacy !== 'protected' && !m.name.startsWith('#'),
        );
        d.events = (d.events ?? []).filter((e) => e.name && (e.name.includes('-') || NATIVE_EVENTS.has(e.name)));
        // The design tokens the element's styles read, with their meaning and default (tokens.ts).
        const dir = mod.path.split('/')[2];
        const own = new Set((d.cssProperties ?? []).map((p) => p.name));
        const read = new Set();
        for (const { text } of stylesOf(dir)) for (const use of varUses(text)) if (tokens.has(use.name)) read.add(use.name);
        for (const name of [...read].sort()) {
          if (own.has(name)) continue;
          const token = tokens.get(name);
          (d.cssProperties ??= []).push({ name, description: `Design token: ${token.description}`, default: token.value });
        }
      }
    }
  },
};

export default {
  globs: ['src/components/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.stories.ts', 'src/**/*.fixtures.ts'],
  outdir: '.',
  litelement: true,
  dependencies: false,
  packagejson: false,
  plugins: [srmPlugin],
};
