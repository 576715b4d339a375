/**
 * sourcingSavingsReport: what awarded inquiries, tenders and compete events
 * saved (entities/savings/SAVINGS.md), summed by the server per buyer,
 * category, month or quarter (srmPonSavingsRestful/report) with the totals and
 * two charts (by month, by category), and the awarded lines below, each
 * opening its sourcing event where the reader's menus hold it; the lines
 * export through the engine's export.
 */
import { useEffect, useMemo, useState } from 'react';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { FieldDef } from '@srm/domain/entity/types.ts';
import type { GridColumnDef, GridRow } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { SrmSelect } from '@srm/elements/react/srm-select.ts';
import { formatNumber } from '@srm/values/numbers.ts';
import { api, errorToast } from '../../lib/api.ts';
import { label, t, useLang, type TextKey } from '../../lib/i18n.ts';
import { getEntity } from '../../lib/registry.ts';
import { go, mainUrl } from '../../lib/router.ts';
import { granted, menuOfPath, usePage, useShell } from '../../shell/data.ts';
import { gridColumns } from '../entity-ui.ts';
import { ScreenEmpty, ScreenError, ScreenLoading } from '../ScreenState.tsx';

type Row = Record<string, unknown>;
type Group = 'buyer' | 'category' | 'month' | 'quarter';
const GROUPS: Group[] = ['month', 'quarter', 'category', 'buyer'];
const KINDS = ['INQUIRY', 'TENDER', 'COMPETE'] as const;
const SAVINGS = getEntity('ponSavings');
const REPORT_URL = '/api/srmServer/v1/srmPonSavingsRestful/report';
/** The screen each kind of event opens on. */
const EVENT_PATH: Record<string, string> = { INQUIRY: 'inquiryProposal', TENDER: 'biddingProjectEdit', COMPETE: 'competeEdit' };
/** The sums the report answers, and how each is titled. */
const SUMS: [string, TextKey][] = [
  ['awardAmountCny', 'savings.awardAmount'],
  ['savingFirstCny', 'savings.first'],
  ['savingBestFirstCny', 'savings.bestFirst'],
  ['savingLastCny', 'savings.last'],
  ['savingBudgetCny', 'savings.budget'],
  ['realisedSavingCny', 'savings.realised'],
];
/** The series charted: every saving but the best-first (shown in the tables). */
const SERIES: [string, TextKey][] = [
  ['savingFirstCny', 'savings.first'],
  ['savingLastCny', 'savings.last'],
  ['savingBudgetCny', 'savings.budget'],
  ['realisedSavingCny', 'savings.realised'],
];
const LINE_COLUMNS = [
  'eventNumber',
  'eventType',
  'eventTitle',
  'awardMonth',
  'buyerName',
  'orgName',
  'categoryName',
  'itemCode',
  'itemName',
  'supplierName',
  'awardQuantity',
  'awardPriceCny',
  'firstPriceCny',
  'savingFirstCny',
  'bestFirstPriceCny',
  'savingBestFirstCny',
  'lastPriceCny',
  'savingLastCny',
  'budgetPriceCny',
  'savingBudgetCny',
  'realisedQty',
  'realisedSavingCny',
];
const money = (v: unknown) => (v === null || v === undefined ? t('savings.noFigure') : formatNumber(Number(v), 2));

interface Report {
  groups: Row[];
  totals: Row;
  byMonth: Row[];
  byCategory: Row[];
}

function barOption(rows: Row[], categoryOf: (r: Row) => string) {
  if (!rows.length) return null;
  return {
    grid: { left: 64, right: 24, top: 36, bottom: 40 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    xAxis: { type: 'category', data: rows.map(categoryOf), axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: { type: 'value' },
    series: SERIES.map(([key, text]) => ({ name: t(text), type: 'bar', barMaxWidth: 18, data: rows.map((r) => (r[key] === null ? null : Number(r[key]))) })),
  };
}

export default function SavingsReport() {
  const lang = useLang();
  const shell = useShell();
  const page = usePage();
  const [groupBy, setGroupBy] = useState<Group>('month');
  const [kind, setKind] = useState<string>('');
  const [report, setReport] = useState<Report | null>(null);
  const [lines, setLines] = useState<Row[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const filter = useMemo(() => (kind ? { eventType: kind } : {}), [kind]);

  useEffect(() => {
    setReport(null);
    setError(null);
    api.data<Report>(REPORT_URL, { groupBy, ...filter }).then(setReport, setError);
  }, [groupBy, filter]);
  useEffect(() => {
    setLines(null);
    api.data<Row[]>(restPath(SAVINGS, 'listByPage'), { ...filter, pageIndex: 1, pageRows: 500 }).then(setLines, setError);
  }, [filter]);

  const groupColumns = useMemo<GridColumnDef[]>(
    () => [
      { key: 'groupLabel', title: t(`savings.group.${groupBy}` as TextKey), ellipsis: true },
      { key: 'events', title: t('savings.events'), editType: 'number' },
      { key: 'lines', title: t('savings.lineCount'), editType: 'number' },
      ...SUMS.map(([key, text]) => ({
        key,
        title: t(text),
        editType: 'slot' as const,
        align: 'end' as const,
        render: ({ row }: { row: GridRow }) => money(row[key]),
      })),
    ],
    // lang: the titles follow the reader's language.
    [groupBy, lang],
  );
  const lineColumns = useMemo<GridColumnDef[]>(
    () =>
      gridColumns(SAVINGS, LINE_COLUMNS).map((raw) => {
        // The totals are the report's (above): no sum row under rows held here.
        const c: GridColumnDef = { ...raw, isSummary: undefined };
        if (c.key === 'eventTitle' || c.key === 'itemName' || c.key === 'supplierName') return { ...c, ellipsis: true };
        if (c.key === 'eventType')
          return { ...c, editType: 'slot', render: ({ row }: { row: GridRow }) => t(`savings.kind.${String(row.eventType)}` as TextKey) };
        if (c.key !== 'eventNumber') return c;
        return {
          ...c,
          // As wide as an event number (XJ-20261104-001): a slot's text is not measured.
          sample: 'XJ-00000000-000',
          editType: 'slot',
          render: ({ row }: { row: GridRow }) => {
            const text = String(row.eventNumber ?? '');
            const path = EVENT_PATH[String(row.eventType)];
            // A link only where the reader may open the event: its screen is on their menus.
            if (!path || !menuOfPath(shell.menus, path)) return text;
            const url = mainUrl(path, { id: String(row.eventId) });
            const a = document.createElement('a');
            a.href = url;
            a.textContent = text;
            a.dataset.testid = 'savings-event-link';
            a.addEventListener('click', (e) => {
              e.preventDefault();
              go(url);
            });
            return a;
          },
        };
      }),
    // lang: the titles follow the reader's language.
    [shell.menus, lang],
  );
  const byMonth = useMemo(() => (report ? barOption(report.byMonth, (r) => String(r.month)) : null), [report, lang]);
  const byCategory = useMemo(() => (report ? barOption(report.byCategory, (r) => String(r.categoryName ?? '')) : null), [report, lang]);

  async function exportLines() {
    const fileName = `${page.menu?.menuName ?? label(SAVINGS.label)}.xlsx`;
    try {
      const res = await fetch('/api/exportServer/v1/exportExcelRestful/exportExcel', {
        method: 'POST',
        headers: await api.headers(),
        body: JSON.stringify({
          requestUrl: restPath(SAVINGS, 'listByPage'),
          requestParams: { ...filter, pageIndex: 1, pageRows: 500 },
          columns: LINE_COLUMNS.map((c) => ({ field: c, title: label((SAVINGS.fields.find((f) => f.name === c) as FieldDef).label) })),
          fileName,
        }),
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

  const exportName = page.menu?.resources.find((r) => r.resourceCode === 'btnExport')?.resourceName ?? t('list.export');
  return (
    <div className="price-monitor" data-testid="savings-report">
      <div className="card price-pick" style={{ flexWrap: 'wrap', maxWidth: 'none' }}>
        <div className="field">
          <SrmSelect
            id="savings-group-by"
            label={t('savings.groupBy')}
            value={groupBy}
            clearHidden
            options={GROUPS.map((g) => ({ value: g, label: t(`savings.group.${g}` as TextKey) }))}
            onChange={(e) => setGroupBy(String((e.target as unknown as { value: unknown }).value) as Group)}
            data-testid="savings-group-by"
          />
        </div>
        <div className="field">
          <SrmSelect
            id="savings-kind"
            label={t('savings.eventType')}
            value={kind}
            placeholder={t('savings.allKinds')}
            options={KINDS.map((k) => ({ value: k, label: t(`savings.kind.${k}` as TextKey) }))}
            onChange={(e) => setKind(String((e.target as unknown as { value: unknown }).value ?? ''))}
          />
        </div>
        <p className="muted" style={{ flexBasis: '100%' }}>
          {t('savings.note')}
        </p>
      </div>
      {error ? <ScreenError error={error} /> : null}
      {!error && !report ? <ScreenLoading /> : null}
      {report && !report.groups.length ? <ScreenEmpty>{t('savings.none')}</ScreenEmpty> : null}
      {report?.groups.length ? (
        <>
          <div className="card" data-testid="savings-totals">
            <h2 className="section-title">{t('savings.totals')}</h2>
            <dl className="savings-totals" style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 32px', margin: 0 }}>
              {SUMS.map(([key, text]) => (
                <div key={key}>
                  <dt className="muted">{t(text)}</dt>
                  <dd style={{ margin: 0, fontWeight: 600 }} data-testid={`savings-total-${key}`}>
                    {money(report.totals[key])}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="card">
            <h2 className="section-title">{t('savings.byMonth')}</h2>
            {byMonth ? <SrmChartBox option={byMonth} label={t('savings.byMonth')} data-testid="savings-by-month" /> : null}
          </div>
          <div className="card">
            <h2 className="section-title">{t('savings.byCategory')}</h2>
            {byCategory ? <SrmChartBox option={byCategory} label={t('savings.byCategory')} data-testid="savings-by-category" /> : null}
          </div>
          <div className="card price-table-box">
            <h2 className="section-title">{t('savings.groups')}</h2>
            <SrmDataGrid
              data-testid="savings-groups"
              aria-label={t('savings.groups')}
              rows={report.groups as GridRow[]}
              columns={groupColumns}
              rowKey="groupKey"
              sequenceHidden
              readonly
              configHidden
              autoHeight
            />
          </div>
        </>
      ) : null}
      {lines?.length ? (
        <div className="card price-table-box">
          <div className="toolbar">
            <h2 className="section-title">{t('savings.lines')}</h2>
            {granted(page.menu, 'btnExport') ? (
              <button type="button" className="btn" onClick={() => void exportLines()} data-testid="savings-export">
                {exportName}
              </button>
            ) : null}
          </div>
          <SrmDataGrid
            data-testid="savings-lines"
            aria-label={t('savings.lines')}
            rows={lines as GridRow[]}
            columns={lineColumns}
            rowKey="savingsId"
            sequenceHidden
            readonly
            configHidden
            autoHeight={lines.length <= 15}
          />
        </div>
      ) : null}
    </div>
  );
}
