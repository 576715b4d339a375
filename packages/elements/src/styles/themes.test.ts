// The themes of src/styles/themes/ re-theme the elements by tokens alone: under [data-srm-theme], the
// elements' shadow DOM takes the theme's colours; elsewhere on the page the defaults stay; and each theme
// stays accessible (axe, colour contrast included).
import { html } from 'lit';
import { setLocale } from '../localization.ts';
import { cleanup, equal, expectAccessible, fixture, settle } from '../test/helpers.ts';
import '../components/inspection-site-table/srm-inspection-site-table.ts';
import '../components/select/srm-select.ts';
import { TOKENS } from './tokens.ts';

const rows = [{ siteName: 'Shanghai plant', ouName: 'East OU', siteStatus: 'QUALIFIED', inspectFlag: 'Y', editFlag: 'Y' }];
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const THEMES = {
  legacy: { header: '#34495e', headerText: '#ffffff', border: '#c8ced3' },
  'high-contrast': { header: '#000000', headerText: '#ffffff', border: '#000000' },
} as const;

async function themed(theme: string | null) {
  const box = await fixture<HTMLElement>(
    html`<div data-srm-theme=${theme ?? 'none'}>
      <srm-inspection-site-table user-type="INSIDE" .rows=${rows}></srm-inspection-site-table>
      <srm-select label="Status" .options=${[{ value: 'A', label: 'Active' }]}></srm-select>
    </div>`,
  );
  const table = box.querySelector('srm-inspection-site-table')!;
  const select = box.querySelector('srm-select')!;
  await settle(table);
  await settle(select);
  const th = table.shadowRoot!.querySelector('th')!;
  const control = select.shadowRoot!.querySelector('select')!;
  return { box, th: getComputedStyle(th), control: getComputedStyle(control) };
}

/** Loads a theme as a page does: a <link> to its stylesheet. */
async function loadTheme(name: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL(`./themes/${name}.css`, import.meta.url).href;
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => reject(new Error(`theme ${name} did not load`));
  });
  document.head.append(link);
  await loaded;
}

describe('themes by tokens', () => {
  before(async () => {
    await setLocale('en');
    for (const name of Object.keys(THEMES)) await loadTheme(name);
  });
  afterEach(cleanup);

  it('leaves the default look outside a themed container', async () => {
    const { th, control } = await themed(null);
    equal(th.backgroundColor, rgb(TOKENS['--srm-color-header-background']));
    equal(th.color, rgb(TOKENS['--srm-color-header-text']));
    equal(control.borderTopColor, rgb(TOKENS['--srm-color-border']));
  });

  for (const [name, want] of Object.entries(THEMES)) {
    it(`${name}: the elements inside take its colours, and stay accessible`, async () => {
      const { box, th, control } = await themed(name);
      equal(th.backgroundColor, rgb(want.header));
      equal(th.color, rgb(want.headerText));
      equal(control.borderTopColor, rgb(want.border));
      await expectAccessible(box);
    });
  }
});
