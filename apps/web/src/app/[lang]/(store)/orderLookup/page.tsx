import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { orderNoParam } from '@/lib/orders/query';
import { OrderLookupTemplate } from '@/modules/orders/templates/order-lookup';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders'))('findOrder'), robots: { index: false } };
}

interface OrderLookupPageProps {
  params: LangParams;
  searchParams: Promise<{ orderNo?: string | string[] }>;
}

export default async function OrderLookupPage({ params, searchParams }: OrderLookupPageProps) {
  const [, { orderNo }] = await Promise.all([pageLanguage(params), searchParams]);
  return <OrderLookupTemplate orderNo={orderNoParam(orderNo)} />;
}
