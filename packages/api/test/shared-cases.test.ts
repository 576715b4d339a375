// The shared case table of @srm/values through the real routes: what the elements
// accept the server accepts, and what they refuse it refuses with the same rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RULE_CASES } from '@srm/values/cases.ts';
import { dbKind, setup } from './helper.ts';

const t = await setup();
const admin = await t.login('admin');
const buyer = await t.login('buyer');

test(`[${dbKind}] a user's telephone is accepted and refused as the shared cases say`, async () => {
  const cases = RULE_CASES.filter((c) => c.rule === 'telephone');
  assert.ok(cases.length > 4);
  let n = 0;
  for (const c of cases) {
    n++;
    const res = await admin.entity('user', 'saveOrUpdate', { userName: `phone${n}`, userFullName: `Phone ${n}`, userType: 'INSIDE', phone: c.value });
    if (c.answer === true) assert.equal(res.body.status, 'S', `${c.value}: ${res.body.msg}`);
    else {
      assert.equal(res.statusCode, 400, c.value);
      assert.deepEqual(
        res.body.errors?.map((e: { field: string }) => e.field),
        ['phone'],
        c.value,
      );
    }
  }
});

test(`[${dbKind}] a positive exchange rate is accepted and refused as the shared cases say`, async () => {
  const cases = RULE_CASES.filter((c) => c.rule === 'positive');
  assert.ok(cases.length > 3);
  let day = 1;
  for (const c of cases) {
    const res = await buyer.entity('exchangeRate', 'saveOrUpdate', {
      originalCurrency: 'USD',
      targetCurrency: 'CNY',
      exchangeRate: c.value,
      effectiveStartDate: `2027-01-${String(day++).padStart(2, '0')}`,
    });
    if (c.answer === true) assert.equal(res.body.status, 'S', `${c.value}: ${res.body.msg}`);
    else
      assert.deepEqual(
        res.body.errors?.map((e: { field: string }) => e.field),
        ['exchangeRate'],
        c.value,
      );
  }
});
