/**
 * Where the hall bench's latency goes (bench/compete.ts): the server's trace
 * points (bench/hall-trace.mjs) and the clients' receipts joined per offer,
 * each part's median taken over the offers. Points carry no request id: an
 * offer is found by order (each bidder's requests one after another, the
 * event's offers committed in the log's order under its lock), which holds
 * while no offer is refused.
 */
export interface TracePoint {
  stage: string;
  at: number;
  auth?: string;
  supplierId?: number;
  offerId?: number;
  operation?: string;
  run?: number;
  seen?: number;
  statements?: number;
  end?: string;
  ms?: number;
  inFlightMs?: number;
  commitMs?: number;
}

export interface SentOffer {
  bidder: number;
  sentAt: number;
  answeredAt: number;
  accepted: boolean;
  /** Each client's first sight of it (an empty list: none heard it). */
  heardAt: number[];
}

export const PARTS = [
  ['http', 'request in: HTTP, signature, session'],
  ['validate', 'transaction to validated: scope read with the lock, bidder, item, clock, turn, last offer'],
  ['commit', 'validated to committed: sequence, previous hash, INSERT, offer count, COMMIT'],
  ['notify', 'NOTIFY round trip: pg_notify through the pool to the LISTEN connection'],
  ['read', 'fan-out start and its reads: the hall (6 queries side by side) then the log'],
  ['serialise', 'serialised per distinct view'],
  ['deliver', 'writes to the median client’s screen: the send loop up to it, the kernel, the clients’ own event loop'],
] as const;
type Part = (typeof PARTS)[number][0];

const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : Number.NaN;
};

export interface Split {
  parts: Record<Part, number>;
  /** The whole send loop, the first socket's write to the last (median over runs). */
  writesMs: number;
  /** Statements of an offer's transaction, BEGIN to COMMIT (median). */
  statementsPerOffer: number;
  /** An offer's transaction, BEGIN to COMMIT's answer (medians): all of it, its statements in flight before COMMIT, COMMIT; the rest is the server between statements. */
  transaction: { ms: number; statementsMs: number; commitMs: number };
  /** How many offers could be followed through every point. */
  followed: number;
}

export function splitOf(points: TracePoint[], offers: SentOffer[], authOf: (bidder: number) => string, supplierOf: (bidder: number) => number): Split {
  const by = (stage: string) => points.filter((p) => p.stage === stage).sort((a, b) => a.at - b.at);
  const received = by('received');
  const validated = by('validated');
  const logged = by('logged');
  const committed = by('committed').filter((p) => p.operation === 'offer');
  const heard = by('heard');
  const runs = new Map<number, Record<string, TracePoint>>();
  for (const p of points.filter((q) => q.stage.startsWith('fanout.'))) {
    const run = runs.get(p.run!) ?? {};
    run[p.stage.slice('fanout.'.length)] = p;
    runs.set(p.run!, run);
  }
  const readRuns = [...runs.values()].filter((r) => r.read && r.sent).sort((a, b) => a.read.at - b.read.at);
  const parts = Object.fromEntries(PARTS.map(([k]) => [k, [] as number[]])) as unknown as Record<Part, number[]>;
  // The log's order: the k-th logged offer is the k-th committed and the k-th NOTIFY heard (one change each), if heard.
  const order = [...logged].sort((a, b) => a.offerId! - b.offerId!);
  const rank = new Map(order.map((p, k) => [p, k]));
  const writes: number[] = [];
  let followed = 0;
  for (const bidder of [0, 1]) {
    const mine = offers.filter((o) => o.bidder === bidder);
    const rec = received.filter((p) => p.auth === authOf(bidder));
    const val = validated.filter((p) => p.supplierId === supplierOf(bidder));
    const log = logged.filter((p) => p.supplierId === supplierOf(bidder));
    if (rec.length !== mine.length || val.length !== log.length) continue;
    let k = 0;
    for (const [i, o] of mine.entries()) {
      if (!o.accepted) continue;
      const v = val[k];
      const l = log[k++];
      const j = rank.get(l)!;
      const c = committed[j];
      const h = heard[j];
      const run = readRuns.find((r) => r.read.seen! >= l.offerId!);
      if (!v || !c || !run || !o.heardAt.length) continue;
      // No NOTIFY heard: the process that took the offer fans it out on its commit (its own echo is not read).
      const start = h && h.at > c.at ? h.at : c.at;
      followed++;
      parts.http.push(rec[i].at - o.sentAt);
      parts.validate.push(v.at - rec[i].at);
      parts.commit.push(c.at - v.at);
      parts.notify.push(start - c.at);
      parts.read.push(run.read.at - Math.max(start, run.start?.at ?? start));
      parts.serialise.push(run.serialised.at - run.read.at);
      parts.deliver.push(median(o.heardAt) - run.serialised.at);
      writes.push(run.sent.at - run.serialised.at);
    }
  }
  const txs = points.filter((p) => p.stage === 'transaction' && p.end === 'COMMIT');
  const statements = txs.map((p) => p.statements!);
  const ms = (xs: (number | undefined)[]) => Math.round(median(xs.map(Number)) * 100) / 100;
  return {
    parts: Object.fromEntries(PARTS.map(([k]) => [k, Math.round(median(parts[k]) * 100) / 100])) as Record<Part, number>,
    writesMs: Math.round(median(writes) * 100) / 100,
    statementsPerOffer: median(statements),
    transaction: { ms: ms(txs.map((p) => p.ms)), statementsMs: ms(txs.map((p) => p.inFlightMs)), commitMs: ms(txs.map((p) => p.commitMs)) },
    followed,
  };
}

/** The split as a line beside the figure: each part's median and its share of their sum. */
export function splitText(split: Split): string {
  const total = PARTS.reduce((s, [k]) => s + Math.max(0, split.parts[k]), 0);
  const each = PARTS.map(([k, what]) => `${what} ${split.parts[k]} ms (${Math.round((Math.max(0, split.parts[k]) / total) * 100)} %)`);
  return `${each.join('; ')}; the send loop to every subscriber ${split.writesMs} ms; ${split.statementsPerOffer} statements per offer transaction, which takes ${split.transaction.ms} ms: its statements before COMMIT ${split.transaction.statementsMs} ms in flight, COMMIT ${split.transaction.commitMs} ms, the server between them the rest; ${split.followed} offers followed`;
}
