/**
 * Base data beyond the generic router: MaterialItem's named lists over the
 * base-data report views (material-lists.ts) and the import of material mappings
 * by code (item-mapping-import.ts). The reports themselves (purchase category
 * report, material supply permissions, materials by organisation) are read-only
 * entities with views, served by the generic list.
 */
import multipart from '@fastify/multipart';
import type { FeatureModule } from '../app-context.ts';
import { registerItemMappingImport } from './item-mapping-import.ts';
import { registerMaterialLists } from './material-lists.ts';

export const basedataFeature: FeatureModule = async (app, ctx) => {
  registerMaterialLists(app, ctx);
  // The multipart parser is scoped to the import, as the Excel feature's is.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ctx.config.uploadMaxBytes, files: 1, fields: 20 } });
    registerItemMappingImport(scope, ctx);
  });
};
