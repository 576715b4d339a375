/**
 * A document's approval history (entity/approvals.ts): each step, who, when,
 * what, to whom and why. The table is shared by the edit screen, myUpcoming and
 * process monitoring; the panel loads it for a document.
 */
import { useEffect, useState } from 'react';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { LIST_APPROVAL_HISTORY, type ApprovalHistoryEntry } from '@srm/domain/entity/approvals.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import type { GridColumnDef } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { api } from '../../lib/api.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { useShell } from '../../shell/data.ts';
import { ScreenEmpty, ScreenError } from '../ScreenState.tsx';

export function ApprovalHistoryTable({ rows }: { rows: ApprovalHistoryEntry[] }) {
  const shell = useShell();
  useLang();
  const meaning = (code: string) => shell.lookups.WF_HISTORY_ACTION?.find((l) => l.lookupCode === code)?.meaning ?? code;
  if (!rows.length) return <ScreenEmpty>{t('wf.noHistory')}</ScreenEmpty>;
  return (
    <SrmDataGrid
      data-testid="approval-history"
      rows={rows.map((h) => ({
        ...h,
        nodeName: h.nodeName ?? '—',
        actor: `${h.actorName ?? '—'}${h.onBehalfOfName ? t('wf.onBehalfOf', { name: h.onBehalfOfName }) : ''}`,
        targetNames: h.targetNames ?? '',
        historyComment: h.historyComment && !['submitter', 'approvedEarlier', 'reminder'].includes(h.historyComment) ? h.historyComment : '',
        creationDate: formatDate(h.creationDate, DATE_PATTERNS.datetime),
      }))}
      columns={historyColumns(meaning)}
      rowKey="historyId"
      readonly
      autoHeight
      configHidden
      paginationHidden
      sequenceHidden
    />
  );
}

/** The action, marked with its code (`data-action`), so a step is found by what was done whatever the language. */
function actionCell(code: string, text: string): HTMLElement {
  const cell = document.createElement('span');
  cell.dataset.action = code;
  cell.textContent = text;
  return cell;
}

const historyColumns = (meaning: (code: string) => string): GridColumnDef[] => [
  { key: 'nodeName', title: t('wf.step'), width: 130 },
  {
    key: 'historyAction',
    title: t('wf.action'),
    editType: 'slot',
    width: 120,
    render: ({ row }) => actionCell(String(row.historyAction), meaning(String(row.historyAction))),
  },
  { key: 'actor', title: t('wf.by'), width: 150 },
  { key: 'targetNames', title: t('wf.to'), width: 140 },
  { key: 'historyComment', title: t('wf.comment') },
  { key: 'creationDate', title: t('wf.when'), width: 160 },
];

/** The history section of a document's edit screen, shown once the document has been under a process. */
export function ApprovalHistoryPanel({ def, recordId, reloadKey }: { def: EntityDef; recordId: string; reloadKey: unknown }) {
  const [rows, setRows] = useState<ApprovalHistoryEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    void reloadKey;
    api.data<ApprovalHistoryEntry[]>(restPath(def, LIST_APPROVAL_HISTORY), { [def.key]: Number(recordId) }).then(setRows, setError);
  }, [def, recordId, reloadKey]);
  if (error) return <ScreenError error={error} />;
  if (!rows?.length) return null;
  return (
    <section className="card form-section" aria-labelledby={`wf-history-${recordId}`}>
      <h3 className="section-title" id={`wf-history-${recordId}`}>
        {t('wf.history')}
      </h3>
      <ApprovalHistoryTable rows={rows} />
    </section>
  );
}
