/**
 * The columns of an entity's import: the form's fields in order (or every
 * writable field), never what the server computes. Headers are the labels in
 * the caller's language, required ones marked with "*"; on the way back a
 * header matches the label in either language or the field name.
 */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { fieldOf, findEntity, findEntityByRest } from '@srm/domain/entity/registry.ts';
import type { Lang } from '@srm/domain/i18n/messages.ts';
import { AppError } from '../engine/app-error.ts';
import { entityOfUrl } from './export-spec.ts';
import { isAnswered } from '@srm/domain/entity/field-types.ts';

export function importEntity(payload: Record<string, unknown>): EntityDef {
  const name = String(payload.entity ?? payload.entityName ?? payload.restName ?? payload.functionId ?? '').trim();
  const url = String(payload.requestUrl ?? '').trim();
  const def = name ? (findEntity(name) ?? findEntityByRest(name.replace(/Restful$/, ''))) : url ? entityOfUrl(url) : undefined;
  if (!def) throw new AppError(name ? 'UNKNOWN_ENTITY' : 'IMPORT_ENTITY_REQUIRED', { entity: name });
  if (!def.rest || def.readOnly) throw new AppError('READ_ONLY_ENTITY');
  return def;
}

export function importFields(def: EntityDef): FieldDef[] {
  const usable = (f: FieldDef | undefined): f is FieldDef =>
    !!f && !f.readOnly && !f.hidden && !f.autoNumber && f.type !== 'attachments' && isAnswered(f) && f.type !== 'richtext';
  const names = def.form?.sections.flatMap((s) => s.fields) ?? def.fields.map((f) => f.name);
  const fields = names.map((n) => fieldOf(def, n)).filter(usable);
  return fields.length ? fields : def.fields.filter(usable);
}

export const headerOf = (f: FieldDef, lang: Lang) => `${f.required ? '*' : ''}${f.label[lang]}`;

export function matchHeader(fields: FieldDef[], header: string): FieldDef | undefined {
  const h = header.replace(/^\*/, '').trim();
  return fields.find((f) => f.name === h || f.label.zh === h || f.label.en === h);
}
