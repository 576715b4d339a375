/**
 * URLs the browser opens by itself (a preview tab, a WebSocket) carry a
 * one-use ticket of the signed `accessTicket` call, never the session token
 * (api/src/tickets/): a token in a URL would be kept by logs, history and
 * proxies. A ticket is good once, for a minute, for exactly this path and
 * query, so it is asked for just before the URL is opened, every time.
 */
import { api, LOGIN } from './api.ts';

const TICKET = `${LOGIN}/accessTicket`;

/** `path?params&ticket=…` for one GET of this session. */
export async function ticketedUrl(path: string, params: Record<string, string | number | boolean> = {}): Promise<string> {
  const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const { ticket } = await api.data<{ ticket: string }>(TICKET, { path, params: query });
  return `${path}?${new URLSearchParams({ ...query, ticket })}`;
}

/** The WebSocket URL of `path` on this host, with a fresh ticket. */
export async function socketUrl(path: string): Promise<string> {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${proto}://${location.host}${await ticketedUrl(path)}`;
}

/**
 * A server that is stopping closes its sockets with 1012 (service restart,
 * api/src/ops/shutdown.ts): another process behind the proxy takes the
 * connection at once, so the socket comes back within a second, not after the
 * back-off a lost connection waits, spread a little so a stopped process's
 * sockets do not all arrive at one moment.
 */
export const CLOSE_RESTARTING = 1012;

/** How long a socket closed with `code` waits before it reconnects, given its current back-off. */
export function reconnectDelay(code: number, backoff: number): number {
  return code === CLOSE_RESTARTING ? 200 + Math.floor(Math.random() * 800) : backoff;
}
