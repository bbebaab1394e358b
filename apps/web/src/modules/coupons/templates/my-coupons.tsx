import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { localePath } from '@/lib/routes';
import { PageSection } from '@/modules/common/components/page-section';
import { StoreQueries } from '@/lib/api/query-client';
import { CouponList, type CouponTab } from '../components/coupon-list';
import styles from '../components/coupons.module.css';

const TABS: CouponTab[] = ['available', 'used', 'expired'];

/** /{lang}/myCoupon[?state=used|expired]: signed-in customers only (proxy.ts sends guests to sign in). */
export async function MyCouponsTemplate({ prefix, tab }: { prefix: string; tab: CouponTab }) {
  const t = await getTranslations('coupons');
  return (
    <PageSection title={t('title')} width="column">
      <nav className={styles.tabs} aria-label={t('title')}>
        {TABS.map((item) => (
          <Link
            key={item}
            href={localePath(prefix, 'myCoupon', item === 'available' ? undefined : { state: item })}
            aria-current={item === tab ? 'page' : undefined}
            prefetch={false}
          >
            {t(`tab_${item}`)}
          </Link>
        ))}
      </nav>
      <StoreQueries>
        <CouponList tab={tab} />
      </StoreQueries>
    </PageSection>
  );
}

export function couponTab(value: string | string[] | undefined): CouponTab {
  return value === 'used' || value === 'expired' ? value : 'available';
}
