import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLanguage } from '@/lib/i18n/page-language';
import { ActivityTemplate } from '@/modules/coupons/templates/activity';

type Params = Promise<{ lang: string; id: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('coupons'))('activityTitle') };
}

export default async function ActivityPage({ params }: { params: Params }) {
  const [, { id }] = await Promise.all([pageLanguage(params), params]);
  return <ActivityTemplate id={id} />;
}
