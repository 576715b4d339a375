import { test } from 'node:test';
import { writeFileSync } from 'node:fs';
import { setup } from './helper.ts';
const t = await setup();
test('dump', async () => {
  const started = Date.now();
  const r = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  console.log('doc ms', Date.now() - started, r.body.length);
  writeFileSync('/tmp/doc.json', r.body);
});
