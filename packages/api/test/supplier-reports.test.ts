/**
 * The supplier reports (entities/supplier/report-*.ts): what each answers of
 * the demo's records and lines, their filters and order, their export, and that
 * they are internal: a supplier's user reads none of them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup, signedHeaders } from './helper.ts';
import { routes } from '@srm/domain/routes/catalogue.ts';
import { grantMenus } from '../src/seed/reference.ts';
import { day, ids, ok, refused } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const supplier1 = await t.login('supplier1');
const id = await ids(t);
type Row = Record<string, any>;

const list = async (entity: string, filters: Record<string, unknown> = {}, client = buyer): Promise<Row[]> =>
  ok(await client.entity(entity, 'listByPage', { pageIndex: 1, pageRows: 200, exactCount: true, ...filters }), entity);
const one = async (sql: string, params: unknown[] = []) => (await t.db.query<Row>(sql, params)).rows[0];
const orgId = async (code: string) => Number((await one('SELECT org_id AS id FROM saaf_institution WHERE org_code = $1', [code])).id);

test(`[${dbKind}] the certificates report answers each certificate's days to expiry and validity: 华东精密's ISO 9001 ends within the month, 蓝海's has expired`, async () => {
  const hd = await list('supplierPermitReport', { supplierId: id.supplier1 });
  const iso = hd.find((r) => r.certificateNumber === 'CQC23Q20456R1M');
  assert.ok(iso, '华东精密 ISO 9001 listed');
  assert.deepEqual([iso.supplierName, iso.certificateType, iso.daysToExpiry, iso.validityStatus], ['华东精密机械有限公司', 'ISO9001', 20, 'EXPIRING']);
  const licence = hd.find((r) => r.certificateType === 'BUSINESS_LICENCE');
  assert.deepEqual([licence?.longTermFlag, licence?.daysToExpiry, licence?.validityStatus], ['Y', null, 'VALID'], 'a licence without end');
  assert.deepEqual(new Set(hd.map((r) => r.supplierId)), new Set([id.supplier1]), 'only the supplier asked for');
  const total = await one('SELECT count(*)::int AS n FROM srm_pos_supplier_certificate WHERE supplier_id = $1', [id.supplier1]);
  assert.equal(hd.length, total.n, 'every certificate of the supplier');

  const expired = await list('supplierPermitReport', { validityStatus: 'EXPIRED' });
  const sgs = expired.find((r) => r.certificateNumber === 'SGS21Q0789');
  assert.deepEqual([sgs?.supplierId, sgs?.daysToExpiry], [id.supplier2, -10], '蓝海 ISO 9001 expired ten days ago');
  assert.deepEqual([...new Set(expired.map((r) => r.validityStatus))], ['EXPIRED']);
  assert.ok(!expired.some((r) => r.certificateNumber === 'CQC23Q20456R1M'));

  const within = await list('supplierPermitReport', { endDate_from: day(0), endDate_to: day(30) });
  assert.ok(
    within.some((r) => r.certificateNumber === 'CQC23Q20456R1M'),
    'ending within 30 days',
  );
  assert.ok(!within.some((r) => r.certificateNumber === 'SGS21Q0789' || r.longTermFlag === 'Y'), 'not what ended or never ends');

  // What ends first comes first, those without end last.
  const all = await list('supplierPermitReport');
  const ends = all.map((r) => r.endDate as string | null);
  const dated = ends.filter((e) => e !== null) as string[];
  assert.ok(dated.length >= 2 && dated.length < ends.length, 'the demo has dated certificates and some without end');
  assert.deepEqual(ends.slice(0, dated.length), [...dated].sort(), 'by end date');
  assert.deepEqual(ends.slice(dated.length), Array(ends.length - dated.length).fill(null), 'without end last');
});

test(`[${dbKind}] the supplier report counts each supplier's sites, accounts, contacts and categories and names its main contact`, async () => {
  const rows = await list('supplierInfoReport', { supplierId: id.supplier1 });
  assert.equal(rows.length, 1);
  const hd = rows[0];
  const counts = await one(
    `SELECT (SELECT count(*)::int FROM srm_pos_supplier_sites WHERE supplier_id = $1) AS sites,
            (SELECT count(*)::int FROM srm_pos_supplier_bank WHERE supplier_id = $1) AS banks,
            (SELECT count(*)::int FROM srm_pos_supplier_contacts WHERE supplier_id = $1) AS contacts,
            (SELECT count(*)::int FROM srm_pos_supplier_categories WHERE supplier_id = $1) AS categories,
            (SELECT count(*)::int FROM srm_pos_supplier_categories WHERE supplier_id = $1 AND category_status = 'ACTIVE') AS active`,
    [id.supplier1],
  );
  assert.deepEqual(
    [hd.siteCount, hd.bankCount, hd.contactCount, hd.categoryCount, hd.activeCategoryCount],
    [counts.sites, counts.banks, counts.contacts, counts.categories, counts.active],
  );
  assert.ok(hd.siteCount >= 2 && hd.bankCount >= 1 && hd.contactCount >= 2 && hd.categoryCount >= 2, 'the demo record is complete');
  const main = await one(`SELECT contact_name, mobile_phone FROM srm_pos_supplier_contacts WHERE supplier_id = $1 AND main_flag = 'Y'`, [id.supplier1]);
  assert.deepEqual([hd.mainContactName, hd.mainContactMobile], ['王海', main.mobile_phone], 'the contact marked main');
  const record = ok(await buyer.entity('supplierInfo', 'findById', { supplierId: id.supplier1 }));
  assert.deepEqual(
    [hd.supplierNumber, hd.supplierStatus, hd.sourceCode, hd.purchaseFlag, hd.paymentFlag, hd.blacklistFlag],
    [record.supplierNumber, record.supplierStatus, record.sourceCode, record.purchaseFlag, record.paymentFlag, 'N'],
  );

  const blacklisted = await list('supplierInfoReport', { blacklistFlag: 'Y' });
  assert.ok(
    blacklisted.some((r) => r.supplierName === '恒通物流服务有限公司'),
    '恒通物流 is blacklisted',
  );
  assert.deepEqual([...new Set(blacklisted.map((r) => r.blacklistFlag))], ['Y']);
  const frozen = await list('supplierInfoReport', { purchaseFlag: 'N', supplierName_like: '金桥' });
  assert.deepEqual(
    frozen.map((r) => r.supplierName),
    ['金桥包装材料有限公司'],
    'frozen for purchasing',
  );
  const everyone = await list('supplierInfoReport');
  const numbers = everyone.map((r) => r.supplierNumber);
  assert.ok(numbers.length > 5);
  assert.deepEqual(numbers, [...numbers].sort(), 'by supplier code');
});

test(`[${dbKind}] the sites report lists each organisation's supplier sites with their status, filtered by organisation and status`, async () => {
  const mfg = await orgId('XC-MFG');
  const atMfg = await list('supplierSiteInfoReport', { orgId: mfg });
  const kunshan = atMfg.find((r) => r.siteName === '华东精密昆山工厂');
  assert.deepEqual([kunshan?.supplierId, kunshan?.siteStatus, kunshan?.orgName], [id.supplier1, 'EFFECTIVE', '星辰制造有限公司']);
  assert.deepEqual([...new Set(atMfg.map((r) => r.orgId))], [mfg]);
  const qualified = await list('supplierSiteInfoReport', { siteStatus: 'QUALIFIED', supplierId: id.supplier1 });
  assert.deepEqual(
    qualified.map((r) => r.siteName),
    ['华东精密上海仓'],
  );
  const english = ok(await buyer.entity('supplierSiteInfoReport', 'listByPage', { orgId: mfg, pageRows: 5 }, { lang: 'EN' }));
  assert.equal(english[0].orgName, 'Xingchen Manufacturing Co., Ltd.', 'the organisation named in the reader’s language');

  // A buyer held to the Shanghai plant (seed/org-demo.ts) sees its sites only.
  const buyer2 = await t.login('buyer2');
  const theirs = await list('supplierSiteInfoReport', {}, buyer2);
  assert.ok(theirs.some((r) => r.siteName === '华东精密上海仓'));
  assert.deepEqual([...new Set(theirs.map((r) => r.orgId))], [await orgId('XC-SH')]);
});

test(`[${dbKind}] the bank and contact reports list each supplier's accounts and contacts, the main one first`, async () => {
  const banks = await list('supplierBankInfoReport', { supplierId: id.supplier1 });
  const icbc = await one(
    `SELECT k.bank_name, b.branch_name, b.branch_code FROM srm_base_banks k JOIN srm_base_branches b ON b.bank_id = k.bank_id WHERE k.bank_code = 'ICBC' ORDER BY b.branch_id LIMIT 1`,
  );
  const main = banks.find((r) => r.bankAccountNumber === '1001234509876543210');
  assert.deepEqual(
    [main?.bankName, main?.branchName, main?.branchCode, main?.bankUserName, main?.mainFlag],
    [icbc.bank_name, icbc.branch_name, icbc.branch_code, '华东精密机械有限公司', 'Y'],
  );
  assert.equal(banks[0].mainFlag, 'Y', 'the main account first');
  const count = await one('SELECT count(*)::int AS n FROM srm_pos_supplier_bank WHERE supplier_id = $1', [id.supplier1]);
  assert.equal(banks.length, count.n);
  const byNumber = await list('supplierBankInfoReport', { bankAccountNumber_like: '31050161' });
  assert.deepEqual(
    byNumber.map((r) => r.supplierId),
    [id.supplier2],
  );

  const contacts = await list('supplierContactReport', { supplierId: id.supplier1 });
  const n = await one('SELECT count(*)::int AS n FROM srm_pos_supplier_contacts WHERE supplier_id = $1', [id.supplier1]);
  assert.equal(contacts.length, n.n);
  assert.deepEqual([contacts[0].contactName, contacts[0].mainFlag], ['王海', 'Y'], 'the main contact first');
  assert.ok(contacts.some((r) => r.contactName === '刘芳' && r.departmentName === '财务部'));
  const named = await list('supplierContactReport', { contactName_like: '李静' });
  assert.deepEqual(
    named.map((r) => r.supplierId),
    [id.supplier2],
  );
});

test(`[${dbKind}] a report exports its filtered rows`, async () => {
  const url = '/api/srmServer/v1/srmPosSupplierPermitReportRestful/listByPage';
  const filter = { supplierId: id.supplier1 };
  const rows = await list('supplierPermitReport', filter);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/exportServer/v1/exportExcelRestful/customExportExcel',
    headers: await signedHeaders(buyer.token),
    payload: JSON.stringify({ requestUrl: url, requestParams: filter, columns: ['certificateNumber', 'daysToExpiry', 'validityStatus'], fileName: '证照' }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const ExcelJS = (await import('../src/excel/exceljs.ts')).excel();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const cells: unknown[][] = [];
  wb.worksheets[0].eachRow((row, i) => i > 1 && cells.push((row.values as unknown[]).slice(1)));
  assert.deepEqual(
    cells.map((c) => c[0]),
    rows.map((r) => r.certificateNumber),
  );
  const iso = cells.find((c) => c[0] === 'CQC23Q20456R1M');
  assert.deepEqual(iso?.slice(1), [20, '30天内到期'], 'days as a number, the validity by its meaning');
});

test(`[${dbKind}] a supplier's user reads no report, not even of its own record, and not even were it given the menus`, async () => {
  const reports = ['supplierPermitReport', 'supplierInfoReport', 'supplierBankInfoReport', 'supplierSiteInfoReport', 'supplierContactReport'];
  for (const entity of reports)
    refused(await supplier1.entity(entity, 'listByPage', { pageIndex: 1, pageRows: 50, supplierId: id.supplier1 }), 'FORBIDDEN', entity);
  const cert = await one('SELECT certificate_id AS id FROM srm_pos_supplier_certificate WHERE supplier_id = $1 LIMIT 1', [id.supplier1]);
  refused(await supplier1.entity('supplierPermitReport', 'findById', { certificateId: cert.id }), 'FORBIDDEN');

  // The rows are internal in SQL (scope.internal), whatever a misconfigured role grants.
  const menus = routes.filter((r) => r.entity && reports.includes(r.entity)).map((r) => r.menu!.code);
  assert.equal(menus.length, reports.length, 'each report has its menu');
  await t.db.transaction((tx) => grantMenus(tx, 'SUPPLIER', menus, null));
  const granted = await t.login('supplier1');
  for (const entity of reports) {
    const rows = await list(entity, { supplierId: id.supplier1 }, granted);
    assert.deepEqual(rows, [], `${entity}: nothing for a supplier`);
  }
  const everything = await list('supplierPermitReport', {}, buyer);
  assert.ok(
    everything.some((r) => r.supplierId === id.supplier1),
    'the buyer still reads them',
  );
});
