'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CurrencyRule, type PriceCurrency } from '@storefront/contracts/console-prices';
import { formatAmount } from '@storefront/contracts/money';
import { convertPrice, ROUNDINGS, type Rounding } from '@storefront/contracts/price-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { keepRefusal } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';
import { Refused, staffCall } from '../console-api';
import shared from '../components/console.module.css';
import { Problem } from '../components/problem';
import { amountOf, amountText } from './amount-text';
import { BASE_MINOR_UNITS } from './price-form';
import { useCurrencyRules } from './prices-api';
import { USD } from './usd';
import styles from './prices.module.css';

/**
 * Each currency's rate per US dollar and rounding rule, with what an example base price becomes
 * under the rule as typed (contracts' convertPrice: what the storefront will charge). Owners save;
 * operators read.
 */
export function RatesSection({ owner }: { owner: boolean }) {
  const t = useTranslations('consolePrices');
  const id = useId();
  const rules = useCurrencyRules();
  const [sample, setSample] = useState('1.99');
  const cents = amountOf(sample, BASE_MINOR_UNITS);
  if (!rules.data) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.rates}>
      <h3 id={`${id}-title`}>{t('rates')}</h3>
      <p className={shared.muted}>{t('ratesNote')}</p>
      {!owner && <p className={shared.muted}>{t('ratesOwnerOnly')}</p>}
      <div className={`${shared.field} ${styles.sample}`}>
        <label htmlFor={`${id}-sample`}>{t('sample')}</label>
        <input
          id={`${id}-sample`}
          inputMode="decimal"
          value={sample}
          onChange={(event) => setSample(event.target.value)}
        />
      </div>
      <ul className={styles.currencies}>
        {rules.data.list.map((currency) => (
          <RateForm key={currency.code} currency={currency} owner={owner} cents={cents ?? null} />
        ))}
      </ul>
    </section>
  );
}

interface RateValues {
  perUsd: string;
  step: string;
  rounding: Rounding;
}

function RateForm({
  currency,
  owner,
  cents,
}: {
  currency: PriceCurrency;
  owner: boolean;
  cents: number | null;
}) {
  const t = useTranslations('consolePrices');
  const locale = useLocale();
  const id = useId();
  const queries = useQueryClient();
  const [saved, setSaved] = useState(false);
  const schema = useMemo(
    () =>
      z.object({
        perUsd: z.string().superRefine((value, ctx) => {
          if (!CurrencyRule.shape.perUsd.safeParse(value).success) {
            ctx.addIssue({ code: 'custom', message: t('rateInvalid') });
          }
        }),
        step: z.string().superRefine((value, ctx) => {
          const step = amountOf(value, currency.minorUnits);
          if (!step) ctx.addIssue({ code: 'custom', message: t('stepInvalid') });
        }),
        rounding: z.enum(ROUNDINGS),
      }),
    [currency.minorUnits, t],
  );
  const form = useForm<RateValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      perUsd: currency.rule?.perUsd ?? '',
      step: amountText(currency.rule?.step ?? 1, currency.minorUnits),
      rounding: currency.rule?.rounding ?? 'nearest',
    },
  });
  const values = useWatch({ control: form.control }) as RateValues;
  const step = amountOf(values.step, currency.minorUnits);
  const rule = CurrencyRule.safeParse({ perUsd: values.perUsd, step, rounding: values.rounding });
  const preview =
    cents && rule.success ? convertPrice(cents, { ...rule.data, minorUnits: currency.minorUnits }) : null;

  async function save(input: RateValues) {
    setSaved(false);
    try {
      await staffCall('prices/saveRate', {
        currency: currency.code,
        perUsd: input.perUsd.trim(),
        step: amountOf(input.step, currency.minorUnits)!,
        rounding: input.rounding,
      });
      setSaved(true);
      await queries.invalidateQueries({ queryKey: ['console', 'prices'] });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      keepRefusal(form.setError, error);
    }
  }

  const error = (name: keyof RateValues) => form.formState.errors[name]?.message;
  return (
    <li className={styles.rateItem} aria-label={currency.code}>
      <form
        className={styles.rate}
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        noValidate
        aria-label={t('ruleOf', { currency: currency.code })}
      >
        <strong className={styles.wide}>{currency.code}</strong>
        <div className={shared.field}>
          <label htmlFor={`${id}-rate`}>{t('perUsd', { currency: currency.code })}</label>
          <input id={`${id}-rate`} inputMode="decimal" readOnly={!owner} {...form.register('perUsd')} />
          <Problem text={error('perUsd')} />
        </div>
        <div className={shared.field}>
          <label htmlFor={`${id}-step`}>{t('step')}</label>
          <input id={`${id}-step`} inputMode="decimal" readOnly={!owner} {...form.register('step')} />
          <Problem text={error('step')} />
        </div>
        <div className={shared.field}>
          <label htmlFor={`${id}-rounding`}>{t('rounding')}</label>
          <select id={`${id}-rounding`} disabled={!owner} {...form.register('rounding')}>
            {ROUNDINGS.map((rounding) => (
              <option key={rounding} value={rounding}>
                {t(`rounding_${rounding}`)}
              </option>
            ))}
          </select>
        </div>
        <p className={styles.wide}>
          {cents && preview !== null
            ? t('becomes', {
                base: formatAmount(cents, USD, locale),
                price: formatAmount(preview, currency, locale),
              })
            : ''}
        </p>
        <FormProblem errors={form.formState.errors} />
        {owner && (
          <div className={`${shared.actions} ${styles.wide}`}>
            <button type="submit" className="button" disabled={form.formState.isSubmitting}>
              {t('saveRate', { currency: currency.code })}
            </button>
            {saved && (
              <p className={shared.muted} role="status">
                {t('saved')}
              </p>
            )}
          </div>
        )}
      </form>
    </li>
  );
}
