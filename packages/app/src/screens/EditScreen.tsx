/**
 * The generic edit screen of any entity, put together from parts with one job
 * each (edit/): the document's loading, checking and saving (useEditRecord), the
 * unsaved-changes guard and the tab title, the header with its action bar, the
 * form (each field's control chosen in field-control.tsx), the line grids, and
 * the workflow dialogs. Read-only for approval views and for states that may
 * not be edited.
 */
import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { ActionDef, EntityDef } from '@srm/domain/entity/types.ts';
import type { SrmDataGridType as SrmDataGridElement } from '@srm/elements/react/srm-data-grid.ts';
import { label, t, useLang } from '../lib/i18n.ts';
import { mainUrl } from '../lib/router.ts';
import { getSession, isSupplierUser } from '../lib/session.ts';
import { granted, useShell, usePage } from '../shell/data.ts';
import { formSections, type Row } from './entity-ui.ts';
import PrintSheet from './PrintSheet.tsx';
import { ActionDialog } from './ActionDialog.tsx';
import { childrenOf } from './edit/children.ts';
import { SiteTable } from './edit/SiteTable.tsx';
import { isShown } from '@srm/domain/entity/shown.ts';
import { useEditRecord } from './edit/useEditRecord.ts';
import { useDirtyGuard } from './edit/useDirtyGuard.ts';
import { useTabTitle } from './edit/useTabTitle.ts';
import { EditHeader, resourceName } from './edit/EditHeader.tsx';
import { HeaderForm } from './edit/HeaderForm.tsx';
import { LineGrid } from './edit/LineGrid.tsx';
import { AdminResetPassword } from './edit/AdminResetPassword.tsx';
import { VersionsPanel } from './edit/VersionsPanel.tsx';
import { ComparisonPanel } from './edit/ComparisonPanel.tsx';
import { RecordOperations } from './edit/RecordOperations.tsx';
import { isVersioned, VERSIONS_RESOURCE } from '@srm/domain/entity/versions.ts';
import { APPROVAL_HISTORY_RESOURCE, hasApproval } from '@srm/domain/entity/approvals.ts';
import { ApprovalHistoryPanel } from './workflow/ApprovalHistory.tsx';
import { ScreenError, ScreenLoading } from './ScreenState.tsx';

interface Props {
  def: EntityDef;
  id: string;
  /** Shown without editing (approval views). */
  readOnly?: boolean;
  /** Values a new record starts with, from its route (RouteDef.defaults). */
  defaults?: Row;
  /** The menu opens this record itself (ownRecord): its tab keeps the menu's name. */
  keepMenuTitle?: boolean;
  /** Buttons of a screen built on this one, beside the record's own (a registration's approve and reject). */
  extraButtons?: (record: Row, reload: () => void) => ReactNode;
}

export default function EditScreen({ def, id, readOnly = false, defaults, keepMenuTitle = false, extraButtons }: Props) {
  const lang = useLang();
  const shell = useShell();
  const page = usePage();
  const menu = page.menu;
  const allChildren = useMemo(() => childrenOf(def), [def]);
  const allSections = useMemo(() => formSections(def), [def, lang]);
  const doc = useEditRecord(def, id, allChildren, allSections, defaults);
  const { record, isNew, recordId } = doc;
  // Sections and line collections of another kind of record (a tender's jury on an inquiry) are left out.
  const sections = record ? allSections.filter((s) => isShown(s.when, record)) : allSections;
  const children = allChildren.filter((c) => (!record || isShown(c.child.when, record)) && !(isSupplierUser() && c.lineDef.scope?.internal));
  const [action, setAction] = useState<ActionDef | null>(null);
  // A workflow action of one line (cancel or close an order line), on the saved document.
  const [lineAction, setLineAction] = useState<{ lineDef: EntityDef; action: ActionDef; line: Row } | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const grids = useRef<Record<string, SrmDataGridElement | null>>({});

  const title = record && def.titleField ? String(record[def.titleField] ?? '') : '';
  useDirtyGuard(doc.dirty);
  useTabTitle(def, record, isNew, title, recordId, keepMenuTitle);

  if (doc.banner?.kind === 'notFound' || (!record && doc.banner)) {
    return (
      <div className="page">
        {doc.banner.kind === 'notFound' || !doc.banner.error ? (
          <div className="alert alert-error" role="alert">
            {doc.banner.text}
          </div>
        ) : (
          <ScreenError error={doc.banner.error} onRetry={() => void doc.load()} />
        )}
      </div>
    );
  }
  if (!record) return <ScreenLoading />;

  const wf = def.workflow;
  const state = wf ? String(record[wf.field] ?? wf.initial) : null;
  // A supplier's own record past its completion is changed by proposals (supplierEditableWhen), not edited.
  const supplierRule = isSupplierUser() ? def.supplierEditableWhen : undefined;
  // A document a supplier only answers (a review released to it) is never its to edit: its actions carry what it gives.
  const answersOnly = supplierRule?.values.length === 0;
  const ownLocked = !!supplierRule && !answersOnly && !isNew && !isShown(supplierRule, record);
  const stateEditable = (!wf || !state || !!wf.states[state]?.editable) && !ownLocked;
  const canWrite = !readOnly && !def.readOnly && !answersOnly && granted(menu, isNew ? 'btnAdd' : 'btnEdit');
  const editable = canWrite && stateEditable;
  const supplier = isSupplierUser();
  const actions =
    !isNew && wf && state ? wf.actions.filter((a) => a.from.includes(state) && granted(menu, a.resource) && (a.actor === 'supplier') === supplier) : [];
  const lookups = shell.lookups;
  const markLines = () => Object.values(grids.current).forEach((g) => g?.validate());

  return (
    <div className="page edit-page" data-entity={def.name}>
      <EditHeader
        def={def}
        record={record}
        isNew={isNew}
        title={title}
        state={state}
        lookups={lookups}
        menu={menu}
        actions={actions}
        dirty={doc.dirty}
        busy={doc.busy}
        editable={editable}
        extra={
          <>
            {def.name === 'user' && getSession()?.user.adminFlag === 'Y' && !isNew ? (
              <button type="button" className="btn" onClick={() => setResetOpen(true)}>
                {t('edit.resetPassword')}
              </button>
            ) : null}
            {!isNew && !doc.dirty ? <RecordOperations def={def} recordId={recordId} state={state} menu={menu} onDone={() => void doc.load()} /> : null}
            {extraButtons && !isNew ? extraButtons(record, () => void doc.load()) : null}
            {def.name === 'notice' && !isNew ? (
              <button type="button" className="btn" onClick={() => shell.open(mainUrl('notice/noticePreview', { id: recordId }))}>
                {t('notice.preview')}
              </button>
            ) : null}
          </>
        }
        onAction={setAction}
        onSave={() => void doc.save(markLines)}
      />
      {!isNew ? (
        <PrintSheet
          def={def}
          record={record}
          sections={sections}
          lookups={lookups}
          lines={children.map(({ child, lineDef }) => ({
            title: label(child.label),
            lineDef,
            foreignKey: child.foreignKey,
            rows: doc.lines[child.name] ?? [],
          }))}
        />
      ) : null}
      {doc.banner ? (
        <div className={doc.banner.kind === 'stale' ? 'alert alert-warning' : 'alert alert-error'} role="alert">
          {doc.banner.text}
          {doc.banner.kind === 'stale' ? (
            <button type="button" className="btn btn-sm" onClick={() => void doc.load()}>
              {t('common.reload')}
            </button>
          ) : null}
        </div>
      ) : null}
      {canWrite && !stateEditable ? (
        <div className="alert alert-info" role="status">
          {t(ownLocked ? 'edit.changeByProposal' : 'edit.readonlyState')}
        </div>
      ) : null}
      {/* What a proposal changes is what its reader decides on: above the form. */}
      {!isNew
        ? (def.operations ?? [])
            .filter((o) => o.panel === 'comparison' && granted(menu, o.resource))
            .map((o) => <ComparisonPanel key={o.operation} def={def} op={o} recordId={recordId} reloadKey={record} lookups={lookups} />)
        : null}
      <HeaderForm
        def={def}
        idPrefix={page.tabKey}
        sections={sections}
        record={record}
        errors={doc.errors}
        editable={editable}
        isNew={isNew}
        recordId={recordId}
        lookups={lookups}
        menu={menu}
        onChange={doc.setValue}
      />
      {children.map(({ child, lineDef }) =>
        child.editor === 'inspectionSites' ? (
          <SiteTable
            key={child.name}
            child={child}
            rows={doc.lines[child.name] ?? []}
            editable={editable}
            supplier={supplier}
            lookups={lookups}
            onRowsChange={(rows) => doc.setLines(child.name, rows)}
          />
        ) : (
          <LineGrid
            key={child.name}
            child={child}
            lineDef={lineDef}
            rows={doc.lines[child.name] ?? []}
            version={doc.linesVersion}
            editable={editable}
            actionsAllowed={!isNew && !doc.dirty}
            supplier={supplier}
            menu={menu}
            lookups={lookups}
            gridRef={(el) => {
              grids.current[child.name] = el;
            }}
            onRowsChange={(rows) => doc.setLines(child.name, rows)}
            onCellChange={doc.touch}
            onLineAction={(a, line) => setLineAction({ lineDef, action: a, line })}
          />
        ),
      )}
      {!isNew && isVersioned(def) && granted(menu, VERSIONS_RESOURCE) ? (
        <VersionsPanel def={def} recordId={recordId} reloadKey={record.versionNum} lookups={lookups} />
      ) : null}
      {!isNew && hasApproval(def) && granted(menu, APPROVAL_HISTORY_RESOURCE) ? (
        <ApprovalHistoryPanel def={def} recordId={recordId} reloadKey={record} />
      ) : null}
      {doc.lineErrors.length ? (
        <div className="alert alert-error" role="alert">
          <ul>
            {[...new Set(doc.lineErrors)].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {action ? (
        <ActionDialog
          def={def}
          action={action}
          record={record}
          lines={doc.lines}
          title={resourceName(menu, action)}
          onClose={() => setAction(null)}
          onDone={() => (setAction(null), void doc.load())}
        />
      ) : null}
      {lineAction ? (
        <ActionDialog
          def={lineAction.lineDef}
          action={lineAction.action}
          record={lineAction.line}
          title={resourceName(menu, lineAction.action)}
          onClose={() => setLineAction(null)}
          onDone={() => (setLineAction(null), void doc.load())}
        />
      ) : null}
      {resetOpen ? <AdminResetPassword userId={Number(recordId)} onClose={() => setResetOpen(false)} /> : null}
    </div>
  );
}
