import { test } from 'node:test';
import assert from 'node:assert/strict';
import { routeByPath } from '@srm/domain/routes/catalogue.ts';
import { grantMenus } from '../src/seed/reference.ts';
import { dbKind, setup } from './helper.ts';

const t = await setup();
const MENUS = '/api/baseServer/v1/baseAccreditService/findBaseMenuByRespId';

interface Menu {
  menuCode: string;
  menuType: string;
  htmlUrl: string | null;
  menuId: number;
  menuParentId: number;
}

/**
 * The pages of a user's menu answer (current responsibility) whose catalogue menu is not offered to that user's type
 * (a report's menu, made when the report is, is for whom it is granted to).
 */
async function misfits(user: 'admin' | 'buyer' | 'approver' | 'manager' | 'expert1' | 'supplier1', userType: 'INSIDE' | 'EX') {
  const client = await t.login(user);
  const menus = (await client.call(MENUS, {})).body.data as Menu[];
  assert.ok(
    menus.some((m) => m.menuType === 'PAGE'),
    `${user} has menus`,
  );
  return menus.filter((m) => m.menuType === 'PAGE' && routeByPath(m.htmlUrl ?? '')?.menu?.for.includes(userType) === false).map((m) => m.htmlUrl);
}

test(`[${dbKind}] menus only where they work: an internal user is offered no supplier's own screen, a supplier no internal one`, async () => {
  for (const user of ['admin', 'buyer', 'approver', 'manager', 'expert1'] as const) assert.deepEqual(await misfits(user, 'INSIDE'), [], user);
  assert.deepEqual(await misfits('supplier1', 'EX'), []);
  // The administrator's menus hold every internal screen still, the supplier's company page not.
  const admin = (await (await t.login('admin')).call(MENUS, {})).body.data as Menu[];
  const codes = admin.map((m) => m.menuCode);
  assert.ok(codes.includes('USER') && codes.includes('MATERIAL'));
  assert.ok(!codes.includes('SUPPLIER_SELF'), '我的企业信息 is a supplier user’s page');
  // No group without a page: the supplier portal's group went with its pages.
  const groups = admin.filter((m) => m.menuType === 'DIR');
  assert.ok(groups.length > 5);
  for (const g of groups)
    assert.ok(
      admin.some((m) => m.menuParentId === g.menuId),
      `group ${g.menuCode} has pages`,
    );
});

test(`[${dbKind}] a supplier-only menu granted to an internal role by hand is not answered to its users`, async () => {
  await t.db.transaction((tx) => grantMenus(tx, 'BUYER', ['SUPPLIER_SELF'], null));
  const buyer = await t.login('buyer');
  const menus = (await buyer.call(MENUS, {})).body.data as Menu[];
  assert.ok(menus.some((m) => m.menuCode === 'MATERIAL'));
  assert.ok(!menus.some((m) => m.menuCode === 'SUPPLIER_SELF'));
  assert.ok(!menus.some((m) => m.menuCode === 'GROUP_SUPPLIER_PORTAL'), 'nor its group, empty for the buyer');
});
