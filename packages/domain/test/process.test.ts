import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseBpmn, writeBpmn, BpmnError } from '../src/workflow/bpmn.ts';
import { graphToSteps, stepsToGraph, type StepProcess } from '../src/workflow/steps.ts';
import { validateProcess } from '../src/workflow/validate-process.ts';
import { conditionToRows, evaluateCondition, rowsToCondition } from '../src/workflow/conditions.ts';

const fields = new Set(['totalAmount', 'orgId', 'poDocType']);
const large: StepProcess = {
  id: 'PO_LARGE',
  name: '大额订单审批',
  appliesWhen: 'totalAmount > 100000',
  steps: [
    { id: 'Step_Manager', name: '部门经理', nameEn: 'Department manager', assigneeType: 'deptManager', assignees: [] },
    {
      id: 'Step_Finance',
      name: '财务会签',
      nameEn: 'Finance countersign',
      assigneeType: 'processRole',
      assignees: ['FINANCE'],
      countersign: { mode: 'all' },
      when: "poDocType == 'ORDER'",
    },
    { id: 'Step_Share', name: '比例会签', assigneeType: 'user', assignees: ['a', 'b', 'c'], countersign: { mode: 'share', share: 0.6 } },
    { id: 'Step_Any', name: '或签', assigneeType: 'position', assignees: ['CFO'], countersign: { mode: 'any' } },
  ],
};

test('a process written as BPMN XML reads back as the same steps, with a diagram for every element', () => {
  const xml = writeBpmn(stepsToGraph(large));
  assert.match(xml, /<bpmndi:BPMNShape id="Step_Finance_di"/);
  assert.match(xml, /<bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\$\{nrOfCompletedInstances\/nrOfInstances &gt;= 0.6\}/);
  const graph = parseBpmn(xml);
  assert.equal(graph.nodes.filter((n) => n.kind === 'userTask').length, 5);
  assert.deepEqual(graphToSteps(graph), large);
  assert.deepEqual(validateProcess(graph, fields), []);
});

test('the checks name what cannot run: no approver rule, an unreachable step, a gateway without a default, a bad condition', () => {
  const graph = stepsToGraph({ ...large, steps: [{ id: 'S1', name: '无人', assigneeType: '', assignees: [] }] });
  graph.nodes.push({ id: 'Orphan', kind: 'userTask', name: '孤立', assigneeType: 'user', assignees: ['x'] });
  graph.flows.push({ id: 'F_orphan', source: 'Orphan', target: 'End' });
  const gw = graph.nodes.find((n) => n.id === 'Gateway_Applies')!;
  delete gw.defaultFlow;
  graph.flows.find((f) => f.condition)!.condition = 'totalAmount >';
  const keys = validateProcess(graph, fields).map((p) => `${p.key}:${p.element ?? ''}`);
  assert.ok(keys.includes('process.noAssignee:S1'), keys.join());
  assert.ok(keys.includes('process.unreachable:Orphan'), keys.join());
  assert.ok(keys.includes('process.noDefault:Gateway_Applies'), keys.join());
  assert.ok(
    keys.some((k) => k.startsWith('process.badCondition')),
    keys.join(),
  );
  const unknown = stepsToGraph({ ...large, appliesWhen: 'price > 1' });
  assert.deepEqual(
    validateProcess(unknown, fields).map((p) => p.key),
    ['process.unknownField'],
  );
});

test('XML that is not BPMN, or has elements the engine cannot run, is refused or reported', () => {
  assert.throws(() => parseBpmn('<notbpmn/>'), BpmnError);
  assert.throws(() => parseBpmn('<<<'), BpmnError);
  const xml = writeBpmn(stepsToGraph(large)).replace('<bpmn:endEvent', '<bpmn:serviceTask id="X" /><bpmn:endEvent');
  const graph = parseBpmn(xml);
  assert.deepEqual(graph.unsupported, ['serviceTask']);
  assert.equal(graphToSteps(graph), null);
  assert.ok(validateProcess(graph, fields).some((p) => p.key === 'process.unsupported'));
});

test('conditions evaluate over the document and round-trip through the editor rows', () => {
  assert.equal(evaluateCondition('totalAmount > 100000', { totalAmount: 150000 }), true);
  assert.equal(evaluateCondition('totalAmount > 100000', { totalAmount: 99000 }), false);
  assert.equal(evaluateCondition("poDocType == 'ORDER' && orgId == 3", { poDocType: 'ORDER', orgId: 3 }), true);
  const rows = [
    { field: 'totalAmount', op: '>=' as const, value: '100000' },
    { field: 'poDocType', op: '==' as const, value: "it's" },
  ];
  const expr = rowsToCondition(rows);
  assert.equal(expr, "totalAmount >= 100000 && poDocType == 'it\\'s'");
  assert.deepEqual(conditionToRows(expr), rows);
  assert.equal(conditionToRows('a > 1 || b < 2'), null);
});
