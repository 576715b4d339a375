import { createHash, randomBytes } from 'node:crypto';

/** An opaque token and the digest we keep of it: a stolen table holds no usable session. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
