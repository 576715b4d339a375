/**
 * The built portal: files from dist/app, and index.html for any other path so
 * the client router can answer it (its own not-found screen included). Beside
 * it, the elements for legacy pages: /elements/<version>/srm-elements.js and its
 * chunks from dist/elements (built with the portal), cached for good since a
 * version's files never change.
 */
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export async function registerStaticRoutes(app: FastifyInstance, distDir: string): Promise<void> {
  // Asked at each request, not once: `npm start` builds the portal while the server starts (scripts/start.ts).
  const hasApp = () => existsSync(join(distDir, 'index.html'));
  const elementsDir = join(distDir, '..', 'elements');
  // Our cache-control headers stand: the plugin's own would answer max-age=0 for everything.
  await app.register(fastifyStatic, { root: [distDir, elementsDir], serve: false, suppressWarning: true });
  app.get('/elements/*', { config: { access: 'public', unsigned: true } }, async (request, reply) => {
    const file = decodeURIComponent(request.url.split('?')[0]).replace(/^\/elements\/+/, '');
    if (!hasApp() || !/^\d+\.\d+\.\d+\//.test(file) || file.includes('..') || !existsSync(join(elementsDir, file)))
      return reply.code(404).type('text/plain').send('No such file of the elements');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(file, elementsDir, { cacheControl: false });
  });
  app.get('/*', { config: { access: 'public', unsigned: true } }, async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0]);
    if (path.startsWith('/api/')) return reply.callNotFound();
    if (!hasApp()) return reply.code(503).header('retry-after', '2').header('cache-control', 'no-store').type('text/html').send(portalBuilding());
    const file = path.replace(/^\/+/, '');
    if (file && !file.includes('..') && existsSync(join(distDir, file)) && !file.endsWith('/')) {
      const immutable = file.startsWith('assets/');
      return reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache').sendFile(file, { cacheControl: false });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}

/** While `npm start` still builds the portal (or when it was never built): a page that says so and looks again. */
function portalBuilding(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>SRM</title></head><body style="font-family:sans-serif;margin:4rem auto;max-width:32rem;text-align:center"><p>门户页面正在构建，请稍候（npm start 会构建它；或运行 npm run build:app）</p><p>The portal is being built; this page reloads by itself (npm start builds it, or run npm run build:app)</p></body></html>`;
}
