import { redirect } from 'next/navigation';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';

/** The agent console joined the console as its Support area (issue 14): old links and bookmarks go there. */
export default async function AgentPage({ params }: { params: LangParams }) {
  const { prefix } = await pageLanguage(params);
  redirect(`/${prefix}/console/support`);
}
