import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { VerifySuccessTemplate } from '@/modules/account/templates/verify-result';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('verifySuccessTitle'), robots: { index: false } };
}

export default async function VerifySuccessPage({ params }: { params: LangParams }) {
  return <VerifySuccessTemplate prefix={(await pageLanguage(params)).prefix} />;
}
