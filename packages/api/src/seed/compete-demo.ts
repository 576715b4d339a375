/**
 * Compete events of the demo, written through the operations the screens call:
 * a draft, one published to supplier1 and supplier2 (hall password
 * `Hall@2026`), one run and closed with its hash-chained offer log awaiting
 * the award, one whose award is approved (AWARDED), and a draft put to a
 * compete from an evaluated tender (招标转竞价), its starting prices still to set.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Db } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import { registerCompete } from '../compete/feature.ts';
import { callerFor } from './purchase-demo.ts';
import { actorOn } from './act.ts';
import { grantRoutes, routesOf, EXPORT } from './grants.ts';

export const DEMO_HALL_PASSWORD = 'Hall@2026';

/** Reading the hall's state: an operation for buyers and suppliers alike. */
const HALL_VIEW = 'btnHallView';

export async function seedCompeteDemo(db: Db): Promise<void> {
  registerCompete();
  // The supplier's hall reads its state with the button buyers hold too; entering, readiness and offers are the supplier's own (demo.ts grants those).
  await db.transaction((tx) => grantRoutes(tx, 'SUPPLIER', routesOf(['PON_COMPETE_SUPPLIER']), () => [HALL_VIEW, EXPORT]));
  const ops = new EntityOperations(db);
  const [buyer, approver, supplier1, supplier2] = await Promise.all(['buyer', 'approver', 'supplier1', 'supplier2'].map((u) => callerFor(db, u)));
  const one = async (sql: string, params: unknown[]) => Number((await db.query<{ id: number }>(sql, params)).rows[0].id);
  const item = (code: string) => one('SELECT item_id AS id FROM srm_base_items WHERE item_code = $1', [code]);
  const org = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`, []);
  const def = getEntity('ponCompete');
  const op = (caller: Caller, operation: string, body: Row) => ops.runOperation(def, caller, def.operations!.find((o) => o.operation === operation)!, body);
  const act = actorOn(ops, 'ponCompete');
  const [steel, aluminium] = [await item('M-300001'), await item('M-300002')];
  const event = async (title: string, turns: Row[]) =>
    Number(
      (
        await ops.save(def, buyer, {
          competeTitle: title,
          orgId: org,
          hallPassword: DEMO_HALL_PASSWORD,
          buyerName: '王采购',
          noteToSupplier: '含税单价，交货至一号仓库。',
          items: [
            // A budget on steel only (what the savings report measures the award against); aluminium shows an event without one.
            { lineNumber: 1, itemId: steel, quantity: 20, ceilingPrice: 5200, budgetPrice: 5150 },
            { lineNumber: 2, itemId: aluminium, quantity: 8, ceilingPrice: 19800 },
          ],
          suppliers: [{ supplierId: supplier1.supplierId }, { supplierId: supplier2.supplierId }],
          turns,
        })
      ).competeHeaderId,
    );
  const turn = (turnNumber: number, extra: Row = {}) => ({
    turnNumber,
    durationSeconds: 600,
    decrementType: 'AMOUNT',
    decrementValue: 10,
    visibility: 'OWN_RANK',
    snipeWindowSeconds: 30,
    snipeExtendSeconds: 60,
    snipeCapSeconds: 300,
    ...extra,
  });

  await event('四季度钢材竞价（拟定）', [turn(1)]);

  // A short first turn: a last-second bid and its anti-sniping extension are seen within two minutes.
  const published = await event('冷轧钢板与铝板反向竞价', [
    turn(1, { visibility: 'LADDER', durationSeconds: 90 }),
    turn(2, { decrementType: 'PERCENT', decrementValue: 0.5, ceilingRatio: 0.98 }),
  ]);
  await act(buyer, 'submit', published);
  await act(approver, 'approval', published);

  /** An event run through one turn with these offers (material line 1 or 2, price), then closed. */
  const runAndClose = async (title: string, offers: [Caller, 1 | 2, number][]) => {
    const id = await event(title, [turn(1, { visibility: 'BEST_PRICE' })]);
    await act(buyer, 'submit', id);
    await act(approver, 'approval', id);
    for (const s of [supplier1, supplier2]) {
      await op(s, 'doCheckPassword', { competeHeaderId: id, password: DEMO_HALL_PASSWORD });
      await op(s, 'doReady', { competeHeaderId: id });
    }
    await op(buyer, 'doTurnProcess', { competeHeaderId: id, action: 'start' });
    const lines = await db.query<{ id: number }>('SELECT compete_line_id AS id FROM srm_pon_compete_items WHERE compete_header_id = $1 ORDER BY line_number', [
      id,
    ]);
    const line = lines.rows.map((r) => Number(r.id));
    for (const [s, n, price] of offers) await op(s, 'doOfferPrice', { competeHeaderId: id, competeLineId: line[n - 1], price });
    await op(buyer, 'doPostNotice', { competeHeaderId: id, noticeTitle: '本轮即将结束', noticeContent: '请在结束前确认最终报价；结果以服务器记录为准。' });
    await op(buyer, 'doTurnProcess', { competeHeaderId: id, action: 'close' });
    return { id, line };
  };

  // Closed, awaiting the buyer's award.
  await runAndClose('三季度铝板竞价（已结束）', [
    [supplier1, 1, 5150],
    [supplier2, 1, 5120],
    [supplier1, 2, 19500],
    [supplier1, 1, 5090],
    [supplier2, 2, 19380],
    [supplier2, 1, 5060],
    [supplier1, 2, 19300],
  ]);

  // Awarded: steel to the second by rank (with the buyer's reason), aluminium to the first; the award approved, its agreements still to make.
  const awarded = await runAndClose('二季度钢材竞价（已授标）', [
    [supplier1, 1, 5100],
    [supplier2, 1, 5080],
    [supplier2, 2, 19600],
    [supplier1, 2, 19550],
  ]);
  await op(buyer, 'doSaveAward', {
    competeHeaderId: awarded.id,
    awards: [{ competeLineId: awarded.line[0], supplierId: supplier1.supplierId, awardReason: '质量稳定，交期更短' }],
  });
  await act(buyer, 'submitAward', awarded.id, { awardComments: '钢材授予第二名（交期），铝板授予最低价' });
  await act(approver, 'approveAward', awarded.id);

  // From a tender (the tender module's compete list): the evaluated tender still bargaining, its two bidders invited.
  const auction = getEntity('ponAuction');
  const tender = await one(
    `SELECT auction_header_id AS id FROM srm_pon_auction_headers WHERE auction_type = 'TENDER' AND auction_status = 'EVALUATED' ORDER BY auction_header_id LIMIT 1`,
    [],
  );
  await ops.runOperation(auction, buyer, auction.operations!.find((o) => o.operation === 'doCreateCompete')!, {
    auctionHeaderId: tender,
    hallPassword: DEMO_HALL_PASSWORD,
  });
}
