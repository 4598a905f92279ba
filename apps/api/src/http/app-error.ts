import type { ErrorCode, MessageKey } from '@courier/contracts';

export interface AppErrorOptions {
  /** Values for the message's `{placeholders}` (e.g. minutes). */
  params?: Record<string, string | number>;
  /** Placeholders filled with a catalog text in the caller's language (e.g. status: 'orderStatus.sent'). */
  paramKeys?: Record<string, MessageKey>;
  /** Field errors as catalog keys; the error handler translates them into the caller's language. */
  errors?: Record<string, MessageKey[]>;
  /** Extra envelope fields the spec names (e.g. phone1 and phone2 of a deleted account). */
  extra?: Record<string, unknown>;
  /** Seconds until trying again makes sense: sent as the Retry-After header and `retry_after`. */
  retryAfter?: number;
}

/** A failure the client should see: a stable code (its HTTP status comes from contracts' errorCodes). */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly options: AppErrorOptions;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code);
    this.code = code;
    this.options = options;
  }
}
