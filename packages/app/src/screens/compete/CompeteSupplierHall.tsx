/**
 * supplierCompeteDetail: a supplier's hall. Enter with the password, mark
 * ready, watch the server's clock and the time left, offer per material and
 * see the own rank (and, as the turn allows, the best price or the anonymous
 * ladder) change live; the connection state shows, and a dropped connection
 * resumes where it left off.
 */
import { useEffect, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { useLang, t } from '../../lib/i18n.ts';
import { clock, useHall, useRemaining, type HallView } from './hall-socket.ts';
import { ConnectionBadge, StatusLine } from './parts.tsx';
import { NoticeBoard } from './NoticeBoard.tsx';
import { numberColumn, RowsGrid } from '../RowsGrid.tsx';
import { formatNumber } from '@srm/values/numbers.ts';
import { mainUrl } from '../../lib/router.ts';
import { useShell } from '../../shell/data.ts';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';

const DEF = getEntity('ponCompete');

export default function CompeteSupplierHall({ competeHeaderId }: { competeHeaderId: number }) {
  useLang();
  const shell = useShell();
  const [state, setState] = useState<HallView | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [prices, setPrices] = useState<Record<number, string>>({});
  const entered = state?.me?.enteredFlag === 'Y';
  useEffect(() => {
    api.data<HallView>(restPath(DEF, 'doHallState'), { competeHeaderId }).then(setState, setLoadError);
  }, [competeHeaderId]);
  const live = useHall(competeHeaderId, entered);
  const hall = live.hall ?? state;
  const remaining = useRemaining(live.hall, live.received, live.offsetMs);

  const call = async (operation: string, body: Record<string, unknown>) => {
    setMessage(null);
    try {
      return await api.data<HallView>(restPath(DEF, operation), { competeHeaderId, ...body });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err) });
      return null;
    }
  };
  const enter = async () => {
    const answer = await call('doCheckPassword', { password });
    if (answer) setState(answer);
  };
  const ready = async () => {
    const answer = await call('doReady', {});
    if (answer) setState(answer);
  };
  const offer = async (competeLineId: number) => {
    const answer = await call('doOfferPrice', { competeLineId, price: prices[competeLineId] ?? '' });
    if (answer) {
      setMessage({
        ok: true,
        text: t('compete.accepted', { seq: answer.seq }) + (answer.extendedSeconds ? t('compete.extended', { s: answer.extendedSeconds }) : ''),
      });
      setPrices((p) => ({ ...p, [competeLineId]: '' }));
    }
  };

  if (!hall) return loadError ? <ScreenError error={loadError} /> : <ScreenLoading />;
  return (
    <div className="compete-hall" data-testid="compete-supplier-hall">
      <div className="card">
        <h1 className="section-title">
          {t('compete.hall')}: {hall.competeNumber} {hall.competeTitle}
          {hall.me ? ` · ${t('compete.label')} ${hall.me.bidderLabel}` : ''}
        </h1>
        <button type="button" className="btn" data-testid="compete-my-offers" onClick={() => shell.open(mainUrl('supplierOfferDetail', { competeHeaderId }))}>
          {t('compete.myOffers')}
        </button>
        {!entered ? (
          <form
            className="compete-enter"
            onSubmit={(e) => {
              e.preventDefault();
              void enter();
            }}
          >
            <label htmlFor="compete-password">{t('compete.password')}</label>
            <input id="compete-password" type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
            <button type="submit" className="btn btn-primary">
              {t('compete.enter')}
            </button>
          </form>
        ) : (
          <>
            <StatusLine hall={hall} remaining={clock(remaining)} offsetMs={live.offsetMs} />
            <ConnectionBadge connection={live.connection} />
            {hall.me?.readyFlag === 'Y' ? (
              <p data-testid="compete-ready">{t('compete.isReady')}</p>
            ) : (
              <button type="button" className="btn btn-primary" onClick={() => void ready()}>
                {t('compete.ready')}
              </button>
            )}
          </>
        )}
        {message || live.error ? (
          <div className={`alert ${message?.ok ? 'alert-success' : 'alert-error'}`} role={message?.ok ? 'status' : 'alert'} data-testid="compete-message">
            {message?.text ?? live.error}
          </div>
        ) : null}
      </div>
      <NoticeBoard hall={hall} />
      {entered
        ? hall.items.map((item: HallView) => (
            <div className="card" key={item.competeLineId} data-testid={`compete-item-${item.lineNumber}`}>
              <h2 className="section-title">
                {item.itemCode} {item.itemName} · {item.quantity} {item.uomCode ?? ''}
              </h2>
              <dl className="compete-status">
                <dt>{t('compete.ceiling')}</dt>
                <dd>{formatNumber(item.ceiling, 2)}</dd>
                <dt>{t('compete.myPrice')}</dt>
                <dd data-testid="my-price">{item.myPrice === null ? '-' : formatNumber(item.myPrice, 2)}</dd>
                <dt>{t('compete.myRank')}</dt>
                <dd data-testid="my-rank">{item.myRank === null ? '-' : t('compete.of', { rank: item.myRank, n: item.bidderCount })}</dd>
                {'bestPrice' in item ? (
                  <>
                    <dt>{t('compete.bestPrice')}</dt>
                    <dd data-testid="best-price">{item.bestPrice === null ? '-' : formatNumber(item.bestPrice, 2)}</dd>
                  </>
                ) : null}
              </dl>
              {item.ladder ? (
                <RowsGrid
                  rows={item.ladder.map((l: HallView) => ({ ...l, bidder: l.mine ? `${l.bidderLabel}${t('compete.you')}` : l.bidderLabel }))}
                  rowKey="bidderLabel"
                  testId={`ladder-${item.lineNumber}`}
                  label={t('compete.ladder')}
                  columns={[
                    { key: 'rank', title: t('compete.rank'), width: 80 },
                    { key: 'bidder', title: t('compete.label') },
                    numberColumn('price', t('compete.price')),
                  ]}
                />
              ) : null}
              <form
                className="compete-offer"
                onSubmit={(e) => {
                  e.preventDefault();
                  void offer(item.competeLineId);
                }}
              >
                <label htmlFor={`compete-price-${item.competeLineId}`}>{t('compete.newPrice')}</label>
                <input
                  id={`compete-price-${item.competeLineId}`}
                  inputMode="decimal"
                  value={prices[item.competeLineId] ?? ''}
                  onChange={(e) => setPrices((p) => ({ ...p, [item.competeLineId]: e.target.value }))}
                />
                <button type="submit" className="btn btn-primary" disabled={hall.competeStatus !== 'IN_TURN' || hall.me?.readyFlag !== 'Y'}>
                  {t('compete.offer')}
                </button>
              </form>
            </div>
          ))
        : null}
    </div>
  );
}
