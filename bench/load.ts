/** The bench's load generator (bench/load-worker.mjs, a process of its own) and one signed call, for every bench module. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { signRequest } from '@srm/domain/client/signature.ts';

export interface Step {
  path: string;
  body: string;
  token: string;
}
export interface LoadResult {
  latencies: number[];
  errors: number;
  firstError: string;
  elapsedMs: number;
}

/** Runs `concurrency` clients in a process of their own; client i cycles through plans[i % plans.length]. */
export function load(port: number, plans: Step[][], concurrency: number, opts: { durationMs?: number; requests?: number }): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load-worker.mjs', import.meta.url)), { stdio: 'inherit' });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => code && reject(new Error(`load generator exited ${code}`)));
    child.send({ port, plans, concurrency, ...opts });
  });
}

export async function http(port: number, token: string, path: string, body: unknown): Promise<any> {
  const ts = String(Date.now());
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'x-srm-timestamp': ts, 'x-srm-signature': await signRequest(ts, token) },
    body: JSON.stringify(body),
  });
  return res.json();
}
