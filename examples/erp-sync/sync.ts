/**
 * The ERP side of one sync run (README.md): listens for the platform's
 * events, pushes the ERP's master data (a material and a supplier, from
 * master-data.json) through the inbound interfaces, pulls the orders released
 * since the kept cursor, and then goes on receiving events: for ever, or until
 * EVENTS events have come (0: not at all). Each step prints one JSON line, for
 * a log or a test to read.
 *
 *   SRM_URL=http://localhost:3000 SRM_CLIENT_ID=... SRM_CLIENT_SECRET=... \
 *   SRM_INBOUND_KEY=... SRM_INBOUND_SECRET=... SRM_EVENT_SECRET=... npm start -w @srm/example-erp-sync
 */
import { readFile } from 'node:fs/promises';
import { createSrmClient, SrmError } from '@srm/client';
import { messageIdOf, pullReleasedOrders, pushMessage, receiveEvents } from './erp.ts';

function setting(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') {
    console.error(`${name} is not set (README.md lists the settings)`);
    process.exit(78);
  }
  return value;
}

const baseUrl = setting('SRM_URL');
const say = (step: string, details: Record<string, unknown> = {}) => console.log(JSON.stringify({ step, ...details }));
const events = Number(setting('EVENTS', '-1'));
const srm = createSrmClient({ baseUrl, oauth: { clientId: setting('SRM_CLIENT_ID'), clientSecret: setting('SRM_CLIENT_SECRET') }, language: 'EN' });
const inbound = { baseUrl, apiKey: setting('SRM_INBOUND_KEY'), signingSecret: setting('SRM_INBOUND_SECRET') };

// 1. Events first, so none released while this run pulls is missed.
let received = 0;
let finished: () => void = () => undefined;
const enough = new Promise<void>((resolve) => (finished = resolve));
const receiver = await receiveEvents(
  Number(setting('EVENT_PORT', '8787')),
  setting('SRM_EVENT_SECRET'),
  async ({ messageId, event, body }) => {
    // An ERP books the order here; the example shows what it got.
    say('event', { messageId, event, body });
    if (++received === events) finished();
  },
  (reason) => say('eventRefused', { reason }),
);
say('listening', { port: receiver.port });

try {
  // 2. Master data in: each record one signed message; the same record next run is the same message.
  const data = JSON.parse(await readFile(setting('MASTER_DATA', new URL('./master-data.json', import.meta.url).pathname), 'utf8')) as {
    materials: { code: string }[];
    suppliers: { name: string }[];
  };
  const pushes = [
    ...data.materials.map((material) => ({
      code: setting('SRM_MATERIAL_INTERFACE', 'ERP_SYNC_MATERIAL'),
      id: messageIdOf('material', material.code, material),
      message: { material },
    })),
    ...data.suppliers.map((supplier) => ({
      code: setting('SRM_SUPPLIER_INTERFACE', 'ERP_SYNC_SUPPLIER'),
      id: messageIdOf('supplier', supplier.name, supplier),
      message: { supplier },
    })),
  ];
  for (const push of pushes) {
    const answer = await pushMessage(inbound, push.code, push.id, push.message);
    say('pushed', { interface: push.code, messageId: push.id, data: answer.data });
  }

  // 3. Orders out: those released since the cursor, the cursor kept after each.
  const cursorFile = setting('CURSOR_FILE', '.erp-sync-cursor.json');
  const taken = await pullReleasedOrders(srm, cursorFile, async (order) => {
    say('order', {
      poHeaderId: order.poHeaderId,
      poNumber: order.poNumber,
      poStatus: order.poStatus,
      releasedDate: order.releasedDate,
      supplierName: order.supplierName,
    });
  });
  say('pulled', { orders: taken, cursorFile });
} catch (err) {
  // A refusal names its code, field and request id: what to quote to the platform's support.
  if (err instanceof SrmError) say('refused', { code: err.code, field: err.field, message: err.message, requestId: err.requestId, httpStatus: err.httpStatus });
  else say('failed', { message: String(err) });
  receiver.server.close();
  process.exit(1);
}

// 4. Events as they come.
if (events !== 0) await enough;
receiver.server.close();
say('done', { events: received });
