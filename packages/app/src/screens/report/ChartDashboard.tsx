/**
 * dynamicCharts/viewReport/<group>: a dashboard, its charts in order, each
 * its report's rows grouped and aggregated by the server in the reader's
 * scope, drawn with ECharts (bar, line or pie) beside a table of the same
 * figures (srm-data-grid). `dynamicCharts/viewReport` alone lists the dashboards of the
 * reader's menus; dynamicCharts/chartsInfo shows every chart (ChartsInfo).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { Label } from '@srm/domain/entity/types.ts';
import type { GridColumnDef, GridRow } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { api } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { go, mainUrl } from '../../lib/router.ts';
import { usePage, useShell } from '../../shell/data.ts';
import { Loaded, ScreenEmpty, ScreenError, ScreenLoading } from '../ScreenState.tsx';

const GROUP = getEntity('chartGroup');
type Row = Record<string, unknown>;
interface ChartData {
  chart: { chartType: string; chartName: string; chartNameEn: string | null };
  dimension: { column: string; title: Label };
  measures: { column: string; title: Label }[];
  categories: string[];
  series: number[][];
}

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

/** The chart's figures as rows of the grid: the dimension, then each measure. */
function figures(data: ChartData): { columns: GridColumnDef[]; rows: GridRow[] } {
  const columns: GridColumnDef[] = [
    { key: '__dimension', title: label(data.dimension.title), ellipsis: true },
    ...data.measures.map((m, j) => ({ key: `m${j}`, title: label(m.title), editType: 'number' as const })),
  ];
  const rows = data.categories.map((c, i) => ({ __id: i, __dimension: c, ...Object.fromEntries(data.series.map((s, j) => [`m${j}`, s[i] ?? null])) }));
  return { columns, rows };
}

export function ChartCard({ chartId, title }: { chartId: number; title: string }) {
  const lang = useLang();
  const [data, setData] = useState<ChartData | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    setError(null);
    api.data<ChartData>(restPath(GROUP, 'getChartData'), { chartId }).then(setData, setError);
  }, [chartId]);
  useEffect(load, [load]);
  // lang: the legend and the grid's titles follow the reader's language.
  const option = useMemo(() => (data ? chartOption(data) : null), [data, lang]);
  const table = useMemo(() => (data ? figures(data) : null), [data, lang]);
  return (
    <section className="card" aria-label={title} data-testid={`chart-${chartId}`}>
      <h2 className="section-title">{title}</h2>
      <Loaded data={data} error={error} onRetry={load} isEmpty={(d) => !d.categories.length} empty={t('report.chartEmpty')}>
        {() => (
          <>
            <SrmChartBox option={option!} label={title} />
            <SrmDataGrid
              data-testid="chart-figures"
              aria-label={title}
              rows={table!.rows}
              columns={table!.columns}
              rowKey="__id"
              readonly
              autoHeight
              configHidden
              paginationHidden
            />
          </>
        )}
      </Loaded>
    </section>
  );
}

export default function ChartDashboard() {
  const page = usePage();
  const shell = useShell();
  const lang = useLang();
  const code = page.path.split('/')[2] ?? '';
  const [group, setGroup] = useState<Row | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    if (!code) return;
    setError(null);
    api.data<Row>(restPath(GROUP, 'findByGroupCode'), { groupCode: decodeURIComponent(code) }).then(setGroup, setError);
  }, [code]);
  useEffect(load, [load]);
  if (!code) {
    const boards = shell.menus.filter((m) => m.menuType === 'PAGE' && m.htmlUrl?.startsWith('dynamicCharts/viewReport/'));
    return (
      <div className="card">
        <h2 className="section-title">{t('report.dashboards')}</h2>
        {boards.length ? (
          <ul>
            {boards.map((m) => (
              <li key={m.menuId}>
                <a
                  href={mainUrl(m.htmlUrl ?? '')}
                  onClick={(e) => {
                    e.preventDefault();
                    go(mainUrl(m.htmlUrl ?? ''));
                  }}
                >
                  {m.menuName}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <ScreenEmpty>{t('report.noDashboards')}</ScreenEmpty>
        )}
      </div>
    );
  }
  if (error) return <ScreenError error={error} onRetry={load} />;
  if (!group) return <ScreenLoading />;
  const items = (group.items as Row[]) ?? [];
  const perRow = Math.max(1, Number(group.columnsPerRow ?? 2));
  if (!items.length) return <ScreenEmpty>{t('report.chartEmpty')}</ScreenEmpty>;
  return (
    <div data-testid="chart-dashboard" style={{ display: 'grid', gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`, gap: 12 }}>
      {items.map((i) => (
        <ChartCard key={String(i.chartId)} chartId={Number(i.chartId)} title={String((lang === 'EN' && i.chartNameEn) || i.chartName)} />
      ))}
    </div>
  );
}
