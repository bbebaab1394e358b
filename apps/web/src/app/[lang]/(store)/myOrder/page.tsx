import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { MyOrdersTemplate } from '@/modules/orders/templates/my-orders';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders'))('title'), robots: { index: false } };
}

interface MyOrdersPageProps {
  params: LangParams;
  searchParams: Promise<{ invite?: string | string[]; page?: string | string[] }>;
}

export default async function MyOrdersPage({ params, searchParams }: MyOrdersPageProps) {
  const [{ prefix }, { invite, page }] = await Promise.all([pageLanguage(params), searchParams]);
  return <MyOrdersTemplate prefix={prefix} invite={invite === 'true'} pageNum={pageNumber(page)} />;
}

/** `?page=` as a page number: anything but a whole number from 1 reads as the first page. */
function pageNumber(value: string | string[] | undefined): number {
  const number = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(number) && number >= 1 && number <= 10_000 ? number : 1;
}
