/**
 * Approval processes: purchase orders over 100,000 go to the buyer's department
 * manager and then to a countersign of finance; smaller ones approve in one step
 * as before. Routing by amount, countersign all/any/share, reject to the
 * submitter and to an earlier step, revoke, delegation, auto-skip, the race,
 * history and to-dos; bad processes and bad decisions are refused, nothing written.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stepsToGraph, type ProcessStep } from '@srm/domain/workflow/steps.ts';
import { writeBpmn } from '@srm/domain/workflow/bpmn.ts';
import { setup, type Client } from './helper.ts';
import { act, day, ids, ok, refused } from './purchase-kit.ts';
import { sendDueReminders } from '../src/workflow/reminders.ts';

const t = await setup();
const id = await ids(t);
const admin = await t.login('admin');
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const PASSWORD = 'Approve@2026';

const one = async (sql: string, p: unknown[] = []) => Number((await t.db.query<{ id: number }>(sql, p)).rows[0].id);
const approverResp = await one(`SELECT resp_id AS id FROM saaf_responsibilitys WHERE resp_code = 'APPROVER_RESP'`);

async function person(userName: string, fullName: string): Promise<{ userId: number; client: () => Promise<Client> }> {
  const u = ok(
    await admin.entity('user', 'saveOrUpdate', { userName, password: PASSWORD, userFullName: fullName, userType: 'INSIDE', orgId: id.org }),
    userName,
  );
  ok(await admin.entity('userResponsibility', 'saveOrUpdate', { userId: u.userId, respId: approverResp }));
  return { userId: u.userId, client: () => t.login({ userName, password: PASSWORD }) };
}

// The demo's organisation: the buyer works in Purchasing, managed by 王经理 (manager); 赵财务 and 钱财务 (finance1, finance2) form the FINANCE process role.
const mgr = { userId: await one(`SELECT user_id AS id FROM saaf_users WHERE user_name = 'manager'`), client: () => t.login('manager') };
const fin1 = { userId: await one(`SELECT user_id AS id FROM saaf_users WHERE user_name = 'finance1'`), client: () => t.login('finance1') };
const fin2 = { userId: await one(`SELECT user_id AS id FROM saaf_users WHERE user_name = 'finance2'`), client: () => t.login('finance2') };
const fin3 = await person('wf_fin3', '财务三');
const deputy = await person('wf_deputy', '代理人');

const manager: ProcessStep = { id: 'Step_Manager', name: '部门经理', nameEn: 'Department manager', assigneeType: 'deptManager', assignees: [] };
const finance = (countersign: ProcessStep['countersign']): ProcessStep => ({
  id: 'Step_Finance',
  name: '财务会签',
  nameEn: 'Finance countersign',
  assigneeType: 'processRole',
  assignees: ['FINANCE'],
  countersign,
});

async function publish(key: string, steps: ProcessStep[], appliesWhen: string | null = 'totalAmount > 100000') {
  const bpmnXml = writeBpmn(stepsToGraph({ id: key, name: key, appliesWhen: appliesWhen ?? undefined, steps }));
  const saved = ok(
    await admin.entity('wfProcessDefinition', 'saveOrUpdate', { processKey: key, processName: key, entityName: 'purOrder', bpmnXml }),
    `save ${key}`,
  );
  ok(await admin.entity('wfProcessDefinition', 'doPublish', { processDefinitionId: saved.processDefinitionId }), `publish ${key}`);
  return saved;
}

async function order(price: number) {
  const po = ok(
    await buyer.entity('purOrder', 'saveOrUpdate', {
      supplierId: id.supplier1,
      orgId: id.org,
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      lines: [{ lineNumber: 1, itemId: id.gear, quantity: 10, taxPrice: price, needByDate: day(20) }],
    }),
  );
  ok(await act(buyer, 'purOrder', 'submit', po.poHeaderId), 'submit');
  return po.poHeaderId as number;
}

const status = async (poId: number) => ok(await buyer.entity('purOrder', 'findById', { poHeaderId: poId })).poStatus as string;
const todo = async (c: Client) => ok(await c.entity('wfTodo', 'listByPage', { pageRows: 50, exactCount: true })) as Record<string, any>[];
const taskFor = async (c: Client, poId: number) => {
  const mine = (await todo(c)).filter((r) => r.recordId === poId);
  assert.equal(mine.length, 1, `one task of order ${poId} for ${c.user.userName}`);
  return mine[0].taskId as number;
};
const approve = async (c: Client, poId: number, comment = '同意') => c.entity('wfTodo', 'doApprove', { taskId: await taskFor(c, poId), comment });

/** The monitoring screen's "waiting at, on whom" of the order's latest instance. */
async function waitingOn(po: number): Promise<string> {
  const rows = ok(await admin.entity('wfInstance', 'listByPage', { pageRows: 200 })).filter((r: any) => r.recordId === po);
  const last = rows.sort((a: any, b: any) => b.instanceId - a.instanceId)[0];
  return `${last.instanceStatus} at ${last.currentNodeNames ?? '-'} on ${last.currentAssigneeNames ?? '-'}`;
}

test('a process that cannot run is refused with what is wrong, and nothing is saved', async () => {
  const bad = (steps: ProcessStep[]) => writeBpmn(stepsToGraph({ id: 'BAD', name: 'bad', steps }));
  const noRule = await admin.entity('wfProcessDefinition', 'saveOrUpdate', {
    processKey: 'BAD',
    processName: 'bad',
    entityName: 'purOrder',
    bpmnXml: bad([{ id: 'S', name: '无人', assigneeType: '', assignees: [] }]),
  });
  refused(noRule, 'VALIDATION');
  assert.equal(noRule.body.errors?.[0].field, 'bpmnXml');
  assert.match(noRule.body.errors?.[0].message ?? '', /无人.*没有审批人规则/);
  const unknown = await admin.entity(
    'wfProcessDefinition',
    'saveOrUpdate',
    { processKey: 'BAD', processName: 'bad', entityName: 'purOrder', bpmnXml: bad([{ ...finance(undefined), assignees: ['NOPE'] }]) },
    { lang: 'EN' },
  );
  assert.match(unknown.body.errors?.[0].message ?? '', /Approver "NOPE" of step "Finance countersign" does not exist/);
  const noDefault = writeBpmn(stepsToGraph({ id: 'BAD', name: 'bad', appliesWhen: 'totalAmount > 1', steps: [manager] })).replace(/ default="[^"]+"/, '');
  const gw = await admin.entity('wfProcessDefinition', 'saveOrUpdate', { processKey: 'BAD', processName: 'bad', entityName: 'purOrder', bpmnXml: noDefault });
  assert.ok(
    gw.body.errors?.some((e) => e.code === 'process.noDefault'),
    JSON.stringify(gw.body.errors),
  );
  const notXml = await admin.entity('wfProcessDefinition', 'saveOrUpdate', { processKey: 'BAD', processName: 'bad', entityName: 'purOrder', bpmnXml: '<x' });
  assert.equal(notXml.body.errors?.[0].code, 'process.invalidXml');
  assert.equal(await one(`SELECT count(*) AS id FROM srm_wf_process_definitions WHERE process_key = 'BAD'`), 0);
});

test('without a process an order approves in one step, as before', async () => {
  const [demo] = ok(await admin.entity('wfProcessDefinition', 'listByPage', { processKey: 'PO_LARGE', definitionStatus: 'PUBLISHED' }));
  refused(await admin.entity('wfProcessDefinition', 'doRetire', { processDefinitionId: demo.processDefinitionId }), 'COMMENT_REQUIRED');
  ok(await admin.entity('wfProcessDefinition', 'doRetire', { processDefinitionId: demo.processDefinitionId, comment: '改用新流程' }));
  const po = await order(100);
  assert.equal(await one('SELECT count(*) AS id FROM srm_wf_instances WHERE record_id = $1', [po]), 0);
  ok(await act(approver, 'purOrder', 'approval', po));
  assert.equal(await status(po), 'APPROVED');
});

test('large orders go to the department manager, then every finance approver; small ones approve in one step', async () => {
  await publish('PO_LARGE', [manager, finance({ mode: 'all' })]);
  const small = await order(1000);
  assert.equal(await status(small), 'SUBMITTED');
  const [smallTask] = (await todo(approver)).filter((r) => r.recordId === small);
  assert.equal(smallTask.nodeName, '审批', 'the one step of the button holders');
  const [smallTodo] = ok(await approver.entity('interiorPending', 'listByPage', { entityName: 'purOrder', recordId: small, handleFlag: 'N' })).filter(
    (p: any) => p.recordId === small,
  );
  assert.match(smallTodo.billLink, /^purOrderManage\/purchaseOrderEdit\?id=\d+$/, "the button holders' to-do opens the order, as before");
  ok(await act(approver, 'purOrder', 'approval', small));
  assert.equal(await status(small), 'APPROVED');

  const large = await order(20000);
  const m = await mgr.client();
  const f1 = await fin1.client();
  const f2 = await fin2.client();
  assert.equal((await todo(f1)).filter((r) => r.recordId === large).length, 0, 'finance waits for the manager');
  refused(await act(approver, 'purOrder', 'approval', large), 'NOT_ASSIGNEE', 'a button holder who is not the step approver');
  refused(await act(buyer, 'purOrder', 'approval', large), 'FORBIDDEN', 'the buyer holds no approve button');
  const pendingTodo = ok(await m.entity('interiorPending', 'listByPage', { entityName: 'purOrder', recordId: large, handleFlag: 'N' }));
  assert.equal(pendingTodo.length, 1, 'the manager has a to-do');
  assert.match(pendingTodo[0].billLink, /^myUpcoming\?taskId=\d+$/);
  assert.equal(await waitingOn(large), 'RUNNING at 部门经理 on 王经理');
  ok(await approve(m, large), 'manager approves');
  assert.equal(await status(large), 'SUBMITTED', 'still waiting on finance');
  assert.equal(await waitingOn(large), 'RUNNING at 财务会签 on 赵财务, 钱财务', 'the next step waits on each of its approvers');
  ok(await approve(f1, large));
  assert.equal(await status(large), 'SUBMITTED', 'one of two finance approvers is not enough');
  assert.equal(await waitingOn(large), 'RUNNING at 财务会签 on 钱财务', 'who approved is no longer waited on');
  ok(await approve(f2, large));
  assert.equal(await status(large), 'APPROVED');
  assert.equal(await waitingOn(large), 'PASSED at - on -');
  const history = ok(await buyer.entity('purOrder', 'listApprovalHistory', { poHeaderId: large })) as Record<string, any>[];
  assert.deepEqual(
    history.map((h) => `${h.historyAction}:${h.nodeName ?? ''}:${h.actorName ?? ''}`),
    ['SUBMIT:提交:张采购', 'APPROVE:部门经理:王经理', 'APPROVE:财务会签:赵财务', 'APPROVE:财务会签:钱财务', 'PASS::'],
  );
  const done = ok(await f2.entity('wfDone', 'listByPage', { documentNumber: history[0] ? undefined : '' }));
  assert.ok(
    done.some((r: any) => r.recordId === large && r.outcome === 'APPROVED'),
    'myApproval lists the decision',
  );
  const notes = ok(await buyer.entity('notification', 'listByPage', { entityName: 'purOrder', recordId: large }));
  assert.equal(notes.length, 1, 'the submitter is told');
});

test('countersign by any one, or by a share, and a rejection back to an earlier step', async () => {
  await publish('PO_ANY', [manager, finance({ mode: 'any' })]);
  const m = await mgr.client();
  const f1 = await fin1.client();
  const f2 = await fin2.client();
  const anyPo = await order(20000);
  ok(await approve(m, anyPo));
  const f2Task = await taskFor(f2, anyPo);
  ok(await approve(f1, anyPo));
  assert.equal(await status(anyPo), 'APPROVED', 'one finance approval is enough');
  refused(await f2.entity('wfTodo', 'doApprove', { taskId: f2Task }), 'TASK_DECIDED', 'the other finance task is locked');

  // Back to the manager from finance: the manager decides again, then finance.
  const back = await order(30000);
  ok(await approve(m, back));
  const targets = ok(await f1.entity('wfTodo', 'findTaskDocument', { taskId: await taskFor(f1, back) })).rejectTargets;
  assert.deepEqual(targets, [{ nodeId: 'Step_Manager', nodeName: '部门经理' }]);
  refused(await f1.entity('wfTodo', 'doReject', { taskId: await taskFor(f1, back) }), 'COMMENT_REQUIRED');
  refused(await f1.entity('wfTodo', 'doReject', { taskId: await taskFor(f1, back), comment: 'x', targetNodeId: 'Nowhere' }), 'REJECT_TARGET');
  ok(await f1.entity('wfTodo', 'doReject', { taskId: await taskFor(f1, back), comment: '请经理确认单价', targetNodeId: 'Step_Manager' }));
  assert.equal(await status(back), 'SUBMITTED');
  assert.equal((await todo(f2)).filter((r) => r.recordId === back).length, 0, 'finance tasks of the rejected round are closed');
  ok(await approve(m, back, '已确认'));
  ok(await approve(f2, back));
  assert.equal(await status(back), 'APPROVED');

  // Rejected to the submitter: the order is REJECTED and editable again.
  const rejected = await order(30000);
  ok(await m.entity('wfTodo', 'doReject', { taskId: await taskFor(m, rejected), comment: '预算不足' }));
  assert.equal(await status(rejected), 'REJECTED');

  await publish('PO_SHARE', [
    { id: 'Step_Share', name: '比例会签', assigneeType: 'user', assignees: ['finance1', 'finance2', 'wf_fin3'], countersign: { mode: 'share', share: 0.6 } },
  ]);
  const f3 = await fin3.client();
  const share = await order(20000);
  ok(await approve(f1, share));
  assert.equal(await status(share), 'SUBMITTED', '1 of 3 is below 60%');
  ok(await f3.entity('wfTodo', 'doReject', { taskId: await taskFor(f3, share), comment: '不同意' }));
  assert.equal(await status(share), 'SUBMITTED', 'one rejection still leaves 2 of 3 possible');
  ok(await approve(f2, share));
  assert.equal(await status(share), 'APPROVED', '2 of 3 reach 60%');
});

test('revoke before the first approval, delegation, auto-skip of the submitter, and stop by an administrator', async () => {
  await publish('PO_DELEGATE', [manager, finance({ mode: 'all' })]);
  const m = await mgr.client();
  const revoked = await order(20000);
  const [mine] = ok(await buyer.entity('wfMyInstance', 'listByPage', { instanceStatus: 'RUNNING', pageRows: 50 })).filter((r: any) => r.recordId === revoked);
  ok(await buyer.entity('wfMyInstance', 'doRevoke', { instanceId: mine.instanceId }));
  assert.equal(await status(revoked), 'DRAFT');
  assert.equal((await todo(m)).filter((r) => r.recordId === revoked).length, 0, 'the manager task went with it');
  ok(await act(buyer, 'purOrder', 'submit', revoked));
  ok(await approve(m, revoked));
  const [again] = ok(await buyer.entity('wfMyInstance', 'listByPage', { instanceStatus: 'RUNNING', pageRows: 50 })).filter((r: any) => r.recordId === revoked);
  refused(await buyer.entity('wfMyInstance', 'doRevoke', { instanceId: again.instanceId }), 'REVOKE_REFUSED');
  ok(await buyer.entity('wfMyInstance', 'doUrge', { instanceId: again.instanceId }));
  const urged = ok(await fin1.client().then((c) => c.entity('notification', 'listByPage', { entityName: 'purOrder', recordId: revoked })));
  assert.equal(urged.length, 1, 'finance was urged');
  refused(await m.entity('wfMyInstance', 'doRevoke', { instanceId: again.instanceId }), 'NOT_FOUND', 'someone else cannot revoke');

  // fin1 delegates to the deputy: fin1's open task moves, and new ones go to the deputy on fin1's behalf.
  const f1 = await fin1.client();
  refused(await f1.entity('wfDelegation', 'saveOrUpdate', { toUserId: fin1.userId, startDate: day(0), endDate: day(5) }), 'VALIDATION', 'to oneself');
  ok(await f1.entity('wfDelegation', 'saveOrUpdate', { toUserId: deputy.userId, startDate: day(0), endDate: day(5), reason: '出差' }));
  const d = await deputy.client();
  const loop = await d.entity('wfDelegation', 'saveOrUpdate', { toUserId: fin1.userId, startDate: day(1), endDate: day(3) });
  refused(loop, 'VALIDATION', 'a loop');
  assert.equal(loop.body.errors?.[0].code, 'rule.delegationLoop');
  assert.equal((await todo(f1)).filter((r) => r.recordId === revoked).length, 0, 'moved away from fin1');
  const moved = (await todo(d)).find((r) => r.recordId === revoked);
  assert.equal(moved?.ownerName, '赵财务');
  ok(await approve(d, revoked));
  ok(await approve(await fin2.client(), revoked));
  assert.equal(await status(revoked), 'APPROVED');
  const history = ok(await buyer.entity('purOrder', 'listApprovalHistory', { poHeaderId: revoked })) as Record<string, any>[];
  assert.ok(
    history.some((h) => h.historyAction === 'APPROVE' && h.actorName === '代理人' && h.onBehalfOfName === '赵财务'),
    'the deputy approved for fin1',
  );
  assert.ok(history.some((h) => h.historyAction === 'REVOKE'));

  // Auto-skip: the buyer is one of the check step's approvers and is left out; the manager approved earlier and is skipped as approving.
  await publish(
    'PO_SKIP',
    [manager, { id: 'Step_Check', name: '复核', assigneeType: 'user', assignees: ['manager', 'buyer'], countersign: { mode: 'all' } }],
    null,
  );
  const skipped = await order(10);
  ok(await approve(m, skipped));
  assert.equal(await status(skipped), 'APPROVED', 'nobody else had to act');
  const skipHistory = ok(await buyer.entity('purOrder', 'listApprovalHistory', { poHeaderId: skipped })) as Record<string, any>[];
  assert.deepEqual(
    skipHistory.map((h) => `${h.historyAction}:${h.nodeName ?? ''}:${h.actorName ?? ''}`),
    ['SUBMIT:提交:张采购', 'APPROVE:部门经理:王经理', 'SKIP:复核:张采购', 'SKIP:复核:王经理', 'PASS::'],
  );
  // A process only the submitter would approve is refused at submit: nobody approves their own order.
  await publish('PO_SELF', [{ id: 'Step_Self', name: '自审', assigneeType: 'user', assignees: ['buyer'] }], null);
  const self = ok(
    await buyer.entity('purOrder', 'saveOrUpdate', {
      supplierId: id.supplier1,
      orgId: id.org,
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      lines: [{ lineNumber: 1, itemId: id.gear, quantity: 1, taxPrice: 10, needByDate: day(20) }],
    }),
  );
  refused(await act(buyer, 'purOrder', 'submit', self.poHeaderId), 'PROCESS_SELF_ONLY');
  assert.equal(await status(self.poHeaderId), 'DRAFT', 'nothing written');
  assert.equal(await one('SELECT count(*) AS id FROM srm_wf_instances WHERE record_id = $1', [self.poHeaderId]), 0);
  await publish('PO_DELEGATE2', [manager, finance({ mode: 'all' })]);

  // Stop by an administrator: the order returns to where it was submitted from.
  const stopped = await order(20000);
  const [running] = ok(await admin.entity('wfInstance', 'listByPage', { instanceStatus: 'RUNNING', pageRows: 50 })).filter((r: any) => r.recordId === stopped);
  refused(await admin.entity('wfInstance', 'doStop', { instanceId: running.instanceId }), 'COMMENT_REQUIRED');
  ok(await admin.entity('wfInstance', 'doStop', { instanceId: running.instanceId, comment: '流程调整' }));
  assert.equal(await status(stopped), 'DRAFT');
  const detail = ok(await admin.entity('wfInstance', 'findInstanceDetail', { instanceId: running.instanceId }));
  assert.equal(detail.instance.instanceStatus, 'STOPPED');
  assert.match(detail.bpmnXml, /<bpmn:process id="PO_DELEGATE2"/);
});

test('two approvers racing on one step: exactly one decision counts', async () => {
  await publish('PO_RACE', [{ id: 'Step_Race', name: '或签', assigneeType: 'user', assignees: ['finance2', 'wf_fin3'], countersign: { mode: 'any' } }]);
  const po = await order(20000);
  const f1 = await fin3.client();
  const f2 = await fin2.client();
  const [a, b] = [await taskFor(f1, po), await taskFor(f2, po)];
  const results = await Promise.all([f1.entity('wfTodo', 'doApprove', { taskId: a }), f2.entity('wfTodo', 'doApprove', { taskId: b })]);
  assert.deepEqual(results.map((r) => r.body.status).sort(), ['M', 'S']);
  assert.equal(results.find((r) => r.body.status === 'M')?.body.code, 'TASK_DECIDED');
  assert.equal(await status(po), 'APPROVED');
  assert.equal(
    await one(
      `SELECT count(*) AS id FROM srm_wf_history h JOIN srm_wf_instances i USING (instance_id) WHERE i.record_id = $1 AND h.history_action = 'APPROVE'`,
      [po],
    ),
    1,
  );
});

test('a reminder setting urges the approvers of a task left open too long, in the app and by e-mail, once per repeat', async () => {
  await publish('PO_REMIND', [manager]);
  ok(await admin.entity('wfReminderSetting', 'saveOrUpdate', { processKey: 'PO_REMIND', afterHours: 2, repeatHours: 24 }));
  const po = await order(20000);
  const m = await mgr.client();
  const notes = async () => ok(await m.entity('notification', 'listByPage', { entityName: 'purOrder', recordId: po })).length as number;
  const mails = () => one(`SELECT count(*) AS id FROM msg_outbox WHERE to_address = 'manager@xingchen.example'`);
  const mailsBefore = await mails();
  assert.equal(await sendDueReminders(t.db, t.app.srm.mailer), 0, 'not yet two hours');
  await t.db.query(
    `UPDATE srm_wf_tasks SET creation_date = now() - interval '3 hours' WHERE instance_id = (SELECT instance_id FROM srm_wf_instances WHERE record_id = $1 AND entity_name = 'purOrder')`,
    [po],
  );
  assert.equal(await sendDueReminders(t.db, t.app.srm.mailer), 1);
  assert.equal(await notes(), 1, 'the manager is urged in the app');
  assert.equal(await mails(), mailsBefore + 1, 'and by e-mail through the outbox');
  assert.equal(await sendDueReminders(t.db, t.app.srm.mailer), 0, 'not again before the repeat');
  const history = ok(await buyer.entity('purOrder', 'listApprovalHistory', { poHeaderId: po })) as Record<string, any>[];
  assert.equal(history.filter((h) => h.historyAction === 'URGE').length, 1);
});

test('an approver asks colleagues for their opinion, copies another in; the answers come back and the task is theirs again', async () => {
  await publish('PO_ASK', [manager]);
  const po = await order(20000);
  const m = await mgr.client();
  const taskId = await taskFor(m, po);
  refused(await m.entity('wfTodo', 'doAddSubtask', { taskId, comment: '请看价格' }), 'VALIDATION', 'nobody asked');
  ok(await m.entity('wfTodo', 'doAddSubtask', { taskId, userIds: [fin1.userId, fin2.userId], comment: '单价是否合理？' }));
  const [mine] = (await todo(m)).filter((r) => r.recordId === po);
  assert.equal(mine.taskStatus, 'RESOLVING');
  const f1 = await fin1.client();
  const asked = (await todo(f1)).filter((r) => r.recordId === po);
  assert.deepEqual(
    asked.map((r) => r.taskKind),
    ['SUBTASK'],
  );
  refused(await f1.entity('wfTodo', 'doApprove', { taskId: asked[0].taskId }), 'NOT_ASSIGNEE', 'an opinion is not an approval');
  refused(await f1.entity('wfTodo', 'doAnswer', { taskId: asked[0].taskId }), 'COMMENT_REQUIRED');
  ok(await f1.entity('wfTodo', 'doAnswer', { taskId: asked[0].taskId, comment: '与协议价一致' }));
  assert.equal((await todo(m)).find((r) => r.recordId === po)?.taskStatus, 'RESOLVING', 'one answer of two');
  const f2 = await fin2.client();
  ok(await f2.entity('wfTodo', 'doAnswer', { taskId: (await todo(f2)).find((r) => r.recordId === po)!.taskId, comment: '可以' }));
  assert.equal((await todo(m)).find((r) => r.recordId === po)?.taskStatus, 'PENDING', 'every question answered');
  ok(await m.entity('wfTodo', 'doCarbonCopy', { taskId, userIds: [approver.user.userId], comment: '供参考' }));
  const copied = ok(await approver.entity('notification', 'listByPage', { entityName: 'purOrder', recordId: po }));
  assert.equal(copied.length, 1);
  const view = ok(await m.entity('wfTodo', 'findTaskDocument', { taskId }));
  assert.deepEqual(
    view.subtasks.map((s: any) => s.taskComment),
    ['与协议价一致', '可以'],
  );
  assert.equal(view.document.poHeaderId, po, 'the document comes with the task');
  ok(await approve(m, po));
  assert.equal(await status(po), 'APPROVED');
  const history = ok(await buyer.entity('purOrder', 'listApprovalHistory', { poHeaderId: po })) as Record<string, any>[];
  assert.deepEqual(
    history.map((h) => h.historyAction),
    ['SUBMIT', 'SUBTASK', 'ANSWER', 'ANSWER', 'CC', 'APPROVE', 'PASS'],
  );
  assert.equal(history[1].targetNames, '赵财务, 钱财务');
});
