/** A refreshed summary's freshness on its list ("Data as of 14:05") and, for those granted it, a refresh now. */
import { useState } from 'react';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { REFRESH_SUMMARY } from '@srm/domain/entity/summaries.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, errorToast } from '../lib/api.ts';
import { t } from '../lib/i18n.ts';

export function SummaryFreshness({ def, at, canRefresh, onRefreshed }: { def: EntityDef; at: string | null; canRefresh: boolean; onRefreshed: () => void }) {
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await api.post(restPath(def, REFRESH_SUMMARY), {});
      showToast({ message: t('summary.refreshed'), type: 'success' });
      onRefreshed();
    } catch (err) {
      showToast(errorToast(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="summary-freshness" data-testid="summary-freshness">
      {at ? <span className="muted small">{t('summary.asOf', { time: formatDate(at, DATE_PATTERNS.datetime) })}</span> : null}
      {canRefresh ? (
        <button type="button" className="btn" disabled={busy} onClick={() => void refresh()}>
          {t('summary.refresh')}
        </button>
      ) : null}
    </span>
  );
}
