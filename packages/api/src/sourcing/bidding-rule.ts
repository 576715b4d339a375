/**
 * A tender's bidding rule (STATES.md "Bidding rules"): what it must have to be
 * submitted, how many responses it needs to be opened, and who decides when it
 * closes with fewer (abandon it or publish it again).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, type FieldViolation } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import { linkOf, openTodos, usersWhoCan } from '../engine/todos.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of the sourcing tables are read field by field, each checked where used
type Row = Record<string, any>;

/** Submitted responses of the event's current round. */
export async function responseCount(tx: Queryable, auctionId: number): Promise<number> {
  const res = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM srm_pon_bid_headers b JOIN srm_pon_auction_headers a ON a.auction_header_id = b.auction_header_id
      WHERE b.auction_header_id = $1 AND b.round_number = a.round_number AND b.bid_status = 'SUBMITTED'`,
    [auctionId],
  );
  return res.rows[0].n;
}

/** What the tender's rule asks before it is submitted: an enabled rule, its invitation way, enough suppliers invited and experts to draw. */
export async function ruleViolations(tx: Queryable, record: Row, invited: number): Promise<FieldViolation[]> {
  if (!record.biddingRuleId) return [];
  const res = await tx.query<Row>(
    `SELECT rule_name AS "ruleName", inviting_bid_way AS "invitingBidWay", min_invited AS "minInvited", min_jury AS "minJury", enabled_flag AS enabled
       FROM srm_pon_bidding_rules WHERE bidding_rule_id = $1`,
    [record.biddingRuleId],
  );
  const rule = res.rows[0];
  if (rule?.enabled !== 'Y') return [{ field: 'biddingRuleId', key: 'rule.disabled', params: { value: String(record.biddingRuleName ?? '') } }];
  const violations: FieldViolation[] = [];
  if (rule.invitingBidWay && rule.invitingBidWay !== record.invitingBidWay)
    violations.push({ field: 'invitingBidWay', key: 'rule.ruleInvitingWay', params: { rule: rule.ruleName } });
  if (record.invitingBidWay === 'INVITED' && rule.minInvited && invited < Number(rule.minInvited))
    violations.push({ field: 'suppliers', key: 'rule.minInvited', params: { rule: rule.ruleName, min: Number(rule.minInvited), count: invited } });
  if (rule.minJury && Number(record.juryCount ?? 0) < Number(rule.minJury))
    violations.push({ field: 'juryCount', key: 'rule.min', params: { min: Number(rule.minJury) } });
  return violations;
}

/** A tender is opened only with the responses its rule asks for. */
export async function requireEnoughResponses(tx: Queryable, auctionId: number): Promise<void> {
  const res = await tx.query<{ min: number | null }>('SELECT min_bidders AS min FROM srm_pon_auction_headers WHERE auction_header_id = $1', [auctionId]);
  const min = Number(res.rows[0]?.min ?? 0);
  const count = await responseCount(tx, auctionId);
  if (count < min) throw new AppError('TOO_FEW_BIDDERS', { count, min });
}

/** Whether a closed tender has fewer responses than its rule asks for. */
export async function tooFewResponses(tx: Queryable, record: Row): Promise<boolean> {
  return !!record.minBidders && (await responseCount(tx, Number(record.auctionHeaderId))) < Number(record.minBidders);
}

/** A to-do "abandon or publish again" for each buyer who may abandon the tender; the tender's next transition closes it. */
export async function tooFewTodos(tx: Queryable, record: Row, caller: Caller, pending: PendingEvents): Promise<void> {
  const def = getEntity('ponAuction');
  const id = Number(record.auctionHeaderId);
  const count = await responseCount(tx, id);
  const link = linkOf(def, id, record);
  const title = {
    zh: `招标项目 ${record.auctionNumber} 有效投标 ${count} 家，不足 ${record.minBidders} 家，待流标或重新发布`,
    en: `Tender ${record.auctionNumber}: ${count} of the ${record.minBidders} responses needed; abandon it or publish it again`,
  };
  const users = await usersWhoCan(tx, def, 'btnAbandon');
  await openTodos(tx, caller, pending, { entity: def.name, recordId: id, action: 'abandon', title, link }, { userIds: users.map((u) => u.userId) });
}
