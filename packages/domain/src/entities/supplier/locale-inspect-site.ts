import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * One of the supplier's sites as an on-site inspection lists it (考察地点):
 * made by the server from the supplier's record when the inspection is, the
 * site at the inspection's organisation ticked; the buyer ticks the sites the
 * inspectors visit. Shown with `srm-inspection-site-table`.
 */
export default defineEntity({
  name: 'slcLocaleInspectSite',
  domain: 'supplier',
  label: { zh: '考察地点', en: 'Inspected site' },
  service: 'srmServer',
  rest: 'srmPosLocaleReviewSites',
  table: 'srm_slc_locale_inspect_sites',
  key: 'inspectSiteId',
  titleField: 'siteName',
  parent: { entity: 'slcLocaleInspect', foreignKey: 'inspectId' },
  fields: [
    f.ref('inspectId', '现场考察', 'On-site inspection', 'slcLocaleInspect', { required: true }),
    // A copy, not a reference: the supplier may drop a site from its record after an inspection listed it.
    f.integer('supplierSiteId', '供应商地点', 'Supplier site', { readOnly: true, hidden: true }),
    f.text('siteName', '地点名称', 'Site name', { readOnly: true, maxLength: 120 }),
    f.text('ouName', '组织', 'Organisation', { readOnly: true }),
    f.lookup('siteStatus', '地点状态', 'Site status', 'SLC_SUPPLIER_STATUS', { readOnly: true }),
    f.flag('inspectFlag', '参与考察', 'Inspected', { default: 'N', internal: true }),
  ],
  list: { columns: ['siteName', 'ouName', 'siteStatus', 'inspectFlag'], filters: ['inspectId'], sort: ['inspectSiteId'] },
});
