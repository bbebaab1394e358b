'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useCatalogueList } from '../catalogue/catalogue-api';
import { KindOptions } from '../catalogue/kind-options';
import { useProductSkus } from './promotions-api';
import type { TemplateDraft } from './template-draft';
import styles from './promotions.module.css';

/**
 * What a scope names, picked from the catalogue: a product kind, a product, or a product and then
 * one of its SKUs. `current` names a stored SKU whose product the picker does not know yet.
 */
export function ScopeFields({
  form,
  problem,
  current,
}: {
  form: UseFormReturn<TemplateDraft>;
  problem: (field: string) => string | undefined;
  current: string | null;
}) {
  const t = useTranslations('consolePromotions');
  const id = useId();
  const [scope, product, sku] = useWatch({
    control: form.control,
    name: ['scope', 'scopeProduct', 'scopeSku'],
  });
  const products = useCatalogueList();
  if (scope === 'all') return null;
  const productProblem = problem('scopeProduct');
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-target`}>{scope === 'category' ? t('scopeKind') : t('scopeProduct')}</label>
        <select
          id={`${id}-target`}
          aria-invalid={productProblem ? true : undefined}
          {...form.register('scopeProduct', { onChange: () => form.setValue('scopeSku', '') })}
        >
          <option value="">{t('pick')}</option>
          {scope === 'category' ? (
            <KindOptions />
          ) : (
            products.data?.list.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.name}
                {item.enabled ? '' : ` (${t('productHidden')})`}
              </option>
            ))
          )}
        </select>
        {productProblem && (
          <p className={styles.problem} role="alert">
            {productProblem}
          </p>
        )}
      </div>
      {scope === 'sku' && (
        <SkuPicker form={form} product={product} sku={sku} current={current} problem={problem('scopeSku')} />
      )}
    </>
  );
}

function SkuPicker({
  form,
  product,
  sku,
  current,
  problem,
}: {
  form: UseFormReturn<TemplateDraft>;
  product: string;
  sku: string;
  current: string | null;
  problem: string | undefined;
}) {
  const t = useTranslations('consolePromotions');
  const id = useId();
  const listed = useProductSkus(product).data?.skus ?? [];
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-sku`}>{t('scopeSku')}</label>
      <select id={`${id}-sku`} aria-invalid={problem ? true : undefined} {...form.register('scopeSku')}>
        <option value="">{t('pick')}</option>
        {sku !== '' && !listed.some((item) => item.id === sku) && (
          <option value={sku}>{current ?? sku}</option>
        )}
        {listed.map((item) => (
          <option key={item.id} value={item.id}>
            {item.faceValue}
            {item.enabled ? '' : ` (${t('productHidden')})`}
          </option>
        ))}
      </select>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
