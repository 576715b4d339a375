/**
 * Introducing a supplier: a qualification review released to the supplier and
 * answered, its pass needing the categories' required certificates, an
 * inspection plan the supplier confirms, an on-site inspection the supplier
 * examines itself for first, a sample trial it sends samples to; the supplier
 * POTENTIAL, then INTRODUCING, then EFFECTIVE. And what each refuses.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, day, ids, ok, refused } from './purchase-kit.ts';

type Row = Record<string, any>;
const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const Q = 'slcQualification';
const one = async (sql: string, p: unknown[] = []) => (await t.db.query<Row>(sql, p)).rows[0];
/** The organisation and category 蓝海 is introduced to here: the demo introduced it elsewhere. */
const site = async () => Number((await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-SZ'`)).id);
const category = async (code: string) => Number((await one('SELECT category_id AS id FROM srm_base_categories WHERE category_code = $1', [code])).id);
const standing = async () =>
  one(
    `SELECT s.supplier_status AS status, t.site_status AS site, c.category_status AS category
       FROM srm_pos_supplier_info s
       LEFT JOIN srm_pos_supplier_sites t ON t.supplier_id = s.supplier_id AND t.org_id = $2
       LEFT JOIN srm_pos_supplier_categories c ON c.supplier_id = s.supplier_id AND c.category_id = $3
      WHERE s.supplier_id = $1`,
    [id.supplier2, await site(), await category('2002')],
  );
const todos = async (table: string, column: string, who: unknown, entity: string, recordId: number) =>
  Number(
    (
      await one(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1 AND entity_name = $2 AND record_id = $3 AND handle_flag = 'N' AND cancel_flag = 'N'`,
        [who, entity, recordId],
      )
    ).n,
  );
const supplierTodos = (entity: string, recordId: number) => todos('srm_base_supplier_pending', 'supplier_id', id.supplier2, entity, recordId);
const buyerId = async () => (await one(`SELECT user_id FROM saaf_users WHERE user_name = 'buyer'`)).user_id;

const scene = async (code: string, inspection: 'Y' | 'N', trial: 'Y' | 'N') =>
  ok(
    await buyer.entity('slcIntroduceScene', 'saveOrUpdate', {
      sceneCode: code,
      sceneName: `测试场景${code}`,
      sceneNameEn: `Scene ${code}`,
      needInspectionFlag: inspection,
      needSampleTrialFlag: trial,
    }),
  );

test(`[${dbKind}] a scene not in use cannot be named; a review is hidden from its supplier until released, and the supplier never saves it`, async () => {
  const s = await scene('T-OFF', 'N', 'N');
  const draftScene = await buyer.entity(Q, 'saveOrUpdate', { supplierId: id.supplier2, orgId: id.org, sceneId: s.sceneId }, { lang: 'EN' });
  refused(draftScene, 'VALIDATION');
  assert.deepEqual(
    draftScene.body.errors?.map((e: Row) => [e.field, e.code, e.message]),
    [['sceneId', 'rule.sceneNotInUse', `Introduction scene 测试场景T-OFF is not in use`]],
  );
  ok(await act(buyer, 'slcIntroduceScene', 'setup', s.sceneId));
  const review = ok(await buyer.entity(Q, 'saveOrUpdate', { supplierId: id.supplier2, orgId: id.org, sceneId: s.sceneId }));
  assert.match(review.qualificationNumber, /^ZZSC-\d{8}-\d{3}$/);
  assert.equal(review.needInspectionFlag, 'N', 'the scene decides the steps');
  refused(await supplier2.entity(Q, 'findById', { qualificationId: review.qualificationId }), 'NOT_FOUND', 'a draft is not the supplier’s to read');
  ok(await act(buyer, Q, 'release', review.qualificationId));
  assert.equal(await supplierTodos(Q, review.qualificationId), 1, 'the supplier’s to-do to answer');
  ok(await supplier2.entity(Q, 'findById', { qualificationId: review.qualificationId }));
  refused(await supplier1.entity(Q, 'findById', { qualificationId: review.qualificationId }), 'NOT_FOUND', 'another supplier');
  refused(await act(supplier1, Q, 'feedback', review.qualificationId, { supplierFeedback: 'x' }), 'NOT_FOUND', 'another supplier answering');
  refused(
    await supplier2.entity(Q, 'saveOrUpdate', { qualificationId: review.qualificationId, versionNum: 2, description: '改' }),
    'NOT_EDITABLE',
    'the supplier answers, never saves',
  );
  ok(await act(buyer, Q, 'recallRelease', review.qualificationId, { comment: '场景选错' }));
  assert.equal(await supplierTodos(Q, review.qualificationId), 0, 'the to-do goes with the recall');
  ok(await act(buyer, Q, 'abandon', review.qualificationId, { comment: '不再引入' }));
  ok(await act(buyer, 'slcIntroduceScene', 'invalid', s.sceneId));
});

test(`[${dbKind}] from POTENTIAL to EFFECTIVE: review answered and passed with the required certificates, inspection self-examined and scored, sample trial sent and passed`, async () => {
  // 蓝海 as a company just registered: potential, with no site at the organisation.
  await t.db.query(`UPDATE srm_pos_supplier_info SET supplier_status = 'POTENTIAL' WHERE supplier_id = $1`, [id.supplier2]);
  await t.db.query('DELETE FROM srm_pos_supplier_sites WHERE supplier_id = $1 AND org_id = $2', [id.supplier2, await site()]);
  const s = await scene('T-FULL', 'Y', 'Y');
  ok(await act(buyer, 'slcIntroduceScene', 'setup', s.sceneId));
  const requirement = ok(
    await buyer.entity('slcQualificationRequire', 'saveOrUpdate', {
      categoryId: await category('2002'),
      lines: [
        { certificateType: 'ISO14001', mandatoryFlag: 'Y' },
        { certificateType: 'PRODUCTION_PERMIT', mandatoryFlag: 'N' },
      ],
    }),
  );
  ok(await act(buyer, 'slcQualificationRequire', 'effect', requirement.requireId));

  // The review: released, answered, returned, answered again, submitted with its result.
  const review = ok(
    await buyer.entity(Q, 'saveOrUpdate', {
      supplierId: id.supplier2,
      orgId: await site(),
      sceneId: s.sceneId,
      categories: [{ categoryId: await category('2002') }],
    }),
  );
  const q = review.qualificationId;
  ok(await act(buyer, Q, 'release', q));
  const empty = await act(supplier2, Q, 'feedback', q, {});
  refused(empty, 'VALIDATION', 'an answer needs its text');
  assert.equal(empty.body.errors?.[0].field, 'supplierFeedback');
  ok(await act(supplier2, Q, 'feedback', q, { supplierFeedback: '营业执照与体系证书已上传' }));
  assert.equal(await todos('srm_base_interior_pending', 'user_id', await buyerId(), Q, q), 1, 'the buyer’s to-do to review the answer');
  ok(await act(buyer, Q, 'releaseReject', q, { comment: '请补充环境体系证书' }));
  ok(await act(supplier2, Q, 'feedback', q, { supplierFeedback: '已补充' }));
  ok(await act(buyer, Q, 'submit', q, { qualificationResult: 'PASS', reviewOpinion: '资料齐全' }));
  assert.deepEqual(await standing(), { status: 'INTRODUCING', site: 'INTRODUCING', category: 'PROPOSED' });

  const missing = await act(approver, Q, 'approval', q);
  refused(missing, 'QUALIFICATION_CERTIFICATES_MISSING', 'the category requires ISO 14001');
  assert.match(missing.body.msg, /ISO14001/);
  assert.doesNotMatch(missing.body.msg, /PRODUCTION_PERMIT/, 'only what is required');
  const rec = ok(await buyer.entity('supplierInfo', 'findById', { supplierId: id.supplier2 }));
  ok(
    await buyer.entity('supplierInfo', 'saveOrUpdate', {
      ...rec,
      certificates: [
        ...rec.certificates,
        { certificateType: 'ISO14001', certificateName: 'ISO 14001', certificateNumber: 'EMS-2026-01', startDate: day(-10), endDate: day(700) },
      ],
    }),
  );
  ok(await act(approver, Q, 'approval', q));
  assert.deepEqual(
    await standing(),
    { status: 'INTRODUCING', site: 'QUALIFIED', category: 'PROPOSED' },
    'qualified on paper, inspection and trial still to pass',
  );

  // The plan: approved, then the supplier declines with a date, and confirms the next one.
  const planBody = {
    planName: '蓝海现场考察',
    supplierId: id.supplier2,
    orgId: await site(),
    qualificationId: q,
    plannedDate: day(7),
    plannedBy: '张三、李四',
  };
  const past = await buyer.entity('slcInspectPlan', 'saveOrUpdate', { ...planBody, plannedDate: day(-1) });
  refused(past, 'VALIDATION', 'a plan in the past');
  assert.equal(past.body.errors?.[0].field, 'plannedDate');
  const plan = ok(await buyer.entity('slcInspectPlan', 'saveOrUpdate', planBody));
  assert.match(plan.planNumber, /^KCJH-\d{8}-\d{3}$/);
  ok(await act(buyer, 'slcInspectPlan', 'submit', plan.planId));
  ok(await act(approver, 'slcInspectPlan', 'approval', plan.planId));
  assert.equal(await supplierTodos('slcInspectPlan', plan.planId), 1, 'the supplier’s to-do to confirm');
  ok(await act(supplier2, 'slcInspectPlan', 'decline', plan.planId, { supplierReply: '请改到下周三' }));
  assert.equal(await todos('srm_base_interior_pending', 'user_id', await buyerId(), 'slcInspectPlan', plan.planId), 1, 'the buyer’s to-do to plan again');
  const again = ok(await buyer.entity('slcInspectPlan', 'findById', { planId: plan.planId }));
  ok(await buyer.entity('slcInspectPlan', 'saveOrUpdate', { ...again, plannedDate: day(9) }));
  ok(await act(buyer, 'slcInspectPlan', 'submit', plan.planId));
  ok(await act(approver, 'slcInspectPlan', 'approval', plan.planId));
  ok(await act(supplier2, 'slcInspectPlan', 'confirm', plan.planId));

  // The inspection: the supplier examines itself first, then the inspectors score.
  const lines = [
    { siteName: '苏州工厂', checkItem: '质量体系运行', maxScore: 40 },
    { siteName: '苏州工厂', checkItem: '生产设备', maxScore: 30 },
    { siteName: '昆山仓库', checkItem: '仓储管理', maxScore: 30 },
  ];
  const over = await buyer.entity('slcLocaleInspect', 'saveOrUpdate', {
    supplierId: id.supplier2,
    orgId: await site(),
    qualificationId: q,
    planId: plan.planId,
    reviewDate: day(9),
    reviewMember: '张三、李四',
    scores: [{ ...lines[0], score: 45 }],
  });
  refused(over, 'VALIDATION', 'a score above full marks');
  assert.deepEqual(
    over.body.errors?.map((e: Row) => [e.field, e.row]),
    [['score', 0]],
  );
  let inspection = ok(
    await buyer.entity('slcLocaleInspect', 'saveOrUpdate', {
      supplierId: id.supplier2,
      orgId: await site(),
      qualificationId: q,
      planId: plan.planId,
      reviewDate: day(9),
      reviewMember: '张三、李四',
      scores: lines,
    }),
  );
  const i = inspection.inspectId;
  assert.match(inspection.inspectNumber, /^XCKC-\d{8}-\d{3}$/);
  refused(
    await act(buyer, 'slcLocaleInspect', 'submit', i, { inspectResult: 'PASS', conclusion: '好' }),
    'TRANSITION_REFUSED',
    'no scoring before the self-examination',
  );
  // The supplier's sites, listed by the server: the one at the inspection's organisation ticked.
  const sites: Row[] = inspection.sites;
  const supplierSites = await t.db.query<Row>('SELECT org_id FROM srm_pos_supplier_sites WHERE supplier_id = $1', [id.supplier2]);
  assert.equal(sites.length, supplierSites.rows.length);
  assert.deepEqual(
    sites.filter((s) => s.inspectFlag === 'Y').map((s) => s.siteStatus),
    ['QUALIFIED'],
    'the site the review made, at the organisation',
  );
  const { scores: _, ...head } = inspection;
  inspection = ok(await buyer.entity('slcLocaleInspect', 'saveOrUpdate', { ...head, sites: sites.map((s) => ({ ...s, inspectFlag: 'N' })) }));
  refused(await act(buyer, 'slcLocaleInspect', 'release', i), 'INSPECTION_NO_SITE', 'no site to visit');
  const ticked = new Set(sites.filter((s) => s.inspectFlag === 'Y').map((s) => s.inspectSiteId));
  const retick = inspection.sites.map((s: Row) => ({ ...s, inspectFlag: ticked.has(s.inspectSiteId) ? 'Y' : 'N' }));
  ok(await buyer.entity('slcLocaleInspect', 'saveOrUpdate', { ...head, versionNum: inspection.versionNum, sites: retick }));
  ok(await act(buyer, 'slcLocaleInspect', 'release', i));
  assert.equal(await supplierTodos('slcLocaleInspect', i), 1, 'the supplier’s to-do to examine itself');
  const keys = inspection.scores.map((l: Row) => l.scoreId);
  const partial = await act(supplier2, 'slcLocaleInspect', 'selfCheck', i, { lines: [{ scoreId: keys[0], selfScore: 38 }] });
  refused(partial, 'VALIDATION', 'every line examined');
  assert.deepEqual(
    partial.body.errors?.map((e: Row) => [e.field, e.row]),
    [
      ['selfScore', 1],
      ['selfScore', 2],
    ],
  );
  const tooHigh = await act(supplier2, 'slcLocaleInspect', 'selfCheck', i, { lines: [{ scoreId: keys[1], selfScore: 31 }] });
  assert.deepEqual(
    tooHigh.body.errors?.map((e: Row) => [e.field, e.row, e.code]),
    [['selfScore', 1, 'rule.max']],
  );
  ok(
    await act(supplier2, 'slcLocaleInspect', 'selfCheck', i, {
      lines: [
        { scoreId: keys[0], selfScore: 38, selfComment: '体系完整' },
        { scoreId: keys[1], selfScore: 27 },
        { scoreId: keys[2], selfScore: 28 },
      ],
    }),
  );
  inspection = ok(await buyer.entity('slcLocaleInspect', 'findById', { inspectId: i }));
  assert.equal(Number(inspection.selfTotalScore), 93);
  const unscored = await act(buyer, 'slcLocaleInspect', 'submit', i, { inspectResult: 'PASS', conclusion: '合格' });
  refused(unscored, 'VALIDATION', 'every line scored');
  assert.equal(unscored.body.errors?.length, 3);
  inspection = ok(
    await buyer.entity('slcLocaleInspect', 'saveOrUpdate', {
      ...inspection,
      scores: inspection.scores.map((l: Row, n: number) => ({ ...l, score: [35, 25, 26][n] })),
    }),
  );
  assert.equal(Number(inspection.totalScore), 86);
  assert.equal(inspection.scores[0].selfScore, 38, 'the self-examination kept');
  ok(await act(buyer, 'slcLocaleInspect', 'submit', i, { inspectResult: 'PASS', conclusion: '现场管理良好' }));
  ok(await act(approver, 'slcLocaleInspect', 'approval', i));
  assert.equal((await one('SELECT inspection_result AS r FROM srm_slc_qualifications WHERE qualification_id = $1', [q])).r, 'PASS');
  assert.equal((await standing()).status, 'INTRODUCING', 'the sample trial still to pass');

  // The batch tryout waits for a passed sample; the sample trial completes the introduction.
  const batch = ok(
    await buyer.entity('slcTrial', 'saveOrUpdate', {
      trialType: 'BATCH',
      supplierId: id.supplier2,
      orgId: await site(),
      itemId: id.helmet,
      quantity: 500,
      requiredDate: day(30),
    }),
  );
  assert.match(batch.trialNumber, /^PLSY-\d{8}-\d{3}$/);
  refused(await act(buyer, 'slcTrial', 'release', batch.trialId), 'TRIAL_NEEDS_SAMPLE');
  const sample = ok(
    await buyer.entity('slcTrial', 'saveOrUpdate', {
      trialType: 'SAMPLE',
      supplierId: id.supplier2,
      orgId: await site(),
      qualificationId: q,
      itemId: id.helmet,
      quantity: 20,
      requiredDate: day(14),
    }),
  );
  assert.match(sample.trialNumber, /^YPSY-\d{8}-\d{3}$/);
  ok(await act(buyer, 'slcTrial', 'release', sample.trialId));
  assert.equal(await supplierTodos('slcTrial', sample.trialId), 1, 'the supplier’s to-do to send samples');
  ok(await act(supplier2, 'slcTrial', 'send', sample.trialId, { sentDate: day(0), shipmentNote: '顺丰 SF1234567890' }));
  ok(await act(buyer, 'slcTrial', 'submit', sample.trialId, { trialDate: day(0), trialResult: 'PASS', trialReport: '阻值偏差在±1%内' }));
  ok(await act(approver, 'slcTrial', 'approval', sample.trialId));
  assert.deepEqual(await standing(), { status: 'EFFECTIVE', site: 'EFFECTIVE', category: 'ACTIVE' });
  const done = ok(await supplier2.entity(Q, 'findById', { qualificationId: q }));
  assert.equal(done.introducedDate, day(0));
  assert.equal(done.sampleTrialResult, 'PASS');
  const told = await one(
    `SELECT count(*)::int AS n FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE u.user_name = 'supplier2' AND n.entity_name = $1 AND n.record_id = $2 AND n.notification_title LIKE '%合格供应商%'`,
    [Q, q],
  );
  assert.equal(told.n, 1, 'the supplier told it is effective');
  ok(await act(buyer, 'slcTrial', 'release', batch.trialId), 'a batch tryout after the passed sample');

  // The timeline shows the supplier the decisions, not the drafts.
  const timeline: Row[] = ok(await supplier2.entity('slcSupplierTimeline', 'listByPage', { pageRows: 200 }));
  const events = timeline.map((r) => `${r.eventType}:${r.outcome}`);
  for (const e of ['QUALIFICATION:PASS', 'INSPECTION:PASS', 'SAMPLE:PASS']) assert.ok(events.includes(e), `${e} in ${events}`);
  // The demo's sample of 华东精密 was approved as failed: its outcome says so, not "in effect".
  const theirs: Row[] = ok(await supplier1.entity('slcSupplierTimeline', 'listByPage', { pageRows: 200, eventType: 'SAMPLE' }));
  assert.deepEqual(
    theirs.map((r) => r.outcome),
    ['FAIL'],
  );
});

test(`[${dbKind}] a step must answer an approved, passed review of the same supplier that asks for it; a trial wanted by a past date is refused`, async () => {
  const review = await one(`SELECT qualification_id AS id FROM srm_slc_qualifications WHERE supplier_id = $1 AND qualification_status = 'APPROVED' LIMIT 1`, [
    id.supplier2,
  ]);
  const other = await buyer.entity(
    'slcTrial',
    'saveOrUpdate',
    { supplierId: id.supplier1, orgId: id.org, qualificationId: review.id, itemId: id.gear, quantity: 5, requiredDate: day(5) },
    { lang: 'EN' },
  );
  refused(other, 'VALIDATION');
  assert.equal(other.body.errors?.[0].field, 'qualificationId');
  assert.match(other.body.errors?.[0].message, /approved, passed qualification review of this supplier/);
  const past = await buyer.entity('slcTrial', 'saveOrUpdate', { supplierId: id.supplier1, orgId: id.org, itemId: id.gear, quantity: 5, requiredDate: day(-2) });
  assert.deepEqual(
    past.body.errors?.map((e: Row) => [e.field, e.code]),
    [['requiredDate', 'rule.min']],
  );
  const count = await one('SELECT count(*)::int AS n FROM srm_slc_trials WHERE supplier_id = $1 AND item_id = $2', [id.supplier1, id.gear]);
  assert.equal(count.n, 2, 'nothing written beside the demo’s two');
});
