/**
 * SubmitRequestDetail: without `id`, a request of a job definition with its
 * parameter values (concurrentProgram.doSubmitRequest); with `id`, the run:
 * state, times, duration, parameters, error and its log, read again every two
 * seconds while it waits or runs, and Retry once it failed (job.doRetry).
 * The console's lists (submitRequest, schedulingError, gtasks,
 * transactionCompen) and a schedule's Run now open runs here.
 */
import { useCallback, useEffect, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { formatNumber } from '@srm/values/numbers.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import type { GridColumnDef } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { SrmDatePicker } from '@srm/elements/react/srm-date-picker.ts';
import { SrmSelect } from '@srm/elements/react/srm-select.ts';
import { ApiError, api, errorMessage, errorToast } from '../../lib/api.ts';
import { label, t, useLang, type TextKey } from '../../lib/i18n.ts';
import { mainUrl } from '../../lib/router.ts';
import { useShell } from '../../shell/data.ts';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';

type Row = Record<string, unknown>;
const PROGRAM = getEntity('concurrentProgram');
const JOB = getEntity('job');
const eventValue = (e: Event) => String((e.target as unknown as { value: unknown }).value ?? '');
const STATUSES = ['PENDING', 'RUNNING', 'DONE', 'FAILED'];
const KINDS = ['SCHEDULED', 'REQUEST', 'QUEUE'];
/** A code's meaning from the catalogue (`admin.sched.status.DONE`), else the code itself. */
const meaningOf = (prefix: string, codes: string[], code: string) => (codes.includes(code) ? t(`${prefix}${code}` as TextKey) : code);
const FLAG_OPTIONS = [
  { value: 'Y', label: 'Y' },
  { value: 'N', label: 'N' },
];

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
          {t('admin.sched.program')}
        </label>
        <SrmSelect
          id="sched-program"
          accessibleName={t('admin.sched.program')}
          placeholder={t('admin.sched.choose')}
          value={code}
          options={programs.map((p) => ({
            value: String(p.programCode),
            label: `${label({ zh: String(p.programName), en: String(p.programNameEn || p.programName) })} (${String(p.programCode)})`,
          }))}
          onChange={(e) => setCode(eventValue(e))}
        />
      </div>
      {code ? (
        <fieldset className="scheduler-params">
          <legend>{t('admin.sched.params')}</legend>
          {params.length === 0 ? <p className="muted">{t('admin.sched.noParams')}</p> : null}
          {params.map((p) => {
            const name = String(p.paramName);
            const id = `sched-param-${name}`;
            const type = String(p.paramType);
            const paramLabel = label({ zh: String(p.paramLabel), en: String(p.paramLabelEn || p.paramLabel) });
            return (
              <div key={name} className="form-grid">
                <label className="field-label" htmlFor={id}>
                  {paramLabel}
                  {p.requiredFlag === 'Y' ? ` (${t('admin.sched.required')})` : ''}
                </label>
                {type === 'FLAG' ? (
                  <SrmSelect
                    id={id}
                    accessibleName={paramLabel}
                    value={values[name] ?? ''}
                    options={FLAG_OPTIONS}
                    onChange={(e) => setValues({ ...values, [name]: eventValue(e) })}
                  />
                ) : type === 'DATE' ? (
                  <SrmDatePicker
                    id={id}
                    accessibleName={paramLabel}
                    type="date"
                    value={values[name] ?? ''}
                    onChange={(e) => setValues({ ...values, [name]: eventValue(e) })}
                  />
                ) : (
                  <input
                    id={id}
                    inputMode={type === 'INTEGER' || type === 'NUMBER' ? 'decimal' : undefined}
                    className={type === 'INTEGER' || type === 'NUMBER' ? 'num' : undefined}
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
          {t('admin.sched.submit')}
        </button>
      </div>
    </div>
  );
}

function RunView({ jobId }: { jobId: number }) {
  useLang();
  const shell = useShell();
  const [job, setJob] = useState<Row | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    () =>
      api.data<Row>(restPath(JOB, 'findById'), { jobId }).then(
        (r) => {
          setJob(r);
          setError(null);
        },
        (err) => setError(err),
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
  if (error) return <ScreenError error={error} onRetry={() => void load()} />;
  if (!job) return <ScreenLoading />;
  const logs = ((job.logs as Row[] | undefined) ?? []).slice().sort((a, b) => Number(a.logId) - Number(b.logId));
  const duration = job.durationMs === null || job.durationMs === undefined ? '' : `${formatNumber(Number(job.durationMs) / 1000, 3)} s`;
  // [text, test id, value]
  const facts: [TextKey, string, string][] = [
    ['admin.sched.program', 'program', `${String(job.programName ?? '')} (${String(job.jobType)})`],
    ['admin.sched.status', 'status', meaningOf('admin.sched.status.', STATUSES, status)],
    ['admin.sched.kind', 'run-kind', meaningOf('admin.sched.kind.', KINDS, String(job.runKind ?? ''))],
    ['admin.sched.started', 'started', when(job.lockedAt)],
    ['admin.sched.finished', 'finished', when(job.finishedAt)],
    ['admin.sched.duration', 'duration', duration],
    ['admin.sched.attempts', 'attempts', `${String(job.attempts ?? 0)} / ${String(job.maxAttempts ?? '')}`],
  ];
  return (
    <div className="scheduler-run">
      <div className="card">
        <h2 className="section-title">
          {t('admin.sched.run')} #{jobId}
        </h2>
        <dl className="scheduler-facts" data-testid="run-facts">
          {facts.map(([k, id, v]) => (
            <div key={id}>
              <dt>{t(k)}</dt>
              <dd data-testid={`run-${id}`}>{v}</dd>
            </div>
          ))}
        </dl>
        {job.lastError ? (
          <div className="alert alert-error" role="alert" data-testid="run-error">
            {t('admin.sched.error')}: {String(job.lastError)}
          </div>
        ) : null}
        <div className="toolbar">
          {status === 'FAILED' ? (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void retry()}>
              {t('admin.sched.retry')}
            </button>
          ) : null}
          <button type="button" className="btn" onClick={() => shell.open(mainUrl('SubmitRequestDetail'))}>
            {t('admin.sched.newRequest')}
          </button>
        </div>
      </div>
      <div className="card">
        <h3 className="section-title">{t('admin.sched.parameters')}</h3>
        <pre className="scheduler-json">{pretty(job.payload)}</pre>
        {job.result ? (
          <>
            <h3 className="section-title">{t('admin.sched.result')}</h3>
            <pre className="scheduler-json">{pretty(job.result)}</pre>
          </>
        ) : null}
      </div>
      <div className="card">
        <h3 className="section-title">{t('admin.sched.log')}</h3>
        {logs.length === 0 ? (
          <p className="muted" data-testid="run-log">
            {t('admin.sched.noLog')}
          </p>
        ) : (
          <SrmDataGrid
            data-testid="run-log"
            rows={logs.map((l) => ({ ...l, logTime: when(l.logTime) }))}
            columns={logColumns()}
            rowKey="logId"
            readonly
            autoHeight
            configHidden
            paginationHidden
            sequenceHidden
          />
        )}
      </div>
    </div>
  );
}

const logColumns = (): GridColumnDef[] => [
  { key: 'logTime', title: t('admin.sched.time'), width: 170 },
  { key: 'logLevel', title: t('admin.sched.level'), width: 90 },
  { key: 'message', title: t('admin.sched.message') },
];
