/**
 * A document being edited: loads it (or starts a new one from the definition's
 * defaults), keeps the header and its lines, says whether anything changed since
 * the last load or save, checks the rules before saving, saves, and keeps the
 * server's answer: field errors on their fields, someone else's newer save as a
 * "stale" banner. References show their names (looked up once when the record
 * copies none), so a loaded record is not "changed" by that.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, ApiError, errorMessage } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';
import { clearRefCache, lineColumnNames, newRecord, savePayload, type Row } from '../entity-ui.ts';
import { withRefTexts } from '../refs/ref-labels.ts';
import type { EditChild } from './children.ts';
import { fieldError, serverFindings, validateDocument, type Errors } from './validate.ts';

export interface Banner {
  kind: 'stale' | 'error' | 'notFound';
  text: string;
  /** The failure itself, when the record could not load: its screen shows the server's message and request id. */
  error?: unknown;
}

const snapshot = (record: Row, lines: Record<string, Row[]>) => JSON.stringify([record, lines]);

/** The header and lines of a saved or found record, with the names of their references. */
async function splitLines(def: EntityDef, children: EditChild[], source: Row): Promise<{ record: Row; lines: Record<string, Row[]> }> {
  const record = { ...source };
  const lines: Record<string, Row[]> = {};
  for (const { child } of children) {
    lines[child.name] = ((record[child.name] as Row[]) ?? []).map((l) => ({ ...l }));
    delete record[child.name];
  }
  await Promise.all([
    withRefTexts(
      def,
      def.fields.map((f) => f.name),
      [record],
    ),
    ...children.map(({ child, lineDef }) => withRefTexts(lineDef, lineColumnNames(lineDef, child.foreignKey), lines[child.name])),
  ]);
  return { record, lines };
}

export function useEditRecord(def: EntityDef, id: string, children: EditChild[], sections: { fields: FieldDef[] }[], routeDefaults?: Row) {
  const [recordId, setRecordId] = useState<string>(id);
  const isNew = recordId === 'new';
  const [record, setRecord] = useState<Row | null>(null);
  // Line grids edit their rows in place; the ref holds them, `linesVersion` says they were replaced.
  const linesRef = useRef<Record<string, Row[]>>({});
  const [linesVersion, setLinesVersion] = useState(0);
  const [original, setOriginal] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);

  const keep = useCallback((rec: Row, lines: Record<string, Row[]>) => {
    linesRef.current = lines;
    setRecord(rec);
    setOriginal(snapshot(rec, lines));
    setLinesVersion((v) => v + 1);
  }, []);

  // Not tied to the form's sections: they follow the language, and switching it must not reload unsaved edits.
  const load = useCallback(async () => {
    setBanner(null);
    setErrors({});
    setLineErrors([]);
    try {
      if (recordId === 'new') {
        keep(newRecord(def, routeDefaults), Object.fromEntries(children.map(({ child }) => [child.name, []])));
        return;
      }
      const found = await api.data<Row>(restPath(def, 'findById'), { [def.key]: Number(recordId) });
      const { record: rec, lines } = await splitLines(def, children, found);
      keep(rec, lines);
    } catch (err) {
      const notFound = err instanceof ApiError && err.envelope.code === 'NOT_FOUND';
      setRecord(null);
      setBanner({ kind: notFound ? 'notFound' : 'error', text: notFound ? t('edit.notFound') : errorMessage(err), error: err });
    }
  }, [def, recordId, children, keep, routeDefaults]);

  useEffect(() => {
    void load();
  }, [load]);

  const dirty = !!record && snapshot(record, linesRef.current) !== original;

  /** Sets a header field (and what comes with it: a reference's copied name); rechecks it if it was wrong. */
  const setValue = useCallback(
    (field: FieldDef, value: unknown, extra: Row = {}) => {
      setRecord((r) => ({ ...r!, ...extra, [field.name]: value }));
      setErrors((e) => {
        if (!e[field.name]) return e;
        const next = { ...e };
        const msg = fieldError(field, value, isNew);
        if (msg) next[field.name] = msg;
        else delete next[field.name];
        return next;
      });
    },
    [isNew],
  );

  /** Replaces the lines of one child (lines added or removed). */
  const setLines = useCallback((child: string, rows: Row[]) => {
    linesRef.current = { ...linesRef.current, [child]: rows };
    setLinesVersion((v) => v + 1);
  }, []);

  /** A line grid changed a row in place: render again so "changed" is worked out anew. */
  const touch = useCallback(() => queueMicrotask(() => setRecord((r) => (r ? { ...r } : r))), []);

  /** Checks and saves; `markLines` lets the line grids mark their own bad cells first. */
  async function save(markLines?: () => void): Promise<void> {
    if (!record) return;
    markLines?.();
    const found = validateDocument(sections, children, record, linesRef.current, isNew);
    setErrors(found.errors);
    setLineErrors(found.lineErrors);
    if (Object.keys(found.errors).length || found.lineErrors.length) {
      showToast({ message: t('edit.fixErrors'), type: 'warning' });
      return;
    }
    setBusy(true);
    setBanner(null);
    try {
      const env = await api.post<Row>(restPath(def, 'saveOrUpdate'), savePayload(def, record, linesRef.current));
      showToast({ message: env.msg, type: 'success' });
      clearRefCache(def.name);
      const { record: saved, lines } = await splitLines(def, children, env.data);
      keep(saved, lines);
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
        const server = serverFindings(err.envelope.errors, children);
        setErrors(server.errors);
        setLineErrors(server.lineErrors);
        showToast({ message: t('edit.fixErrors'), type: 'warning' });
      } else setBanner({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return { recordId, isNew, record, lines: linesRef.current, linesVersion, dirty, errors, lineErrors, banner, busy, load, save, setValue, setLines, touch };
}

export type EditRecord = ReturnType<typeof useEditRecord>;
