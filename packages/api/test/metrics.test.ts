/**
 * `/metrics` as an operator's Prometheus reads it: off (404) without
 * METRICS_TOKEN, refused without the token or with another, and with it the
 * Prometheus text format: requests by route template (never the URL with its
 * ids) and status, the database pool and statement times, the job queue and
 * failures by job type, WebSocket connections by path, hall offers, cache hits,
 * and the process's memory and event-loop delay.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { dbKind, eventually, setup } from './helper.ts';
import { TICKET_ROUTE } from '../src/tickets/ticket-routes.ts';
import { WS_PATH } from '../src/realtime/hub.ts';
import { enqueue } from '../src/jobs/queue.ts';
import { events } from '../src/engine/events.ts';

const METRICS_TOKEN = 'scrape-token-for-the-metrics-test';
const t = await setup({ env: { METRICS_TOKEN, JOB_WORKER: 'false' } });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as { port: number }).port;
const buyer = await t.login('buyer');

const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
const metrics = async () => {
  const res = await scrape(`Bearer ${METRICS_TOKEN}`);
  assert.equal(res.statusCode, 200);
  return res.body;
};
/** The value of one series, or undefined when it is not there. */
const value = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

test(`[${dbKind}] /metrics is guarded: off without a token set, refused without the token or with another`, async () => {
  const config = t.app.srm.config;
  config.metricsToken = undefined;
  try {
    const off = await scrape(`Bearer ${METRICS_TOKEN}`);
    assert.equal(off.statusCode, 404);
    assert.equal(off.json().code, 'ROUTE_NOT_FOUND');
  } finally {
    config.metricsToken = METRICS_TOKEN;
  }
  for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${METRICS_TOKEN}x`, buyer.token]) {
    const refused = await scrape(authorization);
    assert.equal(refused.statusCode, 401, `refused with ${authorization ?? 'nothing'}`);
    assert.doesNotMatch(refused.body, /srm_http_requests_total/);
  }
  const ok = await scrape(`Bearer ${METRICS_TOKEN}`);
  assert.equal(ok.statusCode, 200);
  assert.equal(ok.headers['content-type'], 'text/plain; version=0.0.4; charset=utf-8');
  assert.equal(ok.headers['cache-control'], 'no-store');
});

test(`[${dbKind}] requests are counted and timed by route template and status`, async () => {
  const list = '/api/baseServer/v1/srmBaseItemsRestful/listByPage';
  for (let i = 0; i < 3; i++) assert.equal((await buyer.call(list, { pageIndex: 1, pageRows: 5 })).body.status, 'S');
  // A route with a parameter, called with two codes no interface has: one series, named by the template.
  for (const code of ['ERP_ONE_4711', 'ERP_TWO_4712']) {
    await t.app.inject({ method: 'POST', url: `/api/baseServer/v1/scsiInbound/${code}`, headers: { 'content-type': 'application/json' }, payload: '{}' });
  }
  const text = await metrics();
  const listSeries = `{method="POST",route="${list}",status="200"}`;
  assert.ok((value(text, `srm_http_requests_total${listSeries}`) ?? 0) >= 3, 'the three lists are counted');
  assert.ok((value(text, `srm_http_request_duration_seconds_count${listSeries}`) ?? 0) >= 3, 'and timed');
  assert.match(text, /srm_http_requests_total\{method="POST",route="\/api\/baseServer\/v1\/scsiInbound\/:code",status="404"\} 2/);
  assert.doesNotMatch(text, /ERP_ONE_4711|ERP_TWO_4712/, 'never the URL');
  assert.ok((value(text, 'srm_db_query_duration_seconds_count{kind="query",outcome="ok"}') ?? 0) > 0, 'statements are timed');
  assert.ok((value(text, 'srm_db_query_duration_seconds_count{kind="transaction",outcome="ok"}') ?? 0) > 0, 'transactions too');
});

test(`[${dbKind}] the pool, the job queue, WebSocket connections, hall offers, caches and the process are there`, async () => {
  const before = await metrics();
  if (dbKind === 'postgres') assert.ok((value(before, 'srm_db_pool_connections{state="max"}') ?? 0) > 0, "PostgreSQL's pool");
  else assert.match(before, /# TYPE srm_db_pool_connections gauge/);
  for (const state of ['due', 'later', 'running']) assert.notEqual(value(before, `srm_jobs{state="${state}"}`), undefined, `jobs ${state}`);
  assert.ok((value(before, 'srm_cache_entries{cache="sessions"}') ?? 0) > 0, 'the session cache holds the buyer');
  assert.notEqual(value(before, 'srm_cache_hits_total{cache="sessions"}'), undefined);
  assert.ok((value(before, 'process_resident_memory_bytes') ?? 0) > 0, 'memory');
  assert.notEqual(value(before, 'nodejs_eventloop_lag_p99_seconds'), undefined, 'event-loop delay');

  // A job queued shows as due; one that fails for good is counted by its type.
  const worker = t.app.srm.jobs!;
  worker.register('test.metricsBroken', {
    async run() {
      throw new Error('broken on purpose');
    },
  });
  const dueBefore = value(before, 'srm_jobs{state="due"}')!;
  await enqueue(t.db, 'test.metricsBroken', null, { maxAttempts: 1 });
  assert.equal(value(await metrics(), 'srm_jobs{state="due"}'), dueBefore + 1);
  await worker.drain();
  assert.equal(value(await metrics(), 'srm_job_failures_total{type="test.metricsBroken",final="true"}'), 1);

  // An offer accepted in the hall (the engine's event after its commit) is counted.
  const offers = value(before, 'srm_hall_offers_total') ?? 0;
  events.emitEvent('record', { entity: 'ponCompete', id: 1, operation: 'offer' });
  assert.equal(value(await metrics(), 'srm_hall_offers_total'), offers + 1);

  // A WebSocket to the to-do hub is counted while it is open.
  const ticket = (await buyer.call(TICKET_ROUTE, { path: WS_PATH })).body.data.ticket;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${WS_PATH}?ticket=${encodeURIComponent(ticket)}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data) => JSON.parse(String(data)).type === 'ready' && resolve());
  });
  const socketSeries = `srm_websocket_connections{path="${WS_PATH}"}`;
  assert.equal(value(await metrics(), socketSeries), 1);
  ws.close();
  assert.equal(value(await eventually(metrics, (text) => value(text, socketSeries) === 0), socketSeries), 0);
});
