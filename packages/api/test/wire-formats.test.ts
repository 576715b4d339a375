/**
 * The server's fast paths answer exactly what the general ones do: the
 * timestamptz text rewritten as ISO, and the request signature computed with
 * node:crypto against the Web Crypto one the browser uses.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { signRequest } from '@srm/domain/client/signature.ts';
import { timestamptzToIso } from '../src/db/db.ts';
import { expectedSignature, signatureMatches } from '../src/auth/request-signature.ts';

const viaDate = (v: string) => new Date(v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();

test('timestamptz text becomes the same ISO string as through Date, milliseconds truncated', () => {
  for (const text of [
    '2026-11-24 18:00:00+00',
    '2026-11-24 18:00:00.5+00',
    '2026-11-24 18:00:00.123456+00',
    '1999-12-31 23:59:59.999999+00',
    '2026-03-01 08:30:00.04+00',
  ]) {
    assert.equal(timestamptzToIso(text), viaDate(text), text);
  }
  // Another offset (a session not in UTC) still converts, through Date.
  assert.equal(timestamptzToIso('2026-11-24 18:00:00.25+08'), '2026-11-24T10:00:00.250Z');
});

test('the server computes the browser signature for every round count, and refuses any other', async () => {
  const token = 'a1b2c3d4e5f6';
  for (let digit = 0; digit <= 9; digit++) {
    const ts = `176400000000${digit}`;
    const browser = await signRequest(ts, token);
    assert.equal(expectedSignature(ts, token), browser);
    assert.ok(signatureMatches(browser, ts, token));
    assert.equal(signatureMatches(browser, ts, `${token}x`), false);
    assert.equal(signatureMatches(browser.slice(1), ts, token), false);
  }
});
