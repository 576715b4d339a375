/**
 * A workflow action with its comment (required for rejections), done on one
 * record; an action with `lineInput` also takes values per line (a supplier's
 * promised dates, received quantities), left empty for the server's default.
 * Its header values are the form's own controls (edit/field-control.tsx: a date
 * picker, a lookup select, the number input), checked by the form's rules; the
 * lines are a grid of the line definition's columns, the input ones editable.
 */
import { useState, type FormEvent } from 'react';
import type { ActionDef, EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { fieldOf, findEntity } from '../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { GridColumnDef } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { actionOperation } from '@srm/domain/entity/naming.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, ApiError, errorMessage } from '../lib/api.ts';
import { label, t } from '../lib/i18n.ts';
import { Dialog } from './Dialog.tsx';
import { gridColumns, normalise, type Row } from './entity-ui.ts';
import { FIELD_TYPES } from '@srm/domain/entity/field-types.ts';
import { useShell } from '../shell/data.ts';
import { fieldControl } from './edit/field-control.tsx';
import { fieldError } from './edit/validate.ts';

export function ActionDialog({
  def,
  action,
  record,
  lines,
  title,
  onClose,
  onDone,
}: {
  def: EntityDef;
  action: ActionDef;
  record: Row;
  lines?: Record<string, Row[]>;
  title: string;
  onClose: () => void;
  onDone: (saved: Row) => void;
}) {
  const { lookups } = useShell();
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = action.lineInput;
  const child = input ? def.children?.find((c) => c.name === input.child) : undefined;
  const lineDef = child ? findEntity(child.entity) : undefined;
  const rows = (child && lines?.[child.name]) ?? [];
  // A line is named by its label, else its number and material, and its title (a question) when its definition has one.
  const lineName = (line: Row) =>
    String(
      line.lineLabel ??
        [...new Set([line.lineNumber, line.itemCode, line.itemName, lineDef?.titleField ? line[lineDef.titleField] : undefined])]
          .filter((v) => v !== undefined && v !== null)
          .join(' '),
    );
  // The lines as the grid edits them: copies, the input fields empty (left empty: the server's default).
  const [gridRows] = useState<Row[]>(() =>
    rows.map((line) => ({ ...line, __name: lineName(line), ...Object.fromEntries((input?.fields ?? []).map((f) => [f, null])) })),
  );
  // Header values the action takes (a new closing time), starting from the record's; each is required.
  const headerFields = (action.input ?? []).map((name) => ({ ...fieldOf(def, name)!, required: true }) as FieldDef);
  const [header, setHeader] = useState<Row>(() => ({ ...record }));
  const [headerErrors, setHeaderErrors] = useState<Record<string, string>>({});

  /** A refusal naming fields, told by their labels (and a line by its name: `row` counts the lines sent) rather than the payload's paths. */
  function fieldErrors(err: unknown, sent: Row[]): string | null {
    const errors = err instanceof ApiError ? err.envelope.errors : undefined;
    if (!errors?.length) return null;
    return errors
      .map((e) => {
        const onLines = !!lineDef && e.child === child?.name;
        const key = onLines && e.row !== undefined ? sent[e.row]?.[lineDef.key] : undefined;
        const line = key === undefined ? undefined : rows.find((r) => r[lineDef!.key] === key);
        const field = fieldOf(onLines ? lineDef! : def, e.field);
        const where = [line ? lineName(line) : null, field ? label(field.label) : e.field].filter(Boolean).join(' · ');
        return `${where}: ${e.message}`;
      })
      .join('; ');
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = Object.fromEntries(
      headerFields.map((f) => [f.name, fieldError(f, header[f.name], false)] as const).filter((e): e is [string, string] => !!e[1]),
    );
    setHeaderErrors(found);
    if (Object.keys(found).length) return;
    if (action.commentRequired && !comment.trim()) return setError(t('edit.commentRequired'));
    setBusy(true);
    let sent: Row[] = [];
    try {
      const body: Row = { [def.key]: record[def.key], versionNum: record.versionNum, comment: comment.trim() || undefined };
      for (const f of headerFields) body[f.name] = normalise(f, header[f.name]) ?? null;
      if (lineDef && input) {
        body.lines = gridRows
          .map((line) => {
            const given = input.fields.map((k) => [k, line[k]] as const).filter(([, v]) => v !== null && v !== undefined && v !== '');
            return given.length
              ? {
                  [lineDef.key]: line[lineDef.key],
                  ...Object.fromEntries(given.map(([k, v]) => [k, FIELD_TYPES[fieldOf(lineDef, k)?.type ?? 'text'].numeric ? Number(v) : v])),
                }
              : null;
          })
          .filter(Boolean);
        sent = body.lines as Row[];
      }
      const env = await api.post<Row>(restPath(def, actionOperation(action.action)), body);
      showToast({ message: env.msg, type: 'success' });
      window.dispatchEvent(new CustomEvent('srm-counts-changed'));
      onDone(env.data);
    } catch (err) {
      setError(err instanceof ApiError && err.envelope.code === 'STALE_VERSION' ? t('edit.stale') : (fieldErrors(err, sent) ?? errorMessage(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} wide={!!(lineDef && rows.length)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {lineDef && input && rows.length ? (
          <SrmDataGrid
            className="action-lines"
            rows={gridRows}
            columns={lineColumns(lineDef, label(child!.label), input.fields)}
            lookups={lookups}
            rowKey={lineDef.key}
            autoHeight
            configHidden
            paginationHidden
            sequenceHidden
          />
        ) : null}
        {headerFields.map((f) => {
          const id = `action-${f.name}`;
          const err = headerErrors[f.name];
          return (
            <div className={err ? 'form-item has-error' : 'form-item'} key={f.name} data-field={f.name}>
              <label htmlFor={id} id={`${id}-label`} className="required">
                {label(f.label)}
              </label>
              {fieldControl({
                def,
                field: f,
                record: header,
                id,
                labelId: `${id}-label`,
                readOnly: false,
                isNew: false,
                recordId: String(record[def.key] ?? ''),
                error: err,
                lookups,
                onChange: (value, extra) => setHeader((h) => ({ ...h, ...extra, [f.name]: value })),
              })}
              {err ? (
                <div className="field-error" id={`${id}-error`} role="alert">
                  {err}
                </div>
              ) : null}
            </div>
          );
        })}
        <div className={error ? 'form-item has-error' : 'form-item'}>
          <label htmlFor="action-comment" className={action.commentRequired ? 'required' : undefined}>
            {t('edit.comment')}
          </label>
          <textarea id="action-comment" rows={4} value={comment} onChange={(e) => setComment(e.target.value)} aria-invalid={!!error} />
          {error ? (
            <div className="field-error" role="alert">
              {error}
            </div>
          ) : null}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('common.ok')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The line's name, then the input fields, editable as the form's line grid edits them (numbers, lookups). The
 * action writes them though a save may not (a supplier's reply date is `readOnly` on the line).
 */
function lineColumns(lineDef: EntityDef, title: string, fields: string[]): GridColumnDef[] {
  const writing: EntityDef = {
    ...lineDef,
    fields: lineDef.fields.map((f) => (fields.includes(f.name) ? { ...f, readOnly: false, internal: false, required: false } : f)),
  };
  return [{ key: '__name', title, width: 240, sortable: false }, ...gridColumns(writing, fields, { editable: true })];
}
