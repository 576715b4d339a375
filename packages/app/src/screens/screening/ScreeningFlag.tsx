/**
 * bidScreeningFlag: one bid-screening flag (issue 47) read-only with its review
 * action (the generic form), and its evidence, each row opening the bid or the
 * event behind it on the sourcing screen the auditor is granted to read.
 */
import { useEffect, useState } from 'react';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { getEntity } from '../../lib/registry.ts';
import { api } from '../../lib/api.ts';
import { label, useLang } from '../../lib/i18n.ts';
import { useShell } from '../../shell/data.ts';
import EditScreen from '../EditScreen.tsx';
import { linkCell, numberColumn, RowsGrid } from '../RowsGrid.tsx';
import type { Row } from '../entity-ui.ts';

const FLAG = getEntity('screeningFlag');
const EVIDENCE = getEntity('screeningEvidence');
const title = (name: string) => label(EVIDENCE.fields.find((f) => f.name === name)!.label);

export default function ScreeningFlag({ id }: { id: string }) {
  useLang();
  const shell = useShell();
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    // The evidence is read on its own, in the flag's scope (entities/screening/evidence.ts); a flag has at most a few dozen rows.
    api.data<Row[]>(restPath(EVIDENCE, 'listByPage'), { flagId: Number(id), pageRows: 200 }).then(setRows, () => setRows([]));
  }, [id]);
  const open = (r: Row) => (r.linkPath ? `/main/${String(r.linkPath)}` : null);
  return (
    <>
      <EditScreen def={FLAG} id={id} readOnly />
      <section className="screen" data-testid="screening-evidence-links">
        <h2 className="section-title">{label(EVIDENCE.label)}</h2>
        <RowsGrid
          rows={rows}
          rowKey="evidenceId"
          testId="screening-evidence"
          label={label(EVIDENCE.label)}
          columns={[
            { key: 'eventNumber', title: title('eventNumber'), editType: 'slot', width: 160, render: linkCell((r) => r.eventNumber, open, shell.open) },
            { key: 'bidNumber', title: title('bidNumber'), width: 180 },
            { key: 'supplierName', title: title('supplierName') },
            { key: 'itemName', title: title('itemName') },
            numberColumn('price', title('price'), 4),
            { key: 'offerTime', title: title('offerTime'), width: 170 },
          ]}
        />
      </section>
    </>
  );
}
