/**
 * What the two performance reports share: their filters (organisation,
 * template, period, and suppliers for the trend), the rows of
 * speResultReport those filters find, the grid of them, and the export of
 * the same rows through the engine's export.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fieldOf, getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { FieldDef } from '@srm/domain/entity/types.ts';
import type { GridColumnDef, GridRow } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { SrmDatePicker } from '@srm/elements/react/srm-date-picker.ts';
import { api, errorToast } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { granted, usePage, useShell } from '../../shell/data.ts';
import { gridColumns } from '../entity-ui.ts';
import { RefField } from '../refs/RefField.tsx';

export type Row = Record<string, unknown>;
export const REPORT = getEntity('speResultReport');
export const fieldLabel = (name: string) => label((fieldOf(REPORT, name) as FieldDef).label);

export interface ReportFilter {
  orgId: number | null;
  templateId: number | null;
  periodFrom: string;
  periodTo: string;
  supplierIds: number[];
}
export const NO_FILTER: ReportFilter = { orgId: null, templateId: null, periodFrom: '', periodTo: '', supplierIds: [] };

/**
 * The list parameters of a filter. With no organisation chosen, one row per
 * result (`firstOrgFlag`), so a result of a supplier serving two
 * organisations counts once; with one, the results of the suppliers serving it.
 */
export function reportParams(f: ReportFilter): Row {
  return {
    ...(f.orgId ? { orgId: f.orgId } : { firstOrgFlag: 'Y' }),
    ...(f.templateId ? { templateId: f.templateId } : {}),
    ...(f.periodFrom ? { periodFrom_from: f.periodFrom } : {}),
    ...(f.periodTo ? { periodTo_to: f.periodTo } : {}),
    ...(f.supplierIds.length ? { supplierId: f.supplierIds } : {}),
  };
}

/** The report's rows for a filter (null while loading), and an error to show. */
/** `sort`: filter fields (a constant, so the rows are read once per filter). */
export function useReportRows(filter: ReportFilter, sort?: readonly string[]): { rows: Row[] | null; error: unknown } {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    setRows(null);
    setError(null);
    api
      .data<Row[]>(restPath(REPORT, 'listByPage'), { ...reportParams(filter), pageIndex: 1, pageRows: 999, ...(sort ? { sort } : {}) })
      .then(setRows, setError);
  }, [filter, sort]);
  return { rows, error };
}

export function ReportFilters({ value, onChange, suppliers = false }: { value: ReportFilter; onChange: (f: ReportFilter) => void; suppliers?: boolean }) {
  const ref = (name: 'orgId' | 'templateId') => (
    <div className="field">
      <span id={`perf-report-${name}`} className="field-label">
        {fieldLabel(name)}
      </span>
      <RefField
        id={`perf-report-${name}-pick`}
        labelId={`perf-report-${name}`}
        field={fieldOf(REPORT, name) as FieldDef}
        value={value[name] ?? ''}
        onPick={(rows) => onChange({ ...value, [name]: rows[0] ? Number(rows[0][name]) : null })}
      />
    </div>
  );
  const date = (name: 'periodFrom' | 'periodTo', text: string) => (
    <div className="field">
      <span className="field-label" aria-hidden="true">
        {text}
      </span>
      <SrmDatePicker
        accessible-name={text}
        value={value[name]}
        data-testid={`perf-report-${name}`}
        onChange={(e) => onChange({ ...value, [name]: (e.target as unknown as { value: string }).value })}
      />
    </div>
  );
  return (
    <div className="card price-pick" style={{ flexWrap: 'wrap', maxWidth: 'none' }} data-testid="report-filters">
      {ref('orgId')}
      {ref('templateId')}
      {date('periodFrom', t('perfReport.periodsFrom'))}
      {date('periodTo', t('perfReport.periodsTo'))}
      {suppliers ? (
        <div className="field">
          <span id="perf-report-suppliers" className="field-label">
            {fieldLabel('supplierId')}
          </span>
          <RefField
            id="perf-report-suppliers-pick"
            labelId="perf-report-suppliers"
            field={fieldOf(REPORT, 'supplierId') as FieldDef}
            value={value.supplierIds}
            multiple
            onPick={(rows) => onChange({ ...value, supplierIds: rows.map((r) => Number(r.supplierId)) })}
          />
        </div>
      ) : null}
    </div>
  );
}

const COLUMNS = ['supplierNumber', 'supplierName', 'orgName', 'schemeNumber', 'periodFrom', 'periodTo', 'totalScore', 'grade', 'rankNum'];
/** Up to this many rows the grid is as tall as they are; more scroll within it. */
const FIT_ROWS = 15;
const NAMES = new Set(['supplierName', 'orgName']);

/** The rows under a chart, in the data grid; `grade` shows its meaning ("no grade" for none). */
export function ReportTable({ rows, caption, gradeName }: { rows: Row[]; caption: string; gradeName: (code: unknown) => string }) {
  const lang = useLang();
  const columns = useMemo<GridColumnDef[]>(
    () =>
      gridColumns(REPORT, COLUMNS).map((c) => {
        const key = c.key ?? '';
        // No widths of our own: the grid fits codes, dates and figures whole, and a name up to its cap, whole on hover.
        const col: GridColumnDef = { ...c, sortable: true };
        if (NAMES.has(key)) col.ellipsis = true;
        if (key === 'grade') Object.assign(col, { editType: 'slot', render: ({ row }: { row: GridRow }) => gradeName(row.grade) });
        return col;
      }),
    // lang: the titles follow the reader's language.
    [gradeName, lang],
  );
  return (
    <SrmDataGrid
      data-testid="report-table"
      aria-label={caption}
      rows={rows as GridRow[]}
      columns={columns}
      rowKey="reportRowId"
      sequenceHidden
      readonly
      configHidden
      autoHeight={rows.length <= FIT_ROWS}
    />
  );
}

/** A grade's meaning in the reader's language (POS_SUPPLIER_GRADE), "no grade" for a total below every band. */
export function useGradeName(): (code: unknown) => string {
  const shell = useShell();
  const values = shell.lookups.POS_SUPPLIER_GRADE;
  return useCallback((code: unknown) => (code ? (values?.find((v) => v.lookupCode === code)?.meaning ?? String(code)) : t('perfReport.noGrade')), [values]);
}

/** The export button of the menu's grant: the same rows through the engine's export. */
export function ReportExport({ filter }: { filter: ReportFilter }) {
  const page = usePage();
  if (!granted(page.menu, 'btnExport')) return null;
  const name = page.menu?.resources.find((r) => r.resourceCode === 'btnExport')?.resourceName ?? t('list.export');
  async function run() {
    const fileName = `${page.menu?.menuName ?? label(REPORT.label)}.xlsx`;
    try {
      const res = await fetch('/api/exportServer/v1/exportExcelRestful/exportExcel', {
        method: 'POST',
        headers: await api.headers(),
        body: JSON.stringify({
          requestUrl: restPath(REPORT, 'listByPage'),
          requestParams: { ...reportParams(filter), pageIndex: 1, pageRows: 999 },
          columns: COLUMNS.map((c) => ({ field: c, title: fieldLabel(c) })),
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
  return (
    <button type="button" className="btn" onClick={() => void run()}>
      {name}
    </button>
  );
}
