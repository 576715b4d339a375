/**
 * A document's approval history (entity/approvals.ts): each step, who, when,
 * what, to whom and why. The table is shared by the edit screen, myUpcoming and
 * process monitoring; the panel loads it for a document.
 */
import { useEffect, useState } from 'react';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { restPath } from '@srm/domain/entity/registry.ts';
import { LIST_APPROVAL_HISTORY, type ApprovalHistoryEntry } from '@srm/domain/entity/approvals.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { useShell } from '../../shell/data.ts';

export function ApprovalHistoryTable({ rows, caption }: { rows: ApprovalHistoryEntry[]; caption?: string }) {
  const shell = useShell();
  useLang();
  const meaning = (code: string) => shell.lookups.WF_HISTORY_ACTION?.find((l) => l.lookupCode === code)?.meaning ?? code;
  if (!rows.length) return <p className="muted">{t('wf.noHistory')}</p>;
  return (
    <table className="wf-history" data-testid="approval-history">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{t('wf.step')}</th>
          <th scope="col">{t('wf.action')}</th>
          <th scope="col">{t('wf.by')}</th>
          <th scope="col">{t('wf.to')}</th>
          <th scope="col">{t('wf.comment')}</th>
          <th scope="col">{t('wf.when')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((h) => (
          <tr key={h.historyId} data-action={h.historyAction}>
            <td>{h.nodeName ?? '—'}</td>
            <td>{meaning(h.historyAction)}</td>
            <td>
              {h.actorName ?? '—'}
              {h.onBehalfOfName ? t('wf.onBehalfOf', { name: h.onBehalfOfName }) : ''}
            </td>
            <td>{h.targetNames ?? ''}</td>
            <td>{h.historyComment && !['submitter', 'approvedEarlier', 'reminder'].includes(h.historyComment) ? h.historyComment : ''}</td>
            <td>{formatDate(h.creationDate, DATE_PATTERNS.datetime)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The history section of a document's edit screen, shown once the document has been under a process. */
export function ApprovalHistoryPanel({ def, recordId, reloadKey }: { def: EntityDef; recordId: string; reloadKey: unknown }) {
  const [rows, setRows] = useState<ApprovalHistoryEntry[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    void reloadKey;
    api.data<ApprovalHistoryEntry[]>(restPath(def, LIST_APPROVAL_HISTORY), { [def.key]: Number(recordId) }).then(setRows, (err) => setError(errorMessage(err)));
  }, [def, recordId, reloadKey]);
  if (error)
    return (
      <div className="alert alert-error" role="alert">
        {error}
      </div>
    );
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
