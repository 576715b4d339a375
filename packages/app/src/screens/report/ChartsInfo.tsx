/** dynamicCharts/chartsInfo: every enabled chart drawn, for those who keep charts. */
import { useCallback, useEffect, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { api } from '../../lib/api.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { Loaded } from '../ScreenState.tsx';
import { ChartCard } from './ChartDashboard.tsx';

const CHART = getEntity('dynamicChart');
type Row = Record<string, unknown>;

export default function ChartsInfo() {
  const lang = useLang();
  const [charts, setCharts] = useState<Row[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    setError(null);
    api.data<Row[]>(restPath(CHART, 'listByPage'), { pageIndex: 1, pageRows: 50, enabledFlag: 'Y' }).then(setCharts, setError);
  }, []);
  useEffect(load, [load]);
  return (
    <Loaded data={charts} error={error} onRetry={load} isEmpty={(c) => !c.length} empty={t('report.noCharts')}>
      {(list) => (
        <div data-testid="charts-info" style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
          {list.map((c) => (
            <ChartCard key={String(c.chartId)} chartId={Number(c.chartId)} title={String((lang === 'EN' && c.chartNameEn) || c.chartName)} />
          ))}
        </div>
      )}
    </Loaded>
  );
}
