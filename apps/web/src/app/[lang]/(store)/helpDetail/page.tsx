import type { Metadata } from 'next';
import { getFaqEntry } from '@/lib/api/content';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { ContentUnavailable } from '@/modules/content/templates/content-route';
import { HelpDetailTemplate } from '@/modules/content/templates/help-detail';

interface HelpDetailProps {
  params: LangParams;
  searchParams: Promise<{ id?: string }>;
}

async function load({ params, searchParams }: HelpDetailProps) {
  const [{ prefix, lang }, { id }] = await Promise.all([pageLanguage(params), searchParams]);
  return { prefix, entry: id ? await getFaqEntry(id, lang) : undefined };
}

export async function generateMetadata(props: HelpDetailProps): Promise<Metadata> {
  const { entry } = await load(props);
  return entry ? { title: entry.question } : {};
}

/** An unknown or missing id never reaches here: proxy.ts answers it with the 404 page. */
export default async function HelpDetailPage(props: HelpDetailProps) {
  const { prefix, entry } = await load(props);
  return entry ? <HelpDetailTemplate prefix={prefix} entry={entry} /> : <ContentUnavailable />;
}
