/**
 * The live connection to the WebSocket hub at /srm-ws (protocol in
 * packages/api/src/realtime/hub.ts): `pending` and `notification` messages mean
 * "reload your counts". Reconnects with backoff (1 s doubling to 30 s) after any
 * close but 4401, at once after a stopping server's 1012 (each time with a fresh one-use ticket, lib/ticket.ts), and asks listeners to reload once reconnected, since nothing
 * sent while disconnected is replayed. (The first connection needs no reload:
 * the screens have just loaded what it would.)
 */
import { ApiError } from './api.ts';
import { getSession } from './session.ts';
import { CLOSE_RESTARTING, reconnectDelay, socketUrl } from './ticket.ts';

export type RealtimeKind = 'pending' | 'notification';
type Listener = (kind: RealtimeKind) => void;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let delay = 1000;
let timer: number | undefined;
let stopped = true;
/** A connection of this session was ready before: the next `ready` is a reconnection. */
let connectedBefore = false;

export function onRealtime(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Also used by screens that changed counts themselves (handled to-do, read notification). */
export function announce(kind: RealtimeKind): void {
  listeners.forEach((l) => l(kind));
}

function retry(code = 0): void {
  if (code === CLOSE_RESTARTING) delay = 1000;
  timer = window.setTimeout(() => void connect(), reconnectDelay(code, delay));
  delay = Math.min(delay * 2, 30_000);
}

async function connect(): Promise<void> {
  if (!getSession()?.token || stopped) return;
  let url: string;
  try {
    // A fresh one-use ticket for every connection: the session token never goes in the URL.
    url = await socketUrl('/srm-ws');
  } catch (err) {
    // A session that has ended refuses the ticket (and api sends the user to sign in); anything else is tried again.
    if (!(err instanceof ApiError && err.httpStatus === 401)) retry();
    return;
  }
  if (stopped) return;
  const ws = new WebSocket(url);
  socket = ws;
  ws.onmessage = (e) => {
    try {
      const msg = JSON.parse(String(e.data)) as { type?: string };
      if (msg.type === 'ready') {
        delay = 1000;
        if (connectedBefore) {
          announce('pending');
          announce('notification');
        }
        connectedBefore = true;
      } else if (msg.type === 'pending' || msg.type === 'notification') announce(msg.type);
    } catch {
      /* unknown frames are ignored */
    }
  };
  ws.onclose = (e) => {
    if (socket === ws) socket = null;
    if (stopped || e.code === 4401) return;
    retry(e.code);
  };
}

export function startRealtime(): void {
  if (!stopped) return;
  stopped = false;
  connectedBefore = false;
  delay = 1000;
  void connect();
}

export function stopRealtime(): void {
  stopped = true;
  window.clearTimeout(timer);
  socket?.close();
  socket = null;
}
