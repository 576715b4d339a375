/**
 * BPMN 2.0 XML to a process graph and back. What we add to the standard is in
 * the `srm` namespace (who approves a step, its English name); countersign is
 * the standard parallel multi-instance with a completion condition, so Camunda
 * and Flowable read the same file. Written XML carries a diagram (BPMN DI) laid
 * out left to right, so any BPMN viewer draws it.
 */
import { XMLParser } from 'fast-xml-parser';
import type { Countersign, NodeKind, ProcessFlow, ProcessGraph, ProcessNode } from './process-graph.ts';

export const SRM_NS = 'http://srm.example/schema/bpmn';

const KINDS: Record<string, NodeKind> = { startEvent: 'start', endEvent: 'end', userTask: 'userTask', exclusiveGateway: 'exclusiveGateway' };
/** Children of a process that are not nodes and carry nothing to run. */
const IGNORED = new Set(['sequenceFlow', 'extensionElements', 'documentation', 'laneSet', 'textAnnotation', 'association']);

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => !name.startsWith('@_'),
});

export class BpmnError extends Error {}

const list = (v: unknown): XmlNode[] => (Array.isArray(v) ? (v as XmlNode[]) : v ? [v as XmlNode] : []);
const attr = (n: XmlNode, name: string): string | undefined => {
  const v = n[`@_${name}`];
  return typeof v === 'string' ? v : undefined;
};
const text = (n: XmlNode | undefined): string => {
  if (!n) return '';
  const t = n['#text'];
  return typeof t === 'string' ? t.trim() : Array.isArray(t) ? t.join('').trim() : '';
};
/** `${expr}` or `#{expr}` to `expr`. */
export const stripExpression = (s: string): string => s.replace(/^\s*[$#]\{([\s\S]*)\}\s*$/, '$1').trim();

/** Reads the first process of a BPMN 2.0 document. Throws BpmnError on XML that is not BPMN. */
export function parseBpmn(xml: string): ProcessGraph {
  let doc: XmlNode;
  try {
    doc = parser.parse(xml, true) as XmlNode;
  } catch (err) {
    throw new BpmnError(err instanceof Error ? err.message.split('\n')[0] : String(err));
  }
  const definitions = list(doc.definitions)[0];
  if (!definitions) throw new BpmnError('no <definitions>');
  const process = list(definitions.process)[0];
  if (!process) throw new BpmnError('no <process>');
  const nodes: ProcessNode[] = [];
  const flows: ProcessFlow[] = [];
  const unsupported: string[] = [];
  for (const [tag, value] of Object.entries(process)) {
    if (tag.startsWith('@_') || tag === '#text') continue;
    for (const el of list(value)) {
      const id = attr(el, 'id') ?? '';
      if (tag === 'sequenceFlow') {
        const condition = text(list(el.conditionExpression)[0]);
        flows.push({
          id,
          source: attr(el, 'sourceRef') ?? '',
          target: attr(el, 'targetRef') ?? '',
          name: attr(el, 'name'),
          condition: condition ? stripExpression(condition) : undefined,
        });
        continue;
      }
      const kind = KINDS[tag];
      if (!kind) {
        if (!IGNORED.has(tag)) unsupported.push(tag);
        continue;
      }
      const node: ProcessNode = { id, kind, name: attr(el, 'name') ?? '' };
      const nameEn = attr(el, 'nameEn');
      if (nameEn) node.nameEn = nameEn;
      if (kind === 'exclusiveGateway') node.defaultFlow = attr(el, 'default');
      if (kind === 'userTask') {
        const type = attr(el, 'assigneeType');
        if (type) node.assigneeType = type as ProcessNode['assigneeType'];
        const who = attr(el, 'assignee');
        if (who)
          node.assignees = who
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
        const multi = list(el.multiInstanceLoopCharacteristics)[0];
        if (multi) node.countersign = countersignOf(text(list(multi.completionCondition)[0]));
      }
      nodes.push(node);
    }
  }
  return { id: attr(process, 'id') ?? 'process', name: attr(process, 'name') ?? '', nodes, flows, unsupported };
}

/** The completion conditions we write, read back; anything else is kept as "all must approve". */
function countersignOf(condition: string): Countersign {
  const expr = stripExpression(condition).replace(/\s+/g, '');
  if (!expr) return { mode: 'all' };
  if (/^nrOfCompletedInstances>=1$/.test(expr) || /^nrOfCompletedInstances>0$/.test(expr)) return { mode: 'any' };
  const share = /^nrOfCompletedInstances\/nrOfInstances>=([0-9.]+)$/.exec(expr);
  if (share) return { mode: 'share', share: Number(share[1]) };
  return { mode: 'all' };
}

function completionCondition(c: Countersign): string | null {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a JUEL expression written into the BPMN file, not a template
  if (c.mode === 'any') return '${nrOfCompletedInstances >= 1}';
  if (c.mode === 'share') return `\${nrOfCompletedInstances/nrOfInstances >= ${c.share}}`;
  return null;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SIZE: Record<NodeKind, { w: number; h: number }> = {
  start: { w: 36, h: 36 },
  end: { w: 36, h: 36 },
  userTask: { w: 120, h: 80 },
  exclusiveGateway: { w: 50, h: 50 },
};

/** Left-to-right layout: a node's column is its longest distance from the start; nodes of one column stack. */
function layout(g: ProcessGraph): Map<string, { x: number; y: number; w: number; h: number }> {
  const column = new Map<string, number>();
  const start = g.nodes.find((n) => n.kind === 'start');
  const order: string[] = [];
  if (start) {
    column.set(start.id, 0);
    // Longest path on an acyclic graph; a loop back (reject to an earlier step is not drawn as a flow) is cut at the node count.
    for (let pass = 0; pass < g.nodes.length; pass++) {
      let changed = false;
      for (const f of g.flows) {
        const c = column.get(f.source);
        if (c === undefined) continue;
        if ((column.get(f.target) ?? -1) < c + 1 && c + 1 <= g.nodes.length) {
          column.set(f.target, c + 1);
          changed = true;
        }
      }
      if (!changed) break;
    }
  }
  for (const n of g.nodes) if (!column.has(n.id)) column.set(n.id, 0);
  for (const n of g.nodes) order.push(n.id);
  const rows = new Map<number, number>();
  const out = new Map<string, { x: number; y: number; w: number; h: number }>();
  for (const id of order) {
    const node = g.nodes.find((n) => n.id === id)!;
    const c = column.get(id)!;
    const r = rows.get(c) ?? 0;
    rows.set(c, r + 1);
    const { w, h } = SIZE[node.kind];
    out.set(id, { x: 80 + c * 170 + (120 - w) / 2, y: 100 + r * 130 + (80 - h) / 2, w, h });
  }
  return out;
}

/** The process as BPMN 2.0 XML with its diagram. */
export function writeBpmn(g: ProcessGraph): string {
  const pos = layout(g);
  const lines: string[] = [];
  lines.push('<?xml version="1.0" encoding="UTF-8"?>');
  lines.push(
    `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:srm="${SRM_NS}" id="Definitions_${esc(g.id)}" targetNamespace="${SRM_NS}">`,
  );
  lines.push(`  <bpmn:process id="${esc(g.id)}" name="${esc(g.name)}" isExecutable="true">`);
  const tag: Record<NodeKind, string> = { start: 'startEvent', end: 'endEvent', userTask: 'userTask', exclusiveGateway: 'exclusiveGateway' };
  for (const n of g.nodes) {
    const attrs = [`id="${esc(n.id)}"`, `name="${esc(n.name)}"`];
    if (n.nameEn) attrs.push(`srm:nameEn="${esc(n.nameEn)}"`);
    if (n.kind === 'exclusiveGateway' && n.defaultFlow) attrs.push(`default="${esc(n.defaultFlow)}"`);
    if (n.kind === 'userTask') {
      if (n.assigneeType) attrs.push(`srm:assigneeType="${n.assigneeType}"`);
      if (n.assignees?.length) attrs.push(`srm:assignee="${esc(n.assignees.join(','))}"`);
    }
    const inner: string[] = [];
    for (const f of g.flows) if (f.target === n.id) inner.push(`      <bpmn:incoming>${esc(f.id)}</bpmn:incoming>`);
    for (const f of g.flows) if (f.source === n.id) inner.push(`      <bpmn:outgoing>${esc(f.id)}</bpmn:outgoing>`);
    if (n.kind === 'userTask' && n.countersign) {
      const cc = completionCondition(n.countersign);
      inner.push(
        cc
          ? `      <bpmn:multiInstanceLoopCharacteristics isSequential="false">\n        <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">${esc(cc)}</bpmn:completionCondition>\n      </bpmn:multiInstanceLoopCharacteristics>`
          : '      <bpmn:multiInstanceLoopCharacteristics isSequential="false" />',
      );
    }
    lines.push(
      inner.length
        ? `    <bpmn:${tag[n.kind]} ${attrs.join(' ')}>\n${inner.join('\n')}\n    </bpmn:${tag[n.kind]}>`
        : `    <bpmn:${tag[n.kind]} ${attrs.join(' ')} />`,
    );
  }
  for (const f of g.flows) {
    const attrs = [`id="${esc(f.id)}"`, `sourceRef="${esc(f.source)}"`, `targetRef="${esc(f.target)}"`];
    if (f.name) attrs.push(`name="${esc(f.name)}"`);
    lines.push(
      f.condition
        ? `    <bpmn:sequenceFlow ${attrs.join(' ')}>\n      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${esc(`\${${f.condition}}`)}</bpmn:conditionExpression>\n    </bpmn:sequenceFlow>`
        : `    <bpmn:sequenceFlow ${attrs.join(' ')} />`,
    );
  }
  lines.push('  </bpmn:process>');
  lines.push(`  <bpmndi:BPMNDiagram id="Diagram_${esc(g.id)}">`);
  lines.push(`    <bpmndi:BPMNPlane id="Plane_${esc(g.id)}" bpmnElement="${esc(g.id)}">`);
  for (const n of g.nodes) {
    const p = pos.get(n.id)!;
    lines.push(`      <bpmndi:BPMNShape id="${esc(n.id)}_di" bpmnElement="${esc(n.id)}">`);
    lines.push(`        <dc:Bounds x="${p.x}" y="${p.y}" width="${p.w}" height="${p.h}" />`);
    lines.push('      </bpmndi:BPMNShape>');
  }
  for (const f of g.flows) {
    const a = pos.get(f.source);
    const b = pos.get(f.target);
    if (!a || !b) continue;
    const from = { x: a.x + a.w, y: a.y + a.h / 2 };
    const to = { x: b.x, y: b.y + b.h / 2 };
    const points = [from];
    // A flow that skips columns or changes rows bends below (or beside) the nodes between.
    if (Math.abs(from.y - to.y) > 1 || to.x - from.x > 200) {
      const bend = Math.max(from.y, to.y) + (to.x - from.x > 200 && Math.abs(from.y - to.y) <= 1 ? 90 : 0);
      points.push({ x: from.x + 20, y: from.y }, { x: from.x + 20, y: bend }, { x: to.x - 20, y: bend }, { x: to.x - 20, y: to.y });
    }
    points.push(to);
    lines.push(`      <bpmndi:BPMNEdge id="${esc(f.id)}_di" bpmnElement="${esc(f.id)}">`);
    for (const pt of points) lines.push(`        <di:waypoint x="${pt.x}" y="${pt.y}" />`);
    lines.push('      </bpmndi:BPMNEdge>');
  }
  lines.push('    </bpmndi:BPMNPlane>');
  lines.push('  </bpmndi:BPMNDiagram>');
  lines.push('</bpmn:definitions>');
  return `${lines.join('\n')}\n`;
}
