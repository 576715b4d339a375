/**
 * The home's delivery accuracy: for the last twelve months, the delivery lines
 * received (bars) and the share that arrived by the promised date (line), over
 * all suppliers the viewer may see. The months come summed with the home's
 * other charts (homeRestful/charts, supplier-scoped on the server).
 */
import { useMemo } from 'react';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { t, useLang } from '../lib/i18n.ts';

export interface DeliveryMonth {
  /** `YYYY-MM` */
  month: string;
  receivedLines: number;
  onTimeLines: number;
}

/** `months` null: still loading; empty: nothing the viewer may see. */
export function DeliveryAccuracyChart({ months }: { months: DeliveryMonth[] | null }) {
  const lang = useLang();
  const option = useMemo(() => {
    if (!months?.some((m) => m.receivedLines)) return null;
    const rate = months.map((m) => (m.receivedLines ? Math.round((1000 * m.onTimeLines) / m.receivedLines) / 10 : null));
    const linesName = t('report.deliveryLines');
    const rateName = t('report.deliveryOnTime');
    return {
      grid: { left: 36, right: 40, top: 28, bottom: 28 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, textStyle: { fontSize: 11 } },
      xAxis: { type: 'category', data: months.map((m) => m.month.slice(2)), axisTick: { show: false }, axisLabel: { fontSize: 11 } },
      yAxis: [
        { type: 'value', minInterval: 1 },
        { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
      ],
      series: [
        {
          name: linesName,
          type: 'bar',
          data: months.map((m) => m.receivedLines),
          barMaxWidth: 20,
          itemStyle: { color: '#91caff', borderRadius: [3, 3, 0, 0] },
        },
        { name: rateName, type: 'line', yAxisIndex: 1, data: rate, connectNulls: true, itemStyle: { color: '#52c41a' } },
      ],
    };
    // lang: the series' names follow the reader's language.
  }, [months, lang]);

  if (option) return <SrmChartBox option={option} label={t('home.chartDelivery')} data-testid="delivery-chart" />;
  return (
    <div className="chart-empty" data-testid="delivery-empty">
      {months ? t('home.chartNoDelivery') : t('common.loading')}
    </div>
  );
}
