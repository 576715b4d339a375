/**
 * Performance settings and rectifications: a setting drafts the scheme of its
 * next period and refuses one it has run; publishing that scheme raises a
 * rectification for the low grade only; a rectification released, answered by
 * its supplier, returned, answered again and confirmed, each waiting step with
 * its to-do and notification; who reads what; bad input named, nothing
 * written; the demo in every state.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, day, ids, ok, operation, refused } from './purchase-kit.ts';

type Row = Record<string, any>;
const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const R = 'speRectification';
const ST = 'speSetting';
const S = 'speScheme';
const SUPPLIER_PAGE = 'SupplierAppeal/SrmSpeSupplierRectification';

const one = async (sql: string, p: unknown[] = []) => (await t.db.query<Row>(sql, p)).rows[0];
const count = async (sql: string, p: unknown[] = []) => Number((await one(sql, p)).n);
const userId = async (name: string) => Number((await one('SELECT user_id AS id FROM saaf_users WHERE user_name = $1', [name])).id);
const open = `handle_flag = 'N' AND cancel_flag = 'N'`;
const supplierTodos = async (supplier: number, recordId: number) =>
  (
    await t.db.query<Row>(
      `SELECT bill_link AS link, action_name AS action FROM srm_base_supplier_pending WHERE supplier_id = $1 AND entity_name = $2 AND record_id = $3 AND ${open}`,
      [supplier, R, recordId],
    )
  ).rows;
const userTodos = async (user: string, recordId: number) =>
  (
    await t.db.query<Row>(
      `SELECT action_name AS action FROM srm_base_interior_pending WHERE user_id = $1 AND entity_name = $2 AND record_id = $3 AND ${open}`,
      [await userId(user), R, recordId],
    )
  ).rows.map((r) => r.action);
const notified = async (user: string, recordId: number) =>
  (
    await t.db.query<Row>(
      'SELECT notification_title AS title FROM srm_base_notifications WHERE recipient_user_id = $1 AND entity_name = $2 AND record_id = $3 ORDER BY notification_id',
      [await userId(user), R, recordId],
    )
  ).rows.map((r) => r.title);
const read = (key: number, client = buyer) => client.entity(R, 'findById', { rectificationId: key });
const rectifications = () => count('SELECT count(*)::int AS n FROM srm_spe_rectifications');

const demoTemplate = ok(
  await buyer.entity('speTemplate', 'findById', {
    templateId: Number((await one(`SELECT min(template_id) AS id FROM srm_spe_templates`)).id),
  }),
);
let templateId = 0;
let settingId = 0;
let schemeId = 0;
let raised: Row = {};

test(`[${dbKind}] the demo has rectifications in every state and one setting per frequency`, async () => {
  const all = ok(await buyer.entity(R, 'listByPage', { pageRows: 100 })) as Row[];
  assert.deepEqual([...new Set(all.map((r) => r.rectifyStatus))].sort(), ['CONFIRMED', 'NEW', 'RELEASED', 'RETURNED', 'SUBMITTED']);
  const waiting = all.filter((r) => r.supplierId === id.supplier1 && r.rectifyStatus === 'RELEASED');
  assert.equal(waiting.length, 1, '华东 has one waiting on it');
  assert.deepEqual(await supplierTodos(id.supplier1, waiting[0].rectificationId), [
    { link: `${SUPPLIER_PAGE}?id=${waiting[0].rectificationId}`, action: 'submit' },
  ]);
  const returned = all.find((r) => r.rectifyStatus === 'RETURNED')!;
  assert.ok(ok(await read(returned.rectificationId)).returnReason, 'a return keeps its reason');
  const settings = ok(await buyer.entity(ST, 'listByPage', { pageRows: 100 })) as Row[];
  assert.deepEqual(settings.map((s) => s.frequency).sort(), ['MONTHLY', 'QUARTERLY', 'YEARLY']);
});

test(`[${dbKind}] a setting drafts the scheme of its next period with its suppliers, and refuses a period it has run`, async () => {
  const template = ok(
    await buyer.entity('speTemplate', 'saveOrUpdate', {
      templateName: '整改测试模板',
      frequency: 'QUARTERLY',
      rectifyGrade: 'C',
      lines: demoTemplate.lines.map((l: Row) => ({ indicatorId: l.indicatorId, weight: l.weight })),
      grades: [
        { grade: 'A', minScore: 95 },
        { grade: 'B', minScore: 91 },
        { grade: 'C', minScore: 60 },
        { grade: 'D', minScore: 0 },
      ],
    }),
  );
  templateId = template.templateId;
  const setting = ok(
    await buyer.entity(ST, 'saveOrUpdate', {
      settingName: '整改测试设置',
      templateId,
      orgId: id.org,
      frequency: 'QUARTERLY',
      suppliers: [{ supplierId: id.supplier1 }, { supplierId: id.supplier2 }],
    }),
  );
  settingId = setting.settingId;
  assert.match(setting.settingNumber, /^SPS-\d{8}-\d{3}$/);

  // A quarter no demo document falls in: every automatic score is its formula's default.
  const scheme = ok(await operation(buyer, ST, 'doCreateScheme', { settingId, periodFrom: '2032-02-14' }));
  schemeId = scheme.schemeId;
  assert.deepEqual(
    [scheme.schemeName, scheme.periodFrom, scheme.periodTo, scheme.schemeStatus, scheme.templateId, scheme.settingId, scheme.frequency],
    ['整改测试设置 2032-Q1', '2032-01-01', '2032-03-31', 'NEW', templateId, settingId, 'QUARTERLY'],
  );
  assert.deepEqual(scheme.suppliers.map((s: Row) => s.supplierId).sort(), [id.supplier1, id.supplier2].sort());

  const before = await count('SELECT count(*)::int AS n FROM srm_spe_schemes');
  const again = await buyer.entity(ST, 'doCreateScheme', { settingId, periodFrom: '2032-03-31' }, { lang: 'EN' });
  refused(again, 'PERFORMANCE_PERIOD_RUN', 'the same quarter again');
  assert.match(again.body.msg, new RegExp(`2032-Q1.*${scheme.schemeNumber}|${scheme.schemeNumber}.*2032-Q1`));
  const badDay = await operation(buyer, ST, 'doCreateScheme', { settingId, periodFrom: '2032-02-30' });
  refused(badDay, 'VALIDATION');
  assert.deepEqual(
    badDay.body.errors?.map((e) => [e.field, e.code]),
    [['periodFrom', 'rule.date']],
  );
  assert.equal(await count('SELECT count(*)::int AS n FROM srm_spe_schemes'), before, 'nothing written');

  const next = ok(await operation(buyer, ST, 'doCreateScheme', { settingId }));
  assert.deepEqual([next.periodFrom, next.periodTo], ['2032-04-01', '2032-06-30'], 'the quarter after its latest');
  assert.equal(ok(await buyer.entity(ST, 'findById', { settingId })).lastPeriodTo, '2032-06-30');
  ok(await buyer.entity(S, 'delete', { schemeId: next.schemeId }), 'a drafted scheme may be deleted');

  // The demo's monthly setting evaluates the machined-parts category: 华东 has it active.
  const monthly = (ok(await buyer.entity(ST, 'listByPage', { pageRows: 100 })) as Row[]).find((s) => s.frequency === 'MONTHLY')!;
  const first = ok(await operation(buyer, ST, 'doCreateScheme', { settingId: monthly.settingId }));
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  assert.equal(first.periodFrom, lastMonth, 'with none run yet: the latest month over');
  assert.ok(
    first.suppliers.some((s: Row) => s.supplierId === id.supplier1),
    'a supplier of the category',
  );
  assert.ok(!first.suppliers.some((s: Row) => s.supplierId === id.supplier2), '蓝海 has not that category');

  ok(await act(buyer, ST, 'invalidate', monthly.settingId));
  refused(await operation(buyer, ST, 'doCreateScheme', { settingId: monthly.settingId }), 'TRANSITION_REFUSED', 'an inactive setting drafts nothing');
  refused(await operation(supplier1, ST, 'doCreateScheme', { settingId }), 'FORBIDDEN', 'not a supplier’s');
});

test(`[${dbKind}] publishing raises a rectification for a grade at or below the template's, and none above`, async () => {
  ok(await act(buyer, S, 'collect', schemeId));
  const scores = (
    await t.db.query<Row>(
      `SELECT m.manual_score_id AS id, u.user_name AS evaluator, p.supplier_id AS supplier FROM srm_spe_manual_scores m
         JOIN saaf_users u ON u.user_id = m.evaluator_user_id JOIN srm_spe_performances p ON p.performance_id = m.performance_id
        WHERE m.scheme_id = $1`,
      [schemeId],
    )
  ).rows;
  assert.ok(scores.length >= 2);
  // 华东 scored 100 (total 100, A), 蓝海 0 on the manual indicator weighing 10 (total 90, C).
  for (const s of scores)
    ok(await act(s.evaluator === 'buyer' ? buyer : approver, 'speManualScore', 'score', s.id, { score: Number(s.supplier) === id.supplier1 ? 100 : 0 }));
  ok(await act(buyer, S, 'calculate', schemeId));
  const grades = (
    await t.db.query<Row>('SELECT supplier_id AS s, grade, performance_id AS id FROM srm_spe_performances WHERE scheme_id = $1 ORDER BY supplier_id', [
      schemeId,
    ])
  ).rows;
  assert.deepEqual(Object.fromEntries(grades.map((g) => [Number(g.s), g.grade])), { [id.supplier1]: 'A', [id.supplier2]: 'C' });
  const calculated = grades.find((g) => Number(g.s) === id.supplier2)!.id;
  const early = await buyer.entity(R, 'saveOrUpdate', { performanceId: calculated, problemDescription: 'x', dueDate: day(5) });
  refused(early, 'VALIDATION', 'a result not yet published');
  assert.deepEqual(
    early.body.errors?.map((e) => e.field),
    ['performanceId'],
  );

  ok(await act(buyer, S, 'publish', schemeId));
  const made = (
    await t.db.query<Row>(
      `SELECT r.rectification_id AS id FROM srm_spe_rectifications r JOIN srm_spe_performances p ON p.performance_id = r.performance_id
        WHERE p.scheme_id = $1`,
      [schemeId],
    )
  ).rows;
  assert.equal(made.length, 1, 'one, for the C only');
  raised = ok(await read(made[0].id));
  assert.match(raised.rectificationNumber, /^ZG-\d{8}-\d{3}$/);
  assert.deepEqual(
    [raised.supplierId, raised.grade, Number(raised.totalScore), raised.sourceType, raised.rectifyStatus],
    [id.supplier2, 'C', 90, 'AUTO', 'NEW'],
  );
  assert.deepEqual(await userTodos('buyer', raised.rectificationId), ['release'], 'the buyer writes and releases it');
  refused(await read(raised.rectificationId, supplier2), 'NOT_FOUND', 'a NEW one is not the supplier’s to read');
  const mine = ok(await supplier2.entity(R, 'listByPage', { pageRows: 100 })) as Row[];
  assert.ok(mine.length > 0 && !mine.some((r) => r.rectifyStatus === 'NEW'), 'no supplier lists a NEW one');
});

test(`[${dbKind}] bad input is refused naming the field, nothing written`, async () => {
  const before = await rectifications();
  const result = Number(
    (await one(`SELECT performance_id AS id FROM srm_spe_performances WHERE scheme_id = $1 AND supplier_id = $2`, [schemeId, id.supplier1])).id,
  );
  const past = await buyer.entity(R, 'saveOrUpdate', { performanceId: result, problemDescription: 'x', dueDate: day(-1) }, { lang: 'EN' });
  refused(past, 'VALIDATION');
  assert.deepEqual(
    past.body.errors?.map((e) => [e.field, e.code, e.message]),
    [['dueDate', 'rule.min', `Must not be less than ${day(0)}`]],
  );
  const empty = await buyer.entity(R, 'saveOrUpdate', { performanceId: result });
  refused(empty, 'VALIDATION');
  assert.deepEqual(empty.body.errors?.map((e) => e.field).sort(), ['dueDate', 'problemDescription']);
  refused(await supplier1.entity(R, 'saveOrUpdate', { performanceId: result, causeAnalysis: 'x' }), 'FORBIDDEN', 'a supplier raises none');
  assert.equal(await rectifications(), before, 'nothing written');

  const released = await act(buyer, R, 'release', raised.rectificationId);
  refused(released, 'VALIDATION', 'an AUTO one is released only once written');
  assert.deepEqual(released.body.errors?.map((e) => e.field).sort(), ['dueDate', 'problemDescription']);
});

test(`[${dbKind}] released, answered by its supplier, returned with a reason, answered again and confirmed; each wait has its to-do`, async () => {
  const key = raised.rectificationId;
  const meddling = await buyer.entity(R, 'saveOrUpdate', {
    rectificationId: key,
    versionNum: raised.versionNum,
    problemDescription: '服务配合度为0分，请说明原因',
    dueDate: day(10),
    causeAnalysis: '买方不能代写',
  });
  refused(meddling, 'VALIDATION', 'the answer is the supplier’s to write');
  assert.deepEqual(
    meddling.body.errors?.map((e) => [e.field, e.code]),
    [['causeAnalysis', 'rule.supplierAnswers']],
  );
  ok(
    await buyer.entity(R, 'saveOrUpdate', {
      rectificationId: key,
      versionNum: raised.versionNum,
      problemDescription: '服务配合度为0分，请说明原因',
      dueDate: day(10),
    }),
  );
  ok(await act(buyer, R, 'release', key));
  assert.deepEqual(await userTodos('buyer', key), [], "the buyer's to-do done");
  assert.deepEqual(await supplierTodos(id.supplier2, key), [{ link: `${SUPPLIER_PAGE}?id=${key}`, action: 'submit' }]);
  assert.deepEqual(await notified('supplier2', key), [`绩效整改 ${raised.rectificationNumber} 下发供应商`]);
  refused(await read(key, supplier1), 'NOT_FOUND', "another supplier's");
  assert.ok(!(ok(await supplier1.entity(R, 'listByPage', { pageRows: 100 })) as Row[]).some((r) => r.rectificationId === key));
  refused(await act(supplier1, R, 'submit', key), 'NOT_FOUND', "answering another supplier's");
  refused(await buyer.entity(R, 'delete', { rectificationId: key }), 'NOT_EDITABLE', 'released: the supplier was told of it');
  const extended = ok(await read(key));
  // As the buyer's form sends it: the supplier's (empty) answer back unchanged.
  const later = ok(
    await buyer.entity(R, 'saveOrUpdate', {
      rectificationId: key,
      versionNum: extended.versionNum,
      problemDescription: extended.problemDescription,
      dueDate: day(15),
      causeAnalysis: extended.causeAnalysis,
      rectifyMeasures: extended.rectifyMeasures,
      completionDate: extended.completionDate,
      evidenceIds: extended.evidenceIds,
    }),
  );
  assert.equal(later.dueDate, day(15), 'the buyer may extend the due date while the supplier answers');
  const other = Number(
    (await one('SELECT performance_id AS id FROM srm_spe_performances WHERE scheme_id = $1 AND supplier_id = $2', [schemeId, id.supplier1])).id,
  );
  const moved = await buyer.entity(R, 'saveOrUpdate', { rectificationId: key, versionNum: later.versionNum, performanceId: other });
  refused(moved, 'VALIDATION', 'released: its result stays');
  assert.deepEqual(
    moved.body.errors?.map((e) => [e.field, e.code]),
    [['performanceId', 'rule.rectifyResultFixed']],
  );

  const bare = await act(supplier2, R, 'submit', key);
  refused(bare, 'VALIDATION', 'an answer names its cause, measures and date');
  assert.deepEqual(bare.body.errors?.map((e) => e.field).sort(), ['causeAnalysis', 'completionDate', 'rectifyMeasures']);
  const mine = ok(await read(key, supplier2));
  assert.equal(mine.problemDescription, '服务配合度为0分，请说明原因');
  const saved = ok(
    await supplier2.entity(R, 'saveOrUpdate', {
      rectificationId: key,
      versionNum: mine.versionNum,
      problemDescription: '供应商改不了',
      causeAnalysis: '对接人离职',
      rectifyMeasures: '指定新对接人',
      completionDate: day(0),
    }),
  );
  assert.equal(saved.problemDescription, '服务配合度为0分，请说明原因', "the buyer's part stays the buyer's");
  ok(await act(supplier2, R, 'submit', key));
  assert.deepEqual(await supplierTodos(id.supplier2, key), [], 'its to-do done');
  assert.deepEqual((await userTodos('buyer', key)).sort(), ['confirm', 'return']);
  assert.equal((await notified('buyer', key)).at(-1), `绩效整改 ${raised.rectificationNumber} 提交整改`, 'the buyer who raised it is told');
  refused(
    await supplier2.entity(R, 'saveOrUpdate', { rectificationId: key, versionNum: (await read(key, supplier2)).body.data.versionNum, causeAnalysis: 'y' }),
    'NOT_EDITABLE',
    'submitted: the answer waits',
  );

  refused(await act(buyer, R, 'return', key), 'COMMENT_REQUIRED', 'a return says why');
  ok(await act(buyer, R, 'return', key, { comment: '请附上新对接人的联系方式' }));
  const returned = ok(await read(key, supplier2));
  assert.deepEqual([returned.rectifyStatus, returned.returnReason], ['RETURNED', '请附上新对接人的联系方式']);
  assert.equal((await supplierTodos(id.supplier2, key)).length, 1, 'its to-do again');
  assert.deepEqual(await userTodos('buyer', key), []);
  assert.equal((await notified('supplier2', key)).at(-1), `绩效整改 ${raised.rectificationNumber} 退回整改`);

  ok(
    await supplier2.entity(R, 'saveOrUpdate', {
      rectificationId: key,
      versionNum: returned.versionNum,
      rectifyMeasures: '指定新对接人张明，电话13800000000',
    }),
  );
  ok(await act(supplier2, R, 'submit', key));
  ok(await act(buyer, R, 'confirm', key, { comment: '已落实' }));
  const done = ok(await read(key, supplier2));
  assert.deepEqual([done.rectifyStatus, done.confirmOpinion, !!done.confirmedDate], ['CONFIRMED', '已落实', true]);
  assert.deepEqual(await userTodos('buyer', key), [], 'nothing left waiting');
  assert.deepEqual(await supplierTodos(id.supplier2, key), []);
  assert.equal((await notified('supplier2', key)).at(-1), `绩效整改 ${raised.rectificationNumber} 确认整改`);
  refused(await buyer.entity(R, 'delete', { rectificationId: key }), 'NOT_EDITABLE', 'a confirmed rectification stays');

  const events = ok(await supplier2.entity('slcSupplierTimeline', 'listByPage', { pageRows: 200 })) as Row[];
  assert.ok(
    events.some((e) => e.documentNumber === raised.rectificationNumber && e.outcome === 'CONFIRMED'),
    'on the supplier’s timeline',
  );
});
