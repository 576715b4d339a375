/**
 * Values transformed on their way into the database: passwords become argon2id
 * hashes, rich text is sanitised so no script can run where it is shown, and
 * secrets the server itself needs later (client secrets, tokens, database
 * passwords) are wrapped under its master key.
 */
import { createRequire } from 'node:module';
import { hash } from '@node-rs/argon2';
import type SanitizeHtml from 'sanitize-html';
import type { FieldDef } from '@srm/domain/entity/types.ts';
import { FIELD_TYPES } from '@srm/domain/entity/field-types.ts';
import { wrapSecret } from '../sourcing/sealing.ts';

export const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Loaded on the first rich text saved: a tenth of a second that most processes (a test file, a start) never need.
let sanitizer: ((html: string) => string) | undefined;

function loadSanitizer(): (html: string) => string {
  const sanitizeHtml = createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml;
  const options: SanitizeHtml.IOptions = {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'u', 's', 'h1', 'h2', 'font'],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      '*': ['style', 'class'],
      img: ['src', 'alt', 'width', 'height'],
      font: ['color', 'size'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'data'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  };
  return (html) => sanitizeHtml(html, options);
}

export function sanitizeRichText(html: string): string {
  sanitizer ??= loadSanitizer();
  return sanitizer(html);
}

/** A value on its way into the database; only a password's hash is waited for (an await per field of a 200-line save is measurable). */
export function prepareValue(field: FieldDef, value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  const stored = FIELD_TYPES[field.type].stored;
  if (stored === 'hash') return hashPassword(value);
  if (stored === 'sanitisedHtml') return sanitizeRichText(value);
  // A secret of spaces is no secret: stored as none, as the server's own reading of it would take it.
  if (stored === 'sealed') return value.trim() === '' ? null : wrapSecret(Buffer.from(value, 'utf8'));
  return value;
}
