/**
 * Equipment and production grants and demo data (entities/equipment/STATES.md):
 * buyers keep devices, spares and contracts and read what suppliers report;
 * approvers decide contracts; suppliers confirm contracts and report the
 * production and carriage of their orders. The demo: three devices with
 * spares, a contract in each state, 华东精密's production of three open orders
 * (two reported, one with a step late; the third drafted) and a shipment of the first.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db, Queryable } from '../db/db.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import type { Caller } from '../engine/caller.ts';
import { registerEquipment } from '../equipment/feature.ts';
import { callerFor } from './purchase-demo.ts';
import { actor } from './act.ts';
import { grantRoutes, routesOf, menusOf, except, READ, APPROVAL_HISTORY, WRITE } from './grants.ts';
import type { RouteDef } from '@srm/domain/routes/catalogue.ts';

/** What suppliers report (and write), buyers only read. */
const SUPPLIER_WRITES = new Set(['EQP_PRODUCTION_PROCESS', 'EQP_CARRIAGE_STORAGE', 'EQP_MAIN_SCHEDULE']);

export async function grantEquipment(tx: Queryable): Promise<void> {
  const reported = (r: RouteDef) => SUPPLIER_WRITES.has(r.menu!.code);
  await grantRoutes(tx, 'BUYER', menusOf('EQUIPMENT', 'INSIDE'), (s) => (reported(s.route) ? READ : except(s.all, s.supplier, s.decides)));
  // Contracts are approved by someone other than the buyer who submits them (forbidSelf).
  await grantRoutes(tx, 'APPROVER', routesOf(['EQP_PURCHASE_CONTRACT']), (s) => [...s.decides, ...READ, APPROVAL_HISTORY]);
  // The schedule is the buyer's: the supplier reads it.
  await grantRoutes(tx, 'SUPPLIER', menusOf('EQUIPMENT', 'EX'), (s) =>
    reported(s.route) && s.route.menu!.code !== 'EQP_MAIN_SCHEDULE' ? [...READ, ...WRITE, ...s.supplier] : [...READ, ...s.supplier],
  );
}

const DAY = 86_400_000;
const plus = (date: string, days: number) => formatDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY));

export async function seedEquipmentDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerEquipment();
  await db.transaction(grantEquipment);
  const buyer = await callerFor(db, 'buyer');
  const approver = await callerFor(db, 'approver');
  const supplier1 = await callerFor(db, 'supplier1');
  const supplier2 = await callerFor(db, 'supplier2');
  const one = async (sql: string, params: unknown[]) => Number((await db.query<{ id: number }>(sql, params)).rows[0].id);
  const org = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`, []);
  const item = (code: string) => one('SELECT item_id AS id FROM srm_base_items WHERE item_code = $1', [code]);
  const save = async (entity: string, caller: Caller, body: Row) => {
    const def = getEntity(entity);
    return Number((await ops.save(def, caller, body))[def.key]);
  };
  const act = actor(ops);
  const today = formatDate(new Date());

  // Devices, with the spare parts kept for them (one below its minimum).
  const hd = supplier1.supplierId!;
  const devices: [string, string, string, string, number | null, [string, number, number, number | null][]][] = [
    [
      'EQ-CNC-001',
      '数控车床',
      'CK6150',
      'PRODUCTION',
      hd,
      [
        ['M-100001', 12, 4, hd],
        ['M-100004', 2, 6, hd],
      ],
    ],
    ['EQ-PRS-002', '液压机', 'YH32-315', 'PRODUCTION', null, [['M-100003', 8, 2, null]]],
    ['EQ-CMM-003', '三坐标测量机', 'Global S 9.12.8', 'TESTING', null, [['M-200004', 20, 10, supplier2.supplierId]]],
  ];
  const deviceIds: number[] = [];
  for (const [deviceCode, deviceName, deviceModel, deviceType, supplierId, spares] of devices) {
    const deviceId = await save('deviceInfo', buyer, {
      deviceCode,
      deviceName,
      deviceModel,
      deviceType,
      orgId: org,
      supplierId,
      installDate: plus(today, -400),
      warrantyEndDate: plus(today, 330),
      installLocation: '上海工厂一车间',
      custodianName: '陈工',
      deviceStatus: 'IN_USE',
    });
    deviceIds.push(deviceId);
    for (const [code, stockQty, minStockQty, spareSupplier] of spares)
      await save('deviceSpare', buyer, {
        deviceId,
        itemId: await item(code),
        uomCode: 'PCS',
        stockQty,
        minStockQty,
        supplierId: spareSupplier,
        replaceCycleDays: 180,
      });
  }

  // A contract in each state: draft, submitted, approved (the supplier's to confirm), in effect, closed, declined, cancelled.
  const contract = (name: string, supplier: Caller, device: number, amounts: number[]) =>
    save('purchaseContract', buyer, {
      contractName: name,
      supplierId: supplier.supplierId,
      orgId: org,
      deviceId: device,
      signedDate: today,
      startDate: today,
      endDate: plus(today, 180),
      milestones: amounts.map((milestoneAmount, i) => ({
        lineNumber: i + 1,
        milestoneName: ['预付款', '到货验收', '安装调试', '质保金'][i],
        plannedDate: plus(today, [7, 60, 90, 180][i]),
        milestoneAmount,
      })),
    });
  await contract('数控车床备用主轴采购', supplier1, deviceIds[0], [30_000, 70_000]);
  const submitted = await contract('液压机密封件年度采购', supplier1, deviceIds[1], [20_000, 40_000]);
  await act('purchaseContract', buyer, 'submit', submitted);
  const waiting = await contract('数控车床刀塔改造', supplier1, deviceIds[0], [50_000, 150_000, 80_000, 20_000]);
  await act('purchaseContract', buyer, 'submit', waiting);
  await act('purchaseContract', approver, 'approval', waiting);
  const effective = await contract('三坐标测量机校准服务', supplier2, deviceIds[2], [18_000, 42_000]);
  await act('purchaseContract', buyer, 'submit', effective);
  await act('purchaseContract', approver, 'approval', effective);
  await act('purchaseContract', supplier2, 'confirm', effective);
  const closed = await contract('数控车床整机采购', supplier1, deviceIds[0], [120_000, 360_000, 240_000, 80_000]);
  await act('purchaseContract', buyer, 'submit', closed);
  await act('purchaseContract', approver, 'approval', closed);
  await act('purchaseContract', supplier1, 'confirm', closed);
  await act('purchaseContract', buyer, 'close', closed, { comment: '设备已验收，质保金已付' });
  const declined = await contract('液压机油缸大修', supplier1, deviceIds[1], [90_000]);
  await act('purchaseContract', buyer, 'submit', declined);
  await act('purchaseContract', approver, 'approval', declined);
  await act('purchaseContract', supplier1, 'decline', declined, { comment: '交期需延长30天，请调整里程碑' });
  const cancelled = await contract('液压机控制柜更换', supplier1, deviceIds[1], [45_000]);
  await act('purchaseContract', buyer, 'cancel', cancelled, { comment: '改为内部维修' });

  // 华东精密's production of three of its open orders: two reported, the first with a step two days late, the second one overdue; the third drafted.
  const orders = await db.query<{ id: number; orderDate: string }>(
    `SELECT po_header_id AS id, to_char(creation_date, 'YYYY-MM-DD') AS "orderDate" FROM srm_po_headers
      WHERE supplier_id = $1 AND po_status IN ('RELEASED', 'FEEDBACK', 'CONFIRMED') AND creation_date <= now() - interval '12 days'
      ORDER BY creation_date DESC, po_header_id LIMIT 2`,
    [hd],
  );
  const plans: ((d: string) => Row[])[] = [
    (d) => [
      {
        lineNumber: 1,
        stepName: '下料',
        plannedStartDate: plus(d, 1),
        plannedFinishDate: plus(d, 3),
        actualStartDate: plus(d, 1),
        actualFinishDate: plus(d, 3),
      },
      {
        lineNumber: 2,
        stepName: '机加工',
        plannedStartDate: plus(d, 3),
        plannedFinishDate: plus(d, 6),
        actualStartDate: plus(d, 4),
        actualFinishDate: plus(d, 8),
      },
      { lineNumber: 3, stepName: '装配', plannedStartDate: plus(d, 9), plannedFinishDate: plus(today, 4) },
      { lineNumber: 4, stepName: '出厂检验', plannedStartDate: plus(today, 5), plannedFinishDate: plus(today, 7) },
    ],
    (d) => [
      {
        lineNumber: 1,
        stepName: '下料',
        plannedStartDate: plus(d, 1),
        plannedFinishDate: plus(d, 4),
        actualStartDate: plus(d, 1),
        actualFinishDate: plus(d, 4),
      },
      // Due yesterday and not finished: overdue, and late once the supplier reports its finish.
      { lineNumber: 2, stepName: '焊接', plannedStartDate: plus(d, 5), plannedFinishDate: plus(today, -1), actualStartDate: plus(d, 5) },
      { lineNumber: 3, stepName: '涂装', plannedStartDate: plus(today, 1), plannedFinishDate: plus(today, 10) },
    ],
  ];
  for (const [i, o] of orders.rows.entries()) {
    const processId = await save('productionProcess', supplier1, { poHeaderId: Number(o.id), steps: plans[i](o.orderDate) });
    await act('productionProcess', supplier1, 'report', processId);
  }
  // A newer open order's plan, saved and not yet reported to the buyer.
  const newer = await db.query<{ id: number }>(
    `SELECT po_header_id AS id FROM srm_po_headers WHERE supplier_id = $1 AND po_status IN ('RELEASED', 'FEEDBACK', 'CONFIRMED') AND NOT (po_header_id = ANY($2))
      ORDER BY creation_date DESC, po_header_id LIMIT 1`,
    [hd, orders.rows.map((o) => o.id)],
  );
  for (const o of newer.rows)
    await save('productionProcess', supplier1, {
      poHeaderId: Number(o.id),
      steps: [
        { lineNumber: 1, stepName: '备料', plannedStartDate: plus(today, 2), plannedFinishDate: plus(today, 5) },
        { lineNumber: 2, stepName: '试产', plannedStartDate: plus(today, 6), plannedFinishDate: plus(today, 12) },
      ],
    });
  // 蓝海's production of its latest open order, on plan: its own rows of the schedule.
  const blue = await db.query<{ id: number; orderDate: string }>(
    `SELECT po_header_id AS id, to_char(creation_date, 'YYYY-MM-DD') AS "orderDate" FROM srm_po_headers
      WHERE supplier_id = $1 AND po_status IN ('RELEASED', 'FEEDBACK', 'CONFIRMED') AND creation_date <= now() - interval '3 days'
      ORDER BY creation_date DESC, po_header_id LIMIT 1`,
    [supplier2.supplierId],
  );
  for (const o of blue.rows) {
    const steps = [
      {
        lineNumber: 1,
        stepName: 'SMT贴片',
        plannedStartDate: plus(o.orderDate, 1),
        plannedFinishDate: plus(o.orderDate, 2),
        actualStartDate: plus(o.orderDate, 1),
        actualFinishDate: plus(o.orderDate, 2),
      },
      { lineNumber: 2, stepName: '老化测试', plannedStartDate: plus(today, 1), plannedFinishDate: plus(today, 4) },
    ];
    const processId = await save('productionProcess', supplier2, { poHeaderId: Number(o.id), steps });
    await act('productionProcess', supplier2, 'report', processId);
  }
  if (orders.rows.length) {
    const o = orders.rows[0];
    await save('carriageStorage', supplier1, {
      poHeaderId: Number(o.id),
      goodsDescription: '轴承座及传动轴首批(2托)',
      transportMode: 'ROAD',
      carrierName: '顺达物流有限公司',
      vehicleNumber: '苏E·8K261',
      driverName: '赵师傅',
      driverPhone: '13905126688',
      departurePlace: '江苏省昆山市开发区前进东路88号',
      departureDate: plus(today, -2),
      plannedArrivalDate: plus(today, -1),
      actualArrivalDate: plus(today, -1),
      storageLocation: '上海工厂原料库A-03',
    });
  }
}
