/**
 * What each field type means, in one table: a new FieldType does not compile until
 * it has a row here, and every place that asks "what does this type do" (SQL
 * column, value sent to the database, Excel cell, JSON schema of request and
 * answer, default length) reads the row instead of switching on the type.
 */
import type { FieldDef, FieldType } from './types.ts';

export const DEFAULT_TEXT_LENGTH = 240;
export const LOOKUP_CODE_LENGTH = 60;
export const ATTACHMENT_IDS_LENGTH = 4000;
export const LONGTEXT_LENGTH = 1_000_000;

type JsonSchema = Record<string, unknown>;

/** How an Excel export writes the cell: its value kind and number format. */
export type ExcelCell = 'number' | 'date' | 'datetime' | 'lookup' | 'flag' | 'text';

export interface FieldTypeBehaviour {
  /** Default maximum length of the value's text when the field gives none. */
  maxLength: number;
  /** The column type in PostgreSQL. */
  sqlType: (field: FieldDef) => string;
  /** Whether the column takes a JS number (the validated string or number is converted). */
  numeric: boolean;
  /** What the server does to a text value before storing it: a hash, sanitised HTML, or nothing. */
  stored?: 'hash' | 'sanitisedHtml';
  excel: { cell: ExcelCell; numFmt?: (field: FieldDef) => string };
  /** JSON Schema (2020-12, as OpenAPI 3.1 reads it) of the value a request may send. */
  requestSchema: (field: FieldDef) => JsonSchema;
  /** JSON Schema of the value an answer carries. */
  answerSchema: (field: FieldDef) => JsonSchema;
}

const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'] });
const text = (field: FieldDef, fallback: number): JsonSchema => nullable({ type: 'string', maxLength: field.maxLength ?? fallback });
// A number may come as a JSON number or as the text a person typed ("1,234.5" is
// refused by validation, "+5" accepted): the request schema allows both.
const numberIn = (): JsonSchema => ({ type: ['number', 'string', 'null'] });

const textType = (maxLength: number): FieldTypeBehaviour => ({
  maxLength,
  sqlType: (f) => `varchar(${f.maxLength ?? maxLength})`,
  numeric: false,
  excel: { cell: 'text' },
  requestSchema: (f) => text(f, maxLength),
  answerSchema: (f) => text(f, maxLength),
});

const longType = (): FieldTypeBehaviour => ({
  maxLength: LONGTEXT_LENGTH,
  sqlType: () => 'text',
  numeric: false,
  excel: { cell: 'text' },
  requestSchema: (f) => text(f, LONGTEXT_LENGTH),
  answerSchema: () => nullable({ type: 'string' }),
});

const TABLE = {
  text: textType(DEFAULT_TEXT_LENGTH),
  longtext: longType(),
  richtext: { ...longType(), stored: 'sanitisedHtml' },
  integer: {
    maxLength: DEFAULT_TEXT_LENGTH,
    sqlType: () => 'bigint',
    numeric: true,
    excel: { cell: 'number' },
    requestSchema: numberIn,
    answerSchema: () => nullable({ type: 'integer' }),
  },
  number: {
    maxLength: DEFAULT_TEXT_LENGTH,
    sqlType: (f) => `numeric(24,${f.precision ?? 6})`,
    numeric: true,
    excel: { cell: 'number' },
    requestSchema: numberIn,
    answerSchema: () => nullable({ type: 'number' }),
  },
  money: {
    maxLength: DEFAULT_TEXT_LENGTH,
    sqlType: (f) => `numeric(20,${f.precision ?? 2})`,
    numeric: true,
    excel: { cell: 'number', numFmt: (f) => `#,##0.${'0'.repeat(f.precision ?? 2)}` },
    requestSchema: numberIn,
    answerSchema: () => nullable({ type: 'number' }),
  },
  date: {
    maxLength: DEFAULT_TEXT_LENGTH,
    sqlType: () => 'date',
    numeric: false,
    excel: { cell: 'date', numFmt: () => 'yyyy-mm-dd' },
    requestSchema: () => nullable({ type: 'string', format: 'date' }),
    answerSchema: () => nullable({ type: 'string', format: 'date' }),
  },
  datetime: {
    maxLength: DEFAULT_TEXT_LENGTH,
    sqlType: () => 'timestamptz',
    numeric: false,
    excel: { cell: 'datetime', numFmt: () => 'yyyy-mm-dd hh:mm:ss' },
    requestSchema: () => nullable({ type: 'string' }),
    answerSchema: () => nullable({ type: 'string', format: 'date-time' }),
  },
  flag: {
    maxLength: DEFAULT_TEXT_LENGTH,
    sqlType: () => 'varchar(1)',
    numeric: false,
    excel: { cell: 'flag' },
    requestSchema: () => ({ enum: ['Y', 'N', null] }),
    answerSchema: () => ({ enum: ['Y', 'N', null] }),
  },
  lookup: { ...textType(LOOKUP_CODE_LENGTH), excel: { cell: 'lookup' } },
  ref: {
    maxLength: DEFAULT_TEXT_LENGTH,
    sqlType: () => 'bigint',
    numeric: true,
    excel: { cell: 'number' },
    requestSchema: numberIn,
    answerSchema: () => nullable({ type: 'integer' }),
  },
  attachments: textType(ATTACHMENT_IDS_LENGTH),
  password: {
    ...textType(128),
    stored: 'hash',
    // Never answered: the column keeps the hash, the answer leaves the field out.
    answerSchema: () => ({ not: {} }),
  },
} satisfies Record<FieldType, FieldTypeBehaviour>;

export const FIELD_TYPES: Readonly<Record<FieldType, FieldTypeBehaviour>> = TABLE;

export function fieldType(field: FieldDef): FieldTypeBehaviour {
  return FIELD_TYPES[field.type];
}
