/**
 * Field mappings of an interface (scsiReqFieldMap, scsiResFieldMap): reading
 * and writing paths (`a.b`, `lines[].itemCode`: one array level), building an
 * outbound body from a record, a record from an inbound message, and checking
 * a definition's mappings against the entity they name.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { businessEvent } from '@srm/domain/events/business-events.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { writable } from '@srm/domain/entity/writable.ts';
import type { FieldViolation } from '../engine/app-error.ts';

export interface FieldMap {
  sourcePath: string;
  targetField: string;
  defaultValue?: string | null;
  requiredFlag?: string | null;
  seqNum?: number | null;
}

type Json = Record<string, unknown>;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The value at `path` (`a.b`); a `x[]` segment answers one value per element. */
export function readPath(source: unknown, path: string): unknown {
  const [head, ...rest] = path.split('.');
  if (source === null || typeof source !== 'object') return undefined;
  if (head.endsWith('[]')) {
    const list = (source as Json)[head.slice(0, -2)];
    if (!Array.isArray(list)) return undefined;
    return list.map((item) => (rest.length ? readPath(item, rest.join('.')) : item));
  }
  const value = (source as Json)[head];
  return rest.length ? readPath(value, rest.join('.')) : value;
}

/** Writes `value` at `path`; under a `x[]` segment `value` is one value per element. */
export function writePath(target: Json, path: string, value: unknown): void {
  const [head, ...rest] = path.split('.');
  if (head.endsWith('[]')) {
    const name = head.slice(0, -2);
    const values = Array.isArray(value) ? value : [value];
    const list = (Array.isArray(target[name]) ? target[name] : (target[name] = [])) as Json[];
    values.forEach((v, i) => {
      list[i] ??= {};
      if (rest.length) writePath(list[i], rest.join('.'), v);
      else list[i] = v as Json;
    });
    return;
  }
  if (!rest.length) {
    target[head] = value;
    return;
  }
  const next = (target[head] && typeof target[head] === 'object' ? target[head] : (target[head] = {})) as Json;
  writePath(next, rest.join('.'), value);
}

const ordered = (maps: FieldMap[]) => [...maps].sort((a, b) => (a.seqNum ?? 0) - (b.seqNum ?? 0));

/** Applies mappings: each target gets its source's value, else its default. */
export function applyMaps(source: unknown, maps: FieldMap[]): Json {
  const out: Json = {};
  for (const m of ordered(maps)) {
    let value = readPath(source, m.sourcePath);
    if (isEmpty(value) && !isEmpty(m.defaultValue)) value = m.defaultValue;
    if (value !== undefined) writePath(out, m.targetField, value);
  }
  return out;
}

/** The required mappings whose source the message left empty. */
export function missingRequired(source: unknown, maps: FieldMap[]): FieldMap[] {
  return maps.filter((m) => m.requiredFlag === 'Y' && isEmpty(readPath(source, m.sourcePath)) && isEmpty(m.defaultValue));
}

/** Whether `path` names a field of `def` (or `child[].field` of one of its lines). */
export function knownPath(def: EntityDef, path: string): boolean {
  const [head, ...rest] = path.split('.');
  if (head.endsWith('[]')) {
    const child = def.children?.find((c) => c.name === head.slice(0, -2));
    return !!child && rest.length === 1 && knownPath(getEntity(child.entity), rest[0]);
  }
  if (rest.length) return false;
  return head === def.key || def.fields.some((f) => f.name === head) || ['creationDate', 'lastUpdateDate', 'versionNum'].includes(head);
}

export interface DefinitionShape {
  direction: string;
  businessEvent?: string | null;
  targetEntity?: string | null;
}

/** The entity a definition's mappings are about: the event's record outbound, the target inbound. */
export function entityOf(d: DefinitionShape): EntityDef | undefined {
  if (d.direction === 'OUTBOUND') {
    const event = d.businessEvent ? businessEvent(d.businessEvent) : undefined;
    return event ? getEntity(event.entity) : undefined;
  }
  return d.targetEntity ? getEntity(d.targetEntity) : undefined;
}

/**
 * Refusals for mappings that name an unknown field: outbound, the request's
 * sources and nothing about the answer; inbound, the request's targets (which
 * must be writable) and the answer's sources.
 */
export function mappingViolations(d: DefinitionShape, req: FieldMap[], res: FieldMap[], lang: 'zh' | 'en'): FieldViolation[] {
  const def = entityOf(d);
  if (!def) return [];
  const entity = def.label[lang];
  const out: FieldViolation[] = [];
  const unknown = (field: string, value: string, row: number, child: string): FieldViolation => ({
    field,
    key: 'interface.unknownField',
    params: { entity, value },
    row,
    child,
  });
  req.forEach((m, row) => {
    if (d.direction === 'OUTBOUND') {
      if (m.sourcePath && !knownPath(def, m.sourcePath)) out.push(unknown('sourcePath', m.sourcePath, row, 'reqFieldMaps'));
      return;
    }
    const field = def.fields.find((f) => f.name === m.targetField);
    if (!field) out.push(unknown('targetField', m.targetField, row, 'reqFieldMaps'));
    else if (!writable(field, false))
      out.push({ field: 'targetField', key: 'interface.notWritable', params: { entity, value: m.targetField }, row, child: 'reqFieldMaps' });
  });
  if (d.direction === 'INBOUND') {
    res.forEach((m, row) => {
      if (m.sourcePath && !knownPath(def, m.sourcePath)) out.push(unknown('sourcePath', m.sourcePath, row, 'resFieldMaps'));
    });
  }
  return out;
}
