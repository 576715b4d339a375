/**
 * viewDynamicReport/<code>: a published dynamic report. Its parameters as a
 * form (text, number, lookup, a date range as two dates), its rows paged by
 * the server in the caller's scope with the footer sums, an export of the
 * whole result (exportDynamicReport) and a background export listed in
 * reportBackExportList. `viewDynamicReport` alone lists the reports the
 * reader's menus open.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { DATE_PATTERNS, formatDate } from '@srm/domain/dates.ts';
import { formatNumber } from '@srm/values/numbers.ts';
import type { GridApiParams, GridApiResult, GridColumnDef, GridRow } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { SrmDatePicker } from '@srm/elements/react/srm-date-picker.ts';
import { SrmLookupSelect } from '@srm/elements/react/srm-lookup-select.ts';
import { api } from '../../lib/api.ts';
import { downloadPost } from '../../lib/files.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { go, mainUrl } from '../../lib/router.ts';
import { menuOfPath, usePage, useShell } from '../../shell/data.ts';
import { Loaded, ScreenEmpty, ScreenError } from '../ScreenState.tsx';

const REPORT = getEntity('reportDefinition');
const BACK = getEntity('reportBackExport');

type Row = Record<string, unknown>;
interface Param {
  paramName: string;
  paramLabel: string;
  paramLabelEn: string | null;
  paramType: string;
  requiredFlag: string;
  lookupType: string | null;
}
interface Column {
  columnName: string;
  columnTitle: string;
  columnTitleEn: string | null;
  columnWidth: number | null;
  footerType: string | null;
  visibleFlag: string | null;
  dataType?: string | null;
}
interface Report {
  reportCode: string;
  reportName: string;
  reportNameEn: string | null;
  parameters: Param[];
  columns: Column[];
}
interface Result {
  columns: { columnName: string; kind: string }[];
  rows: Row[];
  count: number;
  countCapped: boolean;
  footer: Record<string, number | null>;
}

/** A column's kind from its database type, as the server reads it (report/sandbox.ts kindOf), until a run answers it. */
function kindOfType(dataType: string | null | undefined): string {
  const type = (dataType ?? '').toLowerCase();
  if (/^(smallint|integer|int|bigint|numeric|decimal|real|double precision|money)/.test(type)) return 'number';
  if (type === 'date') return 'date';
  if (type.startsWith('timestamp')) return 'datetime';
  return 'text';
}

/** The names a run sends for a parameter: a date range is two. */
const namesOf = (p: Param) => (p.paramType === 'DATE_RANGE' ? [`${p.paramName}From`, `${p.paramName}To`] : [p.paramName]);

/**
 * The grid's columns: the definition's width where it gives one, else the grid fits codes, numbers and dates whole
 * (a date from its pattern's sample) and names up to its cap, whole on hover.
 */
const sampleOf = (pattern: 'date' | 'datetime') => DATE_PATTERNS[pattern].replace(/[A-Za-z]/g, '0');

function gridColumn(name: string, title: string, kind: string, width: number | null): GridColumnDef {
  const col: GridColumnDef = { key: name, title, resizable: true };
  if (kind === 'number') return { ...col, editType: 'number', width: width ?? undefined };
  if (kind === 'date') return { ...col, editType: 'slot', sample: sampleOf('date'), render: ({ row }) => formatDate(row[name], DATE_PATTERNS.date) };
  if (kind === 'datetime')
    return { ...col, editType: 'slot', sample: sampleOf('datetime'), render: ({ row }) => formatDate(row[name], DATE_PATTERNS.datetime) };
  return { ...col, width: width ?? undefined, ellipsis: true };
}

export default function ViewDynamicReport() {
  const page = usePage();
  const code = page.path.split('/')[1] ?? '';
  return code ? <ReportView code={decodeURIComponent(code)} /> : <ReportIndex />;
}

function ReportIndex() {
  const shell = useShell();
  const published = shell.menus.filter((m) => m.menuType === 'PAGE' && m.htmlUrl?.startsWith('viewDynamicReport/'));
  return (
    <div className="card">
      <h2 className="section-title">{t('report.reports')}</h2>
      {published.length ? (
        <ul data-testid="report-index">
          {published.map((m) => (
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
        <ScreenEmpty>{t('report.noReports')}</ScreenEmpty>
      )}
    </div>
  );
}

function ReportView({ code }: { code: string }) {
  const [report, setReport] = useState<Report | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    setError(null);
    api.data<Report>(restPath(REPORT, 'findByReportCode'), { reportCode: code }).then(setReport, setError);
  }, [code]);
  useEffect(load, [load]);
  return (
    <Loaded data={report} error={error} onRetry={load}>
      {(r) => <ReportRun key={r.reportCode} code={code} report={r} />}
    </Loaded>
  );
}

/**
 * The form and the grid of one report. It runs on open when no parameter is required (every parameter left
 * empty is left out of the run); a report with required parameters shows its form and an empty grid naming them.
 */
function ReportRun({ code, report }: { code: string; report: Report }) {
  const lang = useLang();
  const shell = useShell();
  const page = usePage();
  const menu = menuOfPath(shell.menus, page.path);
  const canExport = !!menu?.resources.some((r) => r.resourceCode === 'btnExport');
  const [values, setValues] = useState<Record<string, string>>({});
  const pLabel = (p: Param) => (lang === 'EN' && p.paramLabelEn) || p.paramLabel;
  const missingOf = (given: Record<string, string>) => report.parameters.filter((p) => p.requiredFlag === 'Y' && namesOf(p).some((n) => !given[n]?.trim()));
  // The parameters of the run the grid shows; null while a required one is still empty.
  const [search, setSearch] = useState<{ params: Record<string, string> } | null>(() => (missingOf({}).length ? null : { params: {} }));
  const [missing, setMissing] = useState<Param[]>(() => missingOf({}));
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');

  const params = useMemo(() => Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')), [values]);
  const run = () => {
    setNotice('');
    const left = missingOf(params);
    setMissing(left);
    if (left.length) {
      setSearch(null);
      setResult(null);
      return;
    }
    setSearch({ params });
  };

  const gridApi = useCallback(
    async (p: GridApiParams): Promise<GridApiResult> => {
      setError(null);
      try {
        const r = await api.data<Result>(restPath(REPORT, 'listDynamicReportByPage'), {
          reportCode: code,
          params: (p.params as Record<string, string> | undefined) ?? {},
          pageIndex: p.pageIndex,
          pageRows: p.pageRows,
        });
        setResult(r);
        return { rows: r.rows as GridRow[], count: r.count, countCapped: r.countCapped };
      } catch (err) {
        setError(err);
        setResult(null);
        throw err;
      }
    },
    [code],
  );

  // The definition's visible columns; a report without any shows the columns its SQL answers.
  const columns = useMemo(() => {
    const kinds = new Map(result?.columns.map((c) => [c.columnName, c.kind]) ?? []);
    const configured = report.columns.filter((c) => c.visibleFlag !== 'N' && (!result || kinds.has(c.columnName)));
    if (configured.length)
      return configured.map((c) => ({
        name: c.columnName,
        footer: c.footerType,
        def: gridColumn(c.columnName, (lang === 'EN' && c.columnTitleEn) || c.columnTitle, kinds.get(c.columnName) ?? kindOfType(c.dataType), c.columnWidth),
      }));
    return (result?.columns ?? []).map((c) => ({
      name: c.columnName,
      footer: null as string | null,
      def: gridColumn(c.columnName, c.columnName, c.kind, null),
    }));
  }, [result, report, lang]);
  const columnDefs = useMemo(() => columns.map((c) => c.def), [columns]);
  const footers = result ? columns.filter((c) => c.footer && result.footer[c.name] !== undefined) : [];

  const exportNow = async () => {
    setError(null);
    try {
      await downloadPost('/api/reportServer/v1/baseReportDefinitionRestful/exportDynamicReport', { reportCode: code, params }, `${code}.xlsx`);
    } catch (err) {
      setError(err);
    }
  };
  const exportLater = async () => {
    setError(null);
    try {
      await api.data(restPath(BACK, 'doBackExport'), { reportCode: code, params });
      setNotice(t('report.queued'));
    } catch (err) {
      setError(err);
    }
  };

  const title = (lang === 'EN' && report.reportNameEn) || report.reportName;
  const set = (name: string, v: string) => setValues((old) => ({ ...old, [name]: v }));
  const required = (p: Param) => (p.requiredFlag === 'Y' ? ' *' : '');
  const pickedDate = (e: Event) => (e.target as unknown as { value: string }).value;
  return (
    <div className="price-monitor" data-testid="dynamic-report">
      <form
        className="card price-pick"
        style={{ flexWrap: 'wrap', maxWidth: 'none' }}
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        {report.parameters.map((p) =>
          p.paramType === 'DATE_RANGE' ? (
            <fieldset key={p.paramName} className="field" style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className="field-label">
                {pLabel(p)}
                {required(p)}
              </legend>
              <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                <SrmDatePicker
                  accessible-name={`${pLabel(p)} ${t('report.from')}`}
                  value={values[`${p.paramName}From`] ?? ''}
                  required={p.requiredFlag === 'Y'}
                  onChange={(e) => set(`${p.paramName}From`, pickedDate(e))}
                  data-testid={`param-${p.paramName}From`}
                />
                <span aria-hidden="true">~</span>
                <SrmDatePicker
                  accessible-name={`${pLabel(p)} ${t('report.to')}`}
                  value={values[`${p.paramName}To`] ?? ''}
                  required={p.requiredFlag === 'Y'}
                  onChange={(e) => set(`${p.paramName}To`, pickedDate(e))}
                  data-testid={`param-${p.paramName}To`}
                />
              </span>
            </fieldset>
          ) : p.paramType === 'LOOKUP' && p.lookupType ? (
            <div key={p.paramName} className="field">
              <span className="field-label">
                {pLabel(p)}
                {required(p)}
              </span>
              <SrmLookupSelect
                accessibleName={pLabel(p)}
                entries={shell.lookups[p.lookupType] ?? []}
                value={values[p.paramName] || null}
                required={p.requiredFlag === 'Y'}
                clearable
                onChange={(e) => set(p.paramName, String((e.target as unknown as { value: unknown }).value ?? ''))}
                data-testid={`param-${p.paramName}`}
              />
            </div>
          ) : (
            <label key={p.paramName} className="field">
              <span className="field-label">
                {pLabel(p)}
                {required(p)}
              </span>
              <input
                inputMode={p.paramType === 'NUMBER' ? 'decimal' : undefined}
                className={p.paramType === 'NUMBER' ? 'num' : undefined}
                required={p.requiredFlag === 'Y'}
                value={values[p.paramName] ?? ''}
                onChange={(e) => set(p.paramName, e.target.value)}
                data-testid={`param-${p.paramName}`}
              />
            </label>
          ),
        )}
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
          <button type="submit" className="btn btn-primary" data-testid="report-run">
            {t('report.query')}
          </button>
          <button type="button" className="btn" onClick={() => setValues({})}>
            {t('report.reset')}
          </button>
          {canExport ? (
            <>
              <button type="button" className="btn" onClick={() => void exportNow()} data-testid="report-export">
                {t('report.export')}
              </button>
              <button type="button" className="btn" onClick={() => void exportLater()} data-testid="report-back-export">
                {t('report.exportInBackground')}
              </button>
            </>
          ) : null}
        </div>
      </form>
      {error ? <ScreenError error={error} /> : null}
      {notice ? (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      ) : null}
      <section className="card price-table-box" aria-label={title}>
        {missing.length ? <ScreenEmpty>{t('report.fillRequired', { names: missing.map(pLabel).join(t('report.listSeparator')) })}</ScreenEmpty> : null}
        <SrmDataGrid
          data-testid="report-table"
          api={search ? gridApi : null}
          rows={search ? undefined : []}
          searchParams={search ?? {}}
          columns={columnDefs}
          tableName={`dynamicReport.${code}`}
          configHidden
          readonly
        />
        {footers.length ? (
          <p className="report-footer" data-testid="report-footer">
            {footers.map((c) => (
              <span key={c.name} style={{ marginRight: 16 }}>
                {t('report.totalOf', { title: c.def.title, value: formatNumber(result?.footer[c.name]) })}
              </span>
            ))}
          </p>
        ) : null}
      </section>
    </div>
  );
}
