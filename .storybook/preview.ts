import { setCustomElementsManifest } from '@storybook/web-components';
import type { Preview } from '@storybook/web-components-vite';
import '../packages/elements/src/styles/tokens.ts';
import { getLocale, setLocale } from '../packages/elements/src/localization.ts';
import { argTypesFromManifest, manifest } from './manifest.ts';

// Docs tables and controls of every element from its manifest (packages/elements/custom-elements.json).
setCustomElementsManifest(manifest);

// Themes: every packages/elements/src/styles/themes/<name>.css is a choice of the toolbar's theme switch. A theme
// is tokens alone (custom properties): its sheet is added to the page and `data-srm-theme="<name>"` set on <html>,
// so a file whose rules sit under `[data-srm-theme="<name>"]` and one on `:root` both apply.
const themeFiles = import.meta.glob<string>('../packages/elements/src/styles/themes/*.css', { query: '?inline', import: 'default' });
const themes = Object.fromEntries(Object.entries(themeFiles).map(([path, load]) => [path.replace(/^.*\/|\.css$/g, ''), load]));

async function applyTheme(name: string) {
  const root = document.documentElement;
  let style = document.getElementById('srm-theme') as HTMLStyleElement | null;
  const load = themes[name];
  if (!load) {
    style?.remove();
    root.removeAttribute('data-srm-theme');
    return;
  }
  const text = await load();
  if (!style) {
    style = document.createElement('style');
    style.id = 'srm-theme';
    document.head.append(style);
  }
  style.textContent = text;
  root.setAttribute('data-srm-theme', name);
}

const preview: Preview = {
  // A docs page (the manifest's tables, every story with its controls) for every element.
  tags: ['autodocs'],
  globalTypes: {
    // A toolbar switch between zh-CN (the product default) and en; a story may pin one with `globals: { locale }`.
    locale: {
      description: 'Language of the elements',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '中文 (zh-CN)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme (tokens) of the elements',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [{ value: 'default', title: 'Default' }, ...Object.keys(themes).map((name) => ({ value: name, title: name }))],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN', theme: 'default' },
  // Before a story renders: its language loaded and its theme applied, so the first paint is the final one.
  loaders: [
    async ({ globals }) => {
      const locale = (globals.locale as string) || 'zh-CN';
      if (getLocale() !== locale) await setLocale(locale);
      await applyTheme((globals.theme as string) || 'default');
      await document.fonts.ready;
      return {};
    },
  ],
  argTypesEnhancers: [argTypesFromManifest],
  parameters: {
    controls: { expanded: true, sort: 'requiredFirst' },
    layout: 'padded',
    // The accessibility panel runs axe on every story; the story tests (e2e-stories) fail on serious or critical
    // violations.
    a11y: { test: 'todo' },
  },
};
export default preview;
