import { ERROR } from './constants.ts';

// The codes live with the zod-free constants; their texts, in every language, are the web's message
// files' `apiErrors` (the API fills them: apps/api/src/platform/i18n/web-messages.ts).
export { ERROR };

export type ErrorName = keyof typeof ERROR;
export type ErrorCode = (typeof ERROR)[ErrorName];

const CODES = new Set<number>(Object.values(ERROR));

export function isErrorCode(value: number): value is ErrorCode {
  return CODES.has(value);
}
