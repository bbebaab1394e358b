import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { RegisterTemplate } from '@/modules/account/templates/register';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('registerTitle') };
}

interface RegisterPageProps {
  params: LangParams;
  searchParams: Promise<{ inviteCode?: string | string[] }>;
}

export default async function RegisterPage({ params, searchParams }: RegisterPageProps) {
  const [{ prefix }, { inviteCode }] = await Promise.all([pageLanguage(params), searchParams]);
  return (
    <RegisterTemplate prefix={prefix} inviteCode={typeof inviteCode === 'string' ? inviteCode : undefined} />
  );
}
