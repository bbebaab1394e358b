import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { MessagesTemplate } from '@/modules/support/templates/messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('messages'))('title') };
}

export default async function MessagesPage({ params }: { params: LangParams }) {
  await pageLanguage(params);
  return <MessagesTemplate />;
}
