import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getArticles } from '@/lib/api/content';
import { enabledPathCodes } from '@/lib/i18n/languages';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { pageAlternates } from '@/lib/seo/alternates';
import { NewsTemplate } from '@/modules/content/templates/news';

interface NewsProps {
  params: LangParams;
  searchParams: Promise<{ page?: string }>;
}

export async function generateMetadata({ params }: Pick<NewsProps, 'params'>): Promise<Metadata> {
  const { prefix } = await pageLanguage(params);
  return {
    title: (await getTranslations('news'))('title'),
    alternates: pageAlternates(prefix, '/news', enabledPathCodes()),
  };
}

export default async function NewsPage({ params, searchParams }: NewsProps) {
  const [{ prefix, lang }, { page }] = await Promise.all([pageLanguage(params), searchParams]);
  const pageNum = Math.min(Math.max(Number.parseInt(page ?? '1', 10) || 1, 1), 10_000);
  return <NewsTemplate prefix={prefix} page={await getArticles(lang, pageNum)} />;
}
