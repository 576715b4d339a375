/**
 * An approval process as the engine runs it: nodes and the flows between them.
 * bpmn.ts reads it from and writes it to BPMN 2.0 XML; validate-process.ts says
 * whether it can run; steps.ts is the step editor's view of it.
 */

/** Who a step goes to. */
export type AssigneeType =
  /** Named users (sign-in names). */
  | 'user'
  /** Members of process roles (wfProcessRole codes). */
  | 'processRole'
  /** Whoever holds a position today (position codes). */
  | 'position'
  /** The manager of the submitter's department. */
  | 'deptManager'
  /** The manager of the department above the submitter's. */
  | 'deptManagerUp'
  /** Whoever holds the action's button on the document's menu (the one-step behaviour). */
  | 'buttonHolders';

export const ASSIGNEE_TYPES: AssigneeType[] = ['user', 'processRole', 'position', 'deptManager', 'deptManagerUp', 'buttonHolders'];

/** Assignee types that name who (user, role, position codes); the others are derived from the submitter or the document. */
export const NAMED_ASSIGNEE_TYPES = new Set<AssigneeType>(['user', 'processRole', 'position']);

/**
 * How the people of a step decide together. Without countersign, the step's
 * candidates are alternatives: the first decision decides. `all`: every one must
 * approve, one rejection rejects. `any`: one approval passes, one rejection
 * rejects. `share`: the given share of them must approve.
 */
export type Countersign = { mode: 'all' } | { mode: 'any' } | { mode: 'share'; share: number };

export type NodeKind = 'start' | 'end' | 'userTask' | 'exclusiveGateway';

export interface ProcessNode {
  id: string;
  kind: NodeKind;
  name: string;
  /** The English name, when given (`srm:nameEn`). */
  nameEn?: string;
  assigneeType?: AssigneeType;
  assignees?: string[];
  countersign?: Countersign;
  /** Exclusive gateways: the flow taken when no condition holds. */
  defaultFlow?: string;
}

export interface ProcessFlow {
  id: string;
  source: string;
  target: string;
  name?: string;
  /** An expression over the document's fields (`totalAmount > 100000`), without the `${}` of the XML. */
  condition?: string;
}

export interface ProcessGraph {
  id: string;
  name: string;
  nodes: ProcessNode[];
  flows: ProcessFlow[];
  /** Elements of the XML the engine cannot run (parallel gateways, service tasks...). */
  unsupported: string[];
}

export const nodeName = (node: ProcessNode, lang: 'zh' | 'en'): string => (lang === 'en' && node.nameEn ? node.nameEn : node.name || node.id);
export const outgoing = (g: ProcessGraph, nodeId: string): ProcessFlow[] => g.flows.filter((f) => f.source === nodeId);
export const incoming = (g: ProcessGraph, nodeId: string): ProcessFlow[] => g.flows.filter((f) => f.target === nodeId);
export const nodeById = (g: ProcessGraph, id: string): ProcessNode | undefined => g.nodes.find((n) => n.id === id);
