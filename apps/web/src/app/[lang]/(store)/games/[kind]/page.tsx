import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getKindPage } from '@/lib/api/catalog';
import { enabledPathCodes } from '@/lib/i18n/languages';
import { pageLanguage } from '@/lib/i18n/page-language';
import { kindOfSegment, KIND_PAGES } from '@/lib/routes';
import { pageAlternates } from '@/lib/seo/alternates';
import { KIND_TITLE } from '@/modules/catalog/kind-titles';
import { KindTemplate } from '@/modules/catalog/templates/kind';

type Params = Promise<{ lang: string; kind: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ prefix }, { kind: segment }] = await Promise.all([pageLanguage(params), params]);
  const kind = kindOfSegment(segment);
  if (!kind) return {};
  const [t, tc] = await Promise.all([getTranslations('home'), getTranslations('catalog')]);
  const title = t(KIND_TITLE[kind]);
  const description = tc('kindDescription', { title });
  return {
    title,
    description,
    alternates: pageAlternates(prefix, `/${KIND_PAGES}/${segment}`, enabledPathCodes()),
    openGraph: { title, description },
  };
}

/** An unknown kind never reaches here: proxy.ts answers it with the 404 page. */
export default async function KindPage({ params }: { params: Params }) {
  const [{ lang }, { kind: segment }] = await Promise.all([pageLanguage(params), params]);
  const kind = kindOfSegment(segment);
  if (!kind) notFound();
  return <KindTemplate kind={kind} first={await getKindPage(kind, lang)} />;
}
