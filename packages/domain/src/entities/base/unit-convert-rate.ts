import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A conversion between two units. Saved rows are mirrored into lookup type
 * UNIT_CONVERSION_RATIO (SPEC section 3), which the browser reads; the reverse
 * direction is derived, never stored.
 */
export default defineEntity({
  name: 'unitConvertRate',
  domain: 'base',
  label: { zh: '单位换算', en: 'Unit conversion' },
  service: 'baseServer',
  rest: 'srmBaseUnitConvertRate',
  table: 'srm_base_unit_convert_rate',
  key: 'convertRateId',
  read: 'authenticated',
  fields: [
    f.lookup('fromUom', '源单位', 'From unit', 'BASE_ITEMS_UNIT', { required: true }),
    f.lookup('toUom', '目标单位', 'To unit', 'BASE_ITEMS_UNIT', { required: true, uniqueWith: ['fromUom'] }),
    f.number('conversionRate', '换算率', 'Rate', { required: true, precision: 10, rules: ['positive'] }),
    f.enabled(),
  ],
  list: { columns: ['fromUom', 'toUom', 'conversionRate', 'enabledFlag'], filters: ['fromUom', 'toUom'], sort: ['fromUom'] },
});
