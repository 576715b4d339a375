/**
 * A child shown by `srm-inspection-site-table` (ChildDef `editor:
 * 'inspectionSites'`): the supplier's sites, each ticked when inspected. The
 * server makes the rows; the buyer ticks them while the record is editable.
 */
import type { ChildDef } from '@srm/domain/entity/types.ts';
import { SrmInspectionSiteTable } from '@srm/elements/react/srm-inspection-site-table.ts';
import { label } from '../../lib/i18n.ts';
import type { Lookups } from '../../shell/data.ts';
import type { Row } from '../entity-ui.ts';

export function SiteTable({
  child,
  rows,
  editable,
  supplier,
  lookups,
  onRowsChange,
}: {
  child: ChildDef;
  rows: Row[];
  editable: boolean;
  supplier: boolean;
  lookups: Lookups;
  onRowsChange: (rows: Row[]) => void;
}) {
  // The element asks each row whether it may change; here the record's state decides for every row alike.
  const shown = rows.map((r) => ({ ...r, siteName: String(r.siteName ?? ''), editFlag: 'Y' }));
  return (
    <section className="card form-section" data-child={child.name}>
      <SrmInspectionSiteTable
        rows={shown}
        lookups={lookups}
        userType={supplier ? 'EX' : 'INSIDE'}
        readonly={!editable}
        caption={label(child.label)}
        onSrmSiteChange={(e) => onRowsChange(e.detail.rows.map(({ editFlag: _, ...row }) => row))}
      />
    </section>
  );
}
