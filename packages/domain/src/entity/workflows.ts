/**
 * The approval cycle most documents share (DOMAIN.md: DRAFT, SUBMITTED, APPROVED
 * or REJECTED), as data. Documents with more states extend it.
 */
import type { ActionDef, EntityDef, StateDef, WorkflowDef } from './types.ts';

export const APPROVAL_STATES: Record<string, StateDef> = {
  DRAFT: { label: { zh: '拟定', en: 'Draft' }, editable: true },
  SUBMITTED: { label: { zh: '已提交', en: 'Submitted' } },
  APPROVED: { label: { zh: '已批准', en: 'Approved' } },
  REJECTED: { label: { zh: '已驳回', en: 'Rejected' }, editable: true },
};

export const submit: ActionDef = {
  action: 'submit',
  label: { zh: '提交', en: 'Submit' },
  from: ['DRAFT', 'REJECTED'],
  to: 'SUBMITTED',
  resource: 'btnSubmit',
  commits: true,
};

export const approval: ActionDef = {
  action: 'approval',
  label: { zh: '审批通过', en: 'Approve' },
  from: ['SUBMITTED'],
  to: 'APPROVED',
  resource: 'btnApproval',
  forbidSelf: true,
  todo: true,
};

export const reject: ActionDef = {
  action: 'reject',
  label: { zh: '驳回', en: 'Reject' },
  from: ['SUBMITTED'],
  to: 'REJECTED',
  resource: 'btnReject',
  commentRequired: true,
  forbidSelf: true,
};

/** Submit, approve or reject; `extra` adds states and actions of the document. */
export function approvalWorkflow(field: string, extra: { states?: Record<string, StateDef>; actions?: ActionDef[] } = {}): WorkflowDef {
  return {
    field,
    initial: 'DRAFT',
    states: { ...APPROVAL_STATES, ...extra.states },
    actions: [submit, approval, reject, ...(extra.actions ?? [])],
  };
}

/** Lookup entries for a workflow's states, so statuses are lookups with zh and en meanings. */
export function stateLookupValues(workflow: WorkflowDef) {
  return Object.entries(workflow.states).map(([code, s], i) => ({ lookupCode: code, meaning: s.label.zh, meaningEn: s.label.en, seqNum: i + 1 }));
}

/** The action of a definition's workflow by name; a missing one is a programming error, said at once. */
export function actionOf(def: EntityDef, name: string): ActionDef {
  const action = def.workflow?.actions.find((a) => a.action === name);
  if (!action) throw new Error(`${def.name} has no workflow action ${name}`);
  return action;
}
