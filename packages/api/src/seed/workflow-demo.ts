/**
 * Approval processes in the demo: large purchase orders (over 100,000) go to the
 * buyer's department manager, then to a countersign of the finance approvers;
 * smaller ones approve in one step as before. Orders stand in every state of the
 * process: waiting at the manager, waiting at finance, passed, rejected back to
 * the buyer, revoked; with a reminder setting and a delegation planned for next
 * month. Saved through the same operations as the screens.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { writeBpmn } from '@srm/domain/workflow/bpmn.ts';
import { stepsToGraph } from '@srm/domain/workflow/steps.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import { systemCaller, type Caller } from '../engine/caller.ts';
import { registerWorkflow } from '../workflow/feature.ts';
import { callerFor } from './purchase-demo.ts';
import { actor } from './act.ts';

export const DEMO_PROCESS_KEY = 'PO_LARGE';

/** The demo's large-order process: the buyer's manager, then every finance approver. */
export function largeOrderProcessXml(key = DEMO_PROCESS_KEY): string {
  return writeBpmn(
    stepsToGraph({
      id: key,
      name: '大额采购订单审批',
      appliesWhen: 'totalAmount > 100000',
      steps: [
        { id: 'Step_Manager', name: '部门负责人审批', nameEn: 'Department manager', assigneeType: 'deptManager', assignees: [] },
        {
          id: 'Step_Finance',
          name: '财务会签',
          nameEn: 'Finance countersign',
          assigneeType: 'processRole',
          assignees: ['FINANCE'],
          countersign: { mode: 'all' },
        },
      ],
    }),
  );
}

function managerOnlyXml(key: string, name: string, appliesWhen?: string): string {
  return writeBpmn(
    stepsToGraph({
      id: key,
      name,
      appliesWhen,
      steps: [{ id: 'Step_Manager', name: '部门负责人审批', nameEn: 'Department manager', assigneeType: 'deptManager', assignees: [] }],
    }),
  );
}

export async function seedWorkflowDemo(db: Db): Promise<void> {
  registerWorkflow();
  const ops = new EntityOperations(db);
  const sys = systemCaller();
  const save = (entity: string, caller: Caller, record: Row) => ops.save(getEntity(entity), caller, record);
  const act = actor(ops);
  const op = (entity: string, operation: string, caller: Caller, body: Row) => {
    const def = getEntity(entity);
    return ops.runOperation(def, caller, def.operations!.find((o) => o.operation === operation)!, body);
  };
  const userId = async (name: string) =>
    Number((await db.query<{ id: number }>('SELECT user_id AS id FROM saaf_users WHERE user_name = $1', [name])).rows[0].id);
  const one = async (sql: string) => Number((await db.query<{ id: number }>(sql)).rows[0].id);

  await save('wfProcessRole', sys, {
    roleCode: 'FINANCE',
    roleName: '财务审批',
    roleNameEn: 'Finance approvers',
    description: 'Countersign large purchase orders',
    members: [{ userId: await userId('finance1') }, { userId: await userId('finance2') }],
  });
  // Version 1 (the manager alone) ran first; publishing version 2 below retires it.
  const trial = await save('wfProcessDefinition', sys, {
    processKey: DEMO_PROCESS_KEY,
    processName: '大额采购订单审批（试行）',
    processNameEn: 'Large purchase orders (trial)',
    entityName: 'purOrder',
    bpmnXml: managerOnlyXml(DEMO_PROCESS_KEY, '大额采购订单审批（试行）', 'totalAmount > 100000'),
    description: '试行版本：部门负责人单人审批',
  });
  await act('wfProcessDefinition', sys, 'publish', trial.processDefinitionId);
  // A process still being drawn: requisitions approve in one step until it is published.
  await save('wfProcessDefinition', sys, {
    processKey: 'PR_STD',
    processName: '采购申请审批（草案）',
    processNameEn: 'Requisitions (draft)',
    entityName: 'purRequisition',
    bpmnXml: managerOnlyXml('PR_STD', '采购申请审批（草案）'),
    description: '草案：部门负责人审批，待财务确认后发布',
  });
  const process = await save('wfProcessDefinition', sys, {
    processKey: DEMO_PROCESS_KEY,
    processName: '大额采购订单审批',
    processNameEn: 'Large purchase orders',
    entityName: 'purOrder',
    bpmnXml: largeOrderProcessXml(),
    description: '含税总额超过10万元的采购订单：部门负责人审批后财务会签',
  });
  await act('wfProcessDefinition', sys, 'publish', process.processDefinitionId);
  await save('wfReminderSetting', sys, { processKey: DEMO_PROCESS_KEY, afterHours: 24, repeatHours: 24, notifyFlag: 'Y', emailFlag: 'Y' });

  const buyer = await callerFor(db, 'buyer');
  const manager = await callerFor(db, 'manager');
  const finance1 = await callerFor(db, 'finance1');
  const org = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`);
  const supplier = await one(`SELECT supplier_id AS id FROM saaf_users WHERE user_name = 'supplier1'`);
  const gear = await one(`SELECT item_id AS id FROM srm_base_items WHERE item_code = 'M-100004'`);
  const needBy = formatDate(new Date(Date.now() + 30 * 86_400_000));
  const largeOrder = async (quantity: number, description: string) => {
    const po = await save('purOrder', buyer, {
      supplierId: supplier,
      orgId: org,
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      buyerName: '张采购',
      description,
      lines: [{ lineNumber: 1, itemId: gear, quantity, taxPrice: 1250, needByDate: needBy }],
    });
    const id = Number(po.poHeaderId);
    await act('purOrder', buyer, 'submit', id);
    return id;
  };
  const taskOf = async (caller: Caller, poId: number) =>
    Number(
      (
        await db.query<{ id: number }>(
          `SELECT t.task_id AS id FROM srm_wf_tasks t JOIN srm_wf_instances i ON i.instance_id = t.instance_id
            WHERE i.record_id = $1 AND i.entity_name = 'purOrder' AND t.assignee_user_id = $2 AND t.task_status = 'PENDING'`,
          [poId, caller.userId],
        )
      ).rows[0].id,
    );

  await largeOrder(120, '年度齿轮备货（待部门负责人审批）');
  const atFinance = await largeOrder(160, '二季度齿轮采购（待财务会签）');
  await op('wfTodo', 'doApprove', manager, { taskId: await taskOf(manager, atFinance), comment: '同意，按计划采购' });
  await op('wfTodo', 'doApprove', finance1, { taskId: await taskOf(finance1, atFinance), comment: '预算内' });
  const passed = await largeOrder(100, '齿轮年度框架采购（已审批）');
  await op('wfTodo', 'doApprove', manager, { taskId: await taskOf(manager, passed), comment: '同意' });
  await op('wfTodo', 'doApprove', finance1, { taskId: await taskOf(finance1, passed), comment: '同意' });
  const finance2 = await callerFor(db, 'finance2');
  await op('wfTodo', 'doApprove', finance2, { taskId: await taskOf(finance2, passed), comment: '同意，注意分批到货' });
  const rejected = await largeOrder(400, '齿轮超量采购（已驳回）');
  await op('wfTodo', 'doReject', manager, { taskId: await taskOf(manager, rejected), comment: '数量超出年度计划，请拆分后重新提交' });
  const revoked = await largeOrder(90, '齿轮补货（已撤回）');
  const instance = await one(`SELECT instance_id AS id FROM srm_wf_instances WHERE record_id = ${revoked} AND entity_name = 'purOrder'`);
  await op('wfMyInstance', 'doRevoke', buyer, { instanceId: instance, comment: '供应商报价有变，撤回修改' });

  // The approver of next month's leave: finance2's approvals go to finance1 while it runs.
  const inMonth = (d: number) => formatDate(new Date(Date.now() + d * 86_400_000));
  await save('wfDelegation', finance2, { toUserId: finance1.userId, startDate: inMonth(30), endDate: inMonth(37), reason: '年假' });
}
