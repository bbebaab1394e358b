import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { orderKeyParam, orderNoParam } from '@/lib/orders/query';
import { OrderDetailTemplate } from '@/modules/orders/templates/order-detail';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders'))('detailTitle'), robots: { index: false } };
}

interface OrderDetailPageProps {
  params: LangParams;
  searchParams: Promise<{ orderNo?: string | string[]; key?: string | string[] }>;
}

export default async function OrderDetailPage({ params, searchParams }: OrderDetailPageProps) {
  const [{ prefix }, { orderNo, key }] = await Promise.all([pageLanguage(params), searchParams]);
  return <OrderDetailTemplate prefix={prefix} orderNo={orderNoParam(orderNo)} linkKey={orderKeyParam(key)} />;
}
