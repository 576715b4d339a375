/**
 * The request signature of SPEC section 7: SHA-256 of timestamp and session token,
 * repeated 1 to 4 times as the timestamp's last digit says. Web Crypto, so the
 * browser and Node compute it the same way.
 */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function hashRounds(timestamp: string): number {
  const last = Number(timestamp.charAt(timestamp.length - 1));
  return Number.isNaN(last) ? 1 : (last % 4) + 1;
}

export async function signRequest(timestamp: string, token: string): Promise<string> {
  let value = `${timestamp}:${token}`;
  for (let i = 0; i < hashRounds(timestamp); i++) value = await sha256Hex(value);
  return value;
}
