/**
 * Demo of contracts (entities/contract/STATES.md):
 * - the clause library: published clauses with placeholders, one altered (v1
 *   superseded, v2 published), one with an alteration open (changing), and one
 *   draft, one awaiting publication, one rejected;
 * - templates: the standard purchase template published (v2, v1 superseded),
 *   a draft, one awaiting publication, one rejected;
 * - contracts in every state, for 华东精密 (supplier1) and 蓝海 (supplier2): the
 *   CONFIRMED one of supplier1 made from the template (the signing demo signs
 *   it), an EFFECTIVE one with two versions and one in its first, a simplified
 *   one, one made from a purchase order.
 * The buyer runs the contract menus, the approver decides, suppliers confirm or
 * refuse on their own menus.
 */
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import { systemCaller, type Caller } from '../engine/caller.ts';
import { EntityOperations } from '../engine/operations.ts';
import { PendingEvents } from '../engine/events.ts';
import { registerContracts } from '../contract/feature.ts';
import { callerFor } from './purchase-demo.ts';
import { actor } from './act.ts';
import { grantRoutes, routesOf, menusOf, READ } from './grants.ts';

type Row = Record<string, unknown>;

/** The buyer runs every contract menu; the approver decides terms, templates and contracts; suppliers confirm theirs. */
async function grantContracts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await grantRoutes(tx, 'BUYER', menusOf('CONTRACT'), (s) => s.all);
    await grantRoutes(tx, 'APPROVER', routesOf(['CCT_TERMS', 'CCT_TEMPLATE', 'CCT_CONTRACT']), (s) => [...s.decides, ...READ]);
    await grantRoutes(tx, 'SUPPLIER', routesOf(['CCT_CONTRACT_CONFIRM_SELF', 'CCT_CONTRACT_SIGNED_SELF']), (s) => [...READ, ...s.supplier]);
  });
}

/** The clause library: [name, type, text]. */
const TERMS: [string, string, string][] = [
  [
    '合同双方',
    'GENERAL',
    '甲方：{{partyA}}\n乙方：{{supplierName}}（供应商编码 {{supplierNumber}}）\n双方经平等协商，就甲方向乙方采购下列标的物订立本合同（合同编号 {{contractCode}}）。',
  ],
  ['标的物', 'COMMERCIAL', '本合同标的物如下：\n{{items}}\n合同总金额（含税）：{{totalAmount}}。'],
  ['付款方式', 'PAYMENT', '甲方按下列阶段向乙方付款：\n{{paymentStages}}\n乙方应在每次付款前开具等额增值税专用发票。'],
  [
    '交付与期限',
    'DELIVERY',
    '本合同有效期自 {{startDate}} 起至 {{endDate}} 止。乙方应按甲方订单约定的时间、地点交付，逾期交付每日按未交付部分金额的千分之一支付违约金。',
  ],
  [
    '质量保证',
    'QUALITY',
    '乙方保证所供货物符合国家标准及双方确认的技术规格，质保期为验收合格之日起十二个月。质保期内出现质量问题，乙方应在接到通知后三日内免费更换或维修。',
  ],
  ['违约责任', 'LIABILITY', '任何一方违反本合同约定，应赔偿守约方因此遭受的全部损失。因不可抗力不能履行合同的，受影响一方应及时通知对方并提供证明。'],
];

export async function seedContractDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerContracts(ops);
  await grantContracts(db);
  const [buyer, approver, supplier1, supplier2] = await Promise.all(['buyer', 'approver', 'supplier1', 'supplier2'].map((u) => callerFor(db, u)));
  const one = async (sql: string, params: unknown[]) => Number((await db.query<{ id: number }>(sql, params)).rows[0].id);
  const org = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`, []);
  const item = (code: string) => one('SELECT item_id AS id FROM srm_base_items WHERE item_code = $1', [code]);
  const inDays = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000));
  const save = async (entity: string, caller: Caller, body: Row): Promise<Row> => ops.save(getEntity(entity), caller, body);
  const idOf = (entity: string, row: Row) => Number(row[getEntity(entity).key]);
  const act = actor(ops);
  const alter = (entity: string, id: number) => {
    const def = getEntity(entity);
    return ops.runOperation(def, buyer, def.operations!.find((o) => o.operation === 'doAlteration')!, { [def.key]: id }) as Promise<Row>;
  };
  const publish = async (entity: string, id: number) => {
    await act(entity, buyer, 'submitPublish', id);
    await act(entity, approver, 'approvePublish', id);
  };

  // The clause library.
  const terms: number[] = [];
  for (const [termName, termType, termContent] of TERMS) {
    const id = idOf('contractTerm', await save('contractTerm', buyer, { termName, termType, termContent }));
    await publish('contractTerm', id);
    terms.push(id);
  }
  // The quality clause was altered: v2 (a longer warranty) published, v1 superseded.
  const quality2 = idOf('contractTerm', await alter('contractTerm', terms[4]));
  const q2 = await ops.findById(getEntity('contractTerm'), buyer, { termId: quality2 });
  await save('contractTerm', buyer, { termId: quality2, versionNum: q2.versionNum, termContent: String(q2.termContent).replace('十二个月', '二十四个月') });
  await publish('contractTerm', quality2);
  terms[4] = quality2;
  // The liability clause has an alteration open (the published one is flagged as being changed).
  await alter('contractTerm', terms[5]);
  const confidential = idOf(
    'contractTerm',
    await save('contractTerm', buyer, {
      termName: '保密条款',
      termType: 'GENERAL',
      termContent: '双方对因履行本合同而知悉的对方商业秘密负有保密义务，保密期限为合同终止后三年。',
    }),
  );
  await act('contractTerm', buyer, 'submitPublish', confidential);
  const dispute = idOf(
    'contractTerm',
    await save('contractTerm', buyer, {
      termName: '争议解决',
      termType: 'GENERAL',
      termContent: '因本合同引起的争议，双方协商解决；协商不成的，提交甲方所在地人民法院诉讼解决。',
    }),
  );
  await act('contractTerm', buyer, 'submitPublish', dispute);
  await act('contractTerm', approver, 'rejectPublish', dispute, { comment: '请写明适用的法院 / Name the court' });
  await save('contractTerm', buyer, { termName: '知识产权', termType: 'GENERAL', termContent: '乙方保证所供货物不侵犯任何第三方的知识产权。' });

  // Templates.
  const clauseLines = (ids: number[]) => ids.map((termId, i) => ({ seqNum: i + 1, termId }));
  const standard1 = idOf(
    'contractTemplate',
    await save('contractTemplate', buyer, {
      templateName: '标准采购合同',
      templateType: 'PURCHASE',
      comments: '通用物料采购',
      clauses: clauseLines(terms.slice(0, 4)),
    }),
  );
  await publish('contractTemplate', standard1);
  // v2 adds the quality and liability clauses; v1 is superseded.
  const standard = idOf('contractTemplate', await alter('contractTemplate', standard1));
  const s2 = await ops.findById(getEntity('contractTemplate'), buyer, { templateId: standard });
  await save('contractTemplate', buyer, { templateId: standard, versionNum: s2.versionNum, clauses: clauseLines(terms) });
  await publish('contractTemplate', standard);
  const service = idOf(
    'contractTemplate',
    await save('contractTemplate', buyer, { templateName: '服务合同', templateType: 'SERVICE', clauses: clauseLines([terms[0], terms[2], terms[5]]) }),
  );
  await act('contractTemplate', buyer, 'submitPublish', service);
  const frame = idOf(
    'contractTemplate',
    await save('contractTemplate', buyer, { templateName: '年度框架协议', templateType: 'FRAMEWORK', clauses: clauseLines([terms[0], terms[1]]) }),
  );
  await act('contractTemplate', buyer, 'submitPublish', frame);
  await act('contractTemplate', approver, 'rejectPublish', frame, { comment: '缺少付款条款 / Payment clause missing' });
  await save('contractTemplate', buyer, { templateName: '模具开发合同', templateType: 'OTHER', clauses: clauseLines([terms[0]]) });

  // Contracts.
  const [bearing, shaft, flange] = [await item('M-100001'), await item('M-100002'), await item('M-100003')];
  const fromTemplate = async (caller: Caller, supplierId: number | null, name: string, amount: number, extra: Row = {}) =>
    idOf(
      'contract',
      await save('contract', caller, {
        contractName: name,
        contractType: 'PURCHASE',
        supplierId,
        orgId: org,
        templateId: standard,
        totalAmount: amount,
        currencyCode: 'CNY',
        startDate: inDays(-30),
        endDate: inDays(335),
        signedSite: '上海',
        payments: [
          { lineNumber: 1, paymentStageName: '预付款', paymentStageExplain: '合同生效后10日内', paymentProportion: 30 },
          { lineNumber: 2, paymentStageName: '到货款', paymentStageExplain: '验收合格后30日内', paymentProportion: 60 },
          { lineNumber: 3, paymentStageName: '质保金', paymentStageExplain: '质保期满后', paymentProportion: 10 },
        ],
        items: [
          { lineNumber: 1, itemId: bearing, purchaseQuantity: 1000, taxPrice: 12.5 },
          { lineNumber: 2, itemId: shaft, purchaseQuantity: 500, taxPrice: 20 },
        ],
        keyNodes: [{ lineNumber: 1, nodeName: '首批交货', planDate: inDays(15), responsibleParty: '乙方' }],
        supplements: [{ lineNumber: 1, supplementTitle: '包装要求', supplementText: '每箱不超过20公斤，外箱标明物料编码。' }],
        ...extra,
      }),
    );
  const s1 = supplier1.supplierId;
  const s2id = supplier2.supplierId;
  const through = async (id: number, last: string) => {
    const steps: [string, Caller, Row?][] = [
      ['submit', buyer],
      ['approval', approver],
      ['sendConfirm', buyer],
      ['supplierConfirm', supplier1],
    ];
    for (const [action, caller, extra] of steps) {
      await act('contract', caller, action, id, extra);
      if (action === last) return;
    }
  };
  // supplier1: draft, awaiting approval, approved (to send), awaiting its answer, CONFIRMED (to sign).
  await fromTemplate(buyer, s1, '2027年轴承座采购合同（拟定）', 22_500);
  await through(await fromTemplate(buyer, s1, '轴承座补充采购合同', 18_000), 'submit');
  await through(await fromTemplate(buyer, s1, '传动轴年度采购合同', 30_000), 'approval');
  await through(await fromTemplate(buyer, s1, '法兰盘采购合同', 15_000), 'sendConfirm');
  await through(await fromTemplate(buyer, s1, '华东精密轴承座采购合同', 22_500), 'supplierConfirm');
  // Rejected by the approver.
  const rejected = await fromTemplate(buyer, s1, '轴承座加急采购合同', 9_000);
  await act('contract', buyer, 'submit', rejected);
  await act('contract', approver, 'reject', rejected, { comment: '单价高于协议价 / Price above the agreement' });

  // supplier2: refused by the supplier.
  const refused = await fromTemplate(buyer, s2id, '蓝海法兰盘采购合同', 12_000, {
    items: [{ lineNumber: 1, itemId: flange, purchaseQuantity: 600, taxPrice: 20 }],
  });
  await act('contract', buyer, 'submit', refused);
  await act('contract', approver, 'approval', refused);
  await act('contract', buyer, 'sendConfirm', refused);
  await act('contract', supplier2, 'supplierRefuse', refused, { comment: '交货期无法满足 / Cannot meet the delivery date' });

  // Effective, then altered into version 2 (the delivery clause's period changed), and effective again.
  const sign = async (id: number) => {
    const def = getEntity('contract');
    await db.transaction(async (tx) => {
      const pending = new PendingEvents();
      await ops.actIn(tx, pending, def, systemCaller(), actionOf(def, 'sign'), { contractId: id });
      await tx.query('UPDATE srm_okc_contracts SET party_a_sign_date = $1, party_b_sign_date = $1 WHERE contract_id = $2', [formatDate(new Date()), id]);
      pending.flush();
    });
  };
  const versioned = await fromTemplate(buyer, s1, '华东精密2026年度采购合同', 40_000);
  await through(versioned, 'supplierConfirm');
  await sign(versioned);
  await act('contract', buyer, 'alteration', versioned, { comment: '延长合同期限 / Longer term' });
  const v2 = await ops.findById(getEntity('contract'), buyer, { contractId: versioned });
  const clauses = (v2.clauses as Row[]).map((c) =>
    c.clauseTitle === '交付与期限' ? { ...c, clauseText: String(c.clauseText).replace(/至 \d{4}-\d{2}-\d{2} 止/, `至 ${inDays(700)} 止`) } : c,
  );
  await save('contract', buyer, { contractId: versioned, versionNum: v2.versionNum, endDate: inDays(700), clauses });
  await through(versioned, 'supplierConfirm');
  await sign(versioned);

  // Effective in its first version, for an alteration to come.
  const fasteners = await fromTemplate(buyer, s1, '华东精密紧固件采购合同', 16_000);
  await through(fasteners, 'supplierConfirm');
  await sign(fasteners);

  // Being altered now; terminated.
  const changing = await fromTemplate(buyer, s2id, '蓝海传动轴采购合同', 10_000, {
    items: [{ lineNumber: 1, itemId: shaft, purchaseQuantity: 500, taxPrice: 20 }],
  });
  await act('contract', buyer, 'submit', changing);
  await act('contract', approver, 'approval', changing);
  await act('contract', buyer, 'sendConfirm', changing);
  await act('contract', supplier2, 'supplierConfirm', changing);
  await sign(changing);
  await act('contract', buyer, 'alteration', changing, { comment: '增加数量 / More quantity' });
  const ended = await fromTemplate(buyer, s1, '2025年轴承座采购合同', 8_000);
  await through(ended, 'supplierConfirm');
  await sign(ended);
  await act('contract', buyer, 'terminate', ended, { terminationReasons: '物料停产，双方协商终止 / Material discontinued' });

  // A simplified contract, and one made from a purchase order.
  await save('contract', buyer, {
    contractName: '办公耗材简易合同',
    contractType: 'OTHER',
    createdMode: 'SIMPLE',
    supplierId: s2id,
    orgId: org,
    totalAmount: 3_600,
    startDate: inDays(0),
    endDate: inDays(90),
  });
  const order = (
    await db.query<{ id: number }>(
      `SELECT po_header_id AS id FROM srm_po_headers WHERE supplier_id = $1 AND po_status IN ('APPROVED', 'RELEASED', 'CONFIRMED') ORDER BY po_header_id LIMIT 1`,
      [s1],
    )
  ).rows[0];
  if (order)
    await save('contract', buyer, {
      contractName: '订单转合同',
      contractType: 'PURCHASE',
      orgId: org,
      sourceOrderId: Number(order.id),
      startDate: inDays(0),
      endDate: inDays(180),
    });
}
