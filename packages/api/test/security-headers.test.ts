/**
 * Security headers: every answer says nosniff and its referrer policy; pages get
 * a Content-Security-Policy that allows the portal's own scripts (and the inline
 * scripts we ship, by hash) and lets only the pages meant for it be framed by
 * other systems; API answers may be framed only by the portal.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dbKind, setup } from './helper.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const t = await setup();
const dist = mkdtempSync(join(tmpdir(), 'srm-dist-'));
const inline = "console.log('legacy page');";
mkdirSync(join(dist, 'legacy'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
writeFileSync(join(dist, 'legacy', 'orders.html'), `<!doctype html><html><body><script type="module">${inline}</script></body></html>`);
const app = await buildApp(t.db, loadConfig({ LOG_LEVEL: 'silent', APP_DIST: dist, FRAME_ANCESTORS: 'https://erp.example.com not-an-origin' }), []);
after(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'srm.example.com' } });
const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split('; ')
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
  );

test(`[${dbKind}] the portal's pages: own scripts only, the hub's WebSocket, framed only by the portal`, async () => {
  const res = await get('/main/materialManagement');
  assert.match(String(res.headers['content-type']), /text\/html/);
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  const csp = directives(res.headers['content-security-policy']);
  assert.deepEqual(csp['script-src'].slice(0, 1), ["'self'"]);
  assert.ok(!csp['script-src'].includes("'unsafe-inline'") && !csp['script-src'].includes("'unsafe-eval'"), 'no inline or eval scripts');
  assert.deepEqual(csp['connect-src'], ["'self'", 'ws://srm.example.com', 'wss://srm.example.com']);
  assert.deepEqual(csp['frame-ancestors'], ["'self'"], 'another site cannot frame the portal');
  assert.deepEqual(csp['object-src'], ["'none'"]);
});

test(`[${dbKind}] pages meant to be framed by other systems name the configured origins; shipped inline scripts run by hash`, async () => {
  const box = directives((await get('/iframeBox?type=INSIDE')).headers['content-security-policy']);
  assert.deepEqual(box['frame-ancestors'], ["'self'", 'https://erp.example.com'], 'a malformed origin in FRAME_ANCESTORS is left out');
  const legacy = await get('/legacy/orders.html');
  const csp = directives(legacy.headers['content-security-policy']);
  assert.deepEqual(csp['frame-ancestors'], ["'self'", 'https://erp.example.com']);
  assert.ok(csp['script-src'].includes(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`), 'the legacy page runs its inline script');
});

test(`[${dbKind}] API answers and refusals carry the headers too, framed only by the portal`, async () => {
  const res = await app.inject({ method: 'POST', url: '/api/baseServer/v1/srmBaseItemsRestful/listByPage', payload: {} });
  assert.equal(res.json().status, 'E');
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['content-security-policy'], "frame-ancestors 'self'");
});
