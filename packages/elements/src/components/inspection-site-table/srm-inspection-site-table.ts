import { SrmInspectionSiteTable } from './inspection-site-table.ts';

export { SrmInspectionSiteTable };
export type { InspectionSite } from './inspection-site-table.ts';
export type * from './inspection-site-table.events.ts';

if (!customElements.get('srm-inspection-site-table')) customElements.define('srm-inspection-site-table', SrmInspectionSiteTable);
