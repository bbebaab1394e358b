import type { ErrorCode } from '@storefront/contracts';

/**
 * A failure the caller is told about: a code from the contracts' catalogue and the values for its
 * message slots. Services throw it; the HTTP layer turns it into `{ code, msg, data }`, `data` null
 * unless the code's contract gives the caller something to go on (a proof-of-work challenge).
 */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(`Domain error ${code}`);
  }
}

/** A caller over a rate limit: answered -1106 with HTTP 429 and the seconds to wait. */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError';
  readonly statusCode = 429;
  constructor(readonly retryAfter: number) {
    super('Rate limited');
  }
}
