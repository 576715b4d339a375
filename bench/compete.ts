/**
 * The compete hall at load (issue 14). `run()` is what `npm run bench` calls;
 * alone: `BENCH_ONLY=compete npm run bench`. PostgreSQL only (DATABASE_URL):
 * the hall's fan-out is LISTEN/NOTIFY.
 *
 * A server process of its own (test/fixtures/serve.ts, a schema of its own with
 * the demo data) runs a published event; 200 hall clients over real WebSockets
 * (half signed in as supplier1, half as supplier2, the two bidders) subscribe,
 * and offers are placed at 20 a second in total for 60 s (each bidder 10 a
 * second, one after the other, each 0.01 below its last; a slow answer delays
 * that bidder's next, so the rate reached is a figure too). For every accepted offer and every client: the time
 * from the offer's arrival at the server (its `offerTime`, the database's clock
 * on this same machine) to that client's screen-update message (a supplier's
 * `hall` carrying the sequence, the buyer's `offers` naming it). Lost: an
 * accepted offer some client never heard of; duplicated: an offer sent twice to
 * one client. Memory: the server's RSS before and after. Then the same with
 * 1,000 watchers (buyer sessions). Never asserts: figures beside targets.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { signRequest } from '@srm/domain/client/signature.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { actionOperation } from '@srm/domain/entity/naming.ts';
import { openPg } from '../packages/api/src/db/pg-db.ts';
import { HALL_WS_PATH } from '../packages/api/src/compete/ws.ts';
import { DEMO_HALL_PASSWORD } from '../packages/api/src/seed/compete-demo.ts';
import { loginAt, post, startServer, stopServer, type ServerProcess } from '../packages/api/test/processes.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const SECONDS = QUICK ? 10 : 60;
const RATE = 20;
const C = getEntity('ponCompete');
const path = (op: string) => restPath(C, op);

const round = (x: number) => Math.round(x * 100) / 100;
const pct = (xs: number[], p: number) => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

interface Client {
  ws: WebSocket;
  /** Receipt time per offer sequence (first time only). */
  heard: Map<number, number>;
  duplicates: number;
}

async function connect(base: string, token: string, eventId: number, supplier: boolean): Promise<Client> {
  const ts = String(Date.now());
  const ws = new WebSocket(`${base.replace('http', 'ws')}${HALL_WS_PATH}?token=${encodeURIComponent(token)}&ts=${ts}&sig=${await signRequest(ts, token)}`);
  const client: Client = { ws, heard: new Map(), duplicates: 0 };
  let last = 0;
  ws.on('message', (data) => {
    const at = Date.now();
    const m = JSON.parse(String(data));
    if (m.type === 'offers' && !supplier) {
      for (const o of m.offers) {
        if (client.heard.has(Number(o.offerId))) client.duplicates++;
        else client.heard.set(Number(o.offerId), at);
      }
    } else if (m.type === 'hall' && supplier) {
      // A supplier's screen changes with every offer (its rank); the hall names the last sequence it reflects.
      const seq = Number(m.hall.lastSeq);
      for (let s = last + 1; s <= seq; s++) if (!client.heard.has(s)) client.heard.set(s, at);
      last = Math.max(last, seq);
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'subscribe', competeHeaderId: eventId, after: 0 }));
  return client;
}

async function call(base: string, token: string, op: string, body: Record<string, unknown>) {
  const res = await post(base, token, path(op), body);
  if (res.body.status !== 'S') throw new Error(`${op}: ${res.body.msg}`);
  return res.body.data;
}

/** A fresh event of the demo's shape, published, both bidders in and ready, its one turn running for long enough. */
async function runningEvent(base: string, buyer: string, approver: string, bidders: string[]): Promise<{ eventId: number; line: number }> {
  const list = await call(base, buyer, 'listByPage', { competeStatus: 'DRAFT', pageRows: 1 });
  const draft = await call(base, buyer, 'findById', { competeHeaderId: list[0].competeHeaderId });
  const saved = await call(base, buyer, 'saveOrUpdate', {
    competeTitle: `bench ${Date.now()}`,
    orgId: draft.orgId,
    hallPassword: DEMO_HALL_PASSWORD,
    items: [{ lineNumber: 1, itemId: draft.items[0].itemId, quantity: 10, ceilingPrice: 1_000_000 }],
    suppliers: draft.suppliers.map((s: { supplierId: number }) => ({ supplierId: s.supplierId })),
    turns: [{ turnNumber: 1, durationSeconds: 3600, decrementType: 'AMOUNT', decrementValue: 0.01, visibility: 'LADDER' }],
  });
  const eventId = Number(saved.competeHeaderId);
  await call(base, buyer, actionOperation('submit'), { competeHeaderId: eventId, versionNum: saved.versionNum });
  const current = await call(base, approver, 'findById', { competeHeaderId: eventId });
  await call(base, approver, actionOperation('approval'), { competeHeaderId: eventId, versionNum: current.versionNum });
  for (const b of bidders) {
    await call(base, b, 'doCheckPassword', { competeHeaderId: eventId, password: DEMO_HALL_PASSWORD });
    await call(base, b, 'doReady', { competeHeaderId: eventId });
  }
  const hall = await call(base, buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'start' });
  return { eventId, line: Number(hall.items[0].competeLineId) };
}

async function measure(server: ServerProcess, clients: number, supplierClients: boolean) {
  const base = server.base;
  const [buyer, approver, s1, s2] = await Promise.all((['buyer', 'approver', 'supplier1', 'supplier2'] as const).map((u) => loginAt(base, u)));
  const bidders = [s1.token, s2.token];
  const { eventId, line } = await runningEvent(base, buyer.token, approver.token, bidders);
  const conns: Client[] = [];
  for (let i = 0; i < clients; i++) {
    const supplier = supplierClients && i % 2 === 0;
    conns.push(await connect(base, supplier ? bidders[(i / 2) % 2] : buyer.token, eventId, supplier));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const rssBefore = rssMb(server.child.pid!);
  const accepted = new Map<number, number>();
  const prices = [1_000_000, 1_000_000];
  let refused = 0;
  const started = Date.now();
  // Each bidder offers at half the rate, one offer after the other: two offers of one bidder in flight at once could
  // arrive out of order, and the later (lower) one taken first would make the earlier "not lower".
  const bidder = async (who: number) => {
    for (let k = 0; k < (SECONDS * RATE) / 2; k++) {
      const wait = started + (k * 2000) / RATE + (who * 1000) / RATE - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      prices[who] = round(prices[who] - 0.01);
      const res = await post(base, bidders[who], path('doOfferPrice'), { competeHeaderId: eventId, competeLineId: line, price: prices[who] });
      if (res.body.status === 'S') accepted.set(Number(res.body.data.offerId), new Date(res.body.data.offerTime).getTime());
      else refused++;
    }
  };
  await Promise.all([bidder(0), bidder(1)]);
  await new Promise((r) => setTimeout(r, 3000));
  const rssAfter = rssMb(server.child.pid!);
  const latencies: number[] = [];
  let lost = 0;
  for (const c of conns) {
    for (const [seq, at] of accepted) {
      const heard = c.heard.get(seq);
      if (heard === undefined) lost++;
      else latencies.push(heard - at);
    }
    c.ws.terminate();
  }
  return {
    clients,
    offersAccepted: accepted.size,
    offersRefused: refused,
    offersPerSecond: round(accepted.size / ((Date.now() - started - 3000) / 1000)),
    p50: { median: round(pct(latencies, 50)), unit: 'ms' },
    p99: { median: round(pct(latencies, 99)), unit: 'ms' },
    lost,
    duplicated: conns.reduce((n, c) => n + c.duplicates, 0),
    memoryGrowthMb: { median: round(rssAfter - rssBefore), unit: 'MB', target: '< 100 MB', met: rssAfter - rssBefore < 100 },
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const url = process.env.DATABASE_URL;
  if (!url) return { skipped: 'needs PostgreSQL: set DATABASE_URL (the hall fans out by LISTEN/NOTIFY)' };
  const schema = `bench_compete_${process.pid}`;
  const server = await startServer({ DATABASE_URL: url, SRM_SCHEMA: schema });
  try {
    const bidders = await measure(server, 200, true);
    const watchers = await measure(server, 1000, false);
    const met = (fig: { median: number }, ms: number) => ({ ...fig, target: `< ${ms} ms`, met: fig.median < ms });
    return {
      machine: `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at the end`,
      bidders200: { ...bidders, p50: met(bidders.p50, 20), p99: met(bidders.p99, 100) },
      watchers1000: { ...watchers, p99: met(watchers.p99, 250) },
    };
  } finally {
    await stopServer(server);
    const admin = await openPg({ connectionString: url, max: 1 });
    await admin.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await admin.close();
  }
}
