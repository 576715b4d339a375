/**
 * The route catalogue: each route path of SPEC section 2 that has a working
 * screen, with the entity or custom screen serving it. Menus are seeded from it,
 * so no menu leads to a missing page. A route enters here with its screen.
 */
import type { Label } from '../entity/types.ts';
import { JURY_STATES } from '../sourcing/jury-states.ts';

export type UserKind = 'INSIDE' | 'EX';

export interface MenuGroup {
  code: string;
  label: Label;
  icon: string;
  seq: number;
}

export const menuGroups: MenuGroup[] = [
  { code: 'BASE', label: { zh: '基础数据', en: 'Base data' }, icon: 'database', seq: 10 },
  { code: 'NOTICE', label: { zh: '公告通知', en: 'Announcements' }, icon: 'bell', seq: 20 },
  { code: 'SUPPLIER', label: { zh: '供应商管理', en: 'Suppliers' }, icon: 'users', seq: 30 },
  { code: 'SUPPLIER_PORTAL', label: { zh: '供应商门户', en: 'Supplier portal' }, icon: 'home', seq: 40 },
  { code: 'PURCHASE', label: { zh: '采购协同', en: 'Purchasing' }, icon: 'shopping-cart', seq: 50 },
  { code: 'SOURCING', label: { zh: '寻源管理', en: 'Sourcing' }, icon: 'search', seq: 60 },
  { code: 'PERFORMANCE', label: { zh: '绩效管理', en: 'Performance' }, icon: 'chart', seq: 65 },
  { code: 'FINANCE', label: { zh: '财务协同', en: 'Finance' }, icon: 'dollar', seq: 70 },
  { code: 'QUALITY', label: { zh: '质量协同', en: 'Quality' }, icon: 'shield', seq: 74 },
  { code: 'EQUIPMENT', label: { zh: '设备与生产', en: 'Equipment and production' }, icon: 'tool', seq: 76 },
  { code: 'CONTRACT', label: { zh: '合同管理', en: 'Contracts' }, icon: 'file', seq: 78 },
  { code: 'WORKFLOW', label: { zh: '流程中心', en: 'Approvals' }, icon: 'check', seq: 80 },
  { code: 'ORG', label: { zh: '组织架构', en: 'Organisation' }, icon: 'users', seq: 85 },
  // Beyond SPEC: spend, savings and bid screening (issue 47), read-only analyses over the documents.
  { code: 'ANALYTICS', label: { zh: '采购分析', en: 'Analytics' }, icon: 'chart', seq: 87 },
  { code: 'REPORT', label: { zh: '报表中心', en: 'Reports' }, icon: 'chart', seq: 88 },
  { code: 'ADMIN', label: { zh: '系统设置', en: 'System settings' }, icon: 'settings', seq: 90 },
];

export interface RouteDef {
  /** Child path under /main, as SPEC section 2 writes it. */
  path: string;
  /**
   * `list`, `edit` and `detail` (a record read-only, its actions still offered) are the generic screens of an entity;
   * `ownRecord` edits the supplier's own record of an entity keyed by its supplier scope; anything else names a custom screen.
   */
  screen: 'list' | 'edit' | string;
  entity?: string;
  /** The edit route that a list opens its rows in. */
  editPath?: string;
  /** Where suppliers' rows open instead, when they answer on a page of their own (a bargaining request). */
  supplierEditPath?: string;
  /** Present when the route is a menu entry. */
  menu?: { code: string; group: string; label: Label; seq: number; for: UserKind[] };
  /** Filters the list always applies: a list means any of its values; a value `:name` takes the path parameter `:name` of `path`. */
  filters?: Record<string, string | string[]>;
  /** Values a record made on this (edit) route starts with: a tender made on the tender screens. */
  defaults?: Record<string, string>;
  /** A custom edit screen that also makes new records (the generic form with buttons of its own): its list offers Add. */
  creates?: boolean;
  /** The columns of this list when they are not the entity's (two views of one entity: scoring, countersigning). */
  columns?: string[];
}

const list = (
  path: string,
  entity: string,
  group: string,
  code: string,
  zh: string,
  en: string,
  seq: number,
  opts: { editPath?: string; supplierEditPath?: string; for?: UserKind[] } = {},
): RouteDef => ({
  path,
  screen: 'list',
  entity,
  editPath: opts.editPath,
  supplierEditPath: opts.supplierEditPath,
  menu: { code, group, label: { zh, en }, seq, for: opts.for ?? ['INSIDE'] },
});

const edit = (path: string, entity: string): RouteDef => ({ path, screen: 'edit', entity });
const detail = (path: string, entity: string): RouteDef => ({ path, screen: 'detail', entity });

const INQUIRY = { auctionType: 'INQUIRY' };
const TENDER = { auctionType: 'TENDER' };
const SAMPLE = { trialType: 'SAMPLE' };
const BATCH = { trialType: 'BATCH' };
/** Every column of a contract, for the enhanced contract list. */
const CONTRACT_ALL_COLUMNS = [
  'contractCode',
  'contractName',
  'contractType',
  'supplierNumber',
  'supplierName',
  'orgName',
  'templateName',
  'versionNumber',
  'totalAmount',
  'currencyCode',
  'startDate',
  'endDate',
  'signedSite',
  'partyASignDate',
  'partyBSignDate',
  'createdMode',
  'sourceCode',
  'terminationDate',
  'terminationReasons',
  'refuseReason',
  'comments',
  'contractStatus',
  'createdBy',
  'creationDate',
  'lastUpdatedBy',
  'lastUpdateDate',
];

export const routes: RouteDef[] = [
  list('materialManagement', 'materialItem', 'BASE', 'MATERIAL', '物料管理', 'Materials', 10),
  list('purchaseCassificationManagement', 'purchaseCategory', 'BASE', 'PURCHASE_CATEGORY', '采购分类', 'Purchase categories', 20),
  list('paymentProportionManagement', 'paymentTerm', 'BASE', 'PAYMENT_TERM', '付款条件', 'Payment terms', 30, { editPath: 'paymentProportionManagementEdit' }),
  edit('paymentProportionManagementEdit', 'paymentTerm'),
  list('exchangeRateManagement', 'exchangeRate', 'BASE', 'EXCHANGE_RATE', '汇率管理', 'Exchange rates', 40),
  list('unitConvertRateList', 'unitConvertRate', 'BASE', 'UNIT_CONVERT', '单位换算', 'Unit conversion', 50),
  list('bankList', 'bank', 'BASE', 'BANK', '银行', 'Banks', 60),
  list('districtList', 'district', 'BASE', 'DISTRICT', '行政区域', 'Districts', 70),
  list('projectList', 'project', 'BASE', 'PROJECT', '项目', 'Projects', 80),
  list('orgAssociationList', 'orgRelation', 'BASE', 'ORG_RELATION', '组织关系', 'Organisation relations', 90),
  list('baseItemMappingList', 'itemMapping', 'BASE', 'ITEM_MAPPING', '物料映射', 'Material mappings', 100),
  // Base-data reports (api/src/basedata): read-only views, each within the caller's supplier scope and data permissions.
  list('purchaseCategoryReport', 'purchaseCategoryReport', 'BASE', 'PURCHASE_CATEGORY_REPORT', '采购分类报表', 'Purchase category report', 21),
  list('itemDrawList', 'itemDraw', 'BASE', 'ITEM_DRAW', '物料货源权限', 'Material supply permissions', 11, { for: ['INSIDE', 'EX'] }),
  list('organizationMaterialQuery', 'organizationMaterial', 'BASE', 'ORG_MATERIAL', '组织物料查询', 'Materials by organisation', 12),
  list('srmBaseConfigProfileList', 'configProfile', 'BASE', 'CONFIG_PROFILE', '配置文件', 'Config profiles', 110),
  list('baseDataExportListList', 'dataExportList', 'BASE', 'DATA_EXPORT', '导出管理', 'Exports', 120, { for: ['INSIDE', 'EX'] }),
  list('baseDataImportListList', 'dataImportList', 'BASE', 'DATA_IMPORT', '导入管理', 'Imports', 125, { for: ['INSIDE', 'EX'] }),
  list('noticeManagement', 'notice', 'NOTICE', 'NOTICE_MANAGE', '公告管理', 'Announcements', 10, { editPath: 'notice/noticeEdit' }),
  edit('notice/noticeEdit', 'notice'),
  list('notificationManagement', 'notification', 'NOTICE', 'NOTIFICATION_MANAGE', '我的通知', 'My notifications', 20, {
    for: ['INSIDE', 'EX'],
    editPath: 'notification/notificationEdit',
  }),
  edit('notification/notificationEdit', 'notification'),
  list('noticeConfigList', 'noticeConfig', 'NOTICE', 'NOTICE_CONFIG', '通知配置', 'Notice configurations', 40, { editPath: 'noticeConfigEdit' }),
  edit('noticeConfigEdit', 'noticeConfig'),
  // Replies to announcements that ask for one, who read them and whom they were addressed to (api/src/notice).
  list('noticeReplyList', 'noticeReply', 'NOTICE', 'NOTICE_REPLY', '公告回复', 'Announcement replies', 12, {
    for: ['INSIDE', 'EX'],
    editPath: 'notice/noticeReplyEdit',
  }),
  edit('notice/noticeReplyEdit', 'noticeReply'),
  list('noticeViewerList', 'noticeViewer', 'NOTICE', 'NOTICE_VIEWER', '公告阅读记录', 'Announcement readers', 14),
  list('noticeReceiverList', 'noticeReceiver', 'NOTICE', 'NOTICE_RECEIVER', '公告接收对象', 'Announcement receivers', 16),
  list('pending/interiorPendingMore', 'interiorPending', 'NOTICE', 'INTERIOR_PENDING', '我的待办', 'My to-dos', 30),
  list('supplierInfoList', 'supplierInfo', 'SUPPLIER', 'SUPPLIER_INFO', '供应商档案', 'Supplier records', 10, { editPath: 'supplierInfoEdit' }),
  edit('supplierInfoEdit', 'supplierInfo'),
  // A buyer records a supplier that did not register: the record's form, empty; the server marks it created internally (sourceCode CREATE).
  {
    ...edit('supplierInfoCreate', 'supplierInfo'),
    menu: { code: 'SUPPLIER_CREATE', group: 'SUPPLIER', label: { zh: '新建供应商', en: 'New supplier' }, seq: 105, for: ['INSIDE'] },
  },
  // Reports over the records and their lines (entities/supplier/report-*.ts): internal, read-only, exported like any list.
  list('supplierInfoReport', 'supplierInfoReport', 'SUPPLIER', 'SUPPLIER_INFO_REPORT', '供应商信息报表', 'Supplier report', 106),
  list('supplierSiteInfoReport', 'supplierSiteInfoReport', 'SUPPLIER', 'SUPPLIER_SITE_REPORT', '供应商地点报表', 'Supplier sites report', 107),
  list('supplierBankInfoReport', 'supplierBankInfoReport', 'SUPPLIER', 'SUPPLIER_BANK_REPORT', '供应商银行信息报表', 'Supplier bank accounts report', 108),
  list('supplierContactReport', 'supplierContactReport', 'SUPPLIER', 'SUPPLIER_CONTACT_REPORT', '供应商联系人报表', 'Supplier contacts report', 109),
  list('supplierPermitReport', 'supplierPermitReport', 'SUPPLIER', 'SUPPLIER_PERMIT_REPORT', '供应商证照报表', 'Supplier certificates report', 110),
  {
    ...list('supplierRegisterApproval', 'supplierInfo', 'SUPPLIER', 'SUPPLIER_REGISTER_APPROVAL', '供应商注册审批', 'Registration approval', 5, {
      editPath: 'supplierRegisterInfoApproval',
    }),
    screen: 'supplierRegisterApproval',
  },
  { path: 'supplierRegisterInfoApproval', screen: 'registrationRecord', entity: 'supplierInfo' },
  list('srmSlcSupplierTimelineList', 'slcSupplierTimeline', 'SUPPLIER', 'SLC_TIMELINE', '供应商生命周期', 'Supplier lifecycle', 15),
  list('slcSupplierWarningList', 'slcSupplierWarning', 'SUPPLIER', 'SLC_WARNING', '供应商预警', 'Supplier warnings', 95),
  list('changeInfoList', 'slcSupplierChange', 'SUPPLIER', 'SLC_CHANGE', '资料变更审核', 'Record changes', 20, { editPath: 'changeInfoEdit' }),
  edit('changeInfoEdit', 'slcSupplierChange'),
  detail('dhangeInfodetailed', 'slcSupplierChange'),
  list('srmSlcSupplierBlacklistList', 'slcSupplierBlacklist', 'SUPPLIER', 'SLC_BLACKLIST', '供应商黑名单', 'Supplier blacklist', 80, {
    editPath: 'slcSupplierBlacklistEdit',
  }),
  edit('slcSupplierBlacklistEdit', 'slcSupplierBlacklist'),
  list('srmSlcSupplierFreezeList', 'slcSupplierFreeze', 'SUPPLIER', 'SLC_FREEZE', '供应商冻结/解冻', 'Supplier freezes', 85, {
    editPath: 'slcSupplierFreezeEdit',
  }),
  edit('slcSupplierFreezeEdit', 'slcSupplierFreeze'),
  list('srmSlcSupplierQuitList', 'slcSupplierQuit', 'SUPPLIER', 'SLC_QUIT', '供应商退出', 'Supplier exits', 90, {
    editPath: 'slcSupplierQuitEdit',
  }),
  edit('slcSupplierQuitEdit', 'slcSupplierQuit'),
  // Daily management: the buyer's list and record; the supplier answers its own on its page under "My rectifications".
  list('srmSlcDailyManageList', 'slcDailyManage', 'SUPPLIER', 'SLC_DAILY', '日常管理', 'Daily management', 60, {
    editPath: 'slcDailyManageEdit',
    supplierEditPath: 'supplierRectifyEdit',
  }),
  edit('slcDailyManageEdit', 'slcDailyManage'),
  list('srmSlcSupplierGradeList', 'slcSupplierGrade', 'SUPPLIER', 'SLC_GRADE', '供应商分级', 'Supplier grades', 70, { editPath: 'slcSupplierGradeEdit' }),
  edit('slcSupplierGradeEdit', 'slcSupplierGrade'),
  // Quota management (entities/quota/STATES.md): shares change only by approved adjustments; the warnings are the monitoring's rows over the threshold.
  list('srmSmlPresetProportionList', 'smlPresetProportion', 'SUPPLIER', 'SML_PRESET', '配额预置比例', 'Quota shares', 100),
  list('srmSmlAdjustmentHeadList', 'smlAdjustmentHead', 'SUPPLIER', 'SML_ADJUSTMENT', '配额调整', 'Quota adjustments', 101, {
    editPath: 'SmlAdjustmentHead/SmlAdjustmentHeadEdit',
  }),
  edit('SmlAdjustmentHead/SmlAdjustmentHeadEdit', 'smlAdjustmentHead'),
  list('srmSmlAdjustmentList', 'smlAdjustmentDetail', 'SUPPLIER', 'SML_ADJUSTMENT_LINES', '配额调整明细', 'Quota adjustment lines', 102),
  list('srmSmlMonitoringReport', 'smlMonitoring', 'SUPPLIER', 'SML_MONITORING', '配额执行监控', 'Quota monitoring', 103),
  {
    ...list('srmSmlWarningReport', 'smlMonitoring', 'SUPPLIER', 'SML_WARNING', '配额预警', 'Quota warnings', 104),
    filters: { warningFlag: 'Y' },
    columns: [
      'orgName',
      'itemCode',
      'itemName',
      'supplierNumber',
      'supplierName',
      'plannedShare',
      'actualShare',
      'deviation',
      'warningThreshold',
      'orderedQty',
      'totalQty',
      'effectiveFrom',
    ],
  },
  // Introduction: scenes and requirements, then a qualification review with its on-site inspection and trials.
  list('introduceSceneList', 'slcIntroduceScene', 'SUPPLIER', 'SLC_SCENE', '引入场景', 'Introduction scenes', 30, { editPath: 'introduceSceneEdit' }),
  edit('introduceSceneEdit', 'slcIntroduceScene'),
  list('qualificationRequireList', 'slcQualificationRequire', 'SUPPLIER', 'SLC_QUALIFICATION_REQUIRE', '资质要求', 'Qualification requirements', 32, {
    editPath: 'qualificationRequireEdit',
  }),
  edit('qualificationRequireEdit', 'slcQualificationRequire'),
  list('qualifyCensorList', 'slcQualification', 'SUPPLIER', 'SLC_QUALIFICATION', '资质审查', 'Qualification reviews', 35, {
    editPath: 'qualifyCensor/QualifyCensorEdit',
    supplierEditPath: 'supplierQualifyEdit',
  }),
  edit('qualifyCensor/QualifyCensorEdit', 'slcQualification'),
  list('inspectPlanList', 'slcInspectPlan', 'SUPPLIER', 'SLC_INSPECT_PLAN', '考察计划', 'Inspection plans', 40, {
    editPath: 'inspectPlanEdit',
    supplierEditPath: 'supplierInspectPlanEdit',
  }),
  edit('inspectPlanEdit', 'slcInspectPlan'),
  detail('inspectPlanDetail', 'slcInspectPlan'),
  list('localeInspectList', 'slcLocaleInspect', 'SUPPLIER', 'SLC_INSPECT', '现场考察', 'On-site inspections', 45, {
    editPath: 'localeInspectEdit',
    supplierEditPath: 'supplierInspectEdit',
  }),
  edit('localeInspectEdit', 'slcLocaleInspect'),
  detail('localeInspectDetail', 'slcLocaleInspect'),
  {
    ...list('sampleTrialList', 'slcTrial', 'SUPPLIER', 'SLC_SAMPLE_TRIAL', '样品试验', 'Sample trials', 50, {
      editPath: 'sampleTrialEdit',
      supplierEditPath: 'supplierTrialEdit',
    }),
    filters: SAMPLE,
  },
  { ...edit('sampleTrialEdit', 'slcTrial'), defaults: SAMPLE },
  detail('sampleTrialDetail', 'slcTrial'),
  {
    ...list('srmSlcBatchTryoutList', 'slcTrial', 'SUPPLIER', 'SLC_BATCH_TRYOUT', '小批量试用', 'Batch tryouts', 55, {
      editPath: 'srmSlcBatchTryoutEdit',
      supplierEditPath: 'supplierTrialEdit',
    }),
    filters: BATCH,
  },
  { ...edit('srmSlcBatchTryoutEdit', 'slcTrial'), defaults: BATCH },
  detail('srmSlcBatchTryoutDetail', 'slcTrial'),
  // The supplier's own record opens at once: a list of one row would be a needless step.
  {
    ...list('supplierInfoToPortal', 'supplierInfo', 'SUPPLIER_PORTAL', 'SUPPLIER_SELF', '我的企业信息', 'My company', 10, { for: ['EX'] }),
    screen: 'ownRecord',
  },
  list('supplierTimelineList', 'slcSupplierTimeline', 'SUPPLIER_PORTAL', 'SLC_TIMELINE_SELF', '我的生命周期', 'My lifecycle', 12, { for: ['EX'] }),
  list('supplierWarningList', 'slcSupplierWarning', 'SUPPLIER_PORTAL', 'SLC_WARNING_SELF', '我的证照预警', 'My certificate warnings', 13, { for: ['EX'] }),
  list('supplierChangeList', 'slcSupplierChange', 'SUPPLIER_PORTAL', 'SLC_CHANGE_SELF', '我的资料变更', 'My record changes', 15, {
    for: ['EX'],
    editPath: 'supplierChangeEdit',
  }),
  edit('supplierChangeEdit', 'slcSupplierChange'),
  list('supplierQualifyList', 'slcQualification', 'SUPPLIER_PORTAL', 'SLC_QUALIFICATION_SELF', '我的资质审查', 'My qualification reviews', 16, {
    for: ['EX'],
    editPath: 'supplierQualifyEdit',
  }),
  edit('supplierQualifyEdit', 'slcQualification'),
  list('supplierInspectPlanList', 'slcInspectPlan', 'SUPPLIER_PORTAL', 'SLC_INSPECT_PLAN_SELF', '我的考察计划', 'My inspection plans', 17, {
    for: ['EX'],
    editPath: 'supplierInspectPlanEdit',
  }),
  edit('supplierInspectPlanEdit', 'slcInspectPlan'),
  list('supplierInspectList', 'slcLocaleInspect', 'SUPPLIER_PORTAL', 'SLC_INSPECT_SELF', '我的现场考察', 'My inspections', 18, {
    for: ['EX'],
    editPath: 'supplierInspectEdit',
  }),
  edit('supplierInspectEdit', 'slcLocaleInspect'),
  list('supplierTrialList', 'slcTrial', 'SUPPLIER_PORTAL', 'SLC_TRIAL_SELF', '我的样品与试用', 'My trials', 19, { for: ['EX'], editPath: 'supplierTrialEdit' }),
  edit('supplierTrialEdit', 'slcTrial'),
  list('supplierRectifyList', 'slcDailyManage', 'SUPPLIER_PORTAL', 'SLC_DAILY_SELF', '我的整改', 'My rectifications', 21, {
    for: ['EX'],
    editPath: 'supplierRectifyEdit',
  }),
  edit('supplierRectifyEdit', 'slcDailyManage'),
  list('supplierPendingList', 'supplierPending', 'SUPPLIER_PORTAL', 'SUPPLIER_PENDING', '供应商待办', 'Supplier to-dos', 20, { for: ['EX'] }),
  // Purchasing.
  list('purchaseRequisitionList', 'purRequisition', 'PURCHASE', 'PUR_REQUISITION', '采购申请', 'Requisitions', 10, {
    editPath: 'purRequisitionManage/purRequisitionEdit',
  }),
  edit('purRequisitionManage/purRequisitionEdit', 'purRequisition'),
  list('purDemandSummaryList', 'purDemandSummary', 'PURCHASE', 'PUR_DEMAND_SUMMARY', '需求汇总', 'Demand summary', 20),
  list('srmPurAslList', 'purAsl', 'PURCHASE', 'PUR_ASL', '货源清单', 'Approved supplier lists', 30, {
    editPath: 'aslApplyManage/AslApplyEdit',
    for: ['INSIDE', 'EX'],
  }),
  list('purAslApplyList', 'purAsl', 'PURCHASE', 'PUR_ASL_APPLY', '货源清单申请', 'Supplier list applications', 31, { editPath: 'aslApplyManage/AslApplyEdit' }),
  edit('aslApplyManage/AslApplyEdit', 'purAsl'),
  list('purAslAlterationList', 'purAslAlteration', 'PURCHASE', 'PUR_ASL_ALTERATION', '货源清单变更', 'Supplier list changes', 32, {
    editPath: 'aslAlterationManage/AslAlterationEdit',
  }),
  edit('aslAlterationManage/AslAlterationEdit', 'purAslAlteration'),
  list('purAgreementList', 'purAgreement', 'PURCHASE', 'PUR_AGREEMENT', '价格协议', 'Price agreements', 40, {
    editPath: 'purAgreementManage/purAgreementEdit',
    for: ['INSIDE', 'EX'],
  }),
  edit('purAgreementManage/purAgreementEdit', 'purAgreement'),
  list('purchaseBillTypeList', 'purBillType', 'PURCHASE', 'PUR_BILL_TYPE', '采购单据类型', 'Document types', 45),
  list('purchaseOrderList', 'purOrder', 'PURCHASE', 'PUR_ORDER', '采购订单', 'Purchase orders', 50, {
    editPath: 'purOrderManage/purchaseOrderEdit',
    for: ['INSIDE', 'EX'],
  }),
  edit('purOrderManage/purchaseOrderEdit', 'purOrder'),
  list('purDeliveryNoticeList', 'purDeliveryNotice', 'PURCHASE', 'PUR_DELIVERY_NOTICE', '送货通知', 'Delivery notices', 60, {
    editPath: 'purDeliveryManage/purDeliveryNoticeEdit',
    for: ['INSIDE', 'EX'],
  }),
  edit('purDeliveryManage/purDeliveryNoticeEdit', 'purDeliveryNotice'),
  list('purDeliveryNoteList', 'purDeliveryNote', 'PURCHASE', 'PUR_DELIVERY_NOTE', '送货单', 'Delivery notes', 70, {
    editPath: 'purDeliveryManage/purDeliveryNoteEdit',
    for: ['EX'],
  }),
  list('purDealDeliveryNoteList', 'purDeliveryNote', 'PURCHASE', 'PUR_DELIVERY_RECEIVE', '送货单接收', 'Receive deliveries', 71, {
    editPath: 'purDeliveryManage/purDeliveryNoteEdit',
  }),
  edit('purDeliveryManage/purDeliveryNoteEdit', 'purDeliveryNote'),
  edit('purDeliveryManage/purDeliveryBatchTemporaryEdit', 'purDeliveryNote'),
  list('purDeliveryManage/purBarcodeList', 'purBarcode', 'PURCHASE', 'PUR_BARCODE', '条码管理', 'Barcodes', 72, { for: ['INSIDE', 'EX'] }),
  // Purchase returns (退货单): the buyer's, and the supplier's to confirm; confirmed, they feed the statements (finance STATES.md).
  list('purReturnList', 'purReturn', 'PURCHASE', 'PUR_RETURN', '退货单', 'Purchase returns', 73, {
    editPath: 'purReturnManage/purReturnEdit',
    supplierEditPath: 'purReturnManage/supplierReturnDetail',
  }),
  edit('purReturnManage/purReturnEdit', 'purReturn'),
  list('supplierReturnList', 'purReturn', 'PURCHASE', 'PUR_RETURN_SELF', '我的退货单', 'My returns', 74, {
    for: ['EX'],
    editPath: 'purReturnManage/supplierReturnDetail',
  }),
  detail('purReturnManage/supplierReturnDetail', 'purReturn'),
  list('purPrePlanList', 'purPlan', 'PURCHASE', 'PUR_PRE_PLAN', '预测计划', 'Pre-plans', 80, { editPath: 'purPrePlanManage/purPrePlanEdit' }),
  edit('purPrePlanManage/purPrePlanEdit', 'purPlan'),
  list('purInternalPurchasePlanList', 'purPlan', 'PURCHASE', 'PUR_PLAN_INTERNAL', '采购计划', 'Purchase plans', 81, {
    editPath: 'purPrePlanManage/purPrePlanEdit',
  }),
  list('purSupplierPurchasePlanList', 'purPlan', 'PURCHASE', 'PUR_PLAN_SUPPLIER', '我的采购计划', 'My purchase plans', 82, {
    editPath: 'purPrePlanManage/purPrePlanEdit',
    for: ['EX'],
  }),
  list('purInternalPurchasePlanSumList', 'purPlanSum', 'PURCHASE', 'PUR_PLAN_SUM', '采购计划汇总', 'Plan summary', 83),
  list('purCustomerOrderList', 'purCustomerOrder', 'PURCHASE', 'PUR_CUSTOMER_ORDER', '客户订单', 'Customer orders', 90),
  list('purWmsConsignViewReport', 'purWmsConsignView', 'PURCHASE', 'PUR_WMS_CONSIGN', '寄售库存查询', 'Consignment stock', 91, { for: ['INSIDE', 'EX'] }),
  list('purchaseCancelCloseReport', 'purCancelCloseReport', 'PURCHASE', 'PUR_CANCEL_CLOSE_REPORT', '订单取消关闭报表', 'Cancelled and closed lines', 100),
  list('purchaseStatisticsReport', 'purStatisticsReport', 'PURCHASE', 'PUR_STATISTICS_REPORT', '采购统计报表', 'Purchase statistics', 101),
  list('deliverDetailsReport', 'purDeliverDetailsReport', 'PURCHASE', 'PUR_DELIVER_DETAILS', '送货明细报表', 'Delivery details', 102, {
    for: ['INSIDE', 'EX'],
  }),
  list('budgetReport', 'purBudgetReport', 'PURCHASE', 'PUR_BUDGET_REPORT', '预算执行报表', 'Budget report', 103),
  list('processMonitoringList', 'purProcessMonitor', 'PURCHASE', 'PUR_PROCESS_MONITOR', '全流程监控', 'Process monitor', 104),
  list('deliveryAccuracyReport', 'purDeliveryAccuracy', 'PURCHASE', 'PUR_DELIVERY_ACCURACY', '交货准确率', 'Delivery accuracy', 105, { for: ['INSIDE', 'EX'] }),
  // Finance (entities/finance/STATES.md): the buyer's lists, and the supplier's own of the same documents.
  list('deductionsList', 'finDeduction', 'FINANCE', 'FIN_DEDUCTION', '扣款单', 'Deductions', 10, {
    editPath: 'deductionsEdit',
    supplierEditPath: 'supplierDeductionsDetail',
  }),
  edit('deductionsEdit', 'finDeduction'),
  list('accountStmtList', 'finAccountStmt', 'FINANCE', 'FIN_ACCOUNT_STMT', '对账单', 'Account statements', 20, {
    editPath: 'accountStmtEdit',
    supplierEditPath: 'supplierAccountStmtEdit',
  }),
  edit('accountStmtEdit', 'finAccountStmt'),
  list('invoiceList', 'finInvoice', 'FINANCE', 'FIN_INVOICE', '发票', 'Invoices', 30, { editPath: 'invoiceEdit', supplierEditPath: 'supplierInvoiceEdit' }),
  edit('invoiceEdit', 'finInvoice'),
  {
    ...list('invoiceMatchList', 'finInvoice', 'FINANCE', 'FIN_INVOICE_MATCH', '发票匹配工作台', 'Match workbench', 35, { editPath: 'invoiceEdit' }),
    filters: { invoiceStatus: 'EXCEPTION' },
  },
  list('invoiceToleranceList', 'finMatchTolerance', 'FINANCE', 'FIN_MATCH_TOLERANCE', '发票匹配容差', 'Match tolerances', 40),
  list('supplierAccountStmtList', 'finAccountStmt', 'FINANCE', 'FIN_ACCOUNT_STMT_SELF', '我的对账单', 'My statements', 50, {
    for: ['EX'],
    editPath: 'supplierAccountStmtEdit',
  }),
  edit('supplierAccountStmtEdit', 'finAccountStmt'),
  list('supplierInvoiceList', 'finInvoice', 'FINANCE', 'FIN_INVOICE_SELF', '我的发票', 'My invoices', 55, { for: ['EX'], editPath: 'supplierInvoiceEdit' }),
  edit('supplierInvoiceEdit', 'finInvoice'),
  list('supplierDeductionsList', 'finDeduction', 'FINANCE', 'FIN_DEDUCTION_SELF', '我的扣款单', 'My deductions', 60, {
    for: ['EX'],
    editPath: 'supplierDeductionsDetail',
  }),
  detail('supplierDeductionsDetail', 'finDeduction'),
  list('paymentApplyList', 'finPaymentApply', 'FINANCE', 'FIN_PAYMENT_APPLY', '付款申请', 'Payment requests', 62, {
    editPath: 'paymentApplyEdit',
    supplierEditPath: 'supplierPaymentDetail',
  }),
  edit('paymentApplyEdit', 'finPaymentApply'),
  list('advanceApplyList', 'finAdvanceApply', 'FINANCE', 'FIN_ADVANCE_APPLY', '预付款申请', 'Advance requests', 64, {
    editPath: 'advanceApplyEdit',
    supplierEditPath: 'supplierAdvanceDetail',
  }),
  edit('advanceApplyEdit', 'finAdvanceApply'),
  list('collectAdvanceList', 'finAdvanceCollect', 'FINANCE', 'FIN_ADVANCE_COLLECT', '预付款核销', 'Advance collections', 66, {
    editPath: 'collectAdvanceEdit',
  }),
  edit('collectAdvanceEdit', 'finAdvanceCollect'),
  list('cashFlowStatementList', 'finCashFlow', 'FINANCE', 'FIN_CASH_FLOW', '资金往来表', 'Cash-flow statement', 68, { for: ['INSIDE', 'EX'] }),
  list('supplierPaymentList', 'finPaymentApply', 'FINANCE', 'FIN_PAYMENT_SELF', '我的付款', 'My payments', 70, {
    for: ['EX'],
    editPath: 'supplierPaymentDetail',
  }),
  detail('supplierPaymentDetail', 'finPaymentApply'),
  list('supplierAdvanceList', 'finAdvanceApply', 'FINANCE', 'FIN_ADVANCE_SELF', '我的预付款', 'My advances', 72, {
    for: ['EX'],
    editPath: 'supplierAdvanceDetail',
  }),
  detail('supplierAdvanceDetail', 'finAdvanceApply'),
  // Performance (entities/performance/STATES.md).
  list('srmSpeIndicatorsList', 'speIndicator', 'PERFORMANCE', 'SPE_INDICATOR', '绩效指标', 'Indicators', 10, { editPath: 'SpeIndicators/SpeIndicatorsEdit' }),
  edit('SpeIndicators/SpeIndicatorsEdit', 'speIndicator'),
  list('srmSpeTemplateList', 'speTemplate', 'PERFORMANCE', 'SPE_TEMPLATE', '绩效模板', 'Templates', 20, { editPath: 'SpeTemplate/SpeTemplateEdit' }),
  edit('SpeTemplate/SpeTemplateEdit', 'speTemplate'),
  list('srmSpeSchemeList', 'speScheme', 'PERFORMANCE', 'SPE_SCHEME', '绩效方案', 'Schemes', 30, { editPath: 'SpeScheme/SpeSchemeEdit' }),
  edit('SpeScheme/SpeSchemeEdit', 'speScheme'),
  list('manualScoreList', 'speManualScore', 'PERFORMANCE', 'SPE_MANUAL_SCORE', '人工评分', 'Manual scoring', 40, { editPath: 'performanceManualScoreDetail' }),
  detail('performanceManualScoreDetail', 'speManualScore'),
  list('srmSpePerformanceList', 'spePerformance', 'PERFORMANCE', 'SPE_PERFORMANCE', '绩效结果', 'Results', 50, {
    editPath: 'SpePerformance/SpePerformanceEdit',
  }),
  { path: 'SpePerformance/SpePerformanceEdit', screen: 'performanceResult', entity: 'spePerformance' },
  list('srmSpePerformanceListMenu', 'spePerformance', 'PERFORMANCE', 'SPE_PERFORMANCE_SELF', '我的绩效', 'My performance', 60, {
    for: ['EX'],
    editPath: 'performanceResultDetail',
  }),
  { path: 'performanceResultDetail', screen: 'performanceResult', entity: 'spePerformance' },
  // Appeals: the supplier makes and submits its own; the buyer answers them on its list (entities/performance/STATES.md).
  list('srmSpeSupplierAppealList', 'speAppeal', 'PERFORMANCE', 'SPE_APPEAL_SELF', '我的绩效申诉', 'My appeals', 70, {
    for: ['EX'],
    editPath: 'SupplierAppeal/SrmSpeSupplierAppeal',
  }),
  edit('SupplierAppeal/SrmSpeSupplierAppeal', 'speAppeal'),
  list('srmSpeAppealList', 'speAppeal', 'PERFORMANCE', 'SPE_APPEAL', '绩效申诉', 'Appeals', 55, {
    editPath: 'srmSpeAppealDetail',
    supplierEditPath: 'SupplierAppeal/SrmSpeSupplierAppeal',
  }),
  detail('srmSpeAppealDetail', 'speAppeal'),
  // Delivery notes left out of the measures: drafted and approved here; excludeList shows those in force.
  list('excludeBillList', 'speExcludeBill', 'PERFORMANCE', 'SPE_EXCLUDE_BILL', '排除单据申请', 'Exclusion requests', 80, { editPath: 'excludeBillEdit' }),
  edit('excludeBillEdit', 'speExcludeBill'),
  detail('excludeBillDetail', 'speExcludeBill'),
  {
    ...list('excludeList', 'speExcludeBill', 'PERFORMANCE', 'SPE_EXCLUDE', '已排除单据', 'Excluded documents', 85, { editPath: 'excludeBillDetail' }),
    filters: { excludeStatus: 'APPROVED' },
  },
  // Scores by supplier and indicator, and the totals with rank and grade: the results' own rows, read-only.
  list('srmSpeSchemeScoreList', 'speSchemeScore', 'PERFORMANCE', 'SPE_SCHEME_SCORE', '方案评分', 'Scheme scores', 52, {
    editPath: 'SchemeScore/SrmSpeSchemeScoreEdit',
  }),
  detail('SchemeScore/SrmSpeSchemeScoreEdit', 'speSchemeScore'),
  {
    ...list('srmSpeSchemeScoreTotalList', 'spePerformance', 'PERFORMANCE', 'SPE_SCHEME_SCORE_TOTAL', '方案总分', 'Scheme totals', 53, {
      editPath: 'SchemeScoreTotal/SrmSpeSchemeScoreTotalEdit',
    }),
    filters: { performanceStatus: ['CALCULATED', 'PUBLISHED', 'APPEALED', 'CONFIRMED'] },
    columns: [
      'performanceNumber',
      'schemeNumber',
      'schemeName',
      'supplierName',
      'periodFrom',
      'periodTo',
      'totalScore',
      'rankNum',
      'grade',
      'performanceStatus',
    ],
  },
  { path: 'SchemeScoreTotal/SrmSpeSchemeScoreTotalEdit', screen: 'performanceResult', entity: 'spePerformance' },
  // Charts over published results (entities/performance/result-report.ts), for buyers only.
  {
    ...list('supplierLevelReport', 'speResultReport', 'PERFORMANCE', 'SPE_LEVEL_REPORT', '供应商等级分布', 'Grade distribution', 90),
    screen: 'performanceLevelReport',
  },
  {
    ...list('srmSpeRelationRatio', 'speResultReport', 'PERFORMANCE', 'SPE_RELATION_RATIO', '供应商绩效趋势', 'Performance trend', 95),
    screen: 'performanceTrendReport',
  },
  // Settings draft the scheme of their next period; rectifications of low results, answered by the supplier on its own page (STATES.md).
  list('srmSpeSettingHeadList', 'speSetting', 'PERFORMANCE', 'SPE_SETTING', '绩效设置', 'Settings', 25, { editPath: 'SpeSettingHead/SpeSettingHeadEdit' }),
  edit('SpeSettingHead/SpeSettingHeadEdit', 'speSetting'),
  list('SrmSpeRectificationList', 'speRectification', 'PERFORMANCE', 'SPE_RECTIFICATION', '绩效整改', 'Performance rectifications', 58, {
    editPath: 'rectification/SrmSpeRectificationEdit',
    supplierEditPath: 'SupplierAppeal/SrmSpeSupplierRectification',
  }),
  edit('rectification/SrmSpeRectificationEdit', 'speRectification'),
  list('srmSpeSupplierRectificationList', 'speRectification', 'PERFORMANCE', 'SPE_RECTIFICATION_SELF', '我的绩效整改', 'My performance rectifications', 75, {
    for: ['EX'],
    editPath: 'SupplierAppeal/SrmSpeSupplierRectification',
  }),
  edit('SupplierAppeal/SrmSpeSupplierRectification', 'speRectification'),
  // Equipment and production (entities/equipment/STATES.md): devices and spares are internal; suppliers report production and carriage, and confirm contracts.
  list('deviceInfoList', 'deviceInfo', 'EQUIPMENT', 'EQP_DEVICE', '设备档案', 'Devices', 10, { editPath: 'deviceInfo/deviceInfoEdit' }),
  edit('deviceInfo/deviceInfoEdit', 'deviceInfo'),
  list('deviceSpareList', 'deviceSpare', 'EQUIPMENT', 'EQP_DEVICE_SPARE', '备品备件', 'Spare parts', 20, { editPath: 'deviceSpare/deviceSpareEdit' }),
  edit('deviceSpare/deviceSpareEdit', 'deviceSpare'),
  // Contracts (entities/contract/STATES.md): the clause library, templates, contracts; suppliers confirm and read theirs on menus of their own.
  list('cctTermsList', 'contractTerm', 'CONTRACT', 'CCT_TERMS', '合同条款库', 'Clause library', 10, { editPath: 'termsManage/cctTermsEdit' }),
  edit('termsManage/cctTermsEdit', 'contractTerm'),
  list('cctTemplateList', 'contractTemplate', 'CONTRACT', 'CCT_TEMPLATE', '合同模板', 'Contract templates', 20, { editPath: 'templateManage/cctTemplateEdit' }),
  edit('templateManage/cctTemplateEdit', 'contractTemplate'),
  list('cctContractList', 'contract', 'CONTRACT', 'CCT_CONTRACT', '合同管理', 'Contracts', 30, {
    editPath: 'contractManage/cctContractEdit',
    supplierEditPath: 'supplierContractDetail',
  }),
  edit('contractManage/cctContractEdit', 'contract'),
  {
    ...list('simplifiedContractList', 'contract', 'CONTRACT', 'CCT_CONTRACT_SIMPLE', '简易合同', 'Simplified contracts', 40, {
      editPath: 'simplifiedContractEdit',
    }),
    filters: { createdMode: 'SIMPLE' },
  },
  { ...edit('simplifiedContractEdit', 'contract'), defaults: { createdMode: 'SIMPLE' } },
  {
    ...list('enhancedContractList', 'contract', 'CONTRACT', 'CCT_CONTRACT_ENHANCED', '合同明细查询', 'Contracts, every field', 50, {
      editPath: 'contractManage/cctContractEdit',
    }),
    columns: CONTRACT_ALL_COLUMNS,
  },
  {
    ...list('cctContractArchiveList', 'contract', 'CONTRACT', 'CCT_CONTRACT_ARCHIVE', '合同归档', 'Contract archive', 60, {
      editPath: 'cctContractArchiveDetail',
    }),
    filters: { contractStatus: ['EFFECTIVE', 'TERMINATED'] },
  },
  detail('cctContractArchiveDetail', 'contract'),
  {
    ...list('supplierContractConfirmList', 'contract', 'SUPPLIER_PORTAL', 'CCT_CONTRACT_CONFIRM_SELF', '待确认合同', 'Contracts to confirm', 60, {
      for: ['EX'],
      editPath: 'supplierContractDetail',
    }),
    filters: { contractStatus: 'CONFIRMING' },
  },
  {
    ...list('supplierContractSignedList', 'contract', 'SUPPLIER_PORTAL', 'CCT_CONTRACT_SIGNED_SELF', '已签署合同', 'Signed contracts', 62, {
      for: ['EX'],
      editPath: 'supplierContractDetail',
    }),
    filters: { contractStatus: ['EFFECTIVE', 'TERMINATED'] },
  },
  detail('supplierContractDetail', 'contract'),
  // Contract watermarks and e-sign (entities/esign/STATES.md): settings internal only; suppliers sign and read their own.
  {
    ...list('cctWatermarkListInside', 'contractWatermark', 'CONTRACT', 'CCT_WATERMARK_INSIDE', '内部水印', 'Watermarks for staff', 70, {
      editPath: 'cctWatermarkInsideEdit',
    }),
    filters: { watermarkKind: 'INSIDE' },
  },
  { ...edit('cctWatermarkInsideEdit', 'contractWatermark'), defaults: { watermarkKind: 'INSIDE' } },
  {
    ...list('cctWatermarkListSupp', 'contractWatermark', 'CONTRACT', 'CCT_WATERMARK_SUPP', '供应商水印', 'Watermarks for suppliers', 72, {
      editPath: 'cctWatermarkSuppEdit',
    }),
    filters: { watermarkKind: 'SUPPLIER' },
  },
  { ...edit('cctWatermarkSuppEdit', 'contractWatermark'), defaults: { watermarkKind: 'SUPPLIER' } },
  list('signAccountList', 'esignAccount', 'CONTRACT', 'ESIGN_ACCOUNT', '签署账户', 'Sign accounts', 80, { editPath: 'signAccountEdit' }),
  edit('signAccountEdit', 'esignAccount'),
  list('esignFlowList', 'esignFlow', 'CONTRACT', 'ESIGN_FLOW', '合同签署', 'Contract signing', 90, {
    editPath: 'esignSign',
    supplierEditPath: 'supplierEsignSign',
  }),
  // The signing screen (app screens/esign): the PDF, the signature pad, who has signed, the signed PDF.
  { ...detail('esignSign', 'esignFlow'), screen: 'esignSign' },
  list('supplierEsignList', 'esignFlow', 'SUPPLIER_PORTAL', 'ESIGN_FLOW_SELF', '合同签署', 'Contracts to sign', 61, {
    for: ['EX'],
    editPath: 'supplierEsignSign',
  }),
  // The signing screen (app screens/esign): the PDF, the signature pad, who has signed, the signed PDF.
  { ...detail('supplierEsignSign', 'esignFlow'), screen: 'esignSign' },
  list('supplierSignAccountList', 'esignAccount', 'SUPPLIER_PORTAL', 'ESIGN_ACCOUNT_SELF', '签署账户', 'Sign accounts', 63, {
    for: ['EX'],
    editPath: 'supplierSignAccountDetail',
  }),
  detail('supplierSignAccountDetail', 'esignAccount'),
  list('purchaseContractList', 'purchaseContract', 'EQUIPMENT', 'EQP_PURCHASE_CONTRACT', '设备采购合同', 'Equipment contracts', 30, {
    editPath: 'purchaseContract/purchaseContractEdit',
    for: ['INSIDE', 'EX'],
  }),
  edit('purchaseContract/purchaseContractEdit', 'purchaseContract'),
  list('productionProcessList', 'productionProcess', 'EQUIPMENT', 'EQP_PRODUCTION_PROCESS', '生产进度', 'Production progress', 40, {
    editPath: 'productionProcess/productionProcessEdit',
    for: ['INSIDE', 'EX'],
  }),
  edit('productionProcess/productionProcessEdit', 'productionProcess'),
  list('carriageStorageList', 'carriageStorage', 'EQUIPMENT', 'EQP_CARRIAGE_STORAGE', '运输与仓储', 'Carriage and storage', 50, {
    editPath: 'carriageStorage/carriageStorageEdit',
    for: ['INSIDE', 'EX'],
  }),
  edit('carriageStorage/carriageStorageEdit', 'carriageStorage'),
  {
    ...list('mainSupplierScheduleList', 'eqpMainSchedule', 'EQUIPMENT', 'EQP_MAIN_SCHEDULE', '主供应商排产', 'Main supplier schedule', 60, {
      for: ['INSIDE', 'EX'],
    }),
    screen: 'mainSupplierSchedule',
  },
  list('institution', 'organization', 'ADMIN', 'ORGANIZATION', '组织机构', 'Organisations', 10),
  // The organisations of one type (GROUP, OU, INV): a flat list, the tree being of every type.
  { path: 'systemsetting/institution/:treeType', screen: 'list', entity: 'organization', filters: { orgType: ':treeType' } },
  list('user', 'user', 'ADMIN', 'USER', '用户管理', 'Users', 20),
  list('systemsetting/role', 'role', 'ADMIN', 'ROLE', '角色管理', 'Roles', 30),
  list('systemsetting/responsibility', 'responsibility', 'ADMIN', 'RESPONSIBILITY', '职责管理', 'Responsibilities', 40, { editPath: 'systemsetting/respSave' }),
  edit('systemsetting/respSave', 'responsibility'),
  list('systemsetting/userresponsibility', 'userResponsibility', 'ADMIN', 'USER_RESP', '用户职责', 'User responsibilities', 50),
  list('systemsetting/menuFunction', 'menu', 'ADMIN', 'MENU', '菜单管理', 'Menus', 60),
  list('systemSetting/btnList', 'menuResource', 'ADMIN', 'BUTTON', '按钮管理', 'Buttons', 70),
  list('lookuptype', 'lookupType', 'ADMIN', 'LOOKUP_TYPE', '值集类型', 'Lookup types', 80, { editPath: 'lookupTypeEdit' }),
  edit('lookupTypeEdit', 'lookupType'),
  list('lookup', 'lookupValue', 'ADMIN', 'LOOKUP', '值集', 'Lookup values', 90),
  list('profile', 'configProfile', 'ADMIN', 'PROFILE', '系统配置', 'System profiles', 100),
  list('log', 'auditLog', 'ADMIN', 'AUDIT_LOG', '数据变更日志', 'Audit trail', 110),
  list('msgHistory', 'mailOutbox', 'ADMIN', 'MSG_HISTORY', '消息发送历史', 'Mail outbox', 120),
  // Interfaces with an ERP (entities/interface/STATES.md): definitions, their message log, and the dead letters to replay.
  list('scsiDefinitionList', 'scsiDefinition', 'ADMIN', 'SCSI_DEFINITION', '接口定义', 'Interfaces', 130, { editPath: 'scsiDefinition/scsiDefinitionEdit' }),
  edit('scsiDefinition/scsiDefinitionEdit', 'scsiDefinition'),
  list('scsiPlatformLogList', 'scsiPlatformLog', 'ADMIN', 'SCSI_PLATFORM_LOG', '接口日志', 'Interface messages', 140, {
    editPath: 'scsiPlatformLog/scsiPlatformLogDetail',
  }),
  {
    ...list('scsiDeadLetterList', 'scsiPlatformLog', 'ADMIN', 'SCSI_DEAD_LETTER', '接口死信', 'Dead letters', 150, {
      editPath: 'scsiPlatformLog/scsiPlatformLogDetail',
    }),
    filters: { logStatus: 'DEAD' },
  },
  detail('scsiPlatformLog/scsiPlatformLogDetail', 'scsiPlatformLog'),
  // Message centre (entities/message): templates, sources, channels, instances and their deliveries; each user's inbox and subscriptions.
  list('msgTempleCfg', 'msgTemplate', 'ADMIN', 'MSG_TEMPLATE', '消息模板', 'Message templates', 121),
  list('msgSourceCfg', 'msgSource', 'ADMIN', 'MSG_SOURCE', '消息来源', 'Message sources', 122),
  list('msgCfg', 'msgChannel', 'ADMIN', 'MSG_CHANNEL_CFG', '消息渠道配置', 'Message channels', 123),
  list('msgInstance', 'msgInstance', 'ADMIN', 'MSG_INSTANCE', '消息实例', 'Message instances', 124, { editPath: 'msgInstanceCheck' }),
  detail('msgInstanceCheck', 'msgInstance'),
  list('msgReceive', 'msgDelivery', 'ADMIN', 'MSG_RECEIVE', '消息接收人', 'Message recipients', 125),
  list('msgLog', 'msgDeliveryLog', 'ADMIN', 'MSG_LOG', '消息发送日志', 'Message delivery log', 126),
  list('msgTd', 'interiorPending', 'NOTICE', 'MSG_TD', '待办消息', 'To-do messages', 50),
  list('msgUser', 'msgSubscription', 'NOTICE', 'MSG_USER', '我的消息订阅', 'My subscriptions', 60, { for: ['INSIDE', 'EX'] }),
  list('messageList', 'notification', 'NOTICE', 'MSG_LIST', '消息列表', 'Messages', 70, { for: ['INSIDE', 'EX'], editPath: 'messageListDetail' }),
  list('receiveMessageList', 'notification', 'NOTICE', 'MSG_RECEIVED', '我收到的消息', 'Messages received', 80, {
    for: ['INSIDE', 'EX'],
    editPath: 'messageListDetail',
  }),
  detail('messageListDetail', 'notification'),
  list('userOperateLogList', 'auditLog', 'ADMIN', 'USER_OPERATE_LOG', '用户操作日志', 'User operations', 115),
  // Scheduler console (entities/scheduler/STATES.md): schedules, job definitions, requests and runs; a run opens in SubmitRequestDetail with its log.
  list('job', 'jobSchedule', 'ADMIN', 'SCHED_JOB', '定时任务', 'Scheduled jobs', 160, { editPath: 'job/editjob' }),
  edit('job/editjob', 'jobSchedule'),
  list('concurrentPrograms', 'concurrentProgram', 'ADMIN', 'SCHED_PROGRAM', '并发程序', 'Job definitions', 161, {
    editPath: 'concurrentPrograms/ConcurrentProgramsDetail',
  }),
  edit('concurrentPrograms/ConcurrentProgramsDetail', 'concurrentProgram'),
  {
    path: 'SubmitRequestDetail',
    screen: 'submitRequest',
    entity: 'concurrentProgram',
    menu: { code: 'SCHED_SUBMIT', group: 'ADMIN', label: { zh: '提交请求', en: 'Submit a request' }, seq: 162, for: ['INSIDE'] },
  },
  {
    ...list('submitRequest', 'job', 'ADMIN', 'SCHED_REQUESTS', '请求与运行', 'Requests and runs', 163, { editPath: 'SubmitRequestDetail' }),
    filters: { runKind: ['SCHEDULED', 'REQUEST'] },
  },
  {
    ...list('schedulingError', 'job', 'ADMIN', 'SCHED_ERRORS', '调度错误', 'Scheduling errors', 164, { editPath: 'SubmitRequestDetail' }),
    filters: { runKind: ['SCHEDULED', 'REQUEST'], jobStatus: 'FAILED' },
  },
  {
    ...list('gtasks', 'job', 'ADMIN', 'SCHED_QUEUE', '任务队列', 'Job queue', 165, { editPath: 'SubmitRequestDetail' }),
    filters: { jobStatus: ['PENDING', 'RUNNING'] },
  },
  {
    ...list('transactionCompen', 'job', 'ADMIN', 'SCHED_COMPENSATE', '失败任务补偿', 'Failed background work', 166, { editPath: 'SubmitRequestDetail' }),
    filters: { jobStatus: 'FAILED' },
  },
  // Admin console, the rest (screens/admin-console; packages/api/src/admin-console).
  // user2: the users of the supplier portal, the second user list of SPEC's admin table.
  { ...list('user2', 'user', 'ADMIN', 'USER_SUPPLIER', '供应商用户', 'Supplier users', 25), filters: { userType: 'EX' } },
  list('articleManagementList', 'helpArticle', 'ADMIN', 'HELP_ARTICLE', '帮助文章', 'Help articles', 130, {
    editPath: 'articleManagementList/ArticleManagementListDetail',
  }),
  edit('articleManagementList/ArticleManagementListDetail', 'helpArticle'),
  {
    path: 'devtoolsGeneratorCode',
    screen: 'generatorCode',
    menu: { code: 'DEV_GENERATOR', group: 'ADMIN', label: { zh: '实体代码生成', en: 'Entity code generator' }, seq: 140, for: ['INSIDE'] },
  },
  {
    path: 'table_model',
    screen: 'tableModel',
    menu: { code: 'TABLE_MODEL', group: 'ADMIN', label: { zh: '数据模型', en: 'Data model' }, seq: 145, for: ['INSIDE'] },
  },
  { path: 'redis', screen: 'cacheStats', menu: { code: 'CACHE_STATS', group: 'ADMIN', label: { zh: '缓存监控', en: 'Caches' }, seq: 150, for: ['INSIDE'] } },
  {
    path: 'datasource',
    screen: 'datasource',
    menu: { code: 'DATASOURCE', group: 'ADMIN', label: { zh: '数据源', en: 'Data source' }, seq: 155, for: ['INSIDE'] },
  },
  // Single sign-on, OAuth apps and the API manager (entities/sso).
  list('baseSSO', 'ssoProvider', 'ADMIN', 'BASE_SSO', '单点登录配置', 'Single sign-on', 130, { editPath: 'baseSSOEdit' }),
  edit('baseSSOEdit', 'ssoProvider'),
  list('baseOauthAppList', 'oauthApp', 'ADMIN', 'BASE_OAUTH_APP', 'OAuth 应用', 'OAuth apps', 135, { editPath: 'baseOauthAppEdit' }),
  { path: 'baseOauthAppEdit', screen: 'oauthAppEdit', entity: 'oauthApp', creates: true },
  {
    path: 'apiManager',
    screen: 'apiManager',
    menu: { code: 'API_MANAGER', group: 'ADMIN', label: { zh: 'API 管理', en: 'API manager' }, seq: 140, for: ['INSIDE'] },
  },
  {
    path: 'projectAndModule',
    screen: 'projectAndModule',
    menu: { code: 'API_MODULES', group: 'ADMIN', label: { zh: '服务与模块', en: 'Services and modules' }, seq: 141, for: ['INSIDE'] },
  },
  list('apiInterfaceList', 'apiInterface', 'ADMIN', 'API_INTERFACE', '外部接口', 'Outbound interfaces', 142, { editPath: 'apiListEdit' }),
  edit('apiListEdit', 'apiInterface'),
  list('srmBaseInterfaceLogsList', 'apiCallLog', 'ADMIN', 'API_CALL_LOG', '接口调用日志', 'API call log', 145),
  // Approvals (entities/workflow): my work, and the processes themselves.
  { ...list('myUpcoming', 'wfTodo', 'WORKFLOW', 'WF_MY_UPCOMING', '我的待办审批', 'Approvals to do', 10), screen: 'myUpcoming' },
  list('myApproval', 'wfDone', 'WORKFLOW', 'WF_MY_APPROVAL', '我的已办', 'My decisions', 20),
  list('processInitiate', 'wfMyInstance', 'WORKFLOW', 'WF_MY_INITIATED', '我发起的', 'Started by me', 30),
  list('wfDelegationList', 'wfDelegation', 'WORKFLOW', 'WF_DELEGATION', '审批委托', 'Delegations', 40),
  list('processList', 'wfProcessDefinition', 'WORKFLOW', 'WF_PROCESS', '流程设计', 'Approval processes', 50, { editPath: 'processList/processEdit' }),
  { path: 'processList/processEdit', screen: 'processEdit', entity: 'wfProcessDefinition' },
  { ...list('processMonitoring', 'wfInstance', 'WORKFLOW', 'WF_MONITORING', '审批监控', 'Approval monitoring', 60), screen: 'processMonitoring' },
  list('processRoleList', 'wfProcessRole', 'WORKFLOW', 'WF_PROCESS_ROLE', '流程角色', 'Process roles', 70),
  list('reminderSetting', 'wfReminderSetting', 'WORKFLOW', 'WF_REMINDER', '催办设置', 'Reminder settings', 80),
  // Organisation (entities/org): departments, positions, people, data permissions.
  list('department', 'department', 'ORG', 'ORG_DEPARTMENT', '部门管理', 'Departments', 10, { editPath: 'DepartmentDetail' }),
  edit('DepartmentDetail', 'department'),
  list('positionLevel', 'positionLevel', 'ORG', 'ORG_POSITION_LEVEL', '职级管理', 'Position levels', 20, { editPath: 'positionLevel/positionLeveldetail' }),
  edit('positionLevel/positionLeveldetail', 'positionLevel'),
  { path: 'positionLevelTree', screen: 'list', entity: 'positionLevel', editPath: 'positionLevel/positionLeveldetail' },
  list('position', 'position', 'ORG', 'ORG_POSITION', '职位管理', 'Positions', 30, { editPath: 'position/positiondetail' }),
  edit('position/positiondetail', 'position'),
  list('employee', 'employee', 'ORG', 'ORG_EMPLOYEE', '员工管理', 'Employees', 40, { editPath: 'EditEmployee' }),
  edit('EditEmployee', 'employee'),
  list('positionAllot', 'positionAllot', 'ORG', 'ORG_POSITION_ALLOT', '岗位分配', 'Position allotment', 50, { editPath: 'positionAllot/positionAllotAdd' }),
  edit('positionAllot/positionAllotAdd', 'positionAllot'),
  list('staffInquiry', 'staffInquiry', 'ORG', 'ORG_STAFF_INQUIRY', '人员查询', 'Staff inquiry', 60),
  list('userAuthorisationList', 'userAuthorisation', 'ORG', 'ORG_USER_AUTH', '数据权限', 'Data permissions', 70, {
    editPath: 'userAuthorisationList/userAuthorisationEdit',
  }),
  edit('userAuthorisationList/userAuthorisationEdit', 'userAuthorisation'),
  // Sourcing: inquiries (RFQ). Suppliers see the inquiries they are invited to and their own bids.
  {
    ...list('inquiryNotQuotationList', 'ponAuction', 'SOURCING', 'PON_INQUIRY', '询价单', 'Inquiries', 10, {
      editPath: 'inquiryProposal',
      for: ['INSIDE', 'EX'],
    }),
    filters: INQUIRY,
  },
  edit('inquiryProposal', 'ponAuction'),
  {
    ...list('inquiryQuotationList', 'ponBid', 'SOURCING', 'PON_BID', '报价单', 'Bids', 20, { editPath: 'inquiryNotQuotationDetail', for: ['INSIDE', 'EX'] }),
    filters: INQUIRY,
  },
  edit('inquiryNotQuotationDetail', 'ponBid'),
  // Inquiries from their opening on; a row opens its comparison and award.
  {
    ...list('inquiryAwardSummaryList', 'ponAuction', 'SOURCING', 'PON_AWARD_SUMMARY', '比价决标', 'Compare and award', 25),
    screen: 'awardSummary',
    filters: { ...INQUIRY, auctionStatus: ['OPENED', 'AWARDING', 'AWARDED', 'COMPLETED'] },
  },
  { ...list('monitorPriceInfo', 'materialItem', 'SOURCING', 'PON_PRICE_MONITOR', '价格监控', 'Price monitor', 80), screen: 'priceMonitor' },
  {
    ...list('auctionQuestion', 'ponQuestion', 'SOURCING', 'PON_QUESTION', '询价答疑', 'Questions', 30, {
      editPath: 'auctionQuestionEdit',
      for: ['INSIDE', 'EX'],
    }),
    filters: INQUIRY,
  },
  edit('auctionQuestionEdit', 'ponQuestion'),
  { ...list('auctionAnswer', 'ponAnswer', 'SOURCING', 'PON_ANSWER', '澄清答复', 'Clarifications', 40, { for: ['INSIDE', 'EX'] }), filters: INQUIRY },
  list('offerTemplateList', 'ponOfferTemplate', 'SOURCING', 'PON_OFFER_TEMPLATE', '报价模板', 'Offer templates', 90, { editPath: 'offerTemplateEdit' }),
  edit('offerTemplateEdit', 'ponOfferTemplate'),
  // Sourcing: tenders (招标), the same events as inquiries with a jury of experts (entities/sourcing/STATES.md).
  list('biddingPlanList', 'ponTenderPlan', 'SOURCING', 'PON_TENDER_PLAN', '招标计划', 'Tender plans', 95, { editPath: 'biddingPlanEdit' }),
  edit('biddingPlanEdit', 'ponTenderPlan'),
  detail('biddingPlanDetail', 'ponTenderPlan'),
  {
    ...list('biddingProjectList', 'ponAuction', 'SOURCING', 'PON_TENDER', '招标项目', 'Tenders', 100, {
      editPath: 'biddingProjectEdit',
      for: ['INSIDE', 'EX'],
    }),
    filters: TENDER,
  },
  { ...edit('biddingProjectEdit', 'ponAuction'), defaults: TENDER },
  // Tender documents: buyers write them and have them approved; bidders read the released ones of the tenders they see.
  list('biddingDocList', 'ponTenderDoc', 'SOURCING', 'PON_TENDER_DOC', '招标文件', 'Tender documents', 103, { editPath: 'biddingDocEdit' }),
  edit('biddingDocEdit', 'ponTenderDoc'),
  {
    ...list('biddingDocView', 'ponTenderDoc', 'SOURCING', 'PON_TENDER_DOC_VIEW', '招标文件', 'Tender documents', 103, {
      editPath: 'biddingDocDetail',
      for: ['EX'],
    }),
    filters: { docStatus: 'APPROVED' },
  },
  detail('biddingDocDetail', 'ponTenderDoc'),
  // Approved tenders to publish, and published ones still taking responses; a row opens the tender read-only with its publishing actions.
  {
    ...list('biddingPublishList', 'ponAuction', 'SOURCING', 'PON_TENDER_PUBLISH', '招标发布', 'Tender publishing', 105, {
      editPath: 'biddingPublishDetail',
    }),
    filters: { ...TENDER, auctionStatus: ['APPROVED', 'PUBLISHED'] },
  },
  detail('biddingPublishDetail', 'ponAuction'),
  // A supplier's tenders now taking responses; a row opens the tender, whose "respond" starts its response.
  {
    ...list('supplierPendingView', 'ponAuction', 'SOURCING', 'PON_TENDER_PENDING', '待投标项目', 'Tenders to respond to', 102, {
      editPath: 'biddingProjectDetail',
      for: ['EX'],
    }),
    filters: { ...TENDER, auctionStatus: ['PUBLISHED'] },
  },
  detail('biddingProjectDetail', 'ponAuction'),
  // Every material put out to tender, with its section, budget and how it was awarded.
  list('biddingListList', 'ponTenderLine', 'SOURCING', 'PON_TENDER_LINES', '招标清单', 'Tender bill', 102, { editPath: 'biddingListEdit' }),
  edit('biddingListEdit', 'ponTenderLine'),
  {
    ...list('biddingDrawingList', 'ponAuction', 'SOURCING', 'PON_TENDER_DRAWING', '专家抽取', 'Jury drawing', 110, { editPath: 'biddingDrawingEdit' }),
    filters: { ...TENDER, auctionStatus: ['APPROVED', 'PUBLISHED', 'CLOSED'] },
  },
  edit('biddingDrawingEdit', 'ponAuction'),
  // Open tenders taking registrations; a row opens the tender, whose registered suppliers the buyer shortlists or not.
  {
    ...list('biddingShortlistList', 'ponAuction', 'SOURCING', 'PON_TENDER_SHORTLIST', '报名与入围', 'Registration and shortlist', 112, {
      editPath: 'biddingShortlistEdit',
    }),
    filters: { ...TENDER, invitingBidWay: 'OPEN', auctionStatus: ['PUBLISHED', 'CLOSED'] },
  },
  edit('biddingShortlistEdit', 'ponAuction'),
  // Who was invited to which event, whether they have answered it, in what round and when.
  list('monitorRespond', 'ponRespondMonitor', 'SOURCING', 'PON_RESPOND_MONITOR', '响应监控', 'Response monitor', 115),
  {
    ...list('biddingRespList', 'ponBid', 'SOURCING', 'PON_TENDER_RESPONSE', '投标书', 'Tender responses', 120, {
      editPath: 'biddingRespEdit',
      for: ['INSIDE', 'EX'],
    }),
    filters: TENDER,
  },
  edit('biddingRespEdit', 'ponBid'),
  detail('biddingRespDetail', 'ponBid'),
  {
    ...list('biddingQuestionList', 'ponQuestion', 'SOURCING', 'PON_TENDER_QUESTION', '招标答疑', 'Tender questions', 125, {
      editPath: 'biddingQuestionEdit',
      for: ['INSIDE', 'EX'],
    }),
    filters: TENDER,
  },
  edit('biddingQuestionEdit', 'ponQuestion'),
  {
    ...list('biddingClarificationList', 'ponAnswer', 'SOURCING', 'PON_TENDER_CLARIFICATION', '招标澄清', 'Tender clarifications', 126, {
      for: ['INSIDE', 'EX'],
    }),
    filters: TENDER,
  },
  // Questions the jury has on one response, sent to its bidder during the evaluation; the bidder answers them, the jury reads the answers.
  list('biddingClarification', 'ponClarification', 'SOURCING', 'PON_TENDER_CLARIFY', '评标澄清', 'Response clarifications', 142, {
    editPath: 'biddingClarificationEdit',
    for: ['INSIDE', 'EX'],
  }),
  edit('biddingClarificationEdit', 'ponClarification'),
  {
    ...list('biddingBidOpeningList', 'ponAuction', 'SOURCING', 'PON_TENDER_OPENING', '开标', 'Bid opening', 130, { editPath: 'biddingBidOpeningEdit' }),
    filters: { ...TENDER, auctionStatus: ['CLOSED', ...JURY_STATES] },
  },
  edit('biddingBidOpeningEdit', 'ponAuction'),
  {
    ...list('biddingEvaluationList', 'ponAuction', 'SOURCING', 'PON_TENDER_EVALUATION', '评标', 'Evaluation', 140, { editPath: 'biddingEvaluation' }),
    screen: 'tenderEvaluation',
    filters: { ...TENDER, auctionStatus: JURY_STATES },
  },
  // One tender's evaluation sheet on a page of its own, where a juror's to-do leads.
  { path: 'biddingEvaluation', screen: 'tenderEvaluationSheet', entity: 'ponAuction' },
  // Who of each jury has scored: buyers chase the members a tender waits for.
  {
    ...list('biddingEvaluationProcess', 'ponJuryProgress', 'SOURCING', 'PON_TENDER_EVALUATION_PROGRESS', '评标进度', 'Evaluation progress', 141),
    filters: { auctionStatus: ['EVALUATING', 'EVALUATED'] },
    columns: [
      'auctionNumber',
      'auctionTitle',
      'auctionStatus',
      'openBiddingDate',
      'expertName',
      'userDuty',
      'waitingFor',
      'juryStatus',
      'scoreDate',
      'judgeCompleteDate',
    ],
  },
  // The jury chair's compliance review of the responses, before scoring, when the tender's bidding rule asks for it.
  list('biddingResponseMarkList', 'ponResponseMark', 'SOURCING', 'PON_TENDER_MARK', '符合性审查', 'Compliance review', 138, {
    editPath: 'biddingResponseMarkEdit',
  }),
  edit('biddingResponseMarkEdit', 'ponResponseMark'),
  // The winning candidates published to the bidders (明标) before the decision.
  list('biddingBrightMoonList', 'ponBrightMoon', 'SOURCING', 'PON_TENDER_PUBLICITY', '中标候选人公示', 'Candidate publicity', 148, {
    editPath: 'biddingBrightMoonEdit',
    for: ['INSIDE', 'EX'],
  }),
  edit('biddingBrightMoonEdit', 'ponBrightMoon'),
  // Bargaining with bidders of an evaluated tender: buyers ask on their pages, each bidder answers its own on the supplier's.
  list('biddingBargainingList', 'ponBargain', 'SOURCING', 'PON_TENDER_BARGAINING', '议价', 'Bargaining', 145, {
    editPath: 'biddingBargainingEdit',
    supplierEditPath: 'biddingBargEdit',
    for: ['INSIDE', 'EX'],
  }),
  edit('biddingBargainingEdit', 'ponBargain'),
  edit('biddingBargEdit', 'ponBargain'),
  detail('biddingBargDetail', 'ponBargain'),
  // Analytics: bid screening (issue 47, the screening part): the auditor's flags; a row opens the flag with its evidence.
  list('bidScreeningList', 'screeningFlag', 'ANALYTICS', 'ANALYTICS_SCREENING', '围标串标筛查', 'Bid screening', 30, { editPath: 'bidScreeningFlag' }),
  { path: 'bidScreeningFlag', screen: 'screeningFlag', entity: 'screeningFlag' },
  // Compete events (entities/sourcing/COMPETE.md): made and approved on the list, run live in the hall.
  list('competeList', 'ponCompete', 'SOURCING', 'PON_COMPETE', '竞价单', 'Compete events', 160, { editPath: 'competeEdit' }),
  edit('competeEdit', 'ponCompete'),
  detail('competeDetail', 'ponCompete'),
  {
    ...list('competeHall', 'ponCompete', 'SOURCING', 'PON_COMPETE_HALL', '竞价大厅', 'Compete hall', 161, { editPath: 'competeHallMain' }),
    filters: { competeStatus: ['PUBLISHED', 'READY', 'IN_TURN', 'BETWEEN_TURNS', 'CLOSED', 'AWARDING', 'AWARDED', 'COMPLETED'] },
  },
  { path: 'competeHallMain', screen: 'competeHallMain', entity: 'ponCompete' },
  {
    ...list('competeAwardList', 'ponCompete', 'SOURCING', 'PON_COMPETE_AWARD', '竞价授标', 'Compete award', 163, { editPath: 'competeAwardSummary' }),
    filters: { competeStatus: ['CLOSED', 'AWARDING', 'AWARDED', 'COMPLETED'] },
  },
  { path: 'competeAwardSummary', screen: 'competeAwardSummary', entity: 'ponCompete' },
  { path: 'competeOfferDetail', screen: 'competeReplay', entity: 'ponCompete' },
  list('supplierCompeteList', 'ponCompete', 'SOURCING', 'PON_COMPETE_SUPPLIER', '我的竞价', 'My compete events', 162, {
    editPath: 'supplierCompeteDetail',
    for: ['EX'],
  }),
  { path: 'supplierCompeteDetail', screen: 'competeSupplierHall', entity: 'ponCompete' },
  // A bidder's own offers, every event or one (its hall links here with ?competeHeaderId=): the log in its supplier scope, never another's.
  {
    ...list('supplierOfferDetail', 'ponCompeteOffer', 'SOURCING', 'PON_COMPETE_OFFER_SELF', '我的出价记录', 'My offers', 164, { for: ['EX'] }),
    columns: ['competeHeaderId', 'turnNumber', 'competeLineId', 'price', 'supplierSeq', 'offerTime'],
  },
  // The tender module's competes (招标转竞价, COMPETE.md "From a tender"): events made from an evaluated tender for its bidders; a row opens the event read-only with its actions, the hall runs it.
  {
    ...list('biddingCompeteList', 'ponCompete', 'SOURCING', 'PON_TENDER_COMPETE', '招标竞价', 'Tender competes', 146, { editPath: 'biddingCompeteDetail' }),
    filters: { competeSource: 'TENDER' },
    columns: [
      'competeNumber',
      'competeTitle',
      'auctionNumber',
      'auctionTitle',
      'orgName',
      'competeStatus',
      'currentTurn',
      'offerCount',
      'buyerName',
      'publishDate',
      'closeDate',
    ],
  },
  detail('biddingCompeteDetail', 'ponCompete'),
  {
    ...list('biddingPicketageList', 'ponAuction', 'SOURCING', 'PON_TENDER_PICKETAGE', '定标', 'Decision', 150, { editPath: 'biddingPicketage' }),
    screen: 'awardSummary',
    filters: { ...TENDER, auctionStatus: ['EVALUATED', 'PICKETAGE', 'AWARDING', 'AWARDED', 'COMPLETED'] },
  },
  // One tender's decision on a page of its own, where a juror's countersign to-do leads.
  { path: 'biddingPicketage', screen: 'awardSheet', entity: 'ponAuction' },
  // How each jury countersigned its tender's decision, and whom a decision still waits for.
  {
    ...list('biddingPicketageProcess', 'ponJuryProgress', 'SOURCING', 'PON_TENDER_COUNTERSIGN_PROGRESS', '定标会签进度', 'Countersign progress', 151),
    filters: { auctionStatus: ['PICKETAGE', 'AWARDING', 'AWARDED', 'COMPLETED'] },
    columns: [
      'auctionNumber',
      'auctionTitle',
      'auctionStatus',
      'expertName',
      'userDuty',
      'waitingFor',
      'countersignOpinion',
      'countersignComments',
      'countersignDate',
    ],
  },
  {
    ...list('biddingResultList', 'ponAuction', 'SOURCING', 'PON_TENDER_RESULT', '招标结果', 'Tender results', 160, {
      editPath: 'biddingResultEdit',
      for: ['INSIDE', 'EX'],
    }),
    filters: { ...TENDER, auctionStatus: ['AWARDED', 'COMPLETED'] },
  },
  edit('biddingResultEdit', 'ponAuction'),
  // Each bidder's result notice, sent by the buyer after the award's approval; a bidder sees its own once sent.
  list('biddingNoticeList', 'ponTenderNotice', 'SOURCING', 'PON_TENDER_NOTICE', '结果通知书', 'Result notices', 165, {
    editPath: 'biddingNoticeEdit',
    for: ['INSIDE', 'EX'],
  }),
  edit('biddingNoticeEdit', 'ponTenderNotice'),
  list('biddingSetupList', 'ponBiddingSetup', 'SOURCING', 'PON_BIDDING_SETUP', '招标设置', 'Bidding setup', 167, { editPath: 'biddingSetupEdit' }),
  edit('biddingSetupEdit', 'ponBiddingSetup'),
  list('biddingRuleSetupList', 'ponBiddingRule', 'SOURCING', 'PON_BIDDING_RULE', '招标规则', 'Bidding rules', 168, { editPath: 'biddingRuleSetupEdit' }),
  edit('biddingRuleSetupEdit', 'ponBiddingRule'),
  list('assessTemplateList', 'ponAssessTemplate', 'SOURCING', 'PON_ASSESS_TEMPLATE', '评标模板', 'Assessment templates', 170, {
    editPath: 'assessTemplateEdit',
  }),
  edit('assessTemplateEdit', 'ponAssessTemplate'),
  list('expertList', 'ponExpert', 'SOURCING', 'PON_EXPERT', '专家库', 'Expert pool', 180, { editPath: 'expertEdit' }),
  edit('expertEdit', 'ponExpert'),
  // Quality standards and substance compliance (entities/quality/STATES.md); suppliers answer on pages of their own.
  list('standardTemplateList', 'qmsStandardTemplate', 'QUALITY', 'QMS_STANDARD_TEMPLATE', '质量标准模板', 'Quality standards', 10),
  list('standardCountersignHeaderList', 'qmsCountersign', 'QUALITY', 'QMS_COUNTERSIGN', '标准会签', 'Standard countersigns', 20, {
    editPath: 'standardCountersignHeaderEdit',
    supplierEditPath: 'supplierCountersignEdit',
  }),
  edit('standardCountersignHeaderEdit', 'qmsCountersign'),
  list('standardCountersignLineList', 'qmsCountersignLine', 'QUALITY', 'QMS_COUNTERSIGN_LINE', '会签条款', 'Countersign clauses', 25, {
    editPath: 'standardCountersignLineEdit',
  }),
  detail('standardCountersignLineEdit', 'qmsCountersignLine'),
  list('standardChemicalComponentList', 'qmsChemicalComponent', 'QUALITY', 'QMS_CHEMICAL_COMPONENT', '化学成分', 'Chemical substances', 30, {
    editPath: 'standardChemicalComponentEdit',
  }),
  edit('standardChemicalComponentEdit', 'qmsChemicalComponent'),
  list('standardRequireHeaderList', 'qmsRequireHeader', 'QUALITY', 'QMS_REQUIRE', '物质要求', 'Substance requirements', 40, {
    editPath: 'standardRequireHeaderEdit',
    supplierEditPath: 'supplierRequireDetail',
  }),
  edit('standardRequireHeaderEdit', 'qmsRequireHeader'),
  list('requireApproverList', 'qmsRequireApprover', 'QUALITY', 'QMS_REQUIRE_APPROVER', '物质合规审批人', 'Compliance approvers', 45),
  list('authenticationManagement/requirementsHeaderList', 'qmsDeclaration', 'QUALITY', 'QMS_DECLARATION', '合规声明', 'Compliance declarations', 50, {
    editPath: 'authenticationManagement/requirementsHeaderEdit',
    supplierEditPath: 'supplierDeclarationEdit',
  }),
  edit('authenticationManagement/requirementsHeaderEdit', 'qmsDeclaration'),
  list('standardExemptionsList', 'qmsExemption', 'QUALITY', 'QMS_EXEMPTION', '物质豁免', 'Substance exemptions', 60, {
    supplierEditPath: 'supplierExemptionList',
  }),
  list('supplierCountersignList', 'qmsCountersign', 'SUPPLIER_PORTAL', 'QMS_COUNTERSIGN_SELF', '我的标准会签', 'My standard countersigns', 30, {
    for: ['EX'],
    editPath: 'supplierCountersignEdit',
  }),
  edit('supplierCountersignEdit', 'qmsCountersign'),
  list('supplierRequireList', 'qmsRequireHeader', 'SUPPLIER_PORTAL', 'QMS_REQUIRE_SELF', '物质要求', 'Substance requirements', 31, {
    for: ['EX'],
    editPath: 'supplierRequireDetail',
  }),
  detail('supplierRequireDetail', 'qmsRequireHeader'),
  list('supplierDeclarationList', 'qmsDeclaration', 'SUPPLIER_PORTAL', 'QMS_DECLARATION_SELF', '我的合规声明', 'My compliance declarations', 32, {
    for: ['EX'],
    editPath: 'supplierDeclarationEdit',
  }),
  edit('supplierDeclarationEdit', 'qmsDeclaration'),
  list('supplierExemptionList', 'qmsExemption', 'SUPPLIER_PORTAL', 'QMS_EXEMPTION_SELF', '我的物质豁免', 'My substance exemptions', 33, { for: ['EX'] }),
  // Shipping (outgoing inspection) reports (entities/shipping/STATES.md): suppliers fill reports and ask exemptions on the same screens, within their own rows.
  list('shippingTemplateHeaderList', 'qmsShippingTemplate', 'QUALITY', 'QMS_SHIPPING_TEMPLATE', '出货报告模板', 'Shipping report templates', 70, {
    editPath: 'shippingReportTemplate/shippingTemplateHeaderEdit',
  }),
  edit('shippingReportTemplate/shippingTemplateHeaderEdit', 'qmsShippingTemplate'),
  list('shippingSupplierList', 'qmsShippingSupplier', 'QUALITY', 'QMS_SHIPPING_SUPPLIER', '出货报告供应商', 'Suppliers needing reports', 72),
  list('shippingItemList', 'qmsShippingItem', 'QUALITY', 'QMS_SHIPPING_ITEM', '出货报告物料', 'Materials needing reports', 74),
  list('shippingOrderList', 'qmsShippingReport', 'QUALITY', 'QMS_SHIPPING_REPORT', '出货报告', 'Shipping reports', 76, {
    editPath: 'shippingReportTemplate/shippingOrderEdit',
    for: ['INSIDE', 'EX'],
  }),
  edit('shippingReportTemplate/shippingOrderEdit', 'qmsShippingReport'),
  list('shippingExemptionsHeaderList', 'qmsShippingExemption', 'QUALITY', 'QMS_SHIPPING_EXEMPTION', '出货报告免检', 'Shipping report exemptions', 78, {
    editPath: 'shippingReportTemplate/shippingExemptionsLineEdit',
    for: ['INSIDE', 'EX'],
  }),
  edit('shippingReportTemplate/shippingExemptionsLineEdit', 'qmsShippingExemption'),
  // Reports and dynamic charts (entities/report/STATES.md): published reports and dashboards get menu rows of their own (report/menu.ts).
  list('jdbcConfigList', 'jdbcConfig', 'REPORT', 'RPT_JDBC_CONFIG', '数据源配置', 'Data sources', 10),
  list('reportDefinitionList', 'reportDefinition', 'REPORT', 'RPT_DEFINITION', '报表定义', 'Report definitions', 20, {
    editPath: 'reportDefinition/reportDefinitionEdit',
  }),
  { path: 'reportDefinition/reportDefinitionEdit', screen: 'reportDefinitionEdit', entity: 'reportDefinition', creates: true },
  { path: 'viewDynamicReport', screen: 'dynamicReportIndex', entity: 'reportDefinition' },
  { path: 'viewDynamicReport/:reportCode', screen: 'viewDynamicReport', entity: 'reportDefinition' },
  list('reportBackExportList', 'reportBackExport', 'REPORT', 'RPT_BACK_EXPORT', '报表后台导出', 'Report exports', 30, { for: ['INSIDE', 'EX'] }),
  list('dynamicCharts/report', 'dynamicChart', 'REPORT', 'RPT_CHART', '动态图表', 'Dynamic charts', 40, { editPath: 'dynamicCharts/report/reportEdit' }),
  edit('dynamicCharts/report/reportEdit', 'dynamicChart'),
  list('dynamicCharts/group', 'chartGroup', 'REPORT', 'RPT_CHART_GROUP', '图表组', 'Chart groups', 50, { editPath: 'dynamicCharts/group/editGroup' }),
  edit('dynamicCharts/group/editGroup', 'chartGroup'),
  {
    path: 'dynamicCharts/chartsInfo',
    screen: 'chartsInfo',
    entity: 'dynamicChart',
    menu: { code: 'RPT_CHARTS_INFO', group: 'REPORT', label: { zh: '图表总览', en: 'Charts overview' }, seq: 60, for: ['INSIDE'] },
  },
  { path: 'dynamicCharts/viewReport', screen: 'chartDashboard', entity: 'chartGroup' },
  { path: 'dynamicCharts/viewReport/:groupCode', screen: 'chartDashboard', entity: 'chartGroup' },
  // Custom screens of the portal (packages/app): homes, detail and preview pages.
  { path: '', screen: 'home' },
  // A contract's or a stored file's PDF inside the portal (SPEC reusable part 5): ?contractId= or ?fileId=; the server checks the caller may read it.
  { path: 'pdfView', screen: 'pdfView' },
  { path: 'resp', screen: 'list', entity: 'responsibility', editPath: 'systemsetting/respSave' },
  // The family registers these admin screens under a second path too (SPEC section 2): the same screens.
  { path: 'responsibility/respSave', screen: 'edit', entity: 'responsibility' },
  { path: 'resource', screen: 'list', entity: 'menuResource' },
  { path: 'systemsetting/menuFuncPrivilege', screen: 'list', entity: 'role' },
  { path: 'notice/noticeMore', screen: 'noticeMore', entity: 'notice' },
  { path: 'notice/noticeDesc', screen: 'noticeDesc', entity: 'notice' },
  { path: 'notice/noticePreview', screen: 'noticePreview', entity: 'notice' },
  { path: 'notification/notificationMore', screen: 'notificationMore', entity: 'notification' },
  { path: 'notification/notificationDesc', screen: 'notificationDesc', entity: 'notification' },
  { path: 'notification/notificationPreview', screen: 'notificationPreview', entity: 'notification' },
  // Everyone's own pages, opened from the user menu and the homes (no menu to grant): the user centre,
  // favourites (collect), and the help articles behind the operation guide's "more" link.
  { path: 'userCenter', screen: 'userCenter' },
  { path: 'userCenter/editUserCenter', screen: 'editUserCenter' },
  { path: 'collect', screen: 'favourites', entity: 'favourite' },
  { path: 'helpCenter', screen: 'helpCenter', entity: 'helpArticle' },
  { path: 'helpCenter/helpArticle', screen: 'helpArticle', entity: 'helpArticle' },
  // Analytics, savings (issue 47): what each awarded inquiry, tender and compete saved (entities/savings/SAVINGS.md), for buyers and management.
  { ...list('sourcingSavingsReport', 'ponSavings', 'ANALYTICS', 'PON_SAVINGS', '寻源节约分析', 'Sourcing savings', 20), screen: 'savingsReport' },
  // Issue 47, spend part: the spend cube (entities/spend/SPEND.md), for buyers and management; its drill opens orders.
  { ...list('spendCube', 'spendCube', 'ANALYTICS', 'SPEND_CUBE', '支出分析', 'Spend cube', 10), screen: 'spendCube' },
];

const segments = (path: string) => path.split('/');

/** The path parameters of `path` under `route` (`:treeType` -> `OU`), or null when it does not match. */
function paramsOf(route: RouteDef, path: string): Record<string, string> | null {
  const want = segments(route.path);
  const got = segments(path);
  if (want.length !== got.length) return null;
  const out: Record<string, string> = {};
  for (const [i, w] of want.entries()) {
    if (w.startsWith(':')) {
      if (!got[i]) return null;
      out[w.slice(1)] = decodeURIComponent(got[i]);
    } else if (w !== got[i]) return null;
  }
  return out;
}

export function routeByPath(path: string): RouteDef | undefined {
  return routes.find((r) => r.path === path) ?? routes.find((r) => r.path.includes(':') && paramsOf(r, path));
}

/** The filters a route's list always applies, its path parameters filled in. */
export function routeFilters(route: RouteDef, path: string): Record<string, string | string[]> | undefined {
  if (!route.filters) return undefined;
  const params = paramsOf(route, path) ?? {};
  return Object.fromEntries(Object.entries(route.filters).map(([k, v]) => [k, typeof v === 'string' && v.startsWith(':') ? (params[v.slice(1)] ?? '') : v]));
}

/**
 * The menu list of an entity that shows `record` (its fixed filters hold for it:
 * a tender's, not an inquiry's), where a link to the record leads.
 */
export function listRouteOf(entity: string, record: Record<string, unknown>): RouteDef | undefined {
  const fits = (filters: Record<string, string | string[]>) =>
    Object.entries(filters).every(([field, want]) => (Array.isArray(want) ? want : [want]).includes(String(record[field] ?? '')));
  return routesOfEntity(entity).find((r) => r.menu && r.editPath && r.filters && fits(r.filters));
}

/** Routes whose screen serves an entity, by entity name. */
export function routesOfEntity(entity: string): RouteDef[] {
  return routes.filter((r) => r.entity === entity);
}
