import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { VerifyFailTemplate } from '@/modules/account/templates/verify-result';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('verifyFailTitle'), robots: { index: false } };
}

export default async function VerifyFailPage({ params }: { params: LangParams }) {
  return <VerifyFailTemplate prefix={(await pageLanguage(params)).prefix} />;
}
