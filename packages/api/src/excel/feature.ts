/**
 * The Excel feature: export (streamed and background) and import routes, and
 * the export and import jobs. Needs the files feature (storage) and the jobs feature
 * (worker) listed before it; its multipart parser is scoped to the import route.
 */
import multipart from '@fastify/multipart';
import type { FeatureModule } from '../app-context.ts';
import { registerExportRoutes } from './export-routes.ts';
import { registerImportRoutes } from './import-routes.ts';
import { registerExportJob } from './background-export.ts';
import { registerImportJob } from './background-import.ts';

/** Loaded once files and jobs have set `ctx.files` and `ctx.jobs` (gen-features.mjs). */
export const featureOrder = 12;

export const excelFeature: FeatureModule = async (app, ctx) => {
  if (!ctx.files || !ctx.jobs) throw new Error('excelFeature needs filesFeature and jobsFeature before it');
  registerExportJob(ctx.jobs, ctx);
  registerImportJob(ctx.jobs, ctx);
  registerExportRoutes(app, ctx);
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ctx.config.uploadMaxBytes, files: 1, fields: 20 } });
    registerImportRoutes(scope, ctx);
  });
};
