/**
 * Home of INSIDE users: to-do and done lists with the handled button, shortcut
 * tiles stored on the server, announcements, notifications, the operation guide
 * and charts computed from the real data (with an honest empty state).
 */
import { useCallback, useMemo } from 'react';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { api } from '../lib/api.ts';
import { chartsQuestion, pendingPath } from '../lib/home-questions.ts';
import { t, useLang } from '../lib/i18n.ts';
import { mainUrl } from '../lib/router.ts';
import { getSession, isExpertUser } from '../lib/session.ts';
import { useShared } from '../lib/shared-query.ts';
import { useShell } from '../shell/data.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { SrmTodoPanel } from '@srm/elements/react/srm-todo-panel.ts';
import type { PendingItem } from '@srm/elements/components/todo-panel/todo-panel.ts';
import { DeliveryAccuracyChart, type DeliveryMonth } from './DeliveryAccuracyChart.tsx';
import { Guide, NoticeList, NotificationCard, Shortcuts, useTodoLists, Welcome } from './HomeParts.tsx';

/** The answer of homeRestful/charts (packages/api/src/portal/home-charts.ts); a series the user may not read is null. */
interface HomeCharts {
  supplierStatus: { status: string; count: number }[] | null;
  warnings: { blacklisted: number; quit: number; registeredPotential: number } | null;
  delivery: DeliveryMonth[] | null;
}

/** What a failed call shows: the charts' empty states rather than a loading forever. */
const NO_CHARTS: HomeCharts = { supplierStatus: [], warnings: null, delivery: [] };

export default function InternalHome() {
  const shell = useShell();
  const user = getSession()!.user;
  const { todo, done, todoCount, showDone } = useTodoLists();

  const handle = useCallback(async (item: PendingItem) => {
    await api.post(`${pendingPath()}/saveOrUpdate`, {
      interiorPendingId: item.interiorPendingId,
      versionNum: item.versionNum,
      handleFlag: 'Y',
      handleDate: formatDate(new Date(), DATE_PATTERNS.datetime),
    });
    // Announced like a hub message: the lists and the badge are asked again, once.
    window.dispatchEvent(new CustomEvent('srm-counts-changed'));
  }, []);

  return (
    <div className="page home" data-home="internal">
      <Welcome title={t('home.welcome', { name: user.userFullName ?? user.userName })} counts={[{ label: t('home.todoCount'), value: todoCount }]} />
      <SrmTodoPanel
        todoItems={todo}
        doneItems={done}
        billTypes={shell.lookups.SYS_TOBEDO ?? []}
        handle={handle}
        onSrmTodoTabChange={(e) => e.detail.tab === 'done' && showDone()}
        onSrmTodoOpen={(e) => e.detail.item.billLink && shell.open(`/main/${e.detail.item.billLink}`)}
        onSrmTodoMore={(e) => {
          const list = e.detail.list;
          if (list === 'todo' || list === 'done') shell.open(mainUrl('pending/interiorPendingMore', { handleFlag: list === 'done' ? 'Y' : undefined }));
          else if (list === 'notice') shell.open(mainUrl('notice/noticeMore'));
          // The operation guide's "more": the help articles (screens/admin-console).
          else if (list === 'guidelines') shell.open(mainUrl('helpCenter'));
        }}
      >
        <NoticeList slot="notices" />
        <Guide slot="guidelines" />
        <Shortcuts slot="shortcuts" local={false} />
      </SrmTodoPanel>
      <div className="home-row">
        <NotificationCard />
        {isExpertUser() ? null : <Charts />}
      </div>
    </div>
  );
}

function Charts() {
  const shell = useShell();
  const lang = useLang();
  // Every chart of the home in one call.
  const answer = useShared<HomeCharts>(chartsQuestion());
  const charts = useMemo(() => answer.envelope?.data ?? (answer.error ? NO_CHARTS : undefined), [answer]);
  const statusLookup = shell.lookups.POS_SUPPLIER_STATUS;
  const status = useMemo(() => {
    if (!charts) return null;
    // Every status of the lookup gets its bar, in the lookup's order, 0 where none is in it.
    const n = (code: string) => charts.supplierStatus?.find((s) => s.status === code)?.count ?? 0;
    return (statusLookup ?? []).map((e) => ({ code: e.lookupCode, n: n(e.lookupCode) }));
  }, [charts, statusLookup]);
  const warnings = useMemo(
    () =>
      charts
        ? charts.warnings
          ? [
              { label: t('home.warnBlacklist'), n: charts.warnings.blacklisted },
              { label: t('home.warnQuit'), n: charts.warnings.quit },
              { label: t('home.warnPotential'), n: charts.warnings.registeredPotential },
            ]
          : []
        : null,
    // lang: the labels follow the language.
    [charts, lang],
  );

  const statusOption = useMemo(() => {
    const meaning = (code: string) => statusLookup?.find((e) => e.lookupCode === code)?.meaning ?? code;
    return status?.some((s) => s.n)
      ? barChart(
          status.map((s) => meaning(s.code)),
          status.map((s) => s.n),
          '#1677ff',
          lang,
        )
      : null;
  }, [status, lang, statusLookup]);
  const warningOption = useMemo(
    () =>
      warnings?.some((w) => w.n)
        ? barChart(
            warnings.map((w) => w.label),
            warnings.map((w) => w.n),
            '#fa8c16',
            lang,
          )
        : null,
    [warnings, lang],
  );

  return (
    <section className="card home-card charts" aria-labelledby="home-charts">
      <div className="card-head">
        <h2 id="home-charts">{t('home.charts')}</h2>
      </div>
      <div className="chart-grid">
        <figure>
          <figcaption>{t('home.chartSuppliers')}</figcaption>
          {statusOption ? (
            <SrmChartBox option={statusOption} label={t('home.chartSuppliers')} />
          ) : (
            <div className="chart-empty">{status ? t('common.empty') : t('common.loading')}</div>
          )}
        </figure>
        <figure>
          <figcaption>{t('home.chartWarnings')}</figcaption>
          {warningOption ? (
            <SrmChartBox option={warningOption} label={t('home.chartWarnings')} />
          ) : (
            <div className="chart-empty">{warnings ? t('home.chartNoWarnings') : t('common.loading')}</div>
          )}
        </figure>
        <figure>
          <figcaption>{t('home.chartDelivery')}</figcaption>
          <DeliveryAccuracyChart months={charts ? (charts.delivery ?? []) : null} />
        </figure>
      </div>
    </section>
  );
}

function barChart(labels: string[], values: number[], color: string, lang: string) {
  return {
    grid: { left: 36, right: 12, top: 16, bottom: 28 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: labels, axisTick: { show: false }, axisLabel: { interval: 0, fontSize: 11, rotate: lang === 'EN' ? 20 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', data: values, barMaxWidth: 36, itemStyle: { color, borderRadius: [3, 3, 0, 0] } }],
  };
}
