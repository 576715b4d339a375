/**
 * Standard countersigns (entities/quality/STATES.md): sent only with clauses
 * to accept, and stamped when sent and when signed.
 */
import { ValidationError } from '../engine/app-error.ts';
import { registerHooks } from '../engine/hooks.ts';

export function registerCountersignHooks(): void {
  registerHooks('qmsCountersign', {
    async beforeAction({ tx, action, record }) {
      if (action.action !== 'send') return;
      const lines = await tx.query('SELECT 1 FROM srm_qms_countersign_lines WHERE countersign_id = $1 LIMIT 1', [record.countersignId]);
      if (!lines.rows.length) throw new ValidationError([{ field: 'lines', key: 'rule.required' }]);
    },
  });
}
