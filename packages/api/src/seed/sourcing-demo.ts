/**
 * Sourcing grants and demo inquiries, made through the operations the screens
 * use so to-dos, notifications and sealing are real: an inquiry open for
 * quoting by both demo suppliers (华东精密 has submitted, 蓝海 has a draft), one
 * waiting for the approver, one closed and waiting for the opening committee
 * (one of two signatures in), one opened with both bids readable, three awarded
 * (waiting for the award's approval; approved; made into price agreements), a
 * draft and a cancelled one. Quoting in the past is laid down with the engine's clock.
 */
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db, Queryable } from '../db/db.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import type { Caller } from '../engine/caller.ts';
import { atDate } from '../engine/clock.ts';
import { registerSourcingHooks } from '../sourcing/hooks.ts';
import { closeDueInquiries, signOpening, startBid } from '../sourcing/operations.ts';
import { autoAward, compareBids, createAgreements, saveAward, type ComparedBid } from '../sourcing/award.ts';
import { countersign, drawJury, evaluation, submitScores } from '../sourcing/tender.ts';
import { createTenderFromPlan } from '../sourcing/tender-plan.ts';
import { register } from '../sourcing/registration.ts';
import { PendingEvents } from '../engine/events.ts';
import { callerFor } from './purchase-demo.ts';
import { actorOn } from './act.ts';
import { grantRoutes, routesOf, menusOf, except, READ, APPROVAL_HISTORY, ANSWER, WRITE, MAKING, EXPORT } from './grants.ts';
import { STANDARD_RESOURCES as S } from '@srm/domain/entity/naming.ts';

/** Supplier users: per screen, what a supplier does there beyond its actions (`supplier`): read the documents, write its questions, bids and responses. */
const SUPPLIER_DOES: Record<string, string[]> = {
  PON_INQUIRY: READ,
  PON_QUESTION: [...READ, ...WRITE],
  PON_BID: [...READ, S.add, ...ANSWER],
  PON_TENDER: READ,
  PON_TENDER_QUESTION: [...READ, ...WRITE],
  PON_TENDER_RESPONSE: [...READ, ...ANSWER],
  PON_TENDER_PENDING: READ,
  PON_TENDER_DOC_VIEW: READ,
};
/** An expert scores and countersigns the tenders they are drawn for, and does nothing else: custom screens, their buttons. */
const EXPERT_BUTTONS: Record<string, string[]> = {
  PON_TENDER_EVALUATION: ['btnEvaluate', 'btnDownloadAttachment'],
  PON_TENDER_PICKETAGE: ['btnCompare', 'btnCountersign'],
  PON_TENDER_RESPONSE: ['btnDownloadAttachment'],
  PON_TENDER_CLARIFY: ['btnExport'],
  PON_TENDER_MARK: ['btnEdit', 'btnExport', 'btnConfirmMarks'],
};
/** Menus of a custom screen grant what the screen does, not the whole entity it reads. */
const SCREEN_BUTTONS: Record<string, string[]> = {
  PON_PRICE_MONITOR: ['btnPriceHistory'],
  PON_AWARD_SUMMARY: ['btnExport', 'btnCompare', 'btnAward', 'btnSubmitAward', 'btnNewRound', 'btnCreateAgreement', 'btnCreateOrder'],
  PON_TENDER_EVALUATION: ['btnExport', 'btnEvaluate', 'btnDownloadAttachment'],
  PON_TENDER_PICKETAGE: ['btnExport', 'btnCompare', 'btnAward', 'btnSubmitPicketage', 'btnCreateAgreement', 'btnCreateOrder'],
  // The chair of the jury reviews the responses; buyers follow.
  PON_TENDER_MARK: ['btnExport'],
};
const APPROVER_SCREEN_BUTTONS: Record<string, string[]> = {
  PON_AWARD_SUMMARY: ['btnExport', 'btnCompare', 'btnApproveAward', 'btnRejectAward'],
  PON_TENDER_PICKETAGE: ['btnExport', 'btnCompare', 'btnApproveAward', 'btnRejectAward'],
  PON_PRICE_MONITOR: ['btnPriceHistory'],
};
/** Besides deciding, an approver holds the second key of a bid opening, compares the quotes and reads price history. */
const APPROVER_READS = ['btnBidOpening', 'btnCompare', 'btnPriceHistory'];
/** Bids and questions are the supplier's to write: buyers read them (and answer questions). */
const SUPPLIERS_WRITE = new Set(['ponBid', 'ponQuestion']);

export async function grantSourcing(tx: Queryable): Promise<void> {
  const inside = menusOf('SOURCING', 'INSIDE');
  // The rest buyers work in full, but approve nothing and do nothing a supplier does.
  await grantRoutes(
    tx,
    'BUYER',
    inside,
    (s) => SCREEN_BUTTONS[s.route.menu!.code] ?? (SUPPLIERS_WRITE.has(s.def.name) ? except(s.all, MAKING, s.supplier) : except(s.all, s.decides, s.supplier)),
  );
  await grantRoutes(
    tx,
    'APPROVER',
    inside,
    (s) => APPROVER_SCREEN_BUTTONS[s.route.menu!.code] ?? [EXPORT, S.downloadAttachment, APPROVAL_HISTORY, ...APPROVER_READS, ...s.decides],
  );
  await grantRoutes(tx, 'SUPPLIER', menusOf('SOURCING', 'EX'), (s) => [EXPORT, ...(SUPPLIER_DOES[s.route.menu!.code] ?? []), ...s.supplier]);
  await grantRoutes(tx, 'EXPERT', routesOf(Object.keys(EXPERT_BUTTONS)), (s) => EXPERT_BUTTONS[s.route.menu!.code]);
}

const at = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);
const stamp = (d: Date) => formatDate(d, 'datetime');

export async function seedSourcingDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerSourcingHooks(ops);
  await db.transaction(grantSourcing);
  const [buyer, approver, supplier1, supplier2] = await Promise.all(['buyer', 'approver', 'supplier1', 'supplier2'].map((u) => callerFor(db, u)));
  const one = async (sql: string, params: unknown[]) => Number((await db.query<{ id: number }>(sql, params)).rows[0].id);
  const item = (code: string) => one('SELECT item_id AS id FROM srm_base_items WHERE item_code = $1', [code]);
  const org = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`, []);
  const auction = getEntity('ponAuction');
  const act = actorOn(ops, 'ponAuction');
  const run = <T>(handler: (ctx: Parameters<typeof startBid>[0]) => Promise<T>, caller: Caller, body: Row) =>
    db.transaction(async (tx) => {
      const pending = new PendingEvents();
      return handler({ ops, def: auction, caller, tx, pending, body });
    });

  const standard = await ops.save(getEntity('ponOfferTemplate'), buyer, {
    templateCode: 'STD',
    templateName: '标准报价（单价、交货周期）',
    leadTimeFlag: 'Y',
  });
  await ops.save(getEntity('ponOfferTemplate'), buyer, {
    templateCode: 'MOULD',
    templateName: '含模具报价（单价、模具费、交货周期、起订量）',
    mouldCostFlag: 'Y',
    leadTimeFlag: 'Y',
    moqFlag: 'Y',
  });
  const [bearing, shaft, flange] = [await item('M-100001'), await item('M-100002'), await item('M-100003')];
  // Awarded inquiries buy raw materials, whose agreements no purchasing demo depends on.
  const [steel, aluminium] = [await item('M-300001'), await item('M-300002')];
  const userId = (name: string) => one('SELECT user_id AS id FROM saaf_users WHERE user_name = $1', [name]);
  const committee = [{ userId: await userId('buyer') }, { userId: await userId('approver') }];
  const inquiry = async (title: string, start: Date, end: Date, extra: Row = {}) =>
    Number(
      (
        await ops.save(auction, buyer, {
          auctionTitle: title,
          orgId: org,
          templateId: standard.templateId,
          bidStartDate: stamp(start),
          bidEndDate: stamp(end),
          openQuorum: 2,
          buyerName: '张伟',
          noteToSupplier: '请按含税单价报价，交货地点：星辰制造总装厂。',
          items: [
            { lineNumber: 1, itemId: bearing, quantity: 500 },
            { lineNumber: 2, itemId: shaft, quantity: 300 },
          ],
          suppliers: [{ supplierId: supplier1.supplierId }, { supplierId: supplier2.supplierId }],
          openers: committee,
          ...extra,
        })
      ).auctionHeaderId,
    );
  const publish = async (id: number) => {
    await act(buyer, 'submit', id);
    await act(approver, 'approval', id);
    await act(buyer, 'publish', id);
  };
  const quote = async (caller: Caller, id: number, prices: number[], submit = true) => {
    const draft = (await run(startBid, caller, { auctionHeaderId: id })) as Row;
    const lines = (draft.lines as Row[]).map((l, i) => ({ ...l, taxPrice: prices[i], leadTimeDays: 15 + i * 5 }));
    // A ladder step 3% below the line's price.
    const ladders = (draft.ladders as Row[]).map((l) => ({ ...l, taxPrice: Math.round(prices[Number(l.lineNumber) - 1] * 97) / 100 }));
    const saved = await ops.save(getEntity('ponBid'), caller, { ...draft, lines, ladders });
    if (submit) await ops.act(getEntity('ponBid'), caller, getEntity('ponBid').workflow!.actions[0], { bidHeaderId: saved.bidHeaderId });
  };

  // Opened: quoted last week by both, closed, both committee members signed.
  const past = at(-10);
  const opened = await atDate(past, async () => {
    const id = await inquiry('法兰盘年度询价', at(-10), at(-3), { items: [{ lineNumber: 1, itemId: flange, quantity: 1200 }] });
    await publish(id);
    await atDate(at(-8), () => quote(supplier1, id, [141.2]));
    await atDate(at(-7), () => quote(supplier2, id, [138.6]));
    return id;
  });
  // Closed, waiting for the opening: quoted last week; the buyer has signed, the approver has not.
  const closed = await atDate(past, async () => {
    const id = await inquiry('轴承座与传动轴季度询价', at(-10), at(-2));
    await publish(id);
    await atDate(at(-6), () => quote(supplier1, id, [81.5, 305]));
    await atDate(at(-5), () => quote(supplier2, id, [83, 298.5]));
    return id;
  });
  await atDate(at(-1), async () => {
    await closeDueInquiries(db, ops);
    await run(signOpening, buyer, { auctionHeaderId: opened });
    await run(signOpening, approver, { auctionHeaderId: opened });
    await run(signOpening, buyer, { auctionHeaderId: closed });
  });

  // Opened weeks ago and awarded: one split 40/60 and made into price agreements, one approved
  // and waiting for its agreement or order, one waiting for the approver's approval of the award.
  const awarded = async (title: string, daysAgo: number, prices1: number[], prices2: number[], award: (auctionId: number) => Promise<unknown>) => {
    const id = await atDate(at(-daysAgo), async () => {
      const made = await inquiry(title, at(-daysAgo), at(-daysAgo + 5), {
        // Budget prices: what the savings report measures the award against.
        items: [
          { lineNumber: 1, itemId: steel, quantity: 20, budgetPrice: 5300 },
          { lineNumber: 2, itemId: aluminium, quantity: 3000, budgetPrice: 23.5 },
        ],
        ladders: [{ lineNumber: 2, ladderQuantity: 5000 }],
      });
      await publish(made);
      await atDate(at(-daysAgo + 1), () => quote(supplier1, made, prices1));
      await atDate(at(-daysAgo + 2), () => quote(supplier2, made, prices2));
      return made;
    });
    await atDate(at(-daysAgo + 6), async () => {
      await closeDueInquiries(db, ops);
      await run(signOpening, buyer, { auctionHeaderId: id });
      await run(signOpening, approver, { auctionHeaderId: id });
      await award(id);
    });
    return id;
  };
  const splitAward = async (id: number) => {
    const { bids } = (await run(compareBids, buyer, { auctionHeaderId: id })) as { bids: ComparedBid[] };
    const [of1, of2] = [supplier1, supplier2].map((c) => bids.find((b) => b.supplierId === c.supplierId)!);
    await run(saveAward, buyer, {
      auctionHeaderId: id,
      awards: [
        { bidLineId: of1.lines[0].bidLineId, awardProportion: 40 },
        { bidLineId: of2.lines[0].bidLineId, awardProportion: 60 },
        { bidLineId: of1.lines[1].bidLineId, awardQuantity: 3000 },
      ],
    });
    await act(buyer, 'submitAward', id, { awardComments: '钢板按4:6分配以保障供应，铝型材授予华东精密' });
  };
  await awarded('冷轧钢板与铝型材年度框架询价', 30, [5180, 23.2], [5120, 23.6], async (id) => {
    await splitAward(id);
    await act(approver, 'approveAward', id);
    await run(createAgreements, buyer, { auctionHeaderId: id });
  });
  await awarded('冷轧钢板季度询价', 20, [5210, 23.1], [5165, 23.8], async (id) => {
    await run(autoAward, buyer, { auctionHeaderId: id });
    await act(buyer, 'submitAward', id, { awardComments: '按最低价决标' });
    await act(approver, 'approveAward', id);
  });
  await awarded('钢板与铝型材补充询价', 16, [5195, 22.9], [5150, 23.4], async (id) => {
    await splitAward(id);
  });

  // Open for quoting until next week: 华东精密 has quoted, 蓝海 has a draft.
  const open = await inquiry('轴承座补充询价', at(0, -1), at(7));
  await publish(open);
  await quote(supplier1, open, [80.8, 302]);
  await quote(supplier2, open, [82.5, 296], false);

  // Questions on the open inquiry: one answered for everyone, one waiting for the buyer.
  const question = getEntity('ponQuestion');
  const ask = async (caller: Caller, questionTitle: string, questionText: string) => {
    const q = await ops.save(question, caller, { auctionHeaderId: open, questionTitle, questionText });
    return ops.act(question, caller, question.workflow!.actions[0], { questionId: q.questionId });
  };
  const asked = await ask(supplier2, '轴承座材质', '轴承座可否使用 QT450 球墨铸铁替代 HT250？');
  await ops.act(question, buyer, question.workflow!.actions[1], { questionId: asked.questionId, answerText: '可以，需随货提供材质证明。' });
  await ask(supplier1, '交货地点', '传动轴是否需要送至二号产线仓库？');

  const gear = await item('M-100004');
  await seedTenders(db, ops, { buyer, approver, supplier1, supplier2 }, { org, bearing, shaft, flange, gear, steel, aluminium, userId });

  // Waiting for the approver; a draft; a cancelled one.
  const waiting = await inquiry('传动轴二季度询价', at(1), at(10));
  await act(buyer, 'submit', waiting);
  await inquiry('法兰盘样件询价', at(2), at(12));
  const cancelled = await inquiry('旧型号轴承询价（已取消）', at(1), at(8));
  await act(buyer, 'cancel', cancelled, { comment: '需求取消' });
}

interface Cast {
  buyer: Caller;
  approver: Caller;
  supplier1: Caller;
  supplier2: Caller;
}

/**
 * The expert pool (three experts of machined parts, each a user who signs in),
 * an assessment template, and tenders: a draft, one open for responses, one
 * at evaluation (opened by its committee; 吴专家 has scored, 周专家 and 郑专家
 * have it as a to-do), one whose decision waits for 周专家's countersign, and
 * one awarded. The decided ones buy raw materials, whose prices no purchasing
 * demo depends on.
 */
async function seedTenders(
  db: Db,
  ops: EntityOperations,
  { buyer, approver, supplier1, supplier2 }: Cast,
  refs: {
    org: number;
    bearing: number;
    shaft: number;
    flange: number;
    gear: number;
    steel: number;
    aluminium: number;
    userId: (name: string) => Promise<number>;
  },
): Promise<void> {
  const one = async (sql: string, params: unknown[]) => Number((await db.query<{ id: number }>(sql, params)).rows[0].id);
  const machined = await one(`SELECT category_id AS id FROM srm_base_categories WHERE category_code = '1001'`, []);
  const expert = getEntity('ponExpert');
  const pool: [string, string, string, string, string, Row[]][] = [
    ['周明远', 'expert1', '教授级高级工程师', '华东理工大学机械学院', 'DOCTOR', [{ companyName: '华东理工大学', position: '教授', startDate: '2008-09-01' }]],
    ['吴晓岚', 'expert2', '高级工程师', '星辰研究院', 'MASTER', [{ companyName: '星辰研究院', position: '总工程师', startDate: '2012-03-01' }]],
    ['郑国栋', 'expert3', '高级工程师', '中机检测中心', 'BACHELOR', [{ companyName: '中机检测中心', position: '检测部主任', startDate: '2010-07-01' }]],
  ];
  for (const [expertName, user, professionalTitle, workUnit, degree, works] of pool)
    await ops.save(expert, buyer, {
      expertName,
      userId: await refs.userId(user),
      categoryId: machined,
      professionalTitle,
      workUnit,
      introduction: `${workUnit}${professionalTitle}，长期从事机械零部件设计与质量评审。`,
      works,
      projects: [{ projectName: '精密传动部件国产化项目', projectRole: '技术评审组长', projectYear: 2024 }],
      achievements: [{ achievementName: '省部级科技进步二等奖', achievementYear: 2021 }],
      educations: [{ schoolName: '上海交通大学', major: '机械工程', degree, graduationYear: 2003 }],
    });
  const template = await ops.save(getEntity('ponAssessTemplate'), buyer, {
    templateCode: 'MECH',
    templateName: '机械零部件综合评分法',
    commercialScore: 40,
    priceFormula: 'LOWEST_BASE',
    description: '技术60分（专家评分），商务40分（最低价基准法）',
    indexes: [
      { lineNumber: 1, indexName: '技术方案与工艺', maxScore: 30, description: '工艺路线、关键尺寸控制、检测手段' },
      { lineNumber: 2, indexName: '质量保证体系', maxScore: 20, description: '体系认证、过程控制、质量追溯' },
      { lineNumber: 3, indexName: '交付与售后服务', maxScore: 10, description: '交付周期、备货能力、响应时间' },
    ],
  });
  const auction = getEntity('ponAuction');
  const act = actorOn(ops, 'ponAuction');
  const run = <T>(handler: (ctx: Parameters<typeof startBid>[0]) => Promise<T>, caller: Caller, body: Row) =>
    db.transaction((tx) => handler({ ops, def: auction, caller, tx, pending: new PendingEvents(), body }));
  const rules = getEntity('ponBiddingRule');
  const [routine, major, reviewed] = await Promise.all(
    [
      { ruleCode: 'INV-2', ruleName: '邀请招标（不少于2家有效投标）', invitingBidWay: 'INVITED', minBidders: 2, minInvited: 2, minJury: 3 },
      {
        ruleCode: 'KEY-3',
        ruleName: '重要物资招标（不少于3家有效投标）',
        minBidders: 3,
        minInvited: 2,
        minJury: 3,
        description: '依《招标投标法》第二十八条，投标人少于三个的应重新招标。',
      },
      {
        ruleCode: 'QUAL-2',
        ruleName: '资格审查与候选人公示（不少于2家有效投标）',
        invitingBidWay: 'INVITED',
        minBidders: 2,
        minInvited: 2,
        minJury: 3,
        complianceReview: 'Y',
        publicityDays: 3,
        description: '评标前由评标组长做符合性审查；定标前公示中标候选人不少于3天。',
      },
    ].map(async (r) => Number((await ops.save(rules, buyer, r)).biddingRuleId)),
  );
  const committee = [{ userId: await refs.userId('buyer') }, { userId: await refs.userId('approver') }];
  const tender = async (title: string, start: Date, end: Date, extra: Row = {}) =>
    Number(
      (
        await ops.save(auction, buyer, {
          auctionType: 'TENDER',
          auctionTitle: title,
          orgId: refs.org,
          bidStartDate: stamp(start),
          bidEndDate: stamp(end),
          openQuorum: 2,
          buyerName: '张伟',
          assessTemplateId: template.assessTemplateId,
          juryCategoryId: machined,
          juryCount: 3,
          noteToSupplier: '投标文件分技术标与商务标：技术标填写技术方案，商务标按含税单价报价。',
          noteToJury: '请依据评分标准独立评分，技术分满分60分。',
          sections: [
            { sectionNumber: 1, sectionName: '轴承座与传动轴', budgetAmount: 150000 },
            { sectionNumber: 2, sectionName: '法兰盘', budgetAmount: 200000 },
          ],
          items: [
            { lineNumber: 1, sectionNumber: 1, itemId: refs.bearing, quantity: 800 },
            { lineNumber: 2, sectionNumber: 1, itemId: refs.shaft, quantity: 200 },
            { lineNumber: 3, sectionNumber: 2, itemId: refs.flange, quantity: 1500 },
          ],
          suppliers: [{ supplierId: supplier1.supplierId }, { supplierId: supplier2.supplierId }],
          openers: committee,
          biddingRuleId: extra.invitingBidWay === 'OPEN' ? null : routine,
          ...extra,
        })
      ).auctionHeaderId,
    );
  const docs = getEntity('ponTenderDoc');
  const docAction = actorOn(ops, 'ponTenderDoc');
  /** The tender's invitation and technical specification, approved (released). */
  const writeDocs = async (id: number) => {
    for (const [docType, docTitle, docContent] of [
      ['INVITATION', '招标公告', '<p>星辰制造有限公司就本项目进行招标，欢迎符合资格的供应商参加。投标截止时间以招标项目为准。</p>'],
      ['TECH_SPEC', '技术规格书', '<p>按图纸加工，关键尺寸公差按 GB/T 1804-m；每批附出厂检验报告。</p>'],
    ]) {
      const doc = await ops.save(docs, buyer, { auctionHeaderId: id, docType, docTitle, docContent });
      await docAction(buyer, 'submit', Number(doc.docId));
      await docAction(approver, 'approval', Number(doc.docId));
    }
  };
  const publish = async (id: number) => {
    await act(buyer, 'submit', id);
    await act(approver, 'approval', id);
    await writeDocs(id);
    await act(buyer, 'publish', id);
  };
  const experts = await Promise.all(['expert1', 'expert2', 'expert3'].map((u) => callerFor(db, u)));
  const score = async (expert: Caller, id: number, shares: number[], scoreComments?: string) => {
    const sheet = (await run(evaluation, buyer, { auctionHeaderId: id })) as { rules: Row[]; responses: Row[] };
    const scores = sheet.responses.flatMap((r, i) =>
      sheet.rules
        .filter((rule) => rule.scorePartition === 'TECH')
        .map((rule) => ({ bidHeaderId: r.bidHeaderId, scoreRuleId: rule.scoreRuleId, score: Number(rule.maxScore) * shares[i] })),
    );
    await run(submitScores, expert, { auctionHeaderId: id, scores, scoreComments });
  };
  const respond = async (caller: Caller, id: number, prices: number[], technicalProposal: string) => {
    const draft = (await run(startBid, caller, { auctionHeaderId: id })) as Row;
    const lines = (draft.lines as Row[]).map((l, i) => ({ ...l, taxPrice: prices[i], leadTimeDays: 20 }));
    const saved = await ops.save(getEntity('ponBid'), caller, { ...draft, lines, technicalProposal });
    await ops.act(getEntity('ponBid'), caller, getEntity('ponBid').workflow!.actions[0], { bidHeaderId: saved.bidHeaderId });
  };

  // At evaluation: responded last week, opened by both committee members; one of three experts has scored.
  const evaluating = await atDate(at(-12), async () => {
    const id = await tender('2027年度传动部件公开招标', at(-12), at(-4));
    await publish(id);
    await run(drawJury, buyer, { auctionHeaderId: id });
    await atDate(at(-9), () =>
      respond(supplier1, id, [79.5, 299, 139], '采用数控加工中心一次装夹成型，关键尺寸100%在线检测；通过IATF 16949认证；常备两周库存。'),
    );
    await atDate(at(-8), () => respond(supplier2, id, [81, 292, 141.5], '半自动产线加工，抽检比例20%；通过ISO 9001认证；交付周期25天。'));
    return id;
  });
  await atDate(at(-3), async () => {
    await closeDueInquiries(db, ops);
    await run(signOpening, buyer, { auctionHeaderId: evaluating });
    await run(signOpening, approver, { auctionHeaderId: evaluating });
    await score(experts[1], evaluating, [0.9, 0.75], '华东精密工艺与检测手段更完善。');
  });
  // The jury's questions on its responses: 华东精密 has answered, 蓝海 has yet to.
  const clarification = getEntity('ponClarification');
  const clarify = (name: string) => actionOf(clarification, name);
  for (const [supplier, clarificationTitle, question] of [
    [supplier1, '检测能力说明', '请说明关键尺寸在线检测所用设备型号及检测频次。'],
    [supplier2, '交付周期说明', '技术标中交付周期为25天，请说明能否缩短至20天及所需条件。'],
  ] as const) {
    const bidHeaderId = await one(
      `SELECT bid_header_id AS id FROM srm_pon_bid_headers WHERE auction_header_id = $1 AND supplier_id = $2 AND bid_status = 'SUBMITTED'`,
      [evaluating, supplier.supplierId],
    );
    const made = await ops.save(clarification, buyer, {
      bidHeaderId,
      clarificationTitle,
      replyEndDate: stamp(at(2)),
      lines: [{ lineNumber: 1, question }],
    });
    await ops.act(clarification, buyer, clarify('send'), { clarificationId: made.clarificationId });
    if (supplier === supplier1)
      await ops.act(clarification, supplier1, clarify('reply'), {
        clarificationId: made.clarificationId,
        lines: [
          {
            clarificationLineId: (made.lines as Row[])[0].clarificationLineId,
            replyText: '采用海克斯康三坐标测量机，关键尺寸每件在线检测，每班首件全尺寸检测。',
          },
        ],
      });
  }

  // Raw materials tendered weeks ago, evaluated and decided: one awarded, one waiting for 周专家's countersign.
  const decided = async (title: string, daysAgo: number, prices1: number[], prices2: number[], agreeing: Caller[], evaluatedOnly = false) => {
    const id = await atDate(at(-daysAgo), async () => {
      const made = await tender(title, at(-daysAgo), at(-daysAgo + 5), {
        sections: [
          { sectionNumber: 1, sectionName: '冷轧钢板', budgetAmount: 120000 },
          { sectionNumber: 2, sectionName: '铝型材', budgetAmount: 80000 },
        ],
        items: [
          { lineNumber: 1, sectionNumber: 1, itemId: refs.steel, quantity: 20 },
          { lineNumber: 2, sectionNumber: 2, itemId: refs.aluminium, quantity: 3000 },
        ],
      });
      await publish(made);
      await run(drawJury, buyer, { auctionHeaderId: made });
      await atDate(at(-daysAgo + 1), () => respond(supplier1, made, prices1, '钢板按GB/T 708交货，铝型材6063-T5，附材质证明。'));
      await atDate(at(-daysAgo + 2), () => respond(supplier2, made, prices2, '钢板宝钢原料，铝型材自有挤压线，交付周期15天。'));
      return made;
    });
    await atDate(at(-daysAgo + 6), async () => {
      await closeDueInquiries(db, ops);
      await run(signOpening, buyer, { auctionHeaderId: id });
      await run(signOpening, approver, { auctionHeaderId: id });
      await score(experts[0], id, [0.85, 0.8]);
      await score(experts[1], id, [0.9, 0.7]);
      await score(experts[2], id, [0.8, 0.75]);
      if (evaluatedOnly) return;
      await run(autoAward, buyer, { auctionHeaderId: id });
      await act(buyer, 'submitPicketage', id, { awardComments: '按综合得分排名定标' });
      for (const expert of agreeing) await run(countersign, expert, { auctionHeaderId: id, countersignOpinion: 'AGREE' });
    });
    return id;
  };
  // Awarded: last year's, whose result notices went out (the winner has confirmed receipt, the other not yet), and this one's, still to send.
  const notices = getEntity('ponTenderNotice');
  const noticeAction = (name: string) => actionOf(notices, name);
  const lastYear = await decided('2026年度钢材铝材招标', 60, [5300, 23.5], [5320, 23.2], experts);
  await atDate(at(-52), async () => {
    await act(approver, 'approveAward', lastYear);
    const made = await db.query<Row>(
      `SELECT notice_id AS "noticeId", notice_content AS "noticeContent", notice_type AS "noticeType" FROM srm_pon_tender_notices WHERE auction_header_id = $1`,
      [lastYear],
    );
    for (const notice of made.rows) await ops.act(notices, buyer, noticeAction('send'), notice);
    const winner = await one(`SELECT supplier_id AS id FROM srm_pon_tender_notices WHERE auction_header_id = $1 AND notice_type = 'WIN'`, [lastYear]);
    const winning = winner === supplier1.supplierId ? supplier1 : supplier2;
    const won = made.rows.find((n) => n.noticeType === 'WIN')!;
    await atDate(at(-51), () => ops.act(notices, winning, noticeAction('acknowledge'), { noticeId: won.noticeId }));
  });
  const awardedTender = await decided('2027年度钢材铝材招标', 28, [5150, 23.1], [5180, 22.8], experts);
  await act(approver, 'approveAward', awardedTender);
  await decided('钢材铝材补充招标', 18, [5200, 23.3], [5170, 23.6], experts.slice(1));

  // Evaluated, bargaining before the decision: 华东精密 has answered with lower prices, 蓝海 has yet to answer.
  const bargaining = await decided('2027年度钢材铝材追加招标', 9, [5250, 23.4], [5230, 23.5], experts, true);
  const bargain = getEntity('ponBargain');
  const bargainAction = (name: string) => actionOf(bargain, name);
  for (const [supplier, bargainReason] of [
    [supplier1, '贵公司综合排名第一，请在投标价基础上给出最终优惠报价，目标单价见各行。'],
    [supplier2, '请就铝型材单价给出最终报价。'],
  ] as const) {
    const bidHeaderId = await one(
      `SELECT bid_header_id AS id FROM srm_pon_bid_headers WHERE auction_header_id = $1 AND supplier_id = $2 AND bid_status = 'SUBMITTED'`,
      [bargaining, supplier.supplierId],
    );
    const made = await ops.save(bargain, buyer, { bidHeaderId, bargainReason, bargainEndDate: stamp(at(3)) });
    const lines: Row[] = (made.lines as Row[]).map((l) => ({ ...l, targetPrice: Math.round(Number(l.quotedPrice) * 0.97 * 100) / 100 }));
    await ops.save(bargain, buyer, { ...made, lines });
    await ops.act(bargain, buyer, bargainAction('request'), { bargainId: made.bargainId });
    if (supplier === supplier1)
      await ops.act(bargain, supplier1, bargainAction('answer'), {
        bargainId: made.bargainId,
        lines: lines.map((l) => ({ bargainLineId: l.bargainLineId, bargainPrice: Math.round(Number(l.quotedPrice) * 0.98 * 100) / 100 })),
      });
  }

  // The Suzhou plant's tenders start from its setup: the review-and-publicity rule, the machined-parts template and experts, both committee members.
  await ops.save(getEntity('ponBiddingSetup'), buyer, {
    orgId: await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-SZ'`, []),
    biddingRuleId: reviewed,
    assessTemplateId: template.assessTemplateId,
    juryCategoryId: machined,
    noteToSupplier: '投标文件分技术标与商务标，商务标按含税单价报价；投标人须具备有效的 IATF 16949 认证。',
    noteToJury: '先做符合性审查，再依据评分标准独立评分。',
    openers: committee,
  });
  // Held to the review-and-publicity rule: one whose chair is reviewing the responses; one reviewed (蓝海 failed its
  // qualification), scored and ranked, its candidates published until the day after tomorrow.
  const marks = getEntity('ponResponseMark');
  const reviewedTender = async (title: string, daysAgo: number) =>
    atDate(at(-daysAgo), async () => {
      const made = await tender(title, at(-daysAgo), at(-daysAgo + 4), { biddingRuleId: reviewed });
      await publish(made);
      await run(drawJury, buyer, { auctionHeaderId: made });
      await atDate(at(-daysAgo + 1), () => respond(supplier1, made, [77, 298, 138], '数控加工，关键尺寸全检；IATF 16949 认证。'));
      await atDate(at(-daysAgo + 2), () => respond(supplier2, made, [76, 290, 136], '半自动产线，抽检20%。'));
      await atDate(at(-daysAgo + 4, 1), async () => {
        await closeDueInquiries(db, ops);
        await run(signOpening, buyer, { auctionHeaderId: made });
        await run(signOpening, approver, { auctionHeaderId: made });
      });
      return made;
    });
  await reviewedTender('2027年度密封件招标', 5);
  const publicised = await reviewedTender('2027年度密封圈招标', 9);
  await atDate(at(-4), async () => {
    const sheet = await ops.findById(marks, buyer, {
      markId: await one('SELECT mark_id AS id FROM srm_pon_response_marks WHERE auction_header_id = $1', [publicised]),
    });
    const chair = experts.find((e) => e.userId === Number(sheet.leaderUserId))!;
    const failing = await one(
      `SELECT bid_header_id AS id FROM srm_pon_bid_headers WHERE auction_header_id = $1 AND supplier_id = $2 AND bid_status = 'SUBMITTED'`,
      [publicised, supplier2.supplierId],
    );
    const lines = (sheet.lines as Row[]).map((l) =>
      Number(l.bidHeaderId) === failing ? { ...l, qualificationPassed: 'N', markComments: '未提供有效的 IATF 16949 认证证书' } : l,
    );
    const saved = await ops.save(marks, chair, { ...sheet, lines });
    await ops.act(marks, chair, marks.workflow!.actions[0], { markId: saved.markId });
    for (const expert of experts) await score(expert, publicised, [0.85, 0.8]);
  });
  await atDate(at(-1), async () => {
    const bright = getEntity('ponBrightMoon');
    const made = await ops.save(bright, buyer, {
      auctionHeaderId: publicised,
      brightTitle: '2027年度密封圈招标中标候选人公示',
      candidateCount: 3,
      publicityEndDate: stamp(at(2, 2)),
      brightContent: '公示期内，投标人对评标结果有异议的，可向招标人书面提出。',
    });
    await ops.act(bright, buyer, bright.workflow!.actions[0], { brightId: made.brightId });
  });

  // Open for responses until next week: 华东精密 has responded.
  const open = await tender('法兰盘与传动轴补充招标', at(0, -1), at(6));
  await publish(open);
  await run(drawJury, buyer, { auctionHeaderId: open });
  await respond(supplier1, open, [80, 300, 140], '数控加工，全检关键尺寸。');
  // A question on it, answered to both invited suppliers as a clarification.
  const question = getEntity('ponQuestion');
  const asked = await ops.save(question, supplier2, {
    auctionHeaderId: open,
    questionTitle: '法兰盘检验标准',
    questionText: '法兰盘是否按 GB/T 9124 检验，是否需要第三方检测报告？',
  });
  await ops.act(question, supplier2, question.workflow!.actions[0], { questionId: asked.questionId });
  await ops.act(question, buyer, question.workflow!.actions[1], {
    questionId: asked.questionId,
    answerText: '按 GB/T 9124.1 检验，首批供货需附第三方检测报告。',
  });

  // Open to every supplier (公开招标): 华东精密 registered and was shortlisted, 蓝海's registration waits for the buyer.
  const openToAll = await tender('2027年度齿轮公开招标', at(0, -2), at(8), {
    invitingBidWay: 'OPEN',
    registrationEndDate: stamp(at(3)),
    suppliers: [],
    sections: [{ sectionNumber: 1, sectionName: '齿轮', budgetAmount: 90000 }],
    items: [{ lineNumber: 1, sectionNumber: 1, itemId: refs.gear, quantity: 2000 }],
  });
  await publish(openToAll);
  await run(register, supplier1, { auctionHeaderId: openToAll });
  await run(register, supplier2, { auctionHeaderId: openToAll });
  const invite = getEntity('ponAuctionSupplier');
  const registered1 = await one('SELECT invite_id AS id FROM srm_pon_auction_suppliers WHERE auction_header_id = $1 AND supplier_id = $2', [
    openToAll,
    supplier1.supplierId,
  ]);
  await ops.act(invite, buyer, actionOf(invite, 'shortlist'), { inviteId: registered1 });

  // Held to the three-response rule, two responses each: one abandoned (流标) last month, one closed yesterday and waiting for the buyer's decision.
  for (const [title, daysAgo, abandoned] of [
    ['2026年度齿轮箱壳体招标', 30, true],
    ['2027年度轴承座补充招标', 8, false],
  ] as const) {
    const id = await atDate(at(-daysAgo), async () => {
      const made = await tender(title, at(-daysAgo), at(-daysAgo + 7), { biddingRuleId: major });
      await publish(made);
      await run(drawJury, buyer, { auctionHeaderId: made });
      await atDate(at(-daysAgo + 1), () => respond(supplier1, made, [78, 305, 142], '数控加工，关键尺寸全检。'));
      await atDate(at(-daysAgo + 2), () => respond(supplier2, made, [82, 296, 139], '半自动产线，抽检20%。'));
      return made;
    });
    await atDate(at(-daysAgo + 7, 1), () => closeDueInquiries(db, ops));
    if (abandoned) await atDate(at(-daysAgo + 8), () => act(buyer, 'abandon', id, { comment: '有效投标不足3家，依规流标，另行组织招标' }));
  }

  // Being written, with its documents: the invitation a draft, the specification with the approver, the contract terms sent back.
  const drafting = await tender('2027年度机加件框架招标（草稿）', at(3), at(15));
  await ops.save(docs, buyer, { auctionHeaderId: drafting, docType: 'INVITATION', docTitle: '招标公告（草稿）', docContent: '<p>框架招标，有效期一年。</p>' });
  const spec = await ops.save(docs, buyer, {
    auctionHeaderId: drafting,
    docType: 'TECH_SPEC',
    docTitle: '机加件技术规格书',
    docContent: '<p>材料、公差与检验要求见附件图纸。</p>',
  });
  await docAction(buyer, 'submit', Number(spec.docId));
  const terms = await ops.save(docs, buyer, {
    auctionHeaderId: drafting,
    docType: 'CONTRACT',
    docTitle: '框架合同条款',
    docContent: '<p>付款：到货验收后 90 天。</p>',
  });
  await docAction(buyer, 'submit', Number(terms.docId));
  await ops.act(docs, approver, actionOf(docs, 'reject'), { docId: terms.docId, comment: '付款期限请按集团标准改为 60 天' });
  await seedTenderPlans(db, ops, { buyer, approver, supplier1, supplier2 }, refs);
}

/** Tender plans: one approved and made into a draft tender, one waiting for the approver, one being written. */
async function seedTenderPlans(
  db: Db,
  ops: EntityOperations,
  { buyer, approver }: Cast,
  refs: { org: number; bearing: number; shaft: number; flange: number },
) {
  const plan = getEntity('ponTenderPlan');
  const act = actorOn(ops, 'ponTenderPlan');
  const save = async (planTitle: string, plannedDate: string, lines: [number, number, number][]) =>
    Number(
      (
        await ops.save(plan, buyer, {
          planTitle,
          orgId: refs.org,
          planYear: 2027,
          plannedDate,
          comments: '按年度需求预测编制，预算含税。',
          lines: lines.map(([itemId, quantity, budgetPrice], i) => ({ lineNumber: i + 1, itemId, quantity, budgetPrice, needByDate: '2027-03-31' })),
        })
      ).planId,
    );
  const approved = await save('2027年第一季度传动部件招标计划', '2027-01-15', [
    [refs.bearing, 3000, 82],
    [refs.shaft, 800, 305],
  ]);
  await act(buyer, 'submit', approved);
  await act(approver, 'approval', approved);
  await db.transaction((tx) => createTenderFromPlan({ ops, def: plan, caller: buyer, tx, pending: new PendingEvents(), body: { planId: approved } }));
  const submitted = await save('2027年第二季度法兰盘招标计划', '2027-04-10', [[refs.flange, 6000, 142]]);
  await act(buyer, 'submit', submitted);
  await save('2027年下半年机加件招标计划（编制中）', '2027-07-01', [
    [refs.bearing, 2500, 80],
    [refs.flange, 4000, 140],
  ]);
}
