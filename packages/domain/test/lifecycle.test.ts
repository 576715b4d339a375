import { test } from 'node:test';
import assert from 'node:assert/strict';
import { entities, findEntity } from '../src/entity/registry.ts';

const workflows = entities.filter((e) => e.workflow);

test('every state a workflow declares, but its first, is reached by a declared action', () => {
  // A line's state is reached by its document's declared line effects.
  const byLines = new Map<string, Set<string>>();
  for (const def of workflows)
    for (const a of def.workflow!.actions)
      for (const l of a.lines ?? []) {
        const line = def.children!.find((c) => c.name === l.child)!.entity;
        byLines.set(`${line}.${l.field}`, new Set([...(byLines.get(`${line}.${l.field}`) ?? []), l.to]));
      }
  const unreached = workflows.flatMap((def) => {
    const targets = new Set([...def.workflow!.actions.map((a) => a.to), ...(byLines.get(`${def.name}.${def.workflow!.field}`) ?? [])]);
    return Object.keys(def.workflow!.states)
      .filter((s) => s !== def.workflow!.initial && !targets.has(s))
      .map((s) => `${def.name}.${s}`);
  });
  assert.deepEqual(unreached, []);
});

test("an action's declared effects name fields its document has", () => {
  const wrong: string[] = [];
  for (const def of workflows) {
    const field = (name: string) => def.fields.find((f) => f.name === name);
    for (const a of def.workflow!.actions) {
      const at = `${def.name}.${a.action}`;
      if (a.stamp && !['date', 'datetime'].includes(field(a.stamp)?.type ?? '')) wrong.push(`${at}: stamp ${a.stamp} is no date field`);
      for (const c of a.clears ?? []) if (!field(c)) wrong.push(`${at}: clears ${c}, which it does not have`);
      for (const l of a.lines ?? []) {
        const child = def.children?.find((c) => c.name === l.child);
        const line = child && findEntity(child.entity);
        if (!line) wrong.push(`${at}: lines of ${l.child}, which it does not have`);
        else if (!line.fields.some((f) => f.name === l.field)) wrong.push(`${at}: ${l.child} have no ${l.field}`);
      }
      if (!def.workflow!.states[a.to]) wrong.push(`${at}: leads to ${a.to}, which is no state`);
      for (const from of a.from) if (!def.workflow!.states[from]) wrong.push(`${at}: from ${from}, which is no state`);
    }
  }
  assert.deepEqual(wrong, []);
});
