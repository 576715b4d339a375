/**
 * The clause library and templates (entities/contract/STATES.md): an
 * alteration of a published clause or template makes its next version (a
 * DRAFT copy, template lines too) and flags the published one `changingFlag`
 * while the new one is open; publishing the new version retires the old one
 * (EXPIRED, by the server), and rejecting does not. A template takes only
 * published clauses (`usable` on its line), checked again at submit.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { ValidationError } from '../engine/app-error.ts';
import { systemCaller } from '../engine/caller.ts';
import { registerHooks } from '../engine/hooks.ts';
import { registerOperation, type EntityOperations, type OperationContext, type Row } from '../engine/operations.ts';
import { int, object } from '../openapi/route-schema.ts';
import { table, type TableRef } from '../db/tables.ts';

const TERMS = table('srm_okc_contract_terms');
const TEMPLATES = table('srm_okc_contract_templates');

interface Library {
  entity: 'contractTerm' | 'contractTemplate';
  /** The table: the columns both have (version_number, changing_flag) are named through it. */
  t: TableRef<'srm_okc_contract_terms'> | TableRef<'srm_okc_contract_templates'>;
  key: string;
  keyColumn: string;
  origin: string;
  originColumn: string;
  statusColumn: string;
  title: string;
  /** Fields copied to the next version. */
  copied: string[];
}

const TERM: Library = {
  entity: 'contractTerm',
  t: TERMS,
  key: 'termId',
  keyColumn: TERMS.term_id,
  origin: 'originTermId',
  originColumn: TERMS.origin_term_id,
  statusColumn: TERMS.term_status,
  title: 'termName',
  copied: ['termName', 'termType', 'globalFlag', 'termContent', 'comments'],
};
const TEMPLATE: Library = {
  entity: 'contractTemplate',
  t: TEMPLATES,
  key: 'templateId',
  keyColumn: TEMPLATES.template_id,
  origin: 'originTemplateId',
  originColumn: TEMPLATES.origin_template_id,
  statusColumn: TEMPLATES.template_status,
  title: 'templateName',
  copied: ['templateName', 'templateType', 'globalFlag', 'comments'],
};

/** doAlteration: the next version of a published record, as a DRAFT the caller edits; answers it. */
function alteration(lib: Library) {
  return async ({ ops, tx, def, caller, pending, body }: OperationContext): Promise<Row> => {
    const current = await ops.findById(def, caller, { [lib.key]: body[lib.key] }, tx);
    if (current.changingFlag === 'Y') throw new ValidationError([{ field: lib.key, key: 'rule.alterationOpen', params: { value: current[lib.title] } }]);
    const copy: Row = {};
    for (const f of lib.copied) copy[f] = current[f];
    if (lib.entity === 'contractTemplate') copy.clauses = ((current.clauses as Row[] | undefined) ?? []).map((l) => ({ seqNum: l.seqNum, termId: l.termId }));
    const id = await ops.saveOne(tx, def, caller, copy, pending, true);
    const { t } = lib;
    await tx.query(`UPDATE ${t} SET ${t.version_number} = $1, ${lib.originColumn} = $2 WHERE ${lib.keyColumn} = $3`, [
      Number(current.versionNumber ?? 1) + 1,
      Number(current[lib.key]),
      id,
    ]);
    await tx.query(`UPDATE ${t} SET ${t.changing_flag} = 'Y', ${t.version_num} = ${t.version_num} + 1 WHERE ${lib.keyColumn} = $1`, [Number(current[lib.key])]);
    return ops.findById(def, caller, { [lib.key]: id }, tx);
  };
}

function registerLibrary(ops: EntityOperations, lib: Library): void {
  const def: EntityDef = getEntity(lib.entity);
  registerOperation(lib.entity, 'doAlteration', alteration(lib), {
    body: object({ [lib.key]: int(`The ${def.label.en.toLowerCase()} to alter`) }, [lib.key]),
    data: { type: 'object', additionalProperties: true },
  });
  registerHooks(lib.entity, {
    async afterAction({ tx, pending, action, record, caller }) {
      const origin = record[lib.origin];
      if (!origin) return;
      // The next version published: the one it replaces leaves use. Rejected: the published one stays, still being changed.
      if (action.action === 'approvePublish') {
        await tx.query(`UPDATE ${lib.t} SET ${lib.t.changing_flag} = 'N' WHERE ${lib.keyColumn} = $1`, [Number(origin)]);
        const old = await tx.query<{ s: string | null }>(`SELECT ${lib.statusColumn} AS s FROM ${lib.t} WHERE ${lib.keyColumn} = $1`, [Number(origin)]);
        if (old.rows[0]?.s === 'PUBLISHED')
          await ops.actIn(tx, pending, def, systemCaller(caller.lang), actionOf(def, 'expire'), { [lib.key]: Number(origin) });
      }
    },
    async afterDelete({ tx, record }) {
      // A discarded draft of the next version: the published one is no longer being changed.
      if (record[lib.origin]) await tx.query(`UPDATE ${lib.t} SET ${lib.t.changing_flag} = 'N' WHERE ${lib.keyColumn} = $1`, [Number(record[lib.origin])]);
    },
  });
}

export function registerLibraryHooks(ops: EntityOperations): void {
  registerLibrary(ops, TERM);
  registerLibrary(ops, TEMPLATE);
}
