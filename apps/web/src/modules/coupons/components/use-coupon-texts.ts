'use client';

import type { ProductKind } from '@storefront/contracts/catalog';
import { PRODUCT_KINDS } from '@storefront/contracts/constants';
import type { CouponTerms } from '@storefront/contracts/coupons';
import { useLocale, useTranslations } from 'next-intl';
import { formatAmount } from '@storefront/contracts/money';

const isKind = (value: string): value is ProductKind => (PRODUCT_KINDS as readonly string[]).includes(value);

/** A coupon's terms in words: "10% off", "Up to ₽280.00", "On orders from ₽190.00", its scope. */
export function useCouponTexts() {
  const t = useTranslations('coupons');
  const locale = useLocale();
  const money = (amount: number, terms: CouponTerms) => formatAmount(amount, terms.currency!, locale);
  return {
    discount(terms: CouponTerms): string {
      if (terms.discountType === 'percent') return t('percentOff', { percent: terms.percentOff ?? 0 });
      return terms.currency && terms.amountOff !== null
        ? t('amountOff', { amount: money(terms.amountOff, terms) })
        : t('notInCurrency');
    },
    /** The cap of a percentage and the minimum spend; empty without terms in the currency. */
    limits(terms: CouponTerms): string[] {
      if (!terms.currency) return terms.discountType === 'percent' ? [t('notInCurrency')] : [];
      const lines: string[] = [];
      if (terms.maxDiscount !== null)
        lines.push(t('maxDiscount', { amount: money(terms.maxDiscount, terms) }));
      lines.push(
        terms.minSpend > 0 ? t('minSpend', { amount: money(terms.minSpend, terms) }) : t('noMinSpend'),
      );
      return lines;
    },
    scope(terms: CouponTerms): string {
      if (terms.scope === 'all' || !terms.scopeName) return t('scope_all');
      // A category is named by its product kind, which the texts name in every language.
      const name =
        terms.scope === 'category' && isKind(terms.scopeName)
          ? t(`category_${terms.scopeName}`)
          : terms.scopeName;
      return t('scope_only', { name });
    },
    date(epoch: number): string {
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(epoch);
    },
  };
}
