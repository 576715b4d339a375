/** Pieces both halls show: the turn line with the server's clock, the connection state, the log's verification button. */
import { useState } from 'react';
import { formatDate } from '@srm/domain/dates.ts';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { useShell } from '../../shell/data.ts';
import { t } from '../../lib/i18n.ts';
import type { Connection, HallView } from './hall-socket.ts';
import { numberColumn, RowsGrid } from '../RowsGrid.tsx';

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
      <dd data-testid="compete-turn">
        {hall.currentTurn ? `${t('compete.turn', { n: hall.currentTurn, of: hall.turnCount })} · ${turnStatus}` : t('compete.noTurn')}
      </dd>
      <dt>{t('compete.remaining')}</dt>
      <dd data-testid="compete-remaining" aria-live="off">
        {remaining}
      </dd>
      <dt>{t('compete.serverTime')}</dt>
      <dd>{formatDate(new Date(Date.now() + offsetMs), 'HH:mm:ss')}</dd>
      <dd className="muted">{t('compete.offset', { ms: offsetMs })}</dd>
    </dl>
  );
}

export function ConnectionBadge({ connection }: { connection: Connection }) {
  const text = connection === 'open' ? t('compete.connected') : connection === 'connecting' ? t('compete.connecting') : t('compete.disconnected');
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
      setAnswer(c.valid ? t('compete.chainOk', { n: c.checked }) : t('compete.chainBroken', { pos: c.brokenPosition, id: c.brokenOfferId }));
    } catch (err) {
      setAnswer(errorMessage(err));
    }
  };
  return (
    <>
      <button type="button" className="btn" onClick={() => void verify()} data-testid="compete-verify">
        {t('compete.verify')}
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
    <RowsGrid
      rows={rows.map((o) => ({ ...o, time: formatDate(o.offerTime, withDate ? 'datetime' : 'HH:mm:ss'), material: lineName(o.competeLineId) }))}
      rowKey="offerId"
      testId={testId}
      label={caption}
      paged
      columns={[
        { key: 'offerId', title: '#', width: 80 },
        { key: 'time', title: t('compete.time'), width: withDate ? 170 : 100 },
        { key: 'material', title: t('compete.material') },
        { key: 'bidderLabel', title: t('compete.label'), width: 90 },
        { key: 'supplierName', title: t('compete.bidder') },
        numberColumn('price', t('compete.price')),
      ]}
    />
  );
}
