/**
 * An announcement to chosen suppliers: written with its recipients through the
 * generic routes, published, and read by the addressed supplier only (home list,
 * opening it, its recipients), while internal users see it as any other.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { ids, ok, refused } from './purchase-kit.ts';

const t = await setup();
const id = await ids(t);
const NOTICE = '/api/baseServer/v1/srmBaseNoticeRestful';

test(`[${dbKind}] a notice to chosen suppliers reaches them alone`, async () => {
  const admin = await t.login('admin');
  const [supplier1, supplier2] = [await t.login('supplier1'), await t.login('supplier2')];
  const notice = ok(
    await admin.entity('notice', 'saveOrUpdate', {
      noticeTitle: '蓝海专项：来料检验',
      noticeType: 'GENERAL',
      receiverType: 'SELECTED',
      noticeContent: '<p>仅致蓝海</p>',
      recipients: [{ supplierId: id.supplier2 }],
    }),
  );
  assert.equal(notice.recipients.length, 1);
  assert.equal(notice.recipients[0].supplierName.length > 0, true, 'the recipient is named');
  ok(await admin.entity('notice', 'doPublish', { noticeId: notice.noticeId }));

  const theirs = ok(await supplier2.call(`${NOTICE}/listSummaryByPage`, { pageIndex: 1, pageRows: 50 }));
  assert.ok(
    theirs.some((n: { noticeId: number }) => n.noticeId === notice.noticeId),
    'supplier2 finds it on the home',
  );
  const opened = ok(await supplier2.call(`${NOTICE}/viewNotice`, { noticeId: notice.noticeId }));
  assert.equal(opened.noticeTitle, '蓝海专项：来料检验');

  const others = ok(await supplier1.call(`${NOTICE}/listSummaryByPage`, { pageIndex: 1, pageRows: 50 }));
  assert.ok(others.length > 0, 'supplier1 still has its announcements');
  assert.ok(!others.some((n: { noticeId: number }) => n.noticeId === notice.noticeId), 'supplier1 does not');
  refused(await supplier1.call(`${NOTICE}/viewNotice`, { noticeId: notice.noticeId }), 'NOT_FOUND', 'supplier1 opening it');
  refused(
    await supplier1.entity('noticeRecipient', 'findById', { noticeRecipientId: notice.recipients[0].noticeRecipientId }),
    'NOT_FOUND',
    'supplier1 reading the recipients',
  );

  const buyer = await t.login('buyer');
  assert.ok(
    ok(await buyer.call(`${NOTICE}/listSummaryByPage`, { pageIndex: 1, pageRows: 50 })).some((n: { noticeId: number }) => n.noticeId === notice.noticeId),
    'internal users see it',
  );
});
