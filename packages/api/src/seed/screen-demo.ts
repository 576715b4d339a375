/**
 * Bid screening demo (issue 47): the auditor's responsibility (AUDITOR, read-only
 * but for marking flags reviewed), the demo user `auditor`, two inquiries of
 * three suppliers of its own quoted and opened two months ago (through the
 * operations the screens use, on the engine's clock): in one two bidders quote
 * the same price for a line, which the screening flags; in the other the prices
 * are close but not the same, which it rightly does not. Then a first run.
 * Called after every other part of seed/demo.ts, with suppliers, users and dates
 * of its own, so it moves no number or count an earlier part or a walk reads.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import type { Db } from '../db/db.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import { systemCaller } from '../engine/caller.ts';
import { grantRoutes, READ, routesOf } from './grants.ts';
import { registerScreening, runScreeningJob } from '../screening/feature.ts';
import { creditCodeCheckChar } from '@srm/domain/validation/credit-code.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { atDate } from '../engine/clock.ts';
import { PendingEvents } from '../engine/events.ts';
import type { Caller } from '../engine/caller.ts';
import { registerSourcingHooks } from '../sourcing/hooks.ts';
import { closeDueInquiries, signOpening, startBid } from '../sourcing/operations.ts';
import { callerFor } from './purchase-demo.ts';
import { actorOn } from './act.ts';

export const AUDITOR = { userName: 'auditor', password: 'Auditor@123' } as const;

/** The sourcing screens a flag's evidence opens: the auditor reads them. */
const EVIDENCE_MENUS = ['PON_INQUIRY', 'PON_BID', 'PON_TENDER', 'PON_TENDER_RESPONSE', 'PON_COMPETE'];

export async function seedScreenDemo(db: Db): Promise<void> {
  registerScreening();
  const ops = new EntityOperations(db);
  const sys = systemCaller();
  const save = (entity: string, record: Row) => ops.save(getEntity(entity), sys, record);
  const role = await save('role', { roleCode: 'AUDITOR', roleName: '审计员', roleNameEn: 'Auditor', description: 'Reads the bid screening' });
  await db.transaction(async (tx) => {
    await grantRoutes(tx, 'AUDITOR', routesOf(['ANALYTICS_SCREENING']), (s) => [...READ, 'btnReview', 'btnRunScreening'].filter((b) => s.all.includes(b)));
    await grantRoutes(tx, 'AUDITOR', routesOf(EVIDENCE_MENUS), (s) => READ.filter((b) => s.all.includes(b)));
  });
  const resp = await save('responsibility', {
    respCode: 'AUDITOR_RESP',
    respName: '审计员',
    respNameEn: 'Auditor',
    userType: 'INSIDE',
    roles: [{ roleId: role.roleId }],
  });
  const org = await db.query<{ id: number }>(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`);
  const user = await save('user', {
    userName: AUDITOR.userName,
    password: AUDITOR.password,
    userFullName: '陈审计',
    userType: 'INSIDE',
    email: 'auditor@xingchen.example',
    orgId: org.rows[0].id,
    adminFlag: 'N',
  });
  await save('userResponsibility', { userId: user.userId, respId: resp.respId });
  const flagged = await seedScreenedInquiries(db, ops);
  await runScreeningJob(db);
  // The helmets' equal prices looked at and explained: a reviewed flag beside the open ones.
  const helmets = await db.query<{ id: number }>(
    `SELECT flag_id AS id FROM srm_screening_flags WHERE indicator_code = 'IDENTICAL_PRICES' AND event_id = $1 AND subject_name LIKE '%宏远%'`,
    [flagged],
  );
  await ops.act(getEntity('screeningFlag'), await callerFor(db, AUDITOR.userName), actionOf(getEntity('screeningFlag'), 'review'), {
    flagId: helmets.rows[0].id,
    comment: '安全帽为框架协议目录价，两家均按目录报价，无异常',
  });
}

const at = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);
const stamp = (d: Date) => formatDate(d, 'datetime');

/** Three suppliers of the screening demo alone, each with a user that quotes. */
const BIDDERS: [string, string, string][] = [
  ['screen1', '金石紧固件有限公司', '金石紧固'],
  ['screen2', '鼎泰五金制品有限公司', '鼎泰五金'],
  ['screen3', '宏远机电配件有限公司', '宏远机电'],
];

/** The two inquiries; answers the flagged one. */
async function seedScreenedInquiries(db: Db, ops: EntityOperations): Promise<number> {
  registerSourcingHooks(ops);
  const sys = systemCaller();
  const save = (entity: string, record: Row) => ops.save(getEntity(entity), sys, record);
  const one = async (sql: string, params: unknown[] = []) => Number((await db.query<{ id: number }>(sql, params)).rows[0].id);
  const supplierResp = await one(`SELECT resp_id AS id FROM saaf_responsibilitys WHERE resp_code = 'SUPPLIER_RESP'`);
  const bidders: Caller[] = [];
  for (const [n, [userName, name, shortName]] of BIDDERS.entries()) {
    const first17 = `91310000MA1K09${String(n).padStart(3, '0')}`;
    const supplier = await save('supplierInfo', {
      supplierName: name,
      supplierShortName: shortName,
      supplierType: 'MANUFACTURER',
      supplierStatus: 'EFFECTIVE',
      contactName: shortName,
      contactEmail: `${userName}@screen-demo.example`,
      taxRegistrationNumber: first17 + creditCodeCheckChar(first17),
    });
    const u = await save('user', {
      userName,
      password: 'Supplier@123',
      userFullName: shortName,
      userType: 'EX',
      email: `${userName}@screen-demo.example`,
      supplierId: supplier.supplierId,
      adminFlag: 'N',
    });
    await save('userResponsibility', { userId: u.userId, respId: supplierResp });
    bidders.push(await callerFor(db, userName));
  }
  const auction = getEntity('ponAuction');
  const act = actorOn(ops, 'ponAuction');
  const [buyer, approver, auditor] = await Promise.all(['buyer', 'approver', 'auditor'].map((u) => callerFor(db, u)));
  const run = (handler: typeof startBid, caller: Caller, body: Row) =>
    db.transaction((tx) => handler({ ops, def: auction, caller, tx, pending: new PendingEvents(), body }));
  const org = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`);
  const item = (code: string) => one('SELECT item_id AS id FROM srm_base_items WHERE item_code = $1', [code]);
  const [gloves, helmet] = [await item('M-500001'), await item('M-500002')];
  const inquiry = async (title: string, daysAgo: number, prices: number[][]) => {
    const id = await atDate(at(-daysAgo), async () => {
      const made = await ops.save(auction, buyer, {
        auctionTitle: title,
        orgId: org,
        bidStartDate: stamp(at(-daysAgo)),
        bidEndDate: stamp(at(-daysAgo + 3)),
        openQuorum: 1,
        buyerName: '张伟',
        items: [
          { lineNumber: 1, itemId: gloves, quantity: 800 },
          { lineNumber: 2, itemId: helmet, quantity: 200 },
        ],
        suppliers: bidders.map((b) => ({ supplierId: b.supplierId })),
        // The auditor alone opens: no demo buyer or approver is left a to-do by these events.
        openers: [{ userId: auditor.userId }],
      });
      const madeId = Number(made.auctionHeaderId);
      await act(buyer, 'submit', madeId);
      await act(approver, 'approval', madeId);
      await act(buyer, 'publish', madeId);
      for (const [k, bidder] of bidders.entries())
        await atDate(at(-daysAgo + 1, k), async () => {
          const draft = (await run(startBid, bidder, { auctionHeaderId: madeId })) as Row;
          const lines = (draft.lines as Row[]).map((l, i) => ({ ...l, taxPrice: prices[k][i], leadTimeDays: 10 }));
          const saved = await ops.save(getEntity('ponBid'), bidder, { ...draft, lines });
          await ops.act(getEntity('ponBid'), bidder, getEntity('ponBid').workflow!.actions[0], { bidHeaderId: saved.bidHeaderId });
        });
      return madeId;
    });
    await atDate(at(-daysAgo + 4), async () => {
      await closeDueInquiries(db, ops);
      await run(signOpening, auditor, { auctionHeaderId: id });
    });
    return id;
  };
  // Flagged twice: 金石 and 鼎泰 quote the gloves at the same 52.80, 鼎泰 and 宏远 the helmets at 33.90.
  const flagged = await inquiry('劳保手套与安全帽年度询价', 64, [
    [52.8, 33.5],
    [52.8, 33.9],
    [55.1, 33.9],
  ]);
  // Not flagged: the prices are close, none the same.
  await inquiry('劳保用品补充询价', 58, [
    [53.2, 33.8],
    [53.6, 34.1],
    [54.9, 33.6],
  ]);
  return flagged;
}
