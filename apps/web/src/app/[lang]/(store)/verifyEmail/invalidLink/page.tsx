import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { InvalidLink } from '@/modules/account/templates/verify-result';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('invalidLinkTitle'), robots: { index: false } };
}

export default async function InvalidLinkPage({ params }: { params: LangParams }) {
  return <InvalidLink prefix={(await pageLanguage(params)).prefix} />;
}
