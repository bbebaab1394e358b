import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage } from '@/lib/i18n/page-language';
import { ConsoleTemplate } from '@/modules/console/templates/console';

type ItemParams = Promise<{ lang: string; id: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('consoleCustomers'))('title'), robots: { index: false } };
}

/** One customer: their orders, coupons, sessions and invite tree; an unknown id is answered by the page itself. */
export default async function ConsoleCustomerPage({ params }: { params: ItemParams }) {
  const [{ prefix }, { id }] = await Promise.all([pageLanguage(params), params]);
  return <ConsoleTemplate lang={prefix} screen="customers" id={decodeURIComponent(id)} />;
}
