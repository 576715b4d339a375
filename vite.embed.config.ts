/**
 * Builds the elements for legacy pages (packages/app/src/embed/srm-elements.ts)
 * into elements/<version>/ beside the portal's APP_DIST (dist/elements/<version>/):
 * srm-elements.js and one chunk per element, which the server serves at
 * /elements/<version>/. The version is @srm/elements's, so a
 * page pinned to a version keeps what it was written against. Beside them the themes
 * (themes/*.css) and the sha384 of every file (srm-elements.js.sri, integrity.json), which
 * are also written into the served legacy pages (packages/app/src/embed/integrity.ts).
 */
import { defineConfig } from 'vite';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementsIntegrity } from './packages/app/src/embed/integrity.ts';

const version = JSON.parse(readFileSync(new URL('./packages/elements/package.json', import.meta.url), 'utf8')).version as string;
// Beside the portal, where the server looks for them (packages/api/src/routes/static-routes.ts).
const appDist = resolve(fileURLToPath(new URL('.', import.meta.url)), process.env.APP_DIST ?? 'dist/app');

export default defineConfig({
  root: fileURLToPath(new URL('./packages/app', import.meta.url)),
  resolve: { conditions: ['module', 'browser', 'production'] },
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [
    elementsIntegrity({
      themesDir: fileURLToPath(new URL('./packages/elements/src/styles/themes', import.meta.url)),
      legacyDir: resolve(appDist, 'legacy'),
      base: `/elements/${version}/`,
    }),
  ],
  build: {
    outDir: resolve(appDist, '..', 'elements', version),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    lib: {
      entry: fileURLToPath(new URL('./packages/app/src/embed/srm-elements.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'srm-elements.js',
    },
    rolldownOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
