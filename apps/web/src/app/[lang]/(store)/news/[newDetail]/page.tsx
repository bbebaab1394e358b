import type { Metadata } from 'next';
import { getArticle } from '@/lib/api/content';
import { enabledPathCodes } from '@/lib/i18n/languages';
import { pageLanguage } from '@/lib/i18n/page-language';
import { pageAlternates } from '@/lib/seo/alternates';
import { ArticleTemplate } from '@/modules/content/templates/article';
import { ContentUnavailable } from '@/modules/content/templates/content-route';

type Params = Promise<{ lang: string; newDetail: string }>;

async function load(params: Params) {
  const [{ prefix, lang }, { newDetail }] = await Promise.all([pageLanguage(params), params]);
  return { prefix, id: newDetail, article: await getArticle(newDetail, lang) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { prefix, id, article } = await load(params);
  if (!article) return {};
  return {
    title: article.title,
    description: article.summary,
    alternates: pageAlternates(prefix, `/news/${id}`, enabledPathCodes()),
    openGraph: { type: 'article', title: article.title, description: article.summary },
  };
}

/** An unknown article never reaches here: proxy.ts answers it with the 404 page. */
export default async function ArticlePage({ params }: { params: Params }) {
  const { prefix, article } = await load(params);
  return article ? <ArticleTemplate prefix={prefix} article={article} /> : <ContentUnavailable />;
}
