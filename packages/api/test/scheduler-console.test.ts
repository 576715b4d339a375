import { test } from 'node:test';
import assert from 'node:assert/strict';

process.env.JOB_WORKER = 'false';
const { dbKind, setup } = await import('./helper.ts');
const { JobWorker } = await import('../src/jobs/worker.ts');
const { registerBusinessJobs, warnExpiringCertificates } = await import('../src/jobs/business-jobs.ts');
const { registerCleanupJob } = await import('../src/jobs/cleanup-job.ts');
const t = await setup();
const admin = await t.login('admin');
const ctx = { db: t.db } as import('../src/app-context.ts').AppContext;

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0];
const scheduleOf = (code: string) =>
  one<{ scheduleId: number; nextRunAt: Date | null; enabledFlag: string; cronExpression: string | null }>(
    `SELECT schedule_id AS "scheduleId", next_run_at AS "nextRunAt", enabled_flag AS "enabledFlag", cron_expression AS "cronExpression" FROM sys_job_schedules WHERE schedule_code = $1`,
    [code],
  );

test(`[${dbKind}] a cron schedule fires once for one due time across two workers`, async () => {
  const runs: number[] = [];
  const workers = [new JobWorker(t.db), new JobWorker(t.db)];
  for (const [i, w] of workers.entries()) w.register('scheduler.certificateExpiry', { run: async () => void runs.push(i) });
  const s = await scheduleOf('scheduler.certificateExpiry');
  assert.ok(s, 'the certificate expiry job is scheduled');
  await t.db.query(`UPDATE sys_job_schedules SET next_run_at = now() - interval '1 minute', enabled_flag = 'Y' WHERE schedule_id = $1`, [s.scheduleId]);
  const before = await one<{ n: number }>(`SELECT count(*)::int AS n FROM sys_jobs WHERE schedule_id = $1 AND run_kind = 'SCHEDULED'`, [s.scheduleId]);
  await Promise.all([workers[0].drain(), workers[1].drain(), workers[0].drain(), workers[1].drain()]);
  const after = await one<{ n: number; dues: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT due_at)::int AS dues FROM sys_jobs WHERE schedule_id = $1 AND run_kind = 'SCHEDULED'`,
    [s.scheduleId],
  );
  assert.equal(after.n - before.n, 1, 'one run queued for the due time');
  assert.equal(runs.length, 1, 'and run by one worker');
  const moved = await scheduleOf('scheduler.certificateExpiry');
  assert.ok(moved.nextRunAt && new Date(moved.nextRunAt).getTime() > Date.now(), 'the next run is after now');
  // 08:00 in Asia/Shanghai is 00:00 UTC.
  assert.equal(new Date(moved.nextRunAt!).getUTCHours(), 0);
  assert.equal(new Date(moved.nextRunAt!).getUTCMinutes(), 0);
});

test(`[${dbKind}] an invalid cron expression or time zone is refused naming the field, nothing written`, async () => {
  const s = await scheduleOf('scheduler.overdueDelivery');
  const found = await admin.entity('jobSchedule', 'findById', { scheduleId: s.scheduleId });
  for (const [lang, word] of [
    ['CN', 'Cron 表达式无效'],
    ['EN', 'Invalid cron expression'],
  ] as const) {
    const res = await admin.entity('jobSchedule', 'saveOrUpdate', { ...found.body.data, cronExpression: '61 * * * *' }, { lang });
    assert.equal(res.body.status, 'M');
    assert.equal(res.body.errors?.[0]?.field, 'cronExpression');
    assert.match(res.body.errors![0].message, new RegExp(word));
  }
  const zone = await admin.entity('jobSchedule', 'saveOrUpdate', { ...found.body.data, timeZone: 'Mars/Olympus' }, { lang: 'EN' });
  assert.equal(zone.body.errors?.[0]?.field, 'timeZone');
  assert.match(zone.body.errors![0].message, /Mars\/Olympus/);
  assert.equal((await scheduleOf('scheduler.overdueDelivery')).cronExpression, s.cronExpression);
  const good = await admin.entity('jobSchedule', 'saveOrUpdate', { ...found.body.data, cronExpression: '15 9 * * *' });
  assert.equal(good.body.status, 'S', good.body.msg);
  assert.equal((await scheduleOf('scheduler.overdueDelivery')).cronExpression, '15 9 * * *');
});

test(`[${dbKind}] pause stops a schedule from firing, resume sets its next run`, async () => {
  const s = await scheduleOf('scheduler.overdueDelivery');
  assert.equal((await admin.entity('jobSchedule', 'doPause', { scheduleId: s.scheduleId })).body.status, 'S');
  await t.db.query(`UPDATE sys_job_schedules SET next_run_at = now() - interval '1 minute' WHERE schedule_id = $1`, [s.scheduleId]);
  const w = new JobWorker(t.db);
  let ran = 0;
  w.register('scheduler.overdueDelivery', { run: async () => void ran++ });
  await w.drain();
  assert.equal(ran, 0);
  assert.equal((await admin.entity('jobSchedule', 'doResume', { scheduleId: s.scheduleId })).body.status, 'S');
  const resumed = await scheduleOf('scheduler.overdueDelivery');
  assert.equal(resumed.enabledFlag, 'Y');
  assert.ok(resumed.nextRunAt && new Date(resumed.nextRunAt).getTime() > Date.now());
});

test(`[${dbKind}] a request with parameters writes a run with its log and duration; a bad parameter is refused`, async () => {
  const bad = await admin.entity(
    'concurrentProgram',
    'doSubmitRequest',
    { programCode: 'scheduler.certificateExpiry', parameters: { days: 'soon' } },
    { lang: 'EN' },
  );
  assert.equal(bad.body.status, 'M');
  assert.equal(bad.body.errors?.[0]?.field, 'days');
  const res = await admin.entity('concurrentProgram', 'doSubmitRequest', { programCode: 'scheduler.certificateExpiry', parameters: { days: '45' } });
  assert.equal(res.body.status, 'S', res.body.msg);
  const jobId = Number(res.body.data.jobId);
  const w = new JobWorker(t.db);
  registerBusinessJobs(w, ctx);
  await w.drain();
  const run = await admin.entity('job', 'findById', { jobId });
  assert.equal(run.body.data.jobStatus, 'DONE');
  assert.equal(run.body.data.runKind, 'REQUEST');
  assert.deepEqual(JSON.parse(run.body.data.payload), { days: 45 });
  assert.ok(Number(run.body.data.durationMs) >= 0 && run.body.data.durationMs !== null);
  const lines = (run.body.data.logs as { message: string }[]).map((l) => l.message);
  assert.ok(lines.some((m) => /requested by/.test(m)));
  assert.ok(lines.some((m) => /certificate\(s\) end within 45 day/.test(m)));
  assert.ok(lines.some((m) => /^finished/.test(m)));
});

test(`[${dbKind}] a failed run is retried by the admin and runs again; a run that did not fail is refused`, async () => {
  const w = new JobWorker(t.db);
  registerCleanupJob(w, ctx);
  const res = await admin.entity('concurrentProgram', 'doSubmitRequest', { programCode: 'system.cleanup', parameters: { keepDays: '30' } });
  const jobId = Number(res.body.data.jobId);
  // The stored parameters broken after the request: the run fails with the reason.
  await t.db.query(`UPDATE sys_jobs SET payload = '{"keepDays":0}' WHERE job_id = $1`, [jobId]);
  await w.drain();
  let row = await one<{ status: string; error: string | null }>(`SELECT job_status AS status, last_error AS error FROM sys_jobs WHERE job_id = $1`, [jobId]);
  assert.equal(row.status, 'FAILED');
  assert.match(row.error ?? '', /keepDays/);
  const failedList = await admin.entity('job', 'listByPage', { pageIndex: 1, pageRows: 50, jobStatus: 'FAILED', exactCount: true });
  assert.ok(
    failedList.body.data.some((r: { jobId: number }) => Number(r.jobId) === jobId),
    'listed among failed jobs',
  );
  await t.db.query(`UPDATE sys_jobs SET payload = '{"keepDays":30}' WHERE job_id = $1`, [jobId]);
  const retried = await admin.entity('job', 'doRetry', { jobId });
  assert.equal(retried.body.status, 'S', retried.body.msg);
  await w.drain();
  row = await one(`SELECT job_status AS status, last_error AS error FROM sys_jobs WHERE job_id = $1`, [jobId]);
  assert.equal(row.status, 'DONE');
  const again = await admin.entity('job', 'doRetry', { jobId }, { lang: 'EN' });
  assert.equal(again.body.status, 'M');
  assert.match(again.body.msg, /Done/);
});

test(`[${dbKind}] certificate expiry warns only the supplier whose certificate ends`, async () => {
  const sup = await one<{ a: number; b: number }>(
    `SELECT (SELECT supplier_id FROM saaf_users WHERE user_name = 'supplier1') AS a, (SELECT supplier_id FROM saaf_users WHERE user_name = 'supplier2') AS b`,
  );
  await t.db.query(`UPDATE srm_pos_supplier_certificate SET end_date = current_date + 400 WHERE end_date <= current_date + 20`);
  await t.db.query(
    `INSERT INTO srm_pos_supplier_certificate (supplier_id, certificate_type, certificate_name, certificate_number, start_date, end_date, long_term_flag)
     SELECT $1, lookup_code, 'ISO 9001 测试', 'EXP-1', current_date - 300, current_date + 10, 'N' FROM saaf_lookup_values WHERE lookup_type = 'SLC_CERTIFICATE_TYPE' LIMIT 1`,
    [sup.a],
  );
  const count = async (supplierId: number) =>
    (
      await one<{ n: number }>(
        `SELECT count(*)::int AS n FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id WHERE u.supplier_id = $1 AND n.notification_title LIKE '%EXP-1%'`,
        [supplierId],
      )
    ).n;
  const lines: string[] = [];
  const warned = await warnExpiringCertificates(ctx, 20, async (m) => void lines.push(m));
  assert.equal(warned, 1);
  assert.ok((await count(sup.a)) >= 1, 'supplier1 is told');
  assert.equal(await count(sup.b), 0, 'supplier2 is not');
  const supplier2 = await t.login('supplier2');
  const notes = await supplier2.call('/api/baseServer/v1/srmBaseNotificationsRestful/listByPage', { pageIndex: 1, pageRows: 100 });
  assert.ok(!JSON.stringify(notes.body.data ?? '').includes('EXP-1'));
});

test(`[${dbKind}] the console's job definitions and their parameters are written from the job types`, async () => {
  const list = await admin.entity('concurrentProgram', 'listByPage', { pageIndex: 1, pageRows: 100 });
  const codes = (list.body.data as { programCode: string }[]).map((r) => r.programCode);
  for (const code of ['scheduler.certificateExpiry', 'scheduler.overdueDelivery', 'system.cleanup', 'workflow.reminders', 'excel.export'])
    assert.ok(codes.includes(code), code);
  const supplier1 = await t.login('supplier1');
  const denied = await supplier1.entity('job', 'listByPage', { pageIndex: 1, pageRows: 10 });
  assert.notEqual(denied.body.status, 'S');
});
