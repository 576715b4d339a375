/**
 * The server's check of SPEC section 7's request signature: the same rounds of
 * SHA-256 as `signRequest` (@srm/domain/client/signature.ts, Web Crypto, which the
 * browser needs), computed with node:crypto synchronously: Web Crypto's async
 * digest cost about 0.4 ms of every API call, more than serving a list page.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { hashRounds } from '@srm/domain/client/signature.ts';

export function expectedSignature(timestamp: string, token: string): string {
  let value = `${timestamp}:${token}`;
  for (let i = 0; i < hashRounds(timestamp); i++) value = createHash('sha256').update(value).digest('hex');
  return value;
}

export function signatureMatches(signature: string, timestamp: string, token: string): boolean {
  const expected = Buffer.from(expectedSignature(timestamp, token));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
