/**
 * viewDynamicReport/<code>: a published dynamic report. Its parameters as a
 * form (text, number, lookup, a date range as two dates), its rows paged by
 * the server in the caller's scope with the footer sums, an export of the
 * whole result (exportDynamicReport) and a background export listed in
 * reportBackExportList. `viewDynamicReport` alone lists the reports the
 * reader's menus open.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import type { Label } from '@srm/domain/entity/types.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { downloadPost } from '../../lib/files.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { menuOfPath, usePage, useShell } from '../../shell/data.ts';

const REPORT = getEntity('reportDefinition');
const BACK = getEntity('reportBackExport');
const PAGE_ROWS = 20;

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

const TEXTS: Record<string, Label> = {
  query: { zh: '查询', en: 'Run' },
  reset: { zh: '重置', en: 'Reset' },
  export: { zh: '导出', en: 'Export' },
  backExport: { zh: '后台导出', en: 'Export in background' },
  queued: { zh: '已提交后台导出，请在“报表后台导出”中下载', en: 'Queued: download it from Report exports when done' },
  from: { zh: '起', en: 'from' },
  to: { zh: '止', en: 'to' },
  total: { zh: '合计', en: 'Total' },
  rows: { zh: '共{n}行', en: '{n} rows' },
  capped: { zh: '超过{n}行，仅显示前{n}行', en: 'More than {n} rows; the first {n} are shown' },
  none: { zh: '没有符合条件的数据', en: 'No rows match' },
  prev: { zh: '上一页', en: 'Previous' },
  next: { zh: '下一页', en: 'Next' },
  page: { zh: '第{p}页', en: 'Page {p}' },
  reports: { zh: '我的报表', en: 'My reports' },
  noReports: { zh: '您的菜单中没有报表', en: 'No report is on your menus' },
};
const text = (key: string, params: Record<string, unknown> = {}) => label(TEXTS[key]).replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

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
      <h2 className="section-title">{text('reports')}</h2>
      {published.length ? (
        <ul data-testid="report-index">
          {published.map((m) => (
            <li key={m.menuId}>
              <a href={`#/main/${m.htmlUrl}`}>{m.menuName}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{text('noReports')}</p>
      )}
    </div>
  );
}

function ReportView({ code }: { code: string }) {
  const lang = useLang();
  const shell = useShell();
  const page = usePage();
  const menu = menuOfPath(shell.menus, page.path);
  const canExport = !!menu?.resources.some((r) => r.resourceCode === 'btnExport');
  const [report, setReport] = useState<Report | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result | null>(null);
  const [pageIndex, setPageIndex] = useState(1);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.data<Report>(restPath(REPORT, 'findByReportCode'), { reportCode: code }).then(setReport, (err) => setError(errorMessage(err)));
  }, [code]);

  const params = useMemo(() => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')), [values]);
  const run = useCallback(
    (index: number) => {
      setBusy(true);
      setError('');
      setNotice('');
      api
        .data<Result>(restPath(REPORT, 'listDynamicReportByPage'), { reportCode: code, params, pageIndex: index, pageRows: PAGE_ROWS })
        .then(
          (r) => {
            setResult(r);
            setPageIndex(index);
          },
          (err) => setError(errorMessage(err)),
        )
        .finally(() => setBusy(false));
    },
    [code, params],
  );

  const columns = useMemo(() => {
    if (!result) return [];
    const configured = report?.columns.filter((c) => c.visibleFlag !== 'N' && result.columns.some((d) => d.columnName === c.columnName)) ?? [];
    const kinds = new Map(result.columns.map((c) => [c.columnName, c.kind]));
    return (
      configured.length
        ? configured.map((c) => ({
            name: c.columnName,
            title: (lang === 'EN' && c.columnTitleEn) || c.columnTitle,
            width: c.columnWidth ?? 140,
            footer: c.footerType,
          }))
        : result.columns.map((c) => ({ name: c.columnName, title: c.columnName, width: 140, footer: null as string | null }))
    ).map((c) => ({ ...c, num: kinds.get(c.name) === 'number' }));
  }, [result, report, lang]);

  const exportNow = async () => {
    setError('');
    try {
      await downloadPost('/api/reportServer/v1/baseReportDefinitionRestful/exportDynamicReport', { reportCode: code, params }, `${code}.xlsx`);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const exportLater = async () => {
    setError('');
    try {
      await api.data(restPath(BACK, 'doBackExport'), { reportCode: code, params });
      setNotice(text('queued'));
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  if (!report)
    return error ? (
      <div className="alert alert-error" role="alert">
        {error}
      </div>
    ) : (
      <div className="screen-loading" role="status">
        <span className="spinner" />
        {t('common.loading')}
      </div>
    );
  const title = (lang === 'EN' && report.reportNameEn) || report.reportName;
  const pLabel = (p: Param) => (lang === 'EN' && p.paramLabelEn) || p.paramLabel;
  const set = (name: string, v: string) => setValues((old) => ({ ...old, [name]: v }));
  const pages = result ? Math.max(1, Math.ceil(result.count / PAGE_ROWS)) : 1;
  return (
    <div className="price-monitor" data-testid="dynamic-report">
      <form
        className="card price-pick"
        style={{ flexWrap: 'wrap', maxWidth: 'none' }}
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          run(1);
        }}
      >
        {report.parameters.map((p) =>
          p.paramType === 'DATE_RANGE' ? (
            <fieldset key={p.paramName} className="field" style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className="field-label">
                {pLabel(p)}
                {p.requiredFlag === 'Y' ? ' *' : ''}
              </legend>
              <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                <input
                  type="date"
                  aria-label={`${pLabel(p)} ${text('from')}`}
                  value={values[`${p.paramName}From`] ?? ''}
                  onChange={(e) => set(`${p.paramName}From`, e.target.value)}
                  data-testid={`param-${p.paramName}From`}
                />
                <span aria-hidden="true">~</span>
                <input
                  type="date"
                  aria-label={`${pLabel(p)} ${text('to')}`}
                  value={values[`${p.paramName}To`] ?? ''}
                  onChange={(e) => set(`${p.paramName}To`, e.target.value)}
                  data-testid={`param-${p.paramName}To`}
                />
              </span>
            </fieldset>
          ) : p.paramType === 'LOOKUP' && p.lookupType ? (
            <label key={p.paramName} className="field">
              <span className="field-label">{pLabel(p)}</span>
              <select value={values[p.paramName] ?? ''} onChange={(e) => set(p.paramName, e.target.value)} data-testid={`param-${p.paramName}`}>
                <option value="" />
                {(shell.lookups[p.lookupType] ?? []).map((v) => (
                  <option key={v.lookupCode} value={v.lookupCode}>
                    {v.meaning}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <label key={p.paramName} className="field">
              <span className="field-label">{pLabel(p)}</span>
              <input
                type={p.paramType === 'NUMBER' ? 'number' : 'text'}
                value={values[p.paramName] ?? ''}
                onChange={(e) => set(p.paramName, e.target.value)}
                data-testid={`param-${p.paramName}`}
              />
            </label>
          ),
        )}
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="report-run">
            {text('query')}
          </button>
          <button type="button" className="btn" onClick={() => setValues({})}>
            {text('reset')}
          </button>
          {canExport ? (
            <>
              <button type="button" className="btn" onClick={() => void exportNow()} data-testid="report-export">
                {text('export')}
              </button>
              <button type="button" className="btn" onClick={() => void exportLater()} data-testid="report-back-export">
                {text('backExport')}
              </button>
            </>
          ) : null}
        </div>
      </form>
      {error ? (
        <div className="alert alert-error" role="alert" data-testid="report-error">
          {error}
        </div>
      ) : null}
      {notice ? (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      ) : null}
      {result ? (
        <section className="card price-table-box" tabIndex={0} aria-label={title}>
          <p className="muted" data-testid="report-count">
            {text('rows', { n: result.count })}
            {result.countCapped ? ` · ${text('capped', { n: result.count })}` : ''}
          </p>
          {result.rows.length ? (
            <table className="award-table" data-testid="report-table">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.name} scope="col" className={c.num ? 'num' : undefined} style={{ minWidth: c.width }}>
                      {c.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.rows.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows have no key of their own; the page is replaced whole.
                  <tr key={i}>
                    {columns.map((c) => (
                      <td key={c.name} className={c.num ? 'num' : undefined}>
                        {r[c.name] === null || r[c.name] === undefined ? '' : String(r[c.name])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {columns.some((c) => c.footer) ? (
                <tfoot>
                  <tr data-testid="report-footer">
                    {columns.map((c, i) => (
                      <td key={c.name} className={c.num ? 'num' : undefined}>
                        {c.footer ? String(result.footer[c.name] ?? '') : i === 0 ? text('total') : ''}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              ) : null}
            </table>
          ) : (
            <p className="muted">{text('none')}</p>
          )}
          {pages > 1 ? (
            <nav style={{ display: 'flex', gap: 8, alignItems: 'center' }} aria-label={text('page', { p: pageIndex })}>
              <button type="button" className="btn" disabled={pageIndex <= 1 || busy} onClick={() => run(pageIndex - 1)}>
                {text('prev')}
              </button>
              <span>{text('page', { p: `${pageIndex}/${pages}` })}</span>
              <button type="button" className="btn" disabled={pageIndex >= pages || busy} onClick={() => run(pageIndex + 1)}>
                {text('next')}
              </button>
            </nav>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
