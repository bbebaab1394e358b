import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { AccountTemplate } from '@/modules/account/templates/account';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('title') };
}

export default async function AccountPage({ params }: { params: LangParams }) {
  return <AccountTemplate {...await pageLanguage(params)} />;
}
