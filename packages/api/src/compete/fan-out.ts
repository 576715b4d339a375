/**
 * Sending an event's hall subscribers on this process what they have not seen
 * (compete/ws.ts): the offers after each one's last sequence, and the hall as
 * it may see it. One run per event at a time, so no offer goes twice; a change
 * while a run is on queues one more run, which every later change rides on.
 *
 * A run serves the subscribers there were when it began, from the sequences
 * they had then. One that joins (or subscribes again) during a run is served
 * by the run its subscribe queued: served by the run in progress, it would be
 * marked as having seen offers older than that run's log, which it was never
 * sent (a buyer reconnecting mid-turn lost three offers so).
 */
import type { Caller } from '../engine/caller.ts';
import { isSupplier } from '../engine/caller.ts';
import type { LoggedOffer } from './chain.ts';
import { hallTrace } from './trace.ts';
import { type Hall, supplierView } from './view.ts';

export interface HallSubscriber {
  socket: { readonly readyState: number; readonly OPEN: number; send(text: string): void };
  caller: Caller;
  /** The last offer of the log (its sequence, whoever the viewer) this subscriber was sent or said it saw, subscribing. */
  lastSeq: number;
}

export interface FanOutSource {
  subscribers(competeHeaderId: number): Iterable<HallSubscriber> | undefined;
  loadHall(competeHeaderId: number): Promise<Hall | null>;
  readLog(competeHeaderId: number, afterOfferId: number): Promise<LoggedOffer[]>;
}

/** The fan-out of one process: call it with an event's id after every change; it settles when the subscribers are sent it. */
export function hallFanOut(source: FanOutSource): (competeHeaderId: number) => Promise<void> {
  const chains = new Map<number, Promise<void>>();
  const queued = new Map<number, Promise<void>>();

  let runs = 0;
  const runOnce = async (id: number) => {
    const targets = [...(source.subscribers(id) ?? [])].map((sub) => ({ sub, from: sub.lastSeq }));
    if (!targets.length) return;
    const run = ++runs;
    hallTrace('fanout.start', { competeHeaderId: id, run });
    const hall = await source.loadHall(id);
    if (!hall) return;
    const from = Math.min(...targets.map((t) => t.from));
    const log = from < hall.lastSeq ? await source.readLog(id, from) : [];
    // The log is read after the hall: offers committed in between are in it and are sent now, so they count as seen.
    const seen = log.reduce((top, o) => Math.max(top, o.offerId), hall.lastSeq);
    hallTrace('fanout.read', { competeHeaderId: id, run, from, seen });
    // Serialised once per viewer (the buyer's side, or one supplier) and starting sequence: a thousand watchers share one text.
    const texts = new Map<string, { offers: string | null; hall: string }>();
    const serverTime = new Date().toISOString();
    const textOf = (supplierId: number | null, start: number) => {
      const key = `${supplierId ?? ''}:${start}`;
      let text = texts.get(key);
      if (!text) {
        const offers = log
          .filter((o) => o.offerId > start && (supplierId === null || o.supplierId === supplierId))
          // `seq` is the viewer's numbering: the log's for the buyer, a bidder's own count for a bidder, which is never shown the log's.
          .map((o) => ({
            seq: supplierId === null ? o.offerId : (o.supplierSeq ?? 0),
            turnNumber: o.turnNumber,
            competeLineId: o.competeLineId,
            price: Number(o.price),
            offerTime: o.offerTime,
            ...(supplierId === null ? { offerId: o.offerId, supplierId: o.supplierId, supplierSeq: o.supplierSeq } : {}),
          }));
        const view = supplierId === null ? hall : supplierView(hall, supplierId);
        text = {
          offers: offers.length ? JSON.stringify({ type: 'offers', competeHeaderId: id, offers, serverTime }) : null,
          hall: JSON.stringify({ type: 'hall', competeHeaderId: id, hall: view, serverTime }),
        };
        texts.set(key, text);
      }
      return text;
    };
    const sends = targets.map(({ sub, from: start }) => ({ sub, start, text: textOf(isSupplier(sub.caller) ? sub.caller.supplierId : null, start) }));
    hallTrace('fanout.serialised', { competeHeaderId: id, run, views: texts.size });
    for (const { sub, start, text } of sends) {
      if (sub.socket.readyState === sub.socket.OPEN) {
        if (text.offers) sub.socket.send(text.offers);
        sub.socket.send(text.hall);
      }
      // Subscribed again during the run (another `after`): the run that subscribe queued serves it from there.
      if (sub.lastSeq === start) sub.lastSeq = Math.max(start, seen);
    }
    hallTrace('fanout.sent', { competeHeaderId: id, run, targets: targets.length });
  };

  return (id: number) => {
    // A run not yet started reads the event afresh when it starts: later changes ride on it instead of queueing runs of their own.
    const waiting = queued.get(id);
    if (waiting !== undefined) return waiting;
    const run = (chains.get(id) ?? Promise.resolve()).then(() => {
      queued.delete(id);
      return runOnce(id);
    });
    const settled = run.catch(() => undefined);
    queued.set(id, settled);
    chains.set(id, settled);
    void settled.then(() => {
      if (chains.get(id) === settled) chains.delete(id);
    });
    return settled;
  };
}
