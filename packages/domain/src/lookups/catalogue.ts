/**
 * The lookup types the definitions use, with their values in both languages.
 * Workflow state lookups are derived from the workflows, never written twice.
 * The server seeds these; admins may add values later.
 */
import type { Label } from '../entity/types.ts';
import { BUSINESS_EVENTS } from '../events/business-events.ts';

export interface LookupValueSeed {
  lookupCode: string;
  meaning: string;
  meaningEn: string;
  description?: string;
  seqNum?: number;
  enabledFlag?: 'Y' | 'N';
}

export interface LookupTypeSeed {
  lookupType: string;
  label: Label;
  values: LookupValueSeed[];
}

type Row = [code: string, zh: string, en: string, description?: string];

const t = (lookupType: string, zh: string, en: string, rows: Row[]): LookupTypeSeed => ({
  lookupType,
  label: { zh, en },
  values: rows.map(([lookupCode, meaning, meaningEn, description], i) => ({ lookupCode, meaning, meaningEn, description, seqNum: i + 1 })),
});

const declared: LookupTypeSeed[] = [
  t('YES_NO', '是否', 'Yes or no', [
    ['Y', '是', 'Yes'],
    ['N', '否', 'No'],
  ]),
  t('SYSTEM_LANGUAGE', '系统语言', 'System language', [
    ['CN', '中文', 'Chinese'],
    ['EN', 'English', 'English'],
  ]),
  t('SYSTEM_CODE', '系统', 'System', [
    ['BASE', '基础平台', 'Base platform'],
    ['SRM', '供应商关系管理', 'Supplier relationship management'],
  ]),
  t('USER_TYPE', '用户类型', 'User type', [
    ['INSIDE', '内部用户', 'Internal user'],
    ['EX', '供应商用户', 'Supplier user'],
    ['EXPERT', '评标专家', 'Evaluation expert'],
  ]),
  t('MENU_TYPE', '菜单类型', 'Menu type', [
    ['DIR', '目录', 'Folder'],
    ['PAGE', '页面', 'Page'],
  ]),
  t('AUDIT_OPERATION', '操作类型', 'Operation', [
    ['INSERT', '新增', 'Created'],
    ['UPDATE', '修改', 'Changed'],
    ['DELETE', '删除', 'Deleted'],
    ['ACTION', '流程动作', 'Workflow action'],
  ]),
  // Scheduler console (entities/scheduler/STATES.md).
  t('SYS_JOB_STATUS', '任务状态', 'Job status', [
    ['PENDING', '等待中', 'Pending'],
    ['RUNNING', '运行中', 'Running'],
    ['DONE', '已完成', 'Done'],
    ['FAILED', '失败', 'Failed'],
  ]),
  t('SYS_JOB_RUN_KIND', '运行方式', 'Run kind', [
    ['SCHEDULED', '定时', 'Scheduled'],
    ['REQUEST', '手工请求', 'Requested'],
    ['QUEUE', '后台队列', 'Background queue'],
  ]),
  t('SYS_JOB_LOG_LEVEL', '日志级别', 'Log level', [
    ['INFO', '信息', 'Info'],
    ['WARN', '警告', 'Warning'],
    ['ERROR', '错误', 'Error'],
  ]),
  t('SYS_SCHEDULE_KIND', '计划方式', 'Schedule kind', [
    ['CRON', 'Cron 表达式', 'Cron expression'],
    ['INTERVAL', '固定间隔', 'Fixed interval'],
  ]),
  t('SYS_PARAM_TYPE', '参数类型', 'Parameter type', [
    ['TEXT', '文本', 'Text'],
    ['INTEGER', '整数', 'Integer'],
    ['NUMBER', '数字', 'Number'],
    ['DATE', '日期', 'Date'],
    ['FLAG', '是/否', 'Yes/no'],
  ]),
  t('MSG_SEND_STATUS', '发送状态', 'Send status', [
    ['PENDING', '待发送', 'Pending'],
    ['SENT', '已发送', 'Sent'],
    ['OUTBOX', '未配置邮件服务，保存在发件箱', 'Kept in outbox (no mail transport)'],
    ['FAILED', '发送失败', 'Failed'],
  ]),
  // Message centre (entities/message).
  t(
    'MSG_EVENT',
    '业务事件',
    'Business event',
    BUSINESS_EVENTS.map((e): Row => [e.code, e.label.zh, e.label.en]),
  ),
  t('MSG_CHANNEL', '消息渠道', 'Message channel', [
    ['SITE', '站内通知', 'In-app'],
    ['EMAIL', '邮件', 'E-mail'],
    ['WEBHOOK', 'Webhook', 'Webhook'],
  ]),
  t('MSG_CHANNEL_TYPE', '渠道类型', 'Channel type', [
    ['EMAIL', '邮件服务 (SMTP)', 'Mail server (SMTP)'],
    ['WEBHOOK', 'Webhook', 'Webhook'],
  ]),
  t('MSG_ORIGIN', '消息来源类型', 'Message origin', [
    ['EVENT', '业务事件', 'Business event'],
    ['NOTIFY', '系统通知', 'System notification'],
    ['MAIL', '系统邮件', 'System mail'],
  ]),
  t('MSG_INSTANCE_STATUS', '消息状态', 'Message status', [
    ['PENDING', '发送中', 'Sending'],
    ['SENT', '已送达', 'Delivered'],
    ['PARTIAL', '部分失败', 'Partly failed'],
    ['FAILED', '发送失败', 'Failed'],
    ['SKIPPED', '无需发送', 'Nothing to send'],
  ]),
  t('MSG_DELIVERY_STATUS', '投递状态', 'Delivery status', [
    ['PENDING', '待发送', 'Pending'],
    ['SENT', '已送达', 'Delivered'],
    ['OUTBOX', '保存在发件箱', 'Kept in outbox'],
    ['FAILED', '发送失败', 'Failed'],
    ['SKIPPED', '已退订或无地址', 'Skipped (unsubscribed or no address)'],
  ]),
  t('MSG_LOG_STATUS', '发送结果', 'Attempt outcome', [
    ['SENT', '成功', 'Succeeded'],
    ['OUTBOX', '未配置邮件服务，保存在发件箱', 'Kept in outbox (no mail server)'],
    ['FAILED', '失败', 'Failed'],
  ]),
  t('EMAIL_CODE_PURPOSE', '验证码用途', 'Code purpose', [
    ['FORGET', '找回密码', 'Forgotten password'],
    ['REGISTER', '注册', 'Registration'],
  ]),
  t('ORG_TYPE', '组织类型', 'Organisation type', [
    ['GROUP', '集团', 'Group'],
    ['OU', '业务实体', 'Business unit'],
    ['INV', '库存组织', 'Inventory organisation'],
  ]),
  t('POS_SUPPLIER_TYPE', '供应商类型', 'Supplier type', [
    ['MANUFACTURER', '生产商', 'Manufacturer'],
    ['TRADER', '贸易商', 'Trader'],
    ['SERVICE', '服务商', 'Service provider'],
  ]),
  t('POS_SUPPLIER_STATUS', '供应商状态', 'Supplier status', [
    ['POTENTIAL', '潜在', 'Potential'],
    ['INTRODUCING', '引入中', 'Introducing'],
    ['EFFECTIVE', '合格', 'Effective'],
    ['QUIT', '已退出', 'Quit'],
  ]),
  t('POS_REGISTER_STATUS', '注册审批状态', 'Registration', [
    ['DRAFT', '已撤回待提交', 'Withdrawn, to submit again'],
    ['SUBMITTED', '待审批', 'Awaiting approval'],
    ['APPROVED', '已通过', 'Approved'],
    ['REJECTED', '已拒绝', 'Rejected'],
  ]),
  t('SLC_BLACKLIST_TYPE', '黑名单期限', 'Blacklist term', [
    ['PERMANENT', '永久', 'Permanent'],
    ['UNTIL', '至指定日期', 'Until a date'],
  ]),
  t('SLC_CATEGORY_STATUS', '品类状态', 'Category status', [
    ['PROPOSED', '待认证', 'Proposed'],
    ['ACTIVE', '有效', 'Active'],
    ['DISABLED', '已停用', 'Disabled'],
  ]),
  t('SLC_CERTIFICATE_TYPE', '证书类型', 'Certificate kind', [
    ['BUSINESS_LICENCE', '营业执照', 'Business licence'],
    ['ISO9001', 'ISO9001质量管理体系', 'ISO 9001 quality management'],
    ['ISO14001', 'ISO14001环境管理体系', 'ISO 14001 environmental management'],
    ['IATF16949', 'IATF16949汽车质量管理体系', 'IATF 16949 automotive quality'],
    ['PRODUCTION_PERMIT', '生产许可证', 'Production permit'],
    ['OTHER', '其他', 'Other'],
  ]),
  t('SLC_WARNING_TYPE', '预警类型', 'Warning', [
    ['CERT_EXPIRING', '证书即将到期', 'Certificate expiring'],
    ['CERT_EXPIRED', '证书已过期', 'Certificate expired'],
    ['BLACKLISTED_OPEN_ORDER', '黑名单供应商有在途订单', 'Blacklisted, with orders under way'],
    ['QUIT_OPEN_ORDER', '已退出供应商有在途订单', 'Exited, with orders under way'],
    ['FROZEN_OPEN_ORDER', '冻结供应商有在途订单', 'Frozen, with orders under way'],
  ]),
  t('SLC_CERTIFICATE_VALIDITY', '证照有效性', 'Validity', [
    ['NOT_YET_VALID', '未生效', 'Not yet valid'],
    ['VALID', '有效', 'Valid'],
    ['EXPIRING', '30天内到期', 'Expiring within 30 days'],
    ['EXPIRED', '已过期', 'Expired'],
  ]),
  t('SLC_EXAMINE_RESULT', '审查结果', 'Result', [
    ['PASS', '通过', 'Passed'],
    ['FAIL', '不通过', 'Failed'],
  ]),
  t('SLC_TRIAL_TYPE', '试验类型', 'Trial kind', [
    ['SAMPLE', '样品试验', 'Sample trial'],
    ['BATCH', '小批量试用', 'Batch tryout'],
  ]),
  t('QMS_STANDARD_TYPE', '质量标准类型', 'Quality standard kind', [
    ['QUALITY_AGREEMENT', '质量协议', 'Quality agreement'],
    ['SUBSTANCE', '环保物质标准', 'Restricted substances'],
    ['PACKAGING', '包装标准', 'Packaging'],
    ['INSPECTION', '检验标准', 'Inspection'],
  ]),
  t('QMS_SUBSTANCE_CATEGORY', '法规类别', 'Regulation', [
    ['ROHS', 'RoHS', 'RoHS'],
    ['REACH_SVHC', 'REACH SVHC', 'REACH SVHC'],
    ['HALOGEN', '无卤', 'Halogen-free'],
    ['OTHER', '其他', 'Other'],
  ]),
  // Shipping reports (entities/shipping/STATES.md).
  t('QMS_TEST_KIND', '检验类别', 'Test kind', [
    ['ROUTINE', '常规检验', 'Routine'],
    ['SPECIAL', '特殊检验', 'Special'],
    ['OTHER', '其他检验', 'Other'],
  ]),
  t('QMS_JUDGEMENT', '判定', 'Judgement', [
    ['OK', '合格', 'Within tolerance'],
    ['NG', '超差', 'Out of tolerance'],
  ]),
  t('QMS_LINE_REVIEW', '审核结果', 'Review', [
    ['PENDING', '待审核', 'Pending'],
    ['AGREED', '同意', 'Agreed'],
    ['REFUSED', '拒绝', 'Refused'],
  ]),
  t('SLC_FREEZE_TYPE', '冻结类型', 'Freeze or unfreeze', [
    ['FREEZE', '冻结', 'Freeze'],
    ['UNFREEZE', '解冻', 'Unfreeze'],
  ]),
  t('SLC_SUPPLIER_STATUS', '地点状态', 'Site status', [
    ['INTRODUCING', '引入中', 'Introducing'],
    ['QUALIFIED', '已认证', 'Qualified'],
    ['EFFECTIVE', '合格', 'Effective'],
    ['QUIT', '已退出', 'Quit'],
  ]),
  t('POS_SUPPLIER_GRADE', '供应商级别', 'Supplier grade', [
    ['A', 'A级（优秀）', 'A (excellent)'],
    ['B', 'B级（良好）', 'B (good)'],
    ['C', 'C级（待改进）', 'C (to improve)'],
    ['D', 'D级（不合格）', 'D (unsatisfactory)'],
  ]),
  t('SPE_INDICATOR_TYPE', '评分方式', 'Scored', [
    ['MANUAL', '人工评分', 'By evaluators'],
    ['AUTO', '系统计算', 'Computed'],
  ]),
  t('SPE_INDICATOR_DIMENSION', '指标维度', 'Indicator dimension', [
    ['QUALITY', '质量', 'Quality'],
    ['DELIVERY', '交付', 'Delivery'],
    ['PRICE', '价格', 'Price'],
    ['SERVICE', '服务', 'Service'],
  ]),
  t('SPM_TEMPLATE_FREQUENCY', '评估频率', 'Frequency', [
    ['MONTHLY', '月度', 'Monthly'],
    ['QUARTERLY', '季度', 'Quarterly'],
    ['YEARLY', '年度', 'Yearly'],
  ]),
  // How a performance rectification was raised (entities/performance/rectification.ts).
  t('SPE_RECTIFY_SOURCE', '整改来源', 'Rectification raised by', [
    ['AUTO', '发布时按等级生成', 'Publication, by grade'],
    ['MANUAL', '手工发起', 'A buyer'],
  ]),
  // The measures of api/src/performance/measures.ts, which computes them.
  t('SPE_MEASURE', '绩效度量', 'Performance measure', [
    ['receivedLines', '接收送货行数', 'Delivery lines received'],
    ['onTimeLines', '准时接收行数', 'Delivery lines received on time'],
    ['shippedQty', '送货数量', 'Quantity shipped'],
    ['acceptedQty', '接收数量', 'Quantity accepted'],
    ['rejectedQty', '拒收数量', 'Quantity refused at receipt'],
    ['dueLines', '到期订单行数', 'Order lines due'],
    ['fullQtyLines', '足量交付行数', 'Order lines delivered in full'],
    ['pricedLines', '有协议价订单行数', 'Order lines with an agreement price'],
    ['atAgreementLines', '不高于协议价行数', 'Order lines at or below the agreement price'],
    ['releasedOrders', '发布订单数', 'Orders released'],
    ['answeredOrders', '已反馈订单数', 'Orders answered'],
    ['responseHours', '反馈总时长(小时)', 'Hours to answer, in total'],
    ['confirmedInvoices', '已确认发票数', 'Invoices confirmed'],
    ['accurateInvoices', '无匹配差异发票数', 'Invoices confirmed without a match difference'],
  ]),
  t('SLC_DAILY_ISSUE_TYPE', '问题类型', 'Kind of issue', [
    ['QUALITY', '质量', 'Quality'],
    ['DELIVERY', '交付', 'Delivery'],
    ['SERVICE', '服务', 'Service'],
    ['COMPLIANCE', '合规', 'Compliance'],
    ['OTHER', '其他', 'Other'],
  ]),
  t('SLC_DAILY_SEVERITY', '严重程度', 'Severity', [
    ['MINOR', '轻微', 'Minor'],
    ['MAJOR', '严重', 'Major'],
    ['CRITICAL', '重大', 'Critical'],
  ]),
  t('SML_PRESET_STATUS', '配额状态', 'Quota status', [
    ['EFFECTIVE', '生效中', 'In force'],
    ['ENDED', '已失效', 'Ended'],
  ]),
  t('POS_SUPPLIER_SOURCE', '供应商来源', 'Supplier source', [
    ['REGISTER', '注册', 'Self-registered'],
    ['CREATE', '创建', 'Created internally'],
  ]),
  t('BASE_ITEMS_UNIT', '计量单位', 'Unit of measure', [
    ['PCS', '个', 'Pieces'],
    ['BOX', '箱', 'Box'],
    ['KG', '千克', 'Kilogram'],
    ['G', '克', 'Gram'],
    ['T', '吨', 'Tonne'],
    ['M', '米', 'Metre'],
    ['L', '升', 'Litre'],
    ['SET', '套', 'Set'],
  ]),
  t('UNIT_CONVERSION_RATIO', '单位换算', 'Unit conversion', []),
  t('BASE_ITEM_STATUS', '物料状态', 'Material status', [
    ['ACTIVE', '有效', 'Active'],
    ['INACTIVE', '失效', 'Inactive'],
  ]),
  t('PAYMENT_TERM_NODE', '付款节点', 'Payment node', [
    ['ADVANCE', '预付款', 'Advance'],
    ['DELIVERY', '到货款', 'On delivery'],
    ['ACCEPTANCE', '验收款', 'On acceptance'],
    ['WARRANTY', '质保金', 'Retention'],
  ]),
  t('EXCHANGE_RATE_TYPE', '汇率类型', 'Rate type', [
    ['SPOT', '即期汇率', 'Spot'],
    ['CORPORATE', '公司汇率', 'Corporate'],
  ]),
  t('BANK_CURRENCY', '币种', 'Currency', [
    ['CNY', '人民币', 'Chinese yuan'],
    ['USD', '美元', 'US dollar'],
    ['EUR', '欧元', 'Euro'],
    ['JPY', '日元', 'Japanese yen'],
    ['HKD', '港币', 'Hong Kong dollar'],
  ]),
  t('BASE_COUNTRY', '国家', 'Country', [
    ['CN', '中国', 'China'],
    ['US', '美国', 'United States'],
    ['DE', '德国', 'Germany'],
    ['JP', '日本', 'Japan'],
  ]),
  t('NOTICE_TYPE', '公告类型', 'Announcement type', [
    ['GENERAL', '通用', 'General'],
    ['POLICY', '政策', 'Policy'],
    ['SOURCING', '寻源', 'Sourcing'],
  ]),
  t('NOTICE_RECEIVER_TYPE', '接收对象', 'Audience', [
    ['ALL', '全部', 'Everyone'],
    ['INSIDE', '内部用户', 'Internal users'],
    ['EX', '供应商', 'Suppliers'],
    ['SELECTED', '指定供应商', 'Chosen suppliers'],
  ]),
  t('NOTIFICATION_TYPE', '通知类型', 'Notification type', [
    ['SYSTEM', '系统通知', 'System'],
    ['WORKFLOW', '审批通知', 'Approval'],
    ['BUSINESS', '业务通知', 'Business'],
  ]),
  t('SYS_TOBEDO', '待办类型', 'To-do type', [
    ['APPROVAL', '审批', 'Approval'],
    ['CONFIRM', '确认', 'Confirmation'],
    ['HANDLE', '处理', 'Handling'],
  ]),
  t('IMPORT_STATUS', '导入状态', 'Import status', [
    ['PENDING', '排队中', 'Queued'],
    ['RUNNING', '导入中', 'Running'],
    ['DONE', '已完成', 'Done'],
    ['FAILED', '失败', 'Failed'],
  ]),
  t('EXPORT_STATUS', '导出状态', 'Export status', [
    ['PENDING', '排队中', 'Queued'],
    ['RUNNING', '导出中', 'Running'],
    ['DONE', '已完成', 'Done'],
    ['FAILED', '失败', 'Failed'],
  ]),
  // Notice configurations (noticeConfigList); their status comes from the workflow.
  t('NOTICE_BUSINESS_EVENT', '业务事件', 'Business event', [
    ['DOCUMENT_SUBMITTED', '单据提交待审批', 'Document submitted for approval'],
    ['DOCUMENT_APPROVED', '单据审批通过', 'Document approved'],
    ['DOCUMENT_REJECTED', '单据被驳回', 'Document rejected'],
    ['ORDER_RELEASED', '采购订单发布', 'Purchase order released'],
    ['DELIVERY_RECEIVED', '送货单接收', 'Delivery note received'],
    ['SUPPLIER_REGISTERED', '供应商注册', 'Supplier registered'],
  ]),
  t('NOTICE_CONFIG_RECEIVER', '通知接收人', 'Notice receiver', [
    ['APPROVER', '审批人', 'Approver'],
    ['SUBMITTER', '提交人', 'Submitter'],
    ['BUYER', '采购员', 'Buyer'],
    ['SUPPLIER', '供应商用户', 'Supplier users'],
  ]),
  t('NOTICE_SEND_CHANNEL', '发送方式', 'Channel', [
    ['SITE', '站内通知', 'In the portal'],
    ['MAIL', '邮件', 'E-mail'],
    ['SITE_MAIL', '站内通知和邮件', 'Portal and e-mail'],
  ]),
  // Purchasing; document states come from the workflows.
  t('PUR_DOCUMENT_TYPE', '采购单据', 'Purchasing document', [
    ['REQUISITION', '采购申请', 'Requisition'],
    ['ORDER', '采购订单', 'Purchase order'],
    ['AGREEMENT', '价格协议', 'Agreement'],
    ['DELIVERY_NOTICE', '送货通知', 'Delivery notice'],
    ['DELIVERY_NOTE', '送货单', 'Delivery note'],
  ]),
  t('PUR_REQUISITION_TYPE', '申请类型', 'Requisition type', [
    ['STANDARD', '标准申请', 'Standard'],
    ['URGENT', '紧急申请', 'Urgent'],
    ['PROJECT', '项目申请', 'Project'],
  ]),
  t('ISP_PR_LINE_STATUS', '采购申请行状态', 'Requisition line status', [
    ['DRAFT', '拟定', 'Draft'],
    ['OPEN', '待下单', 'Open'],
    ['ORDERED', '已下单', 'Ordered'],
    ['CLOSED', '已关闭', 'Closed'],
    ['CANCELLED', '已取消', 'Cancelled'],
  ]),
  t('PON_TAX_LIST', '税率', 'Tax rate', [
    ['VAT13', '13%', '13%', '0.13'],
    ['VAT9', '9%', '9%', '0.09'],
    ['VAT6', '6%', '6%', '0.06'],
    ['VAT3', '3%', '3%', '0.03'],
    ['VAT1', '1%', '1%', '0.01'],
    ['VAT0', '0%', '0%', '0'],
  ]),
  t('PON_AUCTION_TYPE', '洽谈类型', 'Sourcing event kind', [
    ['INQUIRY', '询价', 'Inquiry (RFQ)'],
    ['TENDER', '招标', 'Tender'],
  ]),
  t('PON_USER_DUTY', '评委职责', 'Jury duty', [
    ['LEADER', '评标组长', 'Chair'],
    ['MEMBER', '评委', 'Member'],
  ]),
  t('PON_JURY_STATUS', '评标状态', 'Scoring', [
    ['DRAWN', '待评分', 'To score'],
    ['SCORED', '已评分', 'Scored'],
  ]),
  t('PON_SCORE_PARTITION', '评标分区', 'Scoring part', [
    ['TECH', '技术', 'Technical'],
    ['COMMERCIAL', '商务(价格)', 'Commercial (price)'],
  ]),
  t('PON_PRICE_FORMULA', '价格分公式', 'Price score formula', [
    ['LOWEST_BASE', '最低价基准法：商务分 × 最低报价 ÷ 本报价', 'Lowest price: points × lowest bid ÷ this bid'],
    ['AVERAGE_BASE', '平均价基准法：等于平均价得满分，每偏离1%扣1%', 'Average price: full points at the average, 1% less per 1% away'],
  ]),
  t('PON_JURY_WAITING', '待办', 'Waiting for', [
    ['SCORE', '待评分', 'Scores'],
    ['COUNTERSIGN', '待会签', 'Countersign'],
  ]),
  t('PON_MARK_RESULT', '符合性审查结论', 'Compliance review outcome', [
    ['PASS', '通过', 'Passed'],
    ['FAIL', '未通过', 'Failed'],
  ]),
  t('PON_COUNTERSIGN_OPINION', '会签意见', 'Countersign', [
    ['AGREE', '同意', 'Agree'],
    ['REJECT', '不同意', 'Disagree'],
  ]),
  t('PON_EXPERT_DEGREE', '学历', 'Degree', [
    ['COLLEGE', '大专', 'College'],
    ['BACHELOR', '本科', "Bachelor's"],
    ['MASTER', '硕士', "Master's"],
    ['DOCTOR', '博士', 'Doctorate'],
  ]),
  t('PON_AWARD_STATUS', '中标状态', 'Award outcome', [
    ['AWARDED', '中标', 'Awarded'],
    ['NOT_AWARDED', '未中标', 'Not awarded'],
  ]),
  t('PON_TENDER_DOC_TYPE', '招标文件类型', 'Kind of tender document', [
    ['INVITATION', '招标公告/投标邀请书', 'Invitation to tender'],
    ['INSTRUCTIONS', '投标人须知', 'Instructions to bidders'],
    ['TECH_SPEC', '技术规格书', 'Technical specification'],
    ['CONTRACT', '合同条款', 'Contract terms'],
    ['FORMS', '投标文件格式', 'Response forms'],
  ]),
  // Compete hall (entities/sourcing/COMPETE.md).
  t('PON_COMPETE_TYPE', '竞价方式', 'Compete kind', [['REVERSE', '反向竞价', 'Reverse auction']]),
  t('PON_COMPETE_SOURCE', '竞价来源', 'Compete made from', [
    ['MANUAL', '手工创建', 'Made by hand'],
    ['DEMAND', '需求汇总', 'Demand summary'],
    ['TENDER', '招标转竞价', 'A tender'],
  ]),
  t('PON_COMPETE_DECREMENT', '最小降幅方式', 'Minimum decrement as', [
    ['AMOUNT', '金额', 'Amount'],
    ['PERCENT', '百分比', 'Percent'],
  ]),
  t('PON_COMPETE_VISIBILITY', '供应商可见', 'Bidders see', [
    ['OWN_RANK', '仅本方排名', 'Own rank only'],
    ['BEST_PRICE', '最低价', 'Best price'],
    ['LADDER', '匿名排名表', 'Anonymised ladder'],
  ]),
  t('PON_COMPETE_NOTICE_KIND', '公告类型', 'Notice kind', [
    ['INVITATION', '竞价邀请', 'Invitation'],
    ['ANNOUNCEMENT', '大厅公告', 'Hall announcement'],
  ]),
  t('PON_COMPETE_TURN_STATUS', '轮次状态', 'Turn status', [
    ['PLANNED', '未开始', 'Not started'],
    ['RUNNING', '进行中', 'Running'],
    ['PAUSED', '已暂停', 'Paused'],
    ['ENDED', '已结束', 'Ended'],
  ]),
  t('PON_INVITING_WAY', '招标方式', 'Invitation', [
    ['INVITED', '邀请招标', 'By invitation'],
    ['OPEN', '公开招标', 'Open to all suppliers'],
  ]),
  t('PON_RESPOND_STATUS', '响应状态', 'Response', [
    ['NOT_STARTED', '未响应', 'Not begun'],
    ['DRAFTING', '编写中', 'Being written'],
    ['RESPONDED', '已响应', 'Submitted'],
  ]),
  t('PON_NOTICE_TYPE', '通知书类型', 'Notice kind', [
    ['WIN', '中标通知书', 'Notice of award'],
    ['LOSE', '未中标通知书', 'Notice of non-award'],
  ]),
  t('PUR_PO_DOC_TYPE', '订单类型', 'Order kind', [
    ['ORDER', '标准订单', 'Order'],
    ['AGREEMENT', '协议订单', 'Agreement order'],
  ]),
  t('PUR_PO_SOURCE', '订单来源', 'Order source', [
    ['MANUAL', '手工创建', 'Entered'],
    ['DEMAND', '需求汇总', 'Demand summary'],
    ['INQUIRY', '询价决标', 'Inquiry award'],
    ['TENDER', '招标定标', 'Tender award'],
    ['COMPETE', '竞价授标', 'Compete award'],
  ]),
  t('PUR_FEEDBACK_STATUS', '供应商反馈状态', 'Supplier feedback', [
    ['NON_FEEDBACK', '未反馈', 'Not answered'],
    ['SUBMITTED', '已反馈', 'Answered'],
    ['CONFIRMED', '已确认', 'Accepted'],
    ['REFUSED', '已拒绝', 'Refused'],
  ]),
  t('PUR_PRICE_SOURCE', '价格来源', 'Price source', [
    ['MANUAL', '手工', 'Entered'],
    ['AGREEMENT', '价格协议', 'Agreement'],
    ['LADDER', '协议阶梯价', 'Agreement ladder'],
    ['BUDGET', '预算价', 'Budget price'],
    ['BENCHMARK', '基准价', 'Benchmark price'],
    ['INQUIRY', '询价决标', 'Inquiry award'],
    ['TENDER', '招标定标', 'Tender award'],
    ['COMPETE', '竞价授标', 'Compete award'],
  ]),
  t('ISP_DELIVERY_TYPE', '送货依据', 'Delivery basis', [
    ['ORDER', '按订单', 'Order'],
    ['NOTICE', '按送货通知', 'Delivery notice'],
  ]),
  t('ISP_DELIVERY_LINE_STATUS', '送货单行状态', 'Delivery line status', [
    ['OPEN', '在途', 'In transit'],
    ['RECEIVED', '已接收', 'Received'],
    ['CANCELLED', '已取消', 'Cancelled'],
    ['SETTLED', '已结算', 'Settled'],
  ]),
  // Equipment and production (entities/equipment/STATES.md).
  t('EQP_DEVICE_TYPE', '设备类别', 'Device kind', [
    ['PRODUCTION', '生产设备', 'Production'],
    ['TESTING', '检测设备', 'Testing'],
    ['UTILITY', '动力设备', 'Utility'],
    ['OTHER', '其他', 'Other'],
  ]),
  t('EQP_DEVICE_STATUS', '设备状态', 'Device status', [
    ['IN_USE', '在用', 'In use'],
    ['IDLE', '闲置', 'Idle'],
    ['REPAIR', '维修中', 'Under repair'],
    ['SCRAPPED', '报废', 'Scrapped'],
  ]),
  t('EQP_STEP_STATUS', '工序状态', 'Step status', [
    ['NOT_STARTED', '未开始', 'Not started'],
    ['IN_PROGRESS', '进行中', 'In progress'],
    ['DONE', '已完成', 'Done'],
  ]),
  t('EQP_SCHEDULE_STATE', '排产进度', 'Schedule state', [
    ['NOT_STARTED', '未开始', 'Not started'],
    ['IN_PROGRESS', '进行中', 'In progress'],
    ['DONE', '已完成', 'Done'],
    ['OVERDUE', '逾期未完成', 'Overdue'],
    ['LATE', '延误', 'Late'],
  ]),
  t('EQP_TRANSPORT_MODE', '运输方式', 'Transport', [
    ['ROAD', '公路', 'Road'],
    ['RAIL', '铁路', 'Rail'],
    ['SEA', '海运', 'Sea'],
    ['AIR', '空运', 'Air'],
  ]),
  t('EQP_CARRIAGE_STATUS', '运输状态', 'Shipment status', [
    ['IN_TRANSIT', '运输中', 'In transit'],
    ['ARRIVED', '已到达', 'Arrived'],
    ['STORED', '已入库', 'Stored'],
  ]),
  // Interfaces (entities/interface/STATES.md).
  t('SCSI_DIRECTION', '接口方向', 'Interface direction', [
    ['OUTBOUND', '出站(发送ERP)', 'Outbound (to the ERP)'],
    ['INBOUND', '入站(ERP推送)', 'Inbound (from the ERP)'],
  ]),
  t(
    'SCSI_BUSINESS_EVENT',
    '接口业务事件',
    'Interface business event',
    BUSINESS_EVENTS.filter((e) => e.action).map((e): Row => [e.code, e.label.zh, e.label.en]),
  ),
  t('SCSI_TARGET_ENTITY', '入站业务对象', 'Inbound records', [
    ['materialItem', '物料', 'Materials'],
    ['supplierInfo', '供应商', 'Suppliers'],
    ['purOrder', '采购订单', 'Purchase orders'],
  ]),
  t('SCSI_HTTP_METHOD', '请求方法', 'HTTP method', [
    ['POST', 'POST', 'POST'],
    ['PUT', 'PUT', 'PUT'],
  ]),
  t('SCSI_AUTH_TYPE', '认证方式', 'Authentication', [
    ['NONE', '无', 'None'],
    ['BEARER', 'Bearer令牌', 'Bearer token'],
    ['BASIC', '用户名密码(Basic)', 'User and password (Basic)'],
    ['API_KEY', 'API密钥', 'API key'],
  ]),
  t('SCSI_HEADER_INTERCEPTOR', '请求头拦截器', 'Header interceptor', [
    ['REQUEST_ID', '消息编号请求头', 'Message id header'],
    ['TIMESTAMP', '时间戳请求头', 'Timestamp header'],
    ['HMAC_SIGNATURE', '签名请求头(时间戳+消息编号+报文)', 'Signature headers (timestamp, message id, body)'],
  ]),
  t('SCSI_PARAMS_INTERCEPTOR', '参数拦截器', 'Parameter interceptor', [
    ['MESSAGE_ID', '消息编号参数', 'Message id parameter'],
    ['TIMESTAMP', '时间戳参数', 'Timestamp parameter'],
  ]),
  t('SCSI_PARAM_LOCATION', '参数位置', 'Parameter place', [
    ['HEADER', '请求头', 'Header'],
    ['QUERY', '查询参数', 'Query'],
    ['BODY', '报文', 'Body'],
  ]),
  t('SCSI_REQUEST_CONFIG', '请求配置项', 'Request setting', [
    ['TIMEOUT_MS', '超时(毫秒)', 'Timeout (ms)'],
    ['MAX_ATTEMPTS', '最多尝试次数', 'Most attempts'],
    ['BACKOFF_SECONDS', '首次重试间隔(秒)', 'First retry after (s)'],
  ]),
  t('SCSI_LOG_STATUS', '接口消息状态', 'Message state', [
    ['PENDING', '待发送', 'Pending'],
    ['SENT', '已送达', 'Sent'],
    ['FAILED', '失败待重试', 'Failed, retrying'],
    ['DEAD', '死信', 'Dead letter'],
    ['REPLAYED', '已重放', 'Replayed'],
    ['ACCEPTED', '已接收', 'Accepted'],
    ['REJECTED', '已拒绝', 'Rejected'],
    ['DUPLICATE', '重复消息', 'Duplicate'],
  ]),
  // Finance (entities/finance/STATES.md).
  t('FIN_DEDUCTION_TYPE', '扣款类型', 'Deduction reason', [
    ['LATE_DELIVERY', '交货延迟', 'Late delivery'],
    ['QUALITY', '质量问题', 'Quality'],
    ['OTHER', '其他', 'Other'],
  ]),
  t('FIN_STMT_LINE_KIND', '对账行类型', 'Statement line kind', [
    ['RECEIPT', '接收', 'Receipt'],
    ['RETURN', '退货', 'Return'],
    ['DEDUCTION', '扣款', 'Deduction'],
  ]),
  t('FIN_INVOICE_KIND', '发票类型', 'Invoice kind', [
    ['BLUE', '蓝字发票', 'Invoice'],
    ['RED', '红字发票', 'Write-off'],
  ]),
  t('FIN_MATCH_RESULT', '匹配结果', 'Match result', [
    ['PENDING', '待匹配', 'Not matched yet'],
    ['MATCHED', '在容差内', 'Within tolerance'],
    ['EXCEPTION', '超出容差', 'Outside tolerance'],
  ]),
  t('FIN_PAYMENT_LINE_KIND', '付款行类型', 'Payment line kind', [
    ['INVOICE', '发票节点', 'Invoice node'],
    ['DEDUCTION', '扣款', 'Deduction'],
    ['ADVANCE', '预付款核销', 'Advance offset'],
  ]),
  t('FIN_COLLECT_KIND', '核销方式', 'Collection kind', [
    ['OFFSET', '付款抵扣', 'Offset by payment'],
    ['REFUND', '供应商退回', 'Refunded by supplier'],
  ]),
  t('PUR_ASL_CHANGE_TYPE', '变更类型', 'Change type', [
    ['ADD', '新增', 'Add'],
    ['UPDATE', '修改有效期', 'Change validity'],
    ['DISABLE', '失效', 'Disable'],
  ]),
  t('PUR_PLAN_TYPE', '计划类型', 'Plan type', [
    ['PRE', '预测计划', 'Pre-plan'],
    ['MONTHLY', '月度计划', 'Monthly plan'],
  ]),
  t('PUR_CUSTOMER_ORDER_STATUS', '客户订单状态', 'Customer order status', [
    ['OPEN', '执行中', 'Open'],
    ['CLOSED', '已关闭', 'Closed'],
  ]),
  t('PUR_PROCESS_STAGE', '采购环节', 'Purchasing stage', [
    ['REQUISITION', '待下单', 'Requisition'],
    ['ORDERED', '已下单', 'Ordered'],
    ['RELEASED', '已发布', 'Released to supplier'],
    ['SHIPPED', '已发货', 'Shipped'],
    ['PARTIALLY_RECEIVED', '部分接收', 'Partly received'],
    ['RECEIVED', '已接收', 'Received'],
  ]),
  // Contracts (entities/contract/STATES.md).
  t('CCT_CONTRACT_TYPE', '合同类型', 'Contract type', [
    ['PURCHASE', '采购合同', 'Purchase contract'],
    ['FRAMEWORK', '框架协议', 'Framework agreement'],
    ['SERVICE', '服务合同', 'Service contract'],
    ['OTHER', '其他合同', 'Other'],
  ]),
  t('CCT_CREATED_MODE', '合同创建方式', 'How the contract was made', [
    ['TEMPLATE', '模板创建', 'From a template'],
    ['MANUAL', '手工创建', 'By hand'],
    ['SIMPLE', '简易合同', 'Simplified'],
    ['SOURCING', '寻源结果', 'From a sourcing award'],
    ['AGREEMENT', '价格协议', 'From a price agreement'],
    ['ORDER', '采购订单', 'From a purchase order'],
  ]),
  t('CCT_TERM_TYPE', '条款类别', 'Clause type', [
    ['GENERAL', '通用条款', 'General'],
    ['COMMERCIAL', '商务条款', 'Commercial'],
    ['PAYMENT', '付款条款', 'Payment'],
    ['DELIVERY', '交付条款', 'Delivery'],
    ['QUALITY', '质量条款', 'Quality'],
    ['LIABILITY', '违约责任', 'Liability'],
  ]),
  // E-sign and watermarks (entities/esign/STATES.md, contract/watermark.ts).
  t('CCT_WATERMARK_KIND', '水印类型', 'Watermark kind', [
    ['INSIDE', '内部水印', 'For internal viewers'],
    ['SUPPLIER', '供应商水印', 'For suppliers'],
  ]),
  t('ESIGN_ACCOUNT_TYPE', '签署账户类型', 'Sign account kind', [
    ['PERSON', '个人', 'Person'],
    ['ORG', '机构', 'Organisation'],
  ]),
  t('ESIGN_PARTY', '签署方', 'Signing party', [
    ['BUYER', '甲方（采购方）', 'Party A (buyer)'],
    ['SUPPLIER', '乙方（供应商）', 'Party B (supplier)'],
  ]),
  t('ESIGN_FLOW_STATUS', '签署流程状态', 'Signing status', [
    ['SIGNING', '待双方签署', 'Awaiting both signatures'],
    ['BUYER_SIGNED', '甲方已签，待乙方签署', 'Buyer signed, awaiting the supplier'],
    ['SUPPLIER_SIGNED', '乙方已签，待甲方签署', 'Supplier signed, awaiting the buyer'],
    ['COMPLETED', '双方已签署', 'Signed by both'],
  ]),
  // User centre, help articles and favourites (entities/usercenter).
  t('HELP_ARTICLE_CATEGORY', '帮助文章分类', 'Help article category', [
    ['GUIDE', '操作指南', 'How-to guide'],
    ['FAQ', '常见问题', 'FAQ'],
    ['POLICY', '制度规范', 'Policy'],
  ]),
  t('FAVOURITE_TYPE', '收藏类型', 'Favourite kind', [
    ['MENU', '菜单', 'Menu'],
    ['RECORD', '单据', 'Record'],
  ]),
  // Dynamic reports and charts (entities/report/STATES.md).
  t('REPORT_PARAM_TYPE', '报表参数类型', 'Report parameter type', [
    ['TEXT', '文本', 'Text'],
    ['NUMBER', '数字', 'Number'],
    ['DATE_RANGE', '日期范围', 'Date range'],
    ['LOOKUP', '值列表', 'Lookup'],
  ]),
  t('REPORT_FOOTER_TYPE', '报表合计', 'Report footer', [
    ['SUM', '合计', 'Sum'],
    ['AVG', '平均', 'Average'],
    ['COUNT', '计数', 'Count'],
  ]),
  t('REPORT_EXPORT_STATUS', '后台导出状态', 'Background export status', [
    ['QUEUED', '排队中', 'Queued'],
    ['RUNNING', '导出中', 'Running'],
    ['DONE', '已完成', 'Done'],
    ['FAILED', '失败', 'Failed'],
  ]),
  t('CHART_TYPE', '图表类型', 'Chart type', [
    ['BAR', '柱状图', 'Bar'],
    ['LINE', '折线图', 'Line'],
    ['PIE', '饼图', 'Pie'],
  ]),
  t('CHART_AGGREGATION', '汇总方式', 'Aggregation', [
    ['SUM', '求和', 'Sum'],
    ['AVG', '平均', 'Average'],
    ['COUNT', '计数', 'Count'],
    ['MAX', '最大', 'Maximum'],
    ['MIN', '最小', 'Minimum'],
  ]),
];

const workflowDeclared: LookupTypeSeed[] = [
  // Approval processes (entities/workflow, STATES.md there).
  t('WF_INSTANCE_STATUS', '流程状态', 'Process status', [
    ['RUNNING', '审批中', 'Running'],
    ['PASSED', '已通过', 'Passed'],
    ['REJECTED', '已驳回', 'Rejected'],
    ['REVOKED', '已撤回', 'Revoked'],
    ['STOPPED', '已终止', 'Stopped'],
  ]),
  t('WF_TASK_KIND', '任务类型', 'Task kind', [
    ['APPROVAL', '审批', 'Approval'],
    ['SUBTASK', '征询意见', 'Opinion asked'],
  ]),
  t('WF_TASK_STATUS', '任务状态', 'Task status', [
    ['PENDING', '待处理', 'Pending'],
    ['RESOLVING', '征询中', 'Awaiting an opinion'],
    ['LOCKED', '已锁定', 'Locked'],
    ['RESOLVED', '已处理', 'Resolved'],
  ]),
  t('WF_TASK_OUTCOME', '处理结果', 'Outcome', [
    ['APPROVED', '同意', 'Approved'],
    ['REJECTED', '驳回', 'Rejected'],
    ['SKIPPED', '自动跳过', 'Skipped'],
    ['ANSWERED', '已回复', 'Answered'],
  ]),
  t('WF_HISTORY_ACTION', '审批操作', 'Approval action', [
    ['SUBMIT', '提交', 'Submitted'],
    ['APPROVE', '同意', 'Approved'],
    ['REJECT', '驳回', 'Rejected'],
    ['RETURN', '退回到环节', 'Returned to a step'],
    ['SKIP', '自动跳过', 'Skipped'],
    ['DELEGATE', '委托', 'Delegated'],
    ['SUBTASK', '征询意见', 'Asked for an opinion'],
    ['ANSWER', '回复意见', 'Answered'],
    ['CC', '抄送', 'Copied'],
    ['URGE', '催办', 'Urged'],
    ['REVOKE', '撤回', 'Revoked'],
    ['STOP', '终止', 'Stopped'],
    ['PASS', '流程通过', 'Process passed'],
  ]),
  // Bid screening (issue 47, the screening part): the indicators and the kinds of event screened.
  t('SCREENING_INDICATOR', '围标串标指标', 'Bid screening indicator', [
    ['IDENTICAL_PRICES', '不同供应商报价相同', 'Identical prices from different bidders'],
    ['COVER_BIDS', '陪标：多次略高于中标价', 'Cover bids just above the winner'],
    ['ROTATION', '固定组合轮流中标', 'Winners rotating in a fixed group'],
    ['ALWAYS_LOSES', '屡投不中', 'Always bids, never wins'],
    ['LOW_SPREAD', '报价离散度异常低', 'Unusually low spread of prices'],
    ['QUICK_RESPONSE', '竞价秒跟最小降幅', 'Hall offers answering within seconds'],
  ]),
  t('SCREENING_EVENT_TYPE', '寻源类型', 'Sourcing event kind', [
    ['INQUIRY', '询价', 'Inquiry'],
    ['TENDER', '招标', 'Tender'],
    ['COMPETE', '竞价', 'Compete event'],
  ]),
];

/**
 * The lookup types written here, without those derived from the definitions: what a page that loads no
 * definition (the public registration pages) reads. Every lookup: `lookupCatalogue()` of lookups/all-lookups.ts.
 */
export const declaredLookups: readonly LookupTypeSeed[] = [...declared, ...workflowDeclared];

/** A lookup type written here, by its code. */
export function declaredLookup(lookupType: string): LookupTypeSeed | undefined {
  return declaredLookups.find((l) => l.lookupType === lookupType);
}
