import type { QuoteCurrency, Sku } from '@storefront/contracts/catalog';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PriceTag } from './price-tag';
import styles from './sku-options.module.css';

interface SkuOptionsProps {
  skus: Sku[];
  currency: QuoteCurrency;
  locale: string;
  legend: string;
  unavailable: string;
  originalLabel: string;
  /** The purchase form's hold on the choice (react-hook-form's register). */
  field?: UseFormRegisterReturn<'skuId'>;
}

/**
 * The denominations as native radio buttons: choosing one needs no JavaScript, and the keyboard and
 * screen-reader behaviour of a radio group comes with them. A disabled SKU stays listed, marked.
 */
export function SkuOptions({
  skus,
  currency,
  locale,
  legend,
  unavailable,
  originalLabel,
  field,
}: SkuOptionsProps) {
  const firstEnabled = skus.find((sku) => sku.enabled)?.id;
  return (
    <fieldset className={styles.options}>
      <legend className={styles.legend}>{legend}</legend>
      {skus.map((sku) => (
        <label key={sku.id} className={styles.option} data-disabled={!sku.enabled || undefined}>
          <input
            type="radio"
            name="skuId"
            {...field}
            value={sku.id}
            disabled={!sku.enabled}
            defaultChecked={sku.id === firstEnabled}
            className={styles.radio}
          />
          <span className={styles.name}>{sku.name}</span>
          {sku.enabled ? (
            <PriceTag
              price={sku.price}
              originalPrice={sku.originalPrice}
              currency={currency}
              locale={locale}
              originalLabel={originalLabel}
            />
          ) : (
            <span className={styles.unavailable}>{unavailable}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
