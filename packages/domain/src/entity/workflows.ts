/**
 * The approval cycle most documents share (DOMAIN.md: DRAFT, SUBMITTED, APPROVED
 * or REJECTED), as data. Documents with more states extend it.
 */
import type { ActionDef, EntityDef, Label, StateDef, WorkflowDef } from './types.ts';
import { SERVER_ONLY } from './resources.ts';

/** The states many documents share, with their labels written once; a document with its own wording writes its own. */
export const STATE = {
  DRAFT: { label: { zh: '拟定', en: 'Draft' }, editable: true },
  SUBMITTED: { label: { zh: '已提交', en: 'Submitted' } },
  APPROVED: { label: { zh: '已批准', en: 'Approved' } },
  REJECTED: { label: { zh: '已驳回', en: 'Rejected' }, editable: true },
  CONFIRMED: { label: { zh: '已确认', en: 'Confirmed' } },
  PUBLISHED: { label: { zh: '已发布', en: 'Published' } },
  CLOSED: { label: { zh: '已关闭', en: 'Closed' } },
  CANCELLED: { label: { zh: '已取消', en: 'Cancelled' } },
} as const satisfies Record<string, StateDef>;

export const APPROVAL_STATES: Record<string, StateDef> = {
  DRAFT: STATE.DRAFT,
  SUBMITTED: STATE.SUBMITTED,
  APPROVED: STATE.APPROVED,
  REJECTED: STATE.REJECTED,
};

/** The button an action needs, by the one naming rule (`confirmFeedback` -> `btnConfirmFeedback`). */
export const buttonOf = (action: string) => `btn${action[0].toUpperCase()}${action.slice(1)}`;

type Effects = Pick<ActionDef, 'stamp' | 'clears' | 'lines' | 'input' | 'notifySupplier' | 'notifyCreator'>;

/** A transition only the server makes (an opening's quorum reached, a hall's round ending): no button, run by `ops.transition`. */
export function serverAction(action: string, label: Label, from: string[], to: string, effects: Effects = {}): ActionDef {
  return { action, label, from, to, resource: SERVER_ONLY, ...effects };
}

type Step = Omit<ActionDef, 'resource' | 'from'> & { resource?: string };

/**
 * The supplier round trip: the buyer sends (`send`, from `from`), the supplier
 * agrees or refuses with a reason; the buyer is told either way, and the refused
 * state is where the buyer revises and sends again.
 */
export function supplierRoundTrip(from: string[], send: Step, agree: Step, refuse: Step): ActionDef[] {
  return [
    { resource: buttonOf(send.action), notifySupplier: true, ...send, from },
    { resource: buttonOf(agree.action), actor: 'supplier', todo: true, notifyCreator: true, ...agree, from: [send.to] },
    { resource: buttonOf(refuse.action), actor: 'supplier', commentRequired: true, notifyCreator: true, ...refuse, from: [send.to] },
  ];
}

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

export const withdraw: ActionDef = { action: 'withdraw', label: { zh: '撤回', en: 'Withdraw' }, from: ['SUBMITTED'], to: 'DRAFT', resource: 'btnWithdraw' };

/**
 * Submit, approve or reject; `extra` adds states and actions of the document,
 * `withdraw` lets the submitter take it back before a decision, and `effects`
 * adds declared effects to the three (the date an approval stamps).
 */
export function approvalWorkflow(
  field: string,
  extra: {
    states?: Record<string, StateDef>;
    actions?: ActionDef[];
    withdraw?: boolean;
    effects?: Partial<Record<'submit' | 'approval' | 'reject', Effects>>;
  } = {},
): WorkflowDef {
  const own = (a: ActionDef) => ({ ...a, ...extra.effects?.[a.action as 'submit'] });
  return {
    field,
    initial: 'DRAFT',
    states: { ...APPROVAL_STATES, ...extra.states },
    actions: [own(submit), own(approval), own(reject), ...(extra.withdraw ? [withdraw] : []), ...(extra.actions ?? [])],
  };
}

/**
 * Publication with its own approval, for what documents are made from (contract
 * clauses and templates): a published one is superseded (EXPIRED) by the server
 * when its next version is published.
 */
export function publishWorkflow(field: string, published: Effects = {}): WorkflowDef {
  return {
    field,
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      PUBLISHING: { label: { zh: '发布审批中', en: 'Awaiting publication' } },
      REJECTED: { label: { zh: '发布已驳回', en: 'Publication rejected' }, editable: true },
      PUBLISHED: STATE.PUBLISHED,
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
        ...published,
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

/**
 * The buyer's review of what a supplier submits, the round trip the other way:
 * the supplier submits (`submit`, from `from`), a buyer agrees or refuses, and the
 * supplier is told either way (shipping reports and their exemption requests).
 */
export function buyerReview(from: string[], submit: Step, agree: Step, refuse: Step): ActionDef[] {
  return [
    { resource: buttonOf(submit.action), actor: 'supplier', ...submit, from },
    { resource: buttonOf(agree.action), todo: true, notifySupplier: true, ...agree, from: [submit.to] },
    { resource: buttonOf(refuse.action), notifySupplier: true, ...refuse, from: [submit.to] },
  ];
}

/** The states sourcing's requests to a supplier share (bid, bargain, clarification, question, candidate publicity). */
export const REQUEST_STATE = {
  DRAFT: { label: { zh: '草稿', en: 'Draft' }, editable: true },
  AWAITING_ANSWER: { label: { zh: '待供应商答复', en: 'Awaiting the answer' } },
  ANSWERED: { label: { zh: '已答复', en: 'Answered' } },
  WITHDRAWN: { label: { zh: '已撤销', en: 'Withdrawn' } },
} as const satisfies Record<string, StateDef>;

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
