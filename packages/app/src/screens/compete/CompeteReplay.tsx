/**
 * competeOfferDetail: an event played back offer by offer from its log alone
 * (doReplay), the standing after each step, the chart up to it, and the
 * chain's verification.
 */
import { useEffect, useMemo, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { api } from '../../lib/api.ts';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';
import { useLang, t } from '../../lib/i18n.ts';
import { priceChart } from './CompeteHallMain.tsx';
import { OfferTable, VerifyButton } from './parts.tsx';

const DEF = getEntity('ponCompete');

interface Replayed {
  offerId: number;
  turnNumber: number;
  competeLineId: number;
  supplierId: number;
  bidderLabel: string;
  supplierName: string;
  price: number;
  offerTime: string;
  entryHash: string;
}

export default function CompeteReplay({ competeHeaderId }: { competeHeaderId: number }) {
  useLang();
  const [offers, setOffers] = useState<Replayed[] | null>(null);
  const [items, setItems] = useState<{ competeLineId: number; itemCode: string; itemName: string }[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    api.data<{ offers: Replayed[]; items: typeof items }>(restPath(DEF, 'doReplay'), { competeHeaderId }).then((r) => {
      setItems(r.items);
      setOffers(r.offers);
      setStep(r.offers.length);
    }, setError);
  }, [competeHeaderId]);
  useEffect(() => {
    if (!playing || !offers) return;
    if (step >= offers.length) {
      setPlaying(false);
      return;
    }
    const timer = window.setTimeout(() => setStep((s) => s + 1), 600);
    return () => window.clearTimeout(timer);
  }, [playing, step, offers]);
  const lineName = (id: number) => items.find((i) => i.competeLineId === id)?.itemName ?? String(id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the line names come with the offers, in the same answer
  const option = useMemo(() => {
    const shown = offers?.slice(0, step) ?? [];
    const labels = new Map(shown.map((o) => [o.offerId, o.bidderLabel]));
    return shown.length
      ? priceChart(
          shown.map((o) => ({ ...o, seq: o.offerId })),
          (o) => labels.get(o.offerId ?? o.seq) ?? '',
          lineName,
        )
      : null;
  }, [step, offers]);
  const shown = offers?.slice(0, step) ?? [];
  if (error) return <ScreenError error={error} />;
  if (!offers) return <ScreenLoading />;
  return (
    <div className="compete-hall" data-testid="compete-replay">
      <div className="card">
        <h1 className="section-title">{t('compete.replay')}</h1>
        <div className="toolbar" role="toolbar" aria-label={t('compete.replay')}>
          <label htmlFor="compete-step">{t('compete.step', { i: step, n: offers.length })}</label>
          <input id="compete-step" type="range" min={0} max={offers.length} value={step} onChange={(e) => setStep(Number(e.target.value))} />
          <button
            type="button"
            className="btn"
            onClick={() => {
              if (!playing && step >= offers.length) setStep(0);
              setPlaying(!playing);
            }}
          >
            {playing ? t('compete.stop') : t('compete.play')}
          </button>
          <VerifyButton competeHeaderId={competeHeaderId} />
        </div>
      </div>
      <div className="card">
        {option ? <SrmChartBox option={option} label={t('compete.chart')} /> : <p className="muted">{t('compete.none')}</p>}
        <OfferTable rows={shown} caption={t('compete.replay')} testId="compete-replay-table" lineName={lineName} withDate />
      </div>
    </div>
  );
}
