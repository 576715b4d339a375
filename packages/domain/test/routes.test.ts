import { test } from 'node:test';
import assert from 'node:assert/strict';
import { routeByPath, routeFilters } from '../src/routes/catalogue.ts';

test('a route with a path parameter matches its paths and passes the parameter to its filters', () => {
  const route = routeByPath('systemsetting/institution/INV');
  assert.equal(route?.path, 'systemsetting/institution/:treeType');
  assert.deepEqual(routeFilters(route!, 'systemsetting/institution/INV'), { orgType: 'INV' });
  assert.equal(routeByPath('institution')?.entity, 'organization', 'the plain path still wins');
  assert.equal(routeByPath('systemsetting/institution'), undefined, 'a missing parameter matches nothing');
  assert.equal(routeByPath('systemsetting/institution/INV/extra'), undefined);
});
