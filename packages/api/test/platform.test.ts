import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entities } from '@srm/domain/entity/registry.ts';
import { dbKind, eventually, setup } from './helper.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../src/db/migrate.ts';
import { withoutTsLoader } from '../src/db/pglite-db.ts';
import { diffSchema } from '../src/db/diff-schema.ts';
import type { Schema } from '../src/db/schema.ts';

const t = await setup();

test('the committed migrations match the definitions (no change without a migration)', () => {
  execFileSync(process.execPath, ['--import', './scripts/ts.mjs', 'packages/api/scripts/generate-migration.ts', '--check'], { stdio: 'pipe' });
});

test(`[${dbKind}] migrate is idempotent and keeps data`, async () => {
  const before = (await t.db.query('SELECT count(*)::int AS n FROM srm_base_items')).rows[0].n;
  assert.deepEqual(await migrate(t.db), []);
  assert.equal((await t.db.query('SELECT count(*)::int AS n FROM srm_base_items')).rows[0].n, before);
});

test(`[${dbKind}] a migration not yet recorded runs once beside those recorded, which are not run again`, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'srm-migrations-'));
  for (const file of migrationFiles()) copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
  writeFileSync(join(dir, '9999_probe.sql'), 'CREATE TABLE srm_probe_migration (id int)');
  try {
    assert.deepEqual(await migrate(t.db, dir), ['9999_probe.sql']);
    assert.deepEqual(await migrate(t.db, dir), []);
    assert.equal((await t.db.query(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'srm_probe_migration'`)).rows[0].n, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await t.db.exec(`DROP TABLE IF EXISTS srm_probe_migration; DELETE FROM schema_migrations WHERE name = '9999_probe.sql'`);
  }
});

test("the embedded database's thread starts without our TypeScript loader and with every other flag", () => {
  assert.deepEqual(withoutTsLoader(['--import', './scripts/ts.mjs', '--cpu-prof', '--import=./scripts/ts.mjs', '--import', '/x/hooks.mjs', '--test']), [
    '--cpu-prof',
    '--import',
    '/x/hooks.mjs',
    '--test',
  ]);
});

test('the schema diff renames and adds, but never drops a column or a table', () => {
  const from: Schema = {
    a: {
      name: 'a',
      key: 'id',
      columns: [
        { name: 'id', type: 'bigserial' },
        { name: 'old_name', type: 'varchar(10)' },
        { name: 'gone', type: 'text' },
      ],
      indexes: [],
      foreignKeys: [],
    },
    b: { name: 'b', key: 'id', columns: [], indexes: [], foreignKeys: [] },
  };
  const to: Schema = {
    a: {
      name: 'a',
      key: 'id',
      columns: [
        { name: 'id', type: 'bigserial' },
        { name: 'new_name', type: 'varchar(20)', renamedFrom: 'old_name' },
        { name: 'added', type: 'bigint' },
      ],
      indexes: [],
      foreignKeys: [],
    },
  };
  const { statements, warnings } = diffSchema(from, to);
  assert.ok(statements.some((s) => s.includes('RENAME COLUMN "old_name" TO "new_name"')));
  assert.ok(statements.some((s) => s.includes('TYPE varchar(20)')));
  assert.ok(statements.some((s) => s.includes('ADD COLUMN "added"')));
  assert.ok(!statements.some((s) => /DROP (TABLE|COLUMN)/.test(s)));
  assert.equal(warnings.length, 2);
});

test('a route that declares no access makes the server refuse to start', async () => {
  const config = loadConfig({ LOG_LEVEL: 'silent', APP_DIST: '/nonexistent' });
  await assert.rejects(
    buildApp(t.db, config, [
      (app) => {
        app.post('/api/baseServer/v1/sneaky', async () => 'hi');
      },
    ]).then((app) => app.ready()),
    /declares no access/,
  );
});

test(`[${dbKind}] the OpenAPI document lists every operation of every entity`, async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = res.json();
  for (const def of entities.filter((e) => e.rest)) {
    assert.ok(doc.paths[`/api/${def.service}/v1/${def.rest}Restful/listByPage`], `${def.name} listByPage`);
    for (const a of def.workflow?.actions ?? [])
      assert.ok(doc.paths[`/api/${def.service}/v1/${def.rest}Restful/do${a.action[0].toUpperCase()}${a.action.slice(1)}`]);
  }
  assert.ok(doc.paths['/api/baseServer/v1/baseLoginService/login'], 'custom routes too');
  assert.ok(doc.components.schemas.materialItem.properties.itemCode);
});

test(`[${dbKind}] table configuration is per user: create, read, update, delete`, async () => {
  const buyer = await t.login('buyer');
  const admin = await t.login('admin');
  const base = '/api/baseServer/v1/srmBaseTableConfigRestful';
  const config = { columns: [{ key: 'itemCode', columnsDisplay: 'N' }] };
  assert.equal((await buyer.call(`${base}/createOrUpdateTableConfig`, { tableName: 'materialItem', config })).body.status, 'S');
  assert.deepEqual((await buyer.call(`${base}/getTableConfig`, { tableName: 'materialItem' })).body.data.config, config);
  assert.equal((await admin.call(`${base}/getTableConfig`, { tableName: 'materialItem' })).body.data, null, 'another user has their own');
  const changed = { columns: [{ key: 'itemCode', columnsDisplay: 'Y', fixedStyle: 'left' }] };
  await buyer.call(`${base}/createOrUpdateTableConfig`, { tableName: 'materialItem', config: changed });
  assert.deepEqual((await buyer.call(`${base}/getTableConfig`, { tableName: 'materialItem' })).body.data.config, changed);
  await buyer.call(`${base}/deleteTableConfig`, { tableName: 'materialItem' });
  assert.equal((await buyer.call(`${base}/getTableConfig`, { tableName: 'materialItem' })).body.data, null);
  assert.equal((await buyer.call(`${base}/getTableConfig`, {})).body.errors?.[0].field, 'tableName');
});

test(`[${dbKind}] lookups come grouped by type in the caller's language; unit conversions mirror into their lookup`, async () => {
  const buyer = await t.login('buyer');
  const zh = await buyer.call('/api/baseServer/v1/baseLookupValuesRestful/findLookupsByTypes', { lookupTypes: ['SYSTEM_LANGUAGE', 'UNIT_CONVERSION_RATIO'] });
  assert.deepEqual(
    zh.body.data.SYSTEM_LANGUAGE.map((v: any) => v.lookupCode),
    ['CN', 'EN'],
  );
  assert.equal(zh.body.data.SYSTEM_LANGUAGE[0].meaning, '中文');
  const box = zh.body.data.UNIT_CONVERSION_RATIO.find((v: any) => v.lookupCode === 'BOX');
  assert.equal(box.meaning, 'PCS');
  assert.equal(Number(box.description), 12);
  const en = await buyer.call('/api/baseServer/v1/baseLookupValuesRestful/findLookupsByTypes', { lookupTypes: ['USER_TYPE'] }, { lang: 'EN' });
  assert.equal(en.body.data.USER_TYPE[0].meaning, 'Internal user');
});

test(`[${dbKind}] named lists: districts by country and by level`, async () => {
  const buyer = await t.login('buyer');
  const provinces = await buyer.entity('district', 'findByLevel', { districtLevel: 2 });
  assert.deepEqual(provinces.body.data.map((d: any) => d.districtName).sort(), ['上海市', '广东省', '江苏省'].sort());
  const cn = await buyer.entity('district', 'findByCountry', { country: 'CN', pageRows: 100 });
  assert.equal(cn.body.count, 9);
  const missing = await buyer.entity('district', 'findByCountry', {});
  assert.equal(missing.body.errors?.[0].field, 'country');
});

test(`[${dbKind}] a page never waits for a large total: listCount answers it exact to ten thousand, then as an estimate`, async () => {
  const buyer = await t.login('buyer');
  // The demo's materials (the buyer reads them all) and ten thousand more.
  const demo = Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM srm_base_items')).rows[0].n);
  await t.db.query(`INSERT INTO srm_base_items (item_code, item_name, uom_code, item_status, purchasing_flag, enabled_asl)
                    SELECT 'BULK-' || g, 'bulk ' || g, 'PCS', 'ACTIVE', 'Y', 'N' FROM generate_series(1, 10050) g`);
  // The planner's estimate reads the table's statistics, which PostgreSQL's autovacuum would refresh by itself.
  await t.db.query('ANALYZE srm_base_items');
  const page = await buyer.entity('materialItem', 'listByPage', { pageIndex: 1, pageRows: 20 });
  assert.equal(page.body.data.length, 20);
  assert.equal((page.body as any).countPending, true, 'the first page answers without counting');
  assert.equal(page.body.count, undefined);
  assert.equal((page.body as any).hasNext, true);
  const total = (await buyer.entity('materialItem', 'listCount', {})).body.data;
  assert.equal(total.countEstimated, true);
  assert.ok(Math.abs(total.count - (10050 + demo)) < 500, `the estimate ${total.count} is near ${10050 + demo}`);
  const filtered = (await buyer.entity('materialItem', 'listCount', { itemName_like: 'bulk' })).body.data;
  assert.ok(filtered.count >= 10_000, 'a total past ten thousand is never answered below it');
  assert.equal(Number(!!filtered.countCapped) + Number(!!filtered.countEstimated), 1, 'and is flagged as capped or estimated');
  const exact = await buyer.entity('materialItem', 'listByPage', { pageIndex: 1, pageRows: 20, exactCount: true });
  assert.equal(exact.body.count, 10050 + demo);
  assert.equal((exact.body as any).countCapped, undefined);
  const small = await buyer.entity('materialItem', 'listByPage', { itemCode_like: 'M-1' });
  assert.equal(small.body.count, 4, 'a list that fits one page tells its exact total with the rows');
  await t.db.query(`DELETE FROM srm_base_items WHERE item_code LIKE 'BULK-%'`);
  const after = await eventually(
    async () => (await buyer.entity('materialItem', 'listCount', {})).body.data,
    (d) => d.count === demo,
  );
  assert.deepEqual(after, { count: demo }, 'a write on the table makes the kept total stale');
});
