import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { orderNoParam, resultParam } from '@/lib/orders/query';
import { PaymentTemplate } from '@/modules/checkout/templates/payment';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('checkout'))('paymentTitle'), robots: { index: false } };
}

interface PaymentPageProps {
  params: LangParams;
  searchParams: Promise<{ orderNo?: string | string[]; result?: string | string[] }>;
}

export default async function PaymentPage({ params, searchParams }: PaymentPageProps) {
  const [language, query] = await Promise.all([pageLanguage(params), searchParams]);
  return (
    <PaymentTemplate {...language} orderNo={orderNoParam(query.orderNo)} result={resultParam(query.result)} />
  );
}
