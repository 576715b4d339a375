/**
 * biddingEvaluationList: the tenders from their evaluation on; a row opens its
 * evaluation sheet below the list. A member of the jury reads every response
 * (its technical part and its opened price) and scores each technical index
 * up to its most points, once; buyers follow who has scored. Once every member
 * has scored, the sheet shows the results: the technical points (the members'
 * mean), the commercial points by the template's formula, the sum and the rank.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, ApiError, errorMessage } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { granted, usePage, useShell } from '../../shell/data.ts';
import ListScreen, { type ExtraRowAction } from '../ListScreen.tsx';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';
import { formatNumber } from '@srm/values/numbers.ts';
import { numberColumn, RowsGrid } from '../RowsGrid.tsx';

const AUCTION = getEntity('ponAuction');
const BID = getEntity('ponBid');
const fieldLabel = (name: string) => label(BID.fields.find((f) => f.name === name)!.label);

interface Rule {
  scoreRuleId: number;
  scorePartition: 'TECH' | 'COMMERCIAL';
  scoreItem: string;
  maxScore: number;
  description: string | null;
  priceFormula: string | null;
}
interface Response {
  bidHeaderId: number;
  bidNumber: string;
  supplierName: string;
  submitDate: string | null;
  totalAmount: number | null;
  technicalProposal: string | null;
  techScore: number | null;
  commercialScore: number | null;
  scoreSum: number | null;
  scoreRank: number | null;
  /** FAIL: the response failed the compliance review and is not scored. */
  markResult: string | null;
  markComments: string | null;
}
interface Member {
  juryId: number;
  expertName: string;
  userDuty: string;
  juryStatus: string;
  scoreDate: string | null;
  me: boolean;
}
interface Sheet {
  auction: Record<string, unknown>;
  /** The compliance review of a tender whose rule asks for one; scoring waits for its confirmation. */
  review: { markId: number; markNumber: string; markStatus: string } | null;
  rules: Rule[];
  responses: Response[];
  jury: Member[];
  scores: { juryId: number; bidHeaderId: number; scoreRuleId: number; score: number }[];
}

export default function TenderEvaluation({ fixedParams }: { fixedParams?: Record<string, unknown> }) {
  const lang = useLang();
  const page = usePage();
  const [auctionId, setAuctionId] = useState<number | null>(() => Number(page.query.get('id')) || null);
  const [signal, setSignal] = useState(0);
  const actions: ExtraRowAction[] = useMemo(
    () => [{ resourceCode: 'btnEvaluate', label: t('eval.open'), run: (row) => setAuctionId(Number(row.auctionHeaderId)) }],
    [lang],
  );
  return (
    <div className="award-split">
      <ListScreen def={AUCTION} fixedParams={fixedParams} extraRowActions={actions} noWrite reloadSignal={signal} />
      {auctionId ? <EvaluationPanel key={auctionId} auctionId={auctionId} onChanged={() => setSignal((n) => n + 1)} /> : null}
    </div>
  );
}

/** biddingEvaluation: one tender's sheet on a page of its own, where a juror's to-do leads. */
export function EvaluationPage({ auctionId }: { auctionId: number }) {
  return <EvaluationPanel auctionId={auctionId} onChanged={() => undefined} />;
}

/** A score or amount in the shared number format (thousands, its own decimals). */
const fmt = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatNumber(v));

function EvaluationPanel({ auctionId, onChanged }: { auctionId: number; onChanged: () => void }) {
  const page = usePage();
  const shell = useShell();
  useLang();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [given, setGiven] = useState<Record<string, string>>({});
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    api.data<Sheet>(restPath(AUCTION, 'doEvaluation'), { auctionHeaderId: auctionId }).then(setSheet, setError);
  }, [auctionId]);
  useEffect(load, [load]);

  if (error) return <ScreenError error={error} onRetry={load} />;
  if (!sheet) return <ScreenLoading />;
  const state = String(sheet.auction.auctionStatus);
  const tech = sheet.rules.filter((r) => r.scorePartition === 'TECH');
  const commercial = sheet.rules.find((r) => r.scorePartition === 'COMMERCIAL');
  const me = sheet.jury.find((m) => m.me);
  const reviewing = sheet.review !== null && sheet.review.markStatus !== 'CONFIRMED';
  const scoring = state === 'EVALUATING' && !reviewing && me?.juryStatus === 'DRAWN' && granted(page.menu, 'btnEvaluate');
  // Failed responses are shown with the reason, and neither scored nor ranked.
  const scored = sheet.responses.filter((r) => r.markResult !== 'FAIL');
  const key = (bidHeaderId: number, scoreRuleId: number) => `${bidHeaderId}:${scoreRuleId}`;
  const mine = (bidHeaderId: number, scoreRuleId: number) =>
    sheet.scores.find((s) => s.juryId === me?.juryId && s.bidHeaderId === bidHeaderId && s.scoreRuleId === scoreRuleId)?.score;
  const lookup = (type: string, code: string | null) => (code ? (shell.lookups[type]?.find((l) => l.lookupCode === code)?.meaning ?? code) : '');
  const statusName = lookup('PON_AUCTION_STATUS', state) || label(AUCTION.workflow!.states[state]?.label);
  const totalOf = (bidHeaderId: number) => tech.reduce((sum, r) => sum + Number(given[key(bidHeaderId, r.scoreRuleId)] || 0), 0);
  const memberTotal = (juryId: number, bidHeaderId: number) =>
    sheet.scores.filter((s) => s.juryId === juryId && s.bidHeaderId === bidHeaderId).reduce((sum, s) => sum + s.score, 0);
  const complete = state !== 'EVALUATING';

  async function submit() {
    setBusy(true);
    try {
      const scores = scored.flatMap((r) =>
        tech.map((rule) => {
          const v = given[key(r.bidHeaderId, rule.scoreRuleId)] ?? '';
          return { bidHeaderId: r.bidHeaderId, scoreRuleId: rule.scoreRuleId, score: v === '' ? null : Number(v) };
        }),
      );
      const env = await api.post<Sheet>(restPath(AUCTION, 'doSubmitScores'), { auctionHeaderId: auctionId, scores, scoreComments: comments || undefined });
      showToast({ message: env.msg, type: 'success' });
      window.dispatchEvent(new CustomEvent('srm-counts-changed'));
      setSheet(env.data);
      setErrors([]);
      onChanged();
    } catch (err) {
      setErrors(err instanceof ApiError && err.envelope.errors?.length ? err.envelope.errors.map((e) => e.message) : [errorMessage(err)]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card wf-panel award-panel" aria-labelledby="eval-title" data-testid="evaluation-panel">
      <div className="wf-task-head">
        <div>
          <h2 id="eval-title">
            {String(sheet.auction.auctionNumber)} · {String(sheet.auction.auctionTitle)}
          </h2>
          <p className="muted">
            <span className={`status-tag status-${state.toLowerCase()}`}>{statusName}</span>
            {sheet.auction.noteToJury ? ` · ${String(sheet.auction.noteToJury)}` : ''}
          </p>
        </div>
        {scoring ? (
          <div className="wf-actions">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit()}>
              {label(AUCTION.operations!.find((o) => o.operation === 'doSubmitScores')!.label)}
            </button>
          </div>
        ) : null}
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

      <h3 className="section-title">{t('eval.jury')}</h3>
      <RowsGrid
        rows={sheet.jury.map((m) => ({
          ...m,
          name: m.me ? `${m.expertName} (${t('eval.me')})` : m.expertName,
          duty: lookup('PON_USER_DUTY', m.userDuty),
          status: lookup('PON_JURY_STATUS', m.juryStatus),
        }))}
        rowKey="juryId"
        testId="evaluation-jury"
        label={t('eval.jury')}
        columns={[
          { key: 'name', title: t('eval.expert') },
          { key: 'duty', title: t('eval.duty'), width: 110 },
          { key: 'status', title: t('eval.status'), width: 120 },
          { key: 'scoreDate', title: t('eval.scoredAt'), width: 170 },
        ]}
      />

      {reviewing ? (
        <p className="alert alert-info" role="status">
          {t('eval.reviewPending', { mark: sheet.review!.markNumber })}
        </p>
      ) : null}
      <h3 className="section-title">{t('eval.responses')}</h3>
      {sheet.responses.length ? (
        sheet.responses.map((r) => (
          <article key={r.bidHeaderId} className="eval-response" aria-labelledby={`eval-r-${r.bidHeaderId}`}>
            <h4 id={`eval-r-${r.bidHeaderId}`}>
              {r.supplierName} · {r.bidNumber} · {t('award.total')} {fmt(r.totalAmount)} {String(sheet.auction.currencyCode ?? '')}
            </h4>
            {r.markResult === 'FAIL' ? <p className="status-tag status-rejected">{t('eval.reviewFailed', { reason: r.markComments ?? '' })}</p> : null}
            <p className="eval-proposal">{r.technicalProposal || t('eval.noProposal')}</p>
          </article>
        ))
      ) : (
        <p className="muted">{t('award.noBids')}</p>
      )}

      {tech.length && scored.length && me && !reviewing ? (
        <>
          <h3 className="section-title">{scoring ? t('eval.scoreHere') : t('eval.myScores')}</h3>
          {/* The score sheet: a fixed matrix of scoring rules by responses, a score typed in each cell. */}
          <table className="award-table">
            <thead>
              <tr>
                <th scope="col">{t('eval.index')}</th>
                <th scope="col" className="num">
                  {t('eval.maxScore')}
                </th>
                {scored.map((r) => (
                  <th key={r.bidHeaderId} scope="col" className="num">
                    {r.supplierName}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tech.map((rule) => (
                <tr key={rule.scoreRuleId}>
                  <th scope="row">
                    {rule.scoreItem}
                    {rule.description ? <div className="muted">{rule.description}</div> : null}
                  </th>
                  <td className="num">{fmt(rule.maxScore)}</td>
                  {scored.map((r) => (
                    <td key={r.bidHeaderId} className="num">
                      {scoring ? (
                        <input
                          className="award-input"
                          inputMode="decimal"
                          aria-label={t('eval.scoreOf', { supplier: r.supplierName, index: rule.scoreItem })}
                          value={given[key(r.bidHeaderId, rule.scoreRuleId)] ?? ''}
                          onChange={(e) => setGiven((g) => ({ ...g, [key(r.bidHeaderId, rule.scoreRuleId)]: e.target.value.trim() }))}
                        />
                      ) : (
                        fmt(mine(r.bidHeaderId, rule.scoreRuleId))
                      )}
                    </td>
                  ))}
                </tr>
              ))}
              {scoring ? (
                <tr>
                  <th scope="row">{t('eval.total')}</th>
                  <td className="num">{fmt(tech.reduce((s, r) => s + r.maxScore, 0))}</td>
                  {scored.map((r) => (
                    <td key={r.bidHeaderId} className="num">
                      {fmt(totalOf(r.bidHeaderId))}
                    </td>
                  ))}
                </tr>
              ) : null}
            </tbody>
          </table>
          {scoring ? (
            <label className="eval-comments">
              {t('eval.comments')}
              <textarea value={comments} maxLength={2000} onChange={(e) => setComments(e.target.value)} />
            </label>
          ) : null}
        </>
      ) : null}

      {complete ? (
        <>
          <h3 className="section-title">{t('eval.results')}</h3>
          <p className="muted">
            {commercial ? t('eval.formula', { points: fmt(commercial.maxScore), formula: lookup('PON_PRICE_FORMULA', commercial.priceFormula) }) : ''}
          </p>
          <RowsGrid
            rows={[...scored]
              .sort((a, b) => Number(a.scoreRank) - Number(b.scoreRank))
              .map((r) => ({ ...r, ...Object.fromEntries(sheet.jury.map((m) => [`jury${m.juryId}`, memberTotal(m.juryId, r.bidHeaderId)])) }))}
            rowKey="bidHeaderId"
            testId="evaluation-results"
            label={t('eval.results')}
            columns={[
              { key: 'scoreRank', title: fieldLabel('scoreRank'), width: 80 },
              { key: 'supplierName', title: t('award.supplier') },
              ...sheet.jury.map((m) => numberColumn(`jury${m.juryId}`, m.expertName, 2)),
              numberColumn('techScore', fieldLabel('techScore'), 2),
              numberColumn('totalAmount', t('award.total'), 2),
              numberColumn('commercialScore', fieldLabel('commercialScore'), 2),
              numberColumn('scoreSum', fieldLabel('scoreSum'), 2),
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
