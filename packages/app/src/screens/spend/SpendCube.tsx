/**
 * The spend cube (entities/spend/SPEND.md): filters (measure, period,
 * organisations, categories, suppliers), the pivot of two dimensions from the
 * refreshed summary, the Pareto of suppliers, agreement coverage and
 * concentration per category in ECharts, the order lines behind a clicked
 * cell (each opening its order when the reader has the order screen), and
 * the pivot exported to Excel.
 */
import { useEffect, useMemo, useState } from 'react';
import type { FieldDef } from '@srm/domain/entity/types.ts';
import type { GridColumnDef, GridRow } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { SrmSelect } from '@srm/elements/react/srm-select.ts';
import { formatNumber } from '@srm/values/numbers.ts';
import { api, errorToast } from '../../lib/api.ts';
import { t, useLang, type TextKey } from '../../lib/i18n.ts';
import { fieldOf, getEntity } from '../../lib/registry.ts';
import { mainUrl } from '../../lib/router.ts';
import { granted, menuOfPath, usePage, useShell } from '../../shell/data.ts';
import { RefField } from '../refs/RefField.tsx';
import { linkCell, numberColumn, RowsGrid } from '../RowsGrid.tsx';
import { ScreenEmpty, ScreenError, ScreenLoading } from '../ScreenState.tsx';

const BASE = '/api/srmServer/v1/srmSpendCubeRestful';
const DIMS = ['supplier', 'category', 'org', 'month', 'covered'] as const;
type Dim = (typeof DIMS)[number];
const MEASURES = ['ordered', 'received', 'invoiced'] as const;
type Measure = (typeof MEASURES)[number];
const ORDER_PATH = 'purOrderManage/purchaseOrderEdit';
const DRILL_ROWS = 20;

interface Filter {
  measure: Measure;
  periodFrom: string;
  periodTo: string;
  orgIds: number[];
  categoryIds: number[];
  supplierIds: number[];
}
interface Header {
  key: string;
  label: string;
  total: number;
}
interface Pivot {
  rows: Header[];
  columns: Header[];
  cells: { row: string; column: string; value: number; lines: number }[];
  total: number;
  rowsLeftOut: number;
  refreshedAt: string | null;
}
interface Pareto {
  total: number;
  supplierCount: number;
  count80: number;
  suppliers: { label: string; amount: number; cumulativeShare: number }[];
}
interface Coverage {
  covered: number;
  uncovered: number;
  coveredShare: number;
  months: { month: string; covered: number; uncovered: number }[];
}
interface Concentration {
  categories: {
    categoryId: number | null;
    label: string;
    amount: number;
    supplierCount: number;
    largestSupplier: string;
    largestShare: number;
    hhi: number;
    singleSource: boolean;
  }[];
}
type Cell = Partial<Record<Dim, string>>;
interface Drill {
  rows: GridRow[];
  count: number;
  countCapped: boolean;
}

/** The last 24 months, newest first: a year back is the default period. */
function lastMonths(): string[] {
  const out: string[] = [];
  const d = new Date();
  for (let i = 0; i < 24; i++) {
    const m = new Date(d.getFullYear(), d.getMonth() - i, 1);
    out.push(`${m.getFullYear()}-${String(m.getMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

const bodyOf = (f: Filter) => ({
  measure: f.measure,
  ...(f.periodFrom ? { periodFrom: f.periodFrom } : {}),
  ...(f.periodTo ? { periodTo: f.periodTo } : {}),
  ...(f.orgIds.length ? { orgIds: f.orgIds } : {}),
  ...(f.categoryIds.length ? { categoryIds: f.categoryIds } : {}),
  ...(f.supplierIds.length ? { supplierIds: f.supplierIds } : {}),
});

const money = (v: number) => formatNumber(v, 2);
const pct = (v: number) => formatNumber(v * 100, 1);
const dimLabel = (d: Dim) => t(`spend.dim.${d}` as TextKey);
const headerText = (dim: Dim | null, h: Header) =>
  dim === 'covered' ? t(`spend.covered.${h.key}` as TextKey) : h.label || (dim ? t('spend.none') : t('spend.total'));

/** A pivot's amount as a button that drills into its cell. */
const drillCell = (value: number, onClick: () => void): HTMLButtonElement => {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'link-button';
  b.textContent = money(value);
  b.addEventListener('click', onClick);
  return b;
};

export default function SpendCube() {
  const lang = useLang();
  const page = usePage();
  const shell = useShell();
  const def = getEntity('spendCube');
  const months = useMemo(lastMonths, []);
  const [filter, setFilter] = useState<Filter>({
    measure: 'ordered',
    periodFrom: months[11],
    periodTo: months[0],
    orgIds: [],
    categoryIds: [],
    supplierIds: [],
  });
  const [rowDim, setRowDim] = useState<Dim>('supplier');
  // Columns by agreed price or not: what a buyer asks first of each supplier, and headers in the reader's language
  // (a category's name is data, in Chinese only).
  const [colDim, setColDim] = useState<Dim | ''>('covered');
  const [pivot, setPivot] = useState<Pivot | null>(null);
  const [pareto, setPareto] = useState<Pareto | null>(null);
  const [coverage, setCoverage] = useState<Coverage | null>(null);
  const [concentration, setConcentration] = useState<Concentration | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [cell, setCell] = useState<{ cell: Cell; title: string } | null>(null);
  const [drillPage, setDrillPage] = useState(1);
  const [drill, setDrill] = useState<Drill | null>(null);

  useEffect(() => {
    setPivot(null);
    setError(null);
    setCell(null);
    api.data<Pivot>(`${BASE}/pivot`, { ...bodyOf(filter), rows: rowDim, columns: colDim || null }).then(setPivot, setError);
  }, [filter, rowDim, colDim]);
  useEffect(() => {
    const body = bodyOf(filter);
    api.data<Pareto>(`${BASE}/pareto`, body).then(setPareto, setError);
    api.data<Coverage>(`${BASE}/coverage`, body).then(setCoverage, setError);
    api.data<Concentration>(`${BASE}/concentration`, body).then(setConcentration, setError);
  }, [filter]);
  useEffect(() => {
    if (!cell) return;
    setDrill(null);
    api.data<Drill>(`${BASE}/drill`, { ...bodyOf(filter), cell: cell.cell, pageIndex: drillPage, pageRows: DRILL_ROWS }).then(setDrill, setError);
  }, [cell, drillPage, filter]);

  const pivotColumns = useMemo<GridColumnDef[]>(() => {
    if (!pivot) return [];
    const col = colDim || null;
    const open = (r: GridRow, c: Header | null) => {
      const coords: Cell = { [rowDim]: String(r.key) };
      if (col && c) coords[col] = c.key;
      setDrillPage(1);
      setCell({ cell: coords, title: [String(r.label), c && col ? headerText(col, c) : ''].filter(Boolean).join(' / ') });
    };
    return [
      { key: 'label', title: dimLabel(rowDim), ellipsis: true },
      ...pivot.columns.map(
        (c, i): GridColumnDef => ({
          ...numberColumn(`c${i}`, col ? headerText(col, c) : t(`spend.measure.${filter.measure}` as TextKey)),
          editType: 'slot',
          render: ({ row }: { row: GridRow }) => (row[`c${i}`] === undefined ? '' : drillCell(Number(row[`c${i}`]), () => open(row, c))),
        }),
      ),
      ...(col ? [numberColumn('total', t('spend.total'))] : []),
    ];
    // lang: the titles follow the reader's language.
  }, [pivot, rowDim, colDim, filter.measure, lang]);
  const pivotRows = useMemo<GridRow[]>(() => {
    if (!pivot) return [];
    const index = new Map(pivot.columns.map((c, i) => [c.key, i]));
    const byRow = new Map<string, GridRow>(pivot.rows.map((r) => [r.key, { key: r.key, label: headerText(rowDim, r), total: r.total }]));
    for (const c of pivot.cells) {
      const row = byRow.get(c.row);
      if (row) row[`c${index.get(c.column)}`] = c.value;
    }
    return [...byRow.values()];
    // lang: covered's labels follow the reader's language.
  }, [pivot, rowDim, lang]);

  const paretoOption = useMemo(() => {
    if (!pareto?.suppliers.length) return null;
    const shown = pareto.suppliers.slice(0, 20);
    return {
      grid: { left: 70, right: 50, top: 36, bottom: 90 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      xAxis: { type: 'category', data: shown.map((s) => s.label), axisLabel: { rotate: 30, width: 110, overflow: 'truncate' } },
      yAxis: [
        { type: 'value', name: t('spend.amount') },
        { type: 'value', name: t('spend.cumulative'), min: 0, max: 100 },
      ],
      series: [
        { name: t(`spend.measure.${filter.measure}` as TextKey), type: 'bar', data: shown.map((s) => s.amount) },
        {
          name: t('spend.cumulative'),
          type: 'line',
          yAxisIndex: 1,
          data: shown.map((s) => Math.round(s.cumulativeShare * 1000) / 10),
          markLine: { silent: true, symbol: 'none', data: [{ yAxis: 80 }] },
        },
      ],
    };
    // lang: the axis names follow the reader's language.
  }, [pareto, filter.measure, lang]);
  const coverageOption = useMemo(() => {
    if (!coverage?.months.length) return null;
    return {
      grid: { left: 70, right: 24, top: 36, bottom: 28 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      xAxis: { type: 'category', data: coverage.months.map((m) => m.month) },
      yAxis: { type: 'value', name: t('spend.amount') },
      series: [
        { name: t('spend.covered.Y'), type: 'bar', stack: 'spend', data: coverage.months.map((m) => m.covered) },
        { name: t('spend.covered.N'), type: 'bar', stack: 'spend', data: coverage.months.map((m) => m.uncovered) },
      ],
    };
    // lang: the series names follow the reader's language.
  }, [coverage, lang]);
  const concentrationOption = useMemo(() => {
    if (!concentration?.categories.length) return null;
    const cats = concentration.categories;
    return {
      grid: { left: 60, right: 60, top: 36, bottom: 60 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      xAxis: { type: 'category', data: cats.map((c) => c.label || t('spend.none')), axisLabel: { rotate: 20 } },
      yAxis: [
        { type: 'value', name: t('spend.hhi'), min: 0, max: 10000 },
        { type: 'value', name: t('spend.largestShare'), min: 0, max: 100 },
      ],
      series: [
        { name: t('spend.hhi'), type: 'bar', data: cats.map((c) => c.hhi) },
        { name: t('spend.largestShare'), type: 'line', yAxisIndex: 1, data: cats.map((c) => Math.round(c.largestShare * 1000) / 10) },
      ],
    };
    // lang: the series names follow the reader's language.
  }, [concentration, lang]);

  const canOpenOrders = !!menuOfPath(shell.menus, 'purchaseOrderList');
  const drillColumns = useMemo<GridColumnDef[]>(
    () => [
      {
        key: 'poNumber',
        title: t('spend.col.poNumber'),
        editType: 'slot',
        render: canOpenOrders
          ? linkCell(
              (r) => r.poNumber,
              (r) => mainUrl(ORDER_PATH, { id: String(r.poHeaderId) }),
              shell.open,
            )
          : ({ row }: { row: GridRow }) => String(row.poNumber ?? ''),
      },
      { key: 'lineNumber', title: t('spend.col.lineNumber') },
      { key: 'orderDate', title: t('spend.col.orderDate') },
      { key: 'orgName', title: t('spend.dim.org'), ellipsis: true },
      { key: 'supplierName', title: t('spend.dim.supplier'), ellipsis: true },
      { key: 'categoryName', title: t('spend.dim.category') },
      { key: 'itemName', title: t('spend.col.item'), ellipsis: true },
      numberColumn('quantity', t('spend.col.quantity'), 2),
      numberColumn('taxPrice', t('spend.col.taxPrice'), 4),
      { key: 'currencyCode', title: t('spend.col.currency') },
      { key: 'agreementNumber', title: t('spend.col.agreement') },
      numberColumn(`${filter.measure}Amount`, `${t(`spend.measure.${filter.measure}` as TextKey)} (CNY)`),
    ],
    // lang: the titles follow the reader's language.
    [canOpenOrders, shell.open, filter.measure, lang],
  );

  async function exportPivot() {
    const fileName = `${t('spend.pivot')}.xlsx`;
    try {
      const res = await fetch(`${BASE}/export`, {
        method: 'POST',
        headers: await api.headers(),
        body: JSON.stringify({ ...bodyOf(filter), rows: rowDim, columns: colDim || null }),
      });
      if (!res.ok || !(res.headers.get('content-type') ?? '').includes('spreadsheet')) {
        const env = (await res.json().catch(() => null)) as { msg?: string } | null;
        throw new Error(env?.msg ?? res.statusText);
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      a.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      showToast(errorToast(err));
    }
  }

  const select = (id: string, text: string, value: string, options: { value: string; label: string }[], onChange: (v: string) => void) => (
    <div className="field">
      <span className="field-label" aria-hidden="true">
        {text}
      </span>
      <SrmSelect
        id={id}
        accessible-name={text}
        value={value}
        clearHidden
        options={options}
        data-testid={id}
        onChange={(e) => onChange(String((e.target as unknown as { value: unknown }).value ?? ''))}
      />
    </div>
  );
  const ref = (name: 'orgId' | 'categoryId' | 'supplierId', key: 'orgIds' | 'categoryIds' | 'supplierIds') => (
    <div className="field">
      <span id={`spend-${name}`} className="field-label">
        {dimLabel(name === 'orgId' ? 'org' : name === 'categoryId' ? 'category' : 'supplier')}
      </span>
      <RefField
        id={`spend-${name}-pick`}
        labelId={`spend-${name}`}
        field={fieldOf(def, name) as FieldDef}
        value={filter[key]}
        multiple
        onPick={(rows) => setFilter({ ...filter, [key]: rows.map((r) => Number(r[name])) })}
      />
    </div>
  );
  const monthOptions = months.map((m) => ({ value: m, label: m }));
  const singleSources = concentration?.categories.filter((c) => c.singleSource) ?? [];

  return (
    <div className="price-monitor" data-testid="spend-cube">
      <div className="card price-pick" style={{ flexWrap: 'wrap', maxWidth: 'none' }} data-testid="spend-filters">
        {select(
          'spend-measure',
          t('spend.measure'),
          filter.measure,
          MEASURES.map((m) => ({ value: m, label: t(`spend.measure.${m}` as TextKey) })),
          (v) => setFilter({ ...filter, measure: (v || 'ordered') as Measure }),
        )}
        {select('spend-from', t('spend.periodFrom'), filter.periodFrom, monthOptions, (v) => setFilter({ ...filter, periodFrom: v }))}
        {select('spend-to', t('spend.periodTo'), filter.periodTo, monthOptions, (v) => setFilter({ ...filter, periodTo: v }))}
        {ref('orgId', 'orgIds')}
        {ref('categoryId', 'categoryIds')}
        {ref('supplierId', 'supplierIds')}
        {select(
          'spend-rows',
          t('spend.rows'),
          rowDim,
          DIMS.map((d) => ({ value: d, label: dimLabel(d) })),
          (v) => {
            const next = (v || 'supplier') as Dim;
            setRowDim(next);
            if (next === colDim) setColDim('');
          },
        )}
        {select(
          'spend-columns',
          t('spend.columns'),
          colDim,
          [{ value: '', label: t('spend.noColumns') }, ...DIMS.filter((d) => d !== rowDim).map((d) => ({ value: d, label: dimLabel(d) }))],
          (v) => setColDim(v as Dim | ''),
        )}
      </div>
      {error ? <ScreenError error={error} /> : null}
      {!error && !pivot ? <ScreenLoading /> : null}
      {pivot ? (
        <div className="card price-table-box">
          <div className="toolbar">
            <strong data-testid="spend-total">
              {t('spend.totalIn', { measure: t(`spend.measure.${filter.measure}` as TextKey) })}: {money(pivot.total)}
            </strong>
            <span className="muted">{t(`spend.measureNote.${filter.measure}` as TextKey)}</span>
            {pivot.refreshedAt ? (
              <span className="muted">{t('spend.asOf', { at: new Date(pivot.refreshedAt).toLocaleString(lang === 'EN' ? 'en-GB' : 'zh-CN') })}</span>
            ) : null}
            {granted(page.menu, 'btnExport') ? (
              <button type="button" className="btn" data-testid="spend-export" onClick={() => void exportPivot()}>
                {t('spend.export')}
              </button>
            ) : null}
          </div>
          {pivot.rows.length ? (
            <RowsGrid rows={pivotRows} columns={pivotColumns} rowKey="key" testId="spend-pivot" label={t('spend.pivot')} />
          ) : (
            <ScreenEmpty>{t('spend.empty')}</ScreenEmpty>
          )}
          {pivot.rowsLeftOut ? <p className="muted">{t('spend.rowsLeftOut', { n: pivot.rowsLeftOut })}</p> : null}
        </div>
      ) : null}
      <div className="card price-table-box" data-testid="spend-drill">
        <h2 className="section-title">{cell ? t('spend.drill', { cell: cell.title }) : t('spend.drillHint')}</h2>
        {cell && !drill ? <ScreenLoading /> : null}
        {cell && drill ? (
          <>
            <RowsGrid rows={drill.rows} columns={drillColumns} rowKey="poLineId" testId="spend-drill-rows" label={t('spend.drill', { cell: cell.title })} />
            <div className="toolbar">
              <span className="muted">{drill.countCapped ? t('spend.drillCapped', { n: drill.count }) : t('spend.drillCount', { n: drill.count })}</span>
              <button type="button" className="btn" disabled={drillPage <= 1} onClick={() => setDrillPage(drillPage - 1)}>
                {t('spend.prev')}
              </button>
              <button type="button" className="btn" disabled={drillPage * DRILL_ROWS >= drill.count} onClick={() => setDrillPage(drillPage + 1)}>
                {t('spend.next')}
              </button>
            </div>
          </>
        ) : null}
      </div>
      <div className="card">
        <h2 className="section-title">{t('spend.pareto')}</h2>
        {pareto ? <p data-testid="spend-pareto-count">{t('spend.paretoCount', { n: pareto.count80, of: pareto.supplierCount })}</p> : null}
        {paretoOption ? (
          <SrmChartBox option={paretoOption} label={t('spend.pareto')} data-testid="spend-pareto-chart" />
        ) : pareto ? (
          <ScreenEmpty>{t('spend.empty')}</ScreenEmpty>
        ) : null}
      </div>
      <div className="card">
        <h2 className="section-title">{t('spend.coverage')}</h2>
        {coverage ? <p data-testid="spend-coverage-share">{t('spend.coverageShare', { share: pct(coverage.coveredShare) })}</p> : null}
        {coverageOption ? <SrmChartBox option={coverageOption} label={t('spend.coverage')} data-testid="spend-coverage-chart" /> : null}
      </div>
      <div className="card">
        <h2 className="section-title">{t('spend.concentration')}</h2>
        {singleSources.length ? (
          <p data-testid="spend-single-source">
            {t('spend.singleSourceList', { names: singleSources.map((c) => c.label || t('spend.none')).join(lang === 'EN' ? ', ' : '、') })}
          </p>
        ) : null}
        {concentrationOption ? <SrmChartBox option={concentrationOption} label={t('spend.concentration')} data-testid="spend-concentration-chart" /> : null}
        {concentration?.categories.length ? (
          <RowsGrid
            rows={concentration.categories.map((c) => ({
              ...c,
              key: String(c.categoryId ?? ''),
              label: c.label || t('spend.none'),
              largestPct: c.largestShare * 100,
              single: c.singleSource ? t('spend.singleSource') : '',
            }))}
            columns={[
              { key: 'label', title: t('spend.dim.category') },
              numberColumn('amount', t('spend.amount')),
              { key: 'supplierCount', title: t('spend.suppliers') },
              { key: 'largestSupplier', title: t('spend.largestSupplier'), ellipsis: true },
              numberColumn('largestPct', t('spend.largestShare'), 1),
              { key: 'hhi', title: t('spend.hhi') },
              { key: 'single', title: t('spend.singleSource') },
            ]}
            rowKey="key"
            testId="spend-concentration"
            label={t('spend.concentration')}
          />
        ) : null}
      </div>
    </div>
  );
}
