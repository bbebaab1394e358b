import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { VerifyEmailTemplate } from '@/modules/account/templates/verify-email';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('verifyTitle'), robots: { index: false } };
}

interface VerifyEmailPageProps {
  params: LangParams;
  searchParams: Promise<{ token?: string | string[] }>;
}

export default async function VerifyEmailPage({ params, searchParams }: VerifyEmailPageProps) {
  const [{ prefix }, { token }] = await Promise.all([pageLanguage(params), searchParams]);
  return <VerifyEmailTemplate prefix={prefix} token={typeof token === 'string' ? token : undefined} />;
}
