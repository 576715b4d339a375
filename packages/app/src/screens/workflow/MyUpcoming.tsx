/**
 * myUpcoming: my open approval tasks beside the document each is about. Choose
 * a task (or arrive from a to-do's link, `?taskId=`) and the document shows,
 * read-only, with its approval history and the decisions: approve, reject (to
 * the submitter or back to a step already passed), ask colleagues for their
 * opinion, copy them in; a question asked of me is answered here too.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { ApprovalHistoryEntry } from '@srm/domain/entity/approvals.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import type { GridRow } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { usePage, useShell } from '../../shell/data.ts';
import ListScreen, { type ExtraRowAction } from '../ListScreen.tsx';
import { CommentDialog } from '../CommentDialog.tsx';
import { formSections, type Row } from '../entity-ui.ts';
import { HeaderForm } from '../edit/HeaderForm.tsx';
import { LineGrid } from '../edit/LineGrid.tsx';
import { childrenOf } from '../edit/children.ts';
import { RefPickerDialog } from '../refs/RefPickerDialog.tsx';
import { ApprovalHistoryTable } from './ApprovalHistory.tsx';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';

const TODO = getEntity('wfTodo');
const PEOPLE = getEntity('wfPerson');

interface TaskView {
  task: { taskId: number; taskKind: 'APPROVAL' | 'SUBTASK'; taskStatus: string; nodeName: string; ownerName: string | null };
  instance: { processName: string; documentNumber: string; submittedBy: number };
  entityName: string;
  document: Row;
  history: ApprovalHistoryEntry[];
  rejectTargets: { nodeId: string; nodeName: string }[];
  subtasks: { assigneeName: string; taskStatus: string; taskComment: string | null }[];
}

type Decision = 'approve' | 'reject' | 'ask' | 'copy' | 'answer';
const OPERATION: Record<Decision, string> = { approve: 'doApprove', reject: 'doReject', ask: 'doAddSubtask', copy: 'doCarbonCopy', answer: 'doAnswer' };

export default function MyUpcoming() {
  const page = usePage();
  const lang = useLang();
  const fromLink = Number(page.query.get('taskId') ?? page.query.get('id') ?? 0) || null;
  const [taskId, setTaskId] = useState<number | null>(fromLink);
  const [signal, setSignal] = useState(0);
  useEffect(() => setTaskId(fromLink), [fromLink]);
  const actions: ExtraRowAction[] = useMemo(() => [{ resourceCode: 'wfHandle', label: t('wf.handle'), run: (row) => setTaskId(Number(row.taskId)) }], [lang]);
  return (
    <div className="wf-split">
      <ListScreen def={TODO} extraRowActions={actions} noWrite reloadSignal={signal} />
      <TaskPanel
        taskId={taskId}
        onDecided={() => {
          setTaskId(null);
          setSignal((n) => n + 1);
          window.dispatchEvent(new CustomEvent('srm-counts-changed'));
        }}
      />
    </div>
  );
}

function TaskPanel({ taskId, onDecided }: { taskId: number | null; onDecided: () => void }) {
  const shell = useShell();
  const page = usePage();
  useLang();
  const [view, setView] = useState<TaskView | null>(null);
  const [error, setError] = useState('');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const load = useCallback(() => {
    setView(null);
    setError('');
    if (!taskId) return;
    api.data<TaskView>(restPath(TODO, 'findTaskDocument'), { taskId }).then(setView, (err) => setError(errorMessage(err)));
  }, [taskId]);
  useEffect(load, [load]);

  if (!taskId)
    return (
      <section className="card wf-panel" aria-label={t('wf.handle')} data-testid="task-panel">
        <p className="muted">{t('wf.pickTask')}</p>
      </section>
    );
  if (error)
    return (
      <section className="card wf-panel" aria-label={t('wf.handle')}>
        <ScreenError error={error} />
      </section>
    );
  if (!view) return <ScreenLoading />;
  const def = getEntity(view.entityName);
  const open = view.task.taskStatus === 'PENDING' || view.task.taskStatus === 'RESOLVING';
  const approval = view.task.taskKind === 'APPROVAL';
  const submitter = view.history.find((h) => h.historyAction === 'SUBMIT')?.actorName ?? '';
  const sections = formSections(def);
  return (
    <section className="card wf-panel" aria-labelledby="wf-task-title" data-testid="task-panel">
      <div className="wf-task-head">
        <div>
          <h2 id="wf-task-title">
            {label(def.label)} {view.instance.documentNumber}
          </h2>
          <p className="muted">
            {t('wf.taskOf', { process: view.instance.processName, step: view.task.nodeName })} · {t('wf.submittedBy', { name: submitter })}
            {view.task.ownerName ? ` · ${t('wf.onBehalf', { name: view.task.ownerName })}` : ''}
          </p>
        </div>
        <div className="wf-actions">
          {open && approval ? (
            <>
              <button type="button" className="btn btn-primary" onClick={() => setDeciding('approve')}>
                {t('wf.approve')}
              </button>
              <button type="button" className="btn btn-danger" onClick={() => setDeciding('reject')}>
                {t('wf.reject')}
              </button>
              <button type="button" className="btn" onClick={() => setDeciding('ask')}>
                {t('wf.ask')}
              </button>
              <button type="button" className="btn" onClick={() => setDeciding('copy')}>
                {t('wf.copy')}
              </button>
            </>
          ) : null}
          {open && !approval ? (
            <button type="button" className="btn btn-primary" onClick={() => setDeciding('answer')}>
              {t('wf.answer')}
            </button>
          ) : null}
          {!open ? <span className="tag">{t('wf.done')}</span> : null}
        </div>
      </div>
      {view.subtasks.length ? (
        <ul className="muted">
          {view.subtasks.map((s) => (
            <li key={`${s.assigneeName}-${s.taskStatus}`}>
              {t('wf.asked')}: {s.assigneeName} · {shell.lookups.WF_TASK_STATUS?.find((l) => l.lookupCode === s.taskStatus)?.meaning ?? s.taskStatus}
              {s.taskComment ? ` · ${s.taskComment}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <HeaderForm
        def={def}
        idPrefix={`${page.tabKey}-task`}
        sections={sections}
        record={view.document}
        errors={{}}
        editable={false}
        isNew={false}
        recordId={String(view.document[def.key])}
        lookups={shell.lookups}
        onChange={() => undefined}
      />
      {childrenOf(def).map(({ child, lineDef }) => (
        <LineGrid
          key={child.name}
          child={child}
          lineDef={lineDef}
          rows={(view.document[child.name] as Row[]) ?? []}
          version={view.task.taskId}
          editable={false}
          actionsAllowed={false}
          supplier={false}
          lookups={shell.lookups}
          gridRef={() => undefined}
          onRowsChange={() => undefined}
          onCellChange={() => undefined}
          onLineAction={() => undefined}
        />
      ))}
      <section aria-labelledby="wf-task-history">
        <h3 className="section-title" id="wf-task-history">
          {t('wf.history')}
        </h3>
        <ApprovalHistoryTable rows={view.history} />
      </section>
      {deciding ? (
        <DecideDialog
          decision={deciding}
          view={view}
          onClose={() => setDeciding(null)}
          onDone={(keepTask) => {
            setDeciding(null);
            if (keepTask) load();
            else onDecided();
          }}
        />
      ) : null}
    </section>
  );
}

function DecideDialog({ decision, view, onClose, onDone }: { decision: Decision; view: TaskView; onClose: () => void; onDone: (keepTask: boolean) => void }) {
  const [target, setTarget] = useState('');
  const [people, setPeople] = useState<GridRow[]>([]);
  const [picking, setPicking] = useState(false);
  const needsPeople = decision === 'ask' || decision === 'copy';
  const title = t(
    decision === 'approve' ? 'wf.approve' : decision === 'reject' ? 'wf.reject' : decision === 'ask' ? 'wf.ask' : decision === 'copy' ? 'wf.copy' : 'wf.answer',
  );
  return (
    <CommentDialog
      title={`${title} · ${view.instance.documentNumber}`}
      label={decision === 'ask' ? t('wf.question') : t('wf.comment')}
      required={decision === 'reject' || decision === 'answer'}
      danger={decision === 'reject'}
      check={() => (needsPeople && !people.length ? t('wf.peopleRequired') : null)}
      onClose={onClose}
      onSubmit={async (comment) => {
        const env = await api.post(restPath(TODO, OPERATION[decision]), {
          taskId: view.task.taskId,
          comment: comment || undefined,
          ...(decision === 'reject' && target ? { targetNodeId: target } : {}),
          ...(needsPeople ? { userIds: people.map((p) => Number(p.userId)) } : {}),
        });
        showToast({ message: env.msg, type: 'success' });
        onDone(needsPeople);
      }}
    >
      {decision === 'reject' && view.rejectTargets.length ? (
        <fieldset className="form-item">
          <legend>{t('wf.rejectTo')}</legend>
          <label>
            <input type="radio" name="wf-target" value="" checked={target === ''} onChange={() => setTarget('')} /> {t('wf.rejectToSubmitter')}
          </label>
          {view.rejectTargets.map((n) => (
            <label key={n.nodeId}>
              <input type="radio" name="wf-target" value={n.nodeId} checked={target === n.nodeId} onChange={() => setTarget(n.nodeId)} /> {n.nodeName}
            </label>
          ))}
        </fieldset>
      ) : null}
      {needsPeople ? (
        <div className="form-item">
          <span id="wf-people-label">{t('wf.people')}</span>
          <div className="wf-actions" aria-labelledby="wf-people-label">
            <button type="button" className="btn" onClick={() => setPicking(true)}>
              {t('wf.choosePeople')}
            </button>
            <span data-testid="wf-people">{people.map((p) => String(p.userFullName)).join(', ')}</span>
          </div>
          <RefPickerDialog
            target={PEOPLE}
            fieldLabel={t('wf.people')}
            open={picking}
            multiple
            onPick={(rows) => {
              setPeople(rows);
              setPicking(false);
            }}
            onClose={() => setPicking(false)}
          />
        </div>
      ) : null}
    </CommentDialog>
  );
}
