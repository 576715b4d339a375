import { errorCodes, type ErrorCode } from '@srm/domain/errors.ts';
import type { MessageKey } from '@srm/domain/i18n/messages.ts';

/** A refusal with a stable code; the message is rendered in the caller's language. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly params: Record<string, unknown>;
  constructor(code: ErrorCode, params: Record<string, unknown> = {}) {
    super(code);
    this.code = code;
    this.params = params;
    this.status = errorCodes[code].status;
  }
}

/** A field-level refusal, keeping the rule's message key for translation. */
export interface FieldViolation {
  field: string;
  key: MessageKey;
  params?: Record<string, unknown>;
  /** Index of the line, for a field of a child collection. */
  row?: number;
  child?: string;
}

export class ValidationError extends AppError {
  readonly violations: FieldViolation[];
  constructor(violations: FieldViolation[]) {
    super('VALIDATION');
    this.violations = violations;
  }
}
