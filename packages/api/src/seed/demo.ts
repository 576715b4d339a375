/**
 * Demo data for an empty database (`npm start`): an administrator, a buyer, an
 * approver and two suppliers each with a user, roles and responsibilities that
 * fit them, and enough base data to click through. Saved through the same
 * operations as the screens, so it passes the same validation.
 * In two steps: the core (organisations, suppliers, roles, users: what a sign-in
 * and the home need, a second or two) and the rest, part by part, which `npm start`
 * loads after it listens. Where it stands is recorded (seed/demo-state.ts).
 */
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { creditCodeCheckChar } from '@srm/domain/validation/credit-code.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { routes } from '@srm/domain/routes/catalogue.ts';
import type { Db } from '../db/db.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import { systemCaller } from '../engine/caller.ts';
import { grantMenus } from './reference.ts';
import { seedPurchaseDemo } from './purchase-demo.ts';
import { seedFinanceDemo } from './finance-demo.ts';
import { seedPerformanceDemo } from './performance-demo.ts';
import { seedOrgDemo } from './org-demo.ts';
import { seedWorkflowDemo } from './workflow-demo.ts';
import { seedSourcingDemo } from './sourcing-demo.ts';
import { seedCompeteDemo } from './compete-demo.ts';
import { seedSupplierDemo } from './supplier-demo.ts';
import { seedSupplierDailyDemo } from './supplier-daily-demo.ts';
import { seedQuotaDemo } from './quota-demo.ts';
import { seedIntroductionDemo } from './introduction-demo.ts';
import { seedQualityDemo } from './quality-demo.ts';
import { seedMessageDemo } from './message-demo.ts';
import { seedEquipmentDemo } from './equipment-demo.ts';
import { seedReportDemo } from './report-demo.ts';
import { seedNoticeReplyDemo } from '../notice/demo.ts';
import { seedContractDemo } from './contract-demo.ts';
import { seedEsignDemo } from '../esign/demo.ts';
import { seedInterfaceDemo } from '../interface/demo.ts';
import { withDemoErpAllowed } from './demo-erp-access.ts';
import { seedAdminConsoleDemo } from '../admin-console/demo.ts';
import { seedSchedulerDemo } from '../jobs/demo.ts';
import { seedSsoDemo } from '../sso/demo.ts';
import { seedSavingsDemo } from './savings-demo.ts';
import { refreshSummary, summaries } from '../engine/summaries.ts';
import { seedShippingDemo } from './shipping-demo.ts';
import { writeDemoState } from './demo-state.ts';
import { seedScreenDemo } from './screen-demo.ts';
import { grantRoutes, routesOf, ANSWER, EXPORT, READ } from './grants.ts';
import { seedSpendDemo } from './spend-demo.ts';
import { STANDARD_RESOURCES } from '@srm/domain/entity/naming.ts';

export const DEMO_USERS = {
  admin: { userName: 'admin', password: 'Admin@123' },
  buyer: { userName: 'buyer', password: 'Buyer@123' },
  approver: { userName: 'approver', password: 'Approver@123' },
  supplier1: { userName: 'supplier1', password: 'Supplier@123' },
  supplier2: { userName: 'supplier2', password: 'Supplier@123' },
  supplier3: { userName: 'supplier3', password: 'Supplier@123' },
  manager: { userName: 'manager', password: 'Manager@123' },
  finance1: { userName: 'finance1', password: 'Finance@123' },
  finance2: { userName: 'finance2', password: 'Finance@123' },
  buyer2: { userName: 'buyer2', password: 'Buyer@123' },
  expert1: { userName: 'expert1', password: 'Expert@123' },
  expert2: { userName: 'expert2', password: 'Expert@123' },
  expert3: { userName: 'expert3', password: 'Expert@123' },
} as const;

/** The approval menus of one's own work (entities/workflow), for every internal role. */
export const WORKFLOW_PERSONAL_MENUS = ['WF_MY_UPCOMING', 'WF_MY_APPROVAL', 'WF_MY_INITIATED', 'WF_DELEGATION'];

/** Beyond deciding, what an approver does on the base, notice and supplier screens. */
const APPROVER_ALSO = ['btnReturn', 'btnCompare', 'btnPublish', 'btnWithdraw'];

const menuCodesOf = (groups: string[], userType: 'INSIDE' | 'EX') =>
  routes.filter((r) => r.menu && groups.includes(r.menu.group) && r.menu.for.includes(userType)).map((r) => r.menu!.code);

/** A demo unified social credit code: 17 characters and the check character that makes them valid. */
const creditCode = (first17: string) => first17 + creditCodeCheckChar(first17);

/** What the rest of the demo builds on: the operating unit, the suppliers and the users' ids. */
export interface DemoCore {
  ou: Row;
  suppliers: Row[];
  userIds: Record<string, number>;
}

/** The whole demo in one awaited call (the tests' seeded template); false when the database has users already. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const core = await seedDemoCore(db);
  if (!core) return false;
  await seedDemoRest(db, core);
  return true;
}

const saver = (db: Db) => {
  const ops = new EntityOperations(db);
  const sys = systemCaller();
  return {
    ops,
    sys,
    save: (entity: string, record: Row) => ops.save(getEntity(entity), sys, record),
    id: (row: Row, entity: string) => row[getEntity(entity).key] as number,
  };
};

/** Organisations, suppliers, roles, responsibilities and users: enough to sign in as any demo user. null: not an empty database. */
export async function seedDemoCore(db: Db): Promise<DemoCore | null> {
  const existing = await db.query('SELECT 1 FROM saaf_users LIMIT 1');
  if (existing.rows.length) return null;
  await writeDemoState(db, 'loading', 'core');
  const { save, id } = saver(db);

  const group = await save('organization', { orgCode: 'XC', orgName: '星辰集团', orgNameEn: 'Xingchen Group', orgType: 'GROUP' });
  const ou = await save('organization', {
    orgCode: 'XC-MFG',
    orgName: '星辰制造有限公司',
    orgNameEn: 'Xingchen Manufacturing Co., Ltd.',
    orgType: 'OU',
    parentOrgId: id(group, 'organization'),
  });
  const sh = await save('organization', {
    orgCode: 'XC-SH',
    orgName: '上海工厂',
    orgNameEn: 'Shanghai Plant',
    orgType: 'INV',
    parentOrgId: id(ou, 'organization'),
  });
  const sz = await save('organization', {
    orgCode: 'XC-SZ',
    orgName: '苏州工厂',
    orgNameEn: 'Suzhou Plant',
    orgType: 'INV',
    parentOrgId: id(ou, 'organization'),
  });
  for (const inv of [sh, sz]) await save('orgRelation', { ouId: id(ou, 'organization'), invOrgId: id(inv, 'organization') });

  const suppliers: Row[] = [];
  const supplierSeeds: [string, string, string, string, string][] = [
    ['华东精密机械有限公司', '华东精密', 'MANUFACTURER', '王海', 'wanghai@hd-precision.example'],
    ['蓝海电子科技有限公司', '蓝海电子', 'MANUFACTURER', '李静', 'lijing@bluesea-tech.example'],
    ['瑞丰五金贸易有限公司', '瑞丰五金', 'TRADER', '赵强', 'zhaoqiang@ruifeng.example'],
    ['恒通物流服务有限公司', '恒通物流', 'SERVICE', '陈晨', 'chenchen@hengtong.example'],
    ['中科新材料股份有限公司', '中科新材', 'MANUFACTURER', '周敏', 'zhoumin@zk-materials.example'],
  ];
  for (const [name, shortName, type, contact, email] of supplierSeeds) {
    suppliers.push(
      await save('supplierInfo', {
        supplierName: name,
        supplierShortName: shortName,
        supplierType: type,
        supplierStatus: 'EFFECTIVE',
        contactName: contact,
        contactEmail: email,
        companyPhone: '021-6688' + String(1000 + suppliers.length * 7),
        registeredCapital: 5000 + suppliers.length * 1200,
        taxRegistrationNumber: creditCode(`91310000MA1K0${String(suppliers.length).padStart(4, '0')}`),
      }),
    );
  }

  // Roles and responsibilities: who does what.
  const roles: [string, string, string][] = [
    ['BUYER', '采购员', 'Buyer'],
    ['APPROVER', '审批人', 'Approver'],
    ['REVIEWER', '流程审批人', 'Process approver'],
    ['SUPPLIER', '供应商用户', 'Supplier user'],
    ['EXPERT', '评标专家', 'Evaluation expert'],
  ];
  for (const [code, zh, en] of roles) await save('role', { roleCode: code, roleName: zh, roleNameEn: en, description: en });
  await db.transaction(async (tx) => {
    const inside = menuCodesOf(['BASE', 'NOTICE', 'SUPPLIER'], 'INSIDE');
    await grantMenus(tx, 'BUYER', inside, null);
    // The approver reads every screen there and decides what comes to it; it also sends a change back and compares it, and publishes and withdraws notices.
    await grantMenus(tx, 'APPROVER', inside, READ);
    await grantRoutes(tx, 'APPROVER', routesOf(inside.filter((code) => routes.some((r) => r.menu?.code === code && r.entity))), (s) => [
      ...s.decides,
      ...APPROVER_ALSO,
    ]);
    // Everyone internal approves what comes to them, sees what they decided and started, and delegates.
    for (const role of ['BUYER', 'APPROVER', 'REVIEWER']) await grantMenus(tx, role, WORKFLOW_PERSONAL_MENUS, null);
    // Its own records (the company, its contacts, its documents) a supplier's user answers: edits, attaches, exports.
    await grantMenus(tx, 'SUPPLIER', menuCodesOf(['BASE', 'NOTICE', 'SUPPLIER_PORTAL'], 'EX'), [...ANSWER, EXPORT, STANDARD_RESOURCES.downloadAttachment]);
    // What a supplier's user does on a document (answer, confirm, send) is what its definition gives suppliers to do.
    await grantRoutes(
      tx,
      'SUPPLIER',
      routes.filter((r) => r.menu?.for.includes('EX') && r.entity),
      (s) => s.supplier,
    );
  });
  const roleId = async (code: string) => (await db.query<{ id: number }>('SELECT role_id AS id FROM saaf_roles WHERE role_code = $1', [code])).rows[0].id;
  const resps: Record<string, Row> = {};
  const respSeeds: [string, string, string, string, string][] = [
    ['ADMIN_RESP', '系统管理员', 'Administrator', 'INSIDE', 'ADMIN'],
    ['BUYER_RESP', '采购员', 'Buyer', 'INSIDE', 'BUYER'],
    ['APPROVER_RESP', '审批人', 'Approver', 'INSIDE', 'APPROVER'],
    ['REVIEWER_RESP', '流程审批人', 'Process approver', 'INSIDE', 'REVIEWER'],
    ['SUPPLIER_RESP', '供应商门户', 'Supplier portal', 'EX', 'SUPPLIER'],
    ['EXPERT_RESP', '评标专家', 'Evaluation expert', 'EXPERT', 'EXPERT'],
  ];
  for (const [code, name, nameEn, userType, role] of respSeeds) {
    resps[code] = await save('responsibility', { respCode: code, respName: name, respNameEn: nameEn, userType, roles: [{ roleId: await roleId(role) }] });
  }

  const users: [keyof typeof DEMO_USERS, string, string, Row | null, string[], string][] = [
    ['admin', '系统管理员', 'INSIDE', null, ['ADMIN_RESP', 'BUYER_RESP'], 'admin@xingchen.example'],
    ['buyer', '张采购', 'INSIDE', null, ['BUYER_RESP'], 'buyer@xingchen.example'],
    ['approver', '刘审批', 'INSIDE', null, ['APPROVER_RESP'], 'approver@xingchen.example'],
    ['supplier1', '王海', 'EX', suppliers[0], ['SUPPLIER_RESP'], 'wanghai@hd-precision.example'],
    ['supplier2', '李静', 'EX', suppliers[1], ['SUPPLIER_RESP'], 'lijing@bluesea-tech.example'],
    // Approvers of the approval processes (seed/workflow-demo.ts): they decide what comes to them, without the Approve button.
    ['manager', '王经理', 'INSIDE', null, ['REVIEWER_RESP'], 'manager@xingchen.example'],
    ['finance1', '赵财务', 'INSIDE', null, ['REVIEWER_RESP'], 'finance1@xingchen.example'],
    ['finance2', '钱财务', 'INSIDE', null, ['REVIEWER_RESP'], 'finance2@xingchen.example'],
    // A buyer of the Shanghai plant, whose data permissions (seed/org-demo.ts) hold them to it.
    ['buyer2', '孙采购', 'INSIDE', null, ['BUYER_RESP'], 'buyer2@xingchen.example'],
    // Evaluation experts (seed/sourcing-demo.ts puts them in the pool): they see only the tenders they are drawn for.
    ['expert1', '周专家', 'EXPERT', null, ['EXPERT_RESP'], 'zhou@experts.example'],
    ['expert2', '吴专家', 'EXPERT', null, ['EXPERT_RESP'], 'wu@experts.example'],
    ['expert3', '郑专家', 'EXPERT', null, ['EXPERT_RESP'], 'zheng@experts.example'],
  ];
  const userIds: Record<string, number> = {};
  for (const [key, fullName, userType, supplier, respCodes, email] of users) {
    const u = await save('user', {
      userName: DEMO_USERS[key].userName,
      password: DEMO_USERS[key].password,
      userFullName: fullName,
      userType,
      email,
      supplierId: supplier ? id(supplier, 'supplierInfo') : null,
      orgId: supplier ? null : id(ou, 'organization'),
      adminFlag: key === 'admin' ? 'Y' : 'N',
    });
    userIds[key] = id(u, 'user');
    for (const code of respCodes) await save('userResponsibility', { userId: userIds[key], respId: id(resps[code], 'responsibility') });
  }
  return { ou, suppliers, userIds };
}

/**
 * The rest of the demo, part by part in an order each part's data needs (purchase before finance, ...), recording
 * the part under way; a part that throws leaves the state `failed` at that part.
 * `onPart`: told each part as it starts (the start's log).
 */
export async function seedDemoRest(db: Db, core: DemoCore, onPart: (part: string) => void = () => {}): Promise<void> {
  const parts: [string, () => Promise<unknown>][] = [
    ['base data', () => seedBaseData(db, core)],
    ['purchase', () => seedPurchaseDemo(db)],
    ['finance', () => seedFinanceDemo(db)],
    ['organisation permissions', () => seedOrgDemo(db)],
    ['approval processes', () => seedWorkflowDemo(db)],
    ['sourcing', () => seedSourcingDemo(db)],
    ['auctions', () => seedCompeteDemo(db)],
    ['supplier lifecycle', () => seedSupplierDemo(db)],
    ['performance', () => seedPerformanceDemo(db)],
    ['supplier daily work', () => seedSupplierDailyDemo(db)],
    ['quotas', () => seedQuotaDemo(db)],
    ['introductions', () => seedIntroductionDemo(db)],
    ['shipping', () => seedShippingDemo(db)],
    ['quality', () => seedQualityDemo(db)],
    ['equipment', () => seedEquipmentDemo(db)],
    ['reports', () => seedReportDemo(db)],
    ['notice replies', () => seedNoticeReplyDemo(db)],
    ['contracts', () => seedContractDemo(db)],
    ['e-signatures', () => seedEsignDemo(db)],
    ['interfaces', () => withDemoErpAllowed(db, () => seedInterfaceDemo(db))],
    ['admin console', () => seedAdminConsoleDemo(db)],
    ['scheduler', () => seedSchedulerDemo(db)],
    ['messages', () => withDemoErpAllowed(db, () => seedMessageDemo(db))],
    ['single sign-on', () => seedSsoDemo(db)],
    // Savings (issue 47): last, so the orders it dates in the past move nothing an earlier part counts.
    ['savings', () => seedSavingsDemo(db)],
    // Bid screening (issue 47, the screening part): the auditor and the first run, after every other part.
    ['bid screening', () => seedScreenDemo(db)],
    // Issue 47, spend part: a year of spend for the spend cube, after every other part (seed/spend-demo.ts says why).
    ['spend', () => seedSpendDemo(db)],
    // The summaries were made from an empty database at migration: the demo is in them from the start.
    [
      'summaries',
      async () => {
        for (const def of summaries()) await db.transaction((tx) => refreshSummary(tx, db.dialect, def));
      },
    ],
    // PGlite has no autovacuum: without statistics its planner prices every table as ten rows (db/pglite-statistics.ts).
    ['planner statistics', async () => (db.dialect === 'pglite' ? db.exec('ANALYZE') : undefined)],
  ];
  for (const [part, run] of parts) {
    onPart(part);
    await writeDemoState(db, 'loading', part);
    try {
      await run();
    } catch (err) {
      await writeDemoState(db, 'failed', part).catch(() => {});
      throw err;
    }
  }
  await writeDemoState(db, 'loaded', null);
}

async function seedBaseData(db: Db, { ou, suppliers, userIds }: DemoCore): Promise<void> {
  const { ops, sys, save, id } = saver(db);
  // Base data.
  const categories: Record<string, number> = {};
  const categorySeeds: [string, string, string | null][] = [
    ['10', '生产物料', null],
    ['1001', '机加工件', '10'],
    ['1002', '电子元器件', '10'],
    ['1003', '原材料', '10'],
    ['20', '非生产物料', null],
    ['2001', '办公用品', '20'],
    ['2002', '劳保用品', '20'],
    ['30', '服务', null],
    ['3001', '物流服务', '30'],
  ];
  for (const [code, name, parent] of categorySeeds) {
    const row = await save('purchaseCategory', {
      categoryCode: code,
      categoryName: name,
      parentCategoryId: parent ? categories[parent] : null,
      categoryLevel: parent ? 2 : 1,
      leafFlag: parent ? 'Y' : 'N',
    });
    categories[code] = id(row, 'purchaseCategory');
  }
  const itemSeeds: [string, string, string, string, string, number][] = [
    ['M-100001', '轴承座', 'HB-40 铸铁', 'PCS', '1001', 85.5],
    ['M-100002', '传动轴', 'Φ40×600 45#钢', 'PCS', '1001', 320],
    ['M-100003', '法兰盘', 'DN100 PN16', 'PCS', '1001', 146],
    ['M-100004', '齿轮', 'm2 z40 40Cr', 'PCS', '1001', 210.8],
    ['M-200001', '贴片电阻', '0603 10kΩ ±1%', 'PCS', '1002', 0.02],
    ['M-200002', '电解电容', '470μF 25V', 'PCS', '1002', 0.45],
    ['M-200003', '单片机', 'STM32F103C8T6', 'PCS', '1002', 12.6],
    ['M-200004', '继电器', 'HF32F 12V', 'PCS', '1002', 3.2],
    ['M-300001', '冷轧钢板', 'SPCC 1.0mm', 'T', '1003', 5200],
    ['M-300002', '铝型材', '6063-T5 40×40', 'KG', '1003', 23.5],
    ['M-300003', 'ABS粒料', '通用级 白色', 'KG', '1003', 14.2],
    ['M-400001', 'A4复印纸', '70g 500张/包', 'BOX', '2001', 128],
    ['M-400002', '中性笔', '0.5mm 黑色', 'BOX', '2001', 24],
    ['M-500001', '防护手套', '丁腈 L号', 'BOX', '2002', 56],
    ['M-500002', '安全帽', 'ABS 黄色', 'PCS', '2002', 35],
  ];
  const items: Row[] = [];
  for (const [code, name, spec, uom, cat, price] of itemSeeds) {
    items.push(
      await save('materialItem', {
        itemCode: code,
        itemName: name,
        specification: spec,
        uomCode: uom,
        categoryId: categories[cat],
        benchmarkPrice: price,
        purchasingLeadTime: 7 + (items.length % 4) * 3,
        enabledAsl: cat.startsWith('10') ? 'Y' : 'N',
      }),
    );
  }
  await save('paymentTerm', {
    paymentTermCode: 'PT-30',
    paymentTermName: '月结30天',
    nodes: [{ lineNumber: 1, paymentTermNode: 'ACCEPTANCE', biasDays: 30, paymentProportion: 100 }],
  });
  await save('paymentTerm', {
    paymentTermCode: 'PT-361',
    paymentTermName: '预付30%，到货60%，质保10%',
    nodes: [
      { lineNumber: 1, paymentTermNode: 'ADVANCE', biasDays: 0, paymentProportion: 30 },
      { lineNumber: 2, paymentTermNode: 'DELIVERY', biasDays: 15, paymentProportion: 60 },
      { lineNumber: 3, paymentTermNode: 'WARRANTY', biasDays: 365, paymentProportion: 10 },
    ],
  });
  for (const [from, to, rate] of [
    ['USD', 'CNY', 7.1034],
    ['EUR', 'CNY', 7.7521],
    ['JPY', 'CNY', 0.047612],
    ['HKD', 'CNY', 0.91245],
  ] as const) {
    await save('exchangeRate', { rateType: 'SPOT', originalCurrency: from, targetCurrency: to, exchangeRate: rate, effectiveStartDate: '2026-11-01' });
  }
  for (const [from, to, rate] of [
    ['BOX', 'PCS', 12],
    ['KG', 'G', 1000],
    ['T', 'KG', 1000],
  ] as const) {
    await save('unitConvertRate', { fromUom: from, toUom: to, conversionRate: rate });
  }
  for (const [code, name, swift, branches] of [
    ['ICBC', '中国工商银行', 'ICBKCNBJ', [['102290000011', '中国工商银行上海市分行营业部', '上海市浦东新区银城路']]],
    ['CCB', '中国建设银行', 'PCBCCNBJ', [['105290000018', '中国建设银行上海市分行', '上海市浦东新区陆家嘴环路']]],
    ['BOC', '中国银行', 'BKCHCNBJ', [['104290003791', '中国银行上海市分行', '上海市黄浦区中山东一路']]],
  ] as const) {
    await save('bank', {
      bankCode: code,
      bankName: name,
      swiftCode: swift,
      country: 'CN',
      branches: branches.map(([branchCode, branchName, branchAddress]) => ({ branchCode, branchName, branchAddress })),
    });
  }
  const cn = await save('district', { districtCode: 'CN', districtName: '中国', country: 'CN', districtLevel: 1 });
  for (const [code, name, cities] of [
    ['31', '上海市', [['3101', '上海市辖区']]],
    [
      '32',
      '江苏省',
      [
        ['3201', '南京市'],
        ['3205', '苏州市'],
      ],
    ],
    [
      '44',
      '广东省',
      [
        ['4401', '广州市'],
        ['4403', '深圳市'],
      ],
    ],
  ] as const) {
    const province = await save('district', { districtCode: code, districtName: name, country: 'CN', districtLevel: 2, parentDistrictId: id(cn, 'district') });
    for (const [cityCode, cityName] of cities)
      await save('district', { districtCode: cityCode, districtName: cityName, country: 'CN', districtLevel: 3, parentDistrictId: id(province, 'district') });
  }
  for (const [code, name, budget] of [
    ['PRJ-2026-01', '上海工厂产线自动化改造', 3_800_000],
    ['PRJ-2026-02', '苏州工厂仓储扩建', 1_250_000],
    ['PRJ-2026-03', 'ERP与SRM集成', 600_000],
  ] as const) {
    await save('project', {
      projectCode: code,
      projectName: name,
      orgId: id(ou, 'organization'),
      budgetAmount: budget,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
  }
  for (const [supplier, item, code, name] of [
    [0, 0, 'HD-BS-40', 'HB40轴承座'],
    [0, 1, 'HD-SF-600', '600传动轴'],
    [1, 4, 'LH-R0603-10K', '0603电阻10K'],
    [1, 6, 'LH-MCU-F103', 'F103主控'],
  ] as const) {
    await save('itemMapping', {
      supplierId: id(suppliers[supplier], 'supplierInfo'),
      itemId: id(items[item], 'materialItem'),
      supplierItemCode: code,
      supplierItemName: name,
    });
  }

  // Announcements and messages, so the homes have something to show.
  const notices: [string, string, string][] = [
    ['关于2027年度供应商年审工作的通知', 'EX', '<p>各位供应商：2027年度供应商年审将于12月启动，请于12月15日前在门户中更新企业资质。</p>'],
    ['春节期间送货安排', 'ALL', '<p>春节期间（2月14日至2月22日）仓库暂停收货，请提前安排送货计划。</p>'],
    ['采购管理制度（2026修订版）发布', 'INSIDE', '<p>新版采购管理制度自12月1日起执行，请各部门组织学习。</p>'],
    ['电子元器件来料检验标准调整', 'SELECTED', '<p>自2027年1月起，贴片元件来料需随附批次检测报告，请提前准备。</p>'],
  ];
  for (const [title, receiverType, content] of notices) {
    // The electronics notice goes to 蓝海 (supplier2) alone.
    const recipients = receiverType === 'SELECTED' ? [{ supplierId: id(suppliers[1], 'supplierInfo') }] : [];
    const n = await save('notice', { noticeTitle: title, receiverType, noticeType: 'GENERAL', noticeContent: content, recipients });
    await ops.act(getEntity('notice'), sys, actionOf(getEntity('notice'), 'publish'), { noticeId: id(n, 'notice') });
  }
  // One published with a wrong date and withdrawn, one still being written: neither reaches a supplier.
  const wrong = await save('notice', {
    noticeTitle: '元旦放假安排（日期有误，已撤回）',
    receiverType: 'ALL',
    noticeType: 'GENERAL',
    noticeContent: '<p>元旦期间（12月30日至1月3日）仓库暂停收货。</p>',
  });
  await ops.act(getEntity('notice'), sys, actionOf(getEntity('notice'), 'publish'), { noticeId: id(wrong, 'notice') });
  await ops.act(getEntity('notice'), sys, actionOf(getEntity('notice'), 'withdraw'), { noticeId: id(wrong, 'notice') });
  await save('notice', {
    noticeTitle: '2027年度供应商大会邀请（草稿）',
    receiverType: 'EX',
    noticeType: 'GENERAL',
    noticeContent: '<p>拟于2027年3月举办年度供应商大会，议程待定。</p>',
  });
  for (const [user, title] of [
    ['buyer', '欢迎使用SRM平台'],
    ['approver', '欢迎使用SRM平台'],
    ['supplier1', '欢迎加入星辰集团供应商门户'],
    ['supplier2', '欢迎加入星辰集团供应商门户'],
  ] as const) {
    await save('notification', { recipientUserId: userIds[user], notificationTitle: title, notificationContent: title, notificationType: 'SYSTEM' });
  }
  await save('interiorPending', {
    userId: userIds.buyer,
    pendingTitle: '请维护2027年度物料基准价',
    billType: 'HANDLE',
    billLink: 'materialManagement',
    menuCode: 'MATERIAL',
    menuName: '物料管理',
  });
  for (const supplier of suppliers.slice(0, 2)) {
    await save('supplierPending', {
      supplierId: id(supplier, 'supplierInfo'),
      pendingTitle: '请更新企业资质信息',
      pendingTitleEn: 'Please bring your company certificates up to date',
      billType: 'HANDLE',
      billLink: 'supplierInfoToPortal',
      menuCode: 'SUPPLIER_SELF',
      menuName: '我的企业信息',
    });
  }
  // The tables were empty when the planner last looked: with their statistics the documents' transitions find who
  // to give a to-do in a fraction of a millisecond instead of several (the grants join), a few seconds of the seed.
  await db.exec('ANALYZE saaf_users, saaf_user_resp, saaf_responsibilitys, saaf_resp_roles, saaf_role_resources, saaf_menus');
}
