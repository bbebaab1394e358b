'use client';

import type { OrderPreview } from '@storefront/contracts/orders';
import { useTranslations } from 'next-intl';
import { formatAmount } from '@storefront/contracts/money';
import styles from './purchase-form.module.css';

/**
 * The quoted amounts before buying, with the region's cheapest method's fee: the payment page may
 * charge another method's, so the page says the fee follows the method.
 */
export function PreviewSummary({ preview, locale }: { preview?: OrderPreview; locale: string }) {
  const t = useTranslations('checkout');
  if (!preview) return null;
  const money = (amount: number) => formatAmount(amount, preview.currency, locale);
  return (
    <section className={styles.summary} aria-labelledby="summary-title" aria-live="polite">
      <h2 id="summary-title" className={styles.summaryTitle}>
        {t('summary')}
      </h2>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('unitPrice')}</dt>
          <dd>{money(preview.unitPrice)}</dd>
        </div>
        <div>
          <dt>{t('productAmount')}</dt>
          <dd>{money(preview.productAmount)}</dd>
        </div>
        {preview.discountAmount > 0 && (
          <div>
            <dt>{t('discount')}</dt>
            <dd>−{money(preview.discountAmount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('handlingFee')}</dt>
          <dd>{money(preview.handlingFee)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('payAmount')}</dt>
          <dd>{money(preview.payAmount)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('feeByMethod')}</p>
      {preview.stock !== null && (
        <p className={preview.stock > 0 ? styles.note : styles.problem}>
          {preview.stock > 0 ? t('stock', { count: preview.stock }) : t('soldOut')}
        </p>
      )}
    </section>
  );
}
