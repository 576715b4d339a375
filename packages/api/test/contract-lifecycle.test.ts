/**
 * Contracts: a contract made from a published template has its clauses'
 * placeholders filled from its supplier, amount, dates, payment stages and
 * items; submit refuses stages not adding up to 100 % and placeholders left;
 * the supplier confirms or refuses only its own contracts; an alteration makes
 * version 2 and the comparison names the changed clause with its text
 * difference; the clause library's alteration flags the published clause.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, day, ids, ok, operation, refused } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const C = 'contract';

const one = async (sql: string, p: unknown[] = []) => (await t.db.query<Record<string, any>>(sql, p)).rows[0];
const template = Number(
  (await one(`SELECT template_id AS id FROM srm_okc_contract_templates WHERE template_name = '标准采购合同' AND template_status = 'PUBLISHED'`)).id,
);

const contractBody = (over: Record<string, unknown> = {}) => ({
  contractName: '测试采购合同',
  contractType: 'PURCHASE',
  supplierId: id.supplier1,
  orgId: id.org,
  templateId: template,
  totalAmount: 25_000,
  currencyCode: 'CNY',
  startDate: day(1),
  endDate: day(200),
  payments: [
    { lineNumber: 1, paymentStageName: '预付款', paymentProportion: 40 },
    { lineNumber: 2, paymentStageName: '尾款', paymentProportion: 60 },
  ],
  items: [{ lineNumber: 1, itemId: id.bearing, purchaseQuantity: 2000, taxPrice: 12.5 }],
  ...over,
});

/** A contract of supplier1 from the template, approved and sent for its confirmation. */
async function sent(over: Record<string, unknown> = {}) {
  const c = ok(await buyer.entity(C, 'saveOrUpdate', contractBody(over)));
  ok(await act(buyer, C, 'submit', c.contractId), 'submit');
  ok(await act(approver, C, 'approval', c.contractId), 'approve');
  ok(await act(buyer, C, 'sendConfirm', c.contractId), 'send');
  return c.contractId as number;
}

test(`[${dbKind}] a contract from a template copies its clauses in order and fills every placeholder from the contract`, async () => {
  const c = ok(await buyer.entity(C, 'saveOrUpdate', contractBody()));
  assert.equal(c.createdMode, 'TEMPLATE');
  const clauses = c.clauses as { seqNum: number; clauseTitle: string; clauseText: string }[];
  assert.deepEqual(
    clauses.map((x) => x.clauseTitle),
    ['合同双方', '标的物', '付款方式', '交付与期限', '质量保证', '违约责任'],
  );
  assert.deepEqual(
    clauses.map((x) => x.seqNum),
    [1, 2, 3, 4, 5, 6],
  );
  const all = clauses.map((x) => x.clauseText).join('\n');
  assert.doesNotMatch(all, /\{\{/, 'no placeholder left');
  assert.match(clauses[0].clauseText, /乙方：华东/);
  assert.match(clauses[0].clauseText, new RegExp(c.contractCode));
  assert.match(clauses[1].clauseText, /M-100001/);
  assert.match(clauses[1].clauseText, /25,000\.00 CNY/);
  assert.match(clauses[2].clauseText, /预付款 40%（10,000\.00 CNY）/);
  assert.match(clauses[2].clauseText, /尾款 60%（15,000\.00 CNY）/);
  assert.match(clauses[3].clauseText, new RegExp(`自 ${day(1)} 起至 ${day(200)} 止`));
  const payable = (c.payments as { payableAmount: unknown }[]).map((p) => Number(p.payableAmount));
  assert.deepEqual(payable, [10_000, 15_000]);
});

test(`[${dbKind}] submit refuses payment stages that do not add up to 100 %, naming the field, and changes nothing`, async () => {
  const c = ok(
    await buyer.entity(
      C,
      'saveOrUpdate',
      contractBody({
        payments: [
          { lineNumber: 1, paymentStageName: '预付款', paymentProportion: 30 },
          { lineNumber: 2, paymentStageName: '尾款', paymentProportion: 60 },
        ],
      }),
    ),
  );
  const res = await act(buyer, C, 'submit', c.contractId);
  refused(res, 'VALIDATION', 'a 90 % split');
  assert.deepEqual(
    res.body.errors?.map((e) => [e.child, e.field, e.code]),
    [['payments', 'paymentProportion', 'rule.paymentProportionSum']],
  );
  assert.match(res.body.errors![0].message, /90/);
  const en = await buyer.entity(C, 'doSubmit', { contractId: c.contractId }, { lang: 'EN' });
  assert.match(en.body.errors![0].message, /add up to 100 %/);
  assert.equal((await one('SELECT contract_status AS s FROM srm_okc_contracts WHERE contract_id = $1', [c.contractId])).s, 'DRAFT');
});

test(`[${dbKind}] submit refuses a clause with a placeholder left unfilled, naming it`, async () => {
  const c = ok(await buyer.entity(C, 'saveOrUpdate', contractBody()));
  const clauses = (c.clauses as Record<string, unknown>[]).map((x, i) => (i === 4 ? { ...x, clauseText: `${x.clauseText} 验收人：{{inspectorName}}` } : x));
  const saved = ok(await buyer.entity(C, 'saveOrUpdate', { contractId: c.contractId, versionNum: c.versionNum, clauses }));
  assert.match((saved.clauses as { clauseText: string }[])[4].clauseText, /\{\{inspectorName\}\}/, 'an unknown placeholder stays');
  const res = await act(buyer, C, 'submit', c.contractId);
  refused(res, 'VALIDATION', 'a placeholder left');
  assert.deepEqual(
    res.body.errors?.map((e) => [e.child, e.field, e.row]),
    [['clauses', 'clauseText', 4]],
  );
  assert.match(res.body.errors![0].message, /\{\{inspectorName\}\}/);
  // Without payment stages the {{paymentStages}} of the template stays unfilled too.
  const bare = ok(await buyer.entity(C, 'saveOrUpdate', contractBody({ payments: [] })));
  const res2 = await act(buyer, C, 'submit', bare.contractId);
  refused(res2, 'VALIDATION', 'no payment stages');
  assert.match(res2.body.errors![0].message, /\{\{paymentStages\}\}/);
});

test(`[${dbKind}] only a published template makes a contract`, async () => {
  const draft = Number((await one(`SELECT template_id AS id FROM srm_okc_contract_templates WHERE template_status = 'DRAFT' LIMIT 1`)).id);
  const res = await buyer.entity(C, 'saveOrUpdate', contractBody({ templateId: draft }));
  refused(res, 'VALIDATION', 'a draft template');
  assert.deepEqual(
    res.body.errors?.map((e) => e.field),
    ['templateId'],
  );
});

test(`[${dbKind}] supplier2 cannot read supplier1's contract, in its list or by id, nor answer it`, async () => {
  const contractId = await sent({ contractName: '隔离测试合同' });
  const own = ok(await supplier1.entity(C, 'findById', { contractId }));
  assert.equal(own.contractName, '隔离测试合同');
  const other = await supplier2.entity(C, 'findById', { contractId });
  refused(other, 'NOT_FOUND', "another supplier's contract");
  const list = ok(await supplier2.entity(C, 'listByPage', { pageIndex: 1, pageRows: 200, exactCount: true }));
  assert.ok(list.length > 0, 'supplier2 has contracts of its own');
  assert.ok(
    list.every((r: { supplierId: number }) => r.supplierId === id.supplier2),
    'only its own',
  );
  assert.ok(!list.some((r: { contractId: number }) => r.contractId === contractId));
  refused(await act(supplier2, C, 'supplierConfirm', contractId), 'NOT_FOUND', "confirming another's");
  // A draft is hidden from its own supplier too.
  const draft = ok(await buyer.entity(C, 'saveOrUpdate', contractBody()));
  refused(await supplier1.entity(C, 'findById', { contractId: draft.contractId }), 'NOT_FOUND', 'a draft');
});

test(`[${dbKind}] the supplier confirms, or refuses with a reason; the buyer is told and may resubmit`, async () => {
  const a = await sent();
  const todo = await one(
    `SELECT count(*)::int AS n FROM srm_base_supplier_pending WHERE entity_name = 'contract' AND record_id = $1 AND supplier_id = $2 AND handle_flag = 'N' AND cancel_flag = 'N'`,
    [a, id.supplier1],
  );
  assert.ok(todo.n >= 1, 'the supplier has a to-do');
  refused(await act(buyer, C, 'supplierConfirm', a), 'FORBIDDEN', 'the buyer confirming for the supplier');
  const confirmed = ok(await act(supplier1, C, 'supplierConfirm', a));
  assert.equal(confirmed.contractStatus, 'CONFIRMED');
  // Only the server signs.
  refused(await act(buyer, C, 'sign', a), 'FORBIDDEN', 'signing through the API');

  const b = await sent();
  refused(await act(supplier1, C, 'supplierRefuse', b), 'COMMENT_REQUIRED', 'a refusal without a reason');
  const r = ok(await act(supplier1, C, 'supplierRefuse', b, { comment: '价格需重新商定' }));
  assert.equal(r.contractStatus, 'REFUSED');
  const row = await one('SELECT refuse_reason AS reason FROM srm_okc_contracts WHERE contract_id = $1', [b]);
  assert.equal(row.reason, '价格需重新商定');
  const told = await one(
    `SELECT count(*)::int AS n FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE n.entity_name = 'contract' AND n.record_id = $1 AND u.user_name = 'buyer'`,
    [b],
  );
  assert.ok(told.n >= 1, 'the buyer is notified');
  ok(await act(buyer, C, 'submit', b), 'resubmitted after a refusal');
});

test(`[${dbKind}] an alteration of an effective contract makes its next version; the comparison shows the changed clause with its text difference`, async () => {
  const demo = await one(
    `SELECT contract_id AS id, version_number AS n FROM srm_okc_contracts WHERE contract_status = 'EFFECTIVE' AND template_id IS NOT NULL AND supplier_id = $1 ORDER BY contract_id LIMIT 1`,
    [id.supplier1],
  );
  const effective = Number(demo.id);
  refused(await act(buyer, C, 'alteration', effective), 'COMMENT_REQUIRED');
  const altered = ok(await act(buyer, C, 'alteration', effective, { comment: '调整质保期' }));
  assert.equal(altered.contractStatus, 'CHANGING');
  assert.equal(altered.versionNumber, Number(demo.n) + 1);
  const clauses = (altered.clauses as Record<string, any>[]).map((c) =>
    c.clauseTitle === '质量保证' ? { ...c, clauseText: String(c.clauseText).replace('二十四个月', '三十六个月') } : c,
  );
  assert.ok(
    clauses.some((c) => String(c.clauseText).includes('三十六个月')),
    'the warranty clause was edited',
  );
  ok(await buyer.entity(C, 'saveOrUpdate', { contractId: effective, versionNum: altered.versionNum, clauses }));
  const versions = ok(await operation(buyer, C, 'listVersions', { contractId: effective }));
  const current = versions[versions.length - 1];
  assert.equal(current.current, true);
  assert.equal(current.comment, '调整质保期');
  const previous = current.versionNo - 1;
  assert.ok(previous >= 1, 'the contract as it stood is archived');
  for (const reader of [buyer, supplier1]) {
    if (reader === supplier1) {
      ok(await act(buyer, C, 'submit', effective));
      ok(await act(approver, C, 'approval', effective));
      ok(await act(buyer, C, 'sendConfirm', effective));
    }
    const diff = ok(await operation(reader, C, 'compareVersions', { contractId: effective, from: previous, to: 'current' }));
    const clauseChanges = diff.lines.find((l: { child: string }) => l.child === 'clauses');
    assert.equal(clauseChanges.changed.length, 1, 'one clause changed');
    assert.equal(clauseChanges.changed[0].title, '质量保证');
    const text = clauseChanges.changed[0].fields.find((f: { field: string }) => f.field === 'clauseText');
    assert.deepEqual(
      text.diff.filter((p: { op: string }) => p.op !== 'same').map((p: { op: string; text: string }) => [p.op, p.text]),
      [
        ['removed', '二'],
        ['added', '三'],
        ['removed', '四'],
        ['added', '六'],
      ],
    );
  }
  refused(await operation(supplier2, C, 'compareVersions', { contractId: effective, from: previous }), 'NOT_FOUND', "another supplier's versions");
});

test(`[${dbKind}] a published clause's alteration is its next version; the published one is flagged until the new one is published, then superseded`, async () => {
  const T = 'contractTerm';
  const term = ok(await buyer.entity(T, 'saveOrUpdate', { termName: '测试条款', termType: 'GENERAL', termContent: '原文' }));
  ok(await act(buyer, T, 'submitPublish', term.termId));
  refused(await act(buyer, T, 'approvePublish', term.termId), 'SELF_APPROVAL', 'publishing what one submitted');
  ok(await act(approver, T, 'approvePublish', term.termId));
  const next = ok(await operation(buyer, T, 'doAlteration', { termId: term.termId }));
  assert.equal(next.versionNumber, 2);
  assert.equal(next.termStatus, 'DRAFT');
  assert.equal(next.originTermId, term.termId);
  assert.equal(ok(await buyer.entity(T, 'findById', { termId: term.termId })).changingFlag, 'Y');
  refused(await operation(buyer, T, 'doAlteration', { termId: term.termId }), 'VALIDATION', 'a second alteration while one is open');
  ok(await buyer.entity(T, 'saveOrUpdate', { termId: next.termId, versionNum: next.versionNum, termContent: '新文' }));
  ok(await act(buyer, T, 'submitPublish', next.termId));
  ok(await act(approver, T, 'approvePublish', next.termId));
  const old = ok(await buyer.entity(T, 'findById', { termId: term.termId }));
  assert.equal(old.termStatus, 'EXPIRED');
  assert.equal(old.changingFlag, 'N');
  // A superseded clause goes into no template.
  const res = await buyer.entity('contractTemplate', 'saveOrUpdate', {
    templateName: '旧条款模板',
    templateType: 'PURCHASE',
    clauses: [{ seqNum: 1, termId: term.termId }],
  });
  refused(res, 'VALIDATION', 'a superseded clause');
  assert.deepEqual(
    res.body.errors?.map((e) => [e.child, e.field]),
    [['clauses', 'termId']],
  );
});

test(`[${dbKind}] a contract made from a purchase order takes its supplier, amount and materials`, async () => {
  const po = await one(
    `SELECT po_header_id AS id, po_number, supplier_id, total_amount FROM srm_po_headers WHERE po_status IN ('APPROVED', 'RELEASED', 'CONFIRMED') ORDER BY po_header_id LIMIT 1`,
  );
  const c = ok(
    await buyer.entity(C, 'saveOrUpdate', {
      contractName: '订单合同',
      contractType: 'PURCHASE',
      orgId: id.org,
      sourceOrderId: po.id,
      startDate: day(0),
      endDate: day(30),
    }),
  );
  assert.equal(c.createdMode, 'ORDER');
  assert.equal(c.sourceCode, po.po_number);
  assert.equal(c.supplierId, Number(po.supplier_id));
  assert.equal(Number(c.totalAmount), Number(po.total_amount));
  assert.ok((c.items as unknown[]).length > 0, 'materials copied');
  const draft = await one(`SELECT po_header_id AS id FROM srm_po_headers WHERE po_status = 'DRAFT' LIMIT 1`);
  const res = await buyer.entity(C, 'saveOrUpdate', {
    contractName: '草稿订单合同',
    orgId: id.org,
    sourceOrderId: draft.id,
    startDate: day(0),
    endDate: day(30),
  });
  refused(res, 'VALIDATION', 'a draft order');
  assert.deepEqual(
    res.body.errors?.map((e) => [e.field, e.code]),
    [['sourceOrderId', 'rule.contractSourceState']],
  );
});
