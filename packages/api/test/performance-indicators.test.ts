/**
 * Performance indicators and templates: an automatic indicator's formula is
 * checked on save (syntax, unknown measure, division that may be by zero),
 * evaluated safely; a copy gets a fresh code; a template's weights sum to 100
 * and names only indicators in use. Each refusal names the field, nothing written.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { evaluate, parseFormula } from '../src/performance/formula.ts';
import { MEASURE_CODES } from '../src/performance/measures.ts';
import { dbKind, setup } from './helper.ts';
import { act, ok, operation, refused } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const supplier1 = await t.login('supplier1');
const I = 'speIndicator';
const T = 'speTemplate';

const count = async (table: string, where = 'true', p: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, p)).rows[0].n;
const fieldErrors = (res: { body: { errors?: { field: string; code: string; message: string }[] } }) => res.body.errors?.map((e) => [e.field, e.code]);
const auto = (indicatorCode: string, formula: string) =>
  buyer.entity(
    I,
    'saveOrUpdate',
    { indicatorCode, indicatorName: indicatorCode, indicatorType: 'AUTO', indicatorDimension: 'DELIVERY', formula },
    { lang: 'EN' },
  );

test(`[${dbKind}] formulas are parsed, never run: precedence, default on division by zero, min and max`, () => {
  const value = (text: string, v: Record<string, number>) => evaluate(parseFormula(text, MEASURE_CODES), v);
  assert.equal(value('100 * default(onTimeLines / receivedLines, 1)', { onTimeLines: 3, receivedLines: 4 }), 75);
  assert.equal(value('100 * default(onTimeLines / receivedLines, 1)', { onTimeLines: 0, receivedLines: 0 }), 100);
  assert.equal(value('max(0, 100 - 2 * -(-rejectedQty))', { rejectedQty: 60 }), 0);
  assert.equal(value('(1 + 2) * 3 - 4 / 2', {}), 7);
  assert.throws(() => parseFormula('exit(1)', MEASURE_CODES), /formulaUnknownMeasure/);
  assert.throws(() => parseFormula('1 +', MEASURE_CODES), /formulaSyntax/);
  assert.throws(() => parseFormula('default(1 / dueLines, dueLines / 2) / (2 - 2)', MEASURE_CODES), /formulaDivision/);
});

test(`[${dbKind}] a bad formula is refused naming the field, nothing written`, async () => {
  const before = await count('srm_spe_indicators');
  const unknown = await auto('T-BAD1', '100 * onTime / receivedLines');
  refused(unknown, 'VALIDATION');
  assert.deepEqual(fieldErrors(unknown), [['formula', 'rule.formulaUnknownMeasure']]);
  assert.match(unknown.body.errors?.[0].message ?? '', /onTime/);
  const division = await auto('T-BAD2', '100 * onTimeLines / receivedLines');
  assert.deepEqual(fieldErrors(division), [['formula', 'rule.formulaDivision']]);
  assert.match(division.body.errors?.[0].message ?? '', /receivedLines/);
  const syntax = await auto('T-BAD3', '100 * (onTimeLines');
  assert.deepEqual(fieldErrors(syntax), [['formula', 'rule.formulaSyntax']]);
  const missing = await auto('T-BAD4', '   ');
  assert.deepEqual(fieldErrors(missing), [['formula', 'rule.required']]);
  assert.equal(await count('srm_spe_indicators'), before, 'nothing written');

  const good = ok(await auto('T-OTD', '100 * default(onTimeLines / receivedLines, 1)'));
  assert.equal(good.indicatorStatus, 'ACTIVE');
  // A division by a nonzero constant needs no default.
  ok(await auto('T-HALF', 'responseHours / 2'));
});

test(`[${dbKind}] a manual indicator keeps no formula; a copy takes a fresh code and the evaluators`, async () => {
  const approver = (await t.db.query<{ id: number }>(`SELECT user_id AS id FROM saaf_users WHERE user_name = 'approver'`)).rows[0].id;
  const manual = ok(
    await buyer.entity(I, 'saveOrUpdate', {
      indicatorCode: 'T-SVC',
      indicatorName: '服务态度',
      indicatorType: 'MANUAL',
      indicatorDimension: 'SERVICE',
      formula: 'receivedLines',
      evaluators: [{ userId: approver }],
    }),
  );
  assert.equal(manual.formula ?? null, null);
  const copy = ok(await operation(buyer, I, 'doCopy', { indicatorId: manual.indicatorId }));
  assert.equal(copy.indicatorCode, 'T-SVC-1');
  assert.notEqual(copy.indicatorId, manual.indicatorId);
  assert.deepEqual(
    copy.evaluators.map((e: { userId: number }) => Number(e.userId)),
    [Number(approver)],
  );
  const again = ok(await operation(buyer, I, 'doCopy', { indicatorId: manual.indicatorId }));
  assert.equal(again.indicatorCode, 'T-SVC-2');
});

test(`[${dbKind}] a template's weights sum to 100, its indicators are in use, its grade bands distinct`, async () => {
  const otd = ok(await auto('T-TPL-A', '100 * default(onTimeLines / receivedLines, 1)'));
  const acc = ok(await auto('T-TPL-B', '100 * default(fullQtyLines / dueLines, 1)'));
  const before = await count('srm_spe_templates');
  const save = (weights: number[], extra: Record<string, unknown> = {}) =>
    buyer.entity(
      T,
      'saveOrUpdate',
      {
        templateName: '测试模板',
        frequency: 'QUARTERLY',
        lines: [
          { indicatorId: otd.indicatorId, weight: weights[0] },
          { indicatorId: acc.indicatorId, weight: weights[1] },
        ],
        grades: [
          { grade: 'A', minScore: 90 },
          { grade: 'B', minScore: 80 },
          { grade: 'C', minScore: 60 },
          { grade: 'D', minScore: 0 },
        ],
        ...extra,
      },
      { lang: 'EN' },
    );
  const ninety = await save([60, 30]);
  refused(ninety, 'VALIDATION');
  assert.deepEqual(fieldErrors(ninety), [['weight', 'rule.weightsNot100']]);
  assert.match(ninety.body.errors?.[0].message ?? '', /90%/);
  const over = await save([60, 40.01]);
  assert.deepEqual(fieldErrors(over), [['weight', 'rule.weightsNot100']]);
  const sameBand = await save([60, 40], {
    grades: [
      { grade: 'A', minScore: 90 },
      { grade: 'B', minScore: 90 },
    ],
  });
  assert.deepEqual(fieldErrors(sameBand), [['minScore', 'rule.gradeBandsOverlap']]);
  assert.equal(await count('srm_spe_templates'), before, 'nothing written');

  const saved = ok(await save([66.67, 33.33]));
  assert.match(saved.templateNumber, /^SPAT-\d{8}-\d{3}$/);
  assert.deepEqual(
    saved.lines.map((l: { indicatorCode: string }) => l.indicatorCode),
    ['T-TPL-A', 'T-TPL-B'],
  );

  ok(await act(buyer, I, 'invalidate', acc.indicatorId), 'invalidate');
  const inactive = await save([60, 40]);
  refused(inactive, 'VALIDATION');
  assert.equal(inactive.body.errors?.[0].field, 'indicatorId');
  assert.equal(inactive.body.errors?.[0].code, 'rule.indicatorNotInUse');
});

test(`[${dbKind}] indicators and templates are internal: a supplier reads none`, async () => {
  assert.ok((await count('srm_spe_indicators')) > 0);
  for (const entity of [I, T]) {
    const seen = await supplier1.entity(entity, 'listByPage', { pageRows: 50 });
    assert.ok(seen.body.status !== 'S' || seen.body.count === 0, `${entity}: the supplier reads none`);
  }
});
