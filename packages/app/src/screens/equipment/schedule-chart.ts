/**
 * The ECharts option of the main supplier schedule: one row per step (its
 * order and name), a planned bar and an actual bar (to today while under way)
 * drawn as stacked bars over an invisible offset, since only bar, line, pie
 * and gauge series are registered; the need-by date as a marker line series.
 * Late and overdue steps are red.
 */
import { t } from '../../lib/i18n.ts';

export type ScheduleRow = Record<string, unknown> & { processLineId: number; scheduleState: string };

const DAY = 86_400_000;
const RED = '#cf1322';
const at = (v: unknown): number | null => (v ? Date.parse(`${String(v).slice(0, 10)}T00:00:00Z`) : null);

export function scheduleOption(rows: ScheduleRow[], stateName: (code: unknown) => string) {
  const today = at(new Date().toISOString())!;
  const names = rows.map((r) => `${r.poNumber} ${r.lineNumber}.${r.stepName}`);
  const planned = rows.map((r) => [at(r.plannedStartDate), at(r.plannedFinishDate)] as const);
  const actual = rows.map((r) => {
    const start = at(r.actualStartDate);
    return [start, start === null ? null : (at(r.actualFinishDate) ?? today)] as const;
  });
  const dates = [...planned.flat(), ...actual.flat(), ...rows.map((r) => at(r.needByDate))].filter((d): d is number => d !== null);
  const red = (r: ScheduleRow) => r.scheduleState === 'LATE' || r.scheduleState === 'OVERDUE';
  const offset = (name: string, stack: string, data: (number | null)[]) => ({
    name,
    type: 'bar',
    stack,
    silent: true,
    itemStyle: { color: 'transparent' },
    emphasis: { disabled: true },
    tooltip: { show: false },
    data: data.map((d) => d ?? '-'),
  });
  return {
    grid: { left: 8, right: 24, top: 36, bottom: 28, containLabel: true },
    legend: { top: 0, data: [t('admin.schedule.planned'), t('admin.schedule.actual'), t('admin.schedule.needBy')] },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: { dataIndex: number }[]) => {
        const r = rows[params[0]?.dataIndex ?? 0];
        if (!r) return '';
        const span = (a: unknown, b: unknown) => `${a ?? '—'} ~ ${b ?? '—'}`;
        return [
          names[params[0].dataIndex],
          `${t('admin.schedule.planned')}: ${span(r.plannedStartDate, r.plannedFinishDate)}`,
          `${t('admin.schedule.actual')}: ${span(r.actualStartDate, r.actualFinishDate)}`,
          `${t('admin.schedule.needBy')}: ${r.needByDate ?? '—'}`,
          stateName(r.scheduleState),
        ].join('<br/>');
      },
    },
    // A value axis of epoch milliseconds, not a time axis: ECharts stacks bars on value axes only, so on a time axis each bar would start at zero.
    xAxis: {
      type: 'value',
      min: Math.min(...dates) - DAY,
      max: Math.max(...dates, today) + 2 * DAY,
      position: 'top',
      axisLabel: { formatter: (v: number) => new Date(v).toISOString().slice(5, 10) },
    },
    yAxis: { type: 'category', data: names, inverse: true, axisLabel: { width: 180, overflow: 'truncate' } },
    series: [
      offset(
        'planned-offset',
        'planned',
        planned.map(([s]) => s),
      ),
      {
        name: t('admin.schedule.planned'),
        type: 'bar',
        stack: 'planned',
        barMaxWidth: 12,
        itemStyle: { color: '#91caff' },
        data: planned.map(([s, f]) => (s !== null && f !== null ? f + DAY - s : '-')),
      },
      offset(
        'actual-offset',
        'actual',
        actual.map(([s]) => s),
      ),
      {
        name: t('admin.schedule.actual'),
        type: 'bar',
        stack: 'actual',
        barMaxWidth: 12,
        itemStyle: { color: '#389e0d' },
        data: actual.map(([s, f], i) => (s !== null && f !== null ? { value: f + DAY - s, itemStyle: { color: red(rows[i]) ? RED : '#389e0d' } } : '-')),
      },
      {
        name: t('admin.schedule.needBy'),
        type: 'line',
        symbol: 'diamond',
        symbolSize: 10,
        lineStyle: { opacity: 0 },
        itemStyle: { color: '#fa8c16' },
        data: rows.map((r, i) => (r.needByDate ? [at(r.needByDate), i] : null)).filter((d) => d !== null),
      },
    ],
  };
}
