import type { ErrorCode } from '@storefront/contracts';

/**
 * A failure the caller is told about: a code from the contracts' catalogue and the values for its
 * message slots. Services throw it; the HTTP layer turns it into `{ code, msg, data: null }`.
 */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`Domain error ${code}`);
  }
}
