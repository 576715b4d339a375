/**
 * Demo of announcement replies: an announcement asking for a reply published to
 * 华东 (supplier1) and 蓝海 (supplier2); 华东 has read it and replied (its to-do
 * closed, the buyer told), 蓝海 has not yet (its to-do open). The other demo
 * announcements stay unread: the homes show them bold until someone opens one.
 * Suppliers are granted writing their replies on the reply menu.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import type { Db } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { EntityOperations } from '../engine/operations.ts';
import { callerFor } from '../seed/purchase-demo.ts';
import { grantMenus } from '../seed/reference.ts';
import { registerNotice } from './feature.ts';
import { recordView } from './readers.ts';

export async function seedNoticeReplyDemo(db: Db): Promise<void> {
  registerNotice();
  const ops = new EntityOperations(db);
  await db.transaction((tx) => grantMenus(tx, 'SUPPLIER', ['NOTICE_REPLY'], ['btnAdd', 'btnEdit']));
  const buyer = await callerFor(db, 'buyer');
  const supplier1 = await callerFor(db, 'supplier1');
  const supplier2 = await callerFor(db, 'supplier2');
  const notice = getEntity('notice');
  const read = (caller: Caller, noticeId: number) => db.transaction(async (tx) => recordView(tx, caller, await ops.findById(notice, caller, { noticeId }, tx)));

  const saved = await ops.save(notice, buyer, {
    noticeTitle: '2027年一季度产能确认',
    noticeType: 'GENERAL',
    receiverType: 'SELECTED',
    replyRequiredFlag: 'Y',
    noticeContent: '<p>请各供应商于12月20日前回复2027年一季度可承接的月度产能及交期风险。</p>',
    recipients: [{ supplierId: supplier1.supplierId }, { supplierId: supplier2.supplierId }],
  });
  const noticeId = Number(saved.noticeId);
  await ops.act(notice, buyer, actionOf(notice, 'publish'), { noticeId });
  await read(supplier1, noticeId);
  await ops.save(getEntity('noticeReply'), supplier1, {
    noticeId,
    supplierId: supplier1.supplierId,
    replyContent: '一季度每月可承接轴承座8000件、传动轴2000件；春节前后两周交期顺延5天。',
  });
}
