import type { Lang } from '@storefront/contracts/locale';
import { notFound } from 'next/navigation';
import { enabledPathCodes, langOfPrefix } from './languages';

export type LangParams = Promise<{ lang: string }>;

/** The prefix and language of a page under [lang]; a prefix this deployment does not serve is a 404. */
export async function pageLanguage(params: LangParams): Promise<{ prefix: string; lang: Lang }> {
  const { lang: prefix } = await params;
  const lang = langOfPrefix(prefix, enabledPathCodes());
  if (!lang) notFound();
  return { prefix, lang };
}
