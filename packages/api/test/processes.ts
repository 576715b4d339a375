/**
 * Real server processes for the fault and multi-process tests (test/fixtures/serve.ts),
 * and a small signed HTTP client for them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { signRequest } from '@srm/domain/client/signature.ts';
import { DEMO_USERS } from '../src/seed/demo.ts';

export const CAPTCHA = 'TEST';
const SERVE = fileURLToPath(new URL('./fixtures/serve.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', './scripts/ts.mjs', SERVE], {
    env: { ...process.env, CAPTCHA_FIXED_ANSWER: CAPTCHA, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr!.on('data', (c) => (out = (out + c).slice(-4000)));
  const port = await new Promise<number>((resolve, reject) => {
    // A readiness limit, not a speed target: on two shared cores a start has taken over 60 s.
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s: ${out}`)), 120_000);
    child.stdout!.on('data', (c) => {
      out = (out + c).slice(-4000);
      const m = /listening (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => out };
}

export async function stopServer(p: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill(signal);
  await exited;
}

export async function post(
  base: string,
  token: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const ts = String(Date.now());
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'x-srm-timestamp': ts, 'x-srm-signature': await signRequest(ts, token), ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: any;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export async function loginAt(base: string, who: keyof typeof DEMO_USERS): Promise<{ token: string; user: any }> {
  const captcha = await post(base, '', '/api/baseServer/v1/baseLoginService/randomValidateCode', {});
  const res = await post(base, '', '/api/baseServer/v1/baseLoginService/login', {
    ...DEMO_USERS[who],
    captchaToken: captcha.body.data.captchaToken,
    captchaCode: CAPTCHA,
  });
  if (res.body.status !== 'S') throw new Error(`login ${who}: ${res.body.msg}`);
  return { token: res.body.data.authorizationCode, user: res.body.data };
}
