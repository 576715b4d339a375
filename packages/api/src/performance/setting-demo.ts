/**
 * Demo settings on the demo template, one per frequency: monthly for the
 * machined-parts category of the manufacturing organisation, quarterly over
 * every qualified supplier, yearly for the two suppliers named.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Db } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import type { EntityOperations } from '../engine/operations.ts';

export async function seedSettings(db: Db, ops: EntityOperations, buyer: Caller, templateId: number): Promise<void> {
  const id = async (sql: string) => Number((await db.query<{ id: number }>(sql)).rows[0].id);
  const orgId = await id(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`);
  const machined = await id(`SELECT category_id AS id FROM srm_base_categories WHERE category_code = '1001'`);
  const supplierOf = (user: string) => id(`SELECT supplier_id AS id FROM saaf_users WHERE user_name = '${user}'`);
  const def = getEntity('speSetting');
  const base = { templateId, orgId };
  await ops.save(def, buyer, {
    ...base,
    settingName: '机加工件供应商月度评估',
    frequency: 'MONTHLY',
    settingDescription: '机加工件品类的合格供应商，每月评估交付与质量',
    categories: [{ categoryId: machined }],
  });
  await ops.save(def, buyer, { ...base, settingName: '供应商季度绩效评估', frequency: 'QUARTERLY', settingDescription: '全部合格供应商，按季度评估' });
  await ops.save(def, buyer, {
    ...base,
    settingName: '战略供应商年度评估',
    frequency: 'YEARLY',
    settingDescription: '年度综合评估，结果用于次年配额与分级',
    suppliers: [{ supplierId: await supplierOf('supplier1') }, { supplierId: await supplierOf('supplier2') }],
  });
}
