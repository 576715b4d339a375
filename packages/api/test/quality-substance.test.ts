/**
 * Substance compliance: limits checked when a declaration is saved, the
 * receipt of a material blocked without a valid declaration or exemption and
 * let through by one, the expiry warning once per declaration and expiry, the
 * countersign of a standard, and what each supplier sees.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, confirmedOrder, day, ids, ok, refused } from './purchase-kit.ts';
import { warnExpiringDeclarations } from '../src/quality/expiry.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const D = 'qmsDeclaration';

const one = async (sql: string, p: unknown[] = []) => (await t.db.query<Record<string, any>>(sql, p)).rows[0];
const substance = async (cas: string) => Number((await one('SELECT component_id AS id FROM srm_qms_chemical_components WHERE cas_number = $1', [cas])).id);
const lead = await substance('7439-92-1');
const cadmium = await substance('7440-43-9');

/** A requirement of lead ≤ 1000 and cadmium ≤ 100 ppm on the material, published. */
async function published(itemId: number) {
  const r = ok(
    await buyer.entity('qmsRequireHeader', 'saveOrUpdate', {
      requireTitle: 'RoHS',
      itemId,
      substanceCategory: 'ROHS',
      components: [
        { componentId: lead, limitPpm: 1000 },
        { componentId: cadmium, limitPpm: 100 },
      ],
    }),
  );
  return ok(await act(buyer, 'qmsRequireHeader', 'publish', r.requireId));
}

const declaration = (requireId: number, ppm: { lead: unknown; cadmium: unknown }, report: { from: number; to: number }) => ({
  requireId,
  components: [
    { componentId: lead, concentrationPpm: ppm.lead },
    { componentId: cadmium, concentrationPpm: ppm.cadmium },
  ],
  reports: [{ laboratory: 'SGS', reportNumber: `R-${report.from}-${report.to}`, reportDate: day(report.from), expiryDate: day(report.to) }],
});

/** A declaration saved, submitted by supplier1 and approved by the buyer. */
async function approvedDeclaration(requireId: number, report: { from: number; to: number }) {
  const d = ok(await supplier1.entity(D, 'saveOrUpdate', declaration(requireId, { lead: 300, cadmium: 20 }, report)));
  ok(await act(supplier1, D, 'submit', d.declarationId), 'submit declaration');
  return ok(await act(buyer, D, 'approval', d.declarationId), 'approve declaration');
}

/** A shipped delivery note of supplier1 for one piece of the material. */
async function shipped(itemId: number) {
  const po = await confirmedOrder({ buyer, approver, supplier: supplier1 }, id.supplier1, id.org, [
    { lineNumber: 1, itemId, quantity: 2, taxPrice: 5, needByDate: day(10) },
  ]);
  const note = ok(await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { lines: [{ lineNumber: 1, poLineId: po.lines[0].poLineId, deliveryQty: 2 }] }));
  ok(await act(supplier1, 'purDeliveryNote', 'ship', note.deliveryHeaderId), 'ship');
  return note.deliveryHeaderId as number;
}

const declarationsOf = async (requireId: number) =>
  Number((await one('SELECT count(*)::int AS n FROM srm_qms_declarations WHERE require_id = $1', [requireId])).n);

test(`[${dbKind}] a CAS number needs its check digit; a requirement is published only with substances, and asks its material's suppliers to declare`, async () => {
  const bad = await buyer.entity('qmsChemicalComponent', 'saveOrUpdate', { componentName: '铅', casNumber: '7439-92-2', substanceCategory: 'ROHS' });
  refused(bad, 'VALIDATION');
  assert.deepEqual(
    bad.body.errors?.map((e) => [e.field, e.code]),
    [['casNumber', 'rule.casNumber']],
  );
  const empty = ok(await buyer.entity('qmsRequireHeader', 'saveOrUpdate', { requireTitle: '空', itemId: id.shaft, substanceCategory: 'ROHS' }));
  const refusedPublish = await act(buyer, 'qmsRequireHeader', 'publish', empty.requireId);
  refused(refusedPublish, 'VALIDATION', 'publishing nothing to limit');
  assert.equal(refusedPublish.body.errors?.[0].field, 'components');
  ok(await buyer.entity('qmsRequireHeader', 'delete', { requireId: empty.requireId }));

  const r = await published(id.flange);
  assert.equal(r.requireStatus, 'PUBLISHED');
  const todo = await one(
    `SELECT count(*)::int AS n FROM srm_base_supplier_pending WHERE entity_name = 'qmsRequireHeader' AND record_id = $1 AND supplier_id = $2 AND handle_flag = 'N'`,
    [r.requireId, id.supplier1],
  );
  assert.equal(todo.n, 1, 'supplier1, who has orders of the flange, is asked to declare');
  const seen = ok(await supplier2.entity('qmsRequireHeader', 'findById', { requireId: r.requireId }));
  assert.equal(seen.components.length, 2, 'a published requirement is every supplier’s to read');
});

test(`[${dbKind}] a declaration over a limit, negative, above 100 % or with a report expiring before its date is refused naming the field, nothing written`, async () => {
  const r = await published(id.helmet);
  const cases: [{ lead: unknown; cadmium: unknown }, { from: number; to: number }, string, string, string][] = [
    [{ lead: 1500, cadmium: 10 }, { from: -5, to: 300 }, 'components', 'concentrationPpm', '铅含量 1500 ppm 超过限值 1000 ppm'],
    [{ lead: -1, cadmium: 10 }, { from: -5, to: 300 }, 'components', 'concentrationPpm', ''],
    [{ lead: 10, cadmium: 1_000_001 }, { from: -5, to: 300 }, 'components', 'concentrationPpm', ''],
    [{ lead: 10, cadmium: 10 }, { from: -5, to: -6 }, 'reports', 'expiryDate', `有效期不能早于报告日期 ${day(-5)}`],
  ];
  for (const [ppm, report, child, field, message] of cases) {
    const res = await supplier1.entity(D, 'saveOrUpdate', declaration(r.requireId, ppm, report));
    refused(res, 'VALIDATION', JSON.stringify(ppm));
    const error = res.body.errors?.[0];
    assert.deepEqual([error?.child, error?.field], [child, field], JSON.stringify(ppm));
    if (message) assert.equal(error?.message, message);
  }
  const english = await supplier1.entity(D, 'saveOrUpdate', declaration(r.requireId, { lead: 10, cadmium: 150 }, { from: -5, to: 300 }), { lang: 'EN' });
  assert.equal(english.body.errors?.[0].message, '镉 at 150 ppm is over the limit of 100 ppm');
  assert.equal(await declarationsOf(r.requireId), 0, 'nothing written');

  // Within the limits it saves, expiring with its report; a submit needs every restricted substance.
  const partial = ok(
    await supplier1.entity(D, 'saveOrUpdate', {
      ...declaration(r.requireId, { lead: 1000, cadmium: 0 }, { from: -5, to: 300 }),
      components: [{ componentId: lead, concentrationPpm: 1000 }],
    }),
  );
  assert.deepEqual([partial.supplierId, partial.expiryDate, partial.itemId], [id.supplier1, day(300), id.helmet]);
  const incomplete = await act(supplier1, D, 'submit', partial.declarationId);
  refused(incomplete, 'VALIDATION', 'cadmium undeclared');
  assert.equal(incomplete.body.errors?.[0].message, '请申报镉的含量');
  refused(await act(buyer, D, 'submit', partial.declarationId), 'FORBIDDEN', 'the buyer does not submit a supplier’s declaration');
});

test(`[${dbKind}] a receipt is refused without a valid declaration or exemption, naming the material and why; a new declaration or an exemption lifts it`, async () => {
  const flange = await one(`SELECT require_id AS id FROM srm_qms_require_headers WHERE item_id = $1 AND require_status = 'PUBLISHED'`, [id.flange]);
  const gearReq = await published(id.gear);

  // Missing: nothing declared for the flange.
  const noteA = await shipped(id.flange);
  const missing = await act(buyer, 'purDeliveryNote', 'receive', noteA);
  refused(missing, 'VALIDATION', 'no declaration');
  assert.deepEqual(
    missing.body.errors?.map((e) => [e.child, e.field, e.code]),
    [['lines', 'itemCode', 'rule.receiptDeclarationMissing']],
  );
  assert.equal(missing.body.errors?.[0].message, '物料M-100003不能接收：供应商没有已批准的合规声明或豁免');
  assert.equal((await one('SELECT delivery_status AS s FROM srm_po_delivery_headers WHERE delivery_header_id = $1', [noteA])).s, 'OPEN', 'still waiting');

  // A submitted declaration is not enough; the buyer's approval is.
  const d = ok(await supplier1.entity(D, 'saveOrUpdate', declaration(Number(flange.id), { lead: 300, cadmium: 20 }, { from: -10, to: 200 })));
  ok(await act(supplier1, D, 'submit', d.declarationId));
  refused(await act(buyer, 'purDeliveryNote', 'receive', noteA), 'VALIDATION', 'declaration not yet approved');
  ok(await act(buyer, D, 'approval', d.declarationId));
  ok(await act(buyer, 'purDeliveryNote', 'receive', noteA), 'received with an approved declaration');

  // Expired: the only approved declaration of the gear ran out yesterday.
  const old = await approvedDeclaration(gearReq.requireId, { from: -400, to: -1 });
  const noteB = await shipped(id.gear);
  const expired = await act(buyer, 'purDeliveryNote', 'receive', noteB);
  refused(expired, 'VALIDATION', 'expired declaration');
  assert.equal(expired.body.errors?.[0].code, 'rule.receiptDeclarationExpired');
  assert.equal(expired.body.errors?.[0].message, `物料M-100004不能接收：合规声明 ${old.declarationNumber} 已于 ${day(-1)} 过期`);

  // An exemption lifts it, once approved; one for a material without a requirement is refused.
  const none = await supplier1.entity('qmsExemption', 'saveOrUpdate', { itemId: id.shaft, exemptionReason: '试产', validFrom: day(0), validTo: day(10) });
  refused(none, 'VALIDATION', 'exemption without a requirement');
  assert.deepEqual(
    none.body.errors?.map((e) => [e.field, e.code]),
    [['itemId', 'rule.noSubstanceRequirement']],
  );
  const backwards = await supplier1.entity('qmsExemption', 'saveOrUpdate', { itemId: id.gear, exemptionReason: '试产', validFrom: day(5), validTo: day(1) });
  assert.deepEqual(
    backwards.body.errors?.map((e) => e.field),
    ['validTo'],
  );
  const ex = ok(
    await supplier1.entity('qmsExemption', 'saveOrUpdate', { itemId: id.gear, exemptionReason: '新模具试产', validFrom: day(0), validTo: day(10) }),
  );
  assert.equal(ex.supplierId, id.supplier1);
  refused(await act(supplier1, 'qmsExemption', 'submit', ex.exemptionId), 'FORBIDDEN', 'the buyer’s submit');
  ok(await act(supplier1, 'qmsExemption', 'apply', ex.exemptionId));
  refused(await act(buyer, 'purDeliveryNote', 'receive', noteB), 'VALIDATION', 'exemption not yet approved');
  refused(await act(supplier1, 'qmsExemption', 'approval', ex.exemptionId), 'FORBIDDEN', 'a supplier approving its own exemption');
  ok(await act(approver, 'qmsExemption', 'approval', ex.exemptionId));
  ok(await act(buyer, 'purDeliveryNote', 'receive', noteB), 'received under the exemption');

  // Without the exemption, a new valid declaration lets the next note in.
  await t.db.query(`UPDATE srm_qms_exemptions SET valid_to = $2 WHERE exemption_id = $1`, [ex.exemptionId, day(-1)]);
  const noteC = await shipped(id.gear);
  refused(await act(buyer, 'purDeliveryNote', 'receive', noteC), 'VALIDATION', 'exemption over');
  await approvedDeclaration(gearReq.requireId, { from: -2, to: 300 });
  ok(await act(buyer, 'purDeliveryNote', 'receive', noteC), 'received with a new declaration');

  // A material without a requirement is received as before.
  ok(await act(buyer, 'purDeliveryNote', 'receive', await shipped(id.shaft)));
});

test(`[${dbKind}] 30 days before a report expires the supplier is warned once, by notification and to-do; its renewal closes the to-do`, async () => {
  const r = await published(id.resistor);
  const soon = await approvedDeclaration(r.requireId, { from: -300, to: 12 });
  const later = await approvedDeclaration(r.requireId, { from: -300, to: 45 });
  const warnings = async (declarationId: number) =>
    one(
      `SELECT (SELECT count(*)::int FROM srm_base_supplier_pending WHERE entity_name = 'qmsDeclaration' AND record_id = $1 AND action_name = 'renew') AS todos,
              (SELECT count(*)::int FROM srm_base_supplier_pending WHERE entity_name = 'qmsDeclaration' AND record_id = $1 AND action_name = 'renew' AND handle_flag = 'N') AS open,
              (SELECT count(*)::int FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
                WHERE n.entity_name = 'qmsDeclaration' AND n.record_id = $1 AND u.user_name = 'supplier1' AND n.notification_title LIKE '%到期%') AS told`,
      [declarationId],
    );
  assert.ok((await warnExpiringDeclarations(t.db)) >= 1);
  assert.deepEqual(await warnings(soon.declarationId), { todos: 1, open: 1, told: 1 });
  assert.deepEqual(await warnings(later.declarationId), { todos: 0, open: 0, told: 0 }, 'not yet within 30 days');
  assert.equal(await warnExpiringDeclarations(t.db), 0, 'a second run warns no one');
  assert.deepEqual(await warnings(soon.declarationId), { todos: 1, open: 1, told: 1 });
  const todos = ok(await supplier1.entity('supplierPending', 'listByPage', { pendingTitle_like: soon.declarationNumber }));
  assert.equal(todos.length, 1, 'the supplier reads its to-do');
  assert.match(todos[0].pendingTitle, new RegExp(`${soon.declarationNumber}.*${day(12)} 到期`));
  assert.equal(ok(await supplier2.entity('supplierPending', 'listByPage', { pendingTitle_like: soon.declarationNumber })).length, 0);

  await approvedDeclaration(r.requireId, { from: -1, to: 360 });
  assert.deepEqual(await warnings(soon.declarationId), { todos: 1, open: 0, told: 1 }, 'the renewal closes the to-do');
});

test(`[${dbKind}] a countersign waits for its supplier, who signs or refuses with a reason; suppliers see only their own declarations, reports and countersigns`, async () => {
  const demo = await one(`SELECT countersign_id AS id FROM srm_qms_countersign_headers WHERE supplier_id = $1 AND countersign_status = 'SENT'`, [id.supplier1]);
  const template = await one('SELECT template_id AS id FROM srm_qms_standard_templates ORDER BY template_id LIMIT 1');
  const draft = ok(
    await buyer.entity('qmsCountersign', 'saveOrUpdate', {
      templateId: template.id,
      supplierId: id.supplier1,
      signDeadline: day(7),
      lines: [{ lineNumber: 1, clauseTitle: '包装', clauseContent: '防潮包装' }],
    }),
  );
  const mine = ok(await supplier1.entity('qmsCountersign', 'listByPage', {})).map((c: any) => c.countersignId);
  assert.ok(mine.includes(Number(demo.id)), 'the demo countersign waits for supplier1');
  assert.ok(!mine.includes(draft.countersignId), 'a draft is not the supplier’s yet');
  assert.equal(ok(await supplier2.entity('qmsCountersign', 'listByPage', {})).filter((c: any) => c.supplierId !== id.supplier2).length, 0);
  refused(await supplier2.entity('qmsCountersign', 'findById', { countersignId: demo.id }), 'NOT_FOUND');

  ok(await act(buyer, 'qmsCountersign', 'send', draft.countersignId));
  refused(await act(supplier1, 'qmsCountersign', 'refuse', draft.countersignId), 'VALIDATION', 'refusing without a reason');
  const refusedOne = ok(await act(supplier1, 'qmsCountersign', 'refuse', draft.countersignId, { refuseReason: '包装条款需协商' }));
  assert.deepEqual([refusedOne.countersignStatus, refusedOne.refuseReason], ['REFUSED', '包装条款需协商']);
  const signed = ok(await act(supplier1, 'qmsCountersign', 'sign', Number(demo.id)));
  assert.equal(signed.countersignStatus, 'SIGNED');
  assert.ok(signed.signedDate);

  const theirs = ok(await supplier2.entity(D, 'listByPage', { exactCount: true }));
  assert.ok(theirs.length >= 1, 'supplier2 has its demo draft');
  assert.equal(theirs.filter((d: any) => d.supplierId !== id.supplier2).length, 0);
  const s1 = await one(`SELECT declaration_id AS id FROM srm_qms_declarations WHERE supplier_id = $1 LIMIT 1`, [id.supplier1]);
  refused(await supplier2.entity(D, 'findById', { declarationId: s1.id }), 'NOT_FOUND');
  assert.equal(ok(await supplier2.entity('qmsDeclarationReport', 'listByPage', { declarationId: s1.id })).length, 0, 'nor its reports');
  assert.equal(ok(await supplier2.entity('qmsExemption', 'listByPage', {})).filter((e: any) => e.supplierId !== id.supplier2).length, 0);
  const theirsReports = ok(await supplier1.entity('qmsDeclarationReport', 'listByPage', { declarationId: s1.id }));
  assert.ok(theirsReports.length >= 1, 'supplier1 reads its own reports');
});
