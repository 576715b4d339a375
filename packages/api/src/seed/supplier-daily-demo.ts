/**
 * Demo of daily management and supplier grading, each in every state:
 * - issues found: 华东精密's bearing housings out of tolerance ISSUED (supplier1's
 *   to-do to rectify), its late certificate of conformity CLOSED after one
 *   return; 蓝海's late delivery REPLIED (the buyer's to-do to verify);
 *   瑞丰五金's rude driver RECORDED with no rectification; 中科新材's DRAFT;
 * - gradings: 华东精密 A and 蓝海 B APPROVED (their grades set); 金桥包装's B
 *   approved then RECONFIRMING on its appeal; 瑞丰五金's D REJECTED; 中科新材's
 *   C APPROVING (the approver's to-do); 宏达塑胶's DRAFT.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import { EntityOperations } from '../engine/operations.ts';
import { registerSupplierLifecycle } from '../supplier/feature.ts';
import { callerFor } from './purchase-demo.ts';
import { actorOn } from './act.ts';

type Row = Record<string, unknown>;

export async function seedSupplierDailyDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerSupplierLifecycle(ops);
  const buyer = await callerFor(db, 'buyer');
  const approver = await callerFor(db, 'approver');
  const supplier1 = await callerFor(db, 'supplier1');
  const supplier2 = await callerFor(db, 'supplier2');
  const inDays = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000));
  const supplier = async (name: string) =>
    Number((await db.query<{ id: number }>('SELECT supplier_id AS id FROM srm_pos_supplier_info WHERE supplier_name = $1', [name])).rows[0].id);
  /** Saves a document as the buyer and answers its id; `act` moves it. */
  const documents = (entity: string) => {
    const def = getEntity(entity);
    return {
      draft: async (record: Row) => Number((await ops.save(def, buyer, record))[def.key]),
      act: actorOn(ops, entity),
    };
  };

  const daily = documents('slcDailyManage');
  const issue = async (supplierName: string, record: Row) => daily.draft({ supplierId: await supplier(supplierName), ...record });
  const tolerance = await issue('华东精密机械有限公司', {
    issueType: 'QUALITY',
    severity: 'MAJOR',
    foundDate: inDays(-2),
    issueTitle: '轴承座内孔尺寸超差',
    issueDescription: '来料检验抽检50件，其中6件内孔Φ40H7超出上偏差0.02mm',
    rectifyDeadline: inDays(12),
    rectifyRequirement: '分析原因，提交8D报告，并对库存品全数复检',
  });
  await daily.act(buyer, 'issue', tolerance);
  const certificate = await issue('华东精密机械有限公司', {
    issueType: 'COMPLIANCE',
    severity: 'MINOR',
    foundDate: inDays(-20),
    issueTitle: '合格证随货缺失',
    issueDescription: '三批传动轴到货时未附出厂合格证',
    rectifyDeadline: inDays(7),
    rectifyRequirement: '补交合格证，并说明今后的随货单据管理',
  });
  await daily.act(buyer, 'issue', certificate);
  await daily.act(supplier1, 'reply', certificate, { supplierReply: '已补交合格证扫描件', rectifiedDate: inDays(-15) });
  await daily.act(buyer, 'returnReply', certificate, { comment: '请说明今后如何避免漏附' });
  await daily.act(supplier1, 'reply', certificate, {
    supplierReply: '已补交合格证；发货检查表增加“合格证已附”一项，由仓库主管签字',
    rectifiedDate: inDays(-10),
  });
  await daily.act(buyer, 'accept', certificate, { verifyOpinion: '近两批到货均附合格证，整改有效' });
  const late = await issue('蓝海电子科技有限公司', {
    issueType: 'DELIVERY',
    severity: 'MAJOR',
    foundDate: inDays(-6),
    issueTitle: '单片机交货延迟5天',
    issueDescription: 'STM32F103C8T6 一批次承诺日期后5天才到货，导致产线停线半天',
    rectifyDeadline: inDays(5),
    rectifyRequirement: '说明延迟原因及保障后续交期的措施',
  });
  await daily.act(buyer, 'issue', late);
  await daily.act(supplier2, 'reply', late, { supplierReply: '原厂缺货导致延迟；已建立两周安全库存并每周反馈交期', rectifiedDate: inDays(-1) });
  const driver = await issue('瑞丰五金贸易有限公司', {
    issueType: 'SERVICE',
    severity: 'MINOR',
    foundDate: inDays(-3),
    issueTitle: '送货司机未按规定路线进厂',
    issueDescription: '已现场提醒，供应商主管电话致歉',
    rectifyFlag: 'N',
  });
  await daily.act(buyer, 'record', driver);
  await issue('中科新材料股份有限公司', {
    issueType: 'COMPLIANCE',
    severity: 'CRITICAL',
    foundDate: inDays(0),
    issueTitle: '材质报告疑似与批次不符',
    issueDescription: '待质量部复核后下发',
    rectifyDeadline: inDays(7),
  });

  const grade = documents('slcSupplierGrade');
  const grading = async (record: Row, lines: [string, string, number, string][]) =>
    grade.draft({
      ...record,
      lines: await Promise.all(
        lines.map(async ([name, adjustGrade, comprehensiveScore, lineNote]) => ({
          supplierId: await supplier(name),
          adjustGrade,
          comprehensiveScore,
          lineNote,
        })),
      ),
    });
  const annual = await grading({ evaluatePeriod: '上年度', evaluateStartDate: inDays(-365), evaluateEndDate: inDays(-1), gradeNote: '年度供应商分级' }, [
    ['华东精密机械有限公司', 'A', 92.5, '质量稳定，交付准时率98%'],
    ['蓝海电子科技有限公司', 'B', 84, '交付偶有延迟'],
  ]);
  await grade.act(buyer, 'submit', annual);
  await grade.act(approver, 'approval', annual);
  const jinqiao = await grading({ evaluatePeriod: '上半年', gradeNote: '包装类供应商分级' }, [['金桥包装材料有限公司', 'B', 80, '包装破损率偏高']]);
  await grade.act(buyer, 'submit', jinqiao);
  await grade.act(approver, 'approval', jinqiao);
  await grade.act(buyer, 'reconfirm', jinqiao, { comment: '供应商申诉：破损由承运方造成，待复核运输记录' });
  const ruifeng = await grading({ evaluatePeriod: '本季度' }, [['瑞丰五金贸易有限公司', 'D', 55, '交货准时率连续低于60%']]);
  await grade.act(buyer, 'submit', ruifeng);
  await grade.act(approver, 'reject', ruifeng, { comment: '评分依据不足，请补充考核记录' });
  const zhongke = await grading({ evaluatePeriod: '本季度' }, [['中科新材料股份有限公司', 'C', 68, '材质证明多次不符']]);
  await grade.act(buyer, 'submit', zhongke);
  await grading({ evaluatePeriod: '本季度' }, [['宏达塑胶制品有限公司', 'C', 70, '拟：年度评审不合格']]);
}
