/**
 * One HTTP call the server makes on an administrator's word (an outbound
 * interface message, a webhook), through the guard of ./outbound-guard.ts:
 * the URL is checked before the call and the socket resolves its host through
 * the guarded lookup, a new connection each time (a pooled socket would skip
 * the lookup). Redirects are not followed: a 3xx is the answer. What is kept
 * of the answer is its status, its headers (cookies left out) and the first
 * kilobyte of its body; up to 64 kB are read for the response mapping and the
 * rest is never read.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Queryable } from '../db/db.ts';
import { ALLOWED_HOSTS_PROFILE, allowedHosts, guardedLookup, hostOf, isAllowed, type Refusal, refusalOf } from './outbound-guard.ts';

/** How much of an answer's body the logs keep. */
export const EXCERPT_BYTES = 1024;
/** How much of it is read, for a response mapping to read values from. */
const READ_BYTES = 64 * 1024;

export interface OutboundAnswer {
  status: number;
  ok: boolean;
  headers: Record<string, string>;
  /** The body as far as it was read (READ_BYTES at most), for the mapping only. */
  text: string;
  /** What a log keeps: status line, headers and the first EXCERPT_BYTES of the body. */
  logged: string;
}

/** A URL the guard refuses: the call is not made. */
export class OutboundRefused extends Error {
  readonly refusal: Refusal;
  constructor(url: string, refusal: Refusal) {
    super(
      refusal.key === 'rule.outboundUrlScheme'
        ? `refused: ${url} is not an http(s) URL`
        : `refused: ${refusal.params.host} is the internal address ${refusal.params.address} (not in ${ALLOWED_HOSTS_PROFILE})`,
    );
    this.refusal = refusal;
  }
}

const headersOf = (res: IncomingMessage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => name !== 'set-cookie')
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')]),
  );

function loggedOf(status: number, headers: Record<string, string>, body: Buffer): string {
  const excerpt = body.subarray(0, EXCERPT_BYTES).toString('utf8');
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`.slice(0, 500));
  return `HTTP ${status}\n${lines.join('\n')}\n\n${excerpt}${body.length > EXCERPT_BYTES ? '\n[…]' : ''}`;
}

/** Calls `url` unless the guard refuses it (OutboundRefused); a network failure rejects as the socket's error. */
export async function callOutbound(
  q: Queryable,
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<OutboundAnswer> {
  const allowed = await allowedHosts(q);
  const refusal = await refusalOf(url, allowed);
  if (refusal) throw new OutboundRefused(url, refusal);
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const body = options.body === undefined ? undefined : Buffer.from(options.body, 'utf8');
  const headers = { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const req = send(
      target,
      {
        method: options.method,
        headers,
        agent: false,
        // An allowed host is the administrator's to vouch for; any other is judged on every connection.
        lookup: isAllowed(hostOf(target), allowed) ? undefined : guardedLookup,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const read = Buffer.concat(chunks);
          const status = res.statusCode ?? 0;
          const answerHeaders = headersOf(res);
          resolve({
            status,
            ok: status >= 200 && status < 300,
            headers: answerHeaders,
            text: read.toString('utf8'),
            logged: loggedOf(status, answerHeaders, read),
          });
        };
        res.on('data', (chunk: Buffer) => {
          if (size >= READ_BYTES) return;
          chunks.push(chunk.subarray(0, READ_BYTES - size));
          size += chunk.length;
          // Enough read: the rest of a large answer is not taken in.
          if (size >= READ_BYTES) {
            res.destroy();
            done();
          }
        });
        res.on('end', done);
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
