import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { AccountDeletedTemplate } from '@/modules/account/templates/account-deleted';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('deletedTitle'), robots: { index: false } };
}

export default async function AccountDeletedPage({ params }: { params: LangParams }) {
  return <AccountDeletedTemplate prefix={(await pageLanguage(params)).prefix} />;
}
