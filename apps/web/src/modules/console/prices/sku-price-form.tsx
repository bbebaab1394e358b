'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import type { PriceCurrency, PriceSaveRequest, PriceSku } from '@storefront/contracts/console-prices';
import { formatAmount } from '@storefront/contracts/money';
import { currencyPricesOf, effectivePrice } from '@storefront/contracts/price-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useNow, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { keepRefusal } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';
import { Refused, staffCall } from '../console-api';
import shared from '../components/console.module.css';
import { formValuesOf, priceFormSchema, readForm, type PriceFormValues } from './price-form';
import { SaleWindow } from './sale-window';
import styles from './prices.module.css';

/** What became of the last save: kept by the caller, as the form starts again from a new revision. */
export interface SaveNotice {
  text: string;
  problem: boolean;
}

/**
 * A SKU's prices in one form: base prices in US dollars, the sale's window, an own price per
 * currency. After a save, or a save refused because someone saved first, the grid is read again
 * and the caller draws the form anew from the saved version.
 */
export function SkuPriceForm({
  sku,
  currencies,
  onNotice,
}: {
  sku: PriceSku;
  currencies: PriceCurrency[];
  onNotice: (notice: SaveNotice | undefined) => void;
}) {
  const t = useTranslations('consolePrices');
  const queries = useQueryClient();
  const schema = useMemo(() => priceFormSchema(sku, currencies, (key) => t(key)), [sku, currencies, t]);
  const form = useForm<PriceFormValues, unknown, PriceSaveRequest>({
    resolver: zodResolver(schema),
    defaultValues: formValuesOf(sku, currencies),
  });

  async function save(request: PriceSaveRequest) {
    onNotice(undefined);
    try {
      await staffCall('prices/save', request);
      onNotice({ text: t('saved'), problem: false });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      if (error.code !== CONSOLE_ERROR.STAFF_STALE_SAVE) {
        keepRefusal(form.setError, error);
        return;
      }
      onNotice({ text: `${error.message} ${t('staleHint')}`, problem: true });
    }
    // Saved, or someone saved first: the grid is read again and the form shows the saved version.
    await queries.invalidateQueries({ queryKey: ['console', 'prices'] });
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      aria-label={t('editOf', { name: sku.name })}
    >
      <fieldset className={styles.group}>
        <legend>{t('baseLegend')}</legend>
        <TextField form={form} name="basePrice" label={t('basePrice')} inputMode="decimal" />
        <TextField form={form} name="baseOriginalPrice" label={t('baseOriginalPrice')} inputMode="decimal" />
        <TextField form={form} name="baseSalePrice" label={t('baseSalePrice')} inputMode="decimal" />
        <TextField form={form} name="saleStartsAt" label={t('saleStartsAt')} type="datetime-local" />
        <TextField form={form} name="saleEndsAt" label={t('saleEndsAt')} type="datetime-local" />
        <p className={`${shared.muted} ${styles.wide}`}>{t('saleNote')}</p>
      </fieldset>
      <ul className={styles.currencies}>
        {currencies.map((currency, index) => (
          <CurrencyFields
            key={currency.code}
            form={form}
            index={index}
            currency={currency}
            currencies={currencies}
          />
        ))}
      </ul>
      <FormProblem errors={form.formState.errors} />
      <div className={shared.actions}>
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}

/** One currency: an own price or the derived one, and what a customer will pay now, as typed. */
function CurrencyFields({
  form,
  index,
  currency,
  currencies,
}: {
  form: UseFormReturn<PriceFormValues, unknown, PriceSaveRequest>;
  index: number;
  currency: PriceCurrency;
  currencies: PriceCurrency[];
}) {
  const t = useTranslations('consolePrices');
  const locale = useLocale();
  // "Now" moves: a sale starting in a minute shows in the preview when it starts.
  const clock = useNow({ updateInterval: 1000 });
  const values = useWatch({ control: form.control }) as PriceFormValues;
  const cell = values.cells[index]!;
  const read = readForm(values, currencies);
  const typed = read.cells[index]!;
  const money = (amount: number) => formatAmount(amount, currency, locale);
  const known = (value: number | null | undefined) => (value === undefined ? null : value);
  const prices =
    read.basePrice == null
      ? null
      : currencyPricesOf(
          {
            basePrice: read.basePrice,
            baseOriginalPrice: known(read.baseOriginalPrice),
            baseSalePrice: known(read.baseSalePrice),
            saleStartsAt: Number.isNaN(read.saleStartsAt) ? null : read.saleStartsAt,
            saleEndsAt: Number.isNaN(read.saleEndsAt) ? null : read.saleEndsAt,
            explicit:
              cell.explicit && typed.price != null
                ? {
                    price: typed.price,
                    originalPrice: known(typed.originalPrice),
                    salePrice: known(typed.salePrice),
                  }
                : null,
          },
          currency.rule && { ...currency.rule, minorUnits: currency.minorUnits },
        );
  const now = prices && effectivePrice(prices, clock.getTime());
  return (
    <li className={styles.group} aria-label={currency.code}>
      <label className={styles.check}>
        <input type="checkbox" {...form.register(`cells.${index}.explicit`)} />
        {t('explicitIn', { currency: currency.code })}
      </label>
      {cell.explicit ? (
        <>
          <TextField
            form={form}
            name={`cells.${index}.price`}
            label={t('price', { currency: currency.code })}
            inputMode="decimal"
          />
          <TextField
            form={form}
            name={`cells.${index}.originalPrice`}
            label={t('originalPrice', { currency: currency.code })}
            inputMode="decimal"
          />
          <TextField
            form={form}
            name={`cells.${index}.salePrice`}
            label={t('salePrice', { currency: currency.code })}
            inputMode="decimal"
          />
        </>
      ) : (
        <p className={`${shared.muted} ${styles.wide}`}>
          {prices && t('derivedNote', { price: money(prices.price), currency: currency.code })}
          {!currency.rule && t('notSold')}
        </p>
      )}
      {now && (
        <p className={styles.wide}>
          {t('customerPays')} <strong>{money(now.price)}</strong>{' '}
          {now.originalPrice !== null && <s>{money(now.originalPrice)}</s>}
          {prices && prices.salePrice !== null && prices.salePrice < prices.price && !now.onSale && (
            <span className={shared.muted}> · {t('salePriceIs', { price: money(prices.salePrice) })}</span>
          )}
        </p>
      )}
      {prices && prices.salePrice !== null && prices.salePrice < prices.price && (
        <div className={styles.wide}>
          <SaleWindow startsAt={prices.saleStartsAt} endsAt={prices.saleEndsAt} hasSale />
        </div>
      )}
    </li>
  );
}

/** A labelled input of the form with the problem the schema found in it. */
function TextField({
  form,
  name,
  label,
  type = 'text',
  inputMode,
}: {
  form: UseFormReturn<PriceFormValues, unknown, PriceSaveRequest>;
  name: Path<PriceFormValues>;
  label: string;
  type?: string;
  inputMode?: 'decimal';
}) {
  const id = useId();
  const error = form.getFieldState(name, form.formState).error;
  return (
    <div className={shared.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        step={type === 'datetime-local' ? 1 : undefined}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-problem` : undefined}
        {...form.register(name)}
      />
      {error?.message && (
        <p id={`${id}-problem`} className={shared.problem} role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
