/**
 * The files feature: storage from the configuration, multipart limited to the
 * configured maximum (SPEC default 2 GB), and the routes of SPEC section 7 Files
 * under /api/fileServer and, the same, without that prefix.
 */
import multipart from '@fastify/multipart';
import type { FeatureModule } from '../app-context.ts';
import { FileAccess } from './file-access.ts';
import { FileService } from './file-service.ts';
import { FILE_PREFIXES, registerFileRoutes } from './file-routes.ts';
import { registerLargeFileRoutes } from './large-file-routes.ts';
import { registerImageRoutes } from './image-routes.ts';
import { openStorage } from './storage/open-storage.ts';

declare module '../app-context.ts' {
  interface AppContext {
    files?: FileService;
  }
}

/** Loaded first: it sets `ctx.files`, which later features read as they register (gen-features.mjs). */
export const featureOrder = 10;

export const filesFeature: FeatureModule = async (app, ctx) => {
  const files = new FileService(ctx.db, openStorage(ctx.config), ctx.config, new FileAccess(ctx.db, ctx.ops));
  ctx.files = files;
  await app.register(async (scope) => {
    // One byte over the ceiling so our own meter, which names the file, trips first.
    await scope.register(multipart, { limits: { fileSize: ctx.config.uploadMaxBytes + 1, files: 100, fields: 50, fieldSize: 1024 * 1024 } });
    for (const prefix of FILE_PREFIXES) {
      registerFileRoutes(scope, files, prefix);
      registerLargeFileRoutes(scope, files, prefix);
      registerImageRoutes(scope, files, prefix);
    }
  });
};
