import {
  adminCalls,
  type AdminCallPath,
  CONSOLE_ERROR,
  ERROR,
  type ErrorCode,
  MAX_IMPORT_MB,
  MAX_UPLOAD_BYTES,
} from '@storefront/contracts';
import { largestBody } from '@storefront/contracts/body-size';

/** A storefront or console call's JSON body. */
export const BODY_LIMIT_KB = 64;
/** A provider's notification can be larger than a call: Stripe sends whole objects. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export interface BodyLimit {
  bytes: number;
  code: ErrorCode;
  params: Record<string, number>;
}

/**
 * The largest body the API takes at a path, and the error that refuses a larger one. The front door
 * asks before passing a body on: the API refuses an oversized body before reading it, so a proxy
 * still sending a large one meets a closed connection rather than the API's answer.
 */
export function bodyLimitOf(path: string): BodyLimit {
  if (path.startsWith('/api/files/')) {
    return {
      bytes: MAX_UPLOAD_BYTES,
      code: ERROR.FILE_TOO_LARGE,
      params: { max: MAX_UPLOAD_BYTES / (1024 * 1024) },
    };
  }
  // A code import's paste or file, sent as JSON text: up to 100,000 codes.
  if (/^\/api\/admin\/stock\/(preview|import)(\?|$)/.test(path)) {
    return {
      bytes: MAX_IMPORT_MB * 1024 * 1024,
      code: CONSOLE_ERROR.STOCK_FILE_TOO_LARGE,
      params: { max: MAX_IMPORT_MB },
    };
  }
  if (path.startsWith('/api/hooks/')) {
    return {
      bytes: WEBHOOK_BODY_LIMIT,
      code: ERROR.BODY_TOO_LARGE,
      params: { limit: WEBHOOK_BODY_LIMIT / 1024 },
    };
  }
  const call = path.match(/^\/api\/admin\/([^?]+)/)?.[1];
  if (call && Object.hasOwn(adminCalls, call)) return tooLarge(consoleCallBytes(call as AdminCallPath));
  return tooLarge(BODY_LIMIT_KB * 1024);
}

const tooLarge = (bytes: number): BodyLimit => ({
  bytes,
  code: ERROR.BODY_TOO_LARGE,
  params: { limit: Math.ceil(bytes / 1024) },
});

const consoleLimits = new Map<AdminCallPath, number>();

/**
 * A console call takes the largest body its contract allows (a policy page's text in twelve
 * languages is megabytes), and never less than a storefront call.
 */
function consoleCallBytes(call: AdminCallPath): number {
  let bytes = consoleLimits.get(call);
  if (bytes === undefined) {
    const usual = BODY_LIMIT_KB * 1024;
    bytes = Math.max(usual, largestBody(adminCalls[call].request, usual));
    consoleLimits.set(call, bytes);
  }
  return bytes;
}
