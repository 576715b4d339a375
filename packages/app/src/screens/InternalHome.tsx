/**
 * Home of INSIDE users: to-do and done lists with the handled button, shortcut
 * tiles stored on the server, announcements, notifications, the operation guide
 * and charts computed from the real data (with an honest empty state).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { api } from '../lib/api.ts';
import { t, useLang } from '../lib/i18n.ts';
import { mainUrl } from '../lib/router.ts';
import { getSession } from '../lib/session.ts';
import { useShell } from '../shell/data.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { SrmTodoPanel } from '@srm/elements/react/srm-todo-panel.ts';
import type { PendingItem } from '@srm/elements/components/todo-panel/todo-panel.ts';
import { DeliveryAccuracyChart } from './DeliveryAccuracyChart.tsx';
import { Guide, NoticeList, NotificationCard, Shortcuts, useLive, Welcome } from './HomeParts.tsx';
import type { Row } from './entity-ui.ts';

const PENDING = '/api/baseServer/v1/interiorPendingRestful';
export const TODO_ROWS = 999;
export const DONE_ROWS = 20;

export default function InternalHome() {
  const shell = useShell();
  const lang = useLang();
  const user = getSession()!.user;
  const [todo, setTodo] = useState<PendingItem[]>([]);
  const [done, setDone] = useState<PendingItem[]>([]);
  const [todoCount, setTodoCount] = useState(0);

  const load = useCallback(async () => {
    try {
      const [a, b] = await Promise.all([
        // SPEC 9: up to 999 to-dos in one call (the definition allows this list that page size).
        api.post<PendingItem[]>(`${PENDING}/listByPage`, { pageIndex: 1, pageRows: TODO_ROWS, handleFlag: 'N', cancelFlag: 'N', exactCount: true }),
        api.post<PendingItem[]>(`${PENDING}/listByPage`, { pageIndex: 1, pageRows: DONE_ROWS, handleFlag: 'Y', cancelFlag: 'N', sort: '-handleDate' }),
      ]);
      setTodo(a.data);
      setDone(b.data);
      setTodoCount(a.count ?? a.data.length);
    } catch {
      /* the panel shows its empty state */
    }
  }, []);
  useEffect(() => void load(), [load, lang]);
  useLive('pending', () => void load());

  const handle = useCallback(
    async (item: PendingItem) => {
      await api.post(`${PENDING}/saveOrUpdate`, {
        interiorPendingId: item.interiorPendingId,
        versionNum: item.versionNum,
        handleFlag: 'Y',
        handleDate: formatDate(new Date(), DATE_PATTERNS.datetime),
      });
      window.dispatchEvent(new CustomEvent('srm-counts-changed'));
      window.setTimeout(() => void load(), 600);
    },
    [load],
  );

  return (
    <div className="page home" data-home="internal">
      <Welcome title={t('home.welcome', { name: user.userFullName ?? user.userName })} counts={[{ label: t('home.todoCount'), value: todoCount }]} />
      <SrmTodoPanel
        todoItems={todo}
        doneItems={done}
        billTypes={shell.lookups.SYS_TOBEDO ?? []}
        handle={handle}
        onSrmTodoOpen={(e) => e.detail.item.billLink && shell.open(`/main/${e.detail.item.billLink}`)}
        onSrmTodoMore={(e) => {
          const list = e.detail.list;
          if (list === 'todo' || list === 'done') shell.open(mainUrl('pending/interiorPendingMore', { handleFlag: list === 'done' ? 'Y' : undefined }));
          else if (list === 'notice') shell.open(mainUrl('notice/noticeMore'));
        }}
      >
        <NoticeList slot="notices" />
        <Guide slot="guidelines" />
        <Shortcuts slot="shortcuts" local={false} />
      </SrmTodoPanel>
      <div className="home-row">
        <NotificationCard />
        <Charts />
      </div>
    </div>
  );
}

function Charts() {
  const shell = useShell();
  const lang = useLang();
  const [status, setStatus] = useState<{ code: string; n: number }[] | null>(null);
  const [warnings, setWarnings] = useState<{ label: string; n: number }[] | null>(null);
  useEffect(() => {
    const def = getEntity('supplierInfo');
    const count = async (params: Row) =>
      (await api.post<{ count: number; groups?: { value: string; count: number }[] }>(restPath(def, 'listCount'), params)).data;
    const codes = (shell.lookups.POS_SUPPLIER_STATUS ?? []).map((e) => e.lookupCode);
    if (!codes.length) return;
    // One grouped count gives every status bar; the warnings need two more.
    void Promise.all([
      count({ groupBy: 'supplierStatus' }),
      count({ blacklistFlag: 'Y' }),
      count({ supplierStatus: 'POTENTIAL', sourceCode: 'REGISTER' }),
    ]).then(
      ([byStatus, blacklisted, registered]) => {
        const n = (code: string) => byStatus.groups?.find((g) => g.value === code)?.count ?? 0;
        setStatus(codes.map((code) => ({ code, n: n(code) })));
        setWarnings([
          { label: t('home.warnBlacklist'), n: blacklisted.count },
          { label: t('home.warnQuit'), n: n('QUIT') },
          { label: t('home.warnPotential'), n: registered.count },
        ]);
      },
      () => {
        setStatus([]);
        setWarnings([]);
      },
    );
  }, [shell.lookups, lang]);

  const statusLookup = shell.lookups.POS_SUPPLIER_STATUS;
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
          <DeliveryAccuracyChart />
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
