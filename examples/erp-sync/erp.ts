/**
 * What an ERP does with the SRM platform, one function a task (README.md):
 * pull the orders released since a kept cursor, push master data through an
 * inbound interface as signed, idempotent messages, and receive the
 * platform's outbound events on a port of its own, checking each one's
 * signature. Only @srm/client and Node's own modules: copy it and start there.
 */
import { createHmac, createHash, timingSafeEqual } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RowOf, type SrmClient, SrmError } from '@srm/client';

const ORDERS = '/api/srmServer/v1/srmPoHeadersRestful/listByPage';
export type Order = RowOf<typeof ORDERS>;

// ---- pull: released orders since a cursor -------------------------------------------------------------

/** The cursor of the last run: the key of the last order taken, or none (the first run takes every one). */
export async function readCursor(file: string): Promise<number | undefined> {
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { after?: unknown };
    return typeof saved.after === 'number' ? saved.after : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** Written whole or not at all (a crash mid-write must not lose the cursor): a new file renamed over the old. */
export async function writeCursor(file: string, after: number): Promise<void> {
  await writeFile(`${file}.tmp`, `${JSON.stringify({ after, savedAt: new Date().toISOString() })}\n`);
  await rename(`${file}.tmp`, file);
}

/**
 * Every order released after the cursor, in the order they were released (then by key), handed to `take`
 * one by one; the cursor moves on after each one `take` has finished, so a run stopped half-way goes on
 * where it stopped, and an order is taken twice only when `take` itself failed half-way.
 */
export async function pullReleasedOrders(srm: SrmClient, cursorFile: string, take: (order: Order) => Promise<void>): Promise<number> {
  const since = await readCursor(cursorFile);
  let taken = 0;
  for await (const order of srm.rows(ORDERS, {
    key: 'poHeaderId',
    pageRows: 50,
    since,
    filters: { poStatus: 'RELEASED', sort: ['releasedDate', 'poHeaderId'] },
  })) {
    await take(order);
    await writeCursor(cursorFile, order.poHeaderId);
    taken++;
  }
  return taken;
}

// ---- push: a signed, idempotent message to an inbound interface --------------------------------------

export interface Inbound {
  baseUrl: string;
  /** The interface's API key (header X-Api-Key). */
  apiKey: string;
  /** The interface's signing secret. */
  signingSecret: string;
  /** Language of refusals (CN or EN); EN unless given. */
  language?: 'CN' | 'EN';
}

/**
 * The id of a message: the same record sent again (a retry after a lost answer, or the next run) has the
 * same id, which the platform answers with its first answer and writes nothing; a changed record is a new
 * message that updates it.
 */
export const messageIdOf = (kind: string, key: string, record: unknown) =>
  `${kind}-${key}-${createHash('sha256').update(JSON.stringify(record)).digest('hex').slice(0, 16)}`;

/** The three headers of the platform's interface signature, over timestamp (seconds), message id and the body as sent. */
export function signMessage(secret: string, messageId: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const hmac = createHmac('sha256', secret).update(`${timestamp}.${messageId}.${body}`).digest('hex');
  return { 'x-timestamp': timestamp, 'x-message-id': messageId, 'x-signature': `sha256=${hmac}` };
}

export interface PushAnswer {
  status: 'S';
  msg: string;
  data: Record<string, unknown> & { messageId: string };
}

/**
 * Sends one message to the interface `code`, signed, and tries again (the same message: same id) when no
 * answer came or the platform was unavailable; a refusal (4xx) is an SrmError and is not tried again.
 */
export async function pushMessage(inbound: Inbound, code: string, messageId: string, message: unknown, attempts = 3): Promise<PushAnswer> {
  const body = JSON.stringify(message);
  for (let attempt = 1; ; attempt++) {
    try {
      // Signed afresh each attempt: the timestamp must be within five minutes of the platform's clock.
      const res = await fetch(`${inbound.baseUrl}/api/baseServer/v1/scsiInbound/${encodeURIComponent(code)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-srm-language': inbound.language ?? 'EN',
          'x-api-key': inbound.apiKey,
          ...signMessage(inbound.signingSecret, messageId, body),
        },
        body,
      });
      const answer = await res.json();
      if (res.ok && answer.status === 'S') return answer as PushAnswer;
      if (res.status < 500 || attempt >= attempts) throw new SrmError(answer, res.status, res.headers.get('x-request-id') ?? undefined);
    } catch (err) {
      if (err instanceof SrmError || attempt >= attempts) throw err;
    }
    await new Promise((r) => setTimeout(r, 500 * attempt));
  }
}

// ---- receive: the platform's outbound events, signature checked ---------------------------------------

export interface ReceivedEvent {
  messageId: string;
  /** The business event the interface was set to send (its `event` body parameter), e.g. order.released. */
  event: unknown;
  body: Record<string, unknown>;
}

const WINDOW_SECONDS = 5 * 60;

/**
 * Whether an outbound message is the platform's: its X-Signature is the HMAC-SHA256, under the outbound
 * interface's signing secret, of "<X-Timestamp>.<X-Message-Id>.<body as received>", and its timestamp is
 * within five minutes of our clock (an old message sent again is refused).
 */
export function verifyEvent(secret: string, headers: Record<string, string | string[] | undefined>, body: string, now = Date.now()): string | undefined {
  const one = (name: string) => (typeof headers[name] === 'string' ? (headers[name] as string) : '');
  const timestamp = one('x-timestamp');
  const messageId = one('x-message-id');
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Number(timestamp) - now / 1000) > WINDOW_SECONDS) return 'timestamp missing or outside five minutes';
  if (!messageId) return 'no message id';
  const wanted = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${messageId}.${body}`).digest('hex')}`);
  const given = Buffer.from(one('x-signature').trim().toLowerCase());
  if (wanted.length !== given.length || !timingSafeEqual(wanted, given)) return 'signature does not match';
  return undefined;
}

/**
 * Listens on `port` (0: any free one) for outbound events. A verified event is answered 200 once it is
 * handled (`onEvent`); the platform retries a message it got no 200 for, so one seen before (its message
 * id) is acknowledged again and not handled twice. An unverified one is answered 401 and reported.
 */
export async function receiveEvents(
  port: number,
  secret: string,
  onEvent: (event: ReceivedEvent) => Promise<void>,
  onRefused: (reason: string) => void,
): Promise<{ server: Server; port: number }> {
  const seen = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const refused = req.method !== 'POST' ? 'not a POST' : verifyEvent(secret, req.headers, body);
        if (refused) {
          onRefused(refused);
          res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: refused }));
          return;
        }
        const messageId = String(req.headers['x-message-id']);
        if (!seen.has(messageId)) {
          const parsed = JSON.parse(body) as Record<string, unknown>;
          await onEvent({ messageId, event: parsed.event, body: parsed });
          seen.add(messageId);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received: messageId }));
      })().catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(err) }));
      });
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
