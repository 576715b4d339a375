/**
 * The browsable API reference at /api/docs: Swagger UI from swagger-ui-dist
 * (assets served from here, not a CDN) over /api/openapi.json, with our page
 * and initializer (openapi/docs-page). Public like the document it shows: the
 * document describes the API and holds no data nor secrets; every call made
 * from the page carries the caller's own credentials.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifySchema } from 'fastify';

const ui = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const page = join(dirname(fileURLToPath(import.meta.url)), '../openapi/docs-page');

/** Served name -> file and type. */
const FILES: Record<string, [path: string, type: string]> = {
  'swagger-ui.css': [join(ui, 'swagger-ui.css'), 'text/css; charset=utf-8'],
  'swagger-ui-bundle.js': [join(ui, 'swagger-ui-bundle.js'), 'text/javascript; charset=utf-8'],
  'swagger-ui-standalone-preset.js': [join(ui, 'swagger-ui-standalone-preset.js'), 'text/javascript; charset=utf-8'],
  'favicon-32x32.png': [join(ui, 'favicon-32x32.png'), 'image/png'],
  'init.js': [join(page, 'init.js'), 'text/javascript; charset=utf-8'],
};

export function registerApiDocs(app: FastifyInstance): void {
  // Pages and their assets, not operations: left out of the document.
  const options = { config: { access: 'public' as const, unsigned: true }, schema: { hide: true } as FastifySchema };
  app.get('/api/docs', options, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await readFile(join(page, 'index.html'))),
  );
  app.get<{ Params: { file: string } }>('/api/docs/:file', options, async (request, reply) => {
    const file = FILES[request.params.file];
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type(file[1])
      .header('cache-control', 'public, max-age=3600')
      .send(await readFile(file[0]));
  });
}
