/**
 * A record's comparison operation (`panel: 'comparison'`) shown on its screen:
 * a proposed change against the record it changes, field by field and line by
 * line, read again whenever the record is.
 */
import { useEffect, useState } from 'react';
import type { EntityDef, OperationDef } from '@srm/domain/entity/types.ts';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { VersionComparison } from '@srm/domain/entity/versions.ts';
import { api } from '../../lib/api.ts';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';
import { label, t, useLang } from '../../lib/i18n.ts';
import type { Lookups } from '../../shell/data.ts';
import { ComparisonTable } from './ComparisonTable.tsx';

interface Props {
  def: EntityDef;
  op: OperationDef;
  recordId: string;
  reloadKey: unknown;
  lookups: Lookups;
}

export function ComparisonPanel({ def, op, recordId, reloadKey, lookups }: Props) {
  const lang = useLang();
  const [diff, setDiff] = useState<VersionComparison | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    void reloadKey;
    api.data<VersionComparison>(restPath(def, op.operation), { [def.key]: Number(recordId) }).then(setDiff, setError);
  }, [def, op, recordId, reloadKey]);
  const id = `comparison-${def.name}-${recordId}`;
  return (
    <section className="card form-section versions" aria-labelledby={id} data-testid="comparison" lang={lang === 'EN' ? 'en' : 'zh-CN'}>
      <h3 className="section-title" id={id}>
        {label(op.label)}
      </h3>
      {error ? (
        <ScreenError error={error} />
      ) : diff ? (
        <ComparisonTable
          def={getEntity(diff.entity ?? def.name)}
          diff={diff}
          fromLabel={t('compare.before')}
          toLabel={t('compare.after')}
          lookups={lookups}
          same={t('compare.none')}
        />
      ) : (
        <ScreenLoading />
      )}
    </section>
  );
}
