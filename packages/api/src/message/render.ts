/**
 * Message templates: the {{placeholders}} an event's template may use (the
 * fields of the event's record, and the few the centre adds) and rendering
 * them in the recipient's language.
 */
import type { BusinessEventDef } from '@srm/domain/events/business-events.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Lang } from '@srm/domain/i18n/messages.ts';

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g;

/** Placeholders every event has besides its record's fields. */
const ADDED = ['documentNumber', 'eventName', 'recipientName'];
/** Friendlier names for a record's number, per entity. */
const ALIASES: Record<string, Record<string, string>> = {
  purOrder: { orderNumber: 'poNumber' },
  purOrderLine: { orderNumber: 'poNumber' },
};

export function placeholdersIn(text: string | null | undefined): string[] {
  return [...(text ?? '').matchAll(PLACEHOLDER)].map((m) => m[1]);
}

export function knownPlaceholders(event: BusinessEventDef): Set<string> {
  const def = getEntity(event.entity);
  const names = [...def.fields.map((f) => f.name), 'createdBy', 'creationDate', 'lastUpdateDate', ...ADDED, ...Object.keys(ALIASES[event.entity] ?? {})];
  return new Set(names);
}

/** The first placeholder of `text` the event does not know, if any. */
export function unknownPlaceholder(event: BusinessEventDef, text: string | null | undefined): string | undefined {
  const known = knownPlaceholders(event);
  return placeholdersIn(text).find((p) => !known.has(p));
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  return String(value);
}

/** The values a template is rendered with: the record, the added names and the aliases. */
export function valuesOf(event: BusinessEventDef, record: Record<string, unknown>, lang: Lang, recipientName?: string | null): Record<string, unknown> {
  const def = getEntity(event.entity);
  const values: Record<string, unknown> = { ...record };
  values.documentNumber = def.titleField ? record[def.titleField] : record[def.key];
  values.eventName = event.label[lang];
  values.recipientName = recipientName ?? '';
  for (const [alias, field] of Object.entries(ALIASES[event.entity] ?? {})) values[alias] = record[field];
  return values;
}

export function render(text: string | null | undefined, values: Record<string, unknown>): string {
  return (text ?? '').replace(PLACEHOLDER, (_, name: string) => show(values[name]));
}
