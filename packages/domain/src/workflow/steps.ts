/**
 * The step editor's view of a process: which documents it applies to, then its
 * steps in order, each with who approves, how they countersign, and an optional
 * condition. It reads a graph of that shape (what it writes, or the same drawn
 * in another modeller) and writes one; a graph of another shape answers null
 * and is shown as a diagram only.
 *
 * Shape: start -> [gateway: applies? default -> one step by the button holders -> end]
 *        -> for each step: [gateway: when? default -> next] -> step -> next ... -> end
 */
import { nodeById, outgoing, type AssigneeType, type Countersign, type ProcessFlow, type ProcessGraph, type ProcessNode } from './process-graph.ts';

export interface ProcessStep {
  id: string;
  name: string;
  nameEn?: string;
  assigneeType: AssigneeType | '';
  assignees: string[];
  countersign?: Countersign;
  /** The step is taken only when this holds (an expression); else skipped. */
  when?: string;
}

export interface StepProcess {
  id: string;
  name: string;
  /** Documents this holds for go through the steps; the others are approved in one step by the button holders. */
  appliesWhen?: string;
  steps: ProcessStep[];
}

const FALLBACK_ID = 'Step_OneStep';

export function stepsToGraph(p: StepProcess): ProcessGraph {
  const nodes: ProcessNode[] = [{ id: 'Start', kind: 'start', name: '提交', nameEn: 'Submitted' }];
  const flows: ProcessFlow[] = [];
  const end: ProcessNode = { id: 'End', kind: 'end', name: '结束', nameEn: 'End' };
  let n = 0;
  const flow = (source: string, target: string, condition?: string): ProcessFlow => {
    const f: ProcessFlow = { id: `Flow_${++n}`, source, target, ...(condition ? { condition } : {}) };
    flows.push(f);
    return f;
  };
  // Each step begins at its gateway (if it has a condition) or at itself.
  const entry = (s: ProcessStep) => (s.when ? `Gateway_${s.id}` : s.id);
  const after = (i: number) => (i + 1 < p.steps.length ? entry(p.steps[i + 1]) : end.id);
  if (p.appliesWhen) {
    nodes.push({ id: 'Gateway_Applies', kind: 'exclusiveGateway', name: '是否适用', nameEn: 'Applies?' });
    flow('Start', 'Gateway_Applies');
    flow('Gateway_Applies', p.steps.length ? entry(p.steps[0]) : end.id, p.appliesWhen);
    nodes[nodes.length - 1].defaultFlow = flow('Gateway_Applies', FALLBACK_ID).id;
    flow(FALLBACK_ID, end.id);
  } else {
    flow('Start', p.steps.length ? entry(p.steps[0]) : end.id);
  }
  p.steps.forEach((s, i) => {
    if (s.when) {
      const gw: ProcessNode = { id: `Gateway_${s.id}`, kind: 'exclusiveGateway', name: `${s.name}?`, nameEn: s.nameEn ? `${s.nameEn}?` : undefined };
      nodes.push(gw);
      flow(gw.id, s.id, s.when);
      gw.defaultFlow = flow(gw.id, after(i)).id;
    }
    const task: ProcessNode = { id: s.id, kind: 'userTask', name: s.name };
    if (s.nameEn) task.nameEn = s.nameEn;
    if (s.assigneeType) task.assigneeType = s.assigneeType;
    if (s.assignees.length) task.assignees = s.assignees;
    if (s.countersign) task.countersign = s.countersign;
    nodes.push(task);
    flow(s.id, after(i));
  });
  // The one step of the documents the process does not apply to, drawn below the steps.
  if (p.appliesWhen) nodes.push({ id: FALLBACK_ID, kind: 'userTask', name: '审批', nameEn: 'Approval', assigneeType: 'buttonHolders' });
  nodes.push(end);
  return { id: p.id, name: p.name, nodes, flows, unsupported: [] };
}

const single = (g: ProcessGraph, id: string): string | null => {
  const out = outgoing(g, id);
  return out.length === 1 ? out[0].target : null;
};

/** The steps of a graph of the editor's shape, else null. */
export function graphToSteps(g: ProcessGraph): StepProcess | null {
  if (g.unsupported.length) return null;
  const start = g.nodes.find((n) => n.kind === 'start');
  if (!start) return null;
  const out: StepProcess = { id: g.id, name: g.name, steps: [] };
  let at = single(g, start.id);
  const seen = new Set<string>();
  // Applies? gateway: one condition into the steps, the default into one step by the button holders, then the end.
  const first = at ? nodeById(g, at) : undefined;
  if (first?.kind === 'exclusiveGateway') {
    const flows = outgoing(g, first.id);
    const dflt = flows.find((f) => f.id === first.defaultFlow);
    const cond = flows.find((f) => f.id !== first.defaultFlow);
    const fallback = dflt && nodeById(g, dflt.target);
    const fallbackNext = fallback && single(g, fallback.id);
    if (flows.length === 2 && cond?.condition && fallback?.assigneeType === 'buttonHolders' && fallbackNext && nodeById(g, fallbackNext)?.kind === 'end') {
      out.appliesWhen = cond.condition;
      at = cond.target;
    }
  }
  while (at) {
    if (seen.has(at)) return null;
    seen.add(at);
    const node = nodeById(g, at);
    if (!node) return null;
    if (node.kind === 'end') return out;
    if (node.kind === 'userTask') {
      out.steps.push(stepOf(node));
      at = single(g, node.id);
      continue;
    }
    if (node.kind !== 'exclusiveGateway') return null;
    const flows = outgoing(g, node.id);
    const dflt = flows.find((f) => f.id === node.defaultFlow);
    const cond = flows.find((f) => f.id !== node.defaultFlow);
    const task = cond && nodeById(g, cond.target);
    if (flows.length !== 2 || !dflt || !cond?.condition || task?.kind !== 'userTask' || single(g, task.id) !== dflt.target) return null;
    seen.add(task.id);
    out.steps.push({ ...stepOf(task), when: cond.condition });
    at = dflt.target;
  }
  return null;
}

function stepOf(node: ProcessNode): ProcessStep {
  return {
    id: node.id,
    name: node.name,
    ...(node.nameEn ? { nameEn: node.nameEn } : {}),
    assigneeType: node.assigneeType ?? '',
    assignees: node.assignees ?? [],
    ...(node.countersign ? { countersign: node.countersign } : {}),
  };
}
