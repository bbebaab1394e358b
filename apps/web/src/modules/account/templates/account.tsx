import type { Lang } from '@storefront/contracts/locale';
import { getTranslations } from 'next-intl/server';
import { StoreQueries } from '@/lib/api/query-client';
import { getBaseInfo } from '@/lib/api/system';
import { readSessionView } from '@/lib/session/server-view';
import { PageSection } from '@/modules/common/components/page-section';
import { AccountDetails } from '../components/account-details';

/** My Account (Personal). Only signed-in customers reach it: proxy.ts sends guests to sign in. */
export async function AccountTemplate({ lang }: { lang: Lang }) {
  const [t, view, baseInfo] = await Promise.all([
    getTranslations('account'),
    readSessionView(),
    getBaseInfo(lang),
  ]);
  return (
    <PageSection title={t('title')} width="column">
      <StoreQueries>
        <AccountDetails regions={baseInfo?.regionList ?? []} email={view.email} />
      </StoreQueries>
    </PageSection>
  );
}
