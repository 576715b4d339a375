/**
 * The home's delivery accuracy: for the last twelve months, the delivery lines
 * received (bars) and the share that arrived by the promised date (line), over
 * all suppliers the viewer may see (purDeliveryAccuracy, supplier-scoped).
 */
import { useEffect, useMemo, useState } from 'react';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { api } from '../lib/api.ts';
import { t, useLang } from '../lib/i18n.ts';

interface MonthRow {
  receivedMonth: string;
  receivedLines: number;
  onTimeLines: number;
}

/** The last twelve months, oldest first, as `YYYY-MM`. */
function lastMonths(n = 12): string[] {
  const now = new Date();
  return Array.from({ length: n }, (_, i) => formatDate(new Date(now.getFullYear(), now.getMonth() - (n - 1 - i), 1)).slice(0, 7));
}

export function DeliveryAccuracyChart() {
  const lang = useLang();
  const [rows, setRows] = useState<MonthRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const months = useMemo(() => lastMonths(), []);
  useEffect(() => {
    api
      .post<MonthRow[]>(restPath(getEntity('purDeliveryAccuracy'), 'listByPage'), {
        pageIndex: 1,
        pageRows: 500,
        receivedMonth_from: months[0],
        receivedMonth_to: months[months.length - 1],
      })
      .then(
        (env) => setRows(env.data),
        () => setFailed(true),
      );
  }, [months]);

  const option = useMemo(() => {
    if (!rows?.length) return null;
    const received = months.map((m) => rows.filter((r) => r.receivedMonth === m).reduce((s, r) => s + Number(r.receivedLines), 0));
    const onTime = months.map((m) => rows.filter((r) => r.receivedMonth === m).reduce((s, r) => s + Number(r.onTimeLines), 0));
    const rate = received.map((n, i) => (n ? Math.round((1000 * onTime[i]) / n) / 10 : null));
    const linesName = lang === 'EN' ? 'Lines received' : '接收行数';
    const rateName = lang === 'EN' ? 'On time (%)' : '准时率(%)';
    return {
      grid: { left: 36, right: 40, top: 28, bottom: 28 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, textStyle: { fontSize: 11 } },
      xAxis: { type: 'category', data: months.map((m) => m.slice(2)), axisTick: { show: false }, axisLabel: { fontSize: 11 } },
      yAxis: [
        { type: 'value', minInterval: 1 },
        { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
      ],
      series: [
        { name: linesName, type: 'bar', data: received, barMaxWidth: 20, itemStyle: { color: '#91caff', borderRadius: [3, 3, 0, 0] } },
        { name: rateName, type: 'line', yAxisIndex: 1, data: rate, connectNulls: true, itemStyle: { color: '#52c41a' } },
      ],
    };
  }, [rows, months, lang]);

  if (option) return <SrmChartBox option={option} label={t('home.chartDelivery')} data-testid="delivery-chart" />;
  return (
    <div className="chart-empty" data-testid="delivery-empty">
      {rows || failed ? t('home.chartNoDelivery') : t('common.loading')}
    </div>
  );
}
