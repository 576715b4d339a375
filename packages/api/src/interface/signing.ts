/**
 * How an interface message is signed, the same both ways (an ERP's message to
 * an inbound interface, ours under the HMAC_SIGNATURE interceptor):
 *
 *   X-Timestamp:  seconds since 1970 when it was sent
 *   X-Message-Id: the sender's message id
 *   X-Signature:  sha256=<hex HMAC-SHA256(secret, "<timestamp>.<message id>.<body>")>
 *
 * Time and id are signed with the body: a captured message sent again under
 * another id no longer matches its signature, and one older than the window is
 * refused, so its id need not be remembered for ever.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-timestamp';
export const MESSAGE_ID_HEADER = 'x-message-id';
export const SIGNATURE_HEADER = 'x-signature';
/** How far a message's timestamp may be from the server's clock, either way. */
export const WINDOW_SECONDS = 5 * 60;

export function signMessage(secret: string, timestamp: string, messageId: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${messageId}.${body}`).digest('hex')}`;
}

/** The three headers of a message signed now. */
export function signedHeaders(secret: string, messageId: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return { [TIMESTAMP_HEADER]: timestamp, [MESSAGE_ID_HEADER]: messageId, [SIGNATURE_HEADER]: signMessage(secret, timestamp, messageId, body) };
}

/** Whether `signature` is the one of these parts (compared in constant time). */
export function signatureMatches(secret: string, timestamp: string, messageId: string, body: string, signature: string): boolean {
  const wanted = Buffer.from(signMessage(secret, timestamp, messageId, body));
  const given = Buffer.from(signature.trim().toLowerCase());
  return wanted.length === given.length && timingSafeEqual(wanted, given);
}

/** Whether a timestamp (seconds) is within the window of `now`. */
export function isFresh(timestamp: string, now = Date.now()): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - now / 1000) <= WINDOW_SECONDS;
}
