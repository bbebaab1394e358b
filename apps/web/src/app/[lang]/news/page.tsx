import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { enabledPathCodes } from '@/lib/i18n/languages';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { pageAlternates } from '@/lib/seo/alternates';
import { NewsTemplate } from '@/modules/content/templates/news';

export async function generateMetadata({ params }: { params: LangParams }): Promise<Metadata> {
  const { prefix } = await pageLanguage(params);
  return {
    title: (await getTranslations('news'))('title'),
    alternates: pageAlternates(prefix, '/news', enabledPathCodes()),
  };
}

export default function NewsPage() {
  return <NewsTemplate />;
}
