/**
 * Behaviour of base and admin entities the metadata does not express:
 * unit conversions mirrored into their lookup (SPEC section 3) and view counts
 * kept by the server. (Grants follow role and menu edits through the change feed.)
 */
import type { AppContext } from '../app-context.ts';
import { registerHooks } from '../engine/hooks.ts';
import type { Queryable } from '../db/db.ts';
import { once } from '../engine/once.ts';

async function mirrorUnitConversions(tx: Queryable): Promise<void> {
  await tx.query(`DELETE FROM saaf_lookup_values WHERE lookup_type = 'UNIT_CONVERSION_RATIO'`);
  await tx.query(
    `INSERT INTO saaf_lookup_values (lookup_type_id, lookup_type, lookup_code, meaning, meaning_en, description, seq_num, enabled_flag, system_code)
     SELECT lt.lookup_type_id, 'UNIT_CONVERSION_RATIO', u.from_uom, u.to_uom, u.to_uom, u.conversion_rate::text, row_number() OVER (ORDER BY u.convert_rate_id), u.enabled_flag, 'BASE'
       FROM srm_base_unit_convert_rate u CROSS JOIN saaf_lookup_types lt WHERE lt.lookup_type = 'UNIT_CONVERSION_RATIO'`,
  );
}

export const registerBaseHooks = once((_ctx: AppContext): void => {
  registerHooks('unitConvertRate', {
    afterSave: ({ tx }) => mirrorUnitConversions(tx),
    afterDelete: ({ tx }) => mirrorUnitConversions(tx),
  });
  // A notice's publish date is the publish action's declared stamp (entities/base/notice.ts).
});
