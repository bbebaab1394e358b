import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { MyOrdersTemplate } from '@/modules/orders/templates/my-orders';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders'))('title'), robots: { index: false } };
}

interface MyOrdersPageProps {
  params: LangParams;
  searchParams: Promise<{ invite?: string | string[] }>;
}

export default async function MyOrdersPage({ params, searchParams }: MyOrdersPageProps) {
  const [{ prefix }, { invite }] = await Promise.all([pageLanguage(params), searchParams]);
  return <MyOrdersTemplate prefix={prefix} invite={invite === 'true'} />;
}
