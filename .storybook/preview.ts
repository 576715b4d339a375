import type { Preview } from '@storybook/web-components-vite';
import '../packages/elements/src/styles/tokens.ts';
import { getLocale, setLocale } from '../packages/elements/src/localization.ts';

// A toolbar switch between zh-CN (the product default) and en; every story re-renders
// in the chosen language through @lit/localize.
const preview: Preview = {
  globalTypes: {
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
  },
  initialGlobals: { locale: 'zh-CN' },
  decorators: [
    (story, context) => {
      const locale = (context.globals.locale as string) || 'zh-CN';
      if (getLocale() !== locale) void setLocale(locale);
      return story();
    },
  ],
  parameters: {
    controls: { expanded: true },
    layout: 'padded',
  },
};
export default preview;
