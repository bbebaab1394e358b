import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { AgentTemplate } from '@/modules/agent/templates/agent';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('agent'))('title'), robots: { index: false } };
}

export default async function AgentPage({ params }: { params: LangParams }) {
  await pageLanguage(params);
  return <AgentTemplate />;
}
