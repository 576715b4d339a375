/**
 * competeOfferDetail: an event played back offer by offer from its log alone
 * (doReplay), the standing after each step, the chart up to it, and the
 * chain's verification.
 */
import { useEffect, useMemo, useState } from 'react';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { useLang } from '../../lib/i18n.ts';
import { ct } from './texts.ts';
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
  const [error, setError] = useState('');
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    api.data<{ offers: Replayed[]; items: typeof items }>(restPath(DEF, 'doReplay'), { competeHeaderId }).then(
      (r) => {
        setItems(r.items);
        setOffers(r.offers);
        setStep(r.offers.length);
      },
      (err) => setError(errorMessage(err)),
    );
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
  if (error)
    return (
      <div className="alert alert-error" role="alert">
        {error}
      </div>
    );
  if (!offers) return <div className="screen-loading" role="status" />;
  return (
    <div className="compete-hall" data-testid="compete-replay">
      <div className="card">
        <h1 className="section-title">{ct('replay')}</h1>
        <div className="toolbar" role="toolbar" aria-label={ct('replay')}>
          <label htmlFor="compete-step">{ct('step', { i: step, n: offers.length })}</label>
          <input id="compete-step" type="range" min={0} max={offers.length} value={step} onChange={(e) => setStep(Number(e.target.value))} />
          <button
            type="button"
            className="btn"
            onClick={() => {
              if (!playing && step >= offers.length) setStep(0);
              setPlaying(!playing);
            }}
          >
            {playing ? ct('stop') : ct('play')}
          </button>
          <VerifyButton competeHeaderId={competeHeaderId} />
        </div>
      </div>
      <div className="card">
        {option ? <SrmChartBox option={option} label={ct('chart')} /> : <p className="muted">{ct('none')}</p>}
        <OfferTable rows={shown} caption={ct('replay')} testId="compete-replay-table" lineName={lineName} withDate />
      </div>
    </div>
  );
}
