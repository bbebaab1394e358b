import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { ForgetPasswordTemplate } from '@/modules/account/templates/forget-password';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('forgotTitle') };
}

export default async function ForgetPasswordPage({ params }: { params: LangParams }) {
  return <ForgetPasswordTemplate prefix={(await pageLanguage(params)).prefix} />;
}
