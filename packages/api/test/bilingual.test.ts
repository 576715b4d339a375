/**
 * Names kept in both languages answer in the caller's language (x-srm-language),
 * falling back to Chinese; people are answered by their full name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { routes } from '@srm/domain/routes/catalogue.ts';
import { entities, findEntity } from '@srm/domain/entity/registry.ts';
import { englishFieldOf } from '@srm/domain/entity/bilingual.ts';
import { setup } from './helper.ts';

const t = await setup();
const ME = '/api/baseServer/v1/baseLoginService/currentUser';
const MENUS = '/api/baseServer/v1/baseAccreditService/findBaseMenuByRespId';
const LOOKUPS = '/api/baseServer/v1/baseLookupValuesRestful/findLookupsByTypes';

const respNames = async (lang: 'CN' | 'EN') => {
  const buyer = await t.login('buyer');
  const me = await buyer.call(ME, {}, { lang });
  assert.equal(me.statusCode, 200);
  return (me.body.data.responsibilities as { respCode: string; respName: string }[]).map((r) => [r.respCode, r.respName]);
};

test('the responsibility list names each responsibility in the caller language', async () => {
  assert.deepEqual(await respNames('EN'), [['BUYER_RESP', 'Buyer']]);
  assert.deepEqual(await respNames('CN'), [['BUYER_RESP', '采购员']]);
  const captcha = await t.anonymous.call('/api/baseServer/v1/baseLoginService/randomValidateCode');
  const login = await t.anonymous.call(
    '/api/baseServer/v1/baseLoginService/login',
    { userName: 'buyer', password: 'Buyer@123', captchaToken: captcha.body.data.captchaToken, captchaCode: 'TEST' },
    { lang: 'EN' },
  );
  assert.equal(login.body.data.responsibilities[0].respName, 'Buyer', 'the login answer names them too');
});

test('menus and their buttons answer in English to an English caller, in Chinese otherwise', async () => {
  const buyer = await t.login('buyer');
  const respId = buyer.user.currentRespId;
  const route = routes.find((r) => r.menu?.code && r.menu.label.en !== r.menu.label.zh)!;
  const en = await buyer.call(MENUS, { responsibilityId: respId }, { lang: 'EN' });
  const zh = await buyer.call(MENUS, { responsibilityId: respId }, { lang: 'CN' });
  const pick = (rows: { menuCode: string; menuName: string; resources: { resourceCode: string; resourceName: string }[] }[]) =>
    rows.find((m) => m.menuCode === route.menu!.code);
  assert.equal(pick(en.body.data)?.menuName, route.menu!.label.en);
  assert.equal(pick(zh.body.data)?.menuName, route.menu!.label.zh);
  const enAdd = pick(en.body.data)?.resources.find((r) => r.resourceCode === 'btnAdd');
  const zhAdd = pick(zh.body.data)?.resources.find((r) => r.resourceCode === 'btnAdd');
  assert.ok(enAdd && zhAdd, 'the buyer holds the add button of the menu');
  assert.notEqual(enAdd.resourceName, zhAdd.resourceName);
});

test('lookup meanings answer in the caller language', async () => {
  const buyer = await t.login('buyer');
  const en = await buyer.call(LOOKUPS, { lookupTypes: ['YES_NO'] }, { lang: 'EN' });
  const zh = await buyer.call(LOOKUPS, { lookupTypes: ['YES_NO'] }, { lang: 'CN' });
  const meaning = (body: { data: Record<string, { lookupCode: string; meaning: string }[]> }) => body.data.YES_NO.find((v) => v.lookupCode === 'Y')?.meaning;
  assert.equal(meaning(en.body), 'Yes');
  assert.equal(meaning(zh.body), '是');
});

test('a name without an English form answers the Chinese one to an English caller', async () => {
  await t.db.query(`UPDATE saaf_responsibilitys SET resp_name_en = '  ' WHERE resp_code = 'BUYER_RESP'`);
  await t.db.query(`UPDATE saaf_lookup_values SET meaning_en = NULL WHERE lookup_type = 'YES_NO' AND lookup_code = 'N'`);
  const route = routes.find((r) => r.menu?.code && r.menu.label.en !== r.menu.label.zh)!;
  await t.db.query(`UPDATE saaf_menus SET menu_name_en = NULL WHERE menu_code = $1`, [route.menu!.code]);
  try {
    assert.deepEqual(await respNames('EN'), [['BUYER_RESP', '采购员']]);
    const buyer = await t.login('buyer');
    const lookups = await buyer.call(LOOKUPS, { lookupTypes: ['YES_NO'] }, { lang: 'EN' });
    assert.equal(lookups.body.data.YES_NO.find((v: { lookupCode: string }) => v.lookupCode === 'N').meaning, '否');
    const menus = await buyer.call(MENUS, { responsibilityId: buyer.user.currentRespId }, { lang: 'EN' });
    assert.equal(menus.body.data.find((m: { menuCode: string }) => m.menuCode === route.menu!.code)?.menuName, route.menu!.label.zh);
  } finally {
    await t.db.query(`UPDATE saaf_menus SET menu_name_en = $2 WHERE menu_code = $1`, [route.menu!.code, route.menu!.label.en]);
    await t.db.query(`UPDATE saaf_responsibilitys SET resp_name_en = 'Buyer' WHERE resp_code = 'BUYER_RESP'`);
    await t.db.query(`UPDATE saaf_lookup_values SET meaning_en = 'No' WHERE lookup_type = 'YES_NO' AND lookup_code = 'N'`);
  }
});

test('the English name is edited in the admin console like any field', async () => {
  const admin = await t.login('admin');
  const list = await admin.entity('role', 'listByPage', { roleCode: 'BUYER' });
  const role = list.body.data[0];
  assert.equal(role.roleNameEn, 'Buyer');
  const saved = await admin.entity('role', 'saveOrUpdate', { roleId: role.roleId, versionNum: role.versionNum, roleNameEn: 'Purchasing agent' });
  assert.equal(saved.statusCode, 200, JSON.stringify(saved.body));
  assert.equal(saved.body.data.roleNameEn, 'Purchasing agent');
  assert.equal(saved.body.data.roleName, '采购员', 'the Chinese name stays');
});

test('rows name the people who created and last changed them, not their sign-in names', async () => {
  const buyer = await t.login('buyer');
  const created = await buyer.entity('exchangeRate', 'saveOrUpdate', {
    originalCurrency: 'EUR',
    targetCurrency: 'CNY',
    exchangeRate: 7.8,
    effectiveStartDate: '2026-12-02',
  });
  assert.equal(created.statusCode, 200, JSON.stringify(created.body));
  assert.equal(created.body.data.createdByName, '张采购');
  const approver = await t.login('approver');
  const page = await approver.entity('exchangeRate', 'listByPage', { exchangeRateId: created.body.data.exchangeRateId });
  assert.equal(page.body.data.length, 1);
  assert.equal(page.body.data[0].createdByName, '张采购');
  assert.equal(page.body.data[0].lastUpdatedByName, '张采购');
  // The names are answer-only: a row sent back as answered is accepted, and names its new updater.
  const admin = await t.login('admin');
  const resaved = await admin.entity('exchangeRate', 'saveOrUpdate', { ...page.body.data[0], exchangeRate: 7.9 });
  assert.equal(resaved.statusCode, 200, JSON.stringify(resaved.body));
  assert.equal(resaved.body.data.createdByName, '张采购');
  assert.equal(resaved.body.data.lastUpdatedByName, '系统管理员');
});

test("a name copied from a reference answers the target's English name to an English reader", async () => {
  const buyer = await t.login('buyer');
  const en = await buyer.entity('purOrder', 'listByPage', { pageRows: 50 }, { lang: 'EN' });
  const zh = await buyer.entity('purOrder', 'listByPage', { pageRows: 50 }, { lang: 'CN' });
  const order = zh.body.data.find((o: { orgName: string }) => o.orgName === '星辰制造有限公司');
  assert.ok(order, 'the demo has an order of 星辰制造');
  assert.equal(en.body.data.find((o: { poHeaderId: number }) => o.poHeaderId === order.poHeaderId).orgName, 'Xingchen Manufacturing Co., Ltd.');
  const one = await buyer.entity('purOrder', 'findById', { poHeaderId: order.poHeaderId }, { lang: 'EN' });
  assert.equal(one.body.data.orgName, 'Xingchen Manufacturing Co., Ltd.');
});

test('every copy of a name kept in both languages is read-only, so an English answer sent back writes nothing', () => {
  const copies: string[] = [];
  for (const def of entities) {
    for (const field of def.fields) {
      const target = field.ref ? findEntity(field.ref.entity) : undefined;
      for (const [source, own] of Object.entries(field.ref?.copy ?? {})) {
        if (!target || !englishFieldOf(target, source)) continue;
        copies.push(`${def.name}.${own}`);
        assert.equal(def.fields.find((f) => f.name === own)?.readOnly, true, `${def.name}.${own} copies ${target.name}.${source}`);
      }
    }
  }
  assert.ok(copies.includes('purOrder.orgName'));
});
