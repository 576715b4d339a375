/** Shared steps of the interface tests: a loopback ERP that counts what it receives, how an ERP signs its messages, and the administrator's calls. */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after } from 'node:test';
import type { Client, TestContext } from './helper.ts';

export interface Receipt {
  url: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/** An ERP on 127.0.0.1 (random port): `up` answers 200 and keeps the message; otherwise 503. */
export async function loopbackErp() {
  const erp = { up: false, received: [] as Receipt[], refused: 0, url: '' };
  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      if (!erp.up) {
        erp.refused++;
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end('{"error":"ERP down for maintenance"}');
        return;
      }
      erp.received.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(text) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, erpDocNo: `ERP-${erp.received.length}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  erp.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp/orders`;
  after(() => new Promise<void>((r) => server.close(() => r())));
  return erp;
}

/** The administrator signed in under the Administrator responsibility (which holds the interface menus). */
export async function adminClient(t: TestContext): Promise<Client> {
  const admin = await t.login('admin');
  const respId = Number((await t.db.query<{ id: number }>(`SELECT resp_id AS id FROM saaf_responsibilitys WHERE resp_code = 'ADMIN_RESP'`)).rows[0].id);
  return {
    ...admin,
    entity: (entity, operation, payload, opts) => admin.entity(entity, operation, payload, { respId, ...opts }),
    call: (path, payload, opts) => admin.call(path, payload, { respId, ...opts }),
  };
}

/**
 * The headers an ERP signs a message to an inbound interface with, written out
 * as an integrator would (not through the server's own code): X-Timestamp in
 * seconds, X-Message-Id, and X-Signature over "<timestamp>.<message id>.<body>".
 * `at`: when it was sent (ms), now unless a test sends an old one.
 */
export function erpSignature(secret: string, messageId: string, raw: string, at = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(at / 1000));
  const hmac = createHmac('sha256', secret).update(`${timestamp}.${messageId}.${raw}`).digest('hex');
  return { 'x-timestamp': timestamp, 'x-message-id': messageId, 'x-signature': `sha256=${hmac}` };
}

/**
 * Lists `hosts` (comma-separated; '' for none) in the config profile OUTBOUND_ALLOWED_HOSTS, as an
 * administrator does for an ERP on the company network: the tests' receivers are on 127.0.0.1, which
 * the outbound guard refuses otherwise.
 */
export async function allowOutboundHosts(admin: Client, hosts: string): Promise<void> {
  const found = await admin.entity('configProfile', 'listByPage', { profileCode: 'OUTBOUND_ALLOWED_HOSTS', pageRows: 10 });
  const profile = (found.body.data as any[]).find((p) => p.profileCode === 'OUTBOUND_ALLOWED_HOSTS');
  if (!profile) throw new Error(`no OUTBOUND_ALLOWED_HOSTS profile: ${found.body.msg}`);
  const saved = await admin.entity('configProfile', 'saveOrUpdate', { ...profile, profileValue: hosts });
  if (saved.body.status !== 'S') throw new Error(`OUTBOUND_ALLOWED_HOSTS not saved: ${saved.body.msg}`);
}
