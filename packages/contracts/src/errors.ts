import type { CONSOLE_ERROR } from './console-errors.ts';
import { ERROR } from './constants.ts';

// The codes live with the zod-free constants; their texts, in every language, are the web's message
// files' `apiErrors` (the API fills them: apps/api/src/platform/i18n/web-messages.ts).
export { ERROR };

export type ErrorCode =
  (typeof ERROR)[keyof typeof ERROR] | (typeof CONSOLE_ERROR)[keyof typeof CONSOLE_ERROR];
