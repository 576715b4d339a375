/**
 * The design tokens for designers: every `--srm-*` custom property of tokens.ts with its default and the value
 * it has on the page now (the toolbar's theme changes the latter), colours as swatches, spacing as bars, type as
 * samples, radii as boxes. Read from the module, never copied.
 */
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { type SrmToken, TOKENS } from './tokens.ts';

const names = Object.keys(TOKENS) as SrmToken[];
const groups: { title: string; test: (n: string) => boolean; sample: (n: SrmToken) => unknown }[] = [
  {
    title: 'Colours',
    test: (n) => n.startsWith('--srm-color-'),
    sample: (n) => html`<span class="swatch" style="background: var(${n})"></span>`,
  },
  {
    title: 'Spacing',
    test: (n) => n.startsWith('--srm-space-') || n === '--srm-control-height',
    sample: (n) => html`<span class="bar" style="inline-size: var(${n})"></span>`,
  },
  {
    title: 'Type',
    test: (n) => n.startsWith('--srm-font') || n === '--srm-line-height',
    sample: (n) =>
      n.startsWith('--srm-font-size')
        ? html`<span style="font-size: var(${n})">供应商 Supplier</span>`
        : n === '--srm-line-height'
          ? html`<span style="line-height: var(${n}); display: inline-block; inline-size: 8em; outline: 1px dotted var(--srm-color-border)">供应商 Supplier portal</span>`
          : html`<span style="font-family: var(${n})">供应商门户 Supplier portal 0123456789</span>`,
  },
  {
    title: 'Radii',
    test: (n) => n.startsWith('--srm-radius'),
    sample: (n) => html`<span class="radius" style="border-radius: var(${n})"></span>`,
  },
];
const other = names.filter((n) => !groups.some((g) => g.test(n)));

const current = (n: SrmToken) => getComputedStyle(document.documentElement).getPropertyValue(n).trim();

function table(title: string, list: SrmToken[], sample: (n: SrmToken) => unknown) {
  return html`<section>
    <h2>${title}</h2>
    <table>
      <thead>
        <tr><th scope="col">Token</th><th scope="col">Default</th><th scope="col">Now</th><th scope="col">Sample</th></tr>
      </thead>
      <tbody>
        ${list.map((n) => html`<tr><td><code>${n}</code></td><td><code>${TOKENS[n]}</code></td><td><code>${current(n)}</code></td><td>${sample(n)}</td></tr>`)}
      </tbody>
    </table>
  </section>`;
}

const styles = html`<style>
  .tokens { font-family: var(--srm-font-family); color: var(--srm-color-text); font-size: 14px; }
  .tokens table { border-collapse: collapse; margin-block-end: 24px; }
  .tokens th, .tokens td { text-align: start; padding: 4px 12px; border-block-end: 1px solid var(--srm-color-border); vertical-align: middle; }
  .tokens code { font-size: 12px; overflow-wrap: anywhere; }
  .tokens td:nth-child(2) { max-inline-size: 24em; }
  .tokens .swatch { display: inline-block; inline-size: 48px; block-size: 24px; border: 1px solid var(--srm-color-border-strong); }
  .tokens .bar { display: inline-block; block-size: 12px; background: var(--srm-color-primary); }
  .tokens .radius { display: inline-block; inline-size: 48px; block-size: 32px; border: 2px solid var(--srm-color-primary); }
</style>`;

const meta: Meta = {
  title: 'Design tokens',
  parameters: {
    layout: 'padded',
    screenshot: { width: 900, height: 1800 },
    docs: { description: { component: 'The `--srm-*` custom properties of `styles/tokens.ts`.' } },
  },
  tags: ['!autodocs'],
};
export default meta;

export const Tokens: StoryObj = {
  render: () =>
    html`${styles}<div class="tokens">
      ${groups.map((g) => table(g.title, names.filter(g.test), g.sample))}
      ${other.length ? table('Other', other, () => '') : ''}
    </div>`,
};

/** The tokens as the legacy theme (themes/legacy.css) sets them: what a legacy page wearing it gets. */
export const LegacyTheme: StoryObj = { ...Tokens, globals: { theme: 'legacy' } };

/** The tokens as the high-contrast theme (themes/high-contrast.css) sets them. */
export const HighContrastTheme: StoryObj = { ...Tokens, globals: { theme: 'high-contrast' } };
