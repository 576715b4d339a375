/** dynamicCharts/chartsInfo: every enabled chart drawn, for those who keep charts. */
import { useEffect, useState } from 'react';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { ChartCard } from './ChartDashboard.tsx';

const CHART = getEntity('dynamicChart');
type Row = Record<string, unknown>;

export default function ChartsInfo() {
  const lang = useLang();
  const [charts, setCharts] = useState<Row[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.data<Row[]>(restPath(CHART, 'listByPage'), { pageIndex: 1, pageRows: 50, enabledFlag: 'Y' }).then(setCharts, (err) => setError(errorMessage(err)));
  }, []);
  if (error)
    return (
      <div className="alert alert-error" role="alert">
        {error}
      </div>
    );
  if (!charts)
    return (
      <div className="screen-loading" role="status">
        <span className="spinner" />
        {t('common.loading')}
      </div>
    );
  return (
    <div data-testid="charts-info" style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
      {charts.map((c) => (
        <ChartCard key={String(c.chartId)} chartId={Number(c.chartId)} title={String((lang === 'EN' && c.chartNameEn) || c.chartName)} />
      ))}
    </div>
  );
}
