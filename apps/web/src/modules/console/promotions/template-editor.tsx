'use client';

import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import type { QuoteCurrency } from '@storefront/contracts/catalog';
import type { ConsoleTemplate } from '@storefront/contracts/console-promotions';
import { COUPON_KINDS, COUPON_SCOPES } from '@storefront/contracts/coupons';
import { FALLBACK_LANG, LANGUAGE_NAMES, type Lang } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Field, fieldProblem } from '../components/field';
import { Problem } from '../components/problem';
import { keepSaveRefusal, LangText, Moments, SaveBar, showProblems } from './form-parts';
import { LangTabs } from './lang-tabs';
import { usePromotionChange } from './promotions-api';
import { ScopeFields } from './scope-fields';
import { draftOf, requestOf, type TemplateDraft } from './template-draft';
import styles from './promotions.module.css';

/** The refusals of a template save that are about one field. */
const FIELD_OF = {
  [CONSOLE_ERROR.PROMO_ENGLISH_REQUIRED]: 'names.en',
  [CONSOLE_ERROR.PROMO_CURRENCY_UNKNOWN]: 'amounts',
  [CONSOLE_ERROR.PROMO_SCOPE_UNKNOWN]: 'scopeProduct',
} as const;

/**
 * A coupon template whole: names, discount, terms per currency, scope, validity, budgets, issuing
 * window. Once it has issued coupons its terms are read-only (a new offer is a new template:
 * "Copy as new" starts one from them).
 */
export function TemplateEditor({
  template,
  copyOf,
  currencies,
  onDone,
  onStale,
  onCopy,
}: {
  /** The template edited; none for a new one. */
  template?: ConsoleTemplate;
  /** A template whose terms a new one starts from. */
  copyOf?: ConsoleTemplate;
  currencies: QuoteCurrency[];
  onDone: (notice: string) => void;
  onStale: (notice: string) => void;
  onCopy: (template: ConsoleTemplate) => void;
}) {
  const t = useTranslations('consolePromotions');
  const id = useId();
  const create = usePromotionChange('promotions/createTemplate');
  const save = usePromotionChange('promotions/saveTemplate');
  const form = useForm<TemplateDraft>({ defaultValues: draftOf(template ?? copyOf, currencies) });
  const [lang, setLang] = useState<Lang>(FALLBACK_LANG);
  const values = useWatch({ control: form.control }) as TemplateDraft;
  const locked = template?.termsLocked === true;
  const problem = (field: string) => fieldProblem(form, field);

  const submit = form.handleSubmit(async (draft) => {
    const made = requestOf(draft, currencies);
    if ('problems' in made) {
      showProblems(
        form,
        made.problems.map(({ field, key }) => [field as Path<TemplateDraft>, t(key)]),
      );
      return;
    }
    try {
      if (template) {
        const { kind: _kind, ...request } = made.request;
        await save.mutateAsync({ ...request, id: template.id, revision: template.revision });
        onDone(t('saved'));
      } else {
        await create.mutateAsync(made.request);
        onDone(t('created'));
      }
    } catch (error) {
      keepSaveRefusal(error, form, FIELD_OF, onStale, t('staleHint'));
    }
  });

  const busy = create.isPending || save.isPending;
  return (
    <form className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{template ? t('editTemplate', { name: template.name }) : t('newTemplate')}</h2>
      <fieldset className={styles.group}>
        <legend>{t('names')}</legend>
        <LangTabs selected={lang} onSelect={setLang} filled={(code) => Boolean(values.names[code]?.trim())} />
        <LangText
          form={form}
          name={`names.${lang}`}
          lang={lang}
          label={t('nameIn', { language: LANGUAGE_NAMES[lang] })}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>{t('kind')}</label>
          <select id={`${id}-kind`} disabled={template !== undefined} {...form.register('kind')}>
            {COUPON_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind_${kind}`)}
              </option>
            ))}
          </select>
          <p className={styles.muted}>{t(`kindHint_${values.kind}`)}</p>
        </div>
      </fieldset>

      {/* Outside the locked terms' fieldset, which disables every control inside it. */}
      {locked && (
        <div className={styles.notice}>
          <p>{t('termsLocked', { count: template.issuedCount })}</p>
          <button type="button" className="button button-quiet" onClick={() => onCopy(template)}>
            {t('copyAsNew')}
          </button>
        </div>
      )}
      <fieldset className={styles.group} disabled={locked}>
        <legend>{t('terms')}</legend>
        <div className={styles.choices} role="radiogroup" aria-label={t('discountType')}>
          {(['percent', 'fixed'] as const).map((type) => (
            <label key={type} className={styles.check}>
              <input type="radio" value={type} {...form.register('discountType')} />
              {t(`discount_${type}`)}
            </label>
          ))}
        </div>
        {values.discountType === 'percent' && (
          <Field
            form={form}
            name="percentOff"
            label={t('percentOff')}
            problem={problem('percentOff')}
            inputMode="numeric"
          />
        )}
        <p className={styles.muted}>{t('amountsHint')}</p>
        <ul className={styles.currencies} aria-label={t('amounts')}>
          {values.amounts.map((row, index) => {
            const currency = currencies.find((item) => item.code === row.currency);
            const label = `${row.currency}${currency?.symbol ? ` (${currency.symbol})` : ''}`;
            return (
              <li key={row.currency} className={styles.currency}>
                <label className={styles.check}>
                  <input type="checkbox" {...form.register(`amounts.${index}.on`)} />
                  {t('usableIn', { currency: label })}
                </label>
                {row.on && values.discountType === 'fixed' && (
                  <Field
                    form={form}
                    name={`amounts.${index}.amountOff`}
                    label={t('amountOff', { currency: row.currency })}
                    problem={problem(`amounts.${index}.amountOff`)}
                    inputMode="decimal"
                  />
                )}
                {row.on && values.discountType === 'percent' && (
                  <Field
                    form={form}
                    name={`amounts.${index}.maxDiscount`}
                    label={t('maxDiscount', { currency: row.currency })}
                    problem={problem(`amounts.${index}.maxDiscount`)}
                    hint={t('noCapHint')}
                    inputMode="decimal"
                  />
                )}
                {row.on && (
                  <Field
                    form={form}
                    name={`amounts.${index}.minSpend`}
                    label={t('minSpend', { currency: row.currency })}
                    problem={problem(`amounts.${index}.minSpend`)}
                    inputMode="decimal"
                  />
                )}
              </li>
            );
          })}
        </ul>
        <Problem text={problem('amounts')} />
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={`${id}-scope`}>{t('scope')}</label>
            <select id={`${id}-scope`} {...form.register('scope')}>
              {COUPON_SCOPES.map((scope) => (
                <option key={scope} value={scope}>
                  {t(`scope_${scope}`)}
                </option>
              ))}
            </select>
          </div>
          <ScopeFields form={form} problem={problem} current={template?.scopeName ?? null} />
          <Field
            form={form}
            name="validDays"
            label={t('validDays')}
            problem={problem('validDays')}
            hint={t('validDaysHint')}
            inputMode="numeric"
          />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('budgetAndWindow')}</legend>
        <div className={styles.grid}>
          <Field
            form={form}
            name="issueBudget"
            label={t('issueBudget')}
            problem={problem('issueBudget')}
            hint={template ? t('budgetIssuedHint', { count: template.issuedCount }) : t('noLimitHint')}
            inputMode="numeric"
          />
          <Field
            form={form}
            name="useBudget"
            label={t('useBudget')}
            problem={problem('useBudget')}
            hint={template ? t('budgetUsedHint', { count: template.usedCount }) : t('noLimitHint')}
            inputMode="numeric"
          />
        </div>
        <Moments
          form={form}
          fields={[
            { name: 'issuableFrom', label: t('issuableFrom') },
            { name: 'issuableUntil', label: t('issuableUntil') },
          ]}
        />
        <p className={styles.muted}>{t('windowHint')}</p>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('enabled')} />
          {t('enabledLabel')}
        </label>
      </fieldset>

      <SaveBar
        form={form}
        busy={busy}
        label={template ? t('save') : t('create')}
        onCancel={() => onDone('')}
      />
    </form>
  );
}
