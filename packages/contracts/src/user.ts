import { z } from 'zod';
import { LANGS } from './locale.ts';

/** Settings dialog save (spec section 4, "Saving settings"). */
export const UpdateInfoRequest = z.object({
  lang: z.string().min(2).max(8),
  region: z.string().min(2).max(8),
});
export type UpdateInfoRequest = z.infer<typeof UpdateInfoRequest>;

export const UpdateInfoData = z.object({
  lang: z.enum(LANGS),
  region: z.string(),
  currency: z.string(),
});
export type UpdateInfoData = z.infer<typeof UpdateInfoData>;
