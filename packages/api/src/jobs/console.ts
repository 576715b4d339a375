/**
 * The scheduler console's server side (entities/scheduler/STATES.md): job
 * definitions written from the job types this server runs, a schedule's save
 * checked (cron and time zone by croner, the program known, parameters a JSON
 * object) and its next run set, pause and resume, run now, a request with
 * parameter values, and the retry of a failed job of any kind.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Label } from '@srm/domain/entity/types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import { registerHooks, savedValue } from '../engine/hooks.ts';
import { lookupMeaning } from '../engine/lookup-meaning.ts';
import { once } from '../engine/once.ts';
import { registerOperation, type OperationContext } from '../engine/operations.ts';
import { int, object } from '../openapi/route-schema.ts';
import { cronProblem } from './cron.ts';
import { appendLog, enqueue, nextRunOf } from './queue.ts';
import type { JobWorker, ProgramInfo, ProgramParam } from './worker.ts';
import { table, type FieldsOf } from '../db/tables.ts';

const PROGRAM = table('sys_concurrent_programs');
const PARAM = table('sys_concurrent_program_params');
const SCHEDULE = table('sys_job_schedules');
const JOB = table('sys_jobs');

/** Names of the job types other features register (their handlers carry no console name of their own). */
export const KNOWN_PROGRAMS: Record<string, ProgramInfo> = {
  'workflow.reminders': { name: { zh: '审批催办', en: 'Approval urges' }, description: 'Urges approvers of tasks waiting longer than the reminder setting.' },
  'quality.warnExpiringDeclarations': { name: { zh: '物质声明到期预警', en: 'Substance declaration expiry warnings' } },
  'supplier.liftExpiredBlacklists': { name: { zh: '黑名单到期解除', en: 'Lift expired blacklists' } },
  'sourcing.closeInquiries': { name: { zh: '询价截止关闭', en: 'Close inquiries at their deadline' } },
  'system.refreshSummaries': { name: { zh: '刷新汇总视图', en: 'Refresh summaries' } },
  'excel.export': { name: { zh: '后台导出', en: 'Background export' }, submittable: false },
  'excel.import': { name: { zh: '后台导入', en: 'Background import' }, submittable: false },
  'interface.deliver': { name: { zh: '接口出站投递', en: 'Outbound interface delivery' }, submittable: false },
  'message.email': { name: { zh: '邮件发送', en: 'E-mail delivery' }, submittable: false },
  'message.webhook': { name: { zh: 'Webhook 推送', en: 'Webhook delivery' }, submittable: false },
};

/** Writes a job definition for each job type the worker runs; the admin's edits of one that exists are kept. */
export async function syncPrograms(db: Db, worker: JobWorker): Promise<void> {
  const programs = worker.types().map(({ type, program }) => ({ type, info: program ?? KNOWN_PROGRAMS[type] }));
  // Every start writes these: one transaction of two multi-row statements rather than one per program and parameter
  // (some seventy round trips to the embedded database's thread).
  if (programs.length)
    await db.transaction(async (tx) => {
      const values: unknown[] = [];
      const rowsSql = programs.map(({ type, info }) => {
        const name: Label = info?.name ?? { zh: type, en: type };
        values.push(type, name.zh, name.en, info?.description ?? null, info?.submittable === false ? 'N' : 'Y');
        const n = values.length;
        return `($${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n}, 'Y', -1, -1)`;
      });
      const res = await tx.query<{ code: string; id: number }>(
        `INSERT INTO ${PROGRAM} (${PROGRAM.$list(
          'program_code',
          'program_name',
          'program_name_en',
          'description',
          'submittable_flag',
          'enabled_flag',
          'created_by',
          'last_updated_by',
        )})
         VALUES ${rowsSql.join(', ')}
         ON CONFLICT (${PROGRAM.program_code}) DO UPDATE SET ${PROGRAM.program_code} = EXCLUDED.${PROGRAM.program_code}
         RETURNING ${PROGRAM.program_code} AS code, ${PROGRAM.program_id} AS id`,
        values,
      );
      const idOf = new Map(res.rows.map((r) => [r.code, Number(r.id)]));
      const params: unknown[] = [];
      const paramSql: string[] = [];
      for (const { type, info } of programs)
        for (const [i, p] of (info?.params ?? []).entries()) {
          params.push(idOf.get(type), (i + 1) * 10, p.name, p.label.zh, p.label.en, p.type, p.required ? 'Y' : 'N', p.default ?? null);
          const n = params.length;
          paramSql.push(`(${Array.from({ length: 8 }, (_, k) => `$${n - 7 + k}`).join(', ')}, -1, -1)`);
        }
      if (paramSql.length)
        await tx.query(
          `INSERT INTO ${PARAM} (${PARAM.$list(
            'program_id',
            'seq',
            'param_name',
            'param_label',
            'param_label_en',
            'param_type',
            'required_flag',
            'default_value',
            'created_by',
            'last_updated_by',
          )})
           VALUES ${paramSql.join(', ')} ON CONFLICT (${PARAM.$list('program_id', 'param_name')}) DO NOTHING`,
          params,
        );
    });
  // Schedules written before their program was named show its name.
  const s = SCHEDULE.as('s');
  const p = PROGRAM.as('p');
  await db.query(
    `UPDATE ${s} SET ${SCHEDULE.schedule_name} = ${p.program_name} FROM ${p} WHERE ${p.program_code} = ${s.job_type} AND ${s.schedule_name} IS NULL`,
  );
}

interface StoredParam {
  paramName: string;
  paramLabel: string;
  paramLabelEn: string | null;
  paramType: ProgramParam['type'];
  requiredFlag: string;
  defaultValue: string | null;
}

async function programByCode(q: Queryable, code: string) {
  const res = await q.query<{ programId: number; submittableFlag: string; enabledFlag: string }>(
    `SELECT ${PROGRAM.$fields('program_id', 'submittable_flag', 'enabled_flag')} FROM ${PROGRAM} WHERE ${PROGRAM.program_code} = $1`,
    [code],
  );
  return res.rows[0];
}

const VALID: Record<ProgramParam['type'], (v: string) => boolean> = {
  TEXT: () => true,
  INTEGER: (v) => /^[+-]?\d+$/.test(v) && Number.isSafeInteger(Number(v)),
  NUMBER: (v) => v.trim() !== '' && Number.isFinite(Number(v)),
  DATE: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
  FLAG: (v) => v === 'Y' || v === 'N',
};

/**
 * A program's parameter values as the job receives them: each checked against
 * its type, a required one without a value (and no default) refused naming it,
 * defaults filled in. Numbers and integers are passed as numbers.
 */
export async function checkParameters(q: Queryable, programId: number, given: Record<string, unknown>, caller: Caller): Promise<Record<string, unknown>> {
  const params = await q.query<StoredParam>(
    `SELECT ${PARAM.$fields('param_name', 'param_label', 'param_label_en', 'param_type', 'required_flag', 'default_value')}
       FROM ${PARAM} WHERE ${PARAM.program_id} = $1 ORDER BY ${PARAM.seq}, ${PARAM.param_id}`,
    [programId],
  );
  const out: Record<string, unknown> = {};
  const problems: ConstructorParameters<typeof ValidationError>[0] = [];
  for (const p of params.rows) {
    const label = caller.lang === 'en' ? p.paramLabelEn || p.paramLabel : p.paramLabel;
    const raw = given[p.paramName];
    const text = raw === undefined || raw === null ? '' : String(raw).trim();
    const value = text === '' ? (p.defaultValue ?? '') : text;
    if (value === '') {
      if (p.requiredFlag === 'Y') problems.push({ field: p.paramName, key: 'scheduler.paramRequired', params: { param: label } });
      continue;
    }
    if (!VALID[p.paramType](value)) {
      const type = await lookupMeaning(q, 'SYS_PARAM_TYPE', p.paramType, caller.lang);
      problems.push({ field: p.paramName, key: 'scheduler.paramInvalid', params: { param: label, type } });
      continue;
    }
    out[p.paramName] = p.paramType === 'INTEGER' || p.paramType === 'NUMBER' ? Number(value) : value;
  }
  if (problems.length) throw new ValidationError(problems);
  return out;
}

function parsePayload(text: unknown): Record<string, unknown> | null {
  if (text === undefined || text === null || String(text).trim() === '') return {};
  try {
    const v = JSON.parse(String(text));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const SCHEDULE_COLUMNS = ['schedule_id', 'job_type', 'payload', 'schedule_kind', 'cron_expression', 'time_zone', 'interval_seconds'] as const;

async function scheduleRow(q: Queryable, id: number, lock = false) {
  const res = await q.query<FieldsOf<'sys_job_schedules', (typeof SCHEDULE_COLUMNS)[number]>>(
    `SELECT ${SCHEDULE.$fields(...SCHEDULE_COLUMNS)} FROM ${SCHEDULE} WHERE ${SCHEDULE.schedule_id} = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!res.rows[0]) throw new AppError('NOT_FOUND');
  return res.rows[0];
}

const jobRow = async (q: Queryable, jobId: number) =>
  (await q.query(`SELECT ${JOB.$fields('job_id', 'job_type', 'job_status', 'program_name', 'run_kind')} FROM ${JOB} WHERE ${JOB.job_id} = $1`, [jobId]))
    .rows[0];

const keyOf = (body: Record<string, unknown>, key: string): number => {
  const id = Number(body[key] ?? (Array.isArray(body.ids) ? body.ids[0] : undefined));
  if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError([{ field: key, key: 'rule.required' }]);
  return id;
};

/** Queues a run of a program now with checked parameter values; answers the job. */
export async function submitRequest(
  q: Queryable,
  caller: Caller,
  programCode: string,
  parameters: Record<string, unknown>,
  opts: { scheduleId?: number } = {},
): Promise<{ jobId: number }> {
  const program = await programByCode(q, programCode);
  if (!program) throw new ValidationError([{ field: 'programCode', key: 'scheduler.unknownProgram', params: { value: programCode } }]);
  if (!opts.scheduleId && program.submittableFlag !== 'Y')
    throw new ValidationError([{ field: 'programCode', key: 'scheduler.notSubmittable', params: { value: programCode } }]);
  const values = await checkParameters(q, Number(program.programId), parameters, caller);
  const jobId = await enqueue(q, programCode, values, { userId: caller.userId, maxAttempts: 1, runKind: 'REQUEST', scheduleId: opts.scheduleId });
  await appendLog(q, jobId, 'INFO', `requested by ${caller.userName} with ${JSON.stringify(values)}`);
  return { jobId };
}

export const registerSchedulerConsole = once((worker: JobWorker) => {
  registerHooks('jobSchedule', {
    async beforeSave(ctx) {
      const kind = String(savedValue(ctx, 'scheduleKind') ?? 'CRON');
      const cron = String(savedValue(ctx, 'cronExpression') ?? '').trim();
      const zone = String(savedValue(ctx, 'timeZone') ?? '').trim();
      const jobType = String(savedValue(ctx, 'jobType') ?? '');
      const problems: ConstructorParameters<typeof ValidationError>[0] = [];
      if (kind === 'CRON') {
        if (!cron) problems.push({ field: 'cronExpression', key: 'scheduler.cronRequired' });
        else {
          const p = cronProblem(cron, zone || 'Asia/Shanghai');
          if (p?.field === 'cronExpression') problems.push({ field: 'cronExpression', key: 'scheduler.cronInvalid', params: { detail: p.detail } });
          if (p?.field === 'timeZone') problems.push({ field: 'timeZone', key: 'scheduler.timeZoneInvalid', params: { value: p.value } });
        }
      } else if (!savedValue(ctx, 'intervalSeconds')) problems.push({ field: 'intervalSeconds', key: 'scheduler.intervalRequired' });
      const program = jobType ? await programByCode(ctx.tx, jobType) : undefined;
      if (jobType && !program) problems.push({ field: 'jobType', key: 'scheduler.unknownProgram', params: { value: jobType } });
      const payload = parsePayload(savedValue(ctx, 'payload'));
      if (!payload) problems.push({ field: 'payload', key: 'scheduler.payloadInvalid' });
      if (problems.length) throw new ValidationError(problems);
      if (program && payload) await checkParameters(ctx.tx, Number(program.programId), payload, ctx.caller);
      if (kind === 'CRON' && !zone) ctx.record.timeZone = 'Asia/Shanghai';
    },
    async afterSave(ctx) {
      const s = await scheduleRow(ctx.tx, Number(ctx.id ?? ctx.record.scheduleId));
      const next = nextRunOf(s, new Date());
      await ctx.tx.query(`UPDATE ${SCHEDULE} SET ${SCHEDULE.next_run_at} = $2 WHERE ${SCHEDULE.schedule_id} = $1`, [s.scheduleId, next?.toISOString() ?? null]);
    },
  });
  registerHooks('concurrentProgram', {
    beforeSave(ctx) {
      const code = String(savedValue(ctx, 'programCode') ?? '');
      if (ctx.mode === 'insert' && !worker.has(code))
        throw new ValidationError([{ field: 'programCode', key: 'scheduler.unknownProgram', params: { value: code } }]);
      if (ctx.mode === 'update' && ctx.before && code !== ctx.before.programCode)
        throw new ValidationError([{ field: 'programCode', key: 'scheduler.unknownProgram', params: { value: code } }]);
    },
  });

  const jobAnswer = { type: 'object', additionalProperties: true } as const;
  registerOperation(
    'jobSchedule',
    'doRunNow',
    async ({ tx, caller, body }: OperationContext) => {
      const s = await scheduleRow(tx, keyOf(body, 'scheduleId'));
      const { jobId } = await submitRequest(tx, caller, s.jobType ?? '', parsePayload(s.payload) ?? {}, { scheduleId: Number(s.scheduleId) });
      return jobRow(tx, jobId);
    },
    { body: object({ scheduleId: int('The schedule to run now') }, ['scheduleId']), data: jobAnswer },
  );
  registerOperation(
    'jobSchedule',
    'doPause',
    async ({ tx, body }: OperationContext) => {
      const id = keyOf(body, 'scheduleId');
      await scheduleRow(tx, id, true);
      await tx.query(`UPDATE ${SCHEDULE} SET ${SCHEDULE.enabled_flag} = 'N', ${SCHEDULE.last_update_date} = now() WHERE ${SCHEDULE.schedule_id} = $1`, [id]);
      return { scheduleId: id, enabledFlag: 'N' };
    },
    { body: object({ scheduleId: int('The schedule to pause') }, ['scheduleId']), data: jobAnswer },
  );
  registerOperation(
    'jobSchedule',
    'doResume',
    async ({ tx, body }: OperationContext) => {
      const id = keyOf(body, 'scheduleId');
      const s = await scheduleRow(tx, id, true);
      const next = nextRunOf(s, new Date());
      await tx.query(
        `UPDATE ${SCHEDULE} SET ${SCHEDULE.enabled_flag} = 'Y', ${SCHEDULE.next_run_at} = $2, ${SCHEDULE.last_update_date} = now() WHERE ${SCHEDULE.schedule_id} = $1`,
        [id, next?.toISOString() ?? null],
      );
      return { scheduleId: id, enabledFlag: 'Y', nextRunAt: next?.toISOString() ?? null };
    },
    { body: object({ scheduleId: int('The schedule to resume') }, ['scheduleId']), data: jobAnswer },
  );
  registerOperation(
    'job',
    'doRetry',
    async ({ tx, caller, body }: OperationContext) => {
      const jobId = keyOf(body, 'jobId');
      const res = await tx.query<{ status: string }>(`SELECT ${JOB.job_status} AS status FROM ${JOB} WHERE ${JOB.job_id} = $1 FOR UPDATE`, [jobId]);
      const status = res.rows[0]?.status;
      if (!status) throw new AppError('NOT_FOUND');
      if (status !== 'FAILED') {
        const op = getEntity('job').operations!.find((o) => o.operation === 'doRetry')!;
        throw new AppError('TRANSITION_REFUSED', { state: await lookupMeaning(tx, 'SYS_JOB_STATUS', status, caller.lang), action: op.label[caller.lang] });
      }
      await tx.query(
        `UPDATE ${JOB} SET ${JOB.job_status} = 'PENDING', ${JOB.attempts} = 0, ${JOB.max_attempts} = greatest(${JOB.max_attempts}, 1), ${JOB.run_at} = now(),
                ${JOB.finished_at} = NULL, ${JOB.locked_by} = NULL, ${JOB.last_error} = NULL, ${JOB.duration_ms} = NULL, ${JOB.last_updated_by} = $2,
                ${JOB.last_update_date} = now()
          WHERE ${JOB.job_id} = $1`,
        [jobId, caller.userId],
      );
      await appendLog(tx, jobId, 'INFO', `retried by ${caller.userName}`);
      return jobRow(tx, jobId);
    },
    { body: object({ jobId: int('The failed job to run again') }, ['jobId']), data: jobAnswer },
  );
  registerOperation(
    'concurrentProgram',
    'doSubmitRequest',
    async ({ tx, caller, body }: OperationContext) => {
      const code = String(body.programCode ?? '').trim();
      if (!code) throw new ValidationError([{ field: 'programCode', key: 'rule.required' }]);
      const parameters =
        body.parameters && typeof body.parameters === 'object' && !Array.isArray(body.parameters) ? (body.parameters as Record<string, unknown>) : {};
      const { jobId } = await submitRequest(tx, caller, code, parameters);
      return jobRow(tx, jobId);
    },
    {
      body: {
        type: 'object',
        properties: {
          programCode: { type: 'string', description: 'The program to run' },
          parameters: { type: 'object', additionalProperties: true, description: 'Parameter values by name' },
        },
        required: ['programCode'],
      },
      data: jobAnswer,
    },
  );
});
