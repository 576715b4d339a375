/**
 * The error envelope (components/schemas/ErrorEnvelope of the document) as an
 * exception: every refusal the server answers, with its stable code, the first
 * refused field, every field's error, the request id to quote to support and
 * the HTTP status. A failure before the server answered (no connection) stays
 * the fetch's own error.
 */
import type { components } from './generated/openapi.d.ts';

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type FieldError = components['schemas']['FieldError'];
/** The domain's error codes (packages/domain/src/errors.ts), as the document lists them. */
export type ErrorCode = ErrorEnvelope['code'];

export class SrmError extends Error {
  override readonly name = 'SrmError';
  /** Stable: branch on it (the message is in the caller's language). */
  readonly code: ErrorCode;
  /** `M`: the user can act on it (input, rights, someone else's change); `E`: any other. */
  readonly status: 'M' | 'E';
  /** The first refused field of a VALIDATION refusal (a filter key for lists). */
  readonly field: string | undefined;
  readonly errors: FieldError[];
  /** Quote it to support: it finds the server's log line. */
  readonly requestId: string | undefined;
  readonly httpStatus: number;
  readonly envelope: ErrorEnvelope;

  constructor(envelope: ErrorEnvelope, httpStatus: number, requestId?: string) {
    super(envelope.msg);
    this.envelope = envelope;
    this.code = envelope.code;
    this.status = envelope.status;
    this.errors = envelope.errors ?? [];
    this.field = this.errors[0]?.field;
    this.requestId = envelope.requestId ?? requestId;
    this.httpStatus = httpStatus;
  }
}

/** Whether a parsed answer is the error envelope (a proxy's own 502 page is not). */
export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.status === 'M' || v.status === 'E') && typeof v.code === 'string' && typeof v.msg === 'string';
}

/** An answer that is not the envelope at all (a proxy in between, a server of something else). */
export class SrmTransportError extends Error {
  override readonly name = 'SrmTransportError';
  readonly httpStatus: number;
  readonly body: string;
  constructor(httpStatus: number, body: string) {
    super(`HTTP ${httpStatus} without the SRM error envelope: ${body.slice(0, 200)}`);
    this.httpStatus = httpStatus;
    this.body = body;
  }
}
