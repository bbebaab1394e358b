import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsTemplate } from '@/modules/content/templates/news';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('news'))('title') };
}

export default function NewsPage() {
  return <NewsTemplate />;
}
