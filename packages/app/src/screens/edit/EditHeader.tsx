/**
 * The top of a document: its kind, number and state, who saved it when, and the
 * action bar (workflow actions granted to the page, print, save, and the few
 * buttons particular to an entity).
 */
import type { ReactNode } from 'react';
import type { ActionDef, EntityDef } from '@srm/domain/entity/types.ts';
import { recordLabel } from '@srm/domain/entity/shown.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { label, t } from '../../lib/i18n.ts';
import type { Lookups, MenuNode } from '../../shell/data.ts';
import type { Row } from '../entity-ui.ts';

interface Props {
  def: EntityDef;
  record: Row;
  isNew: boolean;
  title: string;
  state: string | null;
  lookups: Lookups;
  menu?: MenuNode;
  /** Workflow actions the user may do now. */
  actions: ActionDef[];
  dirty: boolean;
  busy: boolean;
  /** Save is offered (the record may be written in its state). */
  editable: boolean;
  /** Buttons of one entity (reset a user's password, preview a notice). */
  extra?: ReactNode;
  onAction: (action: ActionDef) => void;
  onSave: () => void;
}

export const resourceName = (menu: MenuNode | undefined, action: ActionDef) =>
  menu?.resources.find((r) => r.resourceCode === action.resource)?.resourceName ?? label(action.label);

export function EditHeader({ def, record, isNew, title, state, lookups, menu, actions, dirty, busy, editable, extra, onAction, onSave }: Props) {
  const wf = def.workflow;
  const stateLookup = wf ? (def.fields.find((x) => x.name === wf.field)?.lookupType ?? '') : '';
  const stateName = wf && state ? (lookups[stateLookup]?.find((e) => e.lookupCode === state)?.meaning ?? label(wf.states[state]?.label)) : null;
  const leaveHint = dirty ? t('shell.leaveConfirm') : undefined;
  return (
    <div className="edit-header card">
      <div>
        <h2 className="edit-title">
          {label(recordLabel(def, record))}
          {!isNew && title ? <span className="edit-subtitle">{title}</span> : null}
          {stateName ? <span className={`status-tag status-${state!.toLowerCase()}`}>{stateName}</span> : null}
        </h2>
        {!isNew && record.creationDate ? (
          <div className="muted small">
            {t('edit.audit', {
              c: formatDate(record.creationDate as string, DATE_PATTERNS.datetime),
              u: formatDate(record.lastUpdateDate as string, DATE_PATTERNS.datetime),
              v: record.versionNum,
              cb: String(record.createdByName ?? t('edit.bySystem')),
              ub: String(record.lastUpdatedByName ?? t('edit.bySystem')),
            })}
          </div>
        ) : null}
      </div>
      <div className="toolbar-buttons">
        {actions.map((a) => (
          <button key={a.action} type="button" className="btn" disabled={dirty || busy} title={leaveHint} onClick={() => onAction(a)}>
            {resourceName(menu, a)}
          </button>
        ))}
        {extra}
        {!isNew ? (
          <button type="button" className="btn" disabled={dirty} title={leaveHint} onClick={() => window.print()}>
            {t('common.print')}
          </button>
        ) : null}
        {editable ? (
          <button type="button" className="btn btn-primary" disabled={busy || (!dirty && !isNew)} onClick={onSave}>
            {t('common.save')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
