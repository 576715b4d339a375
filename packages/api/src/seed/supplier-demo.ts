/**
 * Demo of the supplier lifecycle, its documents in every state, on suppliers
 * with no demo user (华东精密 and 蓝海 keep trading in the other demos):
 * - blacklists: 恒通物流 for good; 瑞丰五金's waits for the approver after an
 *   earlier one was rejected; 中科新材's was lifted, and a new draft is open;
 * - freezes: 金桥包装 frozen for purchasing, its thaw waiting for the approver;
 *   瑞丰五金's payment freeze rejected; a draft one for 中科新材;
 * - exits: 鼎盛电气 has left; 宏达塑胶's exit was rejected and is drafted again;
 *   中科新材's waits for the approver;
 * - the records' lines: 华东精密's sites, account, contacts, categories and
 *   certificates (its ISO 9001 expires within the month); 蓝海's ISO 9001 has expired;
 * - changes of the record proposed by the suppliers: 华东精密's contact's mobile
 *   approved, its short name rejected, its new account returned for a licence;
 *   蓝海's new account number waiting for the buyer;
 * - 长风模具, registered by itself, waiting for the buyer's approval.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { creditCodeCheckChar } from '@srm/domain/validation/credit-code.ts';
import type { Db } from '../db/db.ts';
import { systemCaller } from '../engine/caller.ts';
import { PendingEvents } from '../engine/events.ts';
import { EntityOperations } from '../engine/operations.ts';
import { registerSupplierLifecycle } from '../supplier/feature.ts';
import { callerFor } from './purchase-demo.ts';
import { recordRegistration } from '../routes/registration-shared.ts';
import { actorOn } from './act.ts';
import { grantRoutes, routesOf, READ } from './grants.ts';
import { STANDARD_RESOURCES as S } from '@srm/domain/entity/naming.ts';

type Row = Record<string, unknown>;

/** Suppliers only this demo uses, each at the stage its documents leave it. */
const LIFECYCLE_SUPPLIERS: [string, string, string, string][] = [
  ['金桥包装材料有限公司', '金桥包装', 'MANUFACTURER', '孙磊'],
  ['鼎盛电气设备有限公司', '鼎盛电气', 'MANUFACTURER', '吴刚'],
  ['宏达塑胶制品有限公司', '宏达塑胶', 'MANUFACTURER', '郑丽'],
];

/** What a supplier's user does beyond the portal's common buttons: propose, submit, compare and drop changes of its record, and read its versions. */
const SUPPLIER_DOES: Record<string, string[]> = { SLC_CHANGE_SELF: [S.delete, 'btnCompare'], SUPPLIER_SELF: READ };

export async function seedSupplierDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerSupplierLifecycle(ops);
  await db.transaction(async (tx) => {
    await grantRoutes(tx, 'SUPPLIER', routesOf(Object.keys(SUPPLIER_DOES)), (s) => [...SUPPLIER_DOES[s.route.menu!.code], ...s.supplier]);
  });
  const buyer = await callerFor(db, 'buyer');
  const approver = await callerFor(db, 'approver');
  for (const [supplierName, supplierShortName, supplierType, contactName] of LIFECYCLE_SUPPLIERS)
    await ops.save(getEntity('supplierInfo'), buyer, { supplierName, supplierShortName, supplierType, supplierStatus: 'EFFECTIVE', contactName });

  const supplier = async (name: string) =>
    Number((await db.query<{ id: number }>('SELECT supplier_id AS id FROM srm_pos_supplier_info WHERE supplier_name = $1', [name])).rows[0].id);
  /** Drafts and moves one kind of lifecycle document. */
  const documents = (entity: string) => {
    const def = getEntity(entity);
    return {
      draft: async (supplierName: string, record: Row) =>
        Number((await ops.save(def, buyer, { supplierId: await supplier(supplierName), ...record }))[def.key]),
      act: actorOn(ops, entity),
    };
  };
  const inDays = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000));

  // The records' lines: 华东精密 complete (its ISO 9001 expires within the month), 蓝海's ISO 9001 expired.
  const idOf = async (table: string, column: string, code: string, key: string) =>
    Number((await db.query<{ id: number }>(`SELECT ${key} AS id FROM ${table} WHERE ${column} = $1`, [code])).rows[0].id);
  const org = (code: string) => idOf('saaf_institution', 'org_code', code, 'org_id');
  const bank = async (code: string) => {
    const bankId = await idOf('srm_base_banks', 'bank_code', code, 'bank_id');
    return { bankId, branchId: await idOf('srm_base_branches', 'bank_id', String(bankId), 'branch_id') };
  };
  const category = (code: string) => idOf('srm_base_categories', 'category_code', code, 'category_id');
  const record = async (name: string, lines: Row) => {
    const supplierId = await supplier(name);
    const { versionNum } = await ops.findById(getEntity('supplierInfo'), buyer, { supplierId });
    await ops.save(getEntity('supplierInfo'), buyer, { supplierId, versionNum, ...lines });
  };
  await record('华东精密机械有限公司', {
    sites: [
      {
        siteName: '华东精密昆山工厂',
        orgId: await org('XC-MFG'),
        siteAddress: '江苏省昆山市开发区前进东路88号',
        siteStatus: 'EFFECTIVE',
        qualifiedDate: inDays(-400),
      },
      {
        siteName: '华东精密上海仓',
        orgId: await org('XC-SH'),
        siteAddress: '上海市嘉定区安亭镇墨玉路18号',
        siteStatus: 'QUALIFIED',
        qualifiedDate: inDays(-30),
      },
    ],
    banks: [{ ...(await bank('ICBC')), bankUserName: '华东精密机械有限公司', bankAccountNumber: '1001234509876543210', bankCurrency: 'CNY', mainFlag: 'Y' }],
    contacts: [
      {
        contactName: '王海',
        mobilePhone: '13816881234',
        emailAddress: 'wanghai@hd-precision.example',
        departmentName: '销售部',
        positionName: '销售经理',
        mainFlag: 'Y',
      },
      { contactName: '刘芳', mobilePhone: '13916885678', emailAddress: 'liufang@hd-precision.example', departmentName: '财务部', positionName: '会计' },
    ],
    categories: [
      { categoryId: await category('1001'), cooperativeProduct: '轴承座、传动轴、齿轮', categoryStatus: 'ACTIVE', approvedDate: inDays(-400) },
      { categoryId: await category('1003'), cooperativeProduct: '45#圆钢', categoryStatus: 'PROPOSED' },
    ],
    certificates: [
      {
        certificateType: 'BUSINESS_LICENCE',
        certificateName: '营业执照',
        certificateNumber: '91320583MA1MXXXX1Q',
        issuingAuthority: '昆山市市场监督管理局',
        startDate: '2016-03-18',
        longTermFlag: 'Y',
      },
      {
        certificateType: 'ISO9001',
        certificateName: 'ISO9001:2015质量管理体系认证',
        certificateNumber: 'CQC23Q20456R1M',
        issuingAuthority: '中国质量认证中心',
        startDate: inDays(-1075),
        endDate: inDays(20),
      },
    ],
  });
  await record('蓝海电子科技有限公司', {
    sites: [
      {
        siteName: '蓝海电子苏州工厂',
        orgId: await org('XC-SZ'),
        siteAddress: '江苏省苏州市工业园区星湖街328号',
        siteStatus: 'EFFECTIVE',
        qualifiedDate: inDays(-200),
      },
    ],
    banks: [{ ...(await bank('CCB')), bankUserName: '蓝海电子科技有限公司', bankAccountNumber: '31050161373600001234', bankCurrency: 'CNY', mainFlag: 'Y' }],
    contacts: [
      {
        contactName: '李静',
        mobilePhone: '13761889012',
        emailAddress: 'lijing@bluesea-tech.example',
        departmentName: '市场部',
        positionName: '大客户经理',
        mainFlag: 'Y',
      },
    ],
    categories: [{ categoryId: await category('1002'), cooperativeProduct: '电阻、电容、连接器', categoryStatus: 'ACTIVE', approvedDate: inDays(-200) }],
    certificates: [
      {
        certificateType: 'ISO9001',
        certificateName: 'ISO9001:2015质量管理体系认证',
        certificateNumber: 'SGS21Q0789',
        issuingAuthority: 'SGS通标标准技术服务有限公司',
        startDate: inDays(-1105),
        endDate: inDays(-10),
      },
    ],
  });

  const blacklist = documents('slcSupplierBlacklist');
  const hengtong = await blacklist.draft('恒通物流服务有限公司', { blacklistType: 'PERMANENT', blacklistReason: '多次伪造签收单据，经核实属实' });
  await blacklist.act(buyer, 'submit', hengtong);
  await blacklist.act(approver, 'approval', hengtong);
  const ruifengFirst = await blacklist.draft('瑞丰五金贸易有限公司', { blacklistType: 'UNTIL', endDate: inDays(90), blacklistReason: '一批紧固件抽检不合格' });
  await blacklist.act(buyer, 'submit', ruifengFirst);
  await blacklist.act(approver, 'reject', ruifengFirst, { comment: '已完成退换货，不足以列入黑名单' });
  const ruifeng = await blacklist.draft('瑞丰五金贸易有限公司', {
    blacklistType: 'UNTIL',
    endDate: inDays(180),
    blacklistReason: '连续两个季度交货准时率低于60%',
  });
  await blacklist.act(buyer, 'submit', ruifeng);
  const zhongke = await blacklist.draft('中科新材料股份有限公司', { blacklistType: 'UNTIL', endDate: inDays(60), blacklistReason: '材质证明与实物不符' });
  await blacklist.act(buyer, 'submit', zhongke);
  await blacklist.act(approver, 'approval', zhongke);
  await blacklist.act(buyer, 'lift', zhongke, { comment: '整改完成，复检合格' });
  await blacklist.draft('中科新材料股份有限公司', { blacklistType: 'PERMANENT', blacklistReason: '拟：再次出现材质不符时列入' });

  const freeze = documents('slcSupplierFreeze');
  const jinqiao = await freeze.draft('金桥包装材料有限公司', {
    freezeType: 'FREEZE',
    actionPurchaseFlag: 'Y',
    freezingInstructions: '营业执照已过期，待换发新证',
  });
  await freeze.act(buyer, 'submit', jinqiao);
  await freeze.act(approver, 'approval', jinqiao);
  const thaw = await freeze.draft('金桥包装材料有限公司', { freezeType: 'UNFREEZE', actionPurchaseFlag: 'Y', freezingInstructions: '已提交新营业执照' });
  await freeze.act(buyer, 'submit', thaw);
  const ruifengPay = await freeze.draft('瑞丰五金贸易有限公司', {
    freezeType: 'FREEZE',
    actionPurchaseFlag: 'N',
    actionPaymentFlag: 'Y',
    freezingInstructions: '质量索赔未结清',
  });
  await freeze.act(buyer, 'submit', ruifengPay);
  await freeze.act(approver, 'reject', ruifengPay, { comment: '索赔已从应付款中扣除' });
  await freeze.draft('中科新材料股份有限公司', {
    freezeType: 'FREEZE',
    actionPurchaseFlag: 'Y',
    actionPaymentFlag: 'Y',
    freezingInstructions: '拟：复检不合格时冻结',
  });

  const quit = documents('slcSupplierQuit');
  const settled = { inventoryCleanupFlag: 'Y', paymentSettleFlag: 'Y' };
  const dingsheng = await quit.draft('鼎盛电气设备有限公司', { quitReason: '产品线停产，不再供货', ...settled });
  await quit.act(buyer, 'submit', dingsheng);
  await quit.act(approver, 'approval', dingsheng);
  const hongdaFirst = await quit.draft('宏达塑胶制品有限公司', { quitReason: '年度评审不合格', ...settled });
  await quit.act(buyer, 'submit', hongdaFirst);
  await quit.act(approver, 'reject', hongdaFirst, { comment: '寄存库存尚未退回' });
  await quit.draft('宏达塑胶制品有限公司', { quitReason: '年度评审不合格，库存退回后退出' });
  const zhongkeExit = await quit.draft('中科新材料股份有限公司', { quitReason: '材质问题反复出现，终止合作', ...settled });
  await quit.act(buyer, 'submit', zhongkeExit);

  const change = getEntity('slcSupplierChange');
  const proposeOp = change.operations!.find((o) => o.operation === 'propose')!;
  const changeAct = actorOn(ops, 'slcSupplierChange');
  /** A supplier proposes: its record copied into a draft, `edit` applied, the draft saved and submitted. */
  const proposed = async (userName: string, edit: (draft: Row) => Row) => {
    const caller = await callerFor(db, userName);
    const draft = (await ops.runOperation(change, caller, proposeOp, {})) as Row;
    await ops.save(change, caller, { ...draft, ...edit(draft) });
    await changeAct(caller, 'submit', Number(draft.changeId));
    return { caller, changeId: Number(draft.changeId) };
  };
  const hd = await proposed('supplier1', (d) => ({
    changeReason: '销售经理王海更换手机号码',
    contacts: (d.contacts as Row[]).map((c) => (c.contactName === '王海' ? { ...c, mobilePhone: '13816889999' } : c)),
  }));
  await changeAct(approver, 'approval', hd.changeId);
  const renamed = await proposed('supplier1', () => ({ changeReason: '简称调整', supplierShortName: '华东精机' }));
  await changeAct(approver, 'reject', renamed.changeId, { comment: '简称与集团内其他公司重名，请保留原简称' });
  const boc = await bank('BOC');
  const account = await proposed('supplier1', (d) => ({
    changeReason: '新增中国银行结算账户',
    banks: [...(d.banks as Row[]), { ...boc, bankUserName: '华东精密机械有限公司', bankAccountNumber: '437258741234', bankCurrency: 'CNY', enabledFlag: 'Y' }],
  }));
  await changeAct(buyer, 'failBack', account.changeId, { comment: '请在附件中上传新账户的开户许可证' });
  await proposed('supplier2', (d) => ({
    changeReason: '基本户账号变更',
    banks: (d.banks as Row[]).map((b) => ({ ...b, bankAccountNumber: '31050161373600005678' })),
  }));

  // A company that registered itself and waits for the buyer's approval, as the registration form writes it.
  const pending = new PendingEvents();
  await db.transaction((tx) =>
    recordRegistration(
      tx,
      ops,
      { ...systemCaller('zh'), userName: 'register' },
      {
        supplierName: '长风模具科技有限公司',
        supplierShortName: '长风模具',
        supplierType: 'MANUFACTURER',
        taxRegistrationNumber: `${WAITING_CODE}${creditCodeCheckChar(WAITING_CODE)}`,
        companyPhone: '0512-66889900',
        companyRegisteredAddress: '江苏省苏州市吴中区东吴北路 88 号',
        contactName: '周川',
        contactEmail: 'zhouchuan@changfeng.example.com',
      },
      { userName: 'changfeng', password: 'Supplier@123', language: 'CN' },
      pending,
    ),
  );
  pending.flush();
}

/** The first 17 characters of the waiting registration's unified social credit code; the check character is computed. */
const WAITING_CODE = '91320594MA1YH2K8Q';
