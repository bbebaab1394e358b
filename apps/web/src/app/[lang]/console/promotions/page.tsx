import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { ConsoleTemplate } from '@/modules/console/templates/console';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('consolePromotions'))('title'), robots: { index: false } };
}

export default async function ConsolePromotionsPage({ params }: { params: LangParams }) {
  const { prefix } = await pageLanguage(params);
  return <ConsoleTemplate lang={prefix} screen="promotions" />;
}
