/**
 * The approval cycle most documents share (DOMAIN.md: DRAFT, SUBMITTED, APPROVED
 * or REJECTED), as data. Documents with more states extend it.
 */
import type { ActionDef, EntityDef, StateDef, WorkflowDef } from './types.ts';
import { SERVER_ONLY } from './resources.ts';

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
/**
 * Publication with its own approval, for what documents are made from (contract
 * clauses and templates): a published one is superseded (EXPIRED) by the server
 * when its next version is published.
 */
export function publishWorkflow(field: string): WorkflowDef {
  return {
    field,
    initial: 'DRAFT',
    states: {
      DRAFT: { label: { zh: '拟定', en: 'Draft' }, editable: true },
      PUBLISHING: { label: { zh: '发布审批中', en: 'Awaiting publication' } },
      REJECTED: { label: { zh: '发布已驳回', en: 'Publication rejected' }, editable: true },
      PUBLISHED: { label: { zh: '已发布', en: 'Published' } },
      EXPIRED: { label: { zh: '已失效', en: 'Superseded' } },
    },
    actions: [
      {
        action: 'submitPublish',
        label: { zh: '提交发布', en: 'Submit for publication' },
        from: ['DRAFT', 'REJECTED'],
        to: 'PUBLISHING',
        resource: 'btnSubmitPublish',
        actor: 'internal',
      },
      {
        action: 'approvePublish',
        label: { zh: '发布审批通过', en: 'Approve publication' },
        from: ['PUBLISHING'],
        to: 'PUBLISHED',
        resource: 'btnApprovePublish',
        actor: 'internal',
        forbidSelf: true,
        todo: true,
        notifyCreator: true,
      },
      {
        action: 'rejectPublish',
        label: { zh: '驳回发布', en: 'Reject publication' },
        from: ['PUBLISHING'],
        to: 'REJECTED',
        resource: 'btnRejectPublish',
        actor: 'internal',
        forbidSelf: true,
        commentRequired: true,
        notifyCreator: true,
      },
      // The server's, when the next version is published.
      { action: 'expire', label: { zh: '失效', en: 'Superseded' }, from: ['PUBLISHED'], to: 'EXPIRED', resource: SERVER_ONLY },
    ],
  };
}

export function stateLookupValues(workflow: WorkflowDef) {
  return Object.entries(workflow.states).map(([code, s], i) => ({ lookupCode: code, meaning: s.label.zh, meaningEn: s.label.en, seqNum: i + 1 }));
}

/** The action of a definition's workflow by name; a missing one is a programming error, said at once. */
export function actionOf(def: EntityDef, name: string): ActionDef {
  const action = def.workflow?.actions.find((a) => a.action === name);
  if (!action) throw new Error(`${def.name} has no workflow action ${name}`);
  return action;
}
