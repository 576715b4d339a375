import { test } from 'node:test';
import assert from 'node:assert/strict';
import { routeByPath, routes } from '../src/routes/catalogue.ts';
import { specRoutes } from '../src/routes/spec-routes.ts';

/**
 * The route of the catalogue that serves a SPEC path: the path itself, or,
 * for a path SPEC nests under the list it is opened from
 * (`biddingEvaluation/biddingEvaluationProcess`), the child at the top of
 * /main, where the portal registers it. A `:parameter` path is matched as
 * written.
 */
function servedBy(path: string) {
  const exact = routes.find((r) => r.path === path) ?? routeByPath(path);
  if (exact) return exact;
  const leaf = path.split('/').at(-1)!;
  return path.includes('/') && !leaf.startsWith(':') ? routes.find((r) => r.path === leaf) : undefined;
}

test('the SPEC list has the 351 routes of section 2: 267 child routes and the 84 of the admin route table', () => {
  assert.equal(specRoutes.length, 351);
  assert.equal(specRoutes.filter((r) => r.group === 'Admin').length, 84);
  assert.equal(new Set(specRoutes.map((r) => r.path)).size, 351, 'no path twice');
});

test('every SPEC section 2 route has a screen in the route catalogue (351 of 351)', () => {
  const missing = specRoutes.filter((r) => !servedBy(r.path)?.screen).map((r) => r.path);
  assert.deepEqual(missing, []);
  assert.equal(specRoutes.filter((r) => servedBy(r.path)?.screen).length, 351);
});

test('the four routes the portal lacked are real screens: the PDF viewer, the tender competes, the supplier offers', () => {
  assert.equal(routeByPath('pdfView')?.screen, 'pdfView');
  const list = routeByPath('biddingCompeteList');
  assert.equal(list?.screen, 'list');
  assert.equal(list?.entity, 'ponCompete');
  assert.deepEqual(list?.filters, { competeSource: 'TENDER' });
  assert.equal(list?.editPath, 'biddingCompeteDetail');
  assert.equal(routeByPath('biddingCompeteDetail')?.screen, 'detail');
  const offers = routeByPath('supplierOfferDetail');
  assert.equal(offers?.entity, 'ponCompeteOffer');
  assert.deepEqual(offers?.menu?.for, ['EX'], 'for suppliers only');
});
