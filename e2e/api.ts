/**
 * A signed API client for the tests' "other user": what another person does in
 * their own browser, done over HTTP so a test can watch the signed-in page react
 * (live badges) without driving two user interfaces. Also starts and stops a
 * private server for tests that must restart one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type ApiClient } from '@srm/domain/client/api-client.ts';
import { USERS } from './helpers.ts';

export interface Signed {
  client: ApiClient;
  userId: number;
  respId: number | null;
}

/** Signs in through the real login (fixed picture code of the test server). */
export async function apiLogin(baseURL: string, user: keyof typeof USERS): Promise<Signed> {
  const anonymous = createClient({ baseUrl: baseURL, getToken: () => null, getLanguage: () => 'CN' });
  const captcha = await anonymous.post<{ captchaToken: string }>('/api/baseServer/v1/baseLoginService/randomValidateCode');
  const [userName, password] = USERS[user];
  const login = await anonymous.post<{ authorizationCode: string; currentRespId: number | null; userId: number }>('/api/baseServer/v1/baseLoginService/login', {
    userName,
    password,
    captchaToken: captcha.data.captchaToken,
    captchaCode: 'TEST',
  });
  const { authorizationCode, currentRespId, userId } = login.data;
  return {
    client: createClient({ baseUrl: baseURL, getToken: () => authorizationCode, getLanguage: () => 'CN', getRespId: () => currentRespId }),
    userId,
    respId: currentRespId,
  };
}

import { getEntity, restPath } from '@srm/domain/entity/registry.ts';

const requisition = getEntity('purRequisition');
const REQ = (op: string) => restPath(requisition, op);

/**
 * The buyer raises a new requisition (a copy of the newest one's header and
 * first line) and submits it: every approver gets a to-do. Answers its number.
 */
export async function submitRequisition(buyer: Signed): Promise<string> {
  const key = requisition.key;
  const list = await buyer.client.post<Record<string, unknown>[]>(REQ('listByPage'), { pageIndex: 1, pageRows: 1 });
  const source = (await buyer.client.post<Record<string, unknown>>(REQ('findById'), { [key]: list.data[0][key] })).data;
  const line = (source.lines as Record<string, unknown>[])[0];
  const saved = await buyer.client.post<Record<string, unknown>>(REQ('saveOrUpdate'), {
    orgId: source.orgId,
    projectId: source.projectId,
    requesterName: 'e2e',
    comments: 'live badge',
    lines: [{ lineNumber: 1, itemId: line.itemId, demandQty: 5, uomCode: line.uomCode, needByDate: line.needByDate, budgetPrice: line.budgetPrice }],
  });
  await buyer.client.post(REQ('doSubmit'), { [key]: saved.data[key], versionNum: saved.data.versionNum });
  return String(saved.data.requisitionNumber);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** A server of its own (own data folder and port) that a test may stop and start again. */
export class PrivateServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'srm-e2e-private-'));
  port = 0;
  private child: ChildProcess | null = null;

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/server.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: this.dataDir,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        CAPTCHA_FIXED_ANSWER: 'TEST',
        APP_DIST: process.env.E2E_APP_DIST ?? 'dist/app',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => (stderr = (stderr + String(d)).slice(-2000)));
    this.child = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`private server exited ${child.exitCode}: ${stderr}`);
      try {
        if ((await fetch(`${this.baseURL}/login`)).ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`private server did not start: ${stderr}`);
  }

  /** Stops the process (SIGTERM: the server closes its database cleanly) and waits for it. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}
