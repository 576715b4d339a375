/**
 * The admin console's remaining screens (issue 20, "the rest of the table"):
 * the user centre (user-center.ts), the entity file generator (generator.ts),
 * the caches and the database in use (system-info.ts). Help articles and
 * favourites are plain definitions (entities/usercenter) served by the generic
 * router; the table model is the registry itself, read by the portal.
 *
 * - POST {DEVTOOLS}/tables {} -> [{ tableName, columnCount, entityName }]   (admin)
 * - POST {DEVTOOLS}/generate { tableName } -> { fileName, entityName, content, fields }   (admin)
 * - POST {DEVTOOLS}/download { tableName } -> the .ts file as an attachment   (admin)
 * - POST {SYSTEM}/caches {} -> { redis: false, processId, uptimeSeconds, caches }   (admin)
 * - POST {SYSTEM}/datasource {} -> DatasourceInfo   (admin)
 */
import type { FeatureModule } from '../app-context.ts';
import { entities } from '@srm/domain/entity/registry.ts';
import { object, str, routeSchema } from '../openapi/route-schema.ts';
import { ok } from '../plugins/envelope.ts';
import { generateEntityFile, listTables } from './generator.ts';
import { cacheRows, datasourceInfo } from './system-info.ts';
import { registerUserCenter } from './user-center.ts';

export const DEVTOOLS_BASE = '/api/baseServer/v1/devtoolsRestful';
export const SYSTEM_BASE = '/api/baseServer/v1/systemInfoRestful';
const admin = { access: 'admin' as const };
const TAG = 'Admin console';

const schemas = {
  tables: routeSchema({ operationId: 'devtoolsTables', tag: TAG, summary: "The tables of the application's schema", body: object({}) }),
  generate: routeSchema({
    operationId: 'devtoolsGenerate',
    tag: TAG,
    summary: 'The entity definition file of a table',
    body: object({ tableName: str('A table of the application schema', 200) }),
  }),
  download: routeSchema({
    operationId: 'devtoolsDownload',
    tag: TAG,
    summary: 'The entity definition file of a table, as a download',
    body: object({ tableName: str('A table of the application schema', 200) }),
    file: 'text/typescript',
  }),
  caches: routeSchema({ operationId: 'systemCaches', tag: TAG, summary: "This process's in-process caches and their hit rates", body: object({}) }),
  datasource: routeSchema({ operationId: 'systemDatasource', tag: TAG, summary: 'The database in use: kind, version, pool, size', body: object({}) }),
};

type Body = Record<string, unknown>;

export const adminConsoleFeature: FeatureModule = (app, ctx) => {
  registerUserCenter(app, ctx);

  app.post(`${DEVTOOLS_BASE}/tables`, { config: admin, schema: schemas.tables }, async () => ok(await listTables(ctx.db, entities)));
  app.post<{ Body: Body }>(`${DEVTOOLS_BASE}/generate`, { config: admin, schema: schemas.generate }, async (request) =>
    ok(await generateEntityFile(ctx.db, request.body?.tableName)),
  );
  app.post<{ Body: Body }>(`${DEVTOOLS_BASE}/download`, { config: admin, schema: schemas.download }, async (request, reply) => {
    const file = await generateEntityFile(ctx.db, request.body?.tableName);
    return reply
      .header('content-type', 'text/typescript; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.content);
  });

  app.post(`${SYSTEM_BASE}/caches`, { config: admin, schema: schemas.caches }, async () => ok(cacheRows(ctx)));
  app.post(`${SYSTEM_BASE}/datasource`, { config: admin, schema: schemas.datasource }, async () => ok(await datasourceInfo(ctx)));
};
