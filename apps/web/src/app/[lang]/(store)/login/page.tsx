import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { LoginTemplate } from '@/modules/account/templates/login';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('signInTitle') };
}

interface LoginPageProps {
  params: LangParams;
  searchParams: Promise<{ back?: string | string[] }>;
}

export default async function LoginPage({ params, searchParams }: LoginPageProps) {
  const [language, { back }] = await Promise.all([pageLanguage(params), searchParams]);
  return <LoginTemplate {...language} back={typeof back === 'string' ? back : undefined} />;
}
