/**
 * SubmitRequestDetail: without `id`, a request of a job definition with its
 * parameter values (concurrentProgram.doSubmitRequest); with `id`, the run:
 * state, times, duration, parameters, error and its log, read again every two
 * seconds while it waits or runs, and Retry once it failed (job.doRetry).
 * The console's lists (submitRequest, schedulingError, gtasks,
 * transactionCompen) and a schedule's Run now open runs here.
 */
import { useCallback, useEffect, useState } from 'react';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import type { Label } from '@srm/domain/entity/types.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { ApiError, api, errorMessage, errorToast } from '../../lib/api.ts';
import { label, useLang } from '../../lib/i18n.ts';
import { mainUrl } from '../../lib/router.ts';
import { useShell } from '../../shell/data.ts';

type Row = Record<string, unknown>;
const PROGRAM = getEntity('concurrentProgram');
const JOB = getEntity('job');

const L = {
  program: { zh: '程序', en: 'Program' },
  choose: { zh: '请选择程序', en: 'Choose a program' },
  params: { zh: '参数', en: 'Parameters' },
  noParams: { zh: '该程序没有参数', en: 'This program takes no parameters' },
  submit: { zh: '提交', en: 'Submit' },
  required: { zh: '必填', en: 'required' },
  run: { zh: '运行', en: 'Run' },
  status: { zh: '状态', en: 'Status' },
  started: { zh: '开始时间', en: 'Started' },
  finished: { zh: '结束时间', en: 'Finished' },
  duration: { zh: '耗时', en: 'Duration' },
  attempts: { zh: '尝试次数', en: 'Attempts' },
  kind: { zh: '运行方式', en: 'Run kind' },
  parameters: { zh: '参数值', en: 'Parameter values' },
  result: { zh: '结果', en: 'Result' },
  error: { zh: '错误', en: 'Error' },
  log: { zh: '运行日志', en: 'Run log' },
  time: { zh: '时间', en: 'Time' },
  level: { zh: '级别', en: 'Level' },
  message: { zh: '内容', en: 'Message' },
  noLog: { zh: '暂无日志', en: 'No log lines yet' },
  retry: { zh: '重试', en: 'Retry' },
  newRequest: { zh: '提交新请求', en: 'New request' },
  loading: { zh: '加载中…', en: 'Loading…' },
} satisfies Record<string, Label>;

const STATUS: Record<string, Label> = {
  PENDING: { zh: '等待中', en: 'Pending' },
  RUNNING: { zh: '运行中', en: 'Running' },
  DONE: { zh: '已完成', en: 'Done' },
  FAILED: { zh: '失败', en: 'Failed' },
};
const KIND: Record<string, Label> = {
  SCHEDULED: { zh: '定时', en: 'Scheduled' },
  REQUEST: { zh: '手工请求', en: 'Requested' },
  QUEUE: { zh: '后台队列', en: 'Background queue' },
};

const when = (v: unknown) => (v ? String(v).replace('T', ' ').slice(0, 19) : '');
const pretty = (v: unknown) => {
  if (v === null || v === undefined || v === '') return '';
  try {
    return JSON.stringify(JSON.parse(String(v)), null, 2);
  } catch {
    return String(v);
  }
};

export default function SubmitRequest({ id }: { id: string | null }) {
  return id ? <RunView jobId={Number(id)} /> : <RequestForm />;
}

function RequestForm() {
  useLang();
  const shell = useShell();
  const [programs, setPrograms] = useState<Row[]>([]);
  const [code, setCode] = useState('');
  const [params, setParams] = useState<Row[]>([]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.data<{ rows?: Row[] } | Row[]>(restPath(PROGRAM, 'listByPage'), { pageIndex: 1, pageRows: 200, enabledFlag: 'Y', submittableFlag: 'Y' }).then(
      (d) => setPrograms(Array.isArray(d) ? d : (d.rows ?? [])),
      (err) => setErrors([errorMessage(err)]),
    );
  }, []);
  useEffect(() => {
    const program = programs.find((p) => p.programCode === code);
    setParams([]);
    setValues({});
    if (!program) return;
    api.data<Row>(restPath(PROGRAM, 'findById'), { programId: Number(program.programId) }).then(
      (p) => {
        const list = ((p.params as Row[] | undefined) ?? []).slice().sort((a, b) => Number(a.seq) - Number(b.seq));
        setParams(list);
        setValues(Object.fromEntries(list.map((x) => [String(x.paramName), String(x.defaultValue ?? '')])));
      },
      (err) => setErrors([errorMessage(err)]),
    );
  }, [code, programs]);
  async function submit() {
    setBusy(true);
    setErrors([]);
    try {
      const env = await api.post<Row>(restPath(PROGRAM, 'doSubmitRequest'), { programCode: code, parameters: values });
      showToast({ message: env.msg, type: 'success' });
      shell.open(mainUrl('SubmitRequestDetail', { id: String(env.data.jobId) }));
    } catch (err) {
      setErrors(err instanceof ApiError && err.envelope.errors?.length ? err.envelope.errors.map((e) => e.message) : [errorMessage(err)]);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="card scheduler-request">
      <div className="form-grid">
        <label className="field-label" htmlFor="sched-program">
          {label(L.program)}
        </label>
        <select id="sched-program" value={code} onChange={(e) => setCode(e.target.value)}>
          <option value="">{label(L.choose)}</option>
          {programs.map((p) => (
            <option key={String(p.programId)} value={String(p.programCode)}>
              {label({ zh: String(p.programName), en: String(p.programNameEn || p.programName) })} ({String(p.programCode)})
            </option>
          ))}
        </select>
      </div>
      {code ? (
        <fieldset className="scheduler-params">
          <legend>{label(L.params)}</legend>
          {params.length === 0 ? <p className="muted">{label(L.noParams)}</p> : null}
          {params.map((p) => {
            const name = String(p.paramName);
            const id = `sched-param-${name}`;
            const type = String(p.paramType);
            return (
              <div key={name} className="form-grid">
                <label className="field-label" htmlFor={id}>
                  {label({ zh: String(p.paramLabel), en: String(p.paramLabelEn || p.paramLabel) })}
                  {p.requiredFlag === 'Y' ? ` (${label(L.required)})` : ''}
                </label>
                {type === 'FLAG' ? (
                  <select id={id} value={values[name] ?? ''} onChange={(e) => setValues({ ...values, [name]: e.target.value })}>
                    <option value="" />
                    <option value="Y">Y</option>
                    <option value="N">N</option>
                  </select>
                ) : (
                  <input
                    id={id}
                    type={type === 'DATE' ? 'date' : 'text'}
                    inputMode={type === 'INTEGER' || type === 'NUMBER' ? 'decimal' : undefined}
                    value={values[name] ?? ''}
                    onChange={(e) => setValues({ ...values, [name]: e.target.value })}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {errors.length ? (
        <div className="alert alert-error" role="alert">
          {errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </div>
      ) : null}
      <div className="toolbar">
        <button type="button" className="btn btn-primary" disabled={!code || busy} onClick={() => void submit()}>
          {label(L.submit)}
        </button>
      </div>
    </div>
  );
}

function RunView({ jobId }: { jobId: number }) {
  useLang();
  const shell = useShell();
  const [job, setJob] = useState<Row | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    () =>
      api.data<Row>(restPath(JOB, 'findById'), { jobId }).then(
        (r) => {
          setJob(r);
          setError('');
        },
        (err) => setError(errorMessage(err)),
      ),
    [jobId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const status = String(job?.jobStatus ?? '');
  useEffect(() => {
    if (status !== 'PENDING' && status !== 'RUNNING') return;
    const timer = setInterval(() => void load(), 2000);
    return () => clearInterval(timer);
  }, [status, load]);
  async function retry() {
    setBusy(true);
    try {
      const env = await api.post(restPath(JOB, 'doRetry'), { jobId });
      showToast({ message: env.msg, type: 'success' });
      await load();
    } catch (err) {
      showToast(errorToast(err));
    } finally {
      setBusy(false);
    }
  }
  if (error) {
    return (
      <div className="alert alert-error" role="alert">
        {error}
      </div>
    );
  }
  if (!job) {
    return (
      <div className="screen-loading" role="status">
        <span className="spinner" />
        {label(L.loading)}
      </div>
    );
  }
  const logs = ((job.logs as Row[] | undefined) ?? []).slice().sort((a, b) => Number(a.logId) - Number(b.logId));
  const duration = job.durationMs === null || job.durationMs === undefined ? '' : `${(Number(job.durationMs) / 1000).toFixed(3)} s`;
  const facts: [Label, string][] = [
    [L.program, `${String(job.programName ?? '')} (${String(job.jobType)})`],
    [L.status, STATUS[status] ? label(STATUS[status]) : status],
    [L.kind, KIND[String(job.runKind)] ? label(KIND[String(job.runKind)]) : String(job.runKind ?? '')],
    [L.started, when(job.lockedAt)],
    [L.finished, when(job.finishedAt)],
    [L.duration, duration],
    [L.attempts, `${String(job.attempts ?? 0)} / ${String(job.maxAttempts ?? '')}`],
  ];
  return (
    <div className="scheduler-run">
      <div className="card">
        <h2 className="section-title">
          {label(L.run)} #{jobId}
        </h2>
        <dl className="scheduler-facts" data-testid="run-facts">
          {facts.map(([k, v]) => (
            <div key={k.en}>
              <dt>{label(k)}</dt>
              <dd data-testid={`run-${k.en.toLowerCase().replace(/\s+/g, '-')}`}>{v}</dd>
            </div>
          ))}
        </dl>
        {job.lastError ? (
          <div className="alert alert-error" role="alert" data-testid="run-error">
            {label(L.error)}: {String(job.lastError)}
          </div>
        ) : null}
        <div className="toolbar">
          {status === 'FAILED' ? (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void retry()}>
              {label(L.retry)}
            </button>
          ) : null}
          <button type="button" className="btn" onClick={() => shell.open(mainUrl('SubmitRequestDetail'))}>
            {label(L.newRequest)}
          </button>
        </div>
      </div>
      <div className="card">
        <h3 className="section-title">{label(L.parameters)}</h3>
        <pre className="scheduler-json">{pretty(job.payload)}</pre>
        {job.result ? (
          <>
            <h3 className="section-title">{label(L.result)}</h3>
            <pre className="scheduler-json">{pretty(job.result)}</pre>
          </>
        ) : null}
      </div>
      <div className="card">
        <table className="award-table" data-testid="run-log">
          <caption>{label(L.log)}</caption>
          <thead>
            <tr>
              <th scope="col">{label(L.time)}</th>
              <th scope="col">{label(L.level)}</th>
              <th scope="col">{label(L.message)}</th>
            </tr>
          </thead>
          <tbody>
            {logs.length === 0 ? (
              <tr>
                <td colSpan={3} className="muted">
                  {label(L.noLog)}
                </td>
              </tr>
            ) : null}
            {logs.map((l) => (
              <tr key={String(l.logId)}>
                <td>{when(l.logTime)}</td>
                <td>{String(l.logLevel)}</td>
                <td className="scheduler-log-message">{String(l.message)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
