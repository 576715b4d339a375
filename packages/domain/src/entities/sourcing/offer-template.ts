import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Offer template (报价模板): which price parts a supplier must fill in when it
 * quotes an inquiry that uses the template. The unit price is always asked;
 * freight, mould cost, lead time and minimum order quantity when flagged.
 */
export default defineEntity({
  name: 'ponOfferTemplate',
  domain: 'sourcing',
  label: { zh: '报价模板', en: 'Offer template' },
  service: 'srmServer',
  rest: 'srmPonOfferTemplates',
  table: 'srm_pon_offer_templates',
  key: 'templateId',
  titleField: 'templateName',
  read: 'authenticated',
  fields: [
    f.text('templateCode', '模板编码', 'Template code', { required: true, unique: true, maxLength: 40 }),
    f.text('templateName', '模板名称', 'Template name', { required: true, maxLength: 200 }),
    f.flag('freightFlag', '须报运费', 'Freight required', { default: 'N' }),
    f.flag('mouldCostFlag', '须报模具费', 'Mould cost required', { default: 'N' }),
    f.flag('leadTimeFlag', '须报交货周期', 'Lead time required', { default: 'Y' }),
    f.flag('moqFlag', '须报最小起订量', 'MOQ required', { default: 'N' }),
    f.enabled(),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  list: {
    columns: ['templateCode', 'templateName', 'freightFlag', 'mouldCostFlag', 'leadTimeFlag', 'moqFlag', 'enabledFlag', 'description'],
    filters: [{ field: 'templateCode', op: 'like' }, { field: 'templateName', op: 'like' }, 'enabledFlag'],
    sort: ['templateCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '报价模板', en: 'Offer template' },
        fields: ['templateCode', 'templateName', 'freightFlag', 'mouldCostFlag', 'leadTimeFlag', 'moqFlag', 'enabledFlag', 'description'],
      },
    ],
  },
});
