import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MessagesTemplate } from '@/modules/support/templates/messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('messages'))('title') };
}

export default function MessagesPage() {
  return <MessagesTemplate />;
}
