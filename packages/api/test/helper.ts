/**
 * Test harness: one database per test file (PGlite in memory, or a fresh schema
 * on the PostgreSQL of SRM_TEST_DATABASE_URL), migrated and seeded with the demo
 * data, an app to inject requests into, and signed-in clients per demo user.
 */
import type { Writable } from 'node:stream';
import { after } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { HEADERS } from '@srm/domain/client/headers.ts';
import { signRequest } from '@srm/domain/client/signature.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { openTestDb } from './seeded-db.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Db } from '../src/db/db.ts';
import { buildApp } from '../src/app.ts';
import type { FeatureModule } from '../src/app-context.ts';
import { loadConfig } from '../src/config.ts';
import { seedReferenceData } from '../src/seed/reference.ts';
import { DEMO_USERS, seedDemoData } from '../src/seed/demo.ts';
import { features as allFeatures } from '../src/features.ts';

export const TEST_CAPTCHA = 'TEST';
export const dbKind = process.env.SRM_TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface Answer<T = any> {
  statusCode: number;
  body: {
    status: string;
    msg: string;
    code?: string;
    count?: number;
    data: T;
    errors?: { field: string; code: string; message: string; row?: number; child?: string }[];
  };
}

export interface Client {
  token: string;
  user: Record<string, any>;
  call<T = any>(
    path: string,
    payload?: unknown,
    opts?: { lang?: 'CN' | 'EN'; respId?: number; raw?: string; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  entity<T = any>(entity: string, operation: string, payload?: unknown, opts?: { lang?: 'CN' | 'EN'; respId?: number }): Promise<Answer<T>>;
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  anonymous: Client;
  login(user: keyof typeof DEMO_USERS | { userName: string; password: string }): Promise<Client>;
}

export async function signedHeaders(token: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const ts = String(Date.now());
  return {
    'content-type': 'application/json',
    [HEADERS.timestamp]: ts,
    [HEADERS.signature]: await signRequest(ts, token),
    ...(token ? { [HEADERS.authorization]: token } : {}),
    ...extra,
  };
}

/** `env`: settings of this file's server besides the tests' own; `logStream`: where its log lines go (LOG_LEVEL in `env` turns them on). */
export async function setup(options: { features?: FeatureModule[]; env?: Record<string, string>; logStream?: Writable } = {}): Promise<TestContext> {
  // A copy of the run's seeded database, unless the file builds the app of other features (their seeds may differ).
  const { db, dispose } = await openTestDb(process.env.SRM_TEST_DATABASE_URL, !options.features);
  await migrate(db);
  const config = { ...loadConfig({ ...process.env, CAPTCHA_FIXED_ANSWER: TEST_CAPTCHA, LOG_LEVEL: 'silent', APP_DIST: '/nonexistent', ...options.env }) };
  const app = await buildApp(db, config, options.features ?? allFeatures, { logStream: options.logStream });
  await seedReferenceData(db);
  await seedDemoData(db);
  await app.ready();
  after(async () => {
    await app.close();
    await dispose();
  });

  const client = (token: string, user: Record<string, any>): Client => {
    const call: Client['call'] = async (path, payload = {}, opts = {}) => {
      const headers = await signedHeaders(token, {
        [HEADERS.language]: opts.lang ?? 'CN',
        ...(opts.respId ? { [HEADERS.respId]: String(opts.respId) } : {}),
        ...opts.headers,
      });
      const res = await app.inject({ method: 'POST', url: path, headers, payload: opts.raw ?? JSON.stringify(payload) });
      return { statusCode: res.statusCode, body: res.json() };
    };
    return { token, user, call, entity: (entity, operation, payload, opts) => call(restPath(getEntity(entity), operation), payload, opts) };
  };
  const anonymous = client('', {});
  return {
    app,
    db,
    anonymous,
    async login(user) {
      const creds = typeof user === 'string' ? DEMO_USERS[user] : user;
      const captcha = await anonymous.call('/api/baseServer/v1/baseLoginService/randomValidateCode');
      const res = await anonymous.call('/api/baseServer/v1/baseLoginService/login', {
        ...creds,
        captchaToken: captcha.body.data.captchaToken,
        captchaCode: TEST_CAPTCHA,
      });
      if (res.body.status !== 'S') throw new Error(`login ${creds.userName} failed: ${res.body.msg}`);
      return client(res.body.data.authorizationCode, res.body.data);
    },
  };
}

/**
 * Asks `read` until `done` holds or `withinMs` has passed, and answers the last
 * value read. For what another process (or a NOTIFY coming back) makes true a
 * moment later; the assertion on the answer is the test's. It waits up to five
 * seconds: how soon is a timing, which `npm run bench` measures; a test asks
 * only that it happens, on a CI machine that may be busy.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = 5000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}
