/**
 * The reverse proxy of the three-process test: requests and WebSockets go
 * round-robin to the server processes (no sticky sessions: any process serves
 * any session, docs/deploy.md), through http-proxy-3. A process that refuses
 * connections is taken out of the rotation, as nginx's `max_fails` would, and
 * the request is answered 502, as nginx answers a POST it does not retry.
 */
import { createServer, type Server } from 'node:http';
import { createProxyServer } from 'http-proxy-3';

export interface RoundRobinProxy {
  base: string;
  /** How many requests and sockets each target was given, by its base URL. */
  served: Map<string, number>;
  /** The target each WebSocket was given, in order. */
  upgrades: string[];
  close(): Promise<void>;
}

export async function roundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const proxy = createProxyServer({ ws: true, xfwd: true });
  const down = new Set<string>();
  const served = new Map(targets.map((t) => [t, 0]));
  const upgrades: string[] = [];
  let next = 0;
  const pick = (): string | undefined => {
    for (let i = 0; i < targets.length; i++) {
      const t = targets[next++ % targets.length];
      if (!down.has(t)) {
        served.set(t, (served.get(t) ?? 0) + 1);
        return t;
      }
    }
    return undefined;
  };
  const failed = (target: string) => (err: Error & { code?: string }) => {
    if (err.code === 'ECONNREFUSED' || err.code === 'ECONNRESET') down.add(target);
  };
  const server: Server = createServer((req, res) => {
    const target = pick();
    if (!target) return void res.writeHead(502).end();
    proxy.web(req, res, { target }, (err) => {
      failed(target)(err);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    const target = pick();
    if (!target) return void socket.destroy();
    upgrades.push(target);
    proxy.ws(req, socket, head, { target }, (err) => {
      failed(target)(err);
      socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    served,
    upgrades,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        proxy.close();
      }),
  };
}
