/**
 * The hall's live connection (/ws/netty, protocol in api/src/compete/ws.ts):
 * subscribes to one event, keeps the last offer `seq` seen (a bidder's are its own count) and asks for
 * everything after it on every reconnect, estimates the clock offset from
 * ping/pong (server time minus the local time at mid-flight), and reconnects
 * with backoff, each time with a fresh one-use ticket (lib/ticket.ts). The remaining time is the server's, counted down on the
 * corrected clock; the browser's own clock is never trusted.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { getSession } from '../../lib/session.ts';
import { CLOSE_RESTARTING, reconnectDelay, socketUrl } from '../../lib/ticket.ts';

export type Connection = 'connecting' | 'open' | 'closed';

export interface LiveOffer {
  /** The viewer's numbering: the log's sequence for the buyer, a bidder's own count (1, 2, 3 ...) for a bidder. */
  seq: number;
  /** The log's sequence, the buyer's only. */
  offerId?: number;
  turnNumber: number;
  competeLineId: number;
  price: number;
  offerTime: string;
  supplierId?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: the hall is the server's view (compete/view.ts), read field by field by the screens
export type HallView = Record<string, any>;

export function useHall(competeHeaderId: number, enabled = true) {
  const [hall, setHall] = useState<HallView | null>(null);
  const [offers, setOffers] = useState<LiveOffer[]>([]);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [offsetMs, setOffsetMs] = useState(0);
  const [error, setError] = useState('');
  // When the last hall arrived, on the corrected clock: remaining time counts down from there.
  const received = useRef({ at: 0, remainingMs: null as number | null });
  const lastSeq = useRef(0);

  useEffect(() => {
    if (!enabled || !competeHeaderId) return;
    let stopped = false;
    let socket: WebSocket | null = null;
    let delay = 1000;
    let timer: number | undefined;
    let pinger: number | undefined;
    let offset = 0;
    const retry = (code = 0) => {
      // A stopping server's 1012: another process takes the hall at once, resubscribing after the last offer seen.
      if (code === CLOSE_RESTARTING) delay = 1000;
      timer = window.setTimeout(() => void connect(), reconnectDelay(code, delay));
      delay = Math.min(delay * 2, 30_000);
    };
    const connect = async () => {
      if (!getSession()?.token || stopped) return;
      setConnection('connecting');
      let url: string;
      try {
        // A fresh one-use ticket for every connection, reconnects too: the session token never goes in the URL.
        url = await socketUrl('/ws/netty');
      } catch (err) {
        setConnection('closed');
        // A session that has ended refuses the ticket; anything else is tried again.
        if (!stopped && !(err instanceof ApiError && err.httpStatus === 401)) retry();
        return;
      }
      if (stopped) return;
      const ws = new WebSocket(url);
      socket = ws;
      const ping = () => ws.readyState === ws.OPEN && ws.send(JSON.stringify({ type: 'ping', clientTime: Date.now() }));
      ws.onopen = () => {
        delay = 1000;
        ws.send(JSON.stringify({ type: 'subscribe', competeHeaderId, after: lastSeq.current }));
        ping();
        pinger = window.setInterval(ping, 10_000);
      };
      ws.onmessage = (e) => {
        let msg: HallView;
        try {
          msg = JSON.parse(String(e.data));
        } catch {
          return;
        }
        const serverTime = Date.parse(msg.serverTime);
        if (msg.type === 'pong' && typeof msg.clientTime === 'number') {
          const now = Date.now();
          offset = serverTime - (msg.clientTime + (now - msg.clientTime) / 2);
          setOffsetMs(Math.round(offset));
        } else if (msg.type === 'offers') {
          const fresh = (msg.offers as LiveOffer[]).filter((o) => o.seq > lastSeq.current);
          if (fresh.length) {
            lastSeq.current = fresh[fresh.length - 1].seq;
            setOffers((old) => [...old, ...fresh]);
          }
        } else if (msg.type === 'hall') {
          setConnection('open');
          setError('');
          lastSeq.current = Math.max(lastSeq.current, Number(msg.hall.lastSeq ?? 0));
          // The countdown starts from the server's moment of reading the hall, on the server's clock.
          received.current = { at: Date.parse(msg.hall.serverTime) || serverTime, remainingMs: msg.hall.turn?.remainingMs ?? null };
          setHall(msg.hall);
        } else if (msg.type === 'error') setError(String(msg.message ?? msg.code));
      };
      ws.onclose = (e) => {
        window.clearInterval(pinger);
        if (socket === ws) socket = null;
        if (stopped) return;
        setConnection('closed');
        if (e.code === 4401) return;
        retry(e.code);
      };
    };
    void connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.clearInterval(pinger);
      socket?.close();
    };
  }, [competeHeaderId, enabled]);

  return { hall, offers, connection, offsetMs, error, received, setHall };
}

/** Milliseconds left now, on the server's clock (local clock + offset), from the last hall received. */
export function useRemaining(hall: HallView | null, received: { current: { at: number; remainingMs: number | null } }, offsetMs: number): number | null {
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => tick((n) => n + 1), 250);
    return () => window.clearInterval(timer);
  }, []);
  const { at, remainingMs } = received.current;
  if (remainingMs === null || !hall) return null;
  if (hall.turn?.turnStatus !== 'RUNNING') return remainingMs;
  return Math.max(0, remainingMs - (Date.now() + offsetMs - at));
}

export const clock = (ms: number | null) => {
  if (ms === null) return '--:--';
  const s = Math.ceil(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
