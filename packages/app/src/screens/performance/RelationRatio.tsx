/**
 * srmSpeRelationRatio: each supplier's total score over the periods of its
 * published results (a line per supplier, its grade in the tooltip), for the
 * suppliers chosen (else the first few), with the results below.
 */
import { useMemo, useState } from 'react';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { ScreenEmpty, ScreenError, ScreenLoading } from '../ScreenState.tsx';
import { fieldLabel, NO_FILTER, ReportExport, ReportFilters, ReportTable, useGradeName, useReportRows, type ReportFilter, type Row } from './ReportParts.tsx';

/** Lines drawn when no supplier is chosen: beyond a handful a line chart is unreadable. */
const FIRST = 10;
const BY_SUPPLIER = ['supplierId', 'periodFrom'] as const;

// The tooltip is HTML: a supplier names itself, so its name is escaped.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const periodOf = (r: Row) => `${String(r.periodFrom)}~${String(r.periodTo)}`;

export default function RelationRatio() {
  const lang = useLang();
  const gradeName = useGradeName();
  const [filter, setFilter] = useState<ReportFilter>(NO_FILTER);
  const { rows, error } = useReportRows(filter, BY_SUPPLIER);
  const option = useMemo(() => {
    if (!rows?.length) return null;
    const periods = [...new Set(rows.map(periodOf))].sort();
    const suppliers = [...new Map(rows.map((r) => [String(r.supplierId), String(r.supplierName)])).entries()].slice(
      0,
      filter.supplierIds.length ? undefined : FIRST,
    );
    return {
      grid: { left: 40, right: 24, top: 40, bottom: 28 },
      tooltip: {
        trigger: 'axis',
        formatter: (ps: { axisValue: string; seriesName: string; data: { value: number; name: string } | null }[]) =>
          [ps[0]?.axisValue, ...ps.filter((p) => p.data).map((p) => `${escapeHtml(p.seriesName)}: ${p.data!.value} (${escapeHtml(p.data!.name)})`)].join(
            '<br/>',
          ),
      },
      legend: { top: 0, type: 'scroll' },
      xAxis: { type: 'category', data: periods },
      yAxis: { type: 'value', min: 0, max: 100, name: fieldLabel('totalScore') },
      series: suppliers.map(([id, name]) => {
        const mine = rows.filter((r) => String(r.supplierId) === id);
        return {
          name,
          type: 'line',
          connectNulls: true,
          symbolSize: 8,
          data: periods.map((p) => {
            const r = mine.find((x) => periodOf(x) === p);
            return r ? { value: Number(r.totalScore), name: gradeName(r.grade) } : null;
          }),
        };
      }),
    };
    // lang: the axis name follows the reader's language.
  }, [rows, filter.supplierIds.length, gradeName, lang]);
  const shownFirst = !!rows?.length && !filter.supplierIds.length && new Set(rows.map((r) => r.supplierId)).size > FIRST;
  return (
    <div className="price-monitor">
      <ReportFilters value={filter} onChange={setFilter} suppliers />
      {error ? <ScreenError error={error} /> : null}
      {!error && !rows ? <ScreenLoading /> : null}
      {rows ? (
        <>
          <div className="card">
            <h2 className="section-title">{t('perfReport.trendChart')}</h2>
            {shownFirst ? <p className="muted">{t('perfReport.firstSuppliers', { n: FIRST })}</p> : null}
            {option ? (
              <SrmChartBox option={option} label={t('perfReport.trendChart')} data-testid="trend-chart" />
            ) : (
              <ScreenEmpty>{t('perfReport.none')}</ScreenEmpty>
            )}
          </div>
          <div className="card price-table-box">
            <div className="toolbar">
              <ReportExport filter={filter} />
            </div>
            <ReportTable rows={rows} caption={t('perfReport.trendChart')} gradeName={gradeName} />
          </div>
        </>
      ) : null}
    </div>
  );
}
