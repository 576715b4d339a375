/**
 * Shipping report grants and demo data (entities/shipping/STATES.md): buyers
 * keep templates and the lists of suppliers and materials, and review reports
 * and exemptions; suppliers fill and submit their reports and ask exemptions.
 * 华东精密 (supplier1) ships 铝型材 M-300002 under the published template, one
 * delivery note per report state: to fill in, submitted, refused on one line,
 * agreed, and one line exempted by an agreed request. The notes stay drafts.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import { registerShipping } from '../shipping/feature.ts';
import { callerFor } from './purchase-demo.ts';
import { actor } from './act.ts';
import { grantRoutes, menusOf, except, READ, ANSWER, WRITE, MAKING } from './grants.ts';
import type { RouteDef } from '@srm/domain/routes/catalogue.ts';

const shipping = (r: RouteDef) => r.menu!.code.startsWith('QMS_SHIPPING');
/** Reports are made from delivery notes and filled by suppliers, exemptions asked by them: the buyer reads, reviews and exports them. */
const FILLED_BY_SUPPLIERS = new Set(['QMS_SHIPPING_REPORT', 'QMS_SHIPPING_EXEMPTION']);
/** A report the supplier fills in; an exemption it asks for. */
const SUPPLIER_DOES: Record<string, string[]> = { QMS_SHIPPING_REPORT: ANSWER, QMS_SHIPPING_EXEMPTION: WRITE };

export async function grantShipping(tx: Queryable): Promise<void> {
  await grantRoutes(tx, 'BUYER', menusOf('QUALITY', 'INSIDE', shipping), (s) =>
    FILLED_BY_SUPPLIERS.has(s.route.menu!.code) ? except(s.all, MAKING, s.supplier) : s.all,
  );
  await grantRoutes(tx, 'SUPPLIER', menusOf('QUALITY', 'EX', shipping), (s) => [...READ, ...(SUPPLIER_DOES[s.route.menu!.code] ?? []), ...s.supplier]);
}

/** Aluminium profile 6063-T5 40×40: dimensions, wall, hardness and film, as an extruder's outgoing inspection measures them. */
const ITEMS: Row[] = [
  { testKind: 'ROUTINE', testItem: '外形宽度', testMethod: '游标卡尺', standardValue: 40, lowerTolerance: 0.2, upperTolerance: 0.2, sampleSize: 5, unit: 'mm' },
  { testKind: 'ROUTINE', testItem: '壁厚', testMethod: '壁厚千分尺', standardValue: 1.2, lowerTolerance: 0.05, upperTolerance: 0.1, sampleSize: 5, unit: 'mm' },
  {
    testKind: 'SPECIAL',
    testItem: '韦氏硬度',
    testMethod: 'GB/T 14478 韦氏硬度计',
    standardValue: 10,
    lowerTolerance: 2,
    upperTolerance: 4,
    sampleSize: 3,
    unit: 'HW',
  },
  { testKind: 'OTHER', testItem: '氧化膜厚', testMethod: '涡流测厚仪', standardValue: 12, lowerTolerance: 2, upperTolerance: 6, sampleSize: 3, unit: 'μm' },
].map((item, i) => ({ lineNumber: i + 1, ...item }));

/** Measured values within tolerance, per item; `wall` replaces the wall thickness samples. */
const measures = (lines: Row[], wall?: number[]) =>
  lines.map((l) => {
    const values: Record<number, number[]> = {
      1: [40.05, 39.92, 40.1, 39.98, 40.02],
      2: wall ?? [1.22, 1.21, 1.24, 1.19, 1.23],
      3: [11.5, 12, 11],
      4: [13, 14.5, 12.5],
    };
    const v = values[Number(l.lineNumber)];
    return { reportLineId: l.reportLineId, ...Object.fromEntries(v.map((x, i) => [`sample${i + 1}`, x])) };
  });

export async function seedShippingDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerShipping(ops);
  await db.transaction(grantShipping);
  const buyer = await callerFor(db, 'buyer');
  const approver = await callerFor(db, 'approver');
  const supplier1 = await callerFor(db, 'supplier1');
  const save = (entity: string, caller: Caller, record: Row) => ops.save(getEntity(entity), caller, record);
  const act = actor(ops);
  const one = async (sql: string, params: unknown[]) => Number((await db.query<{ id: number }>(sql, params)).rows[0].id);
  const profile = await one('SELECT item_id AS id FROM srm_base_items WHERE item_code = $1', ['M-300002']);
  const org = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`, []);
  const day = (n: number) => formatDate(new Date(Date.now() + n * 86_400_000));

  const template = await save('qmsShippingTemplate', buyer, {
    templateName: '铝型材出货检验',
    description: '6063-T5 铝型材每批出货检验：尺寸、壁厚、硬度、氧化膜厚',
    lines: ITEMS,
  });
  await act('qmsShippingTemplate', buyer, 'publish', template.templateId);
  await save('qmsShippingSupplier', buyer, { supplierId: supplier1.supplierId, remark: '型材供货须随附出货报告' });
  await save('qmsShippingItem', buyer, { itemId: profile, templateId: template.templateId });

  // One confirmed order of profiles, five deliveries of it.
  let po = await save('purOrder', buyer, {
    supplierId: supplier1.supplierId,
    orgId: org,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    lines: [{ lineNumber: 1, itemId: profile, quantity: 2000, taxPrice: 23.5, needByDate: day(30) }],
  });
  await act('purOrder', buyer, 'submit', po.poHeaderId);
  await act('purOrder', approver, 'approval', po.poHeaderId);
  await act('purOrder', buyer, 'release', po.poHeaderId);
  await act('purOrder', supplier1, 'feedback', po.poHeaderId);
  po = await act('purOrder', buyer, 'confirmFeedback', po.poHeaderId);
  const poLineId = (po.lines as Row[])[0].poLineId;
  const note = async (qty: number) => {
    const saved = await save('purDeliveryNote', supplier1, {
      deliveryDate: day(3),
      description: '铝型材分批送货',
      lines: [{ lineNumber: 1, poLineId, deliveryQty: qty }],
    });
    const report = await db.query<{ id: number }>('SELECT report_id AS id FROM srm_qms_shipping_report_headers WHERE delivery_header_id = $1', [
      saved.deliveryHeaderId,
    ]);
    return { note: saved, reportId: Number(report.rows[0].id) };
  };
  const report = (id: number) => ops.findById(getEntity('qmsShippingReport'), supplier1, { reportId: id });
  const fill = async (id: number, wall?: number[]) => {
    const r = await report(id);
    return save('qmsShippingReport', supplier1, {
      reportId: id,
      versionNum: r.versionNum,
      batchNumber: `AL${String(id).padStart(6, '0')}`,
      inspectorName: '刘质检',
      inspectionDate: day(0),
      lines: measures(r.lines as Row[], wall),
    });
  };

  // To fill in: the supplier's to-do waits.
  await note(300);
  // Submitted, within tolerance: the buyer's to-do waits.
  const submitted = await note(200);
  await fill(submitted.reportId);
  await act('qmsShippingReport', supplier1, 'submit', submitted.reportId);
  // A wall thinner than 1.15 mm on two samples: the buyer refuses that line and agrees the rest.
  const refused = await note(250);
  const thin = await fill(refused.reportId, [1.21, 1.12, 1.2, 1.13, 1.22]);
  await act('qmsShippingReport', supplier1, 'submit', refused.reportId);
  const wallLine = (thin.lines as Row[]).find((l) => l.lineNumber === 2)!;
  await act('qmsShippingReport', buyer, 'refuse', refused.reportId, {
    lines: [{ reportLineId: wallLine.reportLineId, refuseReason: '壁厚样本2、4低于下限1.15mm，请复检并附测量照片' }],
  });
  // Agreed.
  const agreed = await note(150);
  await fill(agreed.reportId);
  await act('qmsShippingReport', supplier1, 'submit', agreed.reportId);
  await act('qmsShippingReport', buyer, 'agree', agreed.reportId);
  // A resent lot already inspected at the buyer's site: exempted on request.
  const resent = await note(100);
  const exemption = await save('qmsShippingExemption', supplier1, {
    deliveryHeaderId: resent.note.deliveryHeaderId,
    exemptReason: '退货返工批次，已由贵司驻厂质检全检',
    lines: [{ lineNumber: 1, deliveryLineNumber: 1, exemptReason: '驻厂质检全检合格，见驻厂检验记录' }],
  });
  await act('qmsShippingExemption', supplier1, 'submit', exemption.exemptionId);
  await act('qmsShippingExemption', buyer, 'agree', exemption.exemptionId);
  // Exemption requests still drafted, waiting for the buyer, and refused (a first lot is inspected in full).
  const ask = async (qty: number, reason: string) => {
    const lot = await note(qty);
    const saved = await save('qmsShippingExemption', supplier1, {
      deliveryHeaderId: lot.note.deliveryHeaderId,
      exemptReason: reason,
      lines: [{ lineNumber: 1, deliveryLineNumber: 1, exemptReason: reason }],
    });
    return saved;
  };
  await ask(80, '同批次库存尾数，检验记录见上一批报告');
  const waiting = await ask(60, '客户急单，检验报告随货补交');
  await act('qmsShippingExemption', supplier1, 'submit', waiting.exemptionId);
  const firstLot = await ask(40, '新模具首批，申请免出货报告');
  await act('qmsShippingExemption', supplier1, 'submit', firstLot.exemptionId);
  await act('qmsShippingExemption', buyer, 'refuse', firstLot.exemptionId, {
    lines: [{ exemptionLineId: (firstLot.lines as Row[])[0].exemptionLineId, refuseReason: '新模具首批须全项出货检验' }],
  });
  // The next revision of the template, drafted: reports keep following the published one.
  await save('qmsShippingTemplate', buyer, {
    templateName: '铝型材出货检验（2027版草案）',
    description: '拟增加表面划伤目视检查',
    lines: ITEMS,
  });
}
