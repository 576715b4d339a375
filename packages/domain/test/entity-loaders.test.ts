import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { entities } from '../src/entity/registry.ts';
import { searchFieldsOf } from '../src/entity/search.ts';
import { entityLinks, entityLoaders, entitySearchFields } from '../src/entities/loaders.generated.ts';

/** What the portal fetches for a screen of `name` (closureOf of app/src/lib/registry.ts). */
function fetchedFor(name: string): Set<string> {
  const out = new Set<string>();
  const walk = (n: string) => {
    if (out.has(n)) return;
    out.add(n);
    for (const next of entityLinks[n] ?? []) walk(next);
  };
  walk(name);
  return out;
}

test('the generated loaders are those of the entity files', () => {
  execFileSync(process.execPath, ['--import', './scripts/ts.mjs', 'packages/domain/scripts/gen-loaders.ts', '--check'], { stdio: 'pipe' });
});

test('every entity loads by its name, as the same definition the registry holds', async () => {
  assert.deepEqual(Object.keys(entityLoaders).sort(), entities.map((e) => e.name).sort());
  for (const def of entities) assert.equal((await entityLoaders[def.name]()).default, def, def.name);
});

test("a screen's definitions include every one it names: lines, header, reference targets and pickers, opened records", () => {
  for (const def of entities) {
    const fetched = fetchedFor(def.name);
    const named = [
      ...(def.parent ? [def.parent.entity] : []),
      ...(def.children ?? []).map((c) => c.entity),
      ...def.fields.flatMap((f) => (f.ref ? [f.ref.entity, ...(f.ref.pickFrom ? [f.ref.pickFrom] : [])] : [])),
      ...(def.operations ?? []).flatMap((op) => (op.opens ? [op.opens] : [])),
    ];
    for (const n of named) assert.ok(fetched.has(n), `${def.name} reads ${n}`);
    // And what those name in turn: a line's reference picker reads its target.
    for (const n of named) for (const m of fetchedFor(n)) assert.ok(fetched.has(m), `${def.name} reads ${m} through ${n}`);
  }
});

test('the purchase order list fetches its lines and their targets, not the whole registry', () => {
  const fetched = fetchedFor('purOrder');
  for (const n of ['purOrder', 'purOrderLine', 'supplierInfo', 'organization', 'materialItem', 'purchaseCategory']) assert.ok(fetched.has(n), n);
  assert.ok(fetched.size < entities.length / 10, `${fetched.size} of ${entities.length}`);
});

test('the keyword fields in the index are those the server searches', () => {
  for (const def of entities) assert.deepEqual(entitySearchFields[def.name] ?? [], searchFieldsOf(def), def.name);
});
