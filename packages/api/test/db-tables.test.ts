/**
 * db/tables.ts: the names hand-written SQL takes from the definitions. No
 * database: the refs are text made once from the registry.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { entities } from '@srm/domain/entity/registry.ts';
import { tableSchema } from '../src/db/schema.ts';
import { table, type TableName } from '../src/db/tables.ts';

test('a ref writes the table and its columns as SQL written by hand would', () => {
  const P = table('srm_okc_contract_payments');
  const p = P.as('p');
  assert.equal(`${P}`, 'srm_okc_contract_payments');
  assert.equal(`${p}`, 'srm_okc_contract_payments p');
  assert.equal(P.payable_amount, 'payable_amount');
  assert.equal(p.payable_amount, 'p.payable_amount');
  assert.equal(p.$table, 'srm_okc_contract_payments');
  assert.equal(P.as('p'), p, 'an alias is made once');
  assert.equal(p.$list('contract_id', 'line_number'), 'p.contract_id, p.line_number');
  assert.equal(P.$fields('payment_stage_id', 'paid_amount'), 'payment_stage_id AS "paymentStageId", paid_amount AS "paidAmount"');
  assert.equal(table('srm_scsi_definitions').$fields('url'), 'url', 'a one-word column needs no alias');
  assert.equal(
    `UPDATE ${p} SET ${P.payable_amount} = $1 WHERE ${p.contract_id} = $2`,
    'UPDATE srm_okc_contract_payments p SET payable_amount = $1 WHERE p.contract_id = $2',
  );
});

test('a name the definitions do not have is refused at once', () => {
  assert.throws(() => table('srm_no_such_table' as TableName), /No entity has the table srm_no_such_table/);
  const P = table('srm_okc_contract_payments');
  assert.throws(() => P.$list('no_such_column' as 'paid_amount'), /srm_okc_contract_payments has no column no_such_column/);
  assert.throws(() => P.as('p; DROP'), /Bad alias/);
});

test('every column of every table answers under its field name through $fields (the FieldName type says the same)', () => {
  for (const def of entities) {
    const ref = table(def.table as TableName) as unknown as { $fields(...c: string[]): string };
    const columns = tableSchema(def).columns.map((c) => c.name);
    const names = [def.key, ...def.fields.map((f) => f.name)];
    const answered = ref
      .$fields(...columns)
      .split(', ')
      .map((part) => /AS "(\w+)"$/.exec(part)?.[1] ?? part);
    for (const name of names) assert.ok(answered.includes(name), `${def.table}: ${name} is answered by $fields`);
  }
});
