import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { VerifySuccessTemplate } from '@/modules/account/templates/verify-result';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('verifySuccessTitle'), robots: { index: false } };
}

interface VerifySuccessPageProps {
  params: LangParams;
  searchParams: Promise<{ signIn?: string | string[]; passwordCleared?: string | string[] }>;
}

export default async function VerifySuccessPage({ params, searchParams }: VerifySuccessPageProps) {
  const [{ prefix }, query] = await Promise.all([pageLanguage(params), searchParams]);
  return (
    <VerifySuccessTemplate
      prefix={prefix}
      signIn={query.signIn === '1'}
      passwordCleared={query.passwordCleared === '1'}
    />
  );
}
