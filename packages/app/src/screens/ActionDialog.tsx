/**
 * A workflow action with its comment (required for rejections), done on one
 * record; an action with `lineInput` also takes values per line (a supplier's
 * promised dates, received quantities), left empty for the server's default.
 */
import { useState, type FormEvent } from 'react';
import type { ActionDef, EntityDef, FieldType } from '@srm/domain/entity/types.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { fieldOf, findEntity, restPath } from '@srm/domain/entity/registry.ts';
import { actionOperation } from '@srm/domain/entity/naming.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, ApiError, errorMessage } from '../lib/api.ts';
import { label, t } from '../lib/i18n.ts';
import { Dialog } from './Dialog.tsx';
import type { Row } from './entity-ui.ts';
import { FIELD_TYPES } from '@srm/domain/entity/field-types.ts';
import { useShell } from '../shell/data.ts';

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
  const [values, setValues] = useState<Record<string, Record<string, string>>>({});
  // Header values the action takes (a new closing time), starting from the record's.
  const headerFields = (action.input ?? []).map((name) => fieldOf(def, name)!);
  const [header, setHeader] = useState<Record<string, string>>(() =>
    Object.fromEntries(headerFields.map((f) => [f.name, toInputValue(f.type, record[f.name])])),
  );
  // A line is named by its label, else its number and material, and its title (a question) when its definition has one.
  const lineName = (line: Row) =>
    String(
      line.lineLabel ??
        [...new Set([line.lineNumber, line.itemCode, line.itemName, lineDef?.titleField ? line[lineDef.titleField] : undefined])]
          .filter((v) => v !== undefined && v !== null)
          .join(' '),
    );

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
    if (action.commentRequired && !comment.trim()) return setError(t('edit.commentRequired'));
    setBusy(true);
    let sent: Row[] = [];
    try {
      const body: Row = { [def.key]: record[def.key], versionNum: record.versionNum, comment: comment.trim() || undefined };
      for (const f of headerFields) body[f.name] = fromInputValue(f.type, header[f.name]);
      if (lineDef && input) {
        body.lines = rows
          .map((line) => {
            const given = Object.entries(values[String(line[lineDef.key])] ?? {}).filter(([, v]) => v !== '');
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
          <table className="action-lines">
            <thead>
              <tr>
                <th scope="col">{label(child!.label)}</th>
                {input.fields.map((f) => (
                  <th scope="col" key={f}>
                    {label(fieldOf(lineDef, f)!.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((line) => {
                const id = String(line[lineDef.key]);
                return (
                  <tr key={id}>
                    <th scope="row">{lineName(line)}</th>
                    {input.fields.map((f) => {
                      const field = fieldOf(lineDef, f)!;
                      const input = FIELD_TYPES[field.type].input;
                      const type = input === 'date' || input === 'number' ? input : 'text';
                      return (
                        <td key={f}>
                          <input
                            type={type}
                            aria-label={`${lineName(line)} ${label(field.label)}`}
                            value={values[id]?.[f] ?? ''}
                            onChange={(e) => setValues((v) => ({ ...v, [id]: { ...v[id], [f]: e.target.value } }))}
                          />
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
        {headerFields.map((f) => (
          <div className="form-item" key={f.name}>
            <label htmlFor={`action-${f.name}`} className="required">
              {label(f.label)}
            </label>
            {f.lookupType ? (
              <select id={`action-${f.name}`} value={header[f.name] ?? ''} onChange={(e) => setHeader((h) => ({ ...h, [f.name]: e.target.value }))}>
                <option value="">{t('picker.choose')}</option>
                {(lookups[f.lookupType] ?? [])
                  .filter((e) => e.enabledFlag !== 'N')
                  .map((e) => (
                    <option key={e.lookupCode} value={e.lookupCode}>
                      {e.meaning}
                    </option>
                  ))}
              </select>
            ) : FIELD_TYPES[f.type].input === 'textarea' ? (
              <textarea
                id={`action-${f.name}`}
                rows={10}
                maxLength={f.maxLength}
                value={header[f.name] ?? ''}
                onChange={(e) => setHeader((h) => ({ ...h, [f.name]: e.target.value }))}
              />
            ) : (
              <input
                id={`action-${f.name}`}
                type={inputType(f.type)}
                step={f.type === 'datetime' ? 1 : undefined}
                value={header[f.name] ?? ''}
                onChange={(e) => setHeader((h) => ({ ...h, [f.name]: e.target.value }))}
              />
            )}
          </div>
        ))}
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

/** The native control of a header input: dates and times pick, the rest are typed. */
function inputType(type: FieldType): string {
  const input = FIELD_TYPES[type].input;
  return input === 'datetime' ? 'datetime-local' : input === 'date' || input === 'number' ? input : 'text';
}

/** A stored value as a native control holds it (`2026-11-25T14:00:00` for a time). */
function toInputValue(type: FieldType, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (FIELD_TYPES[type].input === 'datetime') return formatDate(value, 'datetime').replace(' ', 'T');
  if (FIELD_TYPES[type].input === 'date') return formatDate(value);
  return String(value);
}

function fromInputValue(type: FieldType, value: string | undefined): unknown {
  if (value === undefined || value === '') return null;
  if (FIELD_TYPES[type].input === 'datetime') return value.replace('T', ' ');
  return FIELD_TYPES[type].numeric ? Number(value) : value;
}
