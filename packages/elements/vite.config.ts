import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// Serves and builds the pages of packages/elements that are not Storybook:
//   demo/legacy.html   - the elements in a plain page without React
//   bench/grid-bench.html - the grid benchmark (driven by bench/run-grid-bench.mjs)
// dev:   npx vite --config packages/elements/vite.config.ts   -> http://localhost:5174/demo/legacy.html
// build: npx vite build --config packages/elements/vite.config.ts -> dist/elements-pages/
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  resolve: { conditions: ['module', 'browser', 'production'] },
  server: { port: 5174, strictPort: false },
  build: {
    outDir: fileURLToPath(new URL('../../dist/elements-pages', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: {
        legacy: fileURLToPath(new URL('./demo/legacy.html', import.meta.url)),
        bench: fileURLToPath(new URL('./bench/grid-bench.html', import.meta.url)),
      },
    },
  },
});
