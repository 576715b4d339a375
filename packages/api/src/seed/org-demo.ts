/**
 * The organisation in the demo: a head office over purchasing and finance
 * departments with their managers, position levels and positions, an employee
 * for each internal demo user, and who holds which position. The approval
 * processes (seed/workflow-demo.ts) find the buyer's manager through it. A
 * second buyer is held by data permissions to the Shanghai plant.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import { systemCaller } from '../engine/caller.ts';

export async function seedOrgDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  const sys = systemCaller();
  const save = (entity: string, record: Row) => ops.save(getEntity(entity), sys, record);
  const one = async (sql: string, p: unknown[] = []) => Number((await db.query<{ id: number }>(sql, p)).rows[0].id);
  const org = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`);
  const userId = (name: string) => one('SELECT user_id AS id FROM saaf_users WHERE user_name = $1', [name]);

  const senior = await save('positionLevel', { levelCode: 'M', levelName: '管理层', levelNameEn: 'Management', levelRank: 10 });
  const staff = await save('positionLevel', { levelCode: 'P', levelName: '专业层', levelNameEn: 'Professional', levelRank: 20 });
  for (const [code, zh, en, rank, parent] of [
    ['M1', '部门负责人', 'Head of department', 11, senior],
    ['P2', '高级专员', 'Senior specialist', 21, staff],
    ['P1', '专员', 'Specialist', 22, staff],
  ] as const)
    await save('positionLevel', { levelCode: code, levelName: zh, levelNameEn: en, levelRank: rank, parentLevelId: parent.positionLevelId });
  const level = (code: string) => one('SELECT position_level_id AS id FROM saaf_position_levels WHERE level_code = $1', [code]);

  // Employees first (a department names its manager), then the departments, then who works where.
  const people: [string, string, string][] = [
    ['E0001', 'admin', '系统管理员'],
    ['E1001', 'approver', '刘审批'],
    ['E2001', 'manager', '王经理'],
    ['E2002', 'buyer', '张采购'],
    ['E3001', 'finance1', '赵财务'],
    ['E3002', 'finance2', '钱财务'],
  ];
  const employees: Record<string, Row> = {};
  for (const [no, user, name] of people)
    employees[user] = await save('employee', {
      employeeNumber: no,
      employeeName: name,
      userId: await userId(user),
      orgId: org,
      email: `${user}@xingchen.example`,
      hireDate: '2020-03-01',
    });
  const head = await save('department', {
    deptCode: 'D100',
    deptName: '总经办',
    deptNameEn: 'General Management Office',
    orgId: org,
    managerEmployeeId: employees.approver.employeeId,
  });
  const purchasing = await save('department', {
    deptCode: 'D110',
    deptName: '采购部',
    deptNameEn: 'Purchasing',
    orgId: org,
    parentDepartmentId: head.departmentId,
    managerEmployeeId: employees.manager.employeeId,
  });
  const finance = await save('department', {
    deptCode: 'D120',
    deptName: '财务部',
    deptNameEn: 'Finance',
    orgId: org,
    parentDepartmentId: head.departmentId,
    managerEmployeeId: employees.finance1.employeeId,
  });
  const deptOf: Record<string, Row> = { admin: head, approver: head, manager: purchasing, buyer: purchasing, finance1: finance, finance2: finance };
  for (const [user, e] of Object.entries(employees))
    await save('employee', { employeeId: e.employeeId, versionNum: e.versionNum, departmentId: deptOf[user].departmentId });

  const positions: [string, string, string, Row, string, string[]][] = [
    ['GM', '总经理', 'General manager', head, 'M1', ['approver']],
    ['PUR-MGR', '采购经理', 'Purchasing manager', purchasing, 'M1', ['manager']],
    ['BUYER', '采购员', 'Buyer', purchasing, 'P1', ['buyer']],
    ['FIN-MGR', '财务经理', 'Finance manager', finance, 'M1', ['finance1']],
    ['ACCOUNTANT', '会计', 'Accountant', finance, 'P2', ['finance2']],
  ];
  const since = formatDate(new Date(Date.now() - 365 * 86_400_000));
  for (const [code, zh, en, dept, lvl, holders] of positions) {
    const p = await save('position', {
      positionCode: code,
      positionName: zh,
      positionNameEn: en,
      departmentId: dept.departmentId,
      positionLevelId: await level(lvl),
    });
    for (const user of holders)
      await save('positionAllot', { employeeId: employees[user].employeeId, positionId: p.positionId, startDate: since, primaryFlag: 'Y' });
  }

  // Data permissions: buyer2 works for the Shanghai plant only, which has an order of its own.
  const shanghai = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-SH'`);
  await save('userAuthorisation', {
    userId: await userId('buyer2'),
    allOrgFlag: 'N',
    allCategoryFlag: 'Y',
    allSupplierFlag: 'Y',
    description: '上海工厂采购员：仅上海工厂的数据',
    orgs: [{ orgId: shanghai }],
  });
  await save('purOrder', {
    supplierId: await one(`SELECT supplier_id AS id FROM saaf_users WHERE user_name = 'supplier2'`),
    orgId: shanghai,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    buyerName: '孙采购',
    description: '上海工厂电子元器件补货',
    lines: [
      {
        lineNumber: 1,
        itemId: await one(`SELECT item_id AS id FROM srm_base_items WHERE item_code = 'M-200001'`),
        quantity: 2000,
        taxPrice: 0.12,
        needByDate: formatDate(new Date(Date.now() + 14 * 86_400_000)),
      },
    ],
  });
}
