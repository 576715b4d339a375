/**
 * The worked ERP example run as an ERP team would run it, against a server of
 * its own (a copy of the suite's seeded demo on a loopback port). The
 * administrator sets up what it needs through the API: an API app with the
 * buyer's responsibility, inbound interfaces for materials and suppliers, and
 * an outbound interface on order.released, signed, pointing to the example's
 * port (loopback, which the outbound guard allows only when the allow-list
 * names it). The example pushes a material and a supplier, pulls the released
 * orders, keeps its cursor and refuses an event with a forged signature; an
 * order released meanwhile reaches it signed; run again, it writes nothing new
 * and pulls only the order released since.
 */
process.env.JOB_WORKER = 'false';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after } from 'node:test';
import { dbKind, setup } from '../../../packages/api/test/helper.ts';
import { adminClient, allowOutboundHosts } from '../../../packages/api/test/interface-kit.ts';
import { registerBuyerApiApp } from '../../../packages/api/test/oauth-kit.ts';
import { confirmedOrder, day, ids, ok } from '../../../packages/api/test/purchase-kit.ts';

const t = await setup();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const admin = await adminClient(t);
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const id = await ids(t);
const dir = mkdtempSync(join(tmpdir(), 'erp-sync-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const cursorFile = join(dir, 'cursor.json');

// ---- the administrator's setup, through the API -------------------------------------------------
const credentials = await registerBuyerApiApp(t, admin, 'ERP sync');
const INBOUND = { authType: 'API_KEY', authSecret: 'erp-inbound-key-7f3a', signSecret: 'erp-inbound-signing-5c1d', direction: 'INBOUND', httpMethod: 'POST' };
for (const definition of [
  {
    ...INBOUND,
    definitionCode: 'ERP_SYNC_MATERIAL',
    definitionName: 'ERP materials',
    targetEntity: 'materialItem',
    reqFieldMaps: [
      { seqNum: 1, sourcePath: 'material.code', targetField: 'itemCode', requiredFlag: 'Y' },
      { seqNum: 2, sourcePath: 'material.name', targetField: 'itemName', requiredFlag: 'Y' },
      { seqNum: 3, sourcePath: 'material.uom', targetField: 'uomCode' },
      { seqNum: 4, sourcePath: 'material.spec', targetField: 'specification' },
    ],
    resFieldMaps: [{ seqNum: 1, sourcePath: 'itemId', targetField: 'srmItemId' }],
  },
  {
    ...INBOUND,
    definitionCode: 'ERP_SYNC_SUPPLIER',
    definitionName: 'ERP suppliers',
    targetEntity: 'supplierInfo',
    reqFieldMaps: [
      { seqNum: 1, sourcePath: 'supplier.name', targetField: 'supplierName', requiredFlag: 'Y' },
      { seqNum: 2, sourcePath: 'supplier.taxId', targetField: 'taxRegistrationNumber' },
      { seqNum: 3, sourcePath: 'supplier.contact', targetField: 'contactName' },
      { seqNum: 4, sourcePath: 'supplier.email', targetField: 'contactEmail' },
    ],
    resFieldMaps: [
      { seqNum: 1, sourcePath: 'supplierId', targetField: 'srmSupplierId' },
      { seqNum: 2, sourcePath: 'supplierNumber', targetField: 'supplierNumber' },
    ],
  },
]) {
  const saved = ok(await admin.entity('scsiDefinition', 'saveOrUpdate', definition), definition.definitionCode);
  ok(await admin.entity('scsiDefinition', 'doEffect', { definitionId: saved.definitionId }), `${definition.definitionCode} in use`);
}
const EVENT_SECRET = 'erp-event-signing-9b2e';
// The example listens on the loopback: the administrator lists it, as for an ERP on the company network.
await allowOutboundHosts(admin, '127.0.0.1');
/** The outbound interface, once the example says its port. */
async function outboundTo(port: number) {
  const saved = ok(
    await admin.entity('scsiDefinition', 'saveOrUpdate', {
      definitionCode: 'ERP_PO_RELEASED_SYNC',
      definitionName: 'Released orders to the ERP',
      direction: 'OUTBOUND',
      businessEvent: 'order.released',
      url: `http://127.0.0.1:${port}/srm/events`,
      httpMethod: 'POST',
      authType: 'NONE',
      headerInterceptor: 'HMAC_SIGNATURE',
      signSecret: EVENT_SECRET,
      reqFieldMaps: [
        { seqNum: 1, sourcePath: 'poNumber', targetField: 'orderNo', requiredFlag: 'Y' },
        { seqNum: 2, sourcePath: 'supplierNumber', targetField: 'vendor.code' },
        { seqNum: 3, sourcePath: 'lines[].itemCode', targetField: 'items[].material' },
        { seqNum: 4, sourcePath: 'lines[].quantity', targetField: 'items[].qty' },
      ],
      parameters: [{ paramLocation: 'BODY', paramName: 'event', paramValue: 'order.released' }],
      requestConfigs: [
        { configKey: 'MAX_ATTEMPTS', configValue: 2 },
        { configKey: 'BACKOFF_SECONDS', configValue: 0 },
      ],
    }),
    'outbound interface',
  );
  ok(await admin.entity('scsiDefinition', 'doEffect', { definitionId: saved.definitionId }), 'outbound in use');
}

const release = (quantity: number) =>
  confirmedOrder(
    { buyer, approver, supplier: supplier1 },
    id.supplier1,
    id.org,
    [{ lineNumber: 1, itemId: id.gear, quantity, taxPrice: 100, needByDate: day(20) }],
    'RELEASED',
  );

// ---- running the example ---------------------------------------------------------------------------
type Line = { step: string } & Record<string, any>;
function runExample(events: number) {
  const child = spawn(process.execPath, ['--import', './scripts/ts.mjs', 'examples/erp-sync/sync.ts'], {
    env: {
      ...process.env,
      SRM_URL: baseUrl,
      SRM_CLIENT_ID: credentials.clientId,
      SRM_CLIENT_SECRET: credentials.clientSecret,
      SRM_INBOUND_KEY: INBOUND.authSecret,
      SRM_INBOUND_SECRET: INBOUND.signSecret,
      SRM_EVENT_SECRET: EVENT_SECRET,
      EVENT_PORT: '0',
      EVENTS: String(events),
      CURSOR_FILE: cursorFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Line[] = [];
  const waiting: { step: string; resolve: (l: Line) => void }[] = [];
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  createInterface({ input: child.stdout }).on('line', (text) => {
    if (!text.startsWith('{')) return;
    const line = JSON.parse(text) as Line;
    lines.push(line);
    for (const w of waiting.filter((w) => w.step === line.step)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(line);
    }
  });
  const exited = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  after(() => child.kill());
  return {
    lines,
    exited,
    stderr: () => stderr,
    /** The next line of this step (one already printed counts). */
    next(step: string): Promise<Line> {
      const seen = lines.find((l) => l.step === step);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiting.push({ step, resolve });
        void exited.then((code) => reject(new Error(`the example ended (${code}) before "${step}": ${JSON.stringify(lines)} ${stderr}`)));
      });
    },
  };
}

const count = async (sql: string, params: unknown[]) => Number((await t.db.query<{ n: number }>(sql, params)).rows[0].n);
const materials = () => count(`SELECT count(*)::int AS n FROM srm_base_items WHERE item_code = 'ERP-MAT-0001'`, []);
const suppliers = () => count(`SELECT count(*)::int AS n FROM srm_pos_supplier_info WHERE supplier_name = 'Harbin Fastener Works Co., Ltd.'`, []);
const inboundLog = async () =>
  (
    await t.db.query<{ code: string; s: string }>(
      `SELECT definition_code AS code, log_status AS s FROM srm_scsi_platform_logs WHERE definition_code LIKE 'ERP_SYNC_%' ORDER BY log_id`,
    )
  ).rows.map((r) => `${r.code} ${r.s}`);

test(`[${dbKind}] the example pushes master data, pulls released orders by cursor and receives the signed order-released event; run again it writes nothing twice`, async () => {
  const first = await release(3);
  const releasedBefore = (
    await t.db.query<{ id: number }>(`SELECT po_header_id AS id FROM srm_po_headers WHERE po_status = 'RELEASED' ORDER BY released_date, po_header_id`)
  ).rows.map((r) => Number(r.id));
  assert.ok(releasedBefore.includes(Number(first.poHeaderId)));

  const run = runExample(1);
  const { port } = await run.next('listening');
  await outboundTo(port);
  const pulled = await run.next('pulled');
  assert.equal(await materials(), 1);
  assert.equal(await suppliers(), 1);
  const pushed = run.lines.filter((l) => l.step === 'pushed');
  assert.deepEqual(
    pushed.map((l) => l.interface),
    ['ERP_SYNC_MATERIAL', 'ERP_SYNC_SUPPLIER'],
  );
  assert.ok(Number(pushed[0].data.srmItemId) > 0);
  assert.match(String(pushed[1].data.supplierNumber), /^S\d{6}$/);
  // Every released order, in the order of release, and the cursor at the last one.
  const orders = run.lines.filter((l) => l.step === 'order');
  assert.deepEqual(
    orders.map((o) => o.poHeaderId),
    releasedBefore,
  );
  assert.equal(pulled.orders, releasedBefore.length);
  assert.equal(JSON.parse(readFileSync(cursorFile, 'utf8')).after, releasedBefore.at(-1));

  // A forged event is refused by the example (401), and reported.
  const forged = await fetch(`http://127.0.0.1:${port}/srm/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': String(Math.floor(Date.now() / 1000)),
      'x-message-id': 'forged-1',
      'x-signature': 'sha256=00',
    },
    body: JSON.stringify({ event: 'order.released', orderNo: 'PO-FORGED' }),
  });
  assert.equal(forged.status, 401);
  assert.equal((await run.next('eventRefused')).reason, 'signature does not match');

  // An order released now reaches the example, signed, and it stops after that one event.
  const second = await release(4);
  await t.app.srm.jobs!.drain();
  const event = await run.next('event');
  assert.equal(await run.exited, 0, run.stderr());
  assert.equal(event.event, 'order.released');
  assert.equal(event.body.orderNo, second.poNumber);
  assert.deepEqual(event.body.items, [{ material: 'M-100004', qty: 4 }]);
  const sent = await t.db.query<{ s: string; m: string }>(
    `SELECT log_status AS s, message_id AS m FROM srm_scsi_platform_logs WHERE direction = 'OUTBOUND' AND definition_code = 'ERP_PO_RELEASED_SYNC'`,
  );
  assert.deepEqual(sent.rows, [{ s: 'SENT', m: event.messageId }]);

  // Run again: the same messages, answered as before and written once; only the order released since is pulled.
  const again = runExample(0);
  assert.equal(await again.exited, 0, again.stderr());
  assert.equal(await materials(), 1);
  assert.equal(await suppliers(), 1);
  assert.deepEqual(
    again.lines.filter((l) => l.step === 'pushed').map((l) => l.data),
    pushed.map((l) => l.data),
  );
  assert.deepEqual(await inboundLog(), [
    'ERP_SYNC_MATERIAL ACCEPTED',
    'ERP_SYNC_SUPPLIER ACCEPTED',
    'ERP_SYNC_MATERIAL DUPLICATE',
    'ERP_SYNC_SUPPLIER DUPLICATE',
  ]);
  assert.deepEqual(
    again.lines.filter((l) => l.step === 'order').map((o) => o.poNumber),
    [second.poNumber],
  );
  assert.equal(JSON.parse(readFileSync(cursorFile, 'utf8')).after, Number(second.poHeaderId));
});
