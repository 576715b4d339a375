/**
 * The message centre: the "order released" template as the admin edits it
 * reaches supplier1 in its language; a template naming a field the event
 * lacks is refused; the ERP webhook is signed so a receiver can check it and
 * retried after a failure, each attempt logged; a user's subscription turned
 * off stops that channel; secrets are never answered; an instance is resent;
 * verification codes and engine notifications leave instances too.
 */
process.env.JOB_WORKER = 'false';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setup } from './helper.ts';
import { confirmedOrder, day, ids, ok } from './purchase-kit.ts';
import { adminClient, allowOutboundHosts } from './interface-kit.ts';

const t = await setup();
const admin = await t.login('admin');
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const id = await ids(t);
// The test receivers are on the loopback, which only an administrator's allow-list lets the server call.
await allowOutboundHosts(await adminClient(t), '127.0.0.1');

const rows = async (sql: string, p: unknown[] = []) => (await t.db.query<Record<string, any>>(sql, p)).rows;
const one = async (sql: string, p: unknown[] = []) => (await rows(sql, p))[0];
const supplier1User = Number((await one(`SELECT user_id AS id FROM saaf_users WHERE user_name = 'supplier1'`)).id);

async function released() {
  return confirmedOrder(
    { buyer, approver, supplier: supplier1 },
    id.supplier1,
    id.org,
    [{ lineNumber: 1, itemId: id.gear, quantity: 3, taxPrice: 10, needByDate: day(15) }],
    'RELEASED',
  );
}
const notificationsOf = (userId: number, recordId: number) =>
  rows(
    `SELECT notification_title AS title, notification_content AS content FROM srm_base_notifications WHERE recipient_user_id = $1 AND entity_name = 'purOrder' AND record_id = $2`,
    [userId, recordId],
  );

async function orderReleasedTemplate() {
  const r = await one(`SELECT template_id AS id FROM msg_templates WHERE template_code = 'MT-ORDER-RELEASED-SITE'`);
  return ok(await admin.entity('msgTemplate', 'findById', { templateId: Number(r.id) }));
}

test('the admin edits the order released template and supplier1 receives it in its language, in-app and by mail through the outbox', async () => {
  const tpl = await orderReleasedTemplate();
  ok(
    await admin.entity('msgTemplate', 'saveOrUpdate', {
      templateId: tpl.templateId,
      versionNum: tpl.versionNum,
      titleZh: '订单{{orderNumber}}已发布给{{supplierName}}',
      titleEn: 'Order {{orderNumber}} released to {{supplierName}}',
    }),
    'edit template',
  );
  const po = await released();
  const zh = await notificationsOf(supplier1User, po.poHeaderId);
  assert.equal(zh.length, 1, 'one notification, the template’s (the engine’s own is left to the source)');
  assert.equal(zh[0].title, `订单${po.poNumber}已发布给${po.supplierName}`);

  await t.db.query(`UPDATE saaf_users SET language = 'EN' WHERE user_id = $1`, [supplier1User]);
  try {
    const po2 = await released();
    const en = await notificationsOf(supplier1User, po2.poHeaderId);
    assert.deepEqual(
      en.map((n) => n.title),
      [`Order ${po2.poNumber} released to ${po2.supplierName}`],
    );
    // The e-mail channel of the source: the outbox mail, sent by the queue (no mail server here: kept in the outbox).
    const mail = await one(
      `SELECT d.delivery_status AS status, d.mail_id AS "mailId", o.subject FROM msg_deliveries d JOIN msg_instances i ON i.instance_id = d.instance_id
        JOIN msg_outbox o ON o.mail_id = d.mail_id WHERE i.record_id = $1 AND i.event_code = 'order.released' AND d.channel = 'EMAIL' AND d.recipient_user_id = $2`,
      [po2.poHeaderId, supplier1User],
    );
    assert.equal(mail.status, 'PENDING');
    assert.equal(mail.subject, `[Xingchen Group] Purchase order ${po2.poNumber} released`);
    await t.app.srm.jobs!.drain();
    const after = await one(`SELECT delivery_status AS status FROM msg_deliveries WHERE mail_id = $1`, [mail.mailId]);
    assert.equal(after.status, 'OUTBOX');
    assert.equal((await one(`SELECT send_status AS s FROM msg_outbox WHERE mail_id = $1`, [mail.mailId])).s, 'OUTBOX');
  } finally {
    await t.db.query(`UPDATE saaf_users SET language = 'CN' WHERE user_id = $1`, [supplier1User]);
  }
});

test('a template with a placeholder its event does not have is refused naming it, in both languages, and nothing is written', async () => {
  const tpl = await orderReleasedTemplate();
  for (const lang of ['CN', 'EN'] as const) {
    const res = await admin.entity(
      'msgTemplate',
      'saveOrUpdate',
      { templateId: tpl.templateId, versionNum: tpl.versionNum, contentZh: '请确认{{deliveryPromise}}' },
      { lang },
    );
    assert.equal(res.body.status, 'M');
    const err = res.body.errors?.find((e) => e.field === 'contentZh');
    assert.ok(err, 'the content field is named');
    assert.match(err.message, /\{\{deliveryPromise\}\}/);
    assert.match(err.message, lang === 'EN' ? /not a field of the event "Order released"/ : /不是事件“采购订单发布”的字段/);
  }
  const fresh = await one(`SELECT content_zh AS c, version_num AS v FROM msg_templates WHERE template_id = $1`, [tpl.templateId]);
  assert.equal(fresh.c, tpl.contentZh);
  assert.equal(Number(fresh.v), Number(tpl.versionNum));
  const created = await admin.entity('msgTemplate', 'saveOrUpdate', {
    templateCode: 'MT-BAD',
    eventCode: 'invoice.confirmed',
    channel: 'EMAIL',
    titleZh: '发票{{poNumber}}',
    titleEn: 'Invoice',
  });
  assert.equal(created.body.errors?.[0]?.field, 'titleZh');
  assert.equal((await rows(`SELECT 1 FROM msg_templates WHERE template_code = 'MT-BAD'`)).length, 0);
});

test('a webhook is signed over timestamp and body with its secret, retried after a failure, and each attempt logged', async () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = received.length === 1 ? 500 : 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const secret = 'receiver-shared-secret-42';
    const channel = ok(
      await admin.entity('msgChannel', 'saveOrUpdate', {
        channelCode: 'WH-TEST',
        channelName: 'Test hook',
        channelType: 'WEBHOOK',
        endpointUrl: url,
        secretValue: secret,
      }),
    );
    assert.equal(channel.secretValue, null, 'a secret the admin typed is not answered back');
    ok(
      await admin.entity('msgSource', 'saveOrUpdate', {
        sourceCode: 'MS-TEST-HOOK',
        sourceName: 'hook',
        eventCode: 'order.released',
        siteFlag: 'N',
        emailFlag: 'N',
        webhookFlag: 'Y',
        channelId: channel.channelId,
        enabledFlag: 'Y',
      }),
    );
    const po = await released();
    await t.app.srm.jobs!.drain();
    assert.equal(received.length, 1);
    const delivery = await one(
      `SELECT d.delivery_id AS id, d.delivery_status AS status FROM msg_deliveries d JOIN msg_instances i ON i.instance_id = d.instance_id
        WHERE i.record_id = $1 AND d.channel = 'WEBHOOK' AND d.channel_id = $2`,
      [po.poHeaderId, channel.channelId],
    );
    assert.equal(delivery.status, 'PENDING', 'waiting for its retry');
    // The back-off has passed.
    await t.db.query(`UPDATE sys_jobs SET run_at = now() WHERE job_type = 'message.webhook' AND job_status = 'PENDING'`);
    await t.app.srm.jobs!.drain();
    assert.equal(received.length, 2);
    for (const r of received) {
      const ts = String(r.headers['x-srm-timestamp']);
      const expected = `sha256=${createHmac('sha256', secret).update(`${ts}.${r.body}`).digest('hex')}`;
      assert.equal(r.headers['x-srm-signature'], expected, 'the receiver recomputes the signature');
      const wrong = `sha256=${createHmac('sha256', 'another').update(`${ts}.${r.body}`).digest('hex')}`;
      assert.notEqual(r.headers['x-srm-signature'], wrong);
    }
    const payload = JSON.parse(received[1].body);
    assert.equal(payload.event, 'order.released');
    assert.equal(payload.recordId, po.poHeaderId);
    assert.equal((await one(`SELECT delivery_status AS s FROM msg_deliveries WHERE delivery_id = $1`, [delivery.id])).s, 'SENT');
    const log = await rows(`SELECT attempt_number AS n, log_status AS s, http_status AS h FROM msg_delivery_logs WHERE delivery_id = $1 ORDER BY log_id`, [
      delivery.id,
    ]);
    assert.deepEqual(
      log.map((l) => [Number(l.n), l.s, Number(l.h)]),
      [
        [1, 'FAILED', 500],
        [2, 'SENT', 200],
      ],
    );
    ok(
      await admin.entity('msgSource', 'saveOrUpdate', {
        ...(await one(`SELECT source_id AS "sourceId", version_num AS "versionNum" FROM msg_sources WHERE source_code = 'MS-TEST-HOOK'`)),
        enabledFlag: 'N',
      }),
    );
  } finally {
    server.close();
  }
});

test('a webhook URL that is not http(s) is refused naming the field, and nothing is written', async () => {
  for (const endpointUrl of ['ftp://example.com/hook', 'javascript:alert(1)', 'not a url']) {
    const res = await admin.entity(
      'msgChannel',
      'saveOrUpdate',
      { channelCode: 'WH-BAD', channelName: 'bad', channelType: 'WEBHOOK', endpointUrl },
      { lang: 'EN' },
    );
    assert.equal(res.body.status, 'M', endpointUrl);
    assert.equal(res.body.errors?.[0]?.field, 'endpointUrl');
    assert.match(res.body.errors![0].message, /http:\/\/ or https:\/\//);
  }
  assert.equal((await rows(`SELECT 1 FROM msg_channels WHERE channel_code = 'WH-BAD'`)).length, 0);
});

test('secrets are stored sealed and never answered by list or find; a generated webhook secret is shown once', async () => {
  const smtp = await one(`SELECT channel_id AS id, secret_cipher AS c FROM msg_channels WHERE channel_code = 'SMTP-MAIN'`);
  assert.ok(smtp.c, 'the demo SMTP password is stored');
  assert.doesNotMatch(smtp.c, /Demo-Smtp-Password-1/);
  const made = ok(
    await admin.entity('msgChannel', 'saveOrUpdate', {
      channelCode: 'WH-GEN',
      channelName: 'gen',
      channelType: 'WEBHOOK',
      endpointUrl: 'https://erp.example/hook',
    }),
  );
  assert.equal(typeof made.secretValue, 'string');
  assert.ok(made.secretValue.length >= 24, 'the generated secret, shown on creation');
  const found = ok(await admin.entity('msgChannel', 'findById', { channelId: made.channelId }));
  assert.equal(found.secretValue, null, 'not shown again');
  assert.equal(found.secretSet, 'Y');
  const list = ok(await admin.entity('msgChannel', 'listByPage', { pageIndex: 1, pageRows: 50, exactCount: true }));
  const answered = JSON.stringify(list);
  const listed: Record<string, unknown>[] = Array.isArray(list) ? list : list.rows;
  assert.ok(
    listed.some((r) => r.channelCode === 'SMTP-MAIN'),
    'the list answers the mail server',
  );
  assert.doesNotMatch(answered, /secretCipher/);
  assert.ok(!answered.includes(made.secretValue));
  assert.doesNotMatch(JSON.stringify(ok(await admin.entity('msgChannel', 'findById', { channelId: Number(smtp.id) }))), /Demo-Smtp-Password-1|secretCipher/);
});

test('a user who turns the in-app channel of released orders off gets no notification; the delivery is skipped', async () => {
  const sub = ok(await supplier1.entity('msgSubscription', 'saveOrUpdate', { eventCode: 'order.released', channel: 'SITE', enabledFlag: 'N' }));
  try {
    const po = await released();
    assert.equal((await notificationsOf(supplier1User, po.poHeaderId)).length, 0);
    const d = await one(
      `SELECT d.delivery_status AS s FROM msg_deliveries d JOIN msg_instances i ON i.instance_id = d.instance_id
        WHERE i.record_id = $1 AND i.event_code = 'order.released' AND d.channel = 'SITE' AND d.recipient_user_id = $2`,
      [po.poHeaderId, supplier1User],
    );
    assert.equal(d.s, 'SKIPPED');
  } finally {
    ok(await supplier1.entity('msgSubscription', 'saveOrUpdate', { subscriptionId: sub.subscriptionId, versionNum: sub.versionNum, enabledFlag: 'Y' }));
  }
  const po = await released();
  assert.equal((await notificationsOf(supplier1User, po.poHeaderId)).length, 1, 'turned back on');
});

test('an instance is resent: the in-app delivery is made again', async () => {
  const po = await released();
  const inst = await one(`SELECT instance_id AS id FROM msg_instances WHERE record_id = $1 AND event_code = 'order.released' ORDER BY instance_id LIMIT 1`, [
    po.poHeaderId,
  ]);
  ok(await admin.entity('msgInstance', 'doResend', { instanceId: Number(inst.id) }), 'resend');
  assert.equal((await notificationsOf(supplier1User, po.poHeaderId)).length, 2);
  const buyerRefused = await buyer.entity('msgInstance', 'doResend', { instanceId: Number(inst.id) });
  assert.notEqual(buyerRefused.body.status, 'S', 'the buyer holds no resend button');
});

test('verification codes and engine notifications go through the centre as instances', async () => {
  const before = Number((await one(`SELECT count(*)::int AS n FROM msg_instances WHERE origin_code = 'MAIL'`)).n);
  const res = await t.anonymous.call('/api/baseServer/v1/baseLoginService/sendEmailCode', { email: 'wanghai@hd-precision.example', purpose: 'FORGET' });
  assert.equal(res.body.status, 'S', res.body.msg);
  const mails = await rows(
    `SELECT d.address, d.delivery_status AS s FROM msg_instances i JOIN msg_deliveries d ON d.instance_id = i.instance_id WHERE i.origin_code = 'MAIL' ORDER BY i.instance_id DESC LIMIT 1`,
  );
  assert.equal(Number((await one(`SELECT count(*)::int AS n FROM msg_instances WHERE origin_code = 'MAIL'`)).n), before + 1);
  assert.equal(mails[0].address, 'wanghai@hd-precision.example');
  assert.equal(mails[0].s, 'OUTBOX');
  // The supplier's feedback tells the buyer (notifyCreator): an engine notification, recorded as an instance.
  // With the event's source off, the engine's own notification of the creator goes through the centre.
  await t.db.query(`UPDATE msg_sources SET enabled_flag = 'N' WHERE event_code = 'order.feedback'`);
  const po = await released();
  ok(await supplier1.entity('purOrder', 'doFeedback', { poHeaderId: po.poHeaderId }), 'feedback');
  const buyerId = Number((await one(`SELECT user_id AS id FROM saaf_users WHERE user_name = 'buyer'`)).id);
  const told = await rows(
    `SELECT i.origin_code AS o, d.delivery_status AS s FROM msg_instances i JOIN msg_deliveries d ON d.instance_id = i.instance_id
      WHERE i.record_id = $1 AND i.entity_name = 'purOrder' AND d.channel = 'SITE' AND d.recipient_user_id = $2`,
    [po.poHeaderId, buyerId],
  );
  assert.deepEqual(
    told.map((r) => [r.o, r.s]),
    [['NOTIFY', 'SENT']],
  );
});
