import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { ForgetPasswordTemplate } from '@/modules/account/templates/forget-password';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('forgotTitle') };
}

export default async function ForgetPasswordPage({ params }: { params: LangParams }) {
  // The language is checked (an unknown prefix is not found); the shell hands it to the form.
  await pageLanguage(params);
  return <ForgetPasswordTemplate />;
}
