/**
 * Builds and serves the portal (packages/app). Dev: `npx vite` proxies /api and
 * /srm-ws to the server (SRM_API, default http://localhost:8080). Build: into
 * APP_DIST (dist/app), the folder the server serves with an index.html fallback.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = process.env.SRM_API ?? 'http://localhost:8080';
// The server's own setting (packages/api/src/config.ts), so a build lands where the server looks for it.
const appDist = resolve(fileURLToPath(new URL('.', import.meta.url)), process.env.APP_DIST ?? 'dist/app');

const ENTITY_FILE = /[\\/]packages[\\/]domain[\\/]src[\\/]entities[\\/](?!index\.generated|loaders\.generated)/;
const DEFINITION = 'def-';
const definitionChunk = (id: string) => `${DEFINITION}${id.replace(/\\/g, '/').split('/entities/')[1].split('/')[0]}`;
const isDefinition = (file: string) => file.startsWith(`assets/${DEFINITION}`);
const DOMAIN_FILE = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
/**
 * The definitions' chunk a module goes in: a definition's own domain folder's, and a helper of the domain that
 * only definitions of one folder import (entity/batch.ts, only the statements'), theirs too. Left out, such a
 * helper went into its one importer's entry chunk, which imports the domain's chunk, which imported it back; which
 * of the two Chromium ran first depended on which definition a screen asked for first, and one load in several of
 * the statements' list or a custom screen failed with "t is not a function" (页面加载失败).
 * scripts/check-login-budget.mjs fails a build with a cycle among its chunks.
 */
function definitionChunkOf(id: string, ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null }): string | null {
  if (ENTITY_FILE.test(id)) return definitionChunk(id);
  if (!DOMAIN_FILE.test(id)) return null;
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  if (importers.length === 0 || !importers.every((i) => ENTITY_FILE.test(i))) return null;
  const chunks = new Set(importers.map(definitionChunk));
  return chunks.size === 1 ? [...chunks][0] : null;
}

export default defineConfig({
  root: fileURLToPath(new URL('./packages/app', import.meta.url)),
  plugins: [
    react(),
    // Vite's manifest, moved beside the build (dist/app.manifest.json): the server serves dist/app, and never answers it.
    (() => {
      let outDir = appDist;
      return {
        name: 'srm-manifest-beside-the-build',
        apply: 'build' as const,
        configResolved(config: { build: { outDir: string } }) {
          outDir = resolve(config.build.outDir);
        },
        closeBundle() {
          const written = join(outDir, '.vite', 'manifest.json');
          if (!existsSync(written)) return;
          renameSync(written, `${outDir}.manifest.json`);
          rmSync(join(outDir, '.vite'), { recursive: true, force: true });
        },
      };
    })(),
  ],
  resolve: { conditions: ['module', 'browser', 'production'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/srm-ws': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: appDist,
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    // No chunk preloads a definition: a screen's definitions are fetched by name, in parallel, by
    // app/src/lib/registry.ts (listing each definition's file again for its preload would add a list of every
    // definition to the loaders' index), and the sign-in page's entry would otherwise list every definition's file
    // for the registration page, which reads the whole registry through the lookups.
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((d) => !isDefinition(d)),
    },
    // Which chunks each module pulls in, read by scripts/check-login-budget.mjs (moved to dist/app.manifest.json above).
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router in one cacheable chunk; the rest splits by screen.
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|navigo)[\\/]/ },
            // The definitions of one domain folder a chunk (def-purchase…), fetched by the screens that read one of
            // them (app/src/lib/registry.ts); only the definitions: what they import stays shared. A chunk per
            // definition fetched less for a list (14 kB for the orders, not 37) but a custom screen, which reads
            // any, then waited for 301 files: twice as long as the whole registry took to open the process editor.
            { name: definitionChunkOf, debugName: 'definitions', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
