/**
 * The demo shows every document in every state of its workflow, so a user (or a
 * reviewer) can open one of each without making it first. Generated from the
 * registry: a new workflow entity is checked without new test code.
 *
 * GAPS is the debt this test found when it was written: states the demo does
 * not reach yet. It may only shrink: a gap the demo has filled must leave the
 * list (the test says so), and a state missing that is not listed fails.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { entities } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident } from '../src/db/db.ts';
import { dbKind, setup } from './helper.ts';

const GAPS: Record<string, string[]> = {
  finAdvanceApply: ['DRAFT', 'CANCELLED'],
  finAdvanceCollect: ['CANCELLED'],
  finInvoice: ['SUBMITTED', 'MATCHED', 'RETURNED', 'CANCELLED', 'WRITTEN_OFF'],
  finPaymentApply: ['DRAFT', 'REJECTED', 'APPROVED', 'RECEIVED', 'CANCELLED'],
  speAppeal: ['NEW', 'ACCEPTED', 'REFUSED'],
  speExcludeBill: ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'],
  speManualScore: ['PENDING', 'SCORED'],
  spePerformance: ['NEW', 'CALCULATED', 'CONFIRMED'],
  speScheme: ['COLLECTED', 'CALCULATED', 'COMPLETE'],
  speSetting: ['INACTIVE'],
  purAgreement: ['DRAFT', 'SUBMITTED', 'REJECTED', 'WITHDRAWN'],
  purAslAlteration: ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'],
  purAsl: ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'RELEASED', 'RELEASE_REJECTED'],
  purDeliveryNotice: ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'CONFIRMED', 'CLOSED', 'CANCELLED'],
  purOrderLine: ['CLOSED'],
  purPlan: ['DRAFT', 'CONFIRMED', 'RETURNED', 'CLOSED'],
  purRequisition: ['RETURNED', 'CLOSED'],
  ponAuctionSupplier: ['NOT_SHORTLISTED'],
  ponAuction: ['APPROVED', 'REJECTED'],
  ponBargain: ['DRAFT', 'CANCELLED'],
  ponBid: ['SUPERSEDED'],
  ponBrightMoon: ['DRAFT', 'CANCELLED'],
  ponClarification: ['DRAFT', 'CANCELLED'],
  ponCompete: ['APPROVING', 'REJECTED', 'READY', 'IN_TURN', 'BETWEEN_TURNS', 'AWARDING', 'COMPLETED', 'CANCELLED'],
  ponQuestion: ['DRAFT'],
  ponTenderPlan: ['REJECTED'],
  slcSupplierChange: ['DRAFT'],
  slcInspectPlan: ['SUBMITTED', 'REJECTED'],
  slcIntroduceScene: ['DRAFT'],
  slcLocaleInspect: ['APPROVED', 'REJECTED'],
  slcQualificationRequire: ['INVALID'],
  slcQualification: ['REJECTED'],
  slcTrial: ['SUBMITTED', 'REJECTED'],
};

const t = await setup();

test(`[${dbKind}] the demo holds a document in every state of every workflow, but for the listed gaps`, async () => {
  const unlisted: string[] = [];
  const filled: string[] = [];
  let checked = 0;
  for (const def of entities) {
    if (!def.workflow || def.view) continue;
    checked++;
    const res = await t.db.query<{ s: string }>(`SELECT DISTINCT ${ident(toSnake(def.workflow.field))} AS s FROM ${ident(def.table)}`);
    const seen = new Set(res.rows.map((r) => r.s));
    const gaps = new Set(GAPS[def.name] ?? []);
    for (const state of Object.keys(def.workflow.states)) {
      if (!seen.has(state) && !gaps.has(state)) unlisted.push(`${def.name} ${state}`);
      if (seen.has(state) && gaps.has(state)) filled.push(`${def.name} ${state}`);
    }
  }
  assert.ok(checked > 50, `${checked} workflow entities`);
  assert.deepEqual(unlisted, [], `no demo document in these states: ${unlisted.join('; ')}`);
  assert.deepEqual(filled, [], `the demo now reaches these: take them out of GAPS: ${filled.join('; ')}`);
});
