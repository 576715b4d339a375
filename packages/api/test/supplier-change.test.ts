/**
 * A supplier's change of its own record: proposed from the record, refused
 * when empty or wrong, compared field by field for the buyer, returned and
 * resubmitted, approved into the record (only what it changed, the record's
 * version before kept) or rejected; and never seen by another supplier.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, ids, ok, operation, refused } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const C = 'slcSupplierChange';
type Row = Record<string, any>;

// The demo's changes of 蓝海 aside: this file proposes its own.
await t.db.query('DELETE FROM srm_slc_supplier_changes WHERE supplier_id = $1', [id.supplier2]);
const ccbBranch = Number(
  (
    await t.db.query<{ id: number }>(
      `SELECT b.branch_id AS id FROM srm_base_branches b JOIN srm_base_banks k ON k.bank_id = b.bank_id WHERE k.bank_code = 'BOC'`,
    )
  ).rows[0].id,
);
const record = async () => ok(await buyer.entity('supplierInfo', 'findById', { supplierId: id.supplier2 })) as Row;
const propose = async () => ok(await operation(supplier2, C, 'propose', {})) as Row;
const save = async (change: Row, values: Row, lang: 'CN' | 'EN' = 'CN') => supplier2.entity(C, 'saveOrUpdate', { ...change, ...values }, { lang });
const todos = async (table: string, column: string, who: number, changeId: number) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1 AND entity_name = $2 AND record_id = $3 AND handle_flag = 'N' AND cancel_flag = 'N'`,
      [who, C, changeId],
    )
  ).rows[0].n;

test(`[${dbKind}] an effective supplier's record is changed only by proposal: a direct save is refused, naming the state`, async () => {
  const own = ok(await supplier2.entity('supplierInfo', 'findById', { supplierId: id.supplier2 }));
  const direct = await supplier2.entity(
    'supplierInfo',
    'saveOrUpdate',
    { supplierId: id.supplier2, versionNum: own.versionNum, companyPhone: '021-66881111' },
    { lang: 'EN' },
  );
  refused(direct, 'NOT_EDITABLE');
  assert.match(direct.body.msg ?? '', /"Effective"/);
  assert.equal((await record()).companyPhone, own.companyPhone, 'nothing written');
});

test(`[${dbKind}] a proposal starts as the record; an empty or wrong one is refused by field, and one change is under way at a time`, async () => {
  const rec = await record();
  const change = await propose();
  assert.match(change.changeNumber, /^ZLBG-\d{8}-\d{3}$/);
  assert.equal(change.changeStatus, 'DRAFT');
  assert.equal(change.supplierName, rec.supplierName);
  assert.deepEqual(
    change.banks.map((b: Row) => [b.sourceId, b.bankAccountNumber]),
    rec.banks.map((b: Row) => [b.bankAccountId, b.bankAccountNumber]),
  );
  refused(await operation(supplier2, C, 'propose', {}), 'SUPPLIER_DOCUMENT_OPEN', 'a second proposal');
  const noReason = await act(supplier2, C, 'submit', change.changeId);
  refused(noReason, 'VALIDATION');
  assert.equal(noReason.body.errors?.[0].field, 'changeReason');
  const withReason = ok(await save(change, { changeReason: '更换开户行' }));
  refused(await act(supplier2, C, 'submit', change.changeId), 'CHANGE_EMPTY', 'nothing changed');

  const wrong = await save(
    withReason,
    {
      supplierName: '华东精密机械有限公司',
      banks: [
        ...withReason.banks,
        { bankId: withReason.banks[0].bankId, branchId: ccbBranch, bankUserName: '蓝海', bankAccountNumber: '1', bankCurrency: 'CNY' },
      ],
    },
    'EN',
  );
  refused(wrong, 'VALIDATION');
  assert.deepEqual(wrong.body.errors?.map((e) => [e.field, e.code]).sort(), [
    ['branchId', 'rule.branchOfOtherBank'],
    ['supplierName', 'rule.unique'],
  ]);
  ok(await supplier2.entity(C, 'delete', { changeId: change.changeId }), 'a draft is deleted');
});

test(`[${dbKind}] the buyer compares, returns it, the supplier resubmits, and the approval merges only what changed into the record`, async () => {
  const before = await record();
  const draft = await propose();
  const account = draft.banks[0];
  const edited = ok(
    await save(draft, {
      changeReason: '开户行账号变更，新增财务联系人',
      companyPhone: '0512-66668888',
      banks: [{ ...account, bankAccountNumber: '31050161373600009999' }],
      contacts: [...draft.contacts, { contactName: '钱多', mobilePhone: '13800001234', positionName: '财务经理' }],
    }),
  );
  ok(await act(supplier2, C, 'submit', edited.changeId), 'submit');
  assert.equal(
    await todos(
      'srm_base_interior_pending',
      'user_id',
      Number((await t.db.query(`SELECT user_id FROM saaf_users WHERE user_name = 'buyer'`)).rows[0].user_id),
      edited.changeId,
    ),
    1,
  );

  const diff = ok(await operation(buyer, C, 'compareChange', { changeId: edited.changeId }));
  assert.equal(diff.entity, 'supplierInfo');
  assert.deepEqual(diff.fields, [{ field: 'companyPhone', from: before.companyPhone, to: '0512-66668888' }]);
  const banks = diff.lines.find((l: Row) => l.child === 'banks');
  assert.deepEqual(banks.changed, [
    {
      key: account.sourceId,
      lineNumber: null,
      title: '31050161373600009999',
      fields: [{ field: 'bankAccountNumber', from: account.bankAccountNumber, to: '31050161373600009999' }],
    },
  ]);
  assert.deepEqual(
    diff.lines.find((l: Row) => l.child === 'contacts').added.map((c: Row) => c.contactName),
    ['钱多'],
  );

  refused(await act(buyer, C, 'failBack', edited.changeId), 'COMMENT_REQUIRED');
  ok(await act(buyer, C, 'failBack', edited.changeId, { comment: '请上传开户许可证' }));
  const returned = ok(await supplier2.entity(C, 'findById', { changeId: edited.changeId }));
  assert.equal(returned.changeStatus, 'RETURNED');
  assert.equal(returned.reviewComment, '请上传开户许可证', 'the supplier reads what to mend');
  assert.equal(await todos('srm_base_supplier_pending', 'supplier_id', id.supplier2, edited.changeId), 1, "the supplier's to-do to resubmit");
  const resubmitted = ok(await save(returned, { changeReason: '开户行账号变更，新增财务联系人（已附开户许可证）' }));
  ok(await act(supplier2, C, 'submit', resubmitted.changeId));

  // Meanwhile the buyer corrects another field: the approval keeps it.
  const now = await record();
  ok(
    await buyer.entity('supplierInfo', 'saveOrUpdate', {
      supplierId: id.supplier2,
      versionNum: now.versionNum,
      companyRegisteredAddress: '苏州工业园区星湖街328号',
    }),
  );
  ok(await act(approver, C, 'approval', resubmitted.changeId), 'approve');
  const after = await record();
  assert.equal(after.companyPhone, '0512-66668888');
  assert.equal(after.companyRegisteredAddress, '苏州工业园区星湖街328号', "the buyer's correction stays");
  assert.deepEqual(
    after.banks.map((b: Row) => [b.bankAccountId, b.bankAccountNumber]),
    [[account.sourceId, '31050161373600009999']],
  );
  assert.ok(after.contacts.some((c: Row) => c.contactName === '钱多'));
  assert.deepEqual(
    after.sites.map((s: Row) => s.supplierSiteId),
    before.sites.map((s: Row) => s.supplierSiteId),
    'the sites are untouched',
  );
  const versions = ok(await operation(supplier2, 'supplierInfo', 'listVersions', { supplierId: id.supplier2 })) as Row[];
  assert.ok(versions.length >= 2, 'the record as it stood is kept as a version');
  assert.match(String(versions.at(-1)!.comment), /ZLBG-/);
  const titles = await t.db.query<{ title: string }>(
    `SELECT notification_title AS title FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id WHERE u.supplier_id = $1 AND n.entity_name = $2 AND n.record_id = $3`,
    [id.supplier2, C, resubmitted.changeId],
  );
  assert.equal(titles.rows.length, 2, 'told of the return and of the approval');
});

test(`[${dbKind}] a rejected change stays as it was; another supplier reads, compares and submits none of it`, async () => {
  const draft = await propose();
  const change = ok(await save(draft, { changeReason: '更名', supplierShortName: '蓝海科技' }));
  ok(await act(supplier2, C, 'submit', change.changeId));
  refused(await supplier1.entity(C, 'findById', { changeId: change.changeId }), 'NOT_FOUND');
  refused(await operation(supplier1, C, 'compareChange', { changeId: change.changeId }), 'NOT_FOUND');
  assert.notEqual((await act(supplier1, C, 'submit', change.changeId)).body.status, 'S');
  const listed = ok(await supplier1.entity(C, 'listByPage', { pageRows: 50 })) as Row[];
  assert.ok(
    listed.every((r) => r.supplierId === id.supplier1),
    "supplier1's list holds only its own",
  );
  ok(await act(buyer, C, 'reject', change.changeId, { comment: '简称与其他供应商混淆' }));
  assert.equal((await record()).supplierShortName, '蓝海电子');
  refused(await save(ok(await supplier2.entity(C, 'findById', { changeId: change.changeId })), { supplierShortName: 'x' }), 'NOT_EDITABLE');
});
