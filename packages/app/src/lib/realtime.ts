/**
 * The live connection to the WebSocket hub at /srm-ws (protocol in
 * packages/api/src/realtime/hub.ts): `pending` and `notification` messages mean
 * "reload your counts". Reconnects with backoff (1 s doubling to 30 s) after any
 * close but 4401, and asks listeners to reload once reconnected, since nothing
 * sent while disconnected is replayed. (The first connection needs no reload:
 * the screens have just loaded what it would.)
 */
import { signRequest } from '@srm/domain/client/signature.ts';
import { getSession } from './session.ts';

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

async function connect(): Promise<void> {
  const token = getSession()?.token;
  if (!token || stopped) return;
  const ts = String(Date.now());
  const sig = await signRequest(ts, token);
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  const ws = new WebSocket(`${proto}://${location.host}/srm-ws?token=${encodeURIComponent(token)}&ts=${ts}&sig=${sig}`);
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
    timer = window.setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, 30_000);
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
