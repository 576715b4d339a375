import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostname } from 'node:os';

process.env.JOB_WORKER = 'false';
const { dbKind, setup } = await import('./helper.ts');
const { enqueue, recoverAbandoned, schedule } = await import('../src/jobs/queue.ts');
const { JobWorker } = await import('../src/jobs/worker.ts');
const t = await setup();

const jobRow = async (id: number) =>
  (
    await t.db.query<{ status: string; attempts: number; lastError: string | null; result: string | null }>(
      `SELECT job_status AS status, attempts, last_error AS "lastError", result FROM sys_jobs WHERE job_id = $1`,
      [id],
    )
  ).rows[0];

test(`[${dbKind}] a job runs once, retries after a failure and fails for good with its reason`, async () => {
  const worker = new JobWorker(t.db);
  let calls = 0;
  worker.register('test.flaky', {
    async run(job) {
      calls++;
      if (calls === 1) throw new Error('first try breaks');
      return { got: job.payload };
    },
  });
  const id = await enqueue(t.db, 'test.flaky', { n: 1 }, { maxAttempts: 2 });
  await worker.drain();
  let row = await jobRow(id);
  assert.equal(row.status, 'PENDING');
  assert.equal(row.lastError, 'first try breaks');
  await t.db.query(`UPDATE sys_jobs SET run_at = now() WHERE job_id = $1`, [id]);
  await worker.drain();
  row = await jobRow(id);
  assert.equal(row.status, 'DONE');
  assert.deepEqual(JSON.parse(row.result!), { got: { n: 1 } });
  worker.register('test.broken', {
    async run() {
      throw new Error('always');
    },
  });
  const broken = await enqueue(t.db, 'test.broken', null, { maxAttempts: 1 });
  await worker.drain();
  assert.equal((await jobRow(broken)).status, 'FAILED');
});

test(`[${dbKind}] a job left RUNNING by a dead process is resumed, or failed with the reason when out of attempts`, async () => {
  const dead = `${hostname()}:999999:gone`;
  const resumable = await enqueue(t.db, 'test.resume', { x: 1 }, { maxAttempts: 3 });
  const spent = await enqueue(t.db, 'test.resume', { x: 2 }, { maxAttempts: 1 });
  await t.db.query(`UPDATE sys_jobs SET job_status = 'RUNNING', attempts = 1, locked_by = $2, heartbeat_at = now() WHERE job_id = ANY($1)`, [
    [resumable, spent],
    dead,
  ]);
  // Another host's worker that beats recently is left alone; a silent one is not.
  const alive = await enqueue(t.db, 'test.resume', { x: 3 });
  const silent = await enqueue(t.db, 'test.resume', { x: 4 });
  await t.db.query(`UPDATE sys_jobs SET job_status = 'RUNNING', attempts = 1, locked_by = 'otherhost:1:w', heartbeat_at = now() WHERE job_id = $1`, [alive]);
  await t.db.query(
    `UPDATE sys_jobs SET job_status = 'RUNNING', attempts = 1, locked_by = 'otherhost:2:w', heartbeat_at = now() - interval '10 minutes' WHERE job_id = $1`,
    [silent],
  );
  const failed = await recoverAbandoned(t.db, 'me');
  assert.deepEqual(
    failed.map((j) => j.jobId),
    [spent],
  );
  assert.equal((await jobRow(spent)).status, 'FAILED');
  assert.match((await jobRow(spent)).lastError!, /stopped while running it/);
  assert.equal((await jobRow(alive)).status, 'RUNNING');
  assert.equal((await jobRow(silent)).status, 'PENDING');
  const worker = new JobWorker(t.db);
  const seen: unknown[] = [];
  worker.register('test.resume', {
    async run(job) {
      seen.push(job.payload);
    },
  });
  await worker.drain();
  assert.equal((await jobRow(resumable)).status, 'DONE');
  assert.deepEqual(
    seen.sort((a: any, b: any) => a.x - b.x),
    [{ x: 1 }, { x: 4 }],
  );
});

test(`[${dbKind}] an interrupted background export is marked failed in the export list`, async () => {
  const buyer = await t.login('buyer');
  const res = await buyer.call('/api/exportServer/v1/exportExcelRestful/backgroundExport', {
    paramsValue: { requestUrl: '/api/baseServer/v1/srmBaseItemsRestful/listByPage', columns: ['itemCode'] },
    fileName: 'x',
  });
  const exportId = res.body.data.exportId;
  await t.db.query(
    `UPDATE sys_jobs SET job_status = 'RUNNING', attempts = max_attempts, locked_by = $1 WHERE job_type = 'excel.export' AND job_status = 'PENDING'`,
    [`${hostname()}:999998:gone`],
  );
  await t.app.srm.jobs!.drain();
  const row = (
    await t.db.query<{ status: string; err: string }>(
      `SELECT export_status AS status, error_message AS err FROM srm_base_data_export_list WHERE export_id = $1`,
      [exportId],
    )
  ).rows[0];
  assert.equal(row.status, 'FAILED');
  assert.match(row.err, /interrupted/);
});

test(`[${dbKind}] a due schedule is queued once and moved on`, async () => {
  const worker = new JobWorker(t.db);
  let runs = 0;
  worker.register('test.tick', {
    async run() {
      runs++;
    },
  });
  await schedule(t.db, 'test.tick', 'test.tick', 3600);
  await t.db.query(`UPDATE sys_job_schedules SET next_run_at = now() - interval '1 second' WHERE schedule_code = 'test.tick'`);
  await worker.drain();
  await worker.drain();
  assert.equal(runs, 1);
  const next = (
    await t.db.query<{ later: boolean }>(`SELECT next_run_at > now() + interval '59 minutes' AS later FROM sys_job_schedules WHERE schedule_code = 'test.tick'`)
  ).rows[0];
  assert.equal(next.later, true);
});
