/**
 * The report server (entities/report/STATES.md): dynamic reports checked by
 * PostgreSQL's parser and run read-only under the report role, their exports,
 * further data sources, and dynamic charts and dashboards on top of them.
 */
import type { FeatureModule } from '../app-context.ts';
import { once } from '../engine/once.ts';
import { registerChart } from './chart.ts';
import { registerDefinitionHooks } from './definition.ts';
import { registerExport } from './export.ts';
import { registerJdbcHooks } from './jdbc.ts';
import { prepareSandbox } from './sandbox.ts';

/** Hooks and operations; also called by the demo seed, which may run before the app is built. */
export const registerReports = once((): void => {
  registerJdbcHooks();
  registerDefinitionHooks();
  registerChart();
  registerExport(undefined, undefined);
});

export const reportFeature: FeatureModule = (app, ctx) => {
  registerReports();
  registerExport(app, ctx);
  app.addHook('onReady', async () => {
    // The report views exist by now (made at start); the role is granted them again as they may have been made anew.
    if (!(await prepareSandbox(ctx.db))) app.log.warn('report role srm_report could not be made (no CREATEROLE): reports run read-only without it');
  });
};
