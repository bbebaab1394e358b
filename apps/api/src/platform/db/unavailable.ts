const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
]);

/**
 * Whether an error means "the database cannot be reached right now" (answered -1107, worth a retry)
 * rather than a bug in a query (answered -1108).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE classes 08 (connection exception) and 57P0x (server shutting down or starting),
    // 53300 (too many connections).
    if (/^08/.test(code) || /^57P0[1-4]$/.test(code) || code === '53300') return true;
  }
  if (/Connection terminated|timeout exceeded when trying to connect/i.test(error.message)) return true;
  // Drizzle wraps driver errors in its own, with the driver's error as the cause.
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}
