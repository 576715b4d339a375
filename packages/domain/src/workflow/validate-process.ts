/**
 * Whether a process can run: one start, an end, every step reachable and able to
 * reach the end, every step with an approver rule, every gateway with a default
 * path, conditions that parse and name the document's fields. The same checks
 * run in the step editor and when the server saves or publishes a process.
 */
import type { MessageKey } from '../i18n/messages.ts';
import { checkCondition } from './conditions.ts';
import { NAMED_ASSIGNEE_TYPES, nodeName, outgoing, type ProcessGraph } from './process-graph.ts';

export interface ProcessProblem {
  key: MessageKey;
  params: Record<string, unknown>;
  /** The node or flow the problem is about, for the editor to mark. */
  element?: string;
}

export function validateProcess(g: ProcessGraph, documentFields: Set<string>, lang: 'zh' | 'en' = 'zh'): ProcessProblem[] {
  const problems: ProcessProblem[] = [];
  for (const element of new Set(g.unsupported)) problems.push({ key: 'process.unsupported', params: { element } });
  const starts = g.nodes.filter((n) => n.kind === 'start');
  if (starts.length !== 1) problems.push({ key: 'process.noStart', params: {} });
  if (!g.nodes.some((n) => n.kind === 'end')) problems.push({ key: 'process.noEnd', params: {} });
  const ids = new Set(g.nodes.map((n) => n.id));
  const flows = g.flows.filter((f) => ids.has(f.source) && ids.has(f.target));

  const walk = (from: string[], next: (id: string) => string[]) => {
    const seen = new Set(from);
    const queue = [...from];
    while (queue.length) for (const n of next(queue.shift()!)) if (!seen.has(n) && seen.add(n)) queue.push(n);
    return seen;
  };
  const reached = walk(
    starts.map((s) => s.id),
    (id) => flows.filter((f) => f.source === id).map((f) => f.target),
  );
  const leadsToEnd = walk(
    g.nodes.filter((n) => n.kind === 'end').map((n) => n.id),
    (id) => flows.filter((f) => f.target === id).map((f) => f.source),
  );

  for (const n of g.nodes) {
    const step = nodeName(n, lang);
    if (n.kind !== 'start' && !reached.has(n.id)) problems.push({ key: 'process.unreachable', params: { step }, element: n.id });
    else if (n.kind !== 'end' && !leadsToEnd.has(n.id)) problems.push({ key: 'process.deadEnd', params: { step }, element: n.id });
    if (n.kind === 'userTask') {
      if (!n.assigneeType || (NAMED_ASSIGNEE_TYPES.has(n.assigneeType) && !n.assignees?.length))
        problems.push({ key: 'process.noAssignee', params: { step }, element: n.id });
      if (n.countersign?.mode === 'share' && !(n.countersign.share > 0 && n.countersign.share <= 1))
        problems.push({ key: 'process.badShare', params: { step }, element: n.id });
      if (outgoing(g, n.id).length !== 1) problems.push({ key: 'process.oneOutgoing', params: { step }, element: n.id });
    }
    if (n.kind === 'start' && outgoing(g, n.id).length !== 1) problems.push({ key: 'process.oneOutgoing', params: { step }, element: n.id });
    if (n.kind === 'exclusiveGateway') {
      const out = outgoing(g, n.id);
      const dflt = out.find((f) => f.id === n.defaultFlow);
      if (!dflt) problems.push({ key: 'process.noDefault', params: { step }, element: n.id });
    }
  }
  for (const f of g.flows) {
    if (!f.condition) continue;
    const problem = checkCondition(f.condition, documentFields);
    if (problem?.kind === 'syntax') problems.push({ key: 'process.badCondition', params: { condition: f.condition, detail: problem.detail }, element: f.id });
    if (problem?.kind === 'field') problems.push({ key: 'process.unknownField', params: { field: problem.field }, element: f.id });
    if (problem?.kind === 'empty') problems.push({ key: 'process.emptyValue', params: { condition: f.condition }, element: f.id });
  }
  return problems;
}
