/**
 * The outbound guard (net/outbound-guard.ts): an interface URL or a webhook
 * that is not http(s), or whose host is or resolves to an internal address
 * (the metadata service, loopback, private, CGNAT, unique-local, unspecified,
 * IPv4-mapped), is refused on save naming the field, and nothing is written;
 * a host the administrator lists in OUTBOUND_ALLOWED_HOSTS is called, a
 * redirect is its answer (not followed) and the log keeps a kilobyte of what
 * it said; a host taken off the list, or a name that resolves to the loopback
 * only when the call connects, is not called at all; nor is a webhook whose
 * host left the list. Interface messages are queued and delivered as the job
 * `interface.deliver` does (`deliver`); webhooks by the job queue (drained).
 */
process.env.JOB_WORKER = 'false';
import dns from 'node:dns';
import { createServer } from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import type { AddressInfo } from 'node:net';
import { after, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { deliver, loadDefinition, queueMessage } from '../src/interface/outbound.ts';
import { setup } from './helper.ts';
import { confirmedOrder, day, ids, ok } from './purchase-kit.ts';
import { adminClient, allowOutboundHosts } from './interface-kit.ts';

const t = await setup();
const admin = await adminClient(t);
const D = 'scsiDefinition';

/** A receiver on the loopback: /big answers 20 kB ending in a marker, /moved redirects to /target; every path's hits are counted. */
const hits: Record<string, number> = {};
const server = createServer((req, res) => {
  const path = req.url ?? '';
  hits[path] = (hits[path] ?? 0) + 1;
  req.resume();
  req.on('end', () => {
    if (path === '/moved') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/target`, 'set-cookie': 'internal=1' });
      return res.end('see /target');
    }
    res.writeHead(200, { 'content-type': 'text/plain', 'x-erp': 'demo' });
    res.end(`${'x'.repeat(20_000)}END-OF-ANSWER`);
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as AddressInfo).port;
after(() => new Promise<void>((r) => server.close(() => r())));

const definition = (code: string, url: string) => ({
  definitionCode: code,
  definitionName: `guard ${code}`,
  direction: 'OUTBOUND',
  businessEvent: 'order.released',
  httpMethod: 'POST',
  authType: 'NONE',
  url,
  requestConfigs: [
    { configKey: 'MAX_ATTEMPTS', configValue: 1 },
    { configKey: 'TIMEOUT_MS', configValue: 3000 },
  ],
});

const REFUSED = [
  'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
  'http://127.0.0.1:8080/api',
  'http://localhost:5432/',
  'http://2130706433/',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
  'http://10.0.0.5/',
  'http://172.16.3.4/',
  'http://192.168.1.10/',
  'http://100.64.0.1/',
  'http://[fd00::1]/',
  'http://0.0.0.0/',
  'file:///etc/passwd',
  'gopher://127.0.0.1:6379/_INFO',
];

const count = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;

/** Sends one message of a saved definition as the delivery job does; answers the log row afterwards. */
async function sendOnce(definitionId: number) {
  const d = (await loadDefinition(t.db, { id: definitionId }))!;
  const logId = await t.db.transaction((tx) => queueMessage(tx, d, { entity: 'purOrder', recordId: 1, body: { hello: 'erp' }, userId: -1 }));
  await deliver(t.db, logId);
  return (
    await t.db.query<{ status: string; http: number | null; response: string | null; error: string | null }>(
      `SELECT log_status AS status, http_status AS http, response_body AS response, error_message AS error FROM srm_scsi_platform_logs WHERE log_id = $1`,
      [logId],
    )
  ).rows[0];
}

test('an interface URL that is internal or not http(s) is refused naming the field; nothing is saved', async () => {
  await allowOutboundHosts(admin, '');
  for (const [i, url] of REFUSED.entries()) {
    const res = await admin.entity(D, 'saveOrUpdate', definition(`GUARD_BAD_${i}`, url), { lang: 'EN' });
    assert.equal(res.statusCode, 400, url);
    assert.equal(res.body.code, 'VALIDATION', url);
    assert.deepEqual(
      res.body.errors?.map((e) => e.field),
      ['url'],
      url,
    );
  }
  const metadata = await admin.entity(D, 'saveOrUpdate', definition('GUARD_BAD_META', REFUSED[0]), { lang: 'EN' });
  assert.equal(
    metadata.body.errors?.[0].message,
    '169.254.169.254 points at the internal address 169.254.169.254 (loopback, private, link-local...) and may not be called; an administrator may list the host in the config profile OUTBOUND_ALLOWED_HOSTS',
  );
  const file = await admin.entity(D, 'saveOrUpdate', definition('GUARD_BAD_FILE', 'file:///etc/passwd'));
  assert.equal(file.body.errors?.[0].message, '地址必须以 http:// 或 https:// 开头');
  assert.equal(await count(`SELECT count(*)::int AS n FROM srm_scsi_definitions WHERE definition_code LIKE 'GUARD_BAD_%'`, []), 0);
});

test('a webhook channel to an internal address is refused naming the field; nothing is saved', async () => {
  await allowOutboundHosts(admin, '');
  for (const [i, endpointUrl] of REFUSED.entries()) {
    const res = await admin.entity('msgChannel', 'saveOrUpdate', { channelCode: `WH-GUARD-${i}`, channelName: 'guard', channelType: 'WEBHOOK', endpointUrl });
    assert.equal(res.statusCode, 400, endpointUrl);
    assert.deepEqual(
      res.body.errors?.map((e) => e.field),
      ['endpointUrl'],
      endpointUrl,
    );
  }
  assert.equal(await count(`SELECT count(*)::int AS n FROM msg_channels WHERE channel_code LIKE 'WH-GUARD-%'`, []), 0);
});

test('a listed host is called: a redirect is its answer, not followed, and the log keeps status, headers and a kilobyte', async () => {
  await allowOutboundHosts(admin, '127.0.0.1');
  const big = ok(await admin.entity(D, 'saveOrUpdate', definition('GUARD_BIG', `http://127.0.0.1:${port}/big`)), 'listed host saved');
  const sent = await sendOnce(big.definitionId);
  assert.equal(sent.status, 'SENT');
  assert.equal(sent.http, 200);
  assert.match(sent.response!, /^HTTP 200\n/);
  assert.match(sent.response!, /\nx-erp: demo\n/);
  assert.ok(sent.response!.length < 2048, `the log keeps an excerpt, not ${sent.response!.length} characters`);
  assert.ok(!sent.response!.includes('END-OF-ANSWER'));

  const moved = ok(await admin.entity(D, 'saveOrUpdate', definition('GUARD_MOVED', `http://127.0.0.1:${port}/moved`)));
  const redirected = await sendOnce(moved.definitionId);
  assert.equal(redirected.http, 302);
  assert.equal(redirected.status, 'DEAD');
  assert.match(redirected.response!, new RegExp(`location: http://127.0.0.1:${port}/target`));
  assert.ok(!redirected.response!.includes('internal=1'), 'cookies the answer sets are not kept');
  assert.equal(hits['/target'] ?? 0, 0, 'the redirect is not followed');
});

test('a host taken off the allow-list is not called', async () => {
  await allowOutboundHosts(admin, '127.0.0.1');
  const saved = ok(await admin.entity(D, 'saveOrUpdate', definition('GUARD_UNLISTED', `http://127.0.0.1:${port}/unlisted`)));
  await allowOutboundHosts(admin, '');
  const refused = await sendOnce(saved.definitionId);
  assert.equal(refused.status, 'DEAD');
  assert.equal(refused.http, null);
  assert.match(refused.error!, /refused: 127\.0\.0\.1 is the internal address 127\.0\.0\.1/);
  assert.equal(hits['/unlisted'] ?? 0, 0);
});

test('a name that resolves to the loopback only when the call connects is not called (no DNS rebinding)', async () => {
  await allowOutboundHosts(admin, '');
  // The name answers a public address to the save's check and the call's check, then the loopback: the
  // connection's own lookup is what stands between the call and the receiver.
  let publicAnswers = 2;
  const real = dns.lookup;
  mock.method(dns, 'lookup', (host: string, options: any, callback: any) => {
    const cb = typeof options === 'function' ? options : callback;
    const opts = typeof options === 'function' ? {} : options;
    if (host !== 'erp.rebind.test') return real(host, opts, cb);
    const address = publicAnswers-- > 0 ? '93.184.215.14' : '127.0.0.1';
    return opts.all ? cb(null, [{ address, family: 4 }]) : cb(null, address, 4);
  });
  syncBuiltinESMExports();
  try {
    const saved = ok(await admin.entity(D, 'saveOrUpdate', definition('GUARD_REBIND', `http://erp.rebind.test:${port}/rebound`)), 'public at save');
    const refused = await sendOnce(saved.definitionId);
    assert.equal(refused.status, 'DEAD');
    assert.match(refused.error!, /EADDRNOTALLOWED|internal address 127\.0\.0\.1/);
    assert.equal(hits['/rebound'] ?? 0, 0);
    assert.ok(publicAnswers < 0, 'the connection looked the name up again');
  } finally {
    mock.restoreAll();
    syncBuiltinESMExports();
  }
});

test('a webhook to a host taken off the allow-list is not called; the attempt is logged as refused', async () => {
  const buyer = await t.login('buyer');
  const approver = await t.login('approver');
  const supplier1 = await t.login('supplier1');
  const id = await ids(t);
  await allowOutboundHosts(admin, '127.0.0.1');
  const channel = ok(
    await admin.entity('msgChannel', 'saveOrUpdate', {
      channelCode: 'WH-GUARD-OFF',
      channelName: 'guard hook',
      channelType: 'WEBHOOK',
      endpointUrl: `http://127.0.0.1:${port}/hook`,
    }),
    'listed webhook saved',
  );
  ok(
    await admin.entity('msgSource', 'saveOrUpdate', {
      sourceCode: 'MS-GUARD-HOOK',
      sourceName: 'guard hook',
      eventCode: 'order.released',
      siteFlag: 'N',
      emailFlag: 'N',
      webhookFlag: 'Y',
      channelId: channel.channelId,
      enabledFlag: 'Y',
    }),
  );
  await allowOutboundHosts(admin, '');
  const po = await confirmedOrder(
    { buyer, approver, supplier: supplier1 },
    id.supplier1,
    id.org,
    [{ lineNumber: 1, itemId: id.gear, quantity: 2, taxPrice: 10, needByDate: day(12) }],
    'RELEASED',
  );
  await t.app.srm.jobs!.drain();
  const logged = await t.db.query<{ status: string; http: number | null; error: string | null }>(
    `SELECT l.log_status AS status, l.http_status AS http, l.error_message AS error FROM msg_delivery_logs l
       JOIN msg_deliveries d ON d.delivery_id = l.delivery_id JOIN msg_instances i ON i.instance_id = d.instance_id
      WHERE i.record_id = $1 AND d.channel_id = $2`,
    [po.poHeaderId, channel.channelId],
  );
  assert.equal(logged.rows.length, 1, 'one attempt logged');
  assert.equal(logged.rows[0].status, 'FAILED');
  assert.equal(logged.rows[0].http, null);
  assert.match(logged.rows[0].error!, /refused: 127\.0\.0\.1 is the internal address/);
  assert.equal(hits['/hook'] ?? 0, 0);
});
