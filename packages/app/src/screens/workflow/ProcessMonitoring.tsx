/**
 * processMonitoring: every process instance, where it waits, on whom and since
 * when; a row's detail draws its diagram with the current step lit, its tasks
 * and history, and lets an administrator urge the approvers or stop it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { ApprovalHistoryEntry } from '@srm/domain/entity/approvals.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import type { GridColumnDef } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { api, errorMessage, errorToast } from '../../lib/api.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { granted, usePage, useShell } from '../../shell/data.ts';
import ListScreen, { type ExtraRowAction } from '../ListScreen.tsx';
import { CommentDialog } from '../CommentDialog.tsx';
import type { Row } from '../entity-ui.ts';
import { ApprovalHistoryTable } from './ApprovalHistory.tsx';
import { ProcessDiagram } from './ProcessDiagram.tsx';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';

const INSTANCE = getEntity('wfInstance');

interface Detail {
  instance: Row;
  bpmnXml: string | null;
  currentNodeId: string | null;
  passedNodeIds: string[];
  rejectedNodeIds: string[];
  tasks: Row[];
  history: ApprovalHistoryEntry[];
}

export default function ProcessMonitoring() {
  const lang = useLang();
  const [instanceId, setInstanceId] = useState<number | null>(null);
  const [signal, setSignal] = useState(0);
  const actions: ExtraRowAction[] = useMemo(
    () => [{ resourceCode: 'wfDetail', label: t('wf.detail'), run: (row) => setInstanceId(Number(row.instanceId)) }],
    [lang],
  );
  return (
    <div className="wf-split">
      <ListScreen def={INSTANCE} extraRowActions={actions} noWrite reloadSignal={signal} />
      {instanceId ? <InstanceDetail instanceId={instanceId} onChanged={() => setSignal((n) => n + 1)} /> : null}
    </div>
  );
}

function InstanceDetail({ instanceId, onChanged }: { instanceId: number; onChanged: () => void }) {
  const shell = useShell();
  const page = usePage();
  useLang();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState('');
  const [stopping, setStopping] = useState(false);
  const load = useCallback(() => {
    api.data<Detail>(restPath(INSTANCE, 'findInstanceDetail'), { instanceId }).then(setDetail, (err) => setError(errorMessage(err)));
  }, [instanceId]);
  useEffect(load, [load]);
  const meaning = (type: string, code: unknown) => shell.lookups[type]?.find((l) => l.lookupCode === code)?.meaning ?? String(code ?? '');

  async function urge() {
    try {
      const env = await api.post(restPath(INSTANCE, 'doUrge'), { instanceId });
      showToast({ message: env.msg, type: 'success' });
      load();
    } catch (err) {
      showToast(errorToast(err));
    }
  }

  if (error) return <ScreenError error={error} />;
  if (!detail) return <ScreenLoading />;
  const running = detail.instance.instanceStatus === 'RUNNING';
  return (
    <section className="card wf-panel" aria-labelledby="wf-instance-title" data-testid="instance-detail">
      <div className="wf-task-head">
        <div>
          <h2 id="wf-instance-title">
            {String(detail.instance.processName ?? '')} · {String(detail.instance.documentNumber ?? '')}
          </h2>
          <p className="muted">
            {meaning('WF_INSTANCE_STATUS', detail.instance.instanceStatus)}
            {detail.instance.currentNodeNames ? ` · ${t('wf.current', { step: String(detail.instance.currentNodeNames) })}` : ''}
          </p>
        </div>
        {running ? (
          <div className="wf-actions">
            {granted(page.menu, 'btnUrge') ? (
              <button type="button" className="btn" onClick={() => void urge()}>
                {t('wf.urge')}
              </button>
            ) : null}
            {granted(page.menu, 'btnStop') ? (
              <button type="button" className="btn btn-danger" onClick={() => setStopping(true)}>
                {t('wf.stop')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {detail.bpmnXml ? (
        <ProcessDiagram
          xml={detail.bpmnXml}
          currentNodeId={detail.currentNodeId}
          passedNodeIds={detail.passedNodeIds}
          rejectedNodeIds={detail.rejectedNodeIds}
        />
      ) : null}
      <section aria-labelledby="wf-instance-tasks">
        <h3 className="section-title" id="wf-instance-tasks">
          {t('wf.tasks')}
        </h3>
        <SrmDataGrid
          data-testid="wf-instance-tasks"
          rows={detail.tasks.map((task) => ({
            taskId: task.taskId,
            nodeName: String(task.nodeName ?? ''),
            assignee: `${String(task.assigneeName ?? '')}${task.ownerName ? t('wf.onBehalfOf', { name: String(task.ownerName) }) : ''}`,
            outcome: task.outcome ? meaning('WF_TASK_OUTCOME', task.outcome) : meaning('WF_TASK_STATUS', task.taskStatus),
            taskComment: String(task.taskComment ?? ''),
            when: formatDate(String(task.decidedDate ?? task.creationDate), DATE_PATTERNS.datetime),
          }))}
          columns={taskColumns()}
          rowKey="taskId"
          readonly
          autoHeight
          configHidden
          paginationHidden
          sequenceHidden
        />
      </section>
      <section aria-labelledby="wf-instance-history">
        <h3 className="section-title" id="wf-instance-history">
          {t('wf.history')}
        </h3>
        <ApprovalHistoryTable rows={detail.history} />
      </section>
      {stopping ? (
        <StopDialog
          instanceId={instanceId}
          onClose={() => setStopping(false)}
          onDone={() => {
            setStopping(false);
            load();
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}

function StopDialog({ instanceId, onClose, onDone }: { instanceId: number; onClose: () => void; onDone: () => void }) {
  return (
    <CommentDialog
      title={t('wf.stop')}
      label={t('wf.comment')}
      required
      danger
      onClose={onClose}
      onSubmit={async (comment) => {
        const env = await api.post(restPath(INSTANCE, 'doStop'), { instanceId, comment });
        showToast({ message: env.msg, type: 'success' });
        onDone();
      }}
    />
  );
}

const taskColumns = (): GridColumnDef[] => [
  { key: 'nodeName', title: t('wf.step'), width: 130 },
  { key: 'assignee', title: t('wf.by'), width: 150 },
  { key: 'outcome', title: t('wf.action'), width: 100 },
  { key: 'taskComment', title: t('wf.comment') },
  { key: 'when', title: t('wf.when'), width: 160 },
];
