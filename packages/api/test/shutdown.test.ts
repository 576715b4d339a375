/**
 * SIGTERM drains a server process: a request in flight when the signal comes is
 * answered, a hub socket is closed with 1012 (service restart: the portal
 * reconnects at once, to another process), the job that is running and does
 * not end within the bound is handed back to the queue for another process (its
 * attempt not counted), and the process exits cleanly within SHUTDOWN_TIMEOUT_MS.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { dbKind } from './helper.ts';
import { loginAt, post, startServer, stopServer, type ServerProcess } from './processes.ts';
import { seededServerEnv } from './seeded-db.ts';
import { openDb } from '../src/db/open.ts';
import { TICKET_ROUTE } from '../src/tickets/ticket-routes.ts';
import { CLOSE_RESTARTING } from '../src/ops/shutdown.ts';
import { HELD_JOB, SLOW_PATH } from './fixtures/shutdown-test-kit.ts';

const dir = mkdtempSync(join(tmpdir(), 'srm-shutdown-'));
const seeded = await seededServerEnv(process.env.SRM_TEST_DATABASE_URL, dir);
let server: ServerProcess | undefined;
after(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  await seeded.dispose();
});

let early: unknown;
const until = async (what: string, done: () => boolean) => {
  for (const deadline = Date.now() + 60_000; !done(); await new Promise((r) => setTimeout(r, 20))) {
    if (early) throw new Error(`answered before the signal: ${JSON.stringify(early)}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within 60 s (${server?.output()}) ${JSON.stringify(early)}`);
  }
};

test(`[${dbKind}] SIGTERM: the request in flight is answered, sockets close with 1012, the running job goes back to the queue, the process exits`, async () => {
  server = await startServer({ ...seeded.env, SRM_TEST_SHUTDOWN: '1', JOB_POLL_MS: '100', SHUTDOWN_TIMEOUT_MS: '6000' });
  const s = server;
  const buyer = await loginAt(s.base, 'buyer');
  const ticket = await post(s.base, buyer.token, TICKET_ROUTE, { path: '/srm-ws' });
  const ws = new WebSocket(`${s.base.replace('http', 'ws')}/srm-ws?ticket=${encodeURIComponent(ticket.body.data.ticket)}`);
  const closed = new Promise<number>((resolve) => ws.once('close', resolve));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

  const slow = fetch(`${s.base}${SLOW_PATH}`).then(async (r) => (early = { status: r.status, body: await r.json() }));
  await until('the slow request and the held job begin', () => s.output().includes('slow request started') && s.output().includes('held job running'));
  const exited = new Promise<number | null>((resolve) => s.child.once('exit', resolve));
  s.child.kill('SIGTERM');

  assert.equal(await closed, CLOSE_RESTARTING, 'the socket is told the server is restarting, so the portal reconnects at once');
  const answer = await slow;
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, { answered: 'after SIGTERM' }, 'the request in flight finishes with its answer');
  assert.equal(await exited, 0, `the process drained within SHUTDOWN_TIMEOUT_MS and exited cleanly: ${s.output()}`);

  const db = await openDb({ databaseUrl: seeded.env.DATABASE_URL || undefined, dataDir: seeded.env.DATABASE_URL ? undefined : join(dir, 'pglite') });
  try {
    if (seeded.env.SRM_SCHEMA) await db.exec(`SET search_path TO "${seeded.env.SRM_SCHEMA}"`);
    const job = (
      await db.query<{ status: string; attempts: number; lockedBy: string | null; id: number }>(
        `SELECT job_id AS id, job_status AS status, attempts, locked_by AS "lockedBy" FROM sys_jobs WHERE job_type = $1`,
        [HELD_JOB],
      )
    ).rows;
    assert.equal(job.length, 1);
    assert.deepEqual(
      { status: job[0].status, attempts: Number(job[0].attempts), lockedBy: job[0].lockedBy },
      { status: 'PENDING', attempts: 0, lockedBy: null },
      'the job it could not finish is back in the queue, at once, for another process',
    );
  } finally {
    await db.close();
  }
});
