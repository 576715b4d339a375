/**
 * processList/processEdit: an approval process edited as a list of steps (who
 * approves, how several decide together, when a step is taken) over the BPMN 2.0
 * XML that is stored and that Camunda or Flowable can open; the diagram is drawn
 * from that XML as it changes, and the same checks as the server's say whether
 * it can run. XML drawn elsewhere is imported; if it is not a list of steps it is
 * kept as it is, shown, and can be replaced. A published process is read-only:
 * "New version" copies it into a draft.
 */
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { findEntity, getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { BpmnError, parseBpmn, writeBpmn } from '@srm/domain/workflow/bpmn.ts';
import { graphToSteps, stepsToGraph, type ProcessStep, type StepProcess } from '@srm/domain/workflow/steps.ts';
import { ASSIGNEE_TYPES, NAMED_ASSIGNEE_TYPES, type AssigneeType, type Countersign } from '@srm/domain/workflow/process-graph.ts';
import { validateProcess } from '@srm/domain/workflow/validate-process.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { SrmSelect } from '@srm/elements/react/srm-select.ts';
import { api, errorMessage, errorToast } from '../../lib/api.ts';
import { label, t, useLang, type TextKey } from '../../lib/i18n.ts';
import { mainUrl } from '../../lib/router.ts';
import { granted, usePage, useShell } from '../../shell/data.ts';
import { lang2, message, type Row } from '../entity-ui.ts';
import { ConditionEditor } from './ConditionEditor.tsx';
import { ProcessDiagram } from './ProcessDiagram.tsx';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';

const DEFINITION = getEntity('wfProcessDefinition');
const EMPTY: StepProcess = { id: 'Process_1', name: '', steps: [] };

interface Draft {
  processDefinitionId?: number;
  processKey: string;
  processName: string;
  processNameEn: string;
  entityName: string;
  description: string;
  definitionStatus: string;
  processVersion?: number;
  versionNum?: number;
}

const csValue = (c: Countersign | undefined) => c?.mode ?? 'none';

/** Shows XML as steps when it is a list of steps, else keeps it as it is. */
function applyXml(xml: string, setSteps: (s: StepProcess | null) => void, setRawXml: (x: string | null) => void) {
  try {
    const model = graphToSteps(parseBpmn(xml));
    setSteps(model);
    setRawXml(model ? null : xml);
  } catch (err) {
    showToast({ message: err instanceof BpmnError ? message('process.invalidXml', { detail: err.message }) : String(err), type: 'error' });
  }
}

export default function ProcessEdit() {
  const page = usePage();
  const shell = useShell();
  const lang = useLang();
  const id = page.query.get('id');
  const [draft, setDraft] = useState<Draft>({
    processKey: '',
    processName: '',
    processNameEn: '',
    entityName: 'purOrder',
    description: '',
    definitionStatus: 'DRAFT',
  });
  const [steps, setSteps] = useState<StepProcess | null>(EMPTY);
  const [rawXml, setRawXml] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [loaded, setLoaded] = useState(!id || id === 'new');

  useEffect(() => {
    if (!id || id === 'new') return;
    api.data<Row>(restPath(DEFINITION, 'findById'), { processDefinitionId: Number(id) }).then(
      (row) => {
        setDraft({
          processDefinitionId: Number(row.processDefinitionId),
          processKey: String(row.processKey ?? ''),
          processName: String(row.processName ?? ''),
          processNameEn: String(row.processNameEn ?? ''),
          entityName: String(row.entityName ?? ''),
          description: String(row.description ?? ''),
          definitionStatus: String(row.definitionStatus ?? 'DRAFT'),
          processVersion: Number(row.processVersion),
          versionNum: Number(row.versionNum),
        });
        applyXml(String(row.bpmnXml ?? ''), setSteps, setRawXml);
        setLoaded(true);
      },
      (err) => setError(errorMessage(err)),
    );
  }, [id]);

  const editable = draft.definitionStatus === 'DRAFT' && granted(page.menu, draft.processDefinitionId ? 'btnEdit' : 'btnAdd');
  const doc = findEntity(draft.entityName);
  const xml = useMemo(
    () => (steps ? writeBpmn(stepsToGraph({ ...steps, id: draft.processKey || steps.id, name: draft.processName })) : (rawXml ?? '')),
    [steps, draft.processKey, draft.processName, rawXml],
  );
  const problems = useMemo(() => {
    if (!doc || !xml) return [];
    try {
      return validateProcess(parseBpmn(xml), new Set(doc.fields.map((f) => f.name)), lang2()).map((p) => message(p.key, p.params));
    } catch (err) {
      return [String(err)];
    }
  }, [xml, doc, lang]);
  const businessEntities = shell.lookups.WF_BUSINESS_ENTITY ?? [];

  const setStep = (i: number, patch: Partial<ProcessStep>) =>
    setSteps((p) => (p ? { ...p, steps: p.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)) } : p));
  const moveStep = (i: number, by: number) =>
    setSteps((p) => {
      if (!p) return p;
      const list = [...p.steps];
      const [s] = list.splice(i, 1);
      list.splice(i + by, 0, s);
      return { ...p, steps: list };
    });
  const addStep = () =>
    setSteps((p) => {
      const base = p ?? EMPTY;
      const used = new Set(base.steps.map((s) => s.id));
      let n = base.steps.length + 1;
      while (used.has(`Step_${n}`)) n++;
      return {
        ...base,
        steps: [...base.steps, { id: `Step_${n}`, name: t('wf.stepN', { n: base.steps.length + 1 }), assigneeType: 'deptManager', assignees: [] }],
      };
    });

  async function save(): Promise<Row | null> {
    setServerErrors([]);
    try {
      const env = await api.post<Row>(restPath(DEFINITION, 'saveOrUpdate'), { ...draft, bpmnXml: xml });
      showToast({ message: env.msg, type: 'success' });
      const row = env.data;
      setDraft((d) => ({
        ...d,
        processDefinitionId: Number(row.processDefinitionId),
        processVersion: Number(row.processVersion),
        versionNum: Number(row.versionNum),
      }));
      return row;
    } catch (err) {
      const e = err as { errors?: { message: string }[] };
      setServerErrors(e.errors?.map((x) => x.message) ?? [errorMessage(err)]);
      return null;
    }
  }

  async function publish() {
    const row = await save();
    if (!row) return;
    try {
      const env = await api.post<Row>(restPath(DEFINITION, 'doPublish'), { processDefinitionId: row.processDefinitionId, versionNum: row.versionNum });
      showToast({ message: env.msg, type: 'success' });
      setDraft((d) => ({ ...d, definitionStatus: String(env.data.definitionStatus), versionNum: Number(env.data.versionNum) }));
    } catch (err) {
      setServerErrors([errorMessage(err)]);
    }
  }

  async function newVersion() {
    try {
      const env = await api.post<Row>(restPath(DEFINITION, 'doNewVersion'), { processDefinitionId: draft.processDefinitionId });
      shell.open(mainUrl('processList/processEdit', { id: String(env.data.processDefinitionId) }));
    } catch (err) {
      showToast(errorToast(err));
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${draft.processKey || 'process'}.bpmn`;
    a.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  async function importXml(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) applyXml(await file.text(), setSteps, setRawXml);
  }

  if (error)
    return (
      <div className="page">
        <ScreenError error={error} />
      </div>
    );
  if (!loaded) return <ScreenLoading />;
  const field = (name: keyof Draft, text: string, required = false) => (
    <div className="form-item">
      <label htmlFor={`wf-def-${name}`} className={required ? 'required' : undefined}>
        {text}
      </label>
      <input
        id={`wf-def-${name}`}
        value={String(draft[name] ?? '')}
        disabled={!editable || (name === 'processKey' && !!draft.processDefinitionId)}
        onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
      />
    </div>
  );
  const fieldLabel = (name: string) => label(DEFINITION.fields.find((f) => f.name === name)!.label);
  const status = shell.lookups.WF_DEFINITION_STATUS?.find((l) => l.lookupCode === draft.definitionStatus)?.meaning ?? draft.definitionStatus;

  return (
    <div className="page edit-page" data-entity="wfProcessDefinition">
      <div className="edit-header">
        <h1 className="page-title">
          {(lang === 'EN' && draft.processNameEn) || draft.processName || label(DEFINITION.label)} {draft.processVersion ? `v${draft.processVersion}` : ''}{' '}
          <span className="tag">{status}</span>
        </h1>
        <div className="wf-actions">
          {editable ? (
            <>
              <button type="button" className="btn" onClick={() => void save()}>
                {t('common.save')}
              </button>
              {granted(page.menu, 'btnPublish') ? (
                <button type="button" className="btn btn-primary" onClick={() => void publish()} disabled={problems.length > 0}>
                  {t('wf.publish')}
                </button>
              ) : null}
            </>
          ) : null}
          {draft.processDefinitionId && draft.definitionStatus !== 'DRAFT' && granted(page.menu, 'btnNewVersion') ? (
            <button type="button" className="btn btn-primary" onClick={() => void newVersion()}>
              {t('wf.newVersion')}
            </button>
          ) : null}
          <button type="button" className="btn" onClick={download}>
            {t('wf.downloadXml')}
          </button>
          {editable ? (
            <label className="btn">
              {t('wf.importXml')}
              <input type="file" accept=".bpmn,.xml,application/xml,text/xml" className="sr-only" onChange={(e) => void importXml(e)} />
            </label>
          ) : null}
        </div>
      </div>
      {serverErrors.length ? (
        <div className="alert alert-error" role="alert">
          <ul className="wf-problems">
            {serverErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <section className="card form-section" aria-labelledby="wf-def-basics">
        <h2 className="section-title" id="wf-def-basics">
          {t('wf.basics')}
        </h2>
        <div className="form-grid">
          {field('processKey', fieldLabel('processKey'), true)}
          {field('processName', fieldLabel('processName'), true)}
          {field('processNameEn', fieldLabel('processNameEn'))}
          <div className="form-item">
            <label htmlFor="wf-def-entityName" className="required">
              {fieldLabel('entityName')}
            </label>
            <SrmSelect
              id="wf-def-entityName"
              accessibleName={fieldLabel('entityName')}
              required
              value={draft.entityName}
              disabled={!editable}
              options={businessEntities.map((l) => ({ value: l.lookupCode, label: l.meaning }))}
              onChange={(e) => {
                const entityName = String((e.target as unknown as { value: unknown }).value ?? '');
                setDraft((d) => ({ ...d, entityName }));
              }}
            />
          </div>
          {field('description', fieldLabel('description'))}
        </div>
      </section>
      <section className="card form-section" aria-labelledby="wf-def-steps">
        <h2 className="section-title" id="wf-def-steps">
          {t('wf.editor')}
        </h2>
        {steps && doc ? (
          <StepsEditor process={steps} def={doc} editable={editable} setProcess={setSteps} setStep={setStep} moveStep={moveStep} addStep={addStep} />
        ) : (
          <p className="alert alert-info">{t('wf.notSteps')}</p>
        )}
        <div className={problems.length ? 'alert alert-warning' : 'alert alert-success'} role="status" data-testid="process-check">
          {problems.length ? (
            <>
              {t('wf.problems')}
              <ul className="wf-problems">
                {problems.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </>
          ) : (
            t('wf.ready')
          )}
        </div>
      </section>
      <section className="card form-section" aria-labelledby="wf-def-diagram">
        <h2 className="section-title" id="wf-def-diagram">
          {t('wf.diagram')}
        </h2>
        {xml ? <ProcessDiagram xml={xml} /> : null}
      </section>
    </div>
  );
}

function StepsEditor({
  process,
  def,
  editable,
  setProcess,
  setStep,
  moveStep,
  addStep,
}: {
  process: StepProcess;
  def: NonNullable<ReturnType<typeof findEntity>>;
  editable: boolean;
  setProcess: (f: (p: StepProcess | null) => StepProcess | null) => void;
  setStep: (i: number, patch: Partial<ProcessStep>) => void;
  moveStep: (i: number, by: number) => void;
  addStep: () => void;
}) {
  useLang();
  return (
    <>
      <fieldset className="form-item">
        <legend>{t('wf.appliesWhen')}</legend>
        <ConditionEditor
          id="wf-applies"
          def={def}
          value={process.appliesWhen}
          disabled={!editable}
          onChange={(expr) => setProcess((p) => (p ? { ...p, appliesWhen: expr } : p))}
        />
        <p className="muted">{process.appliesWhen ? t('wf.appliesOthers') : t('wf.appliesAll')}</p>
      </fieldset>
      <ol className="wf-steps">
        {process.steps.map((s, i) => {
          const idp = `wf-step-${i}`;
          return (
            <li key={s.id} className="wf-step" data-testid="wf-step">
              <h3>
                <span>{t('wf.stepN', { n: i + 1 })}</span>
                {editable ? (
                  <span className="wf-actions">
                    <button type="button" className="btn btn-sm" disabled={i === 0} onClick={() => moveStep(i, -1)}>
                      {t('wf.moveUp')}
                    </button>
                    <button type="button" className="btn btn-sm" disabled={i === process.steps.length - 1} onClick={() => moveStep(i, 1)}>
                      {t('wf.moveDown')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-danger"
                      onClick={() => setProcess((p) => (p ? { ...p, steps: p.steps.filter((_, j) => j !== i) } : p))}
                    >
                      {t('wf.removeStep')}
                    </button>
                  </span>
                ) : null}
              </h3>
              <div className="form-item">
                <label htmlFor={`${idp}-name`} className="required">
                  {t('wf.stepName')}
                </label>
                <input id={`${idp}-name`} value={s.name} disabled={!editable} onChange={(e) => setStep(i, { name: e.target.value })} />
              </div>
              <div className="form-item">
                <label htmlFor={`${idp}-nameEn`}>{t('wf.stepNameEn')}</label>
                <input id={`${idp}-nameEn`} value={s.nameEn ?? ''} disabled={!editable} onChange={(e) => setStep(i, { nameEn: e.target.value || undefined })} />
              </div>
              <div className="form-item">
                <label htmlFor={`${idp}-type`}>{t('wf.assigneeType')}</label>
                <SrmSelect
                  id={`${idp}-type`}
                  accessibleName={t('wf.assigneeType')}
                  value={s.assigneeType}
                  disabled={!editable}
                  clearHidden
                  options={ASSIGNEE_TYPES.map((type) => ({ value: type, label: t(`wf.type.${type}` as TextKey) }))}
                  onChange={(e) => setStep(i, { assigneeType: String((e.target as unknown as { value: unknown }).value ?? '') as AssigneeType })}
                />
              </div>
              {s.assigneeType && NAMED_ASSIGNEE_TYPES.has(s.assigneeType) ? (
                <div className="form-item">
                  <label htmlFor={`${idp}-who`} className="required">
                    {t('wf.assignees')}
                  </label>
                  <input
                    id={`${idp}-who`}
                    value={s.assignees.join(',')}
                    disabled={!editable}
                    onChange={(e) =>
                      setStep(i, {
                        assignees: e.target.value
                          .split(',')
                          .map((x) => x.trim())
                          .filter(Boolean),
                      })
                    }
                  />
                </div>
              ) : null}
              <div className="form-item">
                <label htmlFor={`${idp}-cs`}>{t('wf.countersign')}</label>
                <SrmSelect
                  id={`${idp}-cs`}
                  accessibleName={t('wf.countersign')}
                  value={csValue(s.countersign)}
                  disabled={!editable}
                  clearHidden
                  options={['none', 'all', 'any', 'share'].map((m) => ({ value: m, label: t(`wf.cs.${m}` as TextKey) }))}
                  onChange={(e) => {
                    const v = String((e.target as unknown as { value: unknown }).value ?? '');
                    setStep(i, { countersign: v === 'none' ? undefined : v === 'share' ? { mode: 'share', share: 0.5 } : ({ mode: v } as Countersign) });
                  }}
                />
              </div>
              {s.countersign?.mode === 'share' ? (
                <div className="form-item">
                  <label htmlFor={`${idp}-share`}>{t('wf.share')}</label>
                  <input
                    id={`${idp}-share`}
                    type="number"
                    min={0.01}
                    max={1}
                    step={0.01}
                    value={s.countersign.share}
                    disabled={!editable}
                    onChange={(e) => setStep(i, { countersign: { mode: 'share', share: Number(e.target.value) } })}
                  />
                </div>
              ) : null}
              <fieldset className="wf-conditions">
                <legend>{t('wf.stepWhen')}</legend>
                <ConditionEditor id={`${idp}-when`} def={def} value={s.when} disabled={!editable} onChange={(expr) => setStep(i, { when: expr })} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {editable ? (
        <button type="button" className="btn" onClick={addStep}>
          {t('wf.addStep')}
        </button>
      ) : null}
    </>
  );
}
