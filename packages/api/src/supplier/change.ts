/**
 * A supplier's proposed change of its own record (STATES.md of
 * entities/supplier): proposed from the record as it stands (copied into a
 * draft, the record kept beside it as the base), compared with that base field
 * by field and line by line, and on approval merged into the record: only what
 * the proposal changed, so what others wrote meanwhile stays. The record as it
 * stood before is archived as a version.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import type { VersionComparison } from '@srm/domain/entity/versions.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { systemCaller } from '../engine/caller.ts';
import { registerHooks, savedValue, type ActionContext } from '../engine/hooks.ts';
import { registerOperation, type EntityOperations, type OperationContext, type Row } from '../engine/operations.ts';
import { archiveVersion, compareDocuments } from '../engine/versions.ts';
import { int, object } from '../openapi/route-schema.ts';
import { refuseOpenDocument } from './documents.ts';
import { creditCodeViolations, recordLineViolations } from './record.ts';
import { once } from '../engine/once.ts';
import { today } from '../engine/clock.ts';

const CHANGE = 'slcSupplierChange';
const UNDER_WAY = ['DRAFT', 'SUBMITTED', 'RETURNED'];
const info = () => getEntity('supplierInfo');
/** The record's lines a change proposes, by the child name both share. */
const PROPOSED_LINES = ['banks', 'contacts'];

const childOf = (def: EntityDef, name: string) => getEntity(def.children!.find((c) => c.name === name)!.entity);
/** The proposed fields: those of the change (or its line) the record (line) has too, bar the supplier the change belongs to. */
const shared = (proposal: EntityDef, record: EntityDef) => {
  const names = new Set(record.fields.map((f) => f.name));
  return proposal.fields.filter((f) => names.has(f.name) && f.name !== 'supplierId' && f.name !== 'supplierNumber').map((f) => f.name);
};
const proposedHeader = (def: EntityDef) => shared(def, info());
const proposedLine = (def: EntityDef, name: string) => shared(childOf(def, name), childOf(info(), name));
const pick = (row: Row, names: string[]) => Object.fromEntries(names.map((n) => [n, row[n] ?? null]));

/** The record shaped as the change holds it: its proposed fields, and lines naming the record line they copy. */
function asProposal(change: EntityDef, record: Row): Row {
  const out: Row = pick(record, proposedHeader(change));
  for (const name of PROPOSED_LINES) {
    const recordKey = childOf(info(), name).key;
    out[name] = ((record[name] as Row[]) ?? []).map((l) => ({ ...pick(l, proposedLine(change, name)), sourceId: l[recordKey] }));
  }
  return out;
}

/** A proposal shaped as the record, its lines keyed by the record line they change (none: a new line), for comparing and merging. */
function asRecord(def: EntityDef, change: Row): Row {
  const out: Row = pick(change, proposedHeader(def));
  for (const name of PROPOSED_LINES) {
    const recordKey = childOf(info(), name).key;
    const names = proposedLine(def, name);
    out[name] = ((change[name] as Row[]) ?? []).map((l) => ({ ...pick(l, names), ...(l.sourceId ? { [recordKey]: l.sourceId } : {}) }));
  }
  return out;
}

const changeWithLines = async (ops: EntityOperations, tx: Queryable, def: EntityDef, id: number): Promise<Row> => ({
  ...(await ops.fetch(tx, def, systemCaller(), id))!,
  ...(await ops.fetchLines(tx, def, id)),
});
const baseOf = (def: EntityDef, change: Row) => asRecord(def, JSON.parse(String(change.baseSnapshot ?? '{}')) as Row);

/** `propose`: a draft change holding the caller's record as it stands; one change under way at a time. */
async function propose({ ops, def, caller, tx, pending }: OperationContext): Promise<unknown> {
  if (!caller.supplierId) throw new AppError('FORBIDDEN');
  await refuseOpenDocument(tx, def, { supplierId: caller.supplierId, changeId: 0 }, UNDER_WAY);
  const record = await ops.findById(info(), caller, { supplierId: caller.supplierId }, tx);
  const proposal = asProposal(def, record);
  const id = await ops.saveOne(tx, def, caller, proposal, pending, true);
  await tx.query('UPDATE srm_slc_supplier_changes SET base_snapshot = $2 WHERE change_id = $1', [id, JSON.stringify(proposal)]);
  return ops.findById(def, caller, { changeId: id }, tx);
}

/** `compareChange`: the record as it stood when proposed, against the proposal. */
async function compareChange({ ops, def, caller, tx, body }: OperationContext): Promise<VersionComparison> {
  const visible = await ops.findById(def, caller, { changeId: body.changeId }, tx);
  const change = await changeWithLines(ops, tx, def, Number(visible.changeId));
  return { entity: 'supplierInfo', from: 0, to: 0, ...compareDocuments(info(), baseOf(def, change), asRecord(def, change)) };
}

/** A name another supplier has is refused on the change, not only when it reaches the record. */
async function nameViolations(tx: Queryable, supplierId: unknown, name: unknown): Promise<FieldViolation[]> {
  if (typeof name !== 'string' || !name.trim()) return [];
  const res = await tx.query('SELECT 1 FROM srm_pos_supplier_info WHERE lower(btrim(supplier_name)) = lower(btrim($1)) AND supplier_id <> $2', [
    name,
    supplierId,
  ]);
  return res.rows.length ? [{ field: 'supplierName', key: 'rule.unique', params: { value: name } }] : [];
}

/** The approval: what the proposal changed from its base, merged into the record as it is now. */
async function apply({ tx, def, record, caller, pending }: ActionContext, ops: EntityOperations): Promise<void> {
  const change = await changeWithLines(ops, tx, def, Number(record.changeId));
  const diff = compareDocuments(info(), baseOf(def, change), asRecord(def, change));
  const current = await ops.findById(info(), systemCaller(), { supplierId: change.supplierId }, tx);
  await archiveVersion(tx, info(), current, caller, `${change.changeNumber} ${change.changeReason ?? ''}`.trim());
  const merged: Row = { supplierId: current.supplierId, versionNum: current.versionNum };
  for (const c of diff.fields) merged[c.field] = c.to;
  for (const l of diff.lines) {
    const key = childOf(info(), l.child).key;
    const removed = new Set(l.removed.map((r) => String(r[key])));
    const changed = new Map(l.changed.map((c) => [String(c.key), c.fields]));
    merged[l.child] = [
      ...((current[l.child] as Row[]) ?? [])
        .filter((line) => !removed.has(String(line[key])))
        .map((line) => ({ ...line, ...Object.fromEntries((changed.get(String(line[key])) ?? []).map((c) => [c.field, c.to])) })),
      ...l.added,
    ];
  }
  await ops.saveOne(tx, info(), caller, merged, pending, true);
  await tx.query('UPDATE srm_slc_supplier_changes SET approved_date = $2 WHERE change_id = $1', [record.changeId, today()]);
}

export const registerChangeHooks = once((ops: EntityOperations): void => {
  const answer = { type: 'object', additionalProperties: true };
  registerOperation(CHANGE, 'propose', propose, { body: object({}, []), data: answer });
  registerOperation(CHANGE, 'compareChange', compareChange, { body: object({ changeId: int('The change') }, ['changeId']), data: answer });
  registerHooks(CHANGE, {
    async beforeSave(ctx) {
      const violations = [
        ...creditCodeViolations(ctx.record.taxRegistrationNumber),
        ...(await recordLineViolations(ctx.tx, ctx.lines)),
        ...(await nameViolations(ctx.tx, savedValue(ctx, 'supplierId'), savedValue(ctx, 'supplierName'))),
      ];
      if (violations.length) throw new ValidationError(violations);
    },
    async beforeAction(ctx) {
      if (ctx.action.action !== 'submit') return;
      if (!String(ctx.record.changeReason ?? '').trim()) throw new ValidationError([{ field: 'changeReason', key: 'rule.required' }]);
      const change = await changeWithLines(ops, ctx.tx, ctx.def, Number(ctx.record.changeId));
      const diff = compareDocuments(info(), baseOf(ctx.def, change), asRecord(ctx.def, change));
      if (!diff.fields.length && diff.lines.every((l) => !l.added.length && !l.removed.length && !l.changed.length)) throw new AppError('CHANGE_EMPTY');
      await refuseOpenDocument(ctx.tx, ctx.def, ctx.record, ['SUBMITTED']);
    },
    async afterAction(ctx) {
      // The reviewer's word stays on the change for the supplier to read (a return says what to mend).
      if (ctx.action.action !== 'submit')
        await ctx.tx.query('UPDATE srm_slc_supplier_changes SET review_comment = $2 WHERE change_id = $1', [ctx.record.changeId, ctx.comment ?? null]);
      if (ctx.action.action === 'approval') await apply(ctx, ops);
    },
  });
});
