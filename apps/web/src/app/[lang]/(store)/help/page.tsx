import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getFaq } from '@/lib/api/content';
import { getSiteInfo } from '@/lib/api/system';
import { enabledPathCodes } from '@/lib/i18n/languages';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { pageAlternates } from '@/lib/seo/alternates';
import { HelpTemplate } from '@/modules/content/templates/help';

interface HelpProps {
  params: LangParams;
  searchParams: Promise<{ topic?: string }>;
}

export async function generateMetadata({ params }: Pick<HelpProps, 'params'>): Promise<Metadata> {
  const { prefix } = await pageLanguage(params);
  return {
    title: (await getTranslations('help'))('title'),
    alternates: pageAlternates(prefix, '/help', enabledPathCodes()),
  };
}

export default async function HelpPage({ params, searchParams }: HelpProps) {
  const [{ prefix, lang }, { topic }] = await Promise.all([pageLanguage(params), searchParams]);
  const topicId = topic && /^[A-Za-z0-9_-]{1,64}$/.test(topic) ? topic : undefined;
  const [faq, site] = await Promise.all([getFaq(lang, topicId), getSiteInfo(lang)]);
  return <HelpTemplate prefix={prefix} faq={faq} topicId={topicId} site={site} />;
}
