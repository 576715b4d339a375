/**
 * Demo of quality standards and substance compliance (entities/quality/STATES.md):
 * - the restricted substances of RoHS and REACH, two quality standards;
 * - a countersign of the RoHS standard waiting for 华东精密 (supplier1), one
 *   蓝海 (supplier2) signed;
 * - the RoHS requirement of 轴承座 M-100001, which 华东精密 delivers, published;
 *   华东精密's declarations in every state: one approved whose report expires
 *   within the month (warned), its renewal waiting for the buyer, one rejected;
 *   蓝海's draft; an approved exemption of 华东精密 for the same material;
 * - the buyer and the approver name as the compliance approvers.
 */
import { actionOf, submit } from '@srm/domain/entity/workflows.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { EntityOperations } from '../engine/operations.ts';
import { registerQualityHooks } from '../quality/feature.ts';
import { warnExpiringDeclarations } from '../quality/expiry.ts';
import { callerFor } from './purchase-demo.ts';
import { actor } from './act.ts';
import { grantRoutes, routesOf, menusOf, READ, WRITE } from './grants.ts';

type Row = Record<string, unknown>;

/** The buyer runs every quality menu; the approver decides declarations and exemptions; suppliers answer on their own menus. */
async function grantQuality(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await grantRoutes(tx, 'BUYER', menusOf('QUALITY'), (s) => s.all);
    await grantRoutes(tx, 'APPROVER', routesOf(['QMS_DECLARATION', 'QMS_EXEMPTION']), (s) => [...s.decides, ...READ]);
    // Requirements are the buyer's to publish: a supplier reads them and signs countersigns; declarations and exemptions it writes and submits.
    await grantRoutes(tx, 'SUPPLIER', routesOf(['QMS_COUNTERSIGN_SELF', 'QMS_REQUIRE_SELF']), (s) => [...READ, ...s.supplier]);
    await grantRoutes(tx, 'SUPPLIER', routesOf(['QMS_DECLARATION_SELF', 'QMS_EXEMPTION_SELF']), (s) => [...READ, ...WRITE, submit.resource, ...s.supplier]);
  });
}

const SUBSTANCES: [name: string, en: string, cas: string, category: string, limit: number][] = [
  ['铅', 'Lead', '7439-92-1', 'ROHS', 1000],
  ['镉', 'Cadmium', '7440-43-9', 'ROHS', 100],
  ['汞', 'Mercury', '7439-97-6', 'ROHS', 1000],
  ['六价铬', 'Hexavalent chromium', '18540-29-9', 'ROHS', 1000],
  ['多溴联苯', 'Polybrominated biphenyls', '59536-65-1', 'ROHS', 1000],
  ['邻苯二甲酸二(2-乙基己)酯', 'DEHP', '117-81-7', 'REACH_SVHC', 1000],
];

export async function seedQualityDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerQualityHooks();
  await grantQuality(db);
  const [buyer, approver, supplier1, supplier2] = await Promise.all(['buyer', 'approver', 'supplier1', 'supplier2'].map((u) => callerFor(db, u)));
  const inDays = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000));
  const save = async (entity: string, caller: Caller, body: Row) => {
    const def = getEntity(entity);
    return Number((await ops.save(def, caller, body))[def.key]);
  };
  const act = actor(ops);

  const substance: Record<string, number> = {};
  for (const [componentName, componentNameEn, casNumber, substanceCategory, defaultLimitPpm] of SUBSTANCES)
    substance[casNumber] = await save('qmsChemicalComponent', buyer, { componentName, componentNameEn, casNumber, substanceCategory, defaultLimitPpm });

  const rohs = await save('qmsStandardTemplate', buyer, {
    templateName: '星辰集团有害物质管控标准',
    standardType: 'SUBSTANCE',
    standardVersion: 'V3.1',
    effectiveDate: inDays(-90),
    standardContent: '供应商交付的物料须符合RoHS 2.0 (EU) 2015/863及REACH SVHC清单要求，并按物料提交合规声明与第三方检测报告。',
  });
  const agreement = await save('qmsStandardTemplate', buyer, {
    templateName: '来料质量协议',
    standardType: 'QUALITY_AGREEMENT',
    standardVersion: 'V2.0',
    effectiveDate: inDays(-200),
    standardContent: '来料抽样按GB/T 2828.1一般检验水平II，AQL 0.65；不合格批次由供应商负责返工或退换。',
  });
  const clauses = [
    { lineNumber: 1, clauseTitle: '限用物质', clauseContent: '铅≤1000ppm、镉≤100ppm、汞≤1000ppm、六价铬≤1000ppm' },
    { lineNumber: 2, clauseTitle: '检测报告', clauseContent: '每年提供CMA/CNAS认可实验室出具的检测报告' },
    { lineNumber: 3, clauseTitle: '变更通知', clauseContent: '材料或工艺变更须提前30天书面通知' },
  ];
  const waiting = await save('qmsCountersign', buyer, { templateId: rohs, supplierId: supplier1.supplierId, signDeadline: inDays(14), lines: clauses });
  await act('qmsCountersign', buyer, 'send', waiting);
  const signed = await save('qmsCountersign', buyer, { templateId: rohs, supplierId: supplier2.supplierId, signDeadline: inDays(-10), lines: clauses });
  await act('qmsCountersign', buyer, 'send', signed);
  await act('qmsCountersign', supplier2, 'sign', signed);
  // The quality agreement: 蓝海 refused its packaging clause; 华东精密's is still being drafted.
  const agreementClauses = [
    { lineNumber: 1, clauseTitle: '抽样标准', clauseContent: '按GB/T 2828.1一般检验水平II，AQL 0.65' },
    { lineNumber: 2, clauseTitle: '包装要求', clauseContent: '防潮包装，每箱不超过20kg，外箱标明批次' },
  ];
  const refused = await save('qmsCountersign', buyer, {
    templateId: agreement,
    supplierId: supplier2.supplierId,
    signDeadline: inDays(7),
    lines: agreementClauses,
  });
  await act('qmsCountersign', buyer, 'send', refused);
  const countersign = getEntity('qmsCountersign');
  await ops.act(countersign, supplier2, actionOf(countersign, 'refuse'), {
    countersignId: refused,
    refuseReason: '每箱不超过20kg与我方标准包装（25kg）不一致，请协商',
  });
  await save('qmsCountersign', buyer, { templateId: agreement, supplierId: supplier1.supplierId, signDeadline: inDays(21), lines: agreementClauses });

  for (const who of [buyer, approver]) await save('qmsRequireApprover', buyer, { userId: who.userId });

  const bearing = Number((await db.query<{ id: number }>(`SELECT item_id AS id FROM srm_base_items WHERE item_code = 'M-100001'`)).rows[0].id);
  const limits: [string, number][] = [
    ['7439-92-1', 1000],
    ['7440-43-9', 100],
    ['7439-97-6', 1000],
    ['18540-29-9', 1000],
  ];
  const requireId = await save('qmsRequireHeader', buyer, {
    requireTitle: '轴承座RoHS有害物质要求',
    itemId: bearing,
    substanceCategory: 'ROHS',
    description: '铸件及表面处理须符合RoHS 2.0',
    components: limits.map(([cas, limitPpm]) => ({ componentId: substance[cas], limitPpm })),
  });
  await act('qmsRequireHeader', buyer, 'publish', requireId);

  const declare = (caller: Caller, contents: number[], report: [lab: string, number: string, from: number, to: number]) =>
    save('qmsDeclaration', caller, {
      requireId,
      declarationDate: inDays(report[2]),
      components: limits.map(([cas], i) => ({ componentId: substance[cas], concentrationPpm: contents[i] })),
      reports: [{ laboratory: report[0], reportNumber: report[1], reportDate: inDays(report[2]), expiryDate: inDays(report[3]) }],
    });
  const expiring = await declare(supplier1, [120, 8, 0, 0], ['SGS通标标准技术服务有限公司', 'SHAEC2501234', -345, 20]);
  await act('qmsDeclaration', supplier1, 'submit', expiring);
  await act('qmsDeclaration', buyer, 'approval', expiring);
  const rejected = await declare(supplier1, [150, 12, 0, 0], ['昆山市产品质量检验所', 'KS-2026-0456', -40, 325]);
  await act('qmsDeclaration', supplier1, 'submit', rejected);
  await act('qmsDeclaration', approver, 'reject', rejected, { comment: '检测机构不在认可实验室名单内，请使用CMA/CNAS认可实验室的报告' });
  const renewal = await declare(supplier1, [110, 6, 0, 0], ['SGS通标标准技术服务有限公司', 'SHAEC2609876', -5, 360]);
  await act('qmsDeclaration', supplier1, 'submit', renewal);
  await declare(supplier2, [80, 5, 0, 0], ['华测检测认证集团', 'CTI-A2026-1122', -20, 345]);

  const exemption = await save('qmsExemption', supplier1, {
    itemId: bearing,
    exemptionReason: '新模具试产批次，补充检测报告随批次交付',
    validFrom: inDays(-3),
    validTo: inDays(27),
  });
  await act('qmsExemption', supplier1, 'apply', exemption);
  await act('qmsExemption', approver, 'approval', exemption);

  // 蓝海's exemptions: one drafted, one waiting for the approvers, one rejected.
  const exempt = (reason: string) => save('qmsExemption', supplier2, { itemId: bearing, exemptionReason: reason, validFrom: inDays(0), validTo: inDays(30) });
  await exempt('检测报告续期中，申请一个月过渡期');
  const waitingExemption = await exempt('供货转为新产线，首批检测报告预计两周内出具');
  await act('qmsExemption', supplier2, 'apply', waitingExemption);
  const rejectedExemption = await exempt('客户未要求RoHS，申请长期豁免');
  await act('qmsExemption', supplier2, 'apply', rejectedExemption);
  await act('qmsExemption', approver, 'reject', rejectedExemption, { comment: '集团要求全部物料符合RoHS，不予长期豁免' });

  // REACH for electrolytic capacitors, withdrawn for the group's own list; one for ABS pellets still drafted.
  const item = async (code: string) =>
    Number((await db.query<{ id: number }>('SELECT item_id AS id FROM srm_base_items WHERE item_code = $1', [code])).rows[0].id);
  const svhc = [{ componentId: substance['117-81-7'], limitPpm: 1000 }];
  const capacitors = await save('qmsRequireHeader', buyer, {
    requireTitle: '电解电容REACH SVHC要求',
    itemId: await item('M-200002'),
    substanceCategory: 'REACH_SVHC',
    description: '按REACH SVHC清单管控',
    components: svhc,
  });
  await act('qmsRequireHeader', buyer, 'publish', capacitors);
  await act('qmsRequireHeader', buyer, 'invalid', capacitors, { comment: '改由集团电子料统一物质要求管控' });
  await save('qmsRequireHeader', buyer, {
    requireTitle: 'ABS粒料REACH SVHC要求（草拟）',
    itemId: await item('M-300003'),
    substanceCategory: 'REACH_SVHC',
    description: '待质量部确认限值后发布',
    components: svhc,
  });

  await warnExpiringDeclarations(db);
}
