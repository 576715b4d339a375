import type { InspectionSite } from './inspection-site-table.ts';

/** Detail of `srm-site-change`: the row whose participation flag the user changed. */
export interface SrmSiteChangeDetail {
  index: number;
  /** The new row object (the old one is not mutated). */
  row: InspectionSite;
  /** All rows after the change (also in the `rows` property). */
  rows: InspectionSite[];
  field: 'inspectFlag';
}
