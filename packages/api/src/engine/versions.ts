/**
 * Document versions, once for every definition that declares them
 * (@srm/domain/entity/versions.ts): an action marked `newVersion` archives the
 * document as it stood; `listVersions` answers the archived versions and the
 * current one; `compareVersions` answers what changed between any two, field by
 * field and line by line (lines matched by their key). Both read the document
 * through findById first, so grants and scope (a supplier's own orders) hold.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { AUDIT_FIELDS } from '@srm/domain/entity/types.ts';
import { entities, getEntity } from '@srm/domain/entity/registry.ts';
import {
  COMPARE_VERSIONS,
  CURRENT_VERSION,
  LIST_VERSIONS,
  isVersioned,
  type FieldChange,
  type LineChanges,
  type VersionComparison,
  type VersionSummary,
} from '@srm/domain/entity/versions.ts';
import { PERSON_NAME_FIELDS } from '@srm/domain/entity/people.ts';
import { textDiff } from '@srm/domain/entity/text-diff.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError } from './app-error.ts';
import type { Caller } from './caller.ts';
import { registerOperation, type EntityOperations, type OperationContext, type Row } from './operations.ts';
import { personName } from './people.ts';
import { localizeCopies } from './bilingual.ts';
import { int, object } from '../openapi/route-schema.ts';
import { isAnswered } from '@srm/domain/entity/field-types.ts';

/** Archives `document` (header and lines as fetched) as its next version number. */
export async function archiveVersion(tx: Queryable, def: EntityDef, document: Row, caller: Caller, comment: string | undefined): Promise<void> {
  const id = Number(document[def.key]);
  const next = await tx.query<{ n: number }>(
    'SELECT COALESCE(max(version_no), 0) + 1 AS n FROM sys_document_versions WHERE entity_name = $1 AND record_id = $2',
    [def.name, id],
  );
  await tx.query(
    `INSERT INTO sys_document_versions (entity_name, record_id, version_no, state, change_comment, snapshot, created_by, last_updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [
      def.name,
      id,
      Number(next.rows[0].n),
      def.workflow ? String(document[def.workflow.field] ?? '') : null,
      comment ?? null,
      JSON.stringify(document),
      caller.userId,
    ],
  );
}

interface Archived {
  versionNo: number;
  state: string | null;
  changeComment: string | null;
  createdBy: number;
  creationDate: string;
  snapshot: string;
}

async function archived(q: Queryable, def: EntityDef, id: number): Promise<Archived[]> {
  const res = await q.query<Archived>(
    `SELECT version_no AS "versionNo", state, change_comment AS "changeComment", created_by AS "createdBy", creation_date AS "creationDate", snapshot
       FROM sys_document_versions WHERE entity_name = $1 AND record_id = $2 ORDER BY version_no`,
    [def.name, id],
  );
  return res.rows.map((r) => ({ ...r, versionNo: Number(r.versionNo), createdBy: Number(r.createdBy) }));
}

/** The document as the caller may read it now, with its lines; NOT_FOUND outside their scope. */
async function current(ops: EntityOperations, tx: Queryable, def: EntityDef, caller: Caller, body: Row): Promise<Row> {
  return ops.findById(def, caller, { [def.key]: body[def.key] }, tx);
}

async function listVersions({ ops, tx, def, caller, body }: OperationContext): Promise<VersionSummary[]> {
  const doc = await current(ops, tx, def, caller, body);
  const versions = await archived(tx, def, Number(doc[def.key]));
  const out: VersionSummary[] = [];
  // Version n was changed by whoever archived it, when version n + 1 began.
  for (const [i, v] of versions.entries()) {
    const author = i === 0 ? Number(doc.createdBy) : versions[i - 1].createdBy;
    out.push({
      versionNo: v.versionNo,
      current: false,
      state: v.state,
      changedByName: await personName(tx, author),
      changedDate: String(i === 0 ? doc.creationDate : versions[i - 1].creationDate),
      comment: i === 0 ? null : versions[i - 1].changeComment,
    });
  }
  const last = versions[versions.length - 1];
  out.push({
    versionNo: versions.length + 1,
    current: true,
    state: def.workflow ? String(doc[def.workflow.field] ?? '') : null,
    changedByName: await personName(tx, last ? last.createdBy : Number(doc.createdBy)),
    changedDate: String(last ? last.creationDate : doc.creationDate),
    comment: last?.changeComment ?? null,
  });
  return out;
}

const SKIPPED = new Set<string>([...AUDIT_FIELDS, ...PERSON_NAME_FIELDS]);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function fieldChanges(def: EntityDef, from: Row, to: Row): FieldChange[] {
  const wfField = def.workflow?.field;
  return def.fields
    .filter((f) => !f.hidden && isAnswered(f) && f.name !== wfField && !SKIPPED.has(f.name) && !same(from[f.name], to[f.name]))
    .map((f) => {
      const change: FieldChange = { field: f.name, from: from[f.name] ?? null, to: to[f.name] ?? null };
      if (f.type === 'longtext') change.diff = textDiff(String(change.from ?? ''), String(change.to ?? ''));
      return change;
    });
}

function lineChanges(def: EntityDef, from: Row, to: Row): LineChanges[] {
  return (def.children ?? []).map((child) => {
    const lineDef = getEntity(child.entity);
    const before = (from[child.name] as Row[] | undefined) ?? [];
    const after = (to[child.name] as Row[] | undefined) ?? [];
    const byKey = new Map(before.map((l) => [String(l[lineDef.key]), l]));
    const afterKeys = new Set(after.map((l) => String(l[lineDef.key])));
    const changed: LineChanges['changed'] = [];
    const added: Row[] = [];
    for (const line of after) {
      const old = byKey.get(String(line[lineDef.key]));
      if (!old) added.push(line);
      else {
        const fields = fieldChanges(lineDef, old, line).filter((c) => c.field !== child.foreignKey);
        if (fields.length)
          changed.push({
            key: line[lineDef.key],
            lineNumber: line.lineNumber ?? null,
            title: lineDef.titleField ? (line[lineDef.titleField] ?? null) : null,
            fields,
          });
      }
    }
    return { child: child.name, added, removed: before.filter((l) => !afterKeys.has(String(l[lineDef.key]))), changed };
  });
}

/** What changed from one whole document (header and lines, as fetched) to another; lines are matched by their key. */
export function compareDocuments(def: EntityDef, from: Row, to: Row): Pick<VersionComparison, 'fields' | 'lines'> {
  return { fields: fieldChanges(def, from, to), lines: lineChanges(def, from, to) };
}

async function compareVersions({ ops, tx, def, caller, body }: OperationContext): Promise<VersionComparison> {
  const doc = await current(ops, tx, def, caller, body);
  const versions = await archived(tx, def, Number(doc[def.key]));
  const latest = versions.length + 1;
  const pick = async (name: 'from' | 'to'): Promise<{ no: number; row: Row }> => {
    const raw = body[name];
    const no = raw === CURRENT_VERSION || raw === undefined || raw === null ? latest : Number(raw);
    if (!Number.isSafeInteger(no) || no < 1 || no > latest) throw new ValidationError([{ field: name, key: 'rule.max', params: { max: latest } }]);
    if (no === latest) return { no, row: doc };
    // Archived as stored; named in the reader's language like the current document.
    const row = JSON.parse(versions[no - 1].snapshot) as Row;
    await localizeCopies(tx, def, [row], caller.lang);
    for (const child of def.children ?? []) await localizeCopies(tx, getEntity(child.entity), (row[child.name] as Row[] | undefined) ?? [], caller.lang);
    return { no, row };
  };
  const from = await pick('from');
  const to = await pick('to');
  return { from: from.no, to: to.no, ...compareDocuments(def, from.row, to.row) };
}

const keyed = (def: EntityDef) => object({ [def.key]: int(`The ${def.label.en.toLowerCase()}`) }, [def.key]);

/** Registers listVersions and compareVersions for every definition that declares them. */
export function registerVersionOperations(): void {
  for (const def of entities.filter(isVersioned)) {
    registerOperation(def.name, LIST_VERSIONS, listVersions, {
      body: keyed(def),
      data: { type: 'array', items: { type: 'object', additionalProperties: true } },
    });
    registerOperation(def.name, COMPARE_VERSIONS, compareVersions, {
      body: object(
        {
          [def.key]: int(`The ${def.label.en.toLowerCase()}`),
          from: { type: ['integer', 'string'], description: 'A version number, or "current"' },
          to: { type: ['integer', 'string'], description: 'A version number, or "current" (the default)' },
        },
        [def.key],
      ),
      data: { type: 'object', additionalProperties: true },
    });
  }
}
