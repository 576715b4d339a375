/**
 * The admin console's remaining screens (issue 20, "the rest of the table"):
 * the user centre (profile, language, password, sessions ended elsewhere),
 * help articles sanitised on save and hidden from suppliers until published,
 * favourites that are each user's own, the entity file generator (its file
 * type-checks as a defineEntity and names the table's fields), and the caches
 * and database the administrator reads.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { dbKind, setup, signedHeaders, type Client } from './helper.ts';

const t = await setup();
const admin = await t.login('admin');
const buyer = await t.login('buyer');
const supplier1 = await t.login('supplier1');

const UC = '/api/baseServer/v1/userCenterRestful';
const DEV = '/api/baseServer/v1/devtoolsRestful';
const SYS = '/api/baseServer/v1/systemInfoRestful';
const LOGIN = '/api/baseServer/v1/baseLoginService';

const fieldErrors = (res: { body: { errors?: { field: string; message: string }[] } }) => (res.body.errors ?? []).map((e) => [e.field, e.message]);
const alive = async (c: Client) => (await c.call(`${LOGIN}/currentUser`)).statusCode;

test(`[${dbKind}] password change: a wrong current password or a weak new one is refused naming the field, in the reader's language, and nothing changes`, async () => {
  const me = await t.login('buyer2');
  const before = (await t.db.query<{ p: string }>(`SELECT password AS p FROM saaf_users WHERE user_name = 'buyer2'`)).rows[0].p;

  const wrong = await me.call(`${UC}/changePassword`, { oldPassword: 'Nope@1234', newPassword: 'Fresh@2026' });
  assert.equal(wrong.body.status, 'M');
  assert.deepEqual(fieldErrors(wrong), [['oldPassword', '当前密码不正确']]);
  const wrongEn = await me.call(`${UC}/changePassword`, { oldPassword: 'Nope@1234', newPassword: 'Fresh@2026' }, { lang: 'EN' });
  assert.deepEqual(fieldErrors(wrongEn), [['oldPassword', 'The current password is wrong']]);

  const weak = await me.call(`${UC}/changePassword`, { oldPassword: 'Buyer@123', newPassword: 'short' }, { lang: 'EN' });
  assert.equal(weak.body.status, 'M');
  assert.deepEqual(fieldErrors(weak), [['newPassword', 'The new password needs at least 8 characters with upper case, lower case and a digit']]);

  const after = (await t.db.query<{ p: string }>(`SELECT password AS p FROM saaf_users WHERE user_name = 'buyer2'`)).rows[0].p;
  assert.equal(after, before);
  assert.equal(await alive(me), 200);
});

test(`[${dbKind}] password change: the other sessions of the user end, this one goes on, and only the new password signs in`, async () => {
  const here = await t.login('buyer2');
  const elsewhere = await t.login('buyer2');
  const res = await here.call(`${UC}/changePassword`, { oldPassword: 'Buyer@123', newPassword: 'Changed@2026' });
  assert.equal(res.body.status, 'S', res.body.msg);
  assert.ok(res.body.data.endedSessions >= 1);
  assert.equal(await alive(elsewhere), 401);
  assert.equal(await alive(here), 200);
  await assert.rejects(t.login('buyer2'), /login buyer2 failed/);
  const again = await t.login({ userName: 'buyer2', password: 'Changed@2026' });
  assert.equal(await alive(again), 200);
});

test(`[${dbKind}] profile: the language and contact details are the user's to change, checked by the user definition's rules`, async () => {
  const me = await t.login('approver');
  const profile = (await me.call(`${UC}/profile`)).body.data;
  assert.equal(profile.userName, 'approver');
  // SPEC gives e-mail only the required check; a mobile longer than its column is refused on the field.
  const bad = await me.call(`${UC}/saveProfile`, { mobile: '1'.repeat(41), versionNum: profile.versionNum });
  assert.equal(bad.body.status, 'M');
  assert.deepEqual(
    (bad.body.errors ?? []).map((e: { field: string }) => e.field),
    ['mobile'],
  );
  const saved = await me.call(`${UC}/saveProfile`, { language: 'EN', mobile: '13800001111', versionNum: profile.versionNum });
  assert.equal(saved.body.status, 'S', saved.body.msg);
  assert.equal(saved.body.data.language, 'EN');
  assert.equal((await me.call(`${LOGIN}/currentUser`)).body.data.language, 'EN');
  // Nothing but one's own row: a user id in the body is not taken.
  const other = await me.call(`${UC}/saveProfile`, { userId: buyer.user.userId, userFullName: 'Hijacked', versionNum: saved.body.data.versionNum });
  assert.equal(other.body.status, 'S');
  const names = await t.db.query<{ n: string }>(`SELECT user_full_name AS n FROM saaf_users WHERE user_name IN ('buyer', 'approver') ORDER BY user_name`);
  assert.deepEqual(
    names.rows.map((r) => r.n),
    ['Hijacked', '张采购'],
  );
});

test(`[${dbKind}] sessions: a user ends another of their sessions, whose next call is 401; another user's session or this one cannot be ended here`, async () => {
  const a = await t.login('buyer');
  const b = await t.login('buyer');
  const list = (await a.call(`${UC}/sessions`)).body.data as { sessionId: number; current: boolean }[];
  const mine = list.find((s) => s.current)!;
  assert.ok(mine);
  const bId = list.filter((s) => !s.current).map((s) => s.sessionId);
  assert.ok(bId.length >= 1);

  const self = await a.call(`${UC}/signOutSession`, { sessionId: mine.sessionId });
  assert.equal(self.body.status, 'M');
  assert.deepEqual(
    (self.body.errors ?? []).map((e: { field: string }) => e.field),
    ['sessionId'],
  );

  const s1 = (await supplier1.call(`${UC}/sessions`)).body.data as { sessionId: number; current: boolean }[];
  const foreign = await a.call(`${UC}/signOutSession`, { sessionId: s1.find((s) => s.current)!.sessionId });
  assert.equal(foreign.body.status, 'M');
  assert.equal(await alive(supplier1), 200);

  const newest = Math.max(...bId);
  const ended = await a.call(`${UC}/signOutSession`, { sessionId: newest });
  assert.equal(ended.body.status, 'S', ended.body.msg);
  assert.equal(await alive(b), 401);
  assert.equal(await alive(a), 200);
  assert.ok(!(await a.call(`${UC}/sessions`)).body.data.some((s: { sessionId: number }) => s.sessionId === newest));
});

test(`[${dbKind}] help articles: script, on* handlers and javascript: links are stripped on save; suppliers read only published ones`, async () => {
  const dirty =
    '<p onclick="steal()">Hello<script>alert(1)</script> <img src="https://example.com/a.png" onerror="alert(2)"> <a href="javascript:alert(3)" onmouseover="x()">link</a> <b>bold</b></p>';
  const saved = await admin.entity('helpArticle', 'saveOrUpdate', {
    articleCode: 'HELP-T1',
    articleTitle: '测试文章',
    articleTitleEn: 'Test article',
    articleCategory: 'FAQ',
    publishedFlag: 'Y',
    articleContent: dirty,
  });
  assert.equal(saved.body.status, 'S', saved.body.msg);
  const stored = (await t.db.query<{ c: string }>(`SELECT article_content AS c FROM srm_base_help_articles WHERE article_code = 'HELP-T1'`)).rows[0].c;
  assert.doesNotMatch(stored, /<script|onclick|onerror|onmouseover|javascript:/i);
  assert.match(stored, /<b>bold<\/b>/);
  assert.match(stored, /<img src="https:\/\/example.com\/a.png"/);

  const codes = async (c: Client) =>
    ((await c.entity('helpArticle', 'listByPage', { pageIndex: 1, pageRows: 50 })).body.data as { articleCode: string }[]).map((r) => r.articleCode).sort();
  assert.deepEqual(await codes(supplier1), ['HELP-001', 'HELP-002', 'HELP-003', 'HELP-T1']);
  assert.deepEqual(await codes(buyer), ['HELP-001', 'HELP-002', 'HELP-003', 'HELP-004', 'HELP-T1']);
  // Readers do not write them.
  const edit = await supplier1.entity('helpArticle', 'saveOrUpdate', {
    articleCode: 'HELP-X',
    articleTitle: 'x',
    articleCategory: 'FAQ',
    articleContent: '<p>x</p>',
  });
  assert.equal(edit.statusCode, 403);
});

test(`[${dbKind}] favourites are each user's own: another user neither lists, reads nor deletes mine`, async () => {
  const list = async (c: Client) =>
    ((await c.entity('favourite', 'listByPage', { pageIndex: 1, pageRows: 50 })).body.data as { favouriteId: number; favouriteUrl: string }[]).map(
      (r) => r.favouriteUrl,
    );
  const demo = await list(buyer);
  assert.equal(demo.length, 3);
  assert.ok(demo.includes('materialManagement'));
  const added = await buyer.entity('favourite', 'saveOrUpdate', { favouriteType: 'MENU', favouriteTitle: '银行', favouriteUrl: 'bankList' });
  assert.equal(added.body.status, 'S', added.body.msg);
  const id = added.body.data.favouriteId;
  assert.ok((await list(buyer)).includes('bankList'));
  assert.deepEqual(await list(supplier1), []);
  assert.equal((await supplier1.entity('favourite', 'findById', { favouriteId: id })).statusCode, 404);
  await supplier1.entity('favourite', 'delete', { favouriteId: id, versionNum: added.body.data.versionNum });
  assert.ok((await list(buyer)).includes('bankList'));
  // The same page twice is one favourite.
  const twice = await buyer.entity('favourite', 'saveOrUpdate', { favouriteType: 'MENU', favouriteTitle: '银行', favouriteUrl: 'bankList' });
  assert.equal(twice.body.status, 'M');
});

test(`[${dbKind}] generator: a table that does not exist or is a system catalogue is refused naming the field; only the administrator generates`, async () => {
  const missing = await admin.call(`${DEV}/generate`, { tableName: 'no_such_table' });
  assert.equal(missing.body.status, 'M');
  assert.deepEqual(fieldErrors(missing), [['tableName', '表名：数据库中没有表“no_such_table”']]);
  for (const name of ['pg_class', 'information_schema.tables', 'pg_catalog.pg_user', 'columns']) {
    const res = await admin.call(`${DEV}/generate`, { tableName: name }, { lang: 'EN' });
    assert.equal(res.body.status, 'M', name);
    assert.equal(res.body.errors?.[0].field, 'tableName');
    assert.match(res.body.errors?.[0].message ?? '', /^Table: .* is a system catalogue/, name);
  }
  const empty = await admin.call(`${DEV}/generate`, {});
  assert.deepEqual(
    (empty.body.errors ?? []).map((e: { field: string }) => e.field),
    ['tableName'],
  );
  assert.equal((await buyer.call(`${DEV}/generate`, { tableName: 'srm_base_help_articles' })).statusCode, 403);
});

test(`[${dbKind}] generator: the file made from an existing table type-checks as a defineEntity with the table's fields, camelCase`, async () => {
  const tables = (await admin.call(`${DEV}/tables`)).body.data as { tableName: string; entityName: string | null }[];
  assert.equal(tables.find((r) => r.tableName === 'srm_base_help_articles')?.entityName, 'helpArticle');
  assert.ok(!tables.some((r) => r.tableName.startsWith('pg_')));

  const res = await admin.call(`${DEV}/generate`, { tableName: 'srm_base_help_articles' });
  assert.equal(res.body.status, 'S', res.body.msg);
  const file = res.body.data as { fileName: string; content: string; fields: string[] };
  assert.equal(file.fileName, 'base-help-articles.ts');

  // Placed beside the definitions it imports, with their paths made absolute.
  const domain = fileURLToPath(new URL('../../domain/src/entity/', import.meta.url));
  const source = file.content
    .replace("'../../entity/types.ts'", `'${join(domain, 'types.ts')}'`)
    .replace("'../../entity/fields.ts'", `'${join(domain, 'fields.ts')}'`);
  const dir = await mkdtemp(join(tmpdir(), 'srm-gen-'));
  const path = join(dir, file.fileName);
  await writeFile(path, source);
  const program = ts.createProgram([path], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
  });
  const problems = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName === path);
  assert.deepEqual(
    problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    [],
  );

  // And run: the definition it exports names the table's columns as the registry's definition does.
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  const jsPath = join(dir, 'generated.mjs');
  await writeFile(jsPath, js.replaceAll(`'${domain}`, `'${pathToFileURL(domain).href}`));
  const def = (await import(pathToFileURL(jsPath).href)).default as { table: string; key: string; fields: { name: string; type: string }[] };
  const known = getEntity('helpArticle');
  assert.equal(def.table, 'srm_base_help_articles');
  assert.equal(def.key, known.key);
  assert.deepEqual(
    def.fields.map((f) => f.name),
    known.fields.map((f) => f.name),
  );
  assert.deepEqual(
    file.fields,
    known.fields.map((f) => f.name),
  );
  assert.equal(def.fields.find((f) => f.name === 'publishedFlag')?.type, 'flag');
  assert.equal(def.fields.find((f) => f.name === 'displaySeq')?.type, 'integer');

  const download = await t.app.inject({
    method: 'POST',
    url: `${DEV}/download`,
    headers: await signedHeaders(admin.token),
    payload: JSON.stringify({ tableName: 'srm_base_help_articles' }),
  });
  assert.equal(download.statusCode, 200);
  assert.match(String(download.headers['content-disposition']), /attachment; filename="base-help-articles.ts"/);
  assert.match(download.body, /export default defineEntity\(\{/);
});

test(`[${dbKind}] caches: each in-process cache answers its entries, hits and misses; no Redis; the database in use is described`, async () => {
  const read = async () =>
    (await admin.call(`${SYS}/caches`)).body.data as { redis: boolean; caches: { code: string; hits: number; misses: number; hitRate: number | null }[] };
  const first = await read();
  assert.equal(first.redis, false);
  assert.deepEqual(first.caches.map((c) => c.code).sort(), ['dataLimits', 'grants', 'heldResponsibilities', 'listTotals', 'peopleNames', 'sessions']);
  for (let i = 0; i < 3; i++) await buyer.entity('bank', 'listByPage', { pageIndex: 1, pageRows: 5 });
  const second = await read();
  const of = (x: typeof first, code: string) => x.caches.find((c) => c.code === code)!;
  // Every signed call looks its session up once (a hit, or a miss after the change feed dropped it).
  const lookups = (x: typeof first) => of(x, 'sessions').hits + of(x, 'sessions').misses;
  assert.ok(lookups(second) >= lookups(first) + 3);
  // The buyer's grants are read once and kept: the next calls hit.
  assert.ok(of(second, 'grants').hits >= of(first, 'grants').hits + 2);
  assert.equal(typeof of(second, 'sessions').hitRate, 'number');
  assert.equal((await buyer.call(`${SYS}/caches`)).statusCode, 403);

  const ds = (await admin.call(`${SYS}/datasource`)).body.data;
  assert.equal(ds.kind, dbKind === 'postgres' ? 'POSTGRESQL' : 'PGLITE');
  assert.match(ds.version, /PostgreSQL/);
  assert.ok(ds.databaseSizeBytes > 0);
  assert.ok(ds.tableCount > 100);
  // A pool on PostgreSQL; PGlite is one embedded connection.
  assert.equal(ds.pool === null, dbKind !== 'postgres');
});
