import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';

const t = await setup();
const buyer = await t.login('buyer');

const term = (code: string, nodes: Record<string, unknown>[] = []) => ({ paymentTermCode: code, paymentTermName: `Terms ${code}`, nodes });

test(`[${dbKind}] a header with lines: create, find, list, update lines, delete`, async () => {
  const created = await buyer.entity(
    'paymentTerm',
    'saveOrUpdate',
    term('T-1', [
      { lineNumber: 1, paymentTermNode: 'ADVANCE', paymentProportion: 30 },
      { lineNumber: 2, paymentTermNode: 'DELIVERY', paymentProportion: 70 },
    ]),
  );
  assert.equal(created.body.status, 'S', created.body.msg);
  const header = created.body.data;
  assert.equal(header.nodes.length, 2);
  assert.equal(header.versionNum, 1);
  assert.equal(header.createdBy, buyer.user.userId);

  const found = await buyer.entity('paymentTerm', 'findById', { paymentTermId: header.paymentTermId });
  assert.deepEqual(
    found.body.data.nodes.map((n: any) => n.paymentProportion),
    [30, 70],
  );

  const list = await buyer.entity('paymentTerm', 'listByPage', { pageIndex: 1, pageRows: 20, paymentTermCode_like: 'T-1' });
  assert.equal(list.body.count, 1);
  assert.equal(list.body.data[0].paymentTermCode, 'T-1');

  // Lines given are the lines kept: one changed, one removed, one added.
  const [first] = found.body.data.nodes;
  const updated = await buyer.entity('paymentTerm', 'saveOrUpdate', {
    paymentTermId: header.paymentTermId,
    versionNum: 1,
    paymentTermName: 'Renamed',
    nodes: [
      { ...first, paymentProportion: 40 },
      { lineNumber: 3, paymentTermNode: 'WARRANTY', paymentProportion: 60 },
    ],
  });
  assert.equal(updated.body.status, 'S', updated.body.msg);
  assert.equal(updated.body.data.versionNum, 2);
  assert.deepEqual(
    updated.body.data.nodes.map((n: any) => [n.lineNumber, n.paymentProportion]),
    [
      [1, 40],
      [3, 60],
    ],
  );

  const audit = await t.db.query<{ changes: string }>(
    `SELECT changes FROM saaf_audit_log WHERE entity_name = 'paymentTerm' AND record_id = $1 AND operation = 'UPDATE'`,
    [header.paymentTermId],
  );
  assert.deepEqual(JSON.parse(audit.rows[0].changes).paymentTermName, [`Terms T-1`, 'Renamed'], 'the audit trail keeps from and to');

  const del = await buyer.entity('paymentTerm', 'delete', { paymentTermId: header.paymentTermId });
  assert.equal(del.body.status, 'S');
  const lines = await t.db.query('SELECT 1 FROM srm_pon_payment_term_nodes WHERE payment_term_id = $1', [header.paymentTermId]);
  assert.equal(lines.rows.length, 0, 'lines go with their header');
  assert.equal((await buyer.entity('paymentTerm', 'findById', { paymentTermId: header.paymentTermId })).body.code, 'NOT_FOUND');
});

test(`[${dbKind}] a document's lines: the changed ones are written in one go, the unchanged ones not touched`, async () => {
  const nodes = Array.from({ length: 6 }, (_, i) => ({ lineNumber: i + 1, paymentTermNode: 'DELIVERY', paymentProportion: 10, biasDays: i }));
  const created = (await buyer.entity('paymentTerm', 'saveOrUpdate', term('T-LINES', nodes))).body.data;
  const [a, b, c, ...rest] = created.nodes;
  const saved = await buyer.entity('paymentTerm', 'saveOrUpdate', {
    ...created,
    // Two changed (one of them two fields), the rest sent back as read.
    nodes: [{ ...a, paymentProportion: 25 }, { ...b, paymentProportion: 15, biasDays: 30 }, c, ...rest],
  });
  assert.equal(saved.body.status, 'S', saved.body.msg);
  const byLine = new Map<number, any>(saved.body.data.nodes.map((n: any) => [n.lineNumber, n]));
  assert.deepEqual([byLine.get(1).paymentProportion, byLine.get(2).paymentProportion, byLine.get(2).biasDays], [25, 15, 30]);
  assert.deepEqual(
    saved.body.data.nodes.map((n: any) => n.versionNum),
    [2, 2, 1, 1, 1, 1],
    'only the changed lines have a new version',
  );
  const audit = await t.db.query<{ record_id: number; changes: string }>(
    `SELECT record_id, changes FROM saaf_audit_log WHERE entity_name = 'paymentTermNode' AND operation = 'UPDATE' AND record_id = ANY($1) ORDER BY record_id`,
    [created.nodes.map((n: any) => n.termNodeId)],
  );
  assert.deepEqual(
    audit.rows.map((r) => [Number(r.record_id), JSON.parse(r.changes)]),
    [
      [a.termNodeId, { paymentProportion: [10, 25] }],
      [b.termNodeId, { paymentProportion: [10, 15], biasDays: [1, 30] }],
    ],
  );
});

test(`[${dbKind}] batch save and batch delete are all or nothing`, async () => {
  const good = await buyer.entity('paymentTerm', 'doBatchSaveOrUpdate', [term('B-1'), term('B-2')]);
  assert.equal(good.body.status, 'S');
  const before = (await t.db.query('SELECT count(*)::int AS n FROM srm_pon_payment_terms')).rows[0];
  const bad = await buyer.entity('paymentTerm', 'doBatchSaveOrUpdate', [term('B-3'), { paymentTermCode: 'B-4' }]);
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.body.errors?.[0].field, 'paymentTermName');
  assert.equal(bad.body.errors?.[0].row, 1);
  assert.deepEqual((await t.db.query('SELECT count(*)::int AS n FROM srm_pon_payment_terms')).rows[0], before, 'nothing of the batch was written');
  const ids = good.body.data.map((r: any) => r.paymentTermId);
  const missing = await buyer.entity('paymentTerm', 'doBatchDelete', { ids: [...ids, 999999] });
  assert.equal(missing.body.code, 'NOT_FOUND');
  assert.equal((await t.db.query('SELECT count(*)::int AS n FROM srm_pon_payment_terms WHERE payment_term_id = ANY($1)', [ids])).rows[0].n, 2);
  assert.equal((await buyer.entity('paymentTerm', 'doBatchDelete', { ids })).body.data, 2);
});

test(`[${dbKind}] a stale version is refused and nothing is overwritten`, async () => {
  const created = (
    await buyer.entity('exchangeRate', 'saveOrUpdate', { originalCurrency: 'USD', targetCurrency: 'CNY', exchangeRate: 7.1, effectiveStartDate: '2026-12-01' })
  ).body.data;
  const first = await buyer.entity('exchangeRate', 'saveOrUpdate', { exchangeRateId: created.exchangeRateId, versionNum: 1, exchangeRate: 7.2 });
  assert.equal(first.body.status, 'S');
  const second = await buyer.entity('exchangeRate', 'saveOrUpdate', { exchangeRateId: created.exchangeRateId, versionNum: 1, exchangeRate: 7.3 });
  assert.equal(second.statusCode, 409);
  assert.equal(second.body.code, 'STALE_VERSION');
  assert.equal(second.body.msg, '该记录已被他人修改，请刷新后重试');
  const now = await buyer.entity('exchangeRate', 'findById', { exchangeRateId: created.exchangeRateId });
  assert.equal(now.body.data.exchangeRate, 7.2);
  const noVersion = await buyer.entity('exchangeRate', 'saveOrUpdate', { exchangeRateId: created.exchangeRateId, exchangeRate: 7.4 });
  assert.equal(noVersion.body.code, 'VERSION_REQUIRED');
});

test(`[${dbKind}] workflow: an allowed transition happens, a refused one does not, approvals need another person`, async () => {
  const admin = await t.login('admin');
  const notice = (
    await admin.entity('notice', 'saveOrUpdate', { noticeTitle: '测试公告', noticeContent: '<p>hi</p><script>alert(1)</script>', receiverType: 'ALL' })
  ).body.data;
  assert.equal(notice.noticeStatus, 'DRAFT');
  assert.ok(notice.noticeCode.startsWith('GG-'), 'numbered on insert');
  assert.ok(!notice.noticeContent.includes('<script'), 'rich text is sanitised');
  const refused = await admin.entity('notice', 'doWithdraw', { noticeId: notice.noticeId });
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.body.code, 'TRANSITION_REFUSED');
  const published = await admin.entity('notice', 'doPublish', { noticeId: notice.noticeId, versionNum: notice.versionNum });
  assert.equal(published.body.data.noticeStatus, 'PUBLISHED');
  assert.ok(published.body.data.publishDate);
  const edit = await admin.entity('notice', 'saveOrUpdate', { noticeId: notice.noticeId, versionNum: published.body.data.versionNum, noticeTitle: 'changed' });
  assert.equal(edit.body.code, 'NOT_EDITABLE', 'a published notice is not edited in place');
  const again = await admin.entity('notice', 'doPublish', { noticeId: notice.noticeId });
  assert.equal(again.body.code, 'TRANSITION_REFUSED');
  const action = await t.db.query(`SELECT changes FROM saaf_audit_log WHERE entity_name = 'notice' AND record_id = $1 AND operation = 'ACTION'`, [
    notice.noticeId,
  ]);
  assert.equal(action.rows.length, 1);
  const buyerRefused = await buyer.entity('notice', 'doWithdraw', { noticeId: notice.noticeId });
  assert.equal(buyerRefused.body.status, 'S', 'the buyer role holds the withdraw button');
  const unknown = await admin.entity('notice', 'doFly', { noticeId: notice.noticeId });
  assert.equal(unknown.body.code, 'UNKNOWN_OPERATION');
});

test(`[${dbKind}] permissions: a role without the button is refused; menus come by responsibility`, async () => {
  const approver = await t.login('approver');
  const add = await approver.entity('materialItem', 'saveOrUpdate', { itemCode: 'X-1', itemName: 'x', uomCode: 'PCS' });
  assert.equal(add.statusCode, 403);
  assert.equal(add.body.code, 'FORBIDDEN');
  const read = await approver.entity('materialItem', 'listByPage', { pageIndex: 1, pageRows: 5 });
  assert.equal(read.body.status, 'S');
  const menus = await approver.call('/api/baseServer/v1/baseAccreditService/findBaseMenuByRespId', {});
  const material = menus.body.data.find((m: any) => m.menuCode === 'MATERIAL');
  assert.ok(material, 'the approver sees the material menu');
  assert.deepEqual(
    material.resources.map((r: any) => r.resourceCode),
    ['btnExport'],
  );
  assert.ok(!menus.body.data.some((m: any) => m.menuCode === 'USER'), 'but not the admin menus');
  const buyerResps = buyer.user.responsibilities.map((r: any) => r.respId);
  const adminResp = (await t.db.query<{ id: number }>(`SELECT resp_id AS id FROM saaf_responsibilitys WHERE resp_code = 'ADMIN_RESP'`)).rows[0].id;
  assert.ok(!buyerResps.includes(adminResp));
  const foreign = await buyer.call('/api/baseServer/v1/baseAccreditService/findBaseMenuByRespId', { responsibilityId: adminResp });
  assert.equal(foreign.body.code, 'RESP_NOT_ASSIGNED');
  const viaHeader = await buyer.entity('user', 'listByPage', {}, { respId: adminResp });
  assert.equal(viaHeader.body.code, 'RESP_NOT_ASSIGNED');
});

test(`[${dbKind}] supplier isolation: supplier1 cannot list, find, update, delete or batch-delete supplier2's rows`, async () => {
  const s1 = await t.login('supplier1');
  const s2 = await t.login('supplier2');
  const s2Id = s2.user.supplierId;
  const s1Id = s1.user.supplierId;
  const mine = await s1.entity('supplierInfo', 'listByPage', { pageIndex: 1, pageRows: 50 });
  assert.equal(mine.body.count, 1);
  assert.equal(mine.body.data[0].supplierId, s1Id);
  const filtered = await s1.entity('supplierInfo', 'listByPage', { supplierId: s2Id });
  assert.equal(filtered.body.count, 0, 'filtering by another supplier finds nothing');
  const find = await s1.entity('supplierInfo', 'findById', { supplierId: s2Id });
  assert.equal(find.body.code, 'NOT_FOUND');
  const other = (await t.db.query<{ v: number }>('SELECT version_num AS v FROM srm_pos_supplier_info WHERE supplier_id = $1', [s2Id])).rows[0];
  const update = await s1.entity('supplierInfo', 'saveOrUpdate', { supplierId: s2Id, versionNum: other.v, supplierShortName: 'pwned' });
  assert.equal(update.body.code, 'NOT_FOUND');
  const ownUpdate = await s1.entity('supplierInfo', 'saveOrUpdate', { supplierId: s1Id, versionNum: mine.body.data[0].versionNum, contactName: '王海(销售)' });
  // Its own record is found but, introduced, changed only by proposal (supplier-change.test.ts).
  assert.equal(ownUpdate.body.code, 'NOT_EDITABLE', ownUpdate.body.msg);

  const pendings = await s1.entity('supplierPending', 'listByPage', {});
  assert.ok(pendings.body.data.length > 0, 'supplier1 has to-dos of its own');
  assert.ok(pendings.body.data.every((p: any) => p.supplierId === s1Id));
  const s2Pending = (await t.db.query<{ id: number }>('SELECT supplier_pending_id AS id FROM srm_base_supplier_pending WHERE supplier_id = $1', [s2Id])).rows[0]
    .id;
  assert.equal((await s1.entity('supplierPending', 'findById', { supplierPendingId: s2Pending })).body.code, 'NOT_FOUND');
  const del = await s1.entity('supplierPending', 'delete', { supplierPendingId: s2Pending });
  assert.ok(del.statusCode === 403 || del.body.code === 'NOT_FOUND', 'delete refused');
  const batch = await s1.entity('supplierPending', 'doBatchDelete', { ids: [s2Pending] });
  assert.ok(batch.statusCode >= 400);
  assert.equal((await t.db.query('SELECT 1 FROM srm_base_supplier_pending WHERE supplier_pending_id = $1', [s2Pending])).rows.length, 1);

  // Rows kept per supplier but maintained by buyers: admin sees supplier2's, supplier1 is refused outright.
  const admin = await t.login('admin');
  const mapping = await admin.entity('itemMapping', 'listByPage', { supplierId: s2Id });
  assert.ok((mapping.body.count ?? 0) > 0);
  // Material mappings are kept by buyers: suppliers have no menu for them.
  const s1Mappings = await s1.entity('itemMapping', 'listByPage', {});
  assert.equal(s1Mappings.statusCode, 403, s1Mappings.body.msg);
  // Internal announcements are not for suppliers; one sent to chosen suppliers reaches those (supplier1 among them).
  const notices = await s1.entity('notice', 'listByPage', { pageRows: 100 });
  assert.ok(notices.body.data.length > 0, 'supplier1 has announcements');
  const notForSuppliers = notices.body.data.filter((n: any) => !['ALL', 'EX', 'SELECTED'].includes(n.receiverType) || n.noticeStatus !== 'PUBLISHED');
  assert.deepEqual(notForSuppliers, [], 'only published announcements for suppliers');
});

test(`[${dbKind}] bad input answers 4xx with a stable code naming the field, in the caller's language`, async () => {
  const path = '/api/baseServer/v1/srmBaseItemsRestful/saveOrUpdate';
  const malformed = await buyer.call(path, undefined, { raw: '{"itemCode": ' });
  assert.equal(malformed.statusCode, 400);
  assert.equal(malformed.body.code, 'MALFORMED_JSON');
  const arrayBody = await buyer.call(path, [1, 2]);
  assert.equal(arrayBody.body.code, 'BODY_NOT_OBJECT');
  const missing = await buyer.call(path, { itemName: 'x' });
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(missing.body.errors?.map((e) => [e.field, e.message]).sort(), [
    ['itemCode', '必填'],
    ['uomCode', '必填'],
  ]);
  const en = await buyer.call(path, { itemName: 'x' }, { lang: 'EN' });
  assert.match(en.body.msg, /itemCode: Required/);
  const wrongType = await buyer.call(path, { itemCode: 12, itemName: 'x', uomCode: 'PCS', benchmarkPrice: 'cheap' });
  assert.deepEqual(wrongType.body.errors?.map((e) => e.field).sort(), ['benchmarkPrice', 'itemCode']);
  const unknown = await buyer.call(path, { itemCode: 'U-1', itemName: 'x', uomCode: 'PCS', colour: 'red' });
  assert.equal(unknown.body.errors?.[0].field, 'colour');
  const tooLong = await buyer.call(path, { itemCode: 'L-1', itemName: 'x'.repeat(100_000), uomCode: 'PCS' });
  assert.equal(tooLong.body.errors?.[0].field, 'itemName');
  const badLookup = await buyer.call(path, { itemCode: 'K-1', itemName: 'x', uomCode: 'PARSEC' });
  assert.equal(badLookup.body.errors?.[0].field, 'uomCode');
  const badRef = await buyer.call(path, { itemCode: 'R-1', itemName: 'x', uomCode: 'PCS', categoryId: 987654 });
  assert.equal(badRef.body.errors?.[0].field, 'categoryId');
  const duplicate = await buyer.call(path, { itemCode: 'M-100001', itemName: 'dup', uomCode: 'PCS' });
  assert.equal(duplicate.body.errors?.[0].field, 'itemCode');
  assert.match(duplicate.body.errors![0].message, /已存在/);
  for (const pageRows of [0, -1, 501, 1e9, 'many']) {
    const res = await buyer.entity('materialItem', 'listByPage', { pageIndex: 1, pageRows });
    assert.equal(res.body.code, 'PAGE_ROWS', `pageRows ${pageRows}`);
  }
  const badFilter = await buyer.entity('materialItem', 'listByPage', { colour: 'red' });
  assert.equal(badFilter.body.errors?.[0].field, 'colour');
  const badSort = await buyer.entity('materialItem', 'listByPage', { sort: '-password; drop table x' });
  assert.equal(badSort.statusCode, 400);
  const injection = await buyer.entity('materialItem', 'listByPage', { itemName_like: "%' OR 1=1 --" });
  assert.equal(injection.body.count, 0);
  const entity = await buyer.call('/api/baseServer/v1/noSuchRestful/listByPage', {});
  assert.equal(entity.body.code, 'UNKNOWN_ENTITY');
  const op = await buyer.call('/api/baseServer/v1/srmBaseItemsRestful/explode', {});
  assert.equal(op.body.code, 'UNKNOWN_OPERATION');
  const wrongService = await buyer.call('/api/srmServer/v1/srmBaseItemsRestful/listByPage', {});
  assert.equal(wrongService.body.code, 'UNKNOWN_ENTITY');
  const count = (await t.db.query(`SELECT count(*)::int AS n FROM srm_base_items WHERE item_code LIKE ANY($1)`, [['U-%', 'L-%', 'K-%', 'R-%']])).rows[0].n;
  assert.equal(count, 0, 'no refused input was written');
});
