/**
 * What each field type means, in one table: a new FieldType does not compile until
 * it has a row here, and every place that asks "what does this type do" reads the
 * row instead of switching on the type: the check of a value sent, the SQL column,
 * the value given to the database, the Excel cell written and the value read back
 * from one, the JSON schemas of request and answer, the decimals shown, and which
 * kind of grid column, read-only display and input control shows it.
 */
import type { FieldDef, FieldType } from './types.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { formatDate, isValidDate, isValidDateTime } from '../dates.ts';

export const DEFAULT_TEXT_LENGTH = 240;
export const LOOKUP_CODE_LENGTH = 60;
export const ATTACHMENT_IDS_LENGTH = 4000;
export const LONGTEXT_LENGTH = 1_000_000;
/** Decimals of a money field that gives none. */
export const MONEY_PRECISION = 2;
/** Decimals of a number field that gives none. */
export const NUMBER_PRECISION = 6;

type JsonSchema = Record<string, unknown>;

/** How an Excel export writes the cell: its value kind and number format. */
export type ExcelCell = 'number' | 'date' | 'datetime' | 'lookup' | 'flag' | 'text';

/** How a value is shown where it is read (grid cell, read-only form field, printed sheet). */
export type DisplayKind = 'text' | 'longText' | 'html' | 'number' | 'flag' | 'lookup' | 'reference' | 'date' | 'datetime' | 'secret' | 'files';

/** The control a form edits the value with. */
export type InputKind = 'text' | 'textarea' | 'html' | 'password' | 'number' | 'flag' | 'lookup' | 'reference' | 'date' | 'datetime' | 'files';

/** Why a present value is refused: the message key and its parameters. */
export interface Failure {
  key: MessageKey;
  params?: Record<string, unknown>;
}

/** A cell value read from an import workbook, and the lookup meanings to turn back into codes. */
export type CellValue = string | number | boolean | Date;
export type MeaningToCode = (lookupType: string, meaning: string) => string | undefined;

export interface FieldTypeBehaviour {
  /** Default maximum length of the value's text when the field gives none. */
  maxLength: number;
  /** Checks a present, non-empty value of a request (the definition's `rules` run after). */
  check: (field: FieldDef, value: unknown) => Failure | null;
  /** The column type in PostgreSQL. */
  sqlType: (field: FieldDef) => string;
  /** Whether the column takes a JS number (the validated string or number is converted). */
  numeric: boolean;
  /**
   * What the server does to a text value before storing it: a hash, sanitised HTML, wrapped under the
   * server's master key (sealed), or nothing.
   */
  stored?: 'hash' | 'sanitisedHtml' | 'sealed';
  excel: { cell: ExcelCell; numFmt?: (field: FieldDef) => string };
  /** The request value of a cell of an import workbook (checked afterwards like any request). */
  fromCell: (field: FieldDef, cell: CellValue, meaningToCode: MeaningToCode) => unknown;
  /** JSON Schema (2020-12, as OpenAPI 3.1 reads it) of the value a request may send, null aside. */
  requestSchema: (field: FieldDef) => JsonSchema;
  /** JSON Schema of the value an answer carries, null aside; `null` when the field is never answered. */
  answerSchema: (field: FieldDef) => JsonSchema | null;
  /** Decimals shown, for numeric types. */
  decimals?: (field: FieldDef) => number | undefined;
  display: DisplayKind;
  input: InputKind;
  /** A value of the wrong kind that `check` refuses (robustness suites send it). */
  wrongValue: unknown;
}

/** Type, length and password complexity (SPEC section 9) of a text value. */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

const lengthOf = (field: FieldDef, fallback: number) => field.maxLength || fallback;

function decimalsOf(value: number): number {
  const s = String(value);
  if (s.includes('e-')) return Number(s.split('e-')[1]);
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

const inRange = (field: FieldDef, n: number): Failure | null =>
  field.min !== undefined && n < field.min
    ? { key: 'rule.min', params: { min: field.min } }
    : field.max !== undefined && n > field.max
      ? { key: 'rule.max', params: { max: field.max } }
      : null;

// "+5" and " 12 " are numbers as typed; "1,234" and "1e3" are not (decided in @srm/values).
const integerCheck =
  (failKey: MessageKey) =>
  (field: FieldDef, value: unknown): Failure | null => {
    const n = typeof value === 'string' && /^[+-]?\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) return { key: failKey, params: { expected: 'integer' } };
    return inRange(field, n);
  };

const decimalCheck =
  (fallbackPrecision: number) =>
  (field: FieldDef, value: unknown): Failure | null => {
    const n = typeof value === 'string' && /^[+-]?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n)) return { key: 'rule.numeric' };
    if (Math.abs(n) >= 1e15) return { key: 'rule.max', params: { max: '1e15' } };
    const precision = field.precision ?? fallbackPrecision;
    if (decimalsOf(n) > precision) return { key: 'rule.precision', params: { precision } };
    return inRange(field, n);
  };

const textCheck =
  (fallback: number) =>
  (field: FieldDef, value: unknown): Failure | null => {
    if (typeof value !== 'string') return { key: 'rule.type', params: { expected: 'string' } };
    const max = lengthOf(field, fallback);
    return value.length > max ? { key: 'rule.maxLength', params: { max } } : null;
  };

const cellText = (_f: FieldDef, cell: CellValue) => (typeof cell === 'string' ? cell : String(cell));
const cellNumber = (_f: FieldDef, cell: CellValue) => {
  if (typeof cell === 'number') return cell;
  const s = String(cell).trim();
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : s;
};

const text = (maxLength: number): JsonSchema => ({ type: 'string', maxLength });
const numberRequest = (field: FieldDef): JsonSchema => ({
  type: ['number', 'string'],
  minimum: field.min,
  maximum: field.max,
  description: 'a JSON number, or its text ("12.5") to keep a decimal exact',
});

const textType = (maxLength: number): FieldTypeBehaviour => ({
  maxLength,
  check: textCheck(maxLength),
  sqlType: (f) => `varchar(${lengthOf(f, maxLength)})`,
  numeric: false,
  excel: { cell: 'text' },
  fromCell: cellText,
  requestSchema: (f) => text(lengthOf(f, maxLength)),
  answerSchema: (f) => text(lengthOf(f, maxLength)),
  display: 'text',
  input: 'text',
  wrongValue: { nested: true },
});

const longType = (): FieldTypeBehaviour => ({
  ...textType(LONGTEXT_LENGTH),
  sqlType: () => 'text',
  answerSchema: () => ({ type: 'string' }),
  display: 'longText',
  input: 'textarea',
});

const decimalType = (precision: number, sqlDigits: number): FieldTypeBehaviour => ({
  maxLength: DEFAULT_TEXT_LENGTH,
  check: decimalCheck(precision),
  sqlType: (f) => `numeric(${sqlDigits},${f.precision ?? precision})`,
  numeric: true,
  excel: { cell: 'number' },
  fromCell: cellNumber,
  requestSchema: numberRequest,
  answerSchema: () => ({ type: 'number' }),
  decimals: (f) => f.precision ?? precision,
  display: 'number',
  input: 'number',
  wrongValue: 'abc',
});

const integerType: FieldTypeBehaviour = {
  maxLength: DEFAULT_TEXT_LENGTH,
  check: integerCheck('rule.integer'),
  sqlType: () => 'bigint',
  numeric: true,
  excel: { cell: 'number' },
  fromCell: cellNumber,
  requestSchema: (f) => ({ type: ['integer', 'string'], minimum: f.min, maximum: f.max }),
  answerSchema: () => ({ type: 'integer' }),
  decimals: () => 0,
  display: 'number',
  input: 'number',
  wrongValue: 'abc',
};

const TABLE = {
  text: textType(DEFAULT_TEXT_LENGTH),
  longtext: longType(),
  richtext: { ...longType(), stored: 'sanitisedHtml', display: 'html', input: 'html' },
  integer: integerType,
  year: { ...integerType, display: 'text' },
  number: { ...decimalType(NUMBER_PRECISION, 24), decimals: (f) => f.precision },
  money: {
    ...decimalType(MONEY_PRECISION, 20),
    excel: { cell: 'number', numFmt: (f) => `#,##0.${'0'.repeat(f.precision ?? MONEY_PRECISION)}` },
  },
  date: {
    maxLength: DEFAULT_TEXT_LENGTH,
    check: (_f, value) => (typeof value === 'string' && isValidDate(value) ? null : { key: 'rule.date' }),
    sqlType: () => 'date',
    numeric: false,
    excel: { cell: 'date', numFmt: () => 'yyyy-mm-dd' },
    fromCell: (_f, cell) => (cell instanceof Date ? formatDate(cell) : String(cell).trim()),
    requestSchema: () => ({ type: 'string', format: 'date' }),
    answerSchema: () => ({ type: 'string', format: 'date' }),
    display: 'date',
    input: 'date',
    wrongValue: '2026-13-45',
  },
  datetime: {
    maxLength: DEFAULT_TEXT_LENGTH,
    check: (_f, value) => (typeof value === 'string' && isValidDateTime(value) ? null : { key: 'rule.datetime' }),
    sqlType: () => 'timestamptz',
    numeric: false,
    excel: { cell: 'datetime', numFmt: () => 'yyyy-mm-dd hh:mm:ss' },
    fromCell: (_f, cell) => (cell instanceof Date ? cell.toISOString() : String(cell).trim()),
    requestSchema: () => ({ type: 'string', description: 'ISO 8601, or yyyy-MM-dd HH:mm:ss' }),
    answerSchema: () => ({ type: 'string', format: 'date-time' }),
    display: 'datetime',
    input: 'datetime',
    wrongValue: '2026-13-45',
  },
  flag: {
    maxLength: DEFAULT_TEXT_LENGTH,
    check: (_f, value) => (value === 'Y' || value === 'N' ? null : { key: 'rule.flag' }),
    sqlType: () => 'varchar(1)',
    numeric: false,
    excel: { cell: 'flag' },
    fromCell: (_f, cell) => {
      const s = String(cell).trim();
      return ['是', 'Yes', 'yes', 'Y', 'y', 'true'].includes(s) ? 'Y' : ['否', 'No', 'no', 'N', 'n', 'false'].includes(s) ? 'N' : s;
    },
    requestSchema: () => ({ type: 'string', enum: ['Y', 'N'] }),
    answerSchema: () => ({ type: 'string', enum: ['Y', 'N'] }),
    display: 'flag',
    input: 'flag',
    wrongValue: 'maybe',
  },
  lookup: {
    ...textType(LOOKUP_CODE_LENGTH),
    excel: { cell: 'lookup' },
    // The workbook shows meanings; a meaning is turned back into its code, anything else is checked as sent.
    fromCell: (f, cell, meaningToCode) => {
      const s = String(cell).trim();
      return meaningToCode(f.lookupType ?? '', s) ?? s;
    },
    display: 'lookup',
    input: 'lookup',
  },
  ref: {
    maxLength: DEFAULT_TEXT_LENGTH,
    check: integerCheck('rule.type'),
    sqlType: () => 'bigint',
    numeric: true,
    excel: { cell: 'number' },
    fromCell: cellNumber,
    requestSchema: () => ({ type: ['integer', 'string'], minimum: 1 }),
    answerSchema: () => ({ type: 'integer' }),
    display: 'reference',
    input: 'reference',
    wrongValue: 'abc',
  },
  attachments: {
    ...textType(ATTACHMENT_IDS_LENGTH),
    requestSchema: (f) => ({ ...text(lengthOf(f, ATTACHMENT_IDS_LENGTH)), description: 'comma-separated file ids' }),
    display: 'files',
    input: 'files',
  },
  password: {
    ...textType(128),
    check: (field, value) => textCheck(128)(field, value) ?? (isStrongPassword(value as string) ? null : { key: 'rule.password' }),
    stored: 'hash',
    requestSchema: () => ({ type: 'string', maxLength: 128, writeOnly: true }),
    // Never answered: the column keeps the hash, the answer leaves the field out.
    answerSchema: () => null,
    display: 'secret',
    input: 'password',
  },
  secret: {
    ...textType(DEFAULT_TEXT_LENGTH),
    stored: 'sealed',
    // Wrapped, the value is longer than typed: the column takes any length, the request its field's.
    sqlType: () => 'text',
    requestSchema: (f) => ({ ...text(lengthOf(f, DEFAULT_TEXT_LENGTH)), writeOnly: true }),
    answerSchema: () => null,
    display: 'secret',
    input: 'password',
  },
} satisfies Record<FieldType, FieldTypeBehaviour>;

export const FIELD_TYPES: Readonly<Record<FieldType, FieldTypeBehaviour>> = TABLE;

export function fieldType(field: FieldDef): FieldTypeBehaviour {
  return FIELD_TYPES[field.type];
}

/** Whether answers carry the field (a password never leaves the server). */
export const isAnswered = (field: FieldDef): boolean => FIELD_TYPES[field.type].answerSchema(field) !== null;

/** The decimals a numeric field shows; undefined for other types or when free. */
export const shownDecimals = (field: FieldDef): number | undefined => FIELD_TYPES[field.type].decimals?.(field);
