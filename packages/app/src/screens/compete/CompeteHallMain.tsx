/**
 * competeHallMain: the buyer's hall. Every offer as it arrives, the ranking per
 * material, the turn's clock and its control (start, pause, extend, next,
 * close), a live price-over-time chart, and the log's verification.
 */
import { useMemo, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { formatNumber } from '@srm/values/numbers.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { useLang, t } from '../../lib/i18n.ts';
import { mainUrl } from '../../lib/router.ts';
import { useShell } from '../../shell/data.ts';
import { clock, useHall, useRemaining, type HallView, type LiveOffer } from './hall-socket.ts';
import { ConnectionBadge, OfferTable, StatusLine, VerifyButton, type Bidder } from './parts.tsx';
import { NoticeBoard } from './NoticeBoard.tsx';
import { numberColumn, RowsGrid } from '../RowsGrid.tsx';

const DEF = getEntity('ponCompete');

export function priceChart(offers: LiveOffer[], nameOf: (o: LiveOffer) => string, lineName: (id: number) => string) {
  const series = new Map<string, [string, number][]>();
  for (const o of offers) {
    const key = `${lineName(o.competeLineId)} · ${nameOf(o)}`;
    if (!series.has(key)) series.set(key, []);
    series.get(key)!.push([o.offerTime, o.price]);
  }
  return {
    animation: false,
    grid: { left: 64, right: 24, top: 48, bottom: 32 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', scale: true, name: t('compete.price') },
    series: [...series].map(([name, data]) => ({ name, type: 'line', step: 'end', symbolSize: 6, data })),
  };
}

export default function CompeteHallMain({ competeHeaderId }: { competeHeaderId: number }) {
  useLang();
  const shell = useShell();
  const { hall, offers, connection, offsetMs, error, received, setHall } = useHall(competeHeaderId);
  const remaining = useRemaining(hall, received, offsetMs);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const bidders = (hall?.bidders ?? []) as Bidder[];
  const nameOf = (o: LiveOffer) => {
    const b = bidders.find((x) => x.supplierId === o.supplierId);
    return b ? `${b.bidderLabel} ${b.supplierName}` : String(o.supplierId ?? '');
  };
  const lineName = (id: number) => hall?.items.find((i: HallView) => i.competeLineId === id)?.itemName ?? String(id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names come from the same hall; a new hall redraws
  const option = useMemo(() => (offers.length ? priceChart(offers, nameOf, lineName) : null), [offers, hall]);

  const control = async (action: string, extra: Record<string, unknown> = {}) => {
    setBusy(true);
    setMessage('');
    try {
      setHall(await api.data<HallView>(restPath(DEF, 'doTurnProcess'), { competeHeaderId, action, ...extra }));
    } catch (err) {
      setMessage(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const status = hall?.competeStatus;
  const turnStatus = hall?.turn?.turnStatus;
  return (
    <div className="compete-hall" data-testid="compete-hall-main">
      <div className="card">
        <h1 className="section-title">
          {t('compete.hall')}: {hall?.competeNumber} {hall?.competeTitle}
        </h1>
        <StatusLine hall={hall} remaining={clock(remaining)} offsetMs={offsetMs} />
        <ConnectionBadge connection={connection} />
        <div className="toolbar" role="toolbar" aria-label={t('compete.hall')}>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !(status === 'PUBLISHED' || status === 'READY' || turnStatus === 'PAUSED')}
            onClick={() => void control('start')}
          >
            {t('compete.start')}
          </button>
          <button type="button" className="btn" disabled={busy || turnStatus !== 'RUNNING' || status !== 'IN_TURN'} onClick={() => void control('pause')}>
            {t('compete.pause')}
          </button>
          <button type="button" className="btn" disabled={busy || status !== 'IN_TURN'} onClick={() => void control('extend', { seconds: 60 })}>
            {t('compete.extend')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={busy || !(status === 'IN_TURN' || status === 'BETWEEN_TURNS') || hall?.currentTurn >= hall?.turnCount}
            onClick={() => void control('next')}
          >
            {t('compete.next')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy || !['PUBLISHED', 'READY', 'IN_TURN', 'BETWEEN_TURNS'].includes(status)}
            onClick={() => void control('close')}
          >
            {t('compete.close')}
          </button>
          <VerifyButton competeHeaderId={competeHeaderId} />
          <a
            className="btn btn-link"
            href={mainUrl('competeOfferDetail', { id: String(competeHeaderId) })}
            onClick={(e) => (e.preventDefault(), shell.open(mainUrl('competeOfferDetail', { id: String(competeHeaderId) })))}
          >
            {t('compete.replay')}
          </a>
          {['CLOSED', 'AWARDING', 'AWARDED', 'COMPLETED'].includes(status) ? (
            <a
              className="btn btn-link"
              data-testid="compete-award-link"
              href={mainUrl('competeAwardSummary', { id: String(competeHeaderId) })}
              onClick={(e) => (e.preventDefault(), shell.open(mainUrl('competeAwardSummary', { id: String(competeHeaderId) })))}
            >
              {t('compete.award')}
            </a>
          ) : null}
        </div>
        {message || error ? (
          <div className="alert alert-error" role="alert">
            {message || error}
          </div>
        ) : null}
      </div>
      {hall ? <NoticeBoard hall={hall} onPosted={['PUBLISHED', 'READY', 'IN_TURN', 'BETWEEN_TURNS', 'CLOSED'].includes(status) ? setHall : undefined} /> : null}
      {hall?.items.map((item: HallView) => (
        <div className="card" key={item.competeLineId}>
          <h2 className="section-title">
            {item.itemCode} {item.itemName} · {t('compete.ceiling')} {formatNumber(item.ceiling, 2)}
          </h2>
          <RowsGrid
            rows={item.standings}
            rowKey="supplierId"
            testId={`ranking-${item.lineNumber}`}
            label={`${item.itemName} ${t('compete.rank')}`}
            columns={[
              { key: 'rank', title: t('compete.rank'), width: 80 },
              { key: 'bidderLabel', title: t('compete.label'), width: 90 },
              { key: 'supplierName', title: t('compete.bidder') },
              numberColumn('price', t('compete.price')),
              numberColumn('offers', t('compete.offers'), 0),
            ]}
          />
        </div>
      ))}
      <div className="card">
        <h2 className="section-title">{t('compete.chart')}</h2>
        {option ? <SrmChartBox option={option} label={t('compete.chart')} data-testid="compete-chart" /> : <p className="muted">{t('compete.none')}</p>}
      </div>
      <div className="card">
        <h2 className="section-title">{t('compete.live')}</h2>
        <OfferTable
          rows={[...offers].reverse().map((o) => {
            const b = bidders.find((x) => x.supplierId === o.supplierId);
            return { ...o, offerId: o.offerId ?? o.seq, bidderLabel: b?.bidderLabel ?? '', supplierName: b?.supplierName ?? String(o.supplierId ?? '') };
          })}
          caption={t('compete.live')}
          testId="compete-live"
          lineName={lineName}
        />
      </div>
    </div>
  );
}
