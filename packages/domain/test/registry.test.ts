import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { entities, findEntity, fieldOf } from '../src/entity/registry.ts';
import { lookupCatalogue } from '../src/lookups/all-lookups.ts';
import { routes } from '../src/routes/catalogue.ts';
import { SERVER_ONLY } from '../src/entity/resources.ts';
import { AUDIT_FIELDS } from '../src/entity/types.ts';
import { STANDARD_OPERATIONS, actionOperation } from '../src/entity/naming.ts';
import { timelineDocuments, timelineKindNumber } from '../src/entity/timeline.ts';

const lookupTypes = new Set(lookupCatalogue().map((l) => l.lookupType));
const fieldNames = (name: string) => {
  const def = findEntity(name)!;
  return new Set([def.key, ...def.fields.map((f) => f.name), ...AUDIT_FIELDS]);
};

test('the generated entity index lists every entity file', () => {
  execFileSync(process.execPath, ['packages/domain/scripts/gen-registry.mjs', '--check'], { stdio: 'pipe' });
});

test('entity names, REST names and tables are unique', () => {
  for (const key of ['name', 'table', 'rest'] as const) {
    const values = entities.map((e) => e[key]).filter(Boolean);
    assert.equal(new Set(values).size, values.length, `duplicate ${key}`);
  }
});

for (const def of entities) {
  test(`entity ${def.name} is well defined`, () => {
    assert.ok(def.label.zh && def.label.en, 'both labels');
    const names = fieldNames(def.name);
    const own = new Set<string>();
    for (const field of def.fields) {
      assert.ok(field.label.zh && field.label.en, `${field.name}: both labels`);
      assert.ok(!own.has(field.name), `${field.name} defined twice`);
      own.add(field.name);
      if (field.type === 'lookup')
        assert.ok(field.lookupType && lookupTypes.has(field.lookupType), `${field.name}: lookup type ${field.lookupType} is in the catalogue`);
      if (field.type === 'ref') {
        const target = findEntity(field.ref!.entity);
        assert.ok(target, `${field.name}: reference target ${field.ref!.entity} exists`);
        for (const [from, to] of Object.entries(field.ref!.copy ?? {})) {
          assert.ok(fieldOf(target!, from) || target!.key === from, `${field.name}: copies ${from} which ${target!.name} has`);
          assert.ok(names.has(to), `${field.name}: copies into ${to} which exists`);
        }
      }
      for (const other of field.uniqueWith ?? []) assert.ok(names.has(other), `${field.name}: unique with ${other}`);
    }
    for (const col of def.list?.columns ?? []) assert.ok(names.has(col), `list column ${col} exists`);
    for (const filter of def.list?.filters ?? []) {
      const name = typeof filter === 'string' ? filter : filter.field;
      assert.ok(names.has(name), `filter ${name} exists`);
    }
    for (const [op, named] of Object.entries(def.namedLists ?? {})) {
      assert.ok(!['findById', 'listByPage', 'saveOrUpdate', 'delete'].includes(op), `${op} does not shadow a standard operation`);
      for (const r of named.required) assert.ok(names.has(r), `${op} requires ${r} which exists`);
    }
    for (const s of def.list?.sort ?? []) assert.ok(names.has(s.replace(/^-/, '')), `sort ${s} exists`);
    for (const section of def.form?.sections ?? []) {
      assert.ok(section.title.zh && section.title.en, 'section labels');
      for (const name of section.fields) assert.ok(own.has(name), `form field ${name} exists`);
    }
    for (const child of def.children ?? []) {
      const line = findEntity(child.entity);
      assert.ok(line, `child ${child.entity} exists`);
      assert.deepEqual(line!.parent, { entity: def.name, foreignKey: child.foreignKey }, `${child.entity} points back at ${def.name}`);
      assert.ok(fieldOf(line!, child.foreignKey), `child foreign key ${child.foreignKey} exists`);
    }
    for (const col of [def.scope?.supplier, def.scope?.user, def.scope?.supplierAudience?.field]) {
      if (col) assert.ok(names.has(col), `scope column ${col} exists`);
    }
    if (def.workflow) {
      const wf = def.workflow;
      const field = fieldOf(def, wf.field);
      assert.ok(field?.type === 'lookup' && field.readOnly, `workflow field ${wf.field} is a read-only lookup`);
      assert.ok(wf.states[wf.initial], 'initial state is known');
      const actions = new Set<string>();
      for (const a of wf.actions) {
        assert.ok(!actions.has(a.action), `action ${a.action} unique`);
        actions.add(a.action);
        assert.ok(a.label.zh && a.label.en, `${a.action}: labels`);
        assert.ok(/^btn[A-Z]/.test(a.resource) || a.resource === SERVER_ONLY, `${a.action}: names a resource code, or is the server's own`);
        assert.ok(wf.states[a.to], `${a.action}: target ${a.to} is a known state`);
        for (const from of a.from) assert.ok(wf.states[from], `${a.action}: source ${from} is a known state`);
        if (a.lineInput) {
          const child = def.children?.find((c) => c.name === a.lineInput!.child);
          assert.ok(child, `${a.action}: line input child ${a.lineInput.child} exists`);
          for (const field of a.lineInput.fields) assert.ok(fieldOf(findEntity(child!.entity)!, field), `${a.action}: line input field ${field} exists`);
        }
      }
      for (const s of def.scope?.hiddenFromSupplierIn ?? []) assert.ok(wf.states[s], `hidden state ${s} is known`);
    }
    if (def.view) {
      assert.ok(def.readOnly && !def.children?.length && !def.workflow, 'a view entity is read-only, without lines or workflow');
      assert.match(def.view, /^\s*SELECT\b/i, 'a view entity is backed by a SELECT');
    }
    for (const op of def.operations ?? []) {
      assert.ok(op.label.zh && op.label.en, `${op.operation}: labels`);
      assert.ok(/^btn[A-Z]/.test(op.resource), `${op.operation}: names a resource code`);
      const taken = [...STANDARD_OPERATIONS, ...(def.workflow?.actions ?? []).map((a) => actionOperation(a.action))];
      assert.ok(!(taken as string[]).includes(op.operation), `${op.operation}: does not shadow a standard operation or an action`);
      if (op.opens) assert.ok(findEntity(op.opens)?.rest, `${op.operation}: opens ${op.opens}, which is served`);
    }
  });
}

test('every route names an existing entity and a unique path; menu codes are unique', () => {
  const paths = new Set<string>();
  const codes = new Set<string>();
  for (const r of routes) {
    assert.ok(!paths.has(r.path), `route ${r.path} unique`);
    paths.add(r.path);
    if (r.entity) assert.ok(findEntity(r.entity)?.rest, `route ${r.path}: entity ${r.entity} is served`);
    if (r.editPath)
      assert.ok(
        routes.some((x) => x.path === r.editPath),
        `route ${r.path}: edit path exists`,
      );
    if (r.menu) {
      assert.ok(!codes.has(r.menu.code), `menu code ${r.menu.code} unique`);
      codes.add(r.menu.code);
    }
  }
});

test('no entity has a field named like the keyword parameter of listByPage', async () => {
  const { KEYWORD_PARAM } = await import('../src/entity/search.ts');
  const clashes = entities.filter((def) => def.key === KEYWORD_PARAM || def.fields.some((f) => f.name === KEYWORD_PARAM)).map((def) => def.name);
  assert.deepEqual(clashes, []);
  // The keyword has somewhere to look in every entity people pick from.
  const { isPickTarget, searchFieldsOf } = await import('../src/entity/search.ts');
  const blind = entities.filter((def) => isPickTarget(def) && !searchFieldsOf(def).length).map((def) => def.name);
  assert.deepEqual(blind, []);
});

test('no entity has a field named `comment`: a save ignores it, for it is the reason an action or a save carries', () => {
  const clashes = entities.filter((def) => !def.readOnly && def.fields.some((f) => f.name === 'comment')).map((def) => def.name);
  assert.deepEqual(clashes, []);
});

test('every timeline event id stays an integer a browser reads exactly', () => {
  const documents = timelineDocuments(entities);
  assert.ok(documents.length >= 5, `${documents.length} documents on the timeline`);
  // A kind's number × 10^10 plus a record id below 10^10.
  const largest = Math.max(...documents.map((d) => timelineKindNumber(d.name))) * 10_000_000_000 + 9_999_999_999;
  assert.ok(Number.isSafeInteger(largest), `${largest}`);
});
