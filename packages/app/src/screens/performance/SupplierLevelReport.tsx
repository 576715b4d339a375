/**
 * supplierLevelReport: how many suppliers' published results fall in each
 * grade, for an organisation, a template and a period, counted by the server
 * (listCount grouped by grade over speResultReport), with the results below.
 */
import { useEffect, useMemo, useState } from 'react';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { api } from '../../lib/api.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { useShell } from '../../shell/data.ts';
import { ScreenEmpty, ScreenError, ScreenLoading } from '../ScreenState.tsx';
import { NO_FILTER, REPORT, ReportExport, ReportFilters, ReportTable, reportParams, useGradeName, useReportRows, type ReportFilter } from './ReportParts.tsx';

interface Group {
  value: string | null;
  count: number;
}

const BY_GRADE = ['grade'] as const;

export default function SupplierLevelReport() {
  const lang = useLang();
  const shell = useShell();
  const gradeName = useGradeName();
  const [filter, setFilter] = useState<ReportFilter>(NO_FILTER);
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [countError, setCountError] = useState<unknown>(null);
  const { rows, error } = useReportRows(filter, BY_GRADE);
  useEffect(() => {
    setGroups(null);
    setCountError(null);
    api.data<{ groups: Group[] }>(restPath(REPORT, 'listCount'), { ...reportParams(filter), groupBy: 'grade' }).then((d) => setGroups(d.groups), setCountError);
  }, [filter]);
  const option = useMemo(() => {
    if (!groups?.length) return null;
    // Every grade of the lookup, in its order, then results below every band.
    const codes: (string | null)[] = (shell.lookups.POS_SUPPLIER_GRADE ?? []).map((v) => v.lookupCode);
    for (const g of groups) if (!codes.includes(g.value)) codes.push(g.value);
    const count = (code: string | null) => groups.find((g) => g.value === code)?.count ?? 0;
    return {
      grid: { left: 40, right: 24, top: 28, bottom: 28 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: codes.map(gradeName) },
      yAxis: { type: 'value', minInterval: 1, name: t('perfReport.suppliers') },
      series: [
        {
          name: t('perfReport.suppliers'),
          type: 'bar',
          barMaxWidth: 36,
          data: codes.map(count),
          label: { show: true, position: 'top' },
          itemStyle: { color: '#1677ff', borderRadius: [3, 3, 0, 0] },
        },
      ],
    };
    // lang: the grade names and axis texts follow the reader's language.
  }, [groups, shell.lookups, gradeName, lang]);
  const failure = error || countError;
  return (
    <div className="price-monitor">
      <ReportFilters value={filter} onChange={setFilter} />
      {failure ? <ScreenError error={failure} /> : null}
      {!failure && (!rows || !groups) ? <ScreenLoading /> : null}
      {rows && groups ? (
        <>
          <div className="card">
            <h2 className="section-title">{t('perfReport.gradeChart')}</h2>
            {option ? (
              <SrmChartBox option={option} label={t('perfReport.gradeChart')} data-testid="grade-chart" />
            ) : (
              <ScreenEmpty>{t('perfReport.none')}</ScreenEmpty>
            )}
          </div>
          <div className="card price-table-box">
            <div className="toolbar">
              <ReportExport filter={filter} />
            </div>
            <ReportTable rows={rows} caption={t('perfReport.gradeChart')} gradeName={gradeName} />
          </div>
        </>
      ) : null}
    </div>
  );
}
