/**
 * Demo of introducing suppliers, each document in every state:
 * - scenes: a new supplier (inspection and sample trial), a new category
 *   (sample trial), a new site (papers only), and one no longer in use;
 * - requirements: category 1001 needs a business licence and ISO 9001;
 * - 蓝海 introduced for category 1003 (review, sample trial, all approved),
 *   its batch tryout being tested, an annual inspection waiting for the
 *   approver and another waiting for its self-examination, a plan to confirm,
 *   and a second review answered, waiting for the buyer;
 * - 华东精密: a review released to it, a sample trial to send, a sample that
 *   failed, a plan it declined, an inspection it examined itself for;
 * - new companies: 远航精工 introduced at one go (EFFECTIVE) and a draft for
 *   another organisation; 新锐电子's review rejected, then abandoned, and its
 *   next one submitted (INTRODUCING); 启明智能 potential, with its own user
 *   (supplier3) and no document yet.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { EntityOperations } from '../engine/operations.ts';
import { registerSupplierLifecycle } from '../supplier/feature.ts';
import { systemCaller } from '../engine/caller.ts';
import { DEMO_USERS } from './demo.ts';
import { callerFor } from './purchase-demo.ts';
import { actorOn } from './act.ts';

type Row = Record<string, unknown>;

const NEW_COMPANIES: [string, string, string][] = [
  ['远航精工科技有限公司', '远航精工', '冯涛'],
  ['启明智能装备有限公司', '启明智能', '褚明'],
  ['新锐电子材料有限公司', '新锐电子', '卫东'],
];

const CHECKLIST: [string, string, number][] = [
  ['生产车间', '质量管理体系运行', 30],
  ['生产车间', '生产设备与工艺', 25],
  ['检测中心', '检测能力与计量', 25],
  ['仓库', '仓储与物料管理', 20],
];

export async function seedIntroductionDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerSupplierLifecycle(ops);
  const [buyer, approver, huadong, lanhai] = await Promise.all(['buyer', 'approver', 'supplier1', 'supplier2'].map((u) => callerFor(db, u)));
  const inDays = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000));
  const idOf = async (sql: string, p: unknown[]) => Number((await db.query<{ id: number }>(sql, p)).rows[0].id);
  const org = (code: string) => idOf('SELECT org_id AS id FROM saaf_institution WHERE org_code = $1', [code]);
  const category = (code: string) => idOf('SELECT category_id AS id FROM srm_base_categories WHERE category_code = $1', [code]);
  const item = (code: string) => idOf('SELECT item_id AS id FROM srm_base_items WHERE item_code = $1', [code]);
  const supplier = (name: string) => idOf('SELECT supplier_id AS id FROM srm_pos_supplier_info WHERE supplier_name = $1', [name]);

  /** Saves and moves one kind of document: `steps` are [who, action, input]. */
  const doc = (entity: string) => {
    const def = getEntity(entity);
    const act = actorOn(ops, entity);
    return {
      make: async (record: Row, ...steps: [Caller, string, Row?][]) => {
        const id = Number((await ops.save(def, buyer, record))[def.key]);
        for (const [caller, action, input] of steps) await act(caller, action, id, input);
        return id;
      },
      act,
      read: (id: number) => ops.findById(def, buyer, { [def.key]: id }) as Promise<Row>,
    };
  };

  for (const [supplierName, supplierShortName, contactName] of NEW_COMPANIES)
    await ops.save(getEntity('supplierInfo'), buyer, {
      supplierName,
      supplierShortName,
      supplierType: 'MANUFACTURER',
      contactName,
      certificates: [
        {
          certificateType: 'BUSINESS_LICENCE',
          certificateName: '营业执照',
          certificateNumber: `YYZZ-${supplierShortName}`,
          startDate: inDays(-2000),
          longTermFlag: 'Y',
        },
        {
          certificateType: 'ISO9001',
          certificateName: 'ISO9001:2015',
          certificateNumber: `QMS-${supplierShortName}`,
          startDate: inDays(-300),
          endDate: inDays(800),
        },
      ],
    });
  await db.query(`UPDATE srm_pos_supplier_info SET supplier_status = 'POTENTIAL' WHERE supplier_name = ANY($1)`, [NEW_COMPANIES.map((c) => c[0])]);
  // 启明智能's user (supplier3) walks its introduction from the start: the demo leaves it potential, with no document.
  const qiming = await supplier('启明智能装备有限公司');
  const user = await ops.save(getEntity('user'), systemCaller(), {
    userName: DEMO_USERS.supplier3.userName,
    password: DEMO_USERS.supplier3.password,
    userFullName: '褚明',
    userType: 'EX',
    email: 'chuming@qiming-auto.example',
    supplierId: qiming,
  });
  const supplierResp = await idOf(`SELECT resp_id AS id FROM saaf_responsibilitys WHERE resp_code = 'SUPPLIER_RESP'`, []);
  await ops.save(getEntity('userResponsibility'), systemCaller(), { userId: user.userId, respId: supplierResp });

  const scenes = doc('slcIntroduceScene');
  const scene = (code: string, zh: string, en: string, inspection: string, trial: string, description: string, steps: [Caller, string, Row?][]) =>
    scenes.make({ sceneCode: code, sceneName: zh, sceneNameEn: en, needInspectionFlag: inspection, needSampleTrialFlag: trial, description }, ...steps);
  const setUp: [Caller, string][] = [[buyer, 'setup']];
  const newSupplier = await scene('NEW_SUPPLIER', '新供应商引入', 'New supplier', 'Y', 'Y', '首次合作：资质、现场考察与样品试验', setUp);
  const newCategory = await scene('NEW_CATEGORY', '新增供货品类', 'New category', 'N', 'Y', '已合作供应商增加品类：资质与样品试验', setUp);
  const newSite = await scene('NEW_SITE', '新增供货组织', 'New organisation', 'N', 'N', '已合作供应商为其他组织供货：资质审查', setUp);
  await scene('TRADER', '贸易商引入', 'Trading company', 'N', 'N', '已停用：贸易商按新供应商引入', [...setUp, [buyer, 'invalid']]);

  const requirements = doc('slcQualificationRequire');
  await requirements.make(
    {
      categoryId: await category('1001'),
      description: '机械零部件供应商',
      lines: [
        { certificateType: 'BUSINESS_LICENCE', mandatoryFlag: 'Y' },
        { certificateType: 'ISO9001', mandatoryFlag: 'Y' },
        { certificateType: 'IATF16949', mandatoryFlag: 'N', description: '汽车零部件项目优先' },
      ],
    },
    [buyer, 'effect'],
  );
  await requirements.make({
    categoryId: await category('1002'),
    description: '电子元器件：拟定中',
    lines: [{ certificateType: 'ISO9001', mandatoryFlag: 'Y' }],
  });

  const [mfg, sh, sz] = [await org('XC-MFG'), await org('XC-SH'), await org('XC-SZ')];
  const reviews = doc('slcQualification');
  const review = async (name: string, orgId: number, sceneId: number, categories: string[], description: string, ...steps: [Caller, string, Row?][]) =>
    reviews.make(
      {
        supplierId: await supplier(name),
        orgId,
        sceneId,
        description,
        categories: await Promise.all(categories.map(async (c) => ({ categoryId: await category(c) }))),
      },
      ...steps,
    );
  const pass = { qualificationResult: 'PASS', reviewOpinion: '资质齐全有效，同意引入' };
  const LANHAI = '蓝海电子科技有限公司';
  const HUADONG = '华东精密机械有限公司';

  // 蓝海: a new category, from the review through the sample trial.
  const lanhaiReview = await review(
    LANHAI,
    mfg,
    newCategory,
    ['1003'],
    '新增金属原材料品类',
    [buyer, 'release'],
    [lanhai, 'feedback', { supplierFeedback: '已提供材质证明与检测报告' }],
    [buyer, 'submit', pass],
    [approver, 'approval'],
  );
  const trials = doc('slcTrial');
  const trial = (name: string, record: Row, ...steps: [Caller, string, Row?][]) =>
    supplier(name).then((supplierId) => trials.make({ supplierId, ...record }, ...steps));
  const sent = (note: string) => ({ sentDate: inDays(-3), shipmentNote: note });
  const resistor = await item('M-200001');
  await trial(
    LANHAI,
    { trialType: 'SAMPLE', orgId: mfg, qualificationId: lanhaiReview, itemId: resistor, quantity: 50, requiredDate: inDays(7), requirement: '阻值精度与温漂' },
    [buyer, 'release'],
    [lanhai, 'send', sent('顺丰 SF1402938475')],
    [buyer, 'submit', { trialDate: inDays(-1), trialResult: 'PASS', trialReport: '阻值偏差±0.5%，温漂合格' }],
    [approver, 'approval'],
  );
  await trial(
    LANHAI,
    { trialType: 'BATCH', orgId: mfg, itemId: resistor, quantity: 2000, requiredDate: inDays(20), requirement: '上线试用一个班次' },
    [buyer, 'release'],
    [lanhai, 'send', sent('德邦 DB88420017')],
  );
  await review(
    LANHAI,
    sh,
    newSite,
    ['1002'],
    '为上海公司供货',
    [buyer, 'release'],
    [lanhai, 'feedback', { supplierFeedback: '上海仓库地址与联系人已补充到企业资料' }],
  );

  // Plans and inspections.
  const plans = doc('slcInspectPlan');
  const plan = (name: string, record: Row, ...steps: [Caller, string, Row?][]) =>
    supplier(name).then((supplierId) => plans.make({ supplierId, plannedBy: '张工、质量部李工', ...record }, ...steps));
  const approved: [Caller, string][] = [
    [buyer, 'submit'],
    [approver, 'approval'],
  ];
  const lanhaiPlan = await plan(LANHAI, { planName: '蓝海年度现场审核', orgId: mfg, plannedDate: inDays(2), inspectScope: '生产车间、检测中心' }, ...approved, [
    lanhai,
    'confirm',
  ]);
  await plan(LANHAI, { planName: '蓝海上海仓库考察', orgId: sh, plannedDate: inDays(12), inspectScope: '仓库' }, ...approved);
  await plan(HUADONG, { planName: '华东精密新产线考察', orgId: mfg, plannedDate: inDays(5) }, ...approved, [
    huadong,
    'decline',
    { supplierReply: '新产线下月初投产，请改到下月5日以后' },
  ]);
  await plan('远航精工科技有限公司', { planName: '远航精工首次考察', orgId: sz, plannedDate: inDays(15) });

  const inspections = doc('slcLocaleInspect');
  const checklist = CHECKLIST.map(([siteName, checkItem, maxScore]) => ({ siteName, checkItem, maxScore }));
  const inspection = (name: string, record: Row, ...steps: [Caller, string, Row?][]) =>
    supplier(name).then((supplierId) =>
      inspections.make({ supplierId, reviewDate: inDays(2), reviewMember: '张工、质量部李工', scores: checklist, ...record }, ...steps),
    );
  const selfCheck = async (caller: Caller, id: number, scores: number[]) => {
    const lines = (await inspections.read(id)).scores as Row[];
    await inspections.act(caller, 'selfCheck', id, {
      lines: lines.map((l, n) => ({ scoreId: l.scoreId, selfScore: scores[n], selfComment: n ? null : '体系文件齐全' })),
    });
  };
  const score = async (id: number, scores: number[]) => {
    const record = await inspections.read(id);
    await ops.save(getEntity('slcLocaleInspect'), buyer, { ...record, scores: (record.scores as Row[]).map((l, n) => ({ ...l, score: scores[n] })) });
  };
  const annual = await inspection(LANHAI, { orgId: mfg, planId: lanhaiPlan, supplierMember: '蓝海质量经理周敏' }, [buyer, 'release']);
  await selfCheck(lanhai, annual, [28, 22, 23, 18]);
  await score(annual, [26, 20, 22, 17]);
  await inspections.act(buyer, 'submit', annual, { inspectResult: 'PASS', conclusion: '体系运行有效，检测能力满足要求' });
  await inspection(LANHAI, { orgId: sz, reviewDate: inDays(12) }, [buyer, 'release']);
  const huadongCheck = await inspection(HUADONG, { orgId: mfg, reviewDate: inDays(1) }, [buyer, 'release']);
  await selfCheck(huadong, huadongCheck, [27, 24, 20, 19]);
  await inspection('远航精工科技有限公司', { orgId: sz, reviewDate: inDays(15) });

  // 华东精密: a review to answer, samples to send, a sample that failed.
  await review(HUADONG, sz, newSite, ['1001'], '为苏州公司供货', [buyer, 'release']);
  const gear = await item('M-100004');
  await trial(HUADONG, { trialType: 'SAMPLE', orgId: mfg, itemId: gear, quantity: 10, requiredDate: inDays(10), requirement: '齿面硬度与精度' }, [
    buyer,
    'release',
  ]);
  await trial(
    HUADONG,
    { trialType: 'SAMPLE', orgId: mfg, itemId: await item('M-100003'), quantity: 5, requiredDate: inDays(3), requirement: '密封面粗糙度' },
    [buyer, 'release'],
    [huadong, 'send', sent('中通 ZT7730011')],
    [buyer, 'submit', { trialDate: inDays(-1), trialResult: 'FAIL', trialReport: '密封面粗糙度Ra3.2，超出要求Ra1.6' }],
    [approver, 'approval'],
  );
  await trial(HUADONG, { trialType: 'SAMPLE', orgId: sh, itemId: gear, quantity: 10, requiredDate: inDays(30) });

  // New companies.
  await review('远航精工科技有限公司', sz, newSite, ['1001'], '一次性资质审查引入', [buyer, 'submit', pass], [approver, 'approval']);
  await review('远航精工科技有限公司', sh, newSite, ['1002'], '拟为上海公司供货');
  const rejected = await review(
    '新锐电子材料有限公司',
    mfg,
    newSupplier,
    ['1002'],
    '电子材料新供应商',
    [buyer, 'submit', { qualificationResult: 'PASS', reviewOpinion: '同意' }],
    [approver, 'reject', { comment: '审查意见过于简单，请补充财务状况' }],
  );
  await reviews.act(buyer, 'abandon', rejected, { comment: '供应商财务状况不满足要求' });
  await review('新锐电子材料有限公司', sh, newSupplier, ['1002'], '补充财务报表后重新评估', [buyer, 'submit', pass]);
}
