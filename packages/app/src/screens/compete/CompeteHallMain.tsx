/**
 * competeHallMain: the buyer's hall. Every offer as it arrives, the ranking per
 * material, the turn's clock and its control (start, pause, extend, next,
 * close), a live price-over-time chart, and the log's verification.
 */
import { useMemo, useState } from 'react';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { useLang } from '../../lib/i18n.ts';
import { mainUrl } from '../../lib/router.ts';
import { useShell } from '../../shell/data.ts';
import { ct } from './texts.ts';
import { clock, useHall, useRemaining, type HallView, type LiveOffer } from './hall-socket.ts';
import { ConnectionBadge, OfferTable, StatusLine, VerifyButton, type Bidder } from './parts.tsx';
import { NoticeBoard } from './NoticeBoard.tsx';

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
    yAxis: { type: 'value', scale: true, name: ct('price') },
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
          {ct('hall')}: {hall?.competeNumber} {hall?.competeTitle}
        </h1>
        <StatusLine hall={hall} remaining={clock(remaining)} offsetMs={offsetMs} />
        <ConnectionBadge connection={connection} />
        <div className="toolbar" role="toolbar" aria-label={ct('hall')}>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !(status === 'PUBLISHED' || status === 'READY' || turnStatus === 'PAUSED')}
            onClick={() => void control('start')}
          >
            {ct('start')}
          </button>
          <button type="button" className="btn" disabled={busy || turnStatus !== 'RUNNING' || status !== 'IN_TURN'} onClick={() => void control('pause')}>
            {ct('pause')}
          </button>
          <button type="button" className="btn" disabled={busy || status !== 'IN_TURN'} onClick={() => void control('extend', { seconds: 60 })}>
            {ct('extend')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={busy || !(status === 'IN_TURN' || status === 'BETWEEN_TURNS') || hall?.currentTurn >= hall?.turnCount}
            onClick={() => void control('next')}
          >
            {ct('next')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy || !['PUBLISHED', 'READY', 'IN_TURN', 'BETWEEN_TURNS'].includes(status)}
            onClick={() => void control('close')}
          >
            {ct('close')}
          </button>
          <VerifyButton competeHeaderId={competeHeaderId} />
          <a
            className="btn btn-link"
            href={mainUrl('competeOfferDetail', { id: String(competeHeaderId) })}
            onClick={(e) => (e.preventDefault(), shell.open(mainUrl('competeOfferDetail', { id: String(competeHeaderId) })))}
          >
            {ct('replay')}
          </a>
          {['CLOSED', 'AWARDING', 'AWARDED', 'COMPLETED'].includes(status) ? (
            <a
              className="btn btn-link"
              data-testid="compete-award-link"
              href={mainUrl('competeAwardSummary', { id: String(competeHeaderId) })}
              onClick={(e) => (e.preventDefault(), shell.open(mainUrl('competeAwardSummary', { id: String(competeHeaderId) })))}
            >
              {ct('award')}
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
            {item.itemCode} {item.itemName} · {ct('ceiling')} {item.ceiling}
          </h2>
          <table className="award-table" data-testid={`ranking-${item.lineNumber}`}>
            <caption className="sr-only">{ct('rank')}</caption>
            <thead>
              <tr>
                <th scope="col">{ct('rank')}</th>
                <th scope="col">{ct('label')}</th>
                <th scope="col">{ct('bidder')}</th>
                <th scope="col" className="num">
                  {ct('price')}
                </th>
                <th scope="col" className="num">
                  {ct('offers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {item.standings.length ? (
                item.standings.map((s: HallView) => (
                  <tr key={s.supplierId}>
                    <td>{s.rank}</td>
                    <td>{s.bidderLabel}</td>
                    <td>{s.supplierName}</td>
                    <td className="num">{s.price.toFixed(2)}</td>
                    <td className="num">{s.offers}</td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={5} className="muted">
                    {ct('none')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      ))}
      <div className="card">
        <h2 className="section-title">{ct('chart')}</h2>
        {option ? <SrmChartBox option={option} label={ct('chart')} data-testid="compete-chart" /> : <p className="muted">{ct('none')}</p>}
      </div>
      <div className="card">
        <h2 className="section-title">{ct('live')}</h2>
        <OfferTable
          rows={[...offers].reverse().map((o) => {
            const b = bidders.find((x) => x.supplierId === o.supplierId);
            return { ...o, offerId: o.offerId ?? o.seq, bidderLabel: b?.bidderLabel ?? '', supplierName: b?.supplierName ?? String(o.supplierId ?? '') };
          })}
          caption={ct('live')}
          testId="compete-live"
          lineName={lineName}
        />
      </div>
    </div>
  );
}
