'use client';

import type { UserCoupon } from '@storefront/contracts/coupons';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { localePath } from '@/lib/routes';
import styles from './coupons.module.css';
import { useCouponTexts } from './use-coupon-texts';

/** One coupon of My Coupons: what it takes off, its limits and scope, and until when. */
export function CouponCard({ coupon }: { coupon: UserCoupon; prefix: string }) {
  const prefix = useLangPrefix();
  const t = useTranslations('coupons');
  const texts = useCouponTexts();
  const spent = coupon.state === 'used' || coupon.state === 'expired';
  return (
    <li className={spent ? `${styles.coupon} ${styles.spent}` : styles.coupon}>
      <div className={styles.value}>
        <strong>{texts.discount(coupon)}</strong>
        <span>{t(`kind_${coupon.kind}`)}</span>
      </div>
      <div className={styles.details}>
        <h2 className={styles.name}>{coupon.name}</h2>
        <ul className={styles.terms}>
          {texts.limits(coupon).map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li>{texts.scope(coupon)}</li>
        </ul>
        <p className={styles.until}>
          {coupon.state === 'used' && coupon.usedAt !== null
            ? t('usedAt', { date: texts.date(coupon.usedAt) })
            : t('validUntil', { date: texts.date(coupon.validUntil) })}
        </p>
        <p className={styles.state}>
          <span className={styles[`state_${coupon.state}`]}>{t(`state_${coupon.state}`)}</span>
          {coupon.orderNo && (
            <Link href={localePath(prefix, 'orderDetail', { orderNo: coupon.orderNo })} prefetch={false}>
              {t('viewOrder')}
            </Link>
          )}
        </p>
      </div>
    </li>
  );
}
