'use client';

import type { UserCoupon } from '@storefront/contracts/coupons';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api/browser';
import { localePath } from '@/lib/routes';
import { useCustomer } from '@/modules/account/components/use-user-info';
import { EmptyState } from '@/modules/common/components/empty-state';
import { KeyIcon } from '@/modules/common/components/icons';
import { CouponCard } from './coupon-card';
import styles from './coupons.module.css';

export type CouponTab = 'available' | 'used' | 'expired';

/** The customer's coupons in one state, in their currency and language (the API's headers). */
export function CouponList({ prefix, tab }: { prefix: string; tab: CouponTab }) {
  const t = useTranslations('coupons');
  const [customer] = useCustomer(prefix);
  const [list, setList] = useState<UserCoupon[]>();

  useEffect(() => {
    if (!customer) return;
    let live = true;
    void callApi('user/listUserCoupon', { state: tab }).then((answer) => {
      if (live && answer.ok) setList(answer.data.list);
    });
    return () => {
      live = false;
    };
  }, [customer, tab]);

  if (!list)
    return (
      <p className={styles.muted} aria-busy="true">
        …
      </p>
    );
  if (list.length === 0)
    return (
      <EmptyState icon={<KeyIcon />} title={t(`empty_${tab}`)} text={t('emptyText')}>
        <Link className="button" href={localePath(prefix, 'myAccount')} prefetch={false}>
          {t('inviteFriends')}
        </Link>
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
