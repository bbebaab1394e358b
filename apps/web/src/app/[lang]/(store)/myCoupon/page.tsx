import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { couponTab, MyCouponsTemplate } from '@/modules/coupons/templates/my-coupons';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('coupons'))('title'), robots: { index: false } };
}

interface MyCouponsPageProps {
  params: LangParams;
  searchParams: Promise<{ state?: string | string[] }>;
}

export default async function MyCouponsPage({ params, searchParams }: MyCouponsPageProps) {
  const [{ prefix }, { state }] = await Promise.all([pageLanguage(params), searchParams]);
  return <MyCouponsTemplate prefix={prefix} tab={couponTab(state)} />;
}
