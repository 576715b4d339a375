// @web/test-runner for packages/elements (see /work/shared/STACK.md for why each option).
import { fileURLToPath } from 'node:url';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromiumPath } from './scripts/chromium.mjs';

const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));

/**
 * `import 'x.css'` from JS (the Lumo theme in styles/tokens.ts) works in Vite and
 * Storybook; the dev server would serve it as CSS to a module script. Serve such a
 * request as a module that adds a <link> to the same file instead, so relative
 * `@import`s inside the stylesheet keep resolving against the CSS URL.
 */
function cssImportAsLink() {
  return {
    name: 'srm-css-import-as-link',
    resolveMimeType(context) {
      if (context.path.endsWith('.css') && context.request.headers['sec-fetch-dest'] === 'script') return 'js';
    },
    transform(context) {
      if (context.path.endsWith('.css') && context.request.headers['sec-fetch-dest'] === 'script') {
        const href = JSON.stringify(context.path);
        return {
          body: `if (!document.querySelector('link[data-srm-css=' + JSON.stringify(${href}) + ']')) {
  const l = document.createElement('link');
  l.rel = 'stylesheet'; l.href = ${href}; l.dataset.srmCss = ${href};
  document.head.prepend(l);
}
export {};`,
          headers: { 'content-type': 'application/javascript' },
        };
      }
    },
  };
}

export default {
  rootDir: '.',
  files: ['packages/elements/src/**/*.test.ts'],
  nodeResolve: { exportConditions: ['production'] },
  concurrency: 1,
  concurrentBrowsers: 1,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: chromiumPath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
  plugins: [cssImportAsLink(), esbuildPlugin({ ts: true, tsconfig })],
};
