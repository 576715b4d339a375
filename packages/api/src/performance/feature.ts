/**
 * Supplier performance (entities/performance/STATES.md): the hooks of
 * indicators, templates and schemes, and their custom operations.
 */
import type { FeatureModule } from '../app-context.ts';
import { registerOperation } from '../engine/operations.ts';
import { int, object, str } from '../openapi/route-schema.ts';
import { ref } from '../openapi/envelope-schema.ts';
import { copyIndicator, registerIndicatorHooks } from './indicator.ts';
import { registerTemplateHooks } from './template.ts';
import { registerSchemeHooks } from './scheme.ts';
import { registerMadeByRunHooks } from './made-by-run.ts';
import { registerAppealHooks } from './appeal.ts';
import { registerRectificationHooks } from './rectification.ts';
import { createScheme } from './setting.ts';
import { once } from '../engine/once.ts';
import type { EntityOperations } from '../engine/operations.ts';

/** Hooks and operations; also called by the demo seed, which may run before the app is built. */
export const registerPerformance = once((ops: EntityOperations): void => {
  registerIndicatorHooks();
  registerTemplateHooks();
  registerSchemeHooks();
  registerMadeByRunHooks();
  registerAppealHooks(ops);
  // After registerSchemeHooks: publication raises rectifications once the results are published.
  registerRectificationHooks();
  registerOperation('speIndicator', 'doCopy', copyIndicator, {
    body: object({ indicatorId: int('The indicator to copy') }, ['indicatorId']),
    data: ref('speIndicator'),
  });
  registerOperation('speSetting', 'doCreateScheme', createScheme, {
    body: object({ settingId: int('The setting'), periodFrom: str('A day of the period to run (yyyy-MM-dd); absent: the next period not yet run') }, [
      'settingId',
    ]),
    data: ref('speScheme'),
  });
});

export const performanceFeature: FeatureModule = (_app, ctx) => {
  registerPerformance(ctx.ops);
};
