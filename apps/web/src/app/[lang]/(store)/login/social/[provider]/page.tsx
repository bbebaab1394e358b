import { SocialProvider } from '@storefront/contracts/auth';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLanguage } from '@/lib/i18n/page-language';
import { SocialTemplate } from '@/modules/account/templates/social';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('signInTitle'), robots: { index: false } };
}

type Query = Record<string, string | string[] | undefined>;

interface SocialPageProps {
  params: Promise<{ lang: string; provider: string }>;
  searchParams: Promise<Query>;
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** Where a social provider returns the customer: /{lang}/login/social/{provider}?code=…&state=… */
export default async function SocialPage({ params, searchParams }: SocialPageProps) {
  const [{ prefix }, { provider }, query] = await Promise.all([pageLanguage(params), params, searchParams]);
  const parsed = SocialProvider.safeParse(provider);
  if (!parsed.success) notFound();
  const received = {
    code: one(query.code),
    state: one(query.state),
    iss: one(query.iss),
    deviceId: one(query.device_id),
  };
  return <SocialTemplate prefix={prefix} provider={parsed.data} query={received} />;
}
