import type { StorybookConfig } from '@storybook/web-components-vite';

// Stories of packages/elements (web components). The React app has none here.
const config: StorybookConfig = {
  stories: ['../packages/elements/src/**/*.stories.ts'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: {
    disableTelemetry: true,
    // Our own small Vite config, so a root vite.config.ts for the app (React plugin,
    // app root) is not picked up here.
    builder: { name: '@storybook/builder-vite', options: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
};
export default config;
