/**
 * A TCP proxy a test puts between a server process and PostgreSQL, to take the
 * database away from that one process (every connection broken, new ones
 * refused) and give it back, while the machine's PostgreSQL, which other test
 * files share, keeps running.
 */
import { createConnection, createServer, type Socket } from 'node:net';

export interface CuttableProxy {
  port: number;
  /** Breaks every connection through the proxy and refuses new ones (ECONNREFUSED). */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function cuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(target);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as { port: number }).port;
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const s of sockets) s.destroy();
    await closed;
  };
  return {
    port,
    cut,
    restore: () => listen(port),
    close: () => (server.listening ? cut() : Promise.resolve()),
  };
}
