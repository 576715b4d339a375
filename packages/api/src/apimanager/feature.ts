/**
 * The API manager: the catalogue of the server's own routes (catalogue.ts),
 * outbound interfaces imported from OpenAPI documents (openapi-import.ts), and
 * the API call log (call-log.ts).
 */
import { once } from '../engine/once.ts';
import type { FeatureModule } from '../app-context.ts';
import { registerApiCatalogue } from './catalogue.ts';
import { registerCallLog } from './call-log.ts';
import { registerOpenApiImport } from './openapi-import.ts';

/** Hooks; also called by the demo seed. */
export const registerApiManager = once(() => {
  registerOpenApiImport();
});

export const apiManagerFeature: FeatureModule = (app, ctx) => {
  registerApiManager();
  registerApiCatalogue(app, ctx.db);
  registerCallLog(app, ctx.db);
};
