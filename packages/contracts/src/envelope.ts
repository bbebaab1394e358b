import { z } from 'zod';

export const SUCCESS_CODE = 1;

/** Every answer of the API: `{ code, msg, data }`, `code: 1` meaning success (spec section 7). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
