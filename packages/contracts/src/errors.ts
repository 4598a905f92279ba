import type { MessageKey } from './messages';

/**
 * Every error the API can answer with: its stable code (the UI may branch on it), its HTTP status and
 * the catalog key of the message shown to the user. Exhaustive by construction.
 */
export const errorCodes = {
  VALIDATION_FAILED: 422,
  BAD_REQUEST: 400,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DELETED: 401,
  TOO_MANY_ATTEMPTS: 429,
  UNAUTHENTICATED: 401,
  API_KEY_INVALID: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  ACTION_ALREADY_EXECUTED: 409,
  AREA_OUT_OF_COVERAGE: 422,
  AMOUNT_NOT_EDITABLE: 409,
  PLACE_NOT_EDITABLE: 409,
  ORDER_ACTION_NOT_ALLOWED: 409,
  ORDER_ACTION_ADMIN_ONLY: 403,
  MISSION_ACTION_NOT_ALLOWED: 409,
  SUPPLY_NOT_AVAILABLE: 409,
  SUPPLY_NOTHING_OWED: 409,
  SUPPLY_ORDERS_NOT_OWED: 409,
  SUPPLY_NOT_POSITIVE: 409,
  IMPORT_ROWS_INVALID: 422,
  BULK_ROWS_INVALID: 422,
  IMPORT_TOO_LARGE: 413,
  IMPORT_EMPTY: 422,
  IMPORT_COLUMNS_MISSING: 422,
  OTP_REQUIRED: 403,
  SIGNATURE_INVALID: 401,
  WEBHOOK_URL_MISSING: 409,
  OTP_INVALID: 422,
  OTP_EXPIRED: 422,
  OTP_TOO_MANY_ATTEMPTS: 429,
  OTP_SEND_LIMIT: 429,
  WRONG_OLD_PASSWORD: 422,
  SAME_PASSWORD: 422,
  OLD_FILE: 409,
  NO_INTERNATIONAL_SHIPMENT: 404,
  PRODUCT_SKU_TAKEN: 409,
  SURVEY_NOT_AVAILABLE: 409,
  ATTENDANCE_POSITION_REQUIRED: 403,
  ATTENDANCE_OUTSIDE_RADIUS: 403,
  ATTENDANCE_NO_LOCATION: 403,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_FILES: 413,
  FILE_TOO_LARGE: 413,
  FILES_QUOTA_EXCEEDED: 413,
  FILE_TYPE_NOT_ACCEPTED: 415,
  TICKET_CLOSED: 409,
  TICKET_NOT_CLOSED: 409,
  TICKET_ALREADY_RATED: 409,
  STAFF_SELF_CHANGE: 409,
  CAPTAIN_ORDER_MOVED: 409,
  DELIVERY_CODE_INVALID: 422,
  DELIVERY_CODE_LOCKED: 429,
  PARTIAL_AMOUNT_NEEDS_REASON: 422,
  COLLECTED_ABOVE_COD: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export const errorCodeList = Object.keys(errorCodes) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return errorCodes[code];
}

export function messageKeyOf(code: ErrorCode): MessageKey {
  return `errors.${code}`;
}

/** 401 answers also tell the web app to drop its session (spec §8). */
export function isLogoutCode(code: ErrorCode): boolean {
  return (
    errorCodes[code] === 401 &&
    code !== 'INVALID_CREDENTIALS' &&
    code !== 'ACCOUNT_DELETED' &&
    code !== 'SIGNATURE_INVALID' &&
    // A merchant API caller has no session to drop: its key is wrong (decision 055).
    code !== 'API_KEY_INVALID'
  );
}
