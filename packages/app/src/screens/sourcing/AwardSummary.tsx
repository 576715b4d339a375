/**
 * inquiryAwardSummaryList: the inquiries from their opening on, and
 * biddingPicketageList: the tenders from their evaluation on; a row opens its
 * comparison below the list. A tender's responses show their evaluation rank
 * and score, its materials their section; its decision is submitted to the
 * jury, whose members agree or disagree (with a reason) here. Every supplier's price parts stand side by side
 * per material with the lowest of each part marked; while the inquiry is open
 * to award the buyer gives each supplier a quantity or a share, or all to the
 * lowest prices, then submits it. The award's approval and the agreements or
 * orders it makes are the inquiry's own actions and operations, run from here.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ActionDef } from '@srm/domain/entity/types.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, ApiError, errorMessage } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { mainUrl } from '../../lib/router.ts';
import { granted, usePage, useShell } from '../../shell/data.ts';
import { ActionDialog } from '../ActionDialog.tsx';
import ListScreen, { type ExtraRowAction } from '../ListScreen.tsx';
import type { Row } from '../entity-ui.ts';
import { formatNumber } from '@srm/values/numbers.ts';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';
import { linkCell, numberColumn, RowsGrid } from '../RowsGrid.tsx';

const AUCTION = getEntity('ponAuction');
const PARTS = ['taxPrice', 'freightPrice', 'mouldCost', 'leadTimeDays', 'moq'] as const;
type Part = (typeof PARTS)[number];
const LINE = getEntity('ponBidLine');
const partLabel = (part: Part) => label(LINE.fields.find((f) => f.name === part)!.label);

interface Item {
  auctionLineId: number;
  lineNumber: number;
  itemCode: string;
  itemName: string;
  uomCode: string | null;
  quantity: number;
  sectionNumber: number | null;
  awardedQuantity: number;
  ladders: { itemLadderId: number; ladderQuantity: number }[];
  lowest: Partial<Record<Part, number>>;
}
interface BidLine extends Record<Part, number | null> {
  bidLineId: number;
  auctionLineId: number;
  /** The bid's own price, when a bargaining answer (`taxPrice`) replaced it. */
  quotedPrice: number | null;
  notes: string | null;
  awardQuantity: number | null;
  awardProportion: number | null;
}
interface Bid {
  bidHeaderId: number;
  bidNumber: string;
  supplierId: number;
  supplierName: string;
  submitDate: string | null;
  totalAmount: number | null;
  awardStatus: string | null;
  awardAmount: number | null;
  scoreSum: number | null;
  scoreRank: number | null;
  agreementId: number | null;
  agreementNumber: string | null;
  poHeaderId: number | null;
  poNumber: string | null;
  lines: BidLine[];
  ladders: { itemLadderId: number; auctionLineId: number; ladderQuantity: number; taxPrice: number | null }[];
}
interface Comparison {
  auction: Row;
  items: Item[];
  bids: Bid[];
}

export default function AwardSummary({ fixedParams }: { fixedParams?: Record<string, unknown> }) {
  const lang = useLang();
  const page = usePage();
  const [auctionId, setAuctionId] = useState<number | null>(() => Number(page.query.get('id')) || null);
  const [signal, setSignal] = useState(0);
  const actions: ExtraRowAction[] = useMemo(
    () => [{ resourceCode: 'btnCompare', label: t('award.open'), run: (row) => setAuctionId(Number(row.auctionHeaderId)) }],
    [lang],
  );
  return (
    <div className="award-split">
      <ListScreen def={AUCTION} fixedParams={fixedParams} extraRowActions={actions} noWrite reloadSignal={signal} />
      {auctionId ? <AwardPanel key={auctionId} auctionId={auctionId} onChanged={() => setSignal((n) => n + 1)} /> : null}
    </div>
  );
}

/** biddingPicketage: one tender's decision on a page of its own, where a juror's countersign to-do leads. */
export function AwardPage({ auctionId }: { auctionId: number }) {
  return <AwardPanel auctionId={auctionId} onChanged={() => undefined} />;
}

/** A price or quantity in the shared number format (thousands, its own decimals); an amount with `digits` decimals. */
const fmt = (v: number | null | undefined, digits?: number) => (v === null || v === undefined ? '' : formatNumber(v, digits ?? {}));

function AwardPanel({ auctionId, onChanged }: { auctionId: number; onChanged: () => void }) {
  const page = usePage();
  const shell = useShell();
  useLang();
  const [data, setData] = useState<Comparison | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [awards, setAwards] = useState<Record<number, string>>({});
  // A share as typed ("12." on the way to "12.5"), kept until the quantity is typed instead.
  const [shares, setShares] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [action, setAction] = useState<ActionDef | null>(null);
  const [reason, setReason] = useState<string | null>(null);

  const show = useCallback((answer: Comparison) => {
    setData(answer);
    setAwards(Object.fromEntries(answer.bids.flatMap((b) => b.lines.map((l) => [l.bidLineId, l.awardQuantity ? String(l.awardQuantity) : '']))));
    setShares({});
    setErrors([]);
  }, []);
  const load = useCallback(() => {
    api.data<Comparison>(restPath(AUCTION, 'doCompare'), { auctionHeaderId: auctionId }).then(show, setError);
  }, [auctionId, show]);
  useEffect(load, [load]);

  async function run(operation: string, body: Row = {}): Promise<boolean> {
    setBusy(true);
    try {
      const env = await api.post(restPath(AUCTION, operation), { auctionHeaderId: auctionId, ...body });
      showToast({ message: env.msg, type: 'success' });
      window.dispatchEvent(new CustomEvent('srm-counts-changed'));
      if (operation === 'doSaveAward' || operation === 'doAutoAward') show(env.data as Comparison);
      else load();
      onChanged();
      return true;
    } catch (err) {
      setErrors(err instanceof ApiError && err.envelope.errors?.length ? err.envelope.errors.map((e) => e.message) : [errorMessage(err)]);
      return false;
    } finally {
      setBusy(false);
    }
  }

  if (error) return <ScreenError error={error} onRetry={load} />;
  if (!data) return <ScreenLoading />;
  const state = String(data.auction.auctionStatus);
  const tender = data.auction.auctionType === 'TENDER';
  const madeBy = (op: string) => AUCTION.operations!.find((o) => o.operation === op)!;
  const awarding = madeBy('doSaveAward').from!.includes(state) && granted(page.menu, 'btnAward');
  const wfActions = AUCTION.workflow!.actions.filter(
    (a) =>
      ['submitAward', 'submitPicketage', 'approveAward', 'rejectAward', 'newRound'].includes(a.action) &&
      a.from.includes(state) &&
      granted(page.menu, a.resource),
  );
  const jury = (data.auction.juries as Row[] | undefined) ?? [];
  const countersigning = tender && madeBy('doCountersign').from!.includes(state) && granted(page.menu, 'btnCountersign');
  const lookup = (type: string, code: unknown) => (code ? (shell.lookups[type]?.find((l) => l.lookupCode === code)?.meaning ?? String(code)) : '');
  const making = ['doCreateAgreement', 'doCreateOrder'].filter((op) => madeBy(op).from!.includes(state) && granted(page.menu, madeBy(op).resource));
  const statusName = shell.lookups.PON_AUCTION_STATUS?.find((l) => l.lookupCode === state)?.meaning ?? label(AUCTION.workflow!.states[state]?.label);
  const awardName = (code: string | null) => (code ? (shell.lookups.PON_AWARD_STATUS?.find((l) => l.lookupCode === code)?.meaning ?? code) : '');
  const changed = data.bids.some((b) => b.lines.some((l) => (awards[l.bidLineId] ?? '') !== (l.awardQuantity ? String(l.awardQuantity) : '')));
  const quantityOf = (item: Item, bid: Bid) => bid.lines.find((l) => l.auctionLineId === item.auctionLineId);
  const share = (item: Item, line: BidLine, value: string) =>
    shares[line.bidLineId] ?? (value === '' || !item.quantity ? '' : String(Math.round((Number(value) / item.quantity) * 10_000) / 100));

  function setShare(item: Item, line: BidLine, percent: string) {
    setShares((s) => ({ ...s, [line.bidLineId]: percent }));
    const quantity = Math.round(item.quantity * Number(percent) * 100) / 10_000;
    if (!Number.isNaN(quantity)) setAwards((a) => ({ ...a, [line.bidLineId]: percent === '' ? '' : String(quantity) }));
  }
  function setQuantity(line: BidLine, quantity: string) {
    setShares(({ [line.bidLineId]: _, ...rest }) => rest);
    setAwards((a) => ({ ...a, [line.bidLineId]: quantity }));
  }
  function saveAward() {
    const list = data!.bids.flatMap((b) =>
      b.lines.map((l) => ({
        bidLineId: l.bidLineId,
        awardQuantity: awards[l.bidLineId] === '' || awards[l.bidLineId] === undefined ? 0 : Number(awards[l.bidLineId]),
      })),
    );
    return run('doSaveAward', { awards: list });
  }
  return (
    <section className="card wf-panel award-panel" aria-labelledby="award-title" data-testid="award-panel">
      <div className="wf-task-head">
        <div>
          <h2 id="award-title">
            {String(data.auction.auctionNumber)} · {String(data.auction.auctionTitle)}
          </h2>
          <p className="muted">
            <span className={`status-tag status-${state.toLowerCase()}`}>{statusName}</span> {t('award.round', { n: String(data.auction.roundNumber) })} ·{' '}
            {String(data.auction.currencyCode)}
            {data.auction.awardComments ? ` · ${String(data.auction.awardComments)}` : ''}
          </p>
        </div>
        <div className="wf-actions">
          {awarding ? (
            <>
              <button type="button" className="btn" disabled={busy} onClick={() => void run('doAutoAward')}>
                {label(madeBy('doAutoAward').label)}
              </button>
              <button type="button" className="btn btn-primary" disabled={busy || !changed} onClick={() => void saveAward()}>
                {label(madeBy('doSaveAward').label)}
              </button>
            </>
          ) : null}
          {wfActions.map((a) => (
            <button key={a.action} type="button" className="btn" disabled={busy || changed} onClick={() => setAction(a)}>
              {page.menu?.resources.find((r) => r.resourceCode === a.resource)?.resourceName ?? label(a.label)}
            </button>
          ))}
          {countersigning ? (
            <>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run('doCountersign', { countersignOpinion: 'AGREE' })}>
                {t('award.agree')}
              </button>
              <button type="button" className="btn" disabled={busy} onClick={() => setReason('')}>
                {t('award.disagree')}
              </button>
            </>
          ) : null}
          {making.map((op) => (
            <button key={op} type="button" className="btn" disabled={busy} onClick={() => void run(op)}>
              {label(madeBy(op).label)}
            </button>
          ))}
        </div>
      </div>
      {errors.length ? (
        <div className="alert alert-error" role="alert">
          <ul>
            {errors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {reason !== null && countersigning ? (
        <form
          className="eval-comments"
          onSubmit={(e) => {
            e.preventDefault();
            void run('doCountersign', { countersignOpinion: 'REJECT', countersignComments: reason }).then((done) => done && setReason(null));
          }}
        >
          <label>
            {t('award.disagreeReason')}
            <textarea value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
          </label>
          <div className="wf-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('award.disagree')}
            </button>
            <button type="button" className="btn" onClick={() => setReason(null)}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {tender && jury.length && ['PICKETAGE', 'AWARDING', 'AWARDED', 'COMPLETED'].includes(state) ? (
        <>
          <h3 className="section-title">{t('award.jury')}</h3>
          <RowsGrid
            rows={jury.map((j) => ({
              ...j,
              duty: lookup('PON_USER_DUTY', j.userDuty),
              opinion: lookup('PON_COUNTERSIGN_OPINION', j.countersignOpinion),
              signedAt: j.countersignDate ? formatDate(j.countersignDate, 'datetime') : '',
            }))}
            rowKey="juryId"
            testId="award-jury"
            label={t('award.jury')}
            columns={[
              { key: 'expertName', title: t('eval.expert'), width: 140 },
              { key: 'duty', title: t('eval.duty'), width: 110 },
              { key: 'opinion', title: label(getEntity('ponAuctionJury').fields.find((f) => f.name === 'countersignOpinion')!.label), width: 110 },
              { key: 'countersignComments', title: label(getEntity('ponAuctionJury').fields.find((f) => f.name === 'countersignComments')!.label) },
              { key: 'signedAt', title: label(getEntity('ponAuctionJury').fields.find((f) => f.name === 'countersignDate')!.label), width: 170 },
            ]}
          />
        </>
      ) : null}
      {data.bids.length ? (
        <RowsGrid
          rows={data.bids.map((b) => ({ ...b, outcome: awardName(b.awardStatus) }))}
          rowKey="bidHeaderId"
          testId="award-bids"
          label={t('award.bids')}
          columns={[
            ...(tender ? [{ key: 'scoreRank', title: t('award.rank'), width: 80 }] : []),
            { key: 'supplierName', title: t('award.supplier') },
            { key: 'bidNumber', title: label(getEntity('ponBid').fields.find((f) => f.name === 'bidNumber')!.label), width: 170 },
            { key: 'submitDate', title: t('award.submitted'), width: 170 },
            numberColumn('totalAmount', t('award.total'), 2),
            ...(tender ? [numberColumn('scoreSum', t('award.score'), 2)] : []),
            { key: 'outcome', title: t('award.outcome'), width: 110 },
            numberColumn('awardAmount', t('award.amount'), 2),
            {
              key: 'agreementNumber',
              title: label(getEntity('ponBid').fields.find((f) => f.name === 'agreementNumber')!.label),
              editType: 'slot',
              width: 170,
              render: linkCell(
                (r) => r.agreementNumber,
                (r) => (r.agreementId ? mainUrl('purAgreementManage/purAgreementEdit', { id: String(r.agreementId) }) : null),
                shell.open,
              ),
            },
            {
              key: 'poNumber',
              title: label(getEntity('ponBid').fields.find((f) => f.name === 'poNumber')!.label),
              editType: 'slot',
              width: 170,
              render: linkCell(
                (r) => r.poNumber,
                (r) => (r.poHeaderId ? mainUrl('purOrderManage/purchaseOrderEdit', { id: String(r.poHeaderId) }) : null),
                shell.open,
              ),
            },
          ]}
        />
      ) : (
        <p className="muted">{t('award.noBids')}</p>
      )}
      {data.items.map((item) => {
        const given = data.bids.reduce((sum, b) => sum + Number(awards[quantityOf(item, b)?.bidLineId ?? -1] || 0), 0);
        return (
          <section key={item.auctionLineId} className="award-item" aria-labelledby={`award-item-${item.auctionLineId}`}>
            <h3 className="section-title" id={`award-item-${item.auctionLineId}`}>
              {tender && item.sectionNumber ? `${t('award.section', { n: String(item.sectionNumber) })} · ` : ''}
              {item.lineNumber}. {item.itemCode} {item.itemName} · {t('award.asked', { q: fmt(item.quantity), uom: item.uomCode ?? '' })} ·{' '}
              <span className={given > item.quantity + 1e-9 ? 'award-over' : ''}>{t('award.given', { q: fmt(given) })}</span>
            </h3>
            {/* A fixed matrix, not a list: bidders by price parts for one material, the award's quantity and share typed in each row. */}
            <table className="award-table">
              <thead>
                <tr>
                  <th scope="col">{t('award.supplier')}</th>
                  {PARTS.map((p) => (
                    <th key={p} scope="col" className="num">
                      {partLabel(p)}
                    </th>
                  ))}
                  {item.ladders.length ? (
                    <th scope="col" className="num">
                      {t('award.ladders')}
                    </th>
                  ) : null}
                  <th scope="col">{label(LINE.fields.find((f) => f.name === 'notes')!.label)}</th>
                  <th scope="col" className="num">
                    {label(LINE.fields.find((f) => f.name === 'awardQuantity')!.label)}
                  </th>
                  <th scope="col" className="num">
                    {label(LINE.fields.find((f) => f.name === 'awardProportion')!.label)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.bids.map((b) => {
                  const line = quantityOf(item, b);
                  if (!line) return null;
                  const value = awards[line.bidLineId] ?? '';
                  return (
                    <tr key={b.bidHeaderId}>
                      <th scope="row">{b.supplierName}</th>
                      {PARTS.map((p) => {
                        const lowest = line[p] !== null && item.lowest[p] === line[p] && data.bids.length > 1;
                        return (
                          <td key={p} className={`num${lowest ? ' is-lowest' : ''}`} title={lowest ? t('award.lowest') : undefined}>
                            {fmt(line[p])}
                            {lowest ? <span className="sr-only"> ({t('award.lowest')})</span> : null}
                            {p === 'taxPrice' && line.quotedPrice !== null && line.quotedPrice !== line.taxPrice ? (
                              <div className="muted">{t('award.bargainedFrom', { price: fmt(line.quotedPrice) })}</div>
                            ) : null}
                          </td>
                        );
                      })}
                      {item.ladders.length ? (
                        <td className="num">
                          {b.ladders
                            .filter((l) => l.auctionLineId === item.auctionLineId)
                            .map((l) => t('award.ladderPrice', { q: fmt(l.ladderQuantity), price: fmt(l.taxPrice) }))
                            .join('; ')}
                        </td>
                      ) : null}
                      <td>{line.notes ?? ''}</td>
                      <td className="num">
                        {awarding ? (
                          <input
                            className="award-input"
                            inputMode="decimal"
                            aria-label={t('award.quantityOf', { supplier: b.supplierName, item: item.itemCode })}
                            value={value}
                            onChange={(e) => setQuantity(line, e.target.value.trim())}
                          />
                        ) : (
                          fmt(line.awardQuantity)
                        )}
                      </td>
                      <td className="num">
                        {awarding ? (
                          <input
                            className="award-input award-share"
                            inputMode="decimal"
                            aria-label={t('award.shareOf', { supplier: b.supplierName, item: item.itemCode })}
                            value={share(item, line, value)}
                            onChange={(e) => setShare(item, line, e.target.value.trim())}
                          />
                        ) : (
                          fmt(line.awardProportion, 2)
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
      {action ? (
        <ActionDialog
          def={AUCTION}
          action={action}
          record={data.auction}
          title={page.menu?.resources.find((r) => r.resourceCode === action.resource)?.resourceName ?? label(action.label)}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            load();
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
