/**
 * The supplier record with its lines: sites, bank accounts, contacts, supplied
 * categories and certificates. What each line refuses, what a supplier's user
 * may write of its own record (not its standing), and that it reads no other's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { day, ids, ok, refused } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const supplier1 = await t.login('supplier1');
const id = await ids(t);
const S = 'supplierInfo';

const one = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ id: number }>(sql, params)).rows[0].id);
const icbc = await one(`SELECT bank_id AS id FROM srm_base_banks WHERE bank_code = 'ICBC'`);
const ccbBranch = await one(`SELECT b.branch_id AS id FROM srm_base_branches b JOIN srm_base_banks k ON k.bank_id = b.bank_id WHERE k.bank_code = 'CCB'`);
const icbcBranch = await one('SELECT branch_id AS id FROM srm_base_branches WHERE bank_id = $1', [icbc]);
const record = async (client = buyer, supplierId = id.supplier2) => ok(await client.entity(S, 'findById', { supplierId }));
const counts = async (supplierId: number) =>
  (
    await t.db.query<{ banks: number; certificates: number }>(
      `SELECT (SELECT count(*)::int FROM srm_pos_supplier_bank WHERE supplier_id = $1) AS banks,
              (SELECT count(*)::int FROM srm_pos_supplier_certificate WHERE supplier_id = $1) AS certificates`,
      [supplierId],
    )
  ).rows[0];
const account = (extra: Record<string, unknown> = {}) => ({
  bankId: icbc,
  branchId: icbcBranch,
  bankUserName: '蓝海电子科技有限公司',
  bankAccountNumber: '6222020000000001',
  bankCurrency: 'CNY',
  ...extra,
});

test(`[${dbKind}] a bank account on a branch of another bank, two main accounts and a certificate without an end are refused by row, in the caller's language, nothing written`, async () => {
  const rec = await record();
  const before = await counts(id.supplier2);
  const wrong = await buyer.entity(
    S,
    'saveOrUpdate',
    {
      supplierId: id.supplier2,
      versionNum: rec.versionNum,
      banks: [...rec.banks, account({ branchId: ccbBranch, mainFlag: 'Y' })],
      certificates: [...rec.certificates, { certificateType: 'ISO14001', certificateName: 'ISO14001', certificateNumber: 'E-1', startDate: day(-10) }],
    },
    { lang: 'EN' },
  );
  refused(wrong, 'VALIDATION');
  const found = wrong.body.errors?.map((e) => [e.child, e.row, e.field, e.code]);
  assert.deepEqual(found, [
    ['banks', 1, 'branchId', 'rule.branchOfOtherBank'],
    ['banks', 1, 'mainFlag', 'rule.oneMain'],
    ['certificates', 1, 'endDate', 'rule.required'],
  ]);
  assert.match(wrong.body.errors?.[0].message ?? '', /is not a branch of the bank chosen/);
  assert.deepEqual(await counts(id.supplier2), before, 'nothing written');

  const saved = ok(
    await buyer.entity(S, 'saveOrUpdate', {
      supplierId: id.supplier2,
      versionNum: rec.versionNum,
      banks: [...rec.banks, account()],
      certificates: [
        ...rec.certificates,
        { certificateType: 'ISO14001', certificateName: 'ISO14001', certificateNumber: 'E-1', startDate: day(-10), endDate: day(300), longTermFlag: 'Y' },
      ],
    }),
  );
  const added = saved.banks.find((b: { bankAccountNumber: string }) => b.bankAccountNumber === '6222020000000001');
  assert.equal(added.bankName, '中国工商银行', 'the bank name copied from base data');
  assert.equal(added.branchCode, '102290000011');
  assert.equal(saved.certificates.at(-1).endDate, null, 'a certificate without end keeps no end date');
});

test(`[${dbKind}] a potential supplier completes its own record, but its standing (status, flags, a site's status) is not its to write`, async () => {
  // Completing its record comes before it is introduced; after, it proposes changes (supplier-change.test.ts).
  await t.db.query(`UPDATE srm_pos_supplier_info SET payment_flag = 'N', supplier_status = 'POTENTIAL' WHERE supplier_id = $1`, [id.supplier1]);
  const own = await record(supplier1, id.supplier1);
  assert.equal(own.supplierName, '华东精密机械有限公司');
  assert.ok(own.sites.length >= 1, 'its sites are read with it');
  const saved = ok(
    await supplier1.entity(S, 'saveOrUpdate', {
      supplierId: id.supplier1,
      versionNum: own.versionNum,
      companyPhone: '0512-57771234',
      paymentFlag: 'Y',
      blacklistFlag: 'N',
      supplierStatus: 'EFFECTIVE',
      sites: own.sites.map((s: Record<string, unknown>) => ({ ...s, siteStatus: 'EFFECTIVE', siteAddress: '江苏省昆山市新地址1号' })),
      contacts: [...own.contacts, { contactName: '赵新', mobilePhone: '13700001111', positionName: '质量经理' }],
    }),
  );
  assert.equal(saved.companyPhone, '0512-57771234');
  assert.equal(saved.paymentFlag, 'N', 'its payment freeze stays');
  assert.equal(saved.supplierStatus, 'POTENTIAL', 'its status stays');
  assert.deepEqual(
    saved.sites.map((s: Record<string, unknown>) => [s.siteAddress, s.siteStatus]),
    own.sites.map((s: Record<string, unknown>) => ['江苏省昆山市新地址1号', s.siteStatus]),
  );
  assert.equal(saved.contacts.at(-1).contactName, '赵新');
  await t.db.query(`UPDATE srm_pos_supplier_info SET payment_flag = 'Y', supplier_status = 'EFFECTIVE' WHERE supplier_id = $1`, [id.supplier1]);
});

test(`[${dbKind}] a supplier reads no other supplier's record or lines, and cannot write them`, async () => {
  refused(await supplier1.entity(S, 'findById', { supplierId: id.supplier2 }), 'NOT_FOUND');
  const other = await record();
  const write = await supplier1.entity(S, 'saveOrUpdate', {
    supplierId: id.supplier2,
    versionNum: other.versionNum,
    banks: [account({ bankAccountNumber: '999' })],
  });
  assert.notEqual(write.body.status, 'S');
  assert.equal((await record()).banks.length, other.banks.length, 'nothing written');
  const listed = ok(await supplier1.entity(S, 'listByPage', { pageRows: 50 })) as { supplierId: number }[];
  assert.deepEqual(
    listed.map((r) => r.supplierId),
    [id.supplier1],
  );
});

test(`[${dbKind}] the demo: 华东精密's record complete, its ISO 9001 expiring within the month; 蓝海's expired`, async () => {
  const hd = await record(buyer, id.supplier1);
  assert.deepEqual([hd.sites.length >= 2, hd.banks.length, hd.contacts.length >= 2, hd.categories.length], [true, 1, true, 2]);
  const iso = hd.certificates.find((c: { certificateType: string }) => c.certificateType === 'ISO9001');
  assert.ok(iso.endDate > day(0) && iso.endDate <= day(30), `expires within the month: ${iso.endDate}`);
  const bs = await record(buyer, id.supplier2);
  assert.ok(bs.certificates.some((c: { certificateType: string; endDate: string }) => c.certificateType === 'ISO9001' && c.endDate < day(0)));
});

test(`[${dbKind}] a unified social credit code that fails its check character is refused on the record, naming the field`, async () => {
  const rec = await record();
  const bad = await buyer.entity(
    'supplierInfo',
    'saveOrUpdate',
    { supplierId: id.supplier2, versionNum: rec.versionNum, taxRegistrationNumber: '91310000MA1K000010' },
    { lang: 'EN' },
  );
  refused(bad, 'VALIDATION');
  assert.deepEqual(
    bad.body.errors?.map((e) => [e.field, e.code]),
    [['taxRegistrationNumber', 'rule.creditCodeCheckDigit']],
  );
  assert.equal((await record()).taxRegistrationNumber, rec.taxRegistrationNumber, 'nothing written');
});
