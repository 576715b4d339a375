/**
 * What a tender takes from its organisation's bidding setup (STATES.md
 * "Bidding setup"): a new tender, every value its buyer left empty.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import type { SaveContext } from '../engine/hooks.ts';
import { resolveReferences } from '../engine/references.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of the sourcing tables are read field by field, each checked where used
type Row = Record<string, any>;

/** The setup's values a tender takes, by the tender's field name. */
const TAKEN = ['biddingRuleId', 'assessTemplateId', 'juryCategoryId', 'noteToSupplier', 'noteToJury'];

async function setupOf(tx: Queryable, orgId: unknown): Promise<{ values: Row; ruleWay: string | null; openers: number[] } | undefined> {
  if (orgId === null || orgId === undefined || orgId === '') return undefined;
  const res = await tx.query<Row>(
    `SELECT s.setup_id AS "setupId", s.bidding_rule_id AS "biddingRuleId", s.assess_template_id AS "assessTemplateId", s.jury_category_id AS "juryCategoryId",
            s.note_to_supplier AS "noteToSupplier", s.note_to_jury AS "noteToJury", r.inviting_bid_way AS "ruleWay"
       FROM srm_pon_bidding_setups s LEFT JOIN srm_pon_bidding_rules r ON r.bidding_rule_id = s.bidding_rule_id
      WHERE s.org_id = $1 AND s.enabled_flag = 'Y'`,
    [orgId],
  );
  const setup = res.rows[0];
  if (!setup) return undefined;
  const openers = await tx.query<{ userId: number }>(
    'SELECT user_id AS "userId" FROM srm_pon_bidding_setup_openers WHERE setup_id = $1 ORDER BY setup_opener_id',
    [setup.setupId],
  );
  const values = Object.fromEntries(TAKEN.map((name) => [name, setup[name]]).filter(([, v]) => v !== null && v !== undefined));
  return { values, ruleWay: setup.ruleWay ?? null, openers: openers.rows.map((o) => Number(o.userId)) };
}

/** The setup's references copied as a save copies them (the rule's name and terms, the template's name). */
async function resolve(tx: Queryable, caller: Caller, record: Row, openers?: Row[]): Promise<void> {
  const violations: FieldViolation[] = [];
  await resolveReferences(tx, getEntity('ponAuction'), caller, [{ record }], violations);
  if (openers)
    await resolveReferences(
      tx,
      getEntity('ponAuctionOpener'),
      caller,
      openers.map((line, row) => ({ record: line, row, child: 'openers' })),
      violations,
      new Set(['auctionHeaderId']),
    );
  if (violations.length) throw new ValidationError(violations);
}

/** A new tender: what its buyer left empty, from the setup of its organisation. */
export async function fillFromSetup(ctx: SaveContext): Promise<void> {
  if (ctx.before || ctx.record.auctionType !== 'TENDER') return;
  const setup = await setupOf(ctx.tx, ctx.record.orgId);
  if (!setup) return;
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  // A rule for one way of inviting is not the rule of a tender invited the other way.
  if (setup.ruleWay && setup.ruleWay !== (ctx.record.invitingBidWay ?? 'INVITED')) delete setup.values.biddingRuleId;
  for (const [name, value] of Object.entries(setup.values)) if (empty(ctx.record[name])) ctx.record[name] = value;
  const openers = ctx.lines.openers?.length ? undefined : setup.openers.map((userId) => ({ userId, auctionHeaderId: 0 }));
  if (openers) ctx.lines.openers = openers;
  await resolve(ctx.tx, ctx.caller, ctx.record, openers);
}
