// Which failures mean "the database could not be reached": the error handler answers them 503 and the
// socket server retries. In lib/ (not db/) so that the HTTP kit needs nothing of the database layer.

/** Node's socket errors when the database host cannot be reached or drops the connection. */
const networkErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

/** node-postgres's own words for a lost or unobtainable connection (they carry no code). */
const connectionMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)/;

/**
 * True when a query failed because the database could not be reached (refused, restarting, shutting down,
 * out of connections), not because of the query: the caller should answer 503 and try again later.
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, cannot connect now) and 53300
 * (too many connections). Looks through drizzle's wrapper (`cause`) and Node's AggregateError (`errors`).
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (networkErrnos.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300')
      return true;
  }
  if (typeof message === 'string' && connectionMessages.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isConnectionError(e, depth + 1))) return true;
  return isConnectionError(cause, depth + 1);
}
