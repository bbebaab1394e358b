import { getTranslations } from 'next-intl/server';
import { PageSection } from '@/modules/common/components/page-section';
import { StoreQueries } from '@/lib/api/query-client';
import { ActivityOffer } from '../components/activity-offer';

/** /{lang}/activity/{id}: a promotion's coupon, claimed once per customer. */
export async function ActivityTemplate({ id }: { id: string }) {
  const t = await getTranslations('coupons');
  return (
    <PageSection title={t('activityTitle')}>
      <StoreQueries>
        <ActivityOffer id={id} standalone />
      </StoreQueries>
    </PageSection>
  );
}
