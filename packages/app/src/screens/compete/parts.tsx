/** Pieces both halls show: the turn line with the server's clock, the connection state, the log's verification button. */
import { useState } from 'react';
import { formatDate } from '@srm/domain/dates.ts';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { useShell } from '../../shell/data.ts';
import { ct } from './texts.ts';
import type { Connection, HallView } from './hall-socket.ts';

const DEF = getEntity('ponCompete');

export interface Bidder {
  supplierId: number;
  supplierName: string;
  bidderLabel: string;
  enteredFlag: string;
  readyFlag: string;
}

export function StatusLine({ hall, remaining, offsetMs }: { hall: HallView | null; remaining: string; offsetMs: number }) {
  const shell = useShell();
  if (!hall) return null;
  const status = shell.lookups.PON_COMPETE_STATUS?.find((l) => l.lookupCode === hall.competeStatus)?.meaning ?? hall.competeStatus;
  const turnStatus = shell.lookups.PON_COMPETE_TURN_STATUS?.find((l) => l.lookupCode === hall.turn?.turnStatus)?.meaning ?? hall.turn?.turnStatus ?? '';
  return (
    <dl className="compete-status">
      <dt>{status}</dt>
      <dd data-testid="compete-turn">{hall.currentTurn ? `${ct('turn', { n: hall.currentTurn, of: hall.turnCount })} · ${turnStatus}` : ct('noTurn')}</dd>
      <dt>{ct('remaining')}</dt>
      <dd data-testid="compete-remaining" aria-live="off">
        {remaining}
      </dd>
      <dt>{ct('serverTime')}</dt>
      <dd>{new Date(Date.now() + offsetMs).toLocaleTimeString()}</dd>
      <dd className="muted">{ct('offset', { ms: offsetMs })}</dd>
    </dl>
  );
}

export function ConnectionBadge({ connection }: { connection: Connection }) {
  const text = connection === 'open' ? ct('connected') : connection === 'connecting' ? ct('connecting') : ct('disconnected');
  return (
    <p className={`compete-connection compete-connection-${connection}`} role="status" data-testid="compete-connection" data-state={connection}>
      {text}
    </p>
  );
}

export function VerifyButton({ competeHeaderId }: { competeHeaderId: number }) {
  const [answer, setAnswer] = useState('');
  const verify = async () => {
    try {
      const c = await api.data<{ valid: boolean; checked: number; brokenOfferId: number | null; brokenPosition: number | null }>(
        restPath(DEF, 'doVerifyChain'),
        { competeHeaderId },
      );
      setAnswer(c.valid ? ct('chainOk', { n: c.checked }) : ct('chainBroken', { pos: c.brokenPosition, id: c.brokenOfferId }));
    } catch (err) {
      setAnswer(errorMessage(err));
    }
  };
  return (
    <>
      <button type="button" className="btn" onClick={() => void verify()} data-testid="compete-verify">
        {ct('verify')}
      </button>
      {answer ? (
        <span role="status" data-testid="compete-verify-answer">
          {answer}
        </span>
      ) : null}
    </>
  );
}

export interface OfferRow {
  offerId: number;
  offerTime: string;
  competeLineId: number;
  bidderLabel: string;
  supplierName: string;
  price: number;
}

/** The offers of the log as rows: the buyer's live list (newest first) and the replay (in order). */
export function OfferTable({
  rows,
  caption,
  testId,
  lineName,
  withDate = false,
}: {
  rows: OfferRow[];
  caption: string;
  testId: string;
  lineName: (id: number) => string;
  withDate?: boolean;
}) {
  return (
    <table className="award-table" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{ct('time')}</th>
          <th scope="col">{ct('material')}</th>
          <th scope="col">{ct('label')}</th>
          <th scope="col">{ct('bidder')}</th>
          <th scope="col" className="num">
            {ct('price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((o) => (
          <tr key={o.offerId}>
            <td>{o.offerId}</td>
            <td>{formatDate(o.offerTime, withDate ? 'datetime' : 'HH:mm:ss')}</td>
            <td>{lineName(o.competeLineId)}</td>
            <td>{o.bidderLabel}</td>
            <td>{o.supplierName}</td>
            <td className="num">{o.price.toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
