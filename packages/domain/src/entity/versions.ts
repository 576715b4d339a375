/**
 * Document versions: an action marked `newVersion` archives the document as it
 * stood before the change (entity/types.ts); these two operations, spread into a
 * definition's `operations`, list a document's versions and compare any two of
 * them field by field and line by line. The server implements them once for every
 * definition that declares them (packages/api/src/engine/versions.ts).
 */
import type { EntityDef, OperationDef } from './types.ts';
import type { TextDiffPart } from './text-diff.ts';

export const LIST_VERSIONS = 'listVersions';
export const COMPARE_VERSIONS = 'compareVersions';
/** Resource that lets a user read a document's versions. */
export const VERSIONS_RESOURCE = 'btnVersions';
/** The version a comparison names for the document as it is now. */
export const CURRENT_VERSION = 'current';

export function versionOperations(): OperationDef[] {
  return [
    { operation: LIST_VERSIONS, label: { zh: '版本', en: 'Versions' }, resource: VERSIONS_RESOURCE, noButton: true },
    { operation: COMPARE_VERSIONS, label: { zh: '版本对比', en: 'Compare versions' }, resource: VERSIONS_RESOURCE, noButton: true },
  ];
}

export const isVersioned = (def: EntityDef): boolean => !!def.operations?.some((o) => o.operation === LIST_VERSIONS);

/** One archived version (or the current document) as the list answers it. */
export interface VersionSummary {
  versionNo: number;
  current: boolean;
  /** The document's state when it was archived (or now). */
  state: string | null;
  /** Who made the change that archived it, and when. */
  changedByName: string | null;
  changedDate: string;
  comment: string | null;
}

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
  /** A long text field's change word by word (a contract clause): what stayed, what went, what came. */
  diff?: TextDiffPart[];
}

export interface LineChanges {
  child: string;
  added: Record<string, unknown>[];
  removed: Record<string, unknown>[];
  /** Each changed line by its key, its number and its title (a bank account's number), whichever it has. */
  changed: { key: unknown; lineNumber: unknown; title?: unknown; fields: FieldChange[] }[];
}

/** A comparison of two versions, or of a record and a proposed change of it (`entity` names the record's definition). */
export interface VersionComparison {
  entity?: string;
  from: number;
  to: number;
  fields: FieldChange[];
  lines: LineChanges[];
}
