/**
 * Demo of the admin console's own records: help articles in Chinese and English
 * behind the operation guide's "more" link (three published, one draft that no
 * supplier sees), and the buyer's favourites (two menus and a record).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Db } from '../db/db.ts';
import { systemCaller } from '../engine/caller.ts';
import { EntityOperations } from '../engine/operations.ts';
import { callerFor } from '../seed/purchase-demo.ts';

export const DEMO_ARTICLES = [
  {
    articleCode: 'HELP-001',
    articleTitle: '供应商门户快速入门',
    articleTitleEn: 'Getting started with the supplier portal',
    articleCategory: 'GUIDE',
    displaySeq: 10,
    publishedFlag: 'Y',
    articleContent:
      '<h2>登录与首页</h2><p>使用采购方分配的账号登录后，首页显示<strong>待办</strong>、公告和通知。</p><ol><li>在“待办”中处理需要您确认的订单和送货。</li><li>在右上角的用户菜单中打开<em>个人中心</em>，修改密码和语言。</li></ol>',
    articleContentEn:
      '<h2>Signing in and the home page</h2><p>Sign in with the account your buyer gave you; the home page shows your <strong>to-dos</strong>, announcements and notifications.</p><ol><li>Handle the orders and deliveries waiting for you under "To-do".</li><li>Open <em>My account</em> from the user menu at the top right to change your password and language.</li></ol>',
  },
  {
    articleCode: 'HELP-002',
    articleTitle: '如何确认采购订单',
    articleTitleEn: 'How to confirm a purchase order',
    articleCategory: 'GUIDE',
    displaySeq: 20,
    publishedFlag: 'Y',
    articleContent:
      '<p>打开“采购订单”，选择状态为<strong>已发布</strong>的订单，核对每行的数量和交期，填写承诺交期后点击“确认”。</p><p>如需修改，请点击“拒绝”并填写原因，采购员会收到通知。</p>',
    articleContentEn:
      '<p>Open "Purchase orders", choose an order that is <strong>Released</strong>, check each line\'s quantity and due date, give your promised dates and press "Confirm".</p><p>To ask for a change, press "Reject" with your reason: the buyer is told.</p>',
  },
  {
    articleCode: 'HELP-003',
    articleTitle: '常见问题：忘记密码怎么办？',
    articleTitleEn: 'FAQ: I forgot my password',
    articleCategory: 'FAQ',
    displaySeq: 30,
    publishedFlag: 'Y',
    articleContent: '<p>在登录页点击“忘记密码”，输入注册邮箱，收到验证码后设置新密码。新密码至少8位，包含大小写字母和数字。</p>',
    articleContentEn:
      '<p>On the sign-in page press "Forgot password", give your registered e-mail, and set a new password with the code you receive. It needs at least 8 characters with upper case, lower case and a digit.</p>',
  },
  {
    articleCode: 'HELP-004',
    articleTitle: '对账与开票规范（草稿）',
    articleTitleEn: 'Statements and invoicing rules (draft)',
    articleCategory: 'POLICY',
    displaySeq: 40,
    publishedFlag: 'N',
    articleContent: '<p>本规范正在编写中，发布前仅内部可见。</p>',
    articleContentEn: '<p>These rules are being written; until published only internal users see them.</p>',
  },
];

export async function seedAdminConsoleDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  const have = await db.query('SELECT 1 FROM srm_base_help_articles LIMIT 1');
  if (!have.rows.length) for (const a of DEMO_ARTICLES) await ops.save(getEntity('helpArticle'), systemCaller(), a);

  const buyer = await callerFor(db, 'buyer');
  const fav = getEntity('favourite');
  const order = await db.query<{ id: number; no: string }>('SELECT po_header_id AS id, po_number AS no FROM srm_po_headers ORDER BY po_header_id LIMIT 1');
  const rows = [
    { favouriteType: 'MENU', favouriteTitle: '物料管理', favouriteUrl: 'materialManagement' },
    { favouriteType: 'MENU', favouriteTitle: '供应商档案', favouriteUrl: 'supplierInfoList' },
    ...order.rows.map((o) => ({
      favouriteType: 'RECORD',
      favouriteTitle: `采购订单 ${o.no}`,
      favouriteUrl: `purOrderManage/purchaseOrderEdit?id=${o.id}`,
      entityName: 'purOrder',
      recordId: Number(o.id),
    })),
  ];
  for (const r of rows) await ops.save(fav, buyer, r);
}
