/** A shipping report template publishes only with test items; publishing stamps its date. */
import { ValidationError } from '../engine/app-error.ts';
import { registerHooks } from '../engine/hooks.ts';

import { once } from '../engine/once.ts';
import { rows } from '../db/db.ts';

export const registerTemplateHooks = once((): void => {
  registerHooks('qmsShippingTemplate', {
    async beforeAction({ tx, action, record }) {
      if (action.action !== 'publish') return;
      const items = await rows(tx, 'SELECT 1 FROM srm_qms_shipping_template_lines WHERE template_id = $1 LIMIT 1', [record.templateId]);
      if (!items.length) throw new ValidationError([{ field: 'lines', key: 'rule.required' }]);
    },
  });
});
