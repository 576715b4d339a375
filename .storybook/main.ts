import type { StorybookConfig } from '@storybook/web-components-vite';

// Stories and MDX pages of packages/elements (web components). The React app has none here.
const config: StorybookConfig = {
  stories: ['../packages/elements/src/**/*.mdx', '../packages/elements/src/**/*.stories.ts'],
  // Docs pages (autodocs, MDX) and the accessibility panel; controls, actions and interactions are in core.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: {
    disableTelemetry: true,
    // Our own small Vite config, so a root vite.config.ts for the app (React plugin,
    // app root) is not picked up here.
    builder: { name: '@storybook/builder-vite', options: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
};
export default config;
