/**
 * mainSupplierScheduleList: each open order's production steps as a Gantt
 * chart (planned bars beside actual ones, the order's need-by date marked,
 * late and overdue steps in red) over the rows of eqpMainSchedule, which the
 * server scopes (a supplier its own orders, a buyer its organisations), with
 * the same rows in a table beside it for those who do not read the chart.
 */
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { fieldOf, getEntity, restPath } from '@srm/domain/entity/registry.ts';
import type { FieldDef } from '@srm/domain/entity/types.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { usePage, useShell } from '../../shell/data.ts';
import { scheduleOption, type ScheduleRow } from './schedule-chart.ts';

const SCHEDULE = getEntity('eqpMainSchedule');
const fieldLabel = (name: string) => label((fieldOf(SCHEDULE, name) as FieldDef).label);
/** What the server answers at most: a chart of more steps than this is not read anyway; the order filter narrows it. */
const PAGE_ROWS = 500;
const COLUMNS = [
  'poNumber',
  'supplierName',
  'stepName',
  'plannedStartDate',
  'plannedFinishDate',
  'actualStartDate',
  'actualFinishDate',
  'needByDate',
  'scheduleState',
  'lateDays',
];
const RED_STATES = new Set(['LATE', 'OVERDUE']);

export default function MainSupplierSchedule() {
  const lang = useLang();
  const shell = useShell();
  const page = usePage();
  const [poNumber, setPoNumber] = useState('');
  const [lateOnly, setLateOnly] = useState(false);
  const [rows, setRows] = useState<ScheduleRow[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    setRows(null);
    setError('');
    const params = {
      pageIndex: 1,
      pageRows: PAGE_ROWS,
      ...(poNumber.trim() ? { poNumber: poNumber.trim() } : {}),
      ...(lateOnly ? { scheduleState: 'LATE' } : {}),
    };
    const timer = window.setTimeout(() => {
      api.data<ScheduleRow[]>(restPath(SCHEDULE, 'listByPage'), params).then(setRows, (err) => setError(errorMessage(err)));
    }, 250);
    return () => window.clearTimeout(timer);
  }, [poNumber, lateOnly]);
  const stateName = useMemo(() => {
    const values = shell.lookups.EQP_SCHEDULE_STATE ?? [];
    return (code: unknown) => values.find((v) => v.lookupCode === code)?.meaning ?? String(code ?? '');
  }, [shell.lookups]);
  // lang: the legend and axis texts follow the reader's language.
  const option = useMemo(() => (rows?.length ? scheduleOption(rows, stateName) : null), [rows, stateName, lang]);
  const title = page.menu?.menuName ?? label(SCHEDULE.label);
  return (
    <div className="price-monitor">
      <div className="card price-pick" style={{ flexWrap: 'wrap', maxWidth: 'none' }}>
        <label className="field">
          <span className="field-label">{fieldLabel('poNumber')}</span>
          <input type="search" value={poNumber} onChange={(e) => setPoNumber(e.target.value)} data-testid="schedule-po" />
        </label>
        <label className="field" style={{ flexDirection: 'row', alignItems: 'center', gap: 6 }}>
          <input type="checkbox" checked={lateOnly} onChange={(e) => setLateOnly(e.target.checked)} />
          <span>{t('admin.schedule.lateOnly')}</span>
        </label>
      </div>
      {error ? (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      ) : null}
      {!error && !rows ? (
        <div className="screen-loading" role="status">
          <span className="spinner" />
          {t('common.loading')}
        </div>
      ) : null}
      {rows ? (
        <div className="price-monitor">
          <div className="card">
            <h2 className="section-title">{t('admin.schedule.chart')}</h2>
            {option ? (
              <SrmChartBox
                option={option}
                label={`${title}: ${t('admin.schedule.chart')}`}
                data-testid="schedule-chart"
                style={{ '--srm-chart-box-height': `${Math.max(240, rows.length * 34 + 90)}px` } as CSSProperties}
              />
            ) : (
              <p className="muted">{t('admin.schedule.none')}</p>
            )}
          </div>
          <section className="card price-table-box" tabIndex={0} aria-label={t('admin.schedule.table')}>
            <h2 className="section-title">{t('admin.schedule.table')}</h2>
            <ScheduleTable rows={rows} stateName={stateName} />
          </section>
        </div>
      ) : null}
    </div>
  );
}

function ScheduleTable({ rows, stateName }: { rows: ScheduleRow[]; stateName: (code: unknown) => string }) {
  return (
    <table className="award-table" data-testid="schedule-table">
      <caption className="sr-only">{t('admin.schedule.table')}</caption>
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c} scope="col" className={c === 'lateDays' ? 'num' : undefined}>
              {fieldLabel(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={String(r.processLineId)} data-state={r.scheduleState}>
            {COLUMNS.map((c) =>
              c === 'scheduleState' ? (
                <td key={c} style={RED_STATES.has(String(r.scheduleState)) ? { color: '#cf1322', fontWeight: 600 } : undefined}>
                  {stateName(r.scheduleState)}
                </td>
              ) : (
                <td key={c} className={c === 'lateDays' ? 'num' : undefined}>
                  {c === 'stepName' ? `${r.lineNumber}. ${r.stepName}` : String(r[c] ?? '')}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
