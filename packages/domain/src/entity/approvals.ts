/**
 * Every document whose workflow has an `approval` action may run under an
 * approval process (entities/workflow); it answers its approval history, step
 * by step, to whoever may read the document. defineEntity adds the operation.
 */
import type { EntityDef, OperationDef } from './types.ts';

export const LIST_APPROVAL_HISTORY = 'listApprovalHistory';
export const APPROVAL_HISTORY_RESOURCE = 'btnApprovalHistory';

export const hasApproval = (def: Pick<EntityDef, 'workflow'>): boolean => !!def.workflow?.actions.some((a) => a.action === 'approval');

export function approvalOperations(): OperationDef[] {
  return [{ operation: LIST_APPROVAL_HISTORY, label: { zh: '审批历史', en: 'Approval history' }, resource: APPROVAL_HISTORY_RESOURCE, noButton: true }];
}

/** One line of a document's approval history. */
export interface ApprovalHistoryEntry {
  historyId: number;
  instanceId: number;
  processName: string | null;
  nodeName: string | null;
  historyAction: string;
  actorName: string | null;
  onBehalfOfName: string | null;
  targetNames: string | null;
  historyComment: string | null;
  creationDate: string;
}
