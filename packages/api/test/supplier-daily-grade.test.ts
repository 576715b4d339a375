/**
 * Daily management and supplier grading: an issue issued to its supplier,
 * answered on the supplier's page, returned and accepted, or only recorded;
 * a grading approved by a second person setting each supplier's grade, and
 * re-opened for reconfirmation. What each refuses, the to-dos and
 * notifications of every step that waits on someone, the supplier reading
 * only its own, and the demo in every state.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, day, ids, ok, operation, refused } from './purchase-kit.ts';

type Row = Record<string, any>;
const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const D = 'slcDailyManage';
const G = 'slcSupplierGrade';

const one = async (sql: string, p: unknown[] = []) => (await t.db.query<Row>(sql, p)).rows[0];
const userId = async (name: string) => Number((await one('SELECT user_id AS id FROM saaf_users WHERE user_name = $1', [name])).id);
const supplierId = async (name: string) => Number((await one('SELECT supplier_id AS id FROM srm_pos_supplier_info WHERE supplier_name = $1', [name])).id);
const open = `handle_flag = 'N' AND cancel_flag = 'N'`;
/** Open to-dos of a supplier, or of an internal user, on one record (or on any of the entity's with no record given). */
const supplierTodos = async (supplier: number, entity: string, recordId?: number) =>
  (
    await t.db.query<Row>(
      `SELECT bill_link AS link, action_name AS action FROM srm_base_supplier_pending WHERE supplier_id = $1 AND entity_name = $2 AND ${open}
        AND ($3::bigint IS NULL OR record_id = $3) ORDER BY supplier_pending_id`,
      [supplier, entity, recordId ?? null],
    )
  ).rows;
const userTodos = async (user: string, entity: string, recordId?: number) =>
  (
    await t.db.query<Row>(
      `SELECT action_name AS action FROM srm_base_interior_pending WHERE user_id = $1 AND entity_name = $2 AND ${open}
        AND ($3::bigint IS NULL OR record_id = $3)`,
      [await userId(user), entity, recordId ?? null],
    )
  ).rows.map((r) => r.action);
const notified = async (user: string, entity: string, recordId: number) =>
  (
    await t.db.query<Row>(
      'SELECT notification_title AS title FROM srm_base_notifications WHERE recipient_user_id = $1 AND entity_name = $2 AND record_id = $3 ORDER BY notification_id',
      [await userId(user), entity, recordId],
    )
  ).rows.map((r) => r.title);
const status = async (entity: string, key: number, client = buyer) => {
  const keyName = entity === D ? 'dailyId' : 'gradeId';
  return ok(await client.entity(entity, 'findById', { [keyName]: key }));
};
const draftIssue = async (record: Row = {}) =>
  ok(
    await buyer.entity(D, 'saveOrUpdate', {
      supplierId: id.supplier1,
      issueType: 'QUALITY',
      severity: 'MAJOR',
      foundDate: day(-1),
      issueTitle: '测试问题',
      issueDescription: '测试问题描述',
      rectifyDeadline: day(10),
      ...record,
    }),
  );
const gradeOf = async (supplier: number) => (await one('SELECT supplier_grade AS g FROM srm_pos_supplier_info WHERE supplier_id = $1', [supplier])).g;

test(`[${dbKind}] the demo has issues and gradings in every state, each step that waits on someone with its to-do`, async () => {
  const issues = ok(await buyer.entity(D, 'listByPage', { pageRows: 100 })) as Row[];
  assert.deepEqual([...new Set(issues.map((r) => r.dailyStatus))].sort(), ['CLOSED', 'DRAFT', 'ISSUED', 'RECORDED', 'REPLIED']);
  const hdIssued = issues.filter((r) => r.supplierId === id.supplier1 && r.dailyStatus === 'ISSUED');
  assert.equal(hdIssued.length, 1);
  assert.deepEqual(
    await supplierTodos(id.supplier1, D),
    [{ link: `supplierRectifyEdit?id=${hdIssued[0].dailyId}`, action: 'reply' }],
    "supplier1's to-do leads to its own page",
  );
  assert.deepEqual(await userTodos('buyer', D), ['accept'], "蓝海's answer waits on the buyer");
  const closed = issues.find((r) => r.dailyStatus === 'CLOSED')!;
  assert.ok(closed.closedDate && (await status(D, closed.dailyId)).returnReason, 'closed after one return, its reason kept');

  const gradings = ok(await buyer.entity(G, 'listByPage', { pageRows: 100 })) as Row[];
  assert.deepEqual([...new Set(gradings.map((r) => r.gradeStatus))].sort(), ['APPROVED', 'APPROVING', 'DRAFT', 'RECONFIRMING', 'REJECTED']);
  assert.deepEqual(await userTodos('approver', G), ['approval'], 'the grading awaiting approval');
  assert.equal(await gradeOf(id.supplier1), 'A');
  assert.equal(await gradeOf(id.supplier2), 'B');
  assert.equal(await gradeOf(await supplierId('金桥包装材料有限公司')), 'B', 'a grading being reconfirmed leaves the approved grade in force');
});

test(`[${dbKind}] an issue is refused a deadline in the past, a finding in the future, and the wrong way out of its draft; nothing written`, async () => {
  const before = Number((await one('SELECT count(*)::int AS n FROM srm_slc_daily_manages')).n);
  const past = await buyer.entity(
    D,
    'saveOrUpdate',
    { supplierId: id.supplier1, issueType: 'DELIVERY', issueTitle: 'x', issueDescription: 'x', rectifyDeadline: day(-1), foundDate: day(1) },
    { lang: 'EN' },
  );
  refused(past, 'VALIDATION');
  assert.deepEqual(
    past.body.errors?.map((e) => [e.field, e.code, e.message]),
    [
      ['foundDate', 'rule.max', `Must not be greater than ${day(0)}`],
      ['rectifyDeadline', 'rule.min', `Must not be less than ${day(0)}`],
    ],
  );
  assert.equal(Number((await one('SELECT count(*)::int AS n FROM srm_slc_daily_manages')).n), before, 'nothing written');

  const undated = await draftIssue({ rectifyDeadline: null });
  assert.match(undated.dailyNumber, /^RCGL-\d{8}-\d{3}$/);
  const noDeadline = await act(buyer, D, 'issue', undated.dailyId);
  refused(noDeadline, 'VALIDATION', 'issued without a deadline');
  assert.deepEqual(
    noDeadline.body.errors?.map((e) => [e.field, e.code]),
    [['rectifyDeadline', 'rule.required']],
  );
  const recorded = await act(buyer, D, 'record', undated.dailyId);
  refused(recorded, 'VALIDATION', 'recorded though it asks for rectification');
  assert.equal(recorded.body.errors?.[0].code, 'rule.rectifyToIssue');
  // A draft kept past its deadline is refused when issued.
  await t.db.query('UPDATE srm_slc_daily_manages SET rectify_deadline = $2 WHERE daily_id = $1', [undated.dailyId, day(-2)]);
  const stale = await act(buyer, D, 'issue', undated.dailyId);
  refused(stale, 'VALIDATION');
  assert.deepEqual(
    stale.body.errors?.map((e) => [e.field, e.code]),
    [['rectifyDeadline', 'rule.min']],
  );
  assert.equal((await status(D, undated.dailyId)).dailyStatus, 'DRAFT', 'still a draft');

  const none = await draftIssue({ rectifyFlag: 'N' });
  assert.equal(none.rectifyDeadline, null, 'no rectification asked: no deadline kept');
  const issued = await act(buyer, D, 'issue', none.dailyId);
  refused(issued, 'VALIDATION', 'issued though it asks for no rectification');
  assert.deepEqual(
    issued.body.errors?.map((e) => [e.field, e.code]),
    [['rectifyFlag', 'rule.rectifyNotAsked']],
  );
  ok(await buyer.entity(D, 'delete', { dailyId: none.dailyId }), 'a draft may be deleted');
});

test(`[${dbKind}] issued, answered by its supplier on its own page, returned with a reason, answered again and accepted; each waiting step has its to-do`, async () => {
  const issue = await draftIssue();
  const key = issue.dailyId;
  refused(await supplier1.entity(D, 'findById', { dailyId: key }), 'NOT_FOUND', 'a draft is not the supplier’s to read');
  ok(await act(buyer, D, 'issue', key));
  assert.deepEqual(await supplierTodos(id.supplier1, D, key), [{ link: `supplierRectifyEdit?id=${key}`, action: 'reply' }]);
  assert.deepEqual(await notified('supplier1', D, key), [`日常管理 ${issue.dailyNumber} 下发整改`]);
  assert.equal((await status(D, key, supplier1)).issueTitle, '测试问题', 'the supplier reads it once issued');
  refused(await supplier2.entity(D, 'findById', { dailyId: key }), 'NOT_FOUND', 'another supplier');
  refused(await act(supplier2, D, 'reply', key, { supplierReply: 'x', rectifiedDate: day(0) }), 'NOT_FOUND', "replying to another supplier's issue");
  refused(
    await supplier1.entity(D, 'saveOrUpdate', { dailyId: key, versionNum: (await status(D, key)).versionNum, issueTitle: '改' }),
    'NOT_EDITABLE',
    'the supplier answers, never saves',
  );
  refused(await act(buyer, D, 'reply', key, { supplierReply: 'x', rectifiedDate: day(0) }), 'FORBIDDEN', 'the buyer does not answer for the supplier');
  refused(await act(buyer, D, 'accept', key, { verifyOpinion: 'x' }), 'TRANSITION_REFUSED', 'nothing to accept yet');

  const empty = await act(supplier1, D, 'reply', key, {});
  refused(empty, 'VALIDATION', 'an answer needs its text and date');
  assert.deepEqual(empty.body.errors?.map((e) => e.field).sort(), ['rectifiedDate', 'supplierReply']);
  const future = await act(supplier1, D, 'reply', key, { supplierReply: '已整改', rectifiedDate: day(3) });
  refused(future, 'VALIDATION', 'rectified on a day still to come');
  assert.equal(future.body.errors?.[0].field, 'rectifiedDate');
  ok(await act(supplier1, D, 'reply', key, { supplierReply: '已更换刀具并全检库存', rectifiedDate: day(0) }));
  assert.deepEqual(await supplierTodos(id.supplier1, D, key), [], 'its to-do done');
  assert.deepEqual(await userTodos('buyer', D, key), ['accept'], 'the buyer verifies');
  assert.deepEqual(await notified('buyer', D, key), [`日常管理 ${issue.dailyNumber} 提交整改`], 'the buyer who raised it is told');

  refused(await act(buyer, D, 'returnReply', key), 'COMMENT_REQUIRED', 'a return says why');
  ok(await act(buyer, D, 'returnReply', key, { comment: '请附上全检记录' }));
  const returned = await status(D, key, supplier1);
  assert.equal(returned.dailyStatus, 'ISSUED');
  assert.equal(returned.returnReason, '请附上全检记录', 'the supplier reads why');
  assert.equal((await supplierTodos(id.supplier1, D, key)).length, 1, 'its to-do again');
  assert.deepEqual(await userTodos('buyer', D, key), [], "the buyer's to-do closed");
  assert.equal((await notified('supplier1', D, key)).at(-1), `日常管理 ${issue.dailyNumber} 退回整改`);

  ok(await act(supplier1, D, 'reply', key, { supplierReply: '全检记录见附件说明', rectifiedDate: day(0) }));
  refused(await act(buyer, D, 'accept', key, {}), 'VALIDATION', 'accepted without a verification');
  ok(await act(buyer, D, 'accept', key, { verifyOpinion: '复检合格' }));
  const closed = await status(D, key, supplier1);
  assert.deepEqual([closed.dailyStatus, closed.closedDate, closed.verifyOpinion], ['CLOSED', day(0), '复检合格']);
  assert.deepEqual(await userTodos('buyer', D, key), [], 'nothing left waiting');
  assert.equal((await notified('supplier1', D, key)).at(-1), `日常管理 ${issue.dailyNumber} 验证通过`);
  refused(await buyer.entity(D, 'delete', { dailyId: key }), 'NOT_EDITABLE', 'a closed issue stays');
});

test(`[${dbKind}] an issue recalled is hidden again with its to-do; one asking for no rectification is recorded and the supplier told`, async () => {
  const issue = await draftIssue();
  ok(await act(buyer, D, 'issue', issue.dailyId));
  refused(await act(buyer, D, 'recall', issue.dailyId), 'COMMENT_REQUIRED');
  ok(await act(buyer, D, 'recall', issue.dailyId, { comment: '供应商选错' }));
  assert.deepEqual(await supplierTodos(id.supplier1, D, issue.dailyId), [], 'the to-do goes with the recall');
  refused(await supplier1.entity(D, 'findById', { dailyId: issue.dailyId }), 'NOT_FOUND', 'hidden again');
  assert.equal((await notified('supplier1', D, issue.dailyId)).at(-1), `日常管理 ${issue.dailyNumber} 撤回`);

  const note = await draftIssue({ rectifyFlag: 'N', issueType: 'SERVICE', severity: 'MINOR' });
  ok(await act(buyer, D, 'record', note.dailyId));
  const recorded = await status(D, note.dailyId, supplier1);
  assert.deepEqual([recorded.dailyStatus, recorded.closedDate], ['RECORDED', day(0)]);
  assert.deepEqual(await supplierTodos(id.supplier1, D, note.dailyId), [], 'nothing for the supplier to do');
  assert.deepEqual(await notified('supplier1', D, note.dailyId), [`日常管理 ${note.dailyNumber} 登记`]);
  refused(await act(buyer, D, 'issue', note.dailyId), 'TRANSITION_REFUSED');
});

test(`[${dbKind}] a supplier reads only its own issues, never a draft, and no grading at all`, async () => {
  const mine = ok(await supplier2.entity(D, 'listByPage', { pageRows: 100 })) as Row[];
  assert.ok(mine.length > 0, '蓝海 has its own');
  assert.deepEqual([...new Set(mine.map((r) => r.supplierId))], [id.supplier2], 'nothing of 华东精密');
  const hd = ok(await supplier1.entity(D, 'listByPage', { pageRows: 100 })) as Row[];
  assert.ok(hd.length > 0);
  assert.deepEqual([...new Set(hd.map((r) => r.supplierId))], [id.supplier1]);
  assert.ok(!hd.some((r) => r.dailyStatus === 'DRAFT'), 'no draft');
  const hdIssue = hd[0].dailyId;
  refused(await supplier2.entity(D, 'findById', { dailyId: hdIssue }), 'NOT_FOUND');

  const gradings = await supplier1.entity(G, 'listByPage', { pageRows: 50 });
  assert.ok(gradings.body.status !== 'S' || gradings.body.count === 0, 'gradings are internal');
  const own = ok(await supplier1.entity('supplierInfo', 'findById', { supplierId: id.supplier1 }));
  assert.ok(['A', 'B', 'C', 'D'].includes(own.supplierGrade), 'it reads its grade on its record');
});

test(`[${dbKind}] a grading names no supplier that has left, nor one twice, and is submitted with lines and no supplier graded elsewhere`, async () => {
  const quit = await supplierId('鼎盛电气设备有限公司');
  const bad = await buyer.entity(
    G,
    'saveOrUpdate',
    {
      evaluatePeriod: '测试期间',
      lines: [
        { supplierId: id.supplier1, adjustGrade: 'B', lineNote: '一' },
        { supplierId: quit, adjustGrade: 'D', lineNote: '二' },
        { supplierId: id.supplier1, adjustGrade: 'C', lineNote: '三' },
      ],
    },
    { lang: 'EN' },
  );
  refused(bad, 'VALIDATION');
  assert.deepEqual(
    bad.body.errors?.map((e) => [e.child, e.row, e.field, e.code, e.message]),
    [
      ['lines', 1, 'supplierId', 'rule.supplierQuit', '鼎盛电气设备有限公司 has exited and cannot be used for new business'],
      ['lines', 2, 'supplierId', 'rule.unique', '华东精密机械有限公司 already exists'],
    ],
  );
  const empty = ok(await buyer.entity(G, 'saveOrUpdate', { evaluatePeriod: '测试期间' }));
  assert.match(empty.gradeNumber, /^GFJB-\d{8}-\d{3}$/);
  const none = await act(buyer, G, 'submit', empty.gradeId);
  refused(none, 'VALIDATION', 'a grading of no one');
  assert.deepEqual(
    none.body.errors?.map((e) => [e.field, e.code]),
    [['lines', 'rule.required']],
  );
  const zhongke = await supplierId('中科新材料股份有限公司');
  const twice = ok(await buyer.entity(G, 'saveOrUpdate', { evaluatePeriod: '测试期间', lines: [{ supplierId: zhongke, adjustGrade: 'B', lineNote: '复评' }] }));
  const elsewhere = await act(buyer, G, 'submit', twice.gradeId);
  refused(elsewhere, 'SUPPLIER_DOCUMENT_OPEN', "中科新材 is on the demo's grading awaiting approval");
  assert.match(elsewhere.body.msg, /GFJB-\d{8}-\d{3} \(中科新材料股份有限公司\)/);
  for (const g of [empty, twice]) ok(await buyer.entity(G, 'delete', { gradeId: g.gradeId }));
});

test(`[${dbKind}] a grading approved by a second person sets each grade and tells the supplier; re-opened for reconfirmation, then approved again`, async () => {
  const newcomer = ok(await buyer.entity('supplierInfo', 'saveOrUpdate', { supplierName: '测试分级供应商有限公司', supplierStatus: 'EFFECTIVE' }));
  const draft = ok(
    await buyer.entity(G, 'saveOrUpdate', {
      evaluatePeriod: '测试季度',
      lines: [
        { supplierId: id.supplier1, adjustGrade: 'C', comprehensiveScore: 71, lineNote: '本季度质量问题较多' },
        { supplierId: newcomer.supplierId, adjustGrade: 'B', lineNote: '首次评级' },
      ],
    }),
  );
  const key = draft.gradeId;
  assert.deepEqual(
    draft.lines.map((l: Row) => [l.supplierName, l.currentGrade, l.adjustGrade]),
    [
      ['华东精密机械有限公司', 'A', 'C'],
      ['测试分级供应商有限公司', null, 'B'],
    ],
    'the grade now copied, read-only',
  );
  ok(await act(buyer, G, 'submit', key));
  assert.equal((await status(G, key)).gradeStatus, 'APPROVING');
  assert.ok((await userTodos('approver', G, key)).includes('approval'), "the approver's to-do");
  refused(await act(buyer, G, 'approval', key), 'SELF_APPROVAL', 'four eyes');
  refused(await act(buyer, G, 'reject', key, { comment: 'x' }), 'SELF_APPROVAL');
  assert.equal(await gradeOf(id.supplier1), 'A', 'nothing set before the approval');

  ok(await act(approver, G, 'approval', key));
  const approved = await status(G, key);
  assert.deepEqual([approved.gradeStatus, approved.approvedDate], ['APPROVED', day(0)]);
  assert.equal(await gradeOf(id.supplier1), 'C');
  assert.equal(await gradeOf(newcomer.supplierId), 'B');
  assert.deepEqual(await userTodos('approver', G, key), [], 'the to-do done');
  assert.deepEqual(await notified('supplier1', G, key), [`贵公司的供应商级别评定为C级（${draft.gradeNumber}）`]);
  assert.equal(ok(await supplier1.entity('supplierInfo', 'findById', { supplierId: id.supplier1 })).supplierGrade, 'C');
  const record = ok(await buyer.entity('supplierInfo', 'findById', { supplierId: id.supplier1 }));
  ok(await buyer.entity('supplierInfo', 'saveOrUpdate', { supplierId: id.supplier1, versionNum: record.versionNum, supplierGrade: 'A' }));
  assert.equal(await gradeOf(id.supplier1), 'C', 'no save writes a grade, not even a buyer’s');

  refused(await act(buyer, G, 'reconfirm', key), 'COMMENT_REQUIRED', 'a reconfirmation says why');
  ok(await act(buyer, G, 'reconfirm', key, { comment: '供应商申诉，复核质量记录' }));
  const reopened = await status(G, key);
  assert.deepEqual([reopened.gradeStatus, reopened.reconfirmReason], ['RECONFIRMING', '供应商申诉，复核质量记录']);
  assert.ok((await userTodos('buyer', G, key)).includes('submit'), "the buyer's to-do to submit it again");
  const versions = ok(await operation(buyer, G, 'listVersions', { gradeId: key })) as Row[];
  assert.deepEqual(
    versions.map((v) => [v.versionNo, v.state, v.current]),
    [
      [1, 'APPROVED', false],
      [2, 'RECONFIRMING', true],
    ],
    'the approved grading archived',
  );
  assert.equal(await gradeOf(id.supplier1), 'C', 'the approved grade stays in force while reconfirmed');
  refused(await buyer.entity(G, 'delete', { gradeId: key }), 'GRADE_APPLIED', 're-opened, yet once in force');

  const line = reopened.lines.find((l: Row) => l.supplierId === id.supplier1);
  ok(
    await buyer.entity(G, 'saveOrUpdate', {
      gradeId: key,
      versionNum: reopened.versionNum,
      lines: reopened.lines.map((l: Row) => (l === line ? { ...l, adjustGrade: 'B', lineNote: '复核后上调' } : l)),
    }),
  );
  ok(await act(buyer, G, 'submit', key));
  ok(await act(approver, G, 'reject', key, { comment: '请补充申诉材料' }));
  assert.equal((await status(G, key)).gradeStatus, 'REJECTED');
  assert.equal(await gradeOf(id.supplier1), 'C', 'a rejected reconfirmation changes nothing');
  assert.deepEqual(await userTodos('buyer', G, key), ['submit'], "the buyer's to-do to submit it again");
  ok(await act(buyer, G, 'submit', key));
  ok(await act(approver, G, 'approval', key));
  const final = await status(G, key);
  assert.equal(final.gradeStatus, 'APPROVED');
  assert.equal(final.lines.find((l: Row) => l.supplierId === id.supplier1).currentGrade, 'C', 'the line keeps the grade it replaced');
  assert.equal(await gradeOf(id.supplier1), 'B');
  assert.equal((await notified('supplier1', G, key)).at(-1), `贵公司的供应商级别评定为B级（${draft.gradeNumber}）`);
  refused(await buyer.entity(G, 'delete', { gradeId: key }), 'NOT_EDITABLE', 'an approved grading stays');
});
