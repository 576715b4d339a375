/**
 * The versions of a document (entity/versions.ts): who changed it when and why,
 * and a comparison of any two versions, field by field and line by line, in the
 * reader's language. Shown on the edit screen of a versioned definition once the
 * document has an archived version and the reader holds the versions button.
 */
import { useEffect, useMemo, useState } from 'react';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import { COMPARE_VERSIONS, LIST_VERSIONS, type FieldChange, type VersionComparison, type VersionSummary } from '@srm/domain/entity/versions.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import type { Lookups } from '../../shell/data.ts';
import { fieldByName, type Row } from '../entity-ui.ts';
import { printable } from '../PrintSheet.tsx';

interface Props {
  def: EntityDef;
  recordId: string;
  /** Changes when the document was reloaded (after an action), to list versions anew. */
  reloadKey: unknown;
  lookups: Lookups;
}

const shown = (field: FieldDef | undefined, value: unknown, lookups: Lookups) =>
  field ? printable(field, { [field.name]: value }, lookups) || '—' : String(value ?? '—');

function ChangeRows({ def, changes, lookups }: { def: EntityDef; changes: FieldChange[]; lookups: Lookups }) {
  return (
    <>
      {changes.map((c) => {
        const field = fieldByName(def, c.field);
        return (
          <tr key={c.field}>
            <th scope="row">{field ? label(field.label) : c.field}</th>
            <td>{shown(field, c.from, lookups)}</td>
            <td>{shown(field, c.to, lookups)}</td>
          </tr>
        );
      })}
    </>
  );
}

export function VersionsPanel({ def, recordId, reloadKey, lookups }: Props) {
  const lang = useLang();
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [diff, setDiff] = useState<VersionComparison | null>(null);
  const [error, setError] = useState('');
  const key = useMemo(() => ({ [def.key]: Number(recordId) }), [def.key, recordId]);

  useEffect(() => {
    void reloadKey;
    api.data<VersionSummary[]>(restPath(def, LIST_VERSIONS), key).then(
      (list) => {
        setVersions(list);
        setFrom(list.length > 1 ? list[list.length - 2].versionNo : null);
        setTo(list.length ? list[list.length - 1].versionNo : null);
      },
      (err) => setError(errorMessage(err)),
    );
  }, [def, key, reloadKey]);

  useEffect(() => {
    if (from === null || to === null || from === to) {
      setDiff(null);
      return;
    }
    api.data<VersionComparison>(restPath(def, COMPARE_VERSIONS), { ...key, from, to }).then(setDiff, (err) => setError(errorMessage(err)));
  }, [def, key, from, to]);

  if (error)
    return (
      <div className="alert alert-error" role="alert">
        {error}
      </div>
    );
  if (!versions || versions.length < 2) return null;
  const name = (v: VersionSummary) => `${t('versions.version', { n: v.versionNo })}${v.current ? ` (${t('versions.current')})` : ''}`;
  const choose = (value: number | null, set: (n: number) => void, id: string, text: string) => (
    <label htmlFor={id} className="versions-choice">
      {text}
      <select id={id} value={value ?? ''} onChange={(e) => set(Number(e.target.value))}>
        {versions.map((v) => (
          <option key={v.versionNo} value={v.versionNo}>
            {name(v)}
          </option>
        ))}
      </select>
    </label>
  );
  const lineChanges = diff?.lines.filter((l) => l.added.length || l.removed.length || l.changed.length) ?? [];

  return (
    <section className="card form-section versions" aria-labelledby={`versions-${recordId}`} data-testid="versions" lang={lang === 'EN' ? 'en' : 'zh-CN'}>
      <h3 className="section-title" id={`versions-${recordId}`}>
        {t('versions.title')}
      </h3>
      <ol className="versions-list">
        {versions.map((v) => (
          <li key={v.versionNo}>
            <strong>{name(v)}</strong> {t('versions.changedBy', { who: v.changedByName ?? '—', when: formatDate(v.changedDate, DATE_PATTERNS.datetime) })}
            {v.comment ? <span className="muted"> · {t('versions.reason', { reason: v.comment })}</span> : null}
          </li>
        ))}
      </ol>
      <div className="versions-compare">
        {choose(from, setFrom, `versions-from-${recordId}`, t('common.from'))}
        {choose(to, setTo, `versions-to-${recordId}`, t('common.to'))}
      </div>
      {diff ? (
        diff.fields.length || lineChanges.length ? (
          <table className="versions-diff">
            <thead>
              <tr>
                <th scope="col">{t('versions.field')}</th>
                <th scope="col">{name(versions[diff.from - 1])}</th>
                <th scope="col">{name(versions[diff.to - 1])}</th>
              </tr>
            </thead>
            <tbody>
              <ChangeRows def={def} changes={diff.fields} lookups={lookups} />
              {lineChanges.map((l) => {
                const child = def.children?.find((c) => c.name === l.child);
                const lineDef = getEntity(child!.entity);
                const lineName = (row: Row | { lineNumber: unknown }) => `${label(child!.label)} · ${t('versions.line', { n: String(row.lineNumber ?? '') })}`;
                return [
                  ...l.changed
                    .map((c) => (
                      <tr key={`c-${String(c.key)}`} className="versions-line">
                        <th scope="row" colSpan={3}>
                          {lineName(c)} · {t('versions.changed')}
                        </th>
                      </tr>
                    ))
                    .flatMap((head, i) => [
                      head,
                      <ChangeRows key={`cf-${String(l.changed[i].key)}`} def={lineDef} changes={l.changed[i].fields} lookups={lookups} />,
                    ]),
                  ...l.added.map((row) => (
                    <tr key={`a-${String(row[lineDef.key])}`} className="versions-line versions-added">
                      <th scope="row">{lineName(row)}</th>
                      <td>—</td>
                      <td>{t('versions.added')}</td>
                    </tr>
                  )),
                  ...l.removed.map((row) => (
                    <tr key={`r-${String(row[lineDef.key])}`} className="versions-line versions-removed">
                      <th scope="row">{lineName(row)}</th>
                      <td>{t('versions.removed')}</td>
                      <td>—</td>
                    </tr>
                  )),
                ];
              })}
            </tbody>
          </table>
        ) : (
          <p className="muted">{t('versions.none')}</p>
        )
      ) : null}
    </section>
  );
}
