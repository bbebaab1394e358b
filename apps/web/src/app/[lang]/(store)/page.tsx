import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getHome } from '@/lib/api/catalog';
import { parseViewed } from '@/lib/catalog/recently-viewed';
import { COOKIE } from '@/lib/cookies';
import { enabledPathCodes } from '@/lib/i18n/languages';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { pageAlternates } from '@/lib/seo/alternates';
import { HomeTemplate } from '@/modules/catalog/templates/home';

export async function generateMetadata({ params }: { params: LangParams }): Promise<Metadata> {
  const { prefix } = await pageLanguage(params);
  return { alternates: pageAlternates(prefix, '', enabledPathCodes()) };
}

export default async function HomePage({ params }: { params: LangParams }) {
  const { prefix, lang } = await pageLanguage(params);
  const [home, jar] = await Promise.all([getHome(lang), cookies()]);
  return (
    <HomeTemplate prefix={prefix} home={home} recent={parseViewed(jar.get(COOKIE.historyIdList)?.value)} />
  );
}
