/**
 * Schemas of the generic entity operations, derived from the definitions: the
 * record as answered, as sent, and the listByPage filters the engine accepts
 * (engine/list-query.ts). Components are named after the entity: `x`, `xInput`,
 * `xListRequest`; each route of the entity router references them.
 */
import { FIELD_TYPES } from '@srm/domain/entity/field-types.ts';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { AUDIT_FIELDS } from '@srm/domain/entity/types.ts';
import { entities, getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { actionOperation } from '@srm/domain/entity/naming.ts';
import { PAGE_SIZE_DEFAULT, maxPageRows } from '../engine/list-query.ts';
import { operationSchemasOf } from '../engine/operations.ts';
import { ref, TOTAL_PROPERTIES } from './envelope-schema.ts';
import { clean, fieldSchema, type JsonSchema } from './field-schema.ts';
import { ids, object, routeSchema, type RouteDoc } from './route-schema.ts';

const KEY = (def: EntityDef): JsonSchema => ({ type: 'integer', minimum: 1, description: `Key of ${def.label.en}` });
const AUDIT: Record<string, JsonSchema> = {
  createdBy: { type: 'integer', readOnly: true },
  creationDate: { type: 'string', format: 'date-time', readOnly: true },
  lastUpdatedBy: { type: 'integer', readOnly: true },
  lastUpdateDate: { type: 'string', format: 'date-time', readOnly: true },
  versionNum: { type: 'integer', description: 'Optimistic lock: send the version you read when updating or acting; a newer one answers 409 STALE_VERSION' },
};

// Fields the answers carry (a password never is).
const readable = (def: EntityDef) => def.fields.filter((f) => FIELD_TYPES[f.type].answerSchema(f) !== null);

function recordAnswer(def: EntityDef): JsonSchema {
  const properties: Record<string, JsonSchema> = { [def.key]: KEY(def) };
  for (const f of readable(def)) properties[f.name] = fieldSchema(f, 'answer');
  Object.assign(properties, AUDIT);
  for (const c of def.children ?? [])
    properties[c.name] = { type: 'array', items: ref(c.entity), description: `${c.label.en} (findById, saveOrUpdate and actions answer them)` };
  // Hooks may answer more than the fields (a label, a computed figure): never refused.
  return { type: 'object', title: def.label.en, description: `${def.label.zh} / ${def.label.en}`, required: [def.key], properties, additionalProperties: true };
}

function requiredOnCreate(def: EntityDef): string[] {
  return def.fields.filter((f) => f.required && !f.readOnly && !f.autoNumber && f.default === undefined).map((f) => f.name);
}

function recordInput(def: EntityDef): JsonSchema {
  const properties: Record<string, JsonSchema> = { [def.key]: { ...KEY(def), description: 'Absent to create; the key to update' } };
  for (const f of def.fields) properties[f.name] = fieldSchema(f, 'request');
  Object.assign(properties, AUDIT);
  for (const c of def.children ?? []) {
    properties[c.name] = {
      type: 'array',
      items: ref(`${c.entity}Input`),
      description: `${c.label.en}: the full set of lines; a line without its key is added, a line left out is removed`,
    };
  }
  properties.language = { type: 'string', description: 'Language of the answer messages (CN or EN), as the header' };
  const required = requiredOnCreate(def);
  return clean({
    type: 'object',
    title: `${def.label.en} (input)`,
    description: `${def.label.zh} / ${def.label.en}. ${required.length ? `Required when creating: ${required.join(', ')}.` : ''} Read-only fields are ignored; any other unknown property is refused (400 VALIDATION, error.unknownField).`,
    properties,
    additionalProperties: false,
  });
}

/** The value a filter compares with: the field's request value, without null. */
function filterValue(f: FieldDef): JsonSchema {
  const s = fieldSchema({ ...f, required: true, readOnly: false, maxLength: Math.max(f.maxLength ?? 0, 1000) }, 'request');
  return clean({ ...s, description: undefined, writeOnly: undefined });
}

function filterFields(def: EntityDef): FieldDef[] {
  const audit = AUDIT_FIELDS.map((name): FieldDef => ({ name, type: name.endsWith('Date') ? 'datetime' : 'integer', label: { zh: name, en: name } }));
  return [{ name: def.key, type: 'integer', label: { zh: def.key, en: def.key } }, ...readable(def), ...audit];
}

function listRequest(def: EntityDef): JsonSchema {
  const fields = filterFields(def);
  const properties: Record<string, JsonSchema> = {
    pageIndex: { type: ['integer', 'string'], minimum: 1, default: 1, description: 'Page from 1 (a digit string is accepted); else 400 PAGE_INDEX' },
    pageRows: {
      type: ['integer', 'string'],
      minimum: 1,
      maximum: maxPageRows(def),
      default: PAGE_SIZE_DEFAULT,
      description: `Rows per page, 1 to ${maxPageRows(def)}; else 400 PAGE_ROWS`,
    },
    exactCount: {
      type: 'boolean',
      description:
        'Count every matching row, and answer the exact `count` with the page (the page then waits for it); by default the page answers `count` only when it costs nothing, else `countPending`',
    },
    after: {
      type: ['integer', 'string'],
      minimum: 1,
      description: `Keyset paging: the rows that follow the row with this \`${def.key}\` in the list's order (the last row of the page shown); \`pageIndex\` is then only the number shown`,
    },
    before: {
      type: ['integer', 'string'],
      minimum: 1,
      description: `Keyset paging: the rows that precede the row with this \`${def.key}\` (the first row of the page shown)`,
    },
    sort: {
      description: `A field name, ascending, or \`-name\`, descending, or a list of them; default ${(def.list?.sort ?? [`-${def.key}`]).join(', ')}`,
      oneOf: [
        { type: 'string', enum: fields.flatMap((f) => [f.name, `-${f.name}`]) },
        { type: 'array', items: { type: 'string', enum: fields.flatMap((f) => [f.name, `-${f.name}`]) } },
      ],
    },
    language: { type: 'string' },
  };
  for (const f of fields) {
    const value = filterValue(f);
    properties[f.name] = {
      description: `${f.label.en}: equals, or any of a list (at most 1000)`,
      oneOf: [value, { type: 'array', items: value, maxItems: 1000 }],
    };
    properties[`${f.name}_like`] = { type: 'string', maxLength: 1000, description: `${f.label.en} contains (case-insensitive)` };
    if (f.type !== 'flag') {
      properties[`${f.name}_from`] = { ...value, description: `${f.label.en} at least` };
      properties[`${f.name}_to`] = { ...value, description: `${f.label.en} at most` };
    }
  }
  return {
    type: 'object',
    title: `${def.label.en} list request`,
    description:
      'Paging, sort and filters. A filter key is a field name: `name` equals (a list: any of), `name_like` contains, `name_from` / `name_to` a range (inclusive). Empty, null and absent filters are ignored; an unknown key answers 400 VALIDATION naming it.',
    properties,
    additionalProperties: false,
  };
}

/** The entities the document describes: those with REST operations, their lines and what operations open. */
export function documentedEntities(): EntityDef[] {
  const names = new Set<string>();
  const add = (def: EntityDef) => {
    if (names.has(def.name)) return;
    names.add(def.name);
    for (const c of def.children ?? []) add(getEntity(c.entity));
    for (const o of def.operations ?? []) if (o.opens) add(getEntity(o.opens));
  };
  for (const def of entities) if (def.rest) add(def);
  return [...names].map(getEntity);
}

export function entityComponents(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const def of documentedEntities()) {
    out[def.name] = recordAnswer(def);
    out[`${def.name}Input`] = recordInput(def);
    out[`${def.name}ListRequest`] = listRequest(def);
  }
  return out;
}

export interface EntityRoute {
  operation: string;
  url: string;
  schema: ReturnType<typeof routeSchema>;
}

/** Every operation the entity router serves for this definition, with its schema. */
export function entityRoutes(def: EntityDef): EntityRoute[] {
  if (!def.rest) return [];
  const tag = `${def.label.en} (${def.name})`;
  const name = def.name;
  const out: EntityRoute[] = [];
  const add = (operation: string, doc: Omit<RouteDoc, 'operationId' | 'tag'>) =>
    out.push({ operation, url: restPath(def, operation), schema: routeSchema({ operationId: `${name}_${operation}`, tag, ...doc }) });
  const byKey = object({ [def.key]: KEY(def) }, [def.key], { description: `\`${def.key}\` (or \`id\`)` });
  const record = ref(name);

  add('findById', {
    summary: `Find one ${def.label.en} with its lines`,
    body: byKey,
    data: record,
    description: "404 NOT_FOUND also when the record is outside the caller's scope.",
  });
  add('listByPage', {
    summary: `List ${def.label.en}, one page`,
    body: ref(`${name}ListRequest`),
    data: { type: 'array', items: record },
    page: true,
    description: 'With `groupBy`: also `groups` (as listCount answers them), and `count` exact from them.',
  });
  add('listCount', {
    summary: `Count ${def.label.en} matching the filters`,
    body: ref(`${name}ListRequest`),
    data: object(
      {
        ...TOTAL_PROPERTIES,
        groups: {
          type: 'array',
          description: 'With `groupBy`: each value of the field and how many rows hold it (exact)',
          items: object({ value: {}, count: { type: 'integer', minimum: 0 } }, ['value', 'count']),
        },
      },
      ['count'],
    ),
    description:
      'The total listByPage leaves pending: exact up to 10,000, else an estimate (`countEstimated`) or 10,000 (`countCapped`). Paging keys are ignored.',
  });
  if (!def.readOnly) {
    add('saveOrUpdate', { summary: `Create or update ${def.label.en} (with its lines)`, body: ref(`${name}Input`), data: record });
    add('doBatchSaveOrUpdate', {
      summary: `Create or update several ${def.label.en} in one transaction`,
      body: { oneOf: [{ type: 'array', items: ref(`${name}Input`) }, object({ rows: { type: 'array', items: ref(`${name}Input`) } }, ['rows'])] },
      data: { type: 'array', items: record },
      description: 'A refused row answers 400 VALIDATION with `row` on each field error; nothing is saved.',
    });
    add('delete', { summary: `Delete one ${def.label.en}`, body: byKey, data: { type: 'null' } });
    add('doBatchDelete', {
      summary: `Delete several ${def.label.en} in one transaction`,
      body: { oneOf: [object({ ids: ids() }, ['ids']), ids()] },
      data: { type: 'integer', description: 'How many were deleted' },
    });
  }
  for (const [operation, named] of Object.entries(def.namedLists ?? {})) {
    add(operation, {
      summary: `List ${def.label.en} by ${named.required.join(', ')}`,
      body: { allOf: [ref(`${name}ListRequest`), { required: named.required }] },
      data: { type: 'array', items: record },
      page: true,
    });
  }
  for (const a of def.workflow?.actions ?? []) {
    const properties: Record<string, JsonSchema> = {
      [def.key]: KEY(def),
      versionNum: AUDIT.versionNum,
      comment: { type: 'string', maxLength: 2000, description: a.commentRequired ? 'Required (400 COMMENT_REQUIRED without it)' : 'Optional' },
    };
    if (a.lineInput) {
      const child = def.children?.find((c) => c.name === a.lineInput!.child);
      const line = child ? getEntity(child.entity) : undefined;
      if (line) {
        const lineProps: Record<string, JsonSchema> = { [line.key]: KEY(line) };
        for (const f of a.lineInput.fields) {
          const field = line.fields.find((x) => x.name === f);
          if (field) lineProps[f] = fieldSchema({ ...field, readOnly: false }, 'request');
        }
        properties.lines = { type: 'array', items: object(lineProps, [line.key]), description: 'Per-line values; lines not given keep their defaults' };
      }
    }
    add(actionOperation(a.action), {
      summary: `${a.label.en}: ${a.from.join(', ')} -> ${a.to}`,
      description: `Needs resource ${a.resource}${a.actor ? ` (${a.actor} users only)` : ''}. From another state: 409 TRANSITION_REFUSED.${a.forbidSelf ? ' The user who submitted may not do it (403 SELF_APPROVAL).' : ''}`,
      body: object(properties, a.commentRequired ? [def.key, 'comment'] : [def.key]),
      data: record,
    });
  }
  for (const o of def.operations ?? []) {
    if (o.hidden) continue;
    const declared = operationSchemasOf(def.name, o.operation);
    const data =
      declared?.data ??
      (o.opens
        ? ref(o.opens)
        : o.prints
          ? {
              type: 'array',
              items: object({ label: { type: 'string', description: 'SVG markup or an image data URL' } }, ['label'], { additionalProperties: true }),
            }
          : undefined);
    add(o.operation, {
      summary: o.label.en,
      description: `Needs resource ${o.resource}${o.actor ? ` (${o.actor} users only)` : ''}.`,
      body: declared?.body ?? { type: 'object', additionalProperties: true },
      data,
    });
  }
  return out;
}
