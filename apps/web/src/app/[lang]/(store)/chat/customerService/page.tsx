import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { FRAME_PARAM } from '@/modules/support/paths';
import { CustomerServiceTemplate } from '@/modules/support/templates/customer-service';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('support'))('chatTitle'), robots: { index: false } };
}

interface CustomerServicePageProps {
  params: LangParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function CustomerServicePage({ params, searchParams }: CustomerServicePageProps) {
  const [{ prefix }, query] = await Promise.all([pageLanguage(params), searchParams]);
  return <CustomerServiceTemplate prefix={prefix} framed={query[FRAME_PARAM] === '1'} />;
}
