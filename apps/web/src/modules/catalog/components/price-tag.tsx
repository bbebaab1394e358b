import type { QuoteCurrency } from '@storefront/contracts/catalog';
import { formatAmount } from '@storefront/contracts/money';
import styles from './price-tag.module.css';

interface PriceTagProps {
  price: number;
  originalPrice: number | null;
  currency: QuoteCurrency;
  locale: string;
  /** Read before the struck-through price, which a screen reader would otherwise run together. */
  originalLabel: string;
}

export function PriceTag({ price, originalPrice, currency, locale, originalLabel }: PriceTagProps) {
  return (
    <span className={styles.tag}>
      <span className={styles.price}>{formatAmount(price, currency, locale)}</span>
      {originalPrice !== null && originalPrice > price && (
        <s className={styles.original}>
          <span className="visually-hidden">{originalLabel} </span>
          {formatAmount(originalPrice, currency, locale)}
        </s>
      )}
    </span>
  );
}
