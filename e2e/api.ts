/**
 * A signed API client for the tests' "other user": what another person does in
 * their own browser, done over HTTP so a test can watch the signed-in page react
 * (live badges) without driving two user interfaces. Also starts and stops a
 * private server for tests that must restart one.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type ApiClient } from '@srm/domain/client/api-client.ts';
import { USERS } from './users.ts';
import { startPortal, stopPortal } from './servers.ts';

export interface Signed {
  client: ApiClient;
  userId: number;
  respId: number | null;
}

/** The sign-in service's routes. */
export const LOGIN = '/api/baseServer/v1/baseLoginService';

/** What the login answers: the session token, the current responsibility and the user, as the login page keeps them. */
export interface LoginAnswer {
  authorizationCode: string;
  currentRespId: number | null;
  userId: number;
  [field: string]: unknown;
}

/** Signs in through the real login (fixed picture code of the test server); answers what the login answered. */
export async function loginAnswer(baseURL: string, user: keyof typeof USERS): Promise<LoginAnswer> {
  const anonymous = createClient({ baseUrl: baseURL, getToken: () => null, getLanguage: () => 'CN' });
  const captcha = await anonymous.post<{ captchaToken: string }>(`${LOGIN}/randomValidateCode`);
  const [userName, password] = USERS[user];
  const login = await anonymous.post<LoginAnswer>(`${LOGIN}/login`, {
    userName,
    password,
    captchaToken: captcha.data.captchaToken,
    captchaCode: 'TEST',
  });
  return login.data;
}

/** A signed client of `user`, signed in through the real login. */
export async function apiLogin(baseURL: string, user: keyof typeof USERS): Promise<Signed> {
  const { authorizationCode, currentRespId, userId } = await loginAnswer(baseURL, user);
  return {
    client: createClient({ baseUrl: baseURL, getToken: () => authorizationCode, getLanguage: () => 'CN', getRespId: () => currentRespId }),
    userId,
    respId: currentRespId,
  };
}

import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { actionOperation } from '@srm/domain/entity/naming.ts';

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

/** A workflow action by its name (`approval` -> doApproval) on the record with this id; a refusal throws. */
export async function act(who: Signed, entity: string, action: string, id: unknown, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const def = getEntity(entity);
  const res = await who.client.post<Record<string, unknown>>(restPath(def, actionOperation(action)), { [def.key]: id, ...extra });
  return res.data;
}

/**
 * The six-digit code last mailed to `email`, read as the administrator reads
 * mail with no transport configured: in the message history (msgHistory).
 */
export async function mailedCode(admin: Signed, email: string): Promise<string> {
  const mails = await admin.client.post<{ toAddress: string; body: string }[]>(restPath(getEntity('mailOutbox'), 'listByPage'), {
    pageIndex: 1,
    pageRows: 5,
    toAddress: email,
  });
  const body = mails.data.find((m) => m.toAddress === email)?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}: ${body}`);
  return code;
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

/** A server of its own (own data folder and port, on a copy of the seeded demo) that a test may stop and start again. */
export class PrivateServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'srm-e2e-private-'));
  port = 0;
  private child: ChildProcess | null = null;

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    this.child = await startPortal(this.dataDir, this.port);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child) await stopPortal(child);
  }
}

/**
 * Lists `hosts` (comma-separated; '' for none) in the config profile OUTBOUND_ALLOWED_HOSTS, as an
 * administrator does for an ERP on the company network: a walk's receivers are on 127.0.0.1, which
 * the outbound guard refuses otherwise.
 */
export async function allowOutboundHosts(admin: Signed, hosts: string): Promise<void> {
  const profiles = getEntity('configProfile');
  const found = await admin.client.post<Record<string, unknown>[]>(restPath(profiles, 'listByPage'), { profileCode: 'OUTBOUND_ALLOWED_HOSTS', pageRows: 10 });
  const profile = found.data.find((p) => p.profileCode === 'OUTBOUND_ALLOWED_HOSTS');
  if (!profile) throw new Error('no OUTBOUND_ALLOWED_HOSTS profile');
  await admin.client.post(restPath(profiles, 'saveOrUpdate'), { ...profile, profileValue: hosts });
}
