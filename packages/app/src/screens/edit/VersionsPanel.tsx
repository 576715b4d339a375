/**
 * The versions of a document (entity/versions.ts): who changed it when and why,
 * and a comparison of any two versions, field by field and line by line, in the
 * reader's language. Shown on the edit screen of a versioned definition once the
 * document has an archived version and the reader holds the versions button.
 */
import { useEffect, useMemo, useState } from 'react';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { COMPARE_VERSIONS, LIST_VERSIONS, type VersionComparison, type VersionSummary } from '@srm/domain/entity/versions.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { SrmSelect } from '@srm/elements/react/srm-select.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { ScreenError } from '../ScreenState.tsx';
import { t, useLang } from '../../lib/i18n.ts';
import type { Lookups } from '../../shell/data.ts';
import { ComparisonTable } from './ComparisonTable.tsx';

interface Props {
  def: EntityDef;
  recordId: string;
  /** Changes when the document was reloaded (after an action), to list versions anew. */
  reloadKey: unknown;
  lookups: Lookups;
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

  if (error) return <ScreenError error={error} />;
  if (!versions || versions.length < 2) return null;
  const name = (v: VersionSummary) => `${t('versions.version', { n: v.versionNo })}${v.current ? ` (${t('versions.current')})` : ''}`;
  const choose = (value: number | null, set: (n: number) => void, id: string, text: string) => (
    <div className="versions-choice">
      <SrmSelect
        id={id}
        label={text}
        value={value ?? ''}
        clearHidden
        options={versions.map((v) => ({ value: v.versionNo, label: name(v) }))}
        onChange={(e) => {
          const n = Number((e.target as unknown as { value: unknown }).value);
          if (n) set(n);
        }}
      />
    </div>
  );

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
        <ComparisonTable def={def} diff={diff} fromLabel={name(versions[diff.from - 1])} toLabel={name(versions[diff.to - 1])} lookups={lookups} />
      ) : null}
    </section>
  );
}
