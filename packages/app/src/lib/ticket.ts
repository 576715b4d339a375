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
