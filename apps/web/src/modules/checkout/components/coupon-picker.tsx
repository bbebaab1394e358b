'use client';

import type { UserCoupon } from '@storefront/contracts/coupons';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api/browser';
import { formatAmount } from '@storefront/contracts/money';
import styles from './purchase-form.module.css';

interface CouponPickerProps {
  productId: string;
  skuId: string;
  quantity: number;
  value: string;
  onChange: (couponId: string) => void;
  /** Why the quote refused the chosen coupon, in the API's words. */
  failure?: string;
}

/**
 * The signed-in customer's usable coupons for this purchase, each with what it takes off; those
 * that do not apply (another game, below their minimum spend) are listed but cannot be chosen.
 */
export function CouponPicker({ productId, skuId, quantity, value, onChange, failure }: CouponPickerProps) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const [coupons, setCoupons] = useState<UserCoupon[]>([]);

  useEffect(() => {
    if (!skuId || !Number.isInteger(quantity) || quantity < 1) return;
    let live = true;
    void callApi(
      'user/listUserCoupon',
      { state: 'available', productId, skuId, quantity },
      { quiet: true },
    ).then((answer) => {
      if (!live || !answer.ok) return;
      // Held by an unpaid order: it comes back only if that order is not paid.
      const usable = answer.data.list.filter((coupon) => coupon.state === 'available');
      setCoupons(usable);
      if (value && !usable.some((coupon) => coupon.id === value && coupon.applies)) onChange('');
    });
    return () => {
      live = false;
    };
    // Asked again for another purchase only; the choice itself needs no new list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, skuId, quantity]);

  if (coupons.length === 0) return null;
  return (
    <div className={styles.field}>
      <label htmlFor="coupon">{t('coupon')}</label>
      <select
        id="coupon"
        className={styles.select}
        value={value}
        aria-describedby={failure ? 'coupon-error' : undefined}
        aria-invalid={failure ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('noCoupon')}</option>
        {coupons.map((coupon) => (
          <option key={coupon.id} value={coupon.id} disabled={!coupon.applies}>
            {coupon.applies && coupon.discountAmount !== null && coupon.currency
              ? t('couponOption', {
                  name: coupon.name,
                  discount: formatAmount(coupon.discountAmount, coupon.currency, locale),
                })
              : t('couponNotApplicable', { name: coupon.name })}
          </option>
        ))}
      </select>
      {failure && (
        <p id="coupon-error" className={styles.problem} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
