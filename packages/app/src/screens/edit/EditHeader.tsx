/**
 * The top of a document: its kind, number and state, who saved it when, and the
 * action bar (workflow actions granted to the page, print, save, and the few
 * buttons particular to an entity).
 */
import { Fragment, type ReactNode } from 'react';
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

/** Placeholders put into a text in place of its parameters, so that each can be shown as a part of its own. */
const MARKS = Object.fromEntries(['c', 'u', 'v', 'cb', 'ub'].map((k) => [k, `\u0001${k}\u0001`]));

/** A text with its marked parameters replaced by `parts` (people's names shown as the data they are). */
function withValues(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/\u0001(\w+)\u0001/).map((piece, i) => (i % 2 ? <Fragment key={piece}>{parts[piece]}</Fragment> : piece));
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
        <div className="edit-title">
          <h2>{label(recordLabel(def, record))}</h2>
          {/* The record's number or name is its data, in whatever language it was written. */}
          {!isNew && title ? <span className="edit-subtitle value">{title}</span> : null}
          {stateName ? <span className={`status-tag status-${state!.toLowerCase()}`}>{stateName}</span> : null}
        </div>
        {!isNew && record.creationDate ? (
          <div className="muted small">
            {withValues(t('edit.audit', MARKS), {
              c: formatDate(record.creationDate as string, DATE_PATTERNS.datetime),
              u: formatDate(record.lastUpdateDate as string, DATE_PATTERNS.datetime),
              v: String(record.versionNum ?? ''),
              cb: record.createdByName ? <span className="value">{String(record.createdByName)}</span> : t('edit.bySystem'),
              ub: record.lastUpdatedByName ? <span className="value">{String(record.lastUpdatedByName)}</span> : t('edit.bySystem'),
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
