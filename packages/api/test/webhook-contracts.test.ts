/**
 * The events the document promises an ERP (its `webhooks`) are the bodies the
 * message centre queues: a webhook channel hears every event with a raiser,
 * each event is made (an order released and answered through the real
 * actions, the scheduler's two jobs run over the demo's certificates and
 * lines, the other actions' events raised over a demo record as the demo's
 * own seeding raises them), and every queued body validates against the
 * event's schema in the served document, naming its version.
 */
process.env.JOB_WORKER = 'false';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { dbKind, setup } from './helper.ts';
import { confirmedOrder, day, ids, ok } from './purchase-kit.ts';
import { adminClient, allowOutboundHosts } from './interface-kit.ts';
import { raiseBusinessEvent } from '../src/engine/business-events.ts';
import { systemCaller } from '../src/engine/caller.ts';
import { remindOverdueDeliveries, warnExpiringCertificates } from '../src/jobs/business-jobs.ts';
import { CONTRACT_EVENTS, payloadSchemaName } from '../src/openapi/webhooks.ts';

const t = await setup();
const admin = await t.login('admin');
// The channel points at the loopback (nothing is sent: no job worker runs), which only the allow-list lets one save.
await allowOutboundHosts(await adminClient(t), '127.0.0.1');
const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

test(`[${dbKind}] every event an ERP can receive is in the document's webhooks, and each real payload matches its schema`, async () => {
  assert.deepEqual(Object.keys(doc.webhooks).sort(), CONTRACT_EVENTS.map((e) => e.code).sort());
  for (const code of ['order.released', 'delivery.received', 'invoice.confirmed', 'certificate.expiring']) assert.ok(doc.webhooks[code], code);

  const channel = ok(
    await admin.entity('msgChannel', 'saveOrUpdate', {
      channelCode: 'WH-CONTRACTS',
      channelName: 'Contract test hook',
      channelType: 'WEBHOOK',
      endpointUrl: 'http://127.0.0.1:9/contracts',
      secretValue: 'contract-test-secret',
    }),
  );
  for (const e of CONTRACT_EVENTS)
    ok(
      await admin.entity('msgSource', 'saveOrUpdate', {
        sourceCode: `MS-CONTRACT-${e.code}`,
        sourceName: e.code,
        eventCode: e.code,
        siteFlag: 'N',
        emailFlag: 'N',
        webhookFlag: 'Y',
        channelId: channel.channelId,
        enabledFlag: 'Y',
      }),
      e.code,
    );

  // Through the actions: released (order.released), then answered by the supplier (order.feedback).
  const id = await ids(t);
  const [buyer, approver, supplier] = [await t.login('buyer'), await t.login('approver'), await t.login('supplier1')];
  await confirmedOrder({ buyer, approver, supplier }, id.supplier1, id.org, [
    { lineNumber: 1, itemId: id.gear, quantity: 2, taxPrice: 10, needByDate: day(10) },
  ]);
  // The scheduler's jobs, over every certificate and open line the demo has.
  const log = async () => {};
  assert.ok((await warnExpiringCertificates(t.app.srm, 100_000, log)) > 0, 'a certificate to warn of');
  assert.ok((await remindOverdueDeliveries(t.app.srm, -100_000, log)) > 0, 'an open line to remind of');
  // The others over a demo record, as seed/message-demo.ts raises them.
  const ops = t.app.srm.ops;
  for (const e of CONTRACT_EVENTS.filter((x) => x.action && !x.code.startsWith('order.'))) {
    const def = getEntity(e.entity);
    const first = (await t.db.query<{ id: number }>(`SELECT ${toSnake(def.key)} AS id FROM ${def.table} ORDER BY 1 LIMIT 1`)).rows[0];
    assert.ok(first, `the demo has a ${e.entity}`);
    await t.db.transaction(async (tx) => {
      const record = await ops.fetch(tx, def, systemCaller(), Number(first.id));
      await raiseBusinessEvent(e.code, { tx, caller: systemCaller(), record: record!, recordId: Number(first.id) });
    });
  }

  const bodies = (
    await t.db.query<{ content: string }>(`SELECT content FROM msg_deliveries WHERE channel = 'WEBHOOK' AND channel_id = $1 ORDER BY delivery_id`, [
      channel.channelId,
    ])
  ).rows.map((r) => JSON.parse(r.content));
  const base = 'https://srm.local/doc';
  const rewritten = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('"#/components/schemas/', `"${base}#/$defs/`));
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: base, $defs: rewritten });
  const seen = new Set<string>();
  for (const body of bodies) {
    const validate = ajv.getSchema(`${base}#/$defs/${payloadSchemaName(body.event)}`);
    assert.ok(validate, `a schema for ${body.event}`);
    assert.ok(validate(body), `${body.event}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    assert.equal(body.version, 1);
    seen.add(body.event);
  }
  assert.deepEqual([...seen].sort(), CONTRACT_EVENTS.map((e) => e.code).sort(), 'a payload of every event');
  // The schema is no blank cheque: a payload of another event, or one missing its record, is refused.
  const released = bodies.find((b) => b.event === 'order.released');
  const validate = ajv.getSchema(`${base}#/$defs/${payloadSchemaName('order.released')}`)!;
  assert.equal(validate({ ...released, event: 'invoice.confirmed' }), false);
  assert.equal(validate({ ...released, record: undefined }), false);
});
