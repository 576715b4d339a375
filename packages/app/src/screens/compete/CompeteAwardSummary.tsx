/**
 * competeAwardSummary: a closed event's final standings per material from the
 * offer log, the winner by rank proposed and another chosen only with a
 * reason, the award's submission and approval (the event's own actions), and
 * the price agreements or orders the approved award becomes. The choice per
 * material stays a table: a radio in every row is the award's input (a fixed
 * form of a few bidders, not a list to page or configure); the outcome per
 * bidder is a grid.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ActionDef } from '@srm/domain/entity/types.ts';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, ApiError, errorMessage } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { mainUrl } from '../../lib/router.ts';
import { granted, usePage, useShell } from '../../shell/data.ts';
import { ActionDialog } from '../ActionDialog.tsx';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';
import type { Row } from '../entity-ui.ts';
import { linkCell, numberColumn, RowsGrid } from '../RowsGrid.tsx';
import { formatNumber } from '@srm/values/numbers.ts';

const DEF = getEntity('ponCompete');

interface Standing {
  supplierId: number;
  supplierName: string;
  bidderLabel: string;
  price: number;
  rank: number;
}
interface Item {
  competeLineId: number;
  lineNumber: number;
  itemCode: string;
  itemName: string;
  uomCode: string | null;
  quantity: number;
  turnNumber: number | null;
  standings: Standing[];
  award: { supplierId: number; price: number; rank: number; reason: string | null; proposed: boolean } | null;
}
interface Bidder {
  supplierId: number;
  supplierName: string;
  bidderLabel: string;
  awardStatus: string | null;
  awardAmount: number | null;
  agreementId: number | null;
  agreementNumber: string | null;
  poHeaderId: number | null;
  poNumber: string | null;
}
interface Summary {
  event: Row;
  items: Item[];
  bidders: Bidder[];
}
type Choice = { supplierId: number | null; reason: string };

/** Money in the shared format (thousands, two decimals). */
const money = (v: number | null) => (v === null ? '' : formatNumber(v, 2));

export default function CompeteAwardSummary({ competeHeaderId }: { competeHeaderId: number }) {
  useLang();
  const page = usePage();
  const shell = useShell();
  const [data, setData] = useState<Summary | null>(null);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [action, setAction] = useState<ActionDef | null>(null);

  const show = useCallback((s: Summary) => {
    setData(s);
    setChoices(Object.fromEntries(s.items.map((i) => [i.competeLineId, { supplierId: i.award?.supplierId ?? null, reason: i.award?.reason ?? '' }])));
    setErrors([]);
  }, []);
  const load = useCallback(() => {
    setLoadError(null);
    api.data<Summary>(restPath(DEF, 'doAwardSummary'), { competeHeaderId }).then(show, setLoadError);
  }, [competeHeaderId, show]);
  useEffect(load, [load]);

  async function run(operation: string, body: Row = {}) {
    setBusy(true);
    try {
      const env = await api.post(restPath(DEF, operation), { competeHeaderId, ...body });
      showToast({ message: env.msg, type: 'success' });
      window.dispatchEvent(new CustomEvent('srm-counts-changed'));
      if (operation === 'doSaveAward') show(env.data as Summary);
      else load();
    } catch (err) {
      setErrors(err instanceof ApiError && err.envelope.errors?.length ? err.envelope.errors.map((e) => e.message) : [errorMessage(err)]);
    } finally {
      setBusy(false);
    }
  }

  if (!data) return loadError ? <ScreenError error={loadError} onRetry={load} /> : <ScreenLoading />;
  const state = String(data.event.competeStatus);
  const opOf = (name: string) => DEF.operations!.find((o) => o.operation === name)!;
  const choosing = opOf('doSaveAward').from!.includes(state) && granted(page.menu, 'btnAward');
  const actions = DEF.workflow!.actions.filter(
    (a) => ['submitAward', 'approveAward', 'rejectAward'].includes(a.action) && a.from.includes(state) && granted(page.menu, a.resource),
  );
  const making = ['doCreateAgreement', 'doCreateOrder'].filter((op) => opOf(op).from!.includes(state) && granted(page.menu, opOf(op).resource));
  const dirty = data.items.some(
    (i) =>
      (choices[i.competeLineId]?.supplierId ?? null) !== (i.award?.supplierId ?? null) || (choices[i.competeLineId]?.reason ?? '') !== (i.award?.reason ?? ''),
  );
  const statusName = shell.lookups.PON_COMPETE_STATUS?.find((l) => l.lookupCode === state)?.meaning ?? label(DEF.workflow!.states[state]?.label);
  const awardName = (code: string | null) => (code ? (shell.lookups.PON_AWARD_STATUS?.find((l) => l.lookupCode === code)?.meaning ?? code) : '');
  const save = () =>
    run('doSaveAward', {
      awards: data.items.map((i) => ({
        competeLineId: i.competeLineId,
        supplierId: choices[i.competeLineId]?.supplierId ?? null,
        awardReason: choices[i.competeLineId]?.reason ?? '',
      })),
    });
  return (
    <section className="card wf-panel award-panel" aria-labelledby="compete-award-title" data-testid="compete-award">
      <div className="wf-task-head">
        <div>
          <h1 id="compete-award-title" className="section-title">
            {t('compete.awardTitle')}: {String(data.event.competeNumber)} {String(data.event.competeTitle)}
          </h1>
          <p className="muted">
            <span className={`status-tag status-${state.toLowerCase()}`} data-testid="compete-award-status">
              {statusName}
            </span>{' '}
            {String(data.event.currencyCode)}
            {data.event.awardComments ? ` · ${String(data.event.awardComments)}` : ''}
          </p>
        </div>
        <div className="wf-actions">
          {choosing ? (
            <button type="button" className="btn btn-primary" disabled={busy || !dirty} onClick={() => void save()}>
              {label(opOf('doSaveAward').label)}
            </button>
          ) : null}
          {actions.map((a) => (
            <button key={a.action} type="button" className="btn" disabled={busy || (choosing && dirty)} onClick={() => setAction(a)}>
              {page.menu?.resources.find((r) => r.resourceCode === a.resource)?.resourceName ?? label(a.label)}
            </button>
          ))}
          {making.map((op) => (
            <button key={op} type="button" className="btn" disabled={busy} onClick={() => void run(op)}>
              {label(opOf(op).label)}
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
      {data.items.map((item) => {
        const choice = choices[item.competeLineId] ?? { supplierId: null, reason: '' };
        const chosen = item.standings.find((s) => s.supplierId === choice.supplierId);
        return (
          <section key={item.competeLineId} className="award-item" data-testid={`compete-award-item-${item.lineNumber}`}>
            <h2 className="section-title">
              {item.lineNumber}. {item.itemCode} {item.itemName} · {item.quantity} {item.uomCode ?? ''}
              {item.turnNumber ? ` · ${t('compete.finalTurn', { n: item.turnNumber })}` : ''}
            </h2>
            <table className="award-table">
              <caption className="sr-only">
                {t('compete.rank')} {item.itemName}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('compete.awardTo')}</th>
                  <th scope="col">{t('compete.rank')}</th>
                  <th scope="col">{t('compete.label')}</th>
                  <th scope="col">{t('compete.bidder')}</th>
                  <th scope="col" className="num">
                    {t('compete.price')}
                  </th>
                  <th scope="col" className="num">
                    {t('compete.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {item.standings.length ? (
                  item.standings.map((s) => (
                    <tr key={s.supplierId} className={choice.supplierId === s.supplierId ? 'row-selected' : undefined}>
                      <td>
                        <input
                          type="radio"
                          name={`award-${item.competeLineId}`}
                          aria-label={`${t('compete.awardTo')} ${s.supplierName}`}
                          checked={choice.supplierId === s.supplierId}
                          disabled={!choosing}
                          onChange={() => setChoices((c) => ({ ...c, [item.competeLineId]: { ...choice, supplierId: s.supplierId } }))}
                        />
                      </td>
                      <td>{s.rank}</td>
                      <td>{s.bidderLabel}</td>
                      <td>{s.supplierName}</td>
                      <td className="num">{money(s.price)}</td>
                      <td className="num">{money(Math.round(s.price * item.quantity * 100) / 100)}</td>
                    </tr>
                  ))
                ) : (
                  <tr>
                    <td colSpan={6} className="muted">
                      {t('compete.none')}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
            {item.award?.proposed && choosing ? <p className="muted">{t('compete.proposed')}</p> : null}
            {chosen && chosen.rank > 1 ? (
              <label className="award-reason">
                {label(getEntity('ponCompeteItem').fields.find((f) => f.name === 'awardReason')!.label)}
                <input
                  type="text"
                  maxLength={500}
                  value={choice.reason}
                  disabled={!choosing}
                  data-testid={`compete-award-reason-${item.lineNumber}`}
                  onChange={(e) => setChoices((c) => ({ ...c, [item.competeLineId]: { ...choice, reason: e.target.value } }))}
                />
              </label>
            ) : null}
          </section>
        );
      })}
      <h2 className="section-title">{t('compete.outcome')}</h2>
      <RowsGrid
        rows={data.bidders.map((b) => ({ ...b, awardName: awardName(b.awardStatus) }))}
        rowKey="supplierId"
        testId="compete-award-bidders"
        label={t('compete.outcome')}
        columns={[
          { key: 'bidderLabel', title: t('compete.label'), width: 90 },
          { key: 'supplierName', title: t('compete.bidder') },
          { key: 'awardName', title: label(getEntity('ponCompeteSupplier').fields.find((f) => f.name === 'awardStatus')!.label), width: 120 },
          numberColumn('awardAmount', label(getEntity('ponCompeteSupplier').fields.find((f) => f.name === 'awardAmount')!.label), 2),
          {
            key: 'agreementNumber',
            title: label(getEntity('ponCompeteSupplier').fields.find((f) => f.name === 'agreementNumber')!.label),
            editType: 'slot',
            width: 180,
            render: linkCell(
              (r) => r.agreementNumber,
              (r) => (r.agreementId ? mainUrl('purAgreementManage/purAgreementEdit', { id: String(r.agreementId) }) : null),
              shell.open,
            ),
          },
          {
            key: 'poNumber',
            title: label(getEntity('ponCompeteSupplier').fields.find((f) => f.name === 'poNumber')!.label),
            editType: 'slot',
            width: 180,
            render: linkCell(
              (r) => r.poNumber,
              (r) => (r.poHeaderId ? mainUrl('purOrderManage/purchaseOrderEdit', { id: String(r.poHeaderId) }) : null),
              shell.open,
            ),
          },
        ]}
      />
      {action ? (
        <ActionDialog
          def={DEF}
          action={action}
          record={data.event}
          title={page.menu?.resources.find((r) => r.resourceCode === action.resource)?.resourceName ?? label(action.label)}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            load();
          }}
        />
      ) : null}
    </section>
  );
}
