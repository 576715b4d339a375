/**
 * The generic edit screen of any entity: the form layout of the definition, the
 * domain rules checked at each field (and the server's field errors shown in the
 * same place), editable line grids, workflow buttons with a comment, a clear
 * message when someone else saved first, and a warning before leaving with
 * unsaved changes. Attachment fields use the file service (AttachmentField).
 * Line workflow actions (close an order line) act on one selected line of a
 * saved document.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ActionDef, EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { findEntity, restPath } from '@srm/domain/entity/registry.ts';
import { checkField, isStrongPassword } from '@srm/domain/entity/validate-record.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, ApiError, errorMessage, LOGIN } from '../lib/api.ts';
import { label, t, useLang } from '../lib/i18n.ts';
import PrintSheet from './PrintSheet.tsx';
import { mainUrl } from '../lib/router.ts';
import { getSession, isSupplierUser } from '../lib/session.ts';
import { granted, useShell, usePage, type LookupEntry } from '../shell/data.ts';
import { SrmDataGrid, type SrmDataGridElement } from '../elements/grid.ts';
import { SrmDatePicker, SrmLookupSelect, SrmSelect, SrmYnCheckbox } from '../elements/fields.ts';
import { formSections, formatValue, gridColumns, lineColumnNames, message, newRecord, refLookups, refOptions, savePayload, clearRefCache, type Row } from './entity-ui.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { Dialog } from './Dialog.tsx';
import { RichText, sanitizeHtml } from './RichText.tsx';
import { AttachmentField } from './AttachmentField.tsx';

interface Props {
  def: EntityDef;
  id: string;
  /** Shown without editing (approval views). */
  readOnly?: boolean;
}

type Errors = Record<string, string>;

const snapshot = (record: Row, lines: Record<string, Row[]>) => JSON.stringify([record, lines]);

export default function EditScreen({ def, id, readOnly = false }: Props) {
  const lang = useLang();
  const shell = useShell();
  const page = usePage();
  const menu = page.menu;
  const [recordId, setRecordId] = useState<string>(id);
  const isNew = recordId === 'new';
  const [record, setRecord] = useState<Row | null>(null);
  const linesRef = useRef<Record<string, Row[]>>({});
  const [linesVersion, setLinesVersion] = useState(0);
  const [original, setOriginal] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const [banner, setBanner] = useState<{ kind: 'stale' | 'error' | 'notFound'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [options, setOptions] = useState<Record<string, LookupEntry[]>>({});
  const [lineLookups, setLineLookups] = useState<Record<string, LookupEntry[]>>({});
  const [action, setAction] = useState<ActionDef | null>(null);
  // A workflow action of one line (cancel or close an order line), on the saved document.
  const [lineAction, setLineAction] = useState<{ lineDef: EntityDef; action: ActionDef; line: Row } | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const gridRefs = useRef<Record<string, SrmDataGridElement | null>>({});
  const [selectedLines, setSelectedLines] = useState<Record<string, Row[]>>({});

  const children = useMemo(() => (def.children ?? []).map((c) => ({ child: c, lineDef: findEntity(c.entity)! })).filter((x) => x.lineDef), [def]);
  const sections = useMemo(() => formSections(def), [def, lang]);

  const load = useCallback(async () => {
    setBanner(null);
    setErrors({});
    setLineErrors([]);
    try {
      let rec: Row;
      const lines: Record<string, Row[]> = {};
      if (recordId === 'new') {
        rec = newRecord(def);
        for (const { child } of children) lines[child.name] = [];
      } else {
        rec = await api.data<Row>(restPath(def, 'findById'), { [def.key]: Number(recordId) });
        for (const { child } of children) lines[child.name] = ((rec[child.name] as Row[]) ?? []).map((l) => ({ ...l }));
        for (const { child } of children) delete rec[child.name];
      }
      linesRef.current = lines;
      setRecord(rec);
      setOriginal(snapshot(rec, lines));
      setLinesVersion((v) => v + 1);
    } catch (err) {
      setRecord(null);
      setBanner({ kind: err instanceof ApiError && err.envelope.code === 'NOT_FOUND' ? 'notFound' : 'error', text: err instanceof ApiError && err.envelope.code === 'NOT_FOUND' ? t('edit.notFound') : errorMessage(err) });
    }
  }, [def, recordId, children]);

  useEffect(() => {
    void load();
  }, [load]);

  // Options of reference fields, for the form and the line grids.
  useEffect(() => {
    let alive = true;
    const refFields = sections.flatMap((s) => s.fields).filter((f) => f.type === 'ref' && f.ref);
    void Promise.all(refFields.map(async (f) => [f.name, await refOptions(f.ref!.entity)] as const)).then((pairs) => alive && setOptions(Object.fromEntries(pairs)));
    void Promise.all(children.map(({ lineDef, child }) => refLookups(lineDef, lineColumnNames(lineDef, child.foreignKey)))).then((maps) => alive && setLineLookups(Object.assign({}, ...maps)));
    return () => {
      alive = false;
    };
  }, [sections, children, lang]);

  const current = record ? snapshot(record, linesRef.current) : '';
  const dirty = !!record && current !== original;
  useEffect(() => {
    shell.setDirty(page.tabKey, dirty);
  }, [dirty, page.tabKey, shell]);
  useEffect(() => () => shell.setDirty(page.tabKey, false), [page.tabKey, shell]);

  const titleValue = record && def.titleField ? String(record[def.titleField] ?? '') : '';
  useEffect(() => {
    if (!record) return;
    shell.retitle(page.tabKey, `${label(def.label)} · ${isNew ? t('common.new') : titleValue || recordId}`);
  }, [record, titleValue, isNew, lang, def, page.tabKey, recordId, shell]);

  const wf = def.workflow;
  const state = record && wf ? String(record[wf.field] ?? wf.initial) : null;
  const stateEditable = !wf || !state || !!wf.states[state]?.editable;
  const canWrite = !readOnly && !def.readOnly && (isNew ? granted(menu, 'btnAdd') : granted(menu, 'btnEdit'));
  const editable = canWrite && stateEditable;
  const supplier = isSupplierUser();
  const actions = !isNew && wf && state ? wf.actions.filter((a) => a.from.includes(state) && granted(menu, a.resource) && (a.actor === 'supplier') === supplier) : [];
  const lookups = shell.lookups;

  const setValue = (field: FieldDef, value: unknown) => {
    setRecord((r) => ({ ...r!, [field.name]: value }));
    if (errors[field.name]) {
      const v = checkField(field, value === '' ? null : value);
      setErrors((e) => {
        const next = { ...e };
        if (v) next[field.name] = message(v.key, v.params);
        else delete next[field.name];
        return next;
      });
    }
  };

  function validate(): boolean {
    const next: Errors = {};
    for (const s of sections) {
      for (const f of s.fields) {
        if (f.readOnly) continue;
        let value = record![f.name];
        if (f.type === 'password') {
          if (!value && !isNew) continue;
          if (value && !isStrongPassword(String(value))) {
            next[f.name] = message('rule.password');
            continue;
          }
        }
        if (typeof value === 'string' && ['integer', 'number', 'money', 'ref'].includes(f.type) && /^[+-]?\d+(\.\d+)?$/.test(value.trim())) value = Number(value);
        const v = checkField(f, value === '' ? null : value);
        if (v) next[f.name] = message(v.key, v.params);
      }
    }
    const lineMsgs: string[] = [];
    for (const { child, lineDef } of children) {
      gridRefs.current[child.name]?.validate();
      linesRef.current[child.name]?.forEach((line, row) => {
        for (const f of lineDef.fields) {
          if (f.readOnly || f.hidden || f.name === child.foreignKey) continue;
          let value = line[f.name];
          if (typeof value === 'string' && ['integer', 'number', 'money', 'ref'].includes(f.type) && /^[+-]?\d+(\.\d+)?$/.test(value.trim())) value = Number(value);
          const v = checkField(f, value === '' ? null : value);
          if (v) lineMsgs.push(t('edit.lineErrors', { row: row + 1, field: label(f.label), message: message(v.key, v.params) }));
        }
      });
    }
    setErrors(next);
    setLineErrors(lineMsgs);
    return !Object.keys(next).length && !lineMsgs.length;
  }

  async function save() {
    if (!record || !validate()) {
      showToast({ message: t('edit.fixErrors'), type: 'warning' });
      return;
    }
    setBusy(true);
    setBanner(null);
    try {
      const env = await api.post<Row>(restPath(def, 'saveOrUpdate'), savePayload(def, record, linesRef.current));
      showToast({ message: env.msg, type: 'success' });
      clearRefCache(def.name);
      const saved = env.data;
      const lines: Record<string, Row[]> = {};
      for (const { child } of children) {
        lines[child.name] = ((saved[child.name] as Row[]) ?? []).map((l) => ({ ...l }));
        delete saved[child.name];
      }
      linesRef.current = lines;
      setRecord(saved);
      setOriginal(snapshot(saved, lines));
      setLinesVersion((v) => v + 1);
      if (isNew) {
        setRecordId(String(saved[def.key]));
        // The address names the saved record, so a reload opens it, not an empty form.
        const url = new URL(window.location.href);
        if (url.searchParams.get('id') === 'new') {
          url.searchParams.set('id', String(saved[def.key]));
          window.history.replaceState(window.history.state, '', url);
        }
      }
    } catch (err) {
      if (err instanceof ApiError && err.envelope.code === 'STALE_VERSION') setBanner({ kind: 'stale', text: t('edit.stale') });
      else if (err instanceof ApiError && err.envelope.errors?.length) {
        const next: Errors = {};
        const lineMsgs: string[] = [];
        for (const fe of err.envelope.errors) {
          if (fe.child !== undefined && fe.row !== undefined) {
            const lineDef = children.find((c) => c.child.name === fe.child)?.lineDef;
            const f = lineDef?.fields.find((x) => x.name === fe.field);
            lineMsgs.push(t('edit.lineErrors', { row: fe.row + 1, field: f ? label(f.label) : fe.field, message: fe.message }));
          } else next[fe.field] = fe.message;
        }
        setErrors(next);
        setLineErrors(lineMsgs);
        showToast({ message: t('edit.fixErrors'), type: 'warning' });
      } else setBanner({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  const fieldControl = (f: FieldDef): ReactNode => {
    const value = record![f.name];
    const id = `${page.tabKey}-${f.name}`.replace(/[^\w-]/g, '_');
    const name = label(f.label);
    const ro = !editable || f.readOnly;
    const err = errors[f.name];
    const common = { id, 'aria-invalid': !!err || undefined, 'aria-describedby': err ? `${id}-error` : undefined };
    if (f.type === 'attachments') {
      return <AttachmentField id={id} def={def} field={f} recordId={isNew ? null : recordId} value={(value as string) ?? ''} menu={menu} readonly={!!ro} onChange={(ids) => setValue(f, ids || null)} />;
    }
    if (ro) {
      let text = formatValue(f, value);
      if (f.type === 'lookup') text = lookups[f.lookupType!]?.find((e) => e.lookupCode === value)?.meaning ?? text;
      if (f.type === 'flag') text = value === 'Y' ? t('common.yes') : value === 'N' ? t('common.no') : '';
      if (f.type === 'ref') text = options[f.name]?.find((o) => o.lookupCode === String(value))?.meaning ?? (f.ref?.display && f.ref.copy ? String(record![f.ref.copy[f.ref.display]] ?? value ?? '') : text);
      if (f.type === 'richtext') return <div className="readonly-value rich-view" id={id} dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(value ?? '')) }} />;
      if (f.type === 'password') text = '••••••';
      return <div className="readonly-value" id={id}>{text || <span className="muted">—</span>}</div>;
    }
    switch (f.type) {
      case 'lookup':
        return <SrmLookupSelect {...common} accessibleName={name} required={f.required} invalid={!!err} entries={lookups[f.lookupType!] ?? []} value={(value as string) ?? null} clearable={!f.required} onChange={(e) => setValue(f, (e.target as unknown as { value: unknown }).value)} />;
      case 'flag':
        return <SrmYnCheckbox {...common} accessibleName={name} value={value ?? 'N'} onChange={(e) => setValue(f, (e.target as unknown as { value: unknown }).value)} />;
      case 'ref':
        return (
          <SrmSelect
            {...common}
            accessibleName={name}
            required={f.required}
            invalid={!!err}
            options={(options[f.name] ?? []).map((o) => ({ value: o.lookupCode, label: o.meaning, disabled: o.enabledFlag === 'N' }))}
            value={value === null || value === undefined ? '' : String(value)}
            onChange={(e) => {
              const v = (e.target as unknown as { value: unknown }).value;
              setValue(f, v === '' || v === null ? null : Number(v));
            }}
          />
        );
      case 'date':
      case 'datetime':
        return (
          <SrmDatePicker
            {...common}
            accessible-name={name}
            type={f.type}
            required={f.required}
            invalid={!!err}
            value={value ? formatDate(value as string, f.type === 'date' ? DATE_PATTERNS.date : DATE_PATTERNS.datetime) : ''}
            onChange={(e) => setValue(f, (e.target as unknown as { value: string }).value || null)}
          />
        );
      case 'longtext':
        return <textarea {...common} rows={4} value={(value as string) ?? ''} onChange={(e) => setValue(f, e.target.value)} />;
      case 'richtext':
        return <RichText id={id} label={name} value={(value as string) ?? ''} invalid={!!err} onChange={(v) => setValue(f, v)} />;
      case 'password':
        return <input {...common} type="password" autoComplete="new-password" placeholder={isNew ? '' : t('edit.passwordKeep')} value={(value as string) ?? ''} onChange={(e) => setValue(f, e.target.value)} />;
      case 'integer':
      case 'number':
      case 'money':
        return <input {...common} inputMode="decimal" className="num" value={value === null || value === undefined ? '' : String(value)} onChange={(e) => setValue(f, e.target.value)} />;
      default:
        return <input {...common} value={(value as string) ?? ''} maxLength={f.maxLength} onChange={(e) => setValue(f, e.target.value)} />;
    }
  };

  if (banner?.kind === 'notFound' || (!record && banner)) {
    return (
      <div className="page">
        <div className="alert alert-error" role="alert">{banner.text}</div>
      </div>
    );
  }
  if (!record) return <div className="screen-loading" role="status"><span className="spinner" />{t('common.loading')}</div>;

  const isAdmin = getSession()?.user.adminFlag === 'Y';
  const wide = (f: FieldDef) => ['longtext', 'richtext'].includes(f.type);

  return (
    <div className="page edit-page" data-entity={def.name}>
      <div className="edit-header card">
        <div>
          <h2 className="edit-title">
            {label(def.label)}
            {!isNew && titleValue ? <span className="edit-subtitle">{titleValue}</span> : null}
            {wf && state ? <span className={`status-tag status-${state.toLowerCase()}`}>{lookups[/* state lookup */ def.fields.find((x) => x.name === wf.field)?.lookupType ?? '']?.find((e) => e.lookupCode === state)?.meaning ?? label(wf.states[state]?.label)}</span> : null}
          </h2>
          {!isNew && record.creationDate ? (
            <div className="muted small">{t('edit.audit', { c: formatDate(record.creationDate as string, DATE_PATTERNS.datetime), u: formatDate(record.lastUpdateDate as string, DATE_PATTERNS.datetime), v: record.versionNum, cb: String(record.createdByName ?? t('edit.bySystem')), ub: String(record.lastUpdatedByName ?? t('edit.bySystem')) })}</div>
          ) : null}
        </div>
        <div className="toolbar-buttons">
          {actions.map((a) => (
            <button key={a.action} type="button" className="btn" disabled={dirty || busy} title={dirty ? t('shell.leaveConfirm') : undefined} onClick={() => setAction(a)}>
              {menu?.resources.find((r) => r.resourceCode === a.resource)?.resourceName ?? label(a.label)}
            </button>
          ))}
          {def.name === 'user' && isAdmin && !isNew ? <button type="button" className="btn" onClick={() => setResetOpen(true)}>{t('edit.resetPassword')}</button> : null}
          {def.name === 'notice' && !isNew ? <button type="button" className="btn" onClick={() => shell.open(mainUrl('notice/noticePreview', { id: recordId }))}>{t('notice.preview')}</button> : null}
          {!isNew ? <button type="button" className="btn" disabled={dirty} title={dirty ? t('shell.leaveConfirm') : undefined} onClick={() => window.print()}>{t('common.print')}</button> : null}
          {editable ? <button type="button" className="btn btn-primary" disabled={busy || (!dirty && !isNew)} onClick={() => void save()}>{t('common.save')}</button> : null}
        </div>
      </div>
      {!isNew ? (
        <PrintSheet
          def={def}
          record={record}
          sections={sections}
          lookups={{ ...lookups, ...lineLookups }}
          lines={children.map(({ child, lineDef }) => ({ title: label(child.label), lineDef, foreignKey: child.foreignKey, rows: linesRef.current[child.name] ?? [] }))}
        />
      ) : null}
      {banner ? (
        <div className={banner.kind === 'stale' ? 'alert alert-warning' : 'alert alert-error'} role="alert">
          {banner.text}
          {banner.kind === 'stale' ? <button type="button" className="btn btn-sm" onClick={() => void load()}>{t('common.reload')}</button> : null}
        </div>
      ) : null}
      {canWrite && !stateEditable ? <div className="alert alert-info" role="status">{t('edit.readonlyState')}</div> : null}
      {sections.map((s, si) => (
        <section className="card form-section" key={si} aria-labelledby={`${page.tabKey}-sec-${si}`.replace(/[^\w-]/g, '_')}>
          <h3 className="section-title" id={`${page.tabKey}-sec-${si}`.replace(/[^\w-]/g, '_')}>{s.title}</h3>
          <div className="form-grid">
            {s.fields.map((f) => {
              const control = fieldControl(f);
              if (control === null) return null;
              const id = `${page.tabKey}-${f.name}`.replace(/[^\w-]/g, '_');
              const err = errors[f.name];
              return (
                <div key={f.name} className={`form-item${err ? ' has-error' : ''}${wide(f) ? ' span-all' : ''}`} data-field={f.name}>
                  <label htmlFor={id} className={f.required && editable && !f.readOnly ? 'required' : undefined}>{label(f.label)}</label>
                  {control}
                  {err ? <div className="field-error" id={`${id}-error`} role="alert">{err}</div> : null}
                </div>
              );
            })}
          </div>
        </section>
      ))}
      {children.map(({ child, lineDef }) => {
        const names = lineColumnNames(lineDef, child.foreignKey);
        const cols = gridColumns(lineDef, names, { editable });
        const rows = linesRef.current[child.name] ?? [];
        const lineWf = lineDef.workflow;
        const lineActions = !isNew && !dirty && lineWf ? lineWf.actions.filter((a) => granted(menu, a.resource) && (a.actor === 'supplier') === supplier) : [];
        const picked = selectedLines[child.name] ?? [];
        return (
          <section className="card form-section" key={child.name} data-child={child.name}>
            <div className="toolbar">
              <h3 className="section-title">{label(child.label)}</h3>
              {lineActions.length && !editable ? (
                <div className="toolbar-buttons">
                  {lineActions.map((a) => (
                    <button key={a.action} type="button" className="btn" disabled={picked.length !== 1 || !a.from.includes(String(picked[0]?.[lineWf!.field]))} onClick={() => setLineAction({ lineDef, action: a, line: picked[0] })}>
                      {menu?.resources.find((r) => r.resourceCode === a.resource)?.resourceName ?? label(a.label)}
                    </button>
                  ))}
                </div>
              ) : null}
              {editable ? (
                <div className="toolbar-buttons">
                  <button type="button" className="btn" onClick={() => {
                    const line: Row = {};
                    for (const f of lineDef.fields) if (f.default !== undefined && !f.readOnly) line[f.name] = f.default;
                    if (lineDef.fields.some((f) => f.name === 'lineNumber')) line.lineNumber = rows.length + 1;
                    linesRef.current = { ...linesRef.current, [child.name]: [...rows, line] };
                    setLinesVersion((v) => v + 1);
                  }}>＋ {t('common.addLine')}</button>
                  <button type="button" className="btn btn-danger-ghost" disabled={!selectedLines[child.name]?.length} onClick={() => {
                    const drop = new Set(selectedLines[child.name]);
                    linesRef.current = { ...linesRef.current, [child.name]: rows.filter((r) => !drop.has(r)) };
                    setSelectedLines((s) => ({ ...s, [child.name]: [] }));
                    setLinesVersion((v) => v + 1);
                  }}>{t('common.removeLines')}</button>
                </div>
              ) : null}
            </div>
            <SrmDataGrid
              key={`${child.name}-${linesVersion}-${editable}`}
              ref={(el: SrmDataGridElement | null) => {
                gridRefs.current[child.name] = el;
              }}
              rows={rows}
              columns={cols}
              lookups={{ ...lookups, ...lineLookups }}
              selectionMode={editable ? 'multi' : lineActions.length ? 'single' : 'none'}
              readonly={!editable}
              autoHeight
              configHidden
              paginationHidden
              onSrmSelectionChange={(e) => setSelectedLines((s) => ({ ...s, [child.name]: e.detail.rows as Row[] }))}
              onSrmCellChange={() => queueMicrotask(() => setRecord((r) => ({ ...r! })))}
            />
          </section>
        );
      })}
      {lineErrors.length ? (
        <div className="alert alert-error" role="alert">
          <ul>{lineErrors.map((m, i) => <li key={i}>{m}</li>)}</ul>
        </div>
      ) : null}
      {action ? (
        <ActionDialog
          def={def}
          action={action}
          record={record}
          lines={linesRef.current}
          title={menu?.resources.find((r) => r.resourceCode === action.resource)?.resourceName ?? label(action.label)}
          onClose={() => setAction(null)}
          onDone={() => (setAction(null), void load())}
        />
      ) : null}
      {lineAction ? (
        <ActionDialog
          def={lineAction.lineDef}
          action={lineAction.action}
          record={lineAction.line}
          title={menu?.resources.find((r) => r.resourceCode === lineAction.action.resource)?.resourceName ?? label(lineAction.action.label)}
          onClose={() => setLineAction(null)}
          onDone={() => (setLineAction(null), setSelectedLines({}), void load())}
        />
      ) : null}
      {resetOpen ? <AdminResetPassword userId={Number(recordId)} onClose={() => setResetOpen(false)} /> : null}
    </div>
  );
}

function AdminResetPassword({ userId, onClose }: { userId: number; onClose: () => void }) {
  const [pw, setPw] = useState('');
  const [error, setError] = useState('');
  async function submit() {
    if (!isStrongPassword(pw)) return setError(t('forget.rule'));
    try {
      const env = await api.post(`${LOGIN}/adminResetPassword`, { userId, newPassword: pw });
      showToast({ message: env.msg, type: 'success' });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <Dialog title={t('edit.resetPassword')} onClose={onClose}>
      <div className={error ? 'form-item has-error' : 'form-item'}>
        <label htmlFor="reset-pw" className="required">{t('forget.newPassword')}</label>
        <input id="reset-pw" type="password" autoComplete="new-password" value={pw} onChange={(e) => setPw(e.target.value)} />
        {error ? <div className="field-error" role="alert">{error}</div> : <div className="field-hint">{t('forget.rule')}</div>}
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
        <button type="button" className="btn btn-primary" onClick={() => void submit()}>{t('common.ok')}</button>
      </div>
    </Dialog>
  );
}
