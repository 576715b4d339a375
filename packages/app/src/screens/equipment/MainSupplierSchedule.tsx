/**
 * mainSupplierScheduleList: each open order's production steps as a Gantt
 * chart (planned bars beside actual ones, the order's need-by date marked,
 * late and overdue steps in red) over the rows of eqpMainSchedule, which the
 * server scopes (a supplier its own orders, a buyer its organisations), with
 * the same rows in a table beside it for those who do not read the chart.
 */
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { fieldOf, getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { FieldDef } from '@srm/domain/entity/types.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import type { GridColumnDef } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { api } from '../../lib/api.ts';
import { listColumnNames } from '../../lib/entity-grid.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { usePage, useShell } from '../../shell/data.ts';
import { gridColumns } from '../entity-ui.ts';
import { ScreenEmpty, ScreenError, ScreenLoading } from '../ScreenState.tsx';
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
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    setRows(null);
    setError(null);
    const params = {
      pageIndex: 1,
      pageRows: PAGE_ROWS,
      ...(poNumber.trim() ? { poNumber: poNumber.trim() } : {}),
      ...(lateOnly ? { scheduleState: 'LATE' } : {}),
    };
    const timer = window.setTimeout(() => {
      api.data<ScheduleRow[]>(restPath(SCHEDULE, 'listByPage'), params).then(setRows, setError);
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
      {error ? <ScreenError error={error} /> : null}
      {!error && !rows ? <ScreenLoading /> : null}
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
              <ScreenEmpty>{t('admin.schedule.none')}</ScreenEmpty>
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

/** A step's state, red when it is late or overdue, marked with its order, step and state so a reader of the page finds the row. */
function stateCell(row: ScheduleRow, text: string): HTMLElement {
  const cell = document.createElement('span');
  cell.textContent = text;
  cell.dataset.state = String(row.scheduleState ?? '');
  cell.dataset.po = String(row.poNumber ?? '');
  cell.dataset.step = String(row.stepName ?? '');
  if (RED_STATES.has(String(row.scheduleState))) Object.assign(cell.style, { color: '#cf1322', fontWeight: '600' });
  return cell;
}

/** The chart's rows as a grid, in the chart's order, for those who do not read the chart. */
function ScheduleTable({ rows, stateName }: { rows: ScheduleRow[]; stateName: (code: unknown) => string }) {
  // A supplier's user is not shown its own name on every row (screens/viewer-fields.ts).
  const columns = gridColumns(SCHEDULE, listColumnNames(SCHEDULE, COLUMNS)).map((c): GridColumnDef => {
    if (c.key === 'stepName') return { ...c, editType: 'slot', sortable: false, render: ({ row }) => `${row.lineNumber}. ${row.stepName}` };
    if (c.key === 'scheduleState')
      return { ...c, editType: 'slot', sortable: false, render: ({ row }) => stateCell(row as ScheduleRow, stateName(row.scheduleState)) };
    // Order numbers and names in full: a cut number reads like another order's.
    if (c.key === 'poNumber') return { ...c, sortable: false, width: 170 };
    if (c.key === 'supplierName') return { ...c, sortable: false, width: 220 };
    return { ...c, sortable: false };
  });
  return <SrmDataGrid data-testid="schedule-table" rows={rows} columns={columns} rowKey="processLineId" readonly autoHeight configHidden paginationHidden />;
}
