import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { ConsoleTemplate } from '@/modules/console/templates/console';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('consoleContent'))('title'), robots: { index: false } };
}

export default async function ConsoleContentPage({ params }: { params: LangParams }) {
  const { prefix } = await pageLanguage(params);
  return <ConsoleTemplate lang={prefix} screen="content" />;
}
