import { z } from 'zod';
import { SocialProvider } from './auth.ts';
import { LANGS } from './locale.ts';

export const BaseInfoRequest = z.object({});

export const RegionItem = z.object({
  code: z.string(),
  currency: z.string(),
  name: z.string(),
  iconUrl: z.string(),
});
export type RegionItem = z.infer<typeof RegionItem>;

export const LanguageItem = z.object({ code: z.enum(LANGS), name: z.string() });
export type LanguageItem = z.infer<typeof LanguageItem>;

export const BaseInfo = z.object({
  regionList: z.array(RegionItem),
  languageList: z.array(LanguageItem),
  /** The social sign-in providers configured on this store: the web shows only their buttons. */
  loginProviders: z.array(SocialProvider),
});
export type BaseInfo = z.infer<typeof BaseInfo>;
