'use client';

import { useTranslations } from 'next-intl';
import { useCouponList } from '@/lib/api/coupons';
import { LangLink, useLangPrefix } from '@/lib/i18n/lang-prefix';
import { useCustomer } from '@/modules/account/components/use-user-info';
import { EmptyState } from '@/modules/common/components/empty-state';
import { KeyIcon } from '@/modules/common/components/icons';
import { CouponCard } from './coupon-card';
import styles from './coupons.module.css';

export type CouponTab = 'available' | 'used' | 'expired';

/** The customer's coupons in one state, in their currency and language (the API's headers). */
export function CouponList({ tab }: { tab: CouponTab }) {
  const t = useTranslations('coupons');
  const prefix = useLangPrefix();
  const [customer] = useCustomer(prefix);
  const { data: list } = useCouponList({ state: tab, enabled: Boolean(customer) });

  if (!list)
    return (
      <p className={styles.muted} aria-busy="true">
        …
      </p>
    );
  if (list.length === 0)
    return (
      <EmptyState icon={<KeyIcon />} title={t(`empty_${tab}`)} text={t('emptyText')}>
        <LangLink className="button" page="myAccount" prefetch={false}>
          {t('inviteFriends')}
        </LangLink>
      </EmptyState>
    );
  return (
    <ul className={styles.list} aria-label={t(`tab_${tab}`)}>
      {list.map((coupon) => (
        <CouponCard key={coupon.id} coupon={coupon} prefix={prefix} />
      ))}
    </ul>
  );
}
