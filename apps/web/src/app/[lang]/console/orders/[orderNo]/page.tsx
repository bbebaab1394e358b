import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage } from '@/lib/i18n/page-language';
import { ConsoleTemplate } from '@/modules/console/templates/console';

type ItemParams = Promise<{ lang: string; orderNo: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('consoleOrders'))('title'), robots: { index: false } };
}

/** One order: its timeline and the actions on it; an unknown number is answered by the page itself. */
export default async function ConsoleOrderPage({ params }: { params: ItemParams }) {
  const [{ prefix }, { orderNo }] = await Promise.all([pageLanguage(params), params]);
  return <ConsoleTemplate lang={prefix} screen="orders" id={decodeURIComponent(orderNo)} />;
}
