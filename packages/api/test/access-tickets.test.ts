/**
 * One-use tickets instead of the session token in URLs (api/src/tickets): a
 * signed call issues a ticket for one GET of the session (its path and query);
 * the link works with it once, within its minute, for that request only, and
 * the session token in the query is refused. The sockets' side is in
 * realtime.test.ts and compete-hall.test.ts.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const fileDir = mkdtempSync(join(tmpdir(), 'srm-tickets-'));
process.env.FILE_DIR = fileDir;
after(() => rmSync(fileDir, { recursive: true, force: true }));
const { dbKind, setup, signedHeaders } = await import('./helper.ts');
const { TICKET_ROUTE } = await import('../src/tickets/ticket-routes.ts');

const t = await setup();
const F = '/api/fileServer/v2/file';
const PDF_VIEW = '/api/fileServer/v2/pageoffice/doFilePdfView';
const buyer = await t.login('buyer');

async function uploadText(name: string, content: string): Promise<number> {
  const boundary = `----tickets${Math.random().toString(16).slice(2)}`;
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  const headers = { ...(await signedHeaders(buyer.token)), 'content-type': `multipart/form-data; boundary=${boundary}` };
  const res = await t.app.inject({ method: 'POST', url: `${F}/upload`, headers, payload: body });
  assert.equal(res.json().status, 'S', res.json().msg);
  return Number(res.json().data[0].fileId);
}

const fileA = await uploadText('a.txt', 'contents of A');
const fileB = await uploadText('b.txt', 'contents of B');
const pdf = await uploadText('c.pdf', '%PDF-1.4 ticket');

async function ticketFor(path: string, params: Record<string, string> = {}): Promise<string> {
  const res = await buyer.call(TICKET_ROUTE, { path, params });
  assert.equal(res.body.status, 'S', res.body.msg);
  assert.equal(res.body.data.expiresIn, 60);
  return res.body.data.ticket;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const tickets = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_access_tickets')).rows[0].n;

test(`[${dbKind}] a download ticket works once, and not twice`, async () => {
  const ticket = await ticketFor(`${F}/download`, { fileId: String(fileA) });
  assert.ok(!ticket.includes(buyer.token), 'the ticket is not the session token');
  const first = await get(`${F}/download?fileId=${fileA}&ticket=${encodeURIComponent(ticket)}`);
  assert.equal(first.statusCode, 200);
  assert.equal(first.body, 'contents of A');
  const second = await get(`${F}/download?fileId=${fileA}&ticket=${encodeURIComponent(ticket)}`);
  assert.equal(second.statusCode, 401);
  assert.equal(second.json().code, 'TICKET_INVALID');
  assert.equal(second.json().msg, '访问票据无效、已使用或已过期，请重新打开链接');
  assert.equal(second.json().data, null);
});

test(`[${dbKind}] a ticket is good for its own request only: another file, another path, an added parameter are refused`, async () => {
  const forA = await ticketFor(`${F}/download`, { fileId: String(fileA) });
  const otherFile = await get(`${F}/download?fileId=${fileB}&ticket=${encodeURIComponent(forA)}`, { 'x-srm-language': 'EN' });
  assert.equal(otherFile.statusCode, 401);
  assert.equal(otherFile.json().code, 'TICKET_INVALID');
  assert.match(otherFile.json().msg, /access ticket is invalid, used or expired/);
  // Shown to the wrong request, it is spent.
  const spent = await get(`${F}/download?fileId=${fileA}&ticket=${encodeURIComponent(forA)}`);
  assert.equal(spent.statusCode, 401);

  const forSocket = await ticketFor('/srm-ws');
  const otherPath = await get(`${F}/download?fileId=${fileA}&ticket=${encodeURIComponent(forSocket)}`);
  assert.equal(otherPath.json().code, 'TICKET_INVALID');

  const forDownload = await ticketFor(`${F}/download`, { fileId: String(fileA) });
  const more = await get(`${F}/downloadById?fileId=${fileA}&ticket=${encodeURIComponent(forDownload)}`);
  assert.equal(more.json().code, 'TICKET_INVALID', 'the same parameters on another route');
  const forInline = await ticketFor(`${F}/download`, { fileId: String(fileA) });
  const added = await get(`${F}/download?fileId=${fileA}&inline=true&ticket=${encodeURIComponent(forInline)}`);
  assert.equal(added.json().code, 'TICKET_INVALID', 'a parameter the ticket was not issued for');
});

test(`[${dbKind}] a ticket past its minute is refused`, async () => {
  const ticket = await ticketFor(`${F}/download`, { fileId: String(fileA) });
  await t.db.query(`UPDATE sys_access_tickets SET expires_at = now() - interval '1 second'`);
  const late = await get(`${F}/download?fileId=${fileA}&ticket=${encodeURIComponent(ticket)}`);
  assert.equal(late.statusCode, 401);
  assert.equal(late.json().code, 'TICKET_INVALID');
});

test(`[${dbKind}] the session token signed in the query is no longer accepted for a download`, async () => {
  const h = await signedHeaders(buyer.token);
  const q = `fileId=${fileA}&token=${encodeURIComponent(buyer.token)}&ts=${h['x-srm-timestamp']}&sig=${h['x-srm-signature']}`;
  const old = await get(`${F}/download?${q}`);
  assert.equal(old.statusCode, 401);
  assert.equal(old.json().code, 'BAD_SIGNATURE');
  const preview = await get(`${PDF_VIEW}?${q.replace(String(fileA), String(pdf))}`);
  assert.equal(preview.statusCode, 401);
  // Signed in headers, as every API call, it still works.
  const signed = await t.app.inject({ method: 'GET', url: `${F}/download?fileId=${fileA}`, headers: h });
  assert.equal(signed.statusCode, 200);
  assert.equal(signed.body, 'contents of A');
});

test(`[${dbKind}] a preview opens with a ticket, acting as the session that asked`, async () => {
  const ticket = await ticketFor(PDF_VIEW, { fileId: String(pdf) });
  const view = await get(`${PDF_VIEW}?fileId=${pdf}&ticket=${encodeURIComponent(ticket)}`);
  assert.equal(view.statusCode, 200);
  assert.equal(view.headers['content-type'], 'application/pdf');
  assert.equal(view.body, '%PDF-1.4 ticket');
  // Another user's ticket acts as that user: a supplier may not read the buyer's file.
  const supplier = await t.login('supplier1');
  const theirs = await supplier.call(TICKET_ROUTE, { path: PDF_VIEW, params: { fileId: String(pdf) } });
  const refused = await get(`${PDF_VIEW}?fileId=${pdf}&ticket=${encodeURIComponent(theirs.body.data.ticket)}`);
  assert.notEqual(refused.statusCode, 200);
  assert.equal(refused.json().status === 'S', false);
});

test(`[${dbKind}] a ticket is refused to a caller without a session and for a bad path or parameters, naming the field, nothing written`, async () => {
  const before = await tickets();
  const anonymous = await t.anonymous.call(TICKET_ROUTE, { path: `${F}/download` });
  assert.equal(anonymous.statusCode, 401);
  assert.equal(anonymous.body.code, 'UNAUTHENTICATED');
  for (const [body, field] of [
    [{}, 'path'],
    [{ path: 'https://elsewhere.example/x' }, 'path'],
    [{ path: '//elsewhere.example/x' }, 'path'],
    [{ path: `${F}/download?fileId=1` }, 'path'],
    [{ path: `${F}/download`, params: ['fileId'] }, 'params'],
    [{ path: `${F}/download`, params: { fileId: { id: 1 } } }, 'params'],
  ] as const) {
    const res = await buyer.call(TICKET_ROUTE, body, { lang: 'EN' });
    assert.equal(res.statusCode, 400, JSON.stringify(body));
    assert.equal(res.body.code, 'VALIDATION');
    assert.equal(res.body.errors?.[0].field, field, JSON.stringify(body));
  }
  assert.equal(await tickets(), before);
});
