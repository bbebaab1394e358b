import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage } from '@/lib/i18n/page-language';
import { ConsoleTemplate } from '@/modules/console/templates/console';

type ProductParams = Promise<{ lang: string; slug: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('consoleCatalogue'))('title'), robots: { index: false } };
}

/** The catalogue's editor of one product; an unknown slug is answered by the editor itself (-1351). */
export default async function ConsoleProductPage({ params }: { params: ProductParams }) {
  const [{ prefix }, { slug }] = await Promise.all([pageLanguage(params), params]);
  return <ConsoleTemplate lang={prefix} screen="catalogue" slug={decodeURIComponent(slug)} />;
}
