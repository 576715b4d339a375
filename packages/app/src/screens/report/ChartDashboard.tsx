/**
 * dynamicCharts/viewReport/<group>: a dashboard, its charts in order, each
 * its report's rows grouped and aggregated by the server in the reader's
 * scope, drawn with ECharts (bar, line or pie) beside a table of the same
 * figures. `dynamicCharts/viewReport` alone lists the dashboards of the
 * reader's menus; dynamicCharts/chartsInfo shows every chart (ChartsInfo).
 */
import { useEffect, useMemo, useState } from 'react';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import type { Label } from '@srm/domain/entity/types.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { usePage, useShell } from '../../shell/data.ts';

const GROUP = getEntity('chartGroup');
type Row = Record<string, unknown>;
interface ChartData {
  chart: { chartType: string; chartName: string; chartNameEn: string | null };
  dimension: { column: string; title: Label };
  measures: { column: string; title: Label }[];
  categories: string[];
  series: number[][];
}

const TEXTS: Record<string, Label> = {
  dashboards: { zh: '我的看板', en: 'My dashboards' },
  none: { zh: '您的菜单中没有看板', en: 'No dashboard is on your menus' },
  empty: { zh: '没有数据', en: 'No data' },
};
const text = (key: string) => label(TEXTS[key]);

export function chartOption(data: ChartData) {
  const names = data.measures.map((m) => label(m.title));
  if (data.chart.chartType === 'PIE')
    return {
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0 },
      series: [{ type: 'pie', name: names[0], radius: ['30%', '65%'], data: data.categories.map((c, i) => ({ name: c, value: data.series[0]?.[i] ?? 0 })) }],
    };
  const type = data.chart.chartType === 'LINE' ? 'line' : 'bar';
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: names, top: 0 },
    grid: { left: 60, right: 20, top: 36, bottom: 60 },
    xAxis: { type: 'category', data: data.categories, axisLabel: { rotate: data.categories.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value' },
    series: data.series.map((values, i) => ({ type, name: names[i], data: values })),
  };
}

export function ChartCard({ chartId, title }: { chartId: number; title: string }) {
  const lang = useLang();
  const [data, setData] = useState<ChartData | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.data<ChartData>(restPath(GROUP, 'getChartData'), { chartId }).then(setData, (err) => setError(errorMessage(err)));
  }, [chartId]);
  // lang: the legend follows the reader's language.
  const option = useMemo(() => (data ? chartOption(data) : null), [data, lang]);
  return (
    <section className="card" aria-label={title} data-testid={`chart-${chartId}`}>
      <h2 className="section-title">{title}</h2>
      {error ? (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      ) : !data ? (
        <div className="screen-loading" role="status">
          <span className="spinner" />
          {t('common.loading')}
        </div>
      ) : data.categories.length ? (
        <>
          <SrmChartBox option={option!} label={title} />
          <table className="award-table">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{label(data.dimension.title)}</th>
                {data.measures.map((m) => (
                  <th key={m.column} scope="col" className="num">
                    {label(m.title)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.categories.map((c, i) => (
                <tr key={c}>
                  <td>{c}</td>
                  {data.series.map((s, j) => (
                    <td key={data.measures[j].column} className="num">
                      {s[i]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="muted">{text('empty')}</p>
      )}
    </section>
  );
}

export default function ChartDashboard() {
  const page = usePage();
  const shell = useShell();
  const lang = useLang();
  const code = page.path.split('/')[2] ?? '';
  const [group, setGroup] = useState<Row | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!code) return;
    api.data<Row>(restPath(GROUP, 'findByGroupCode'), { groupCode: decodeURIComponent(code) }).then(setGroup, (err) => setError(errorMessage(err)));
  }, [code]);
  if (!code) {
    const boards = shell.menus.filter((m) => m.menuType === 'PAGE' && m.htmlUrl?.startsWith('dynamicCharts/viewReport/'));
    return (
      <div className="card">
        <h2 className="section-title">{text('dashboards')}</h2>
        {boards.length ? (
          <ul>
            {boards.map((m) => (
              <li key={m.menuId}>
                <a href={`#/main/${m.htmlUrl}`}>{m.menuName}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{text('none')}</p>
        )}
      </div>
    );
  }
  if (error)
    return (
      <div className="alert alert-error" role="alert">
        {error}
      </div>
    );
  if (!group)
    return (
      <div className="screen-loading" role="status">
        <span className="spinner" />
        {t('common.loading')}
      </div>
    );
  const items = (group.items as Row[]) ?? [];
  const perRow = Math.max(1, Number(group.columnsPerRow ?? 2));
  return (
    <div data-testid="chart-dashboard" style={{ display: 'grid', gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`, gap: 12 }}>
      {items.map((i) => (
        <ChartCard key={String(i.chartId)} chartId={Number(i.chartId)} title={String((lang === 'EN' && i.chartNameEn) || i.chartName)} />
      ))}
    </div>
  );
}
