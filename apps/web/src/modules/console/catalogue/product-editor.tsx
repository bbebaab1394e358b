'use client';

import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import type { ConsoleProduct } from '@storefront/contracts/console-catalogue';
import { FALLBACK_LANG, LANGS, LANGUAGE_NAMES, type Lang } from '@storefront/contracts/locale';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { keepRefusal } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';
import { Refused } from '../console-api';
import { Refusal } from '../components/problem';
import { ArtUpload } from './art-upload';
import { useProduct, useProductChange, useRegions, useReloadProduct } from './catalogue-api';
import { hasTexts, previewOf, requestOf, valuesOf, type EditorValues } from './draft';
import { MissingLangs } from './missing-langs';
import { ProductFields } from './product-fields';
import { SkuTable } from './sku-table';
import { TextsFields } from './texts-fields';
import styles from './catalogue.module.css';

// Loaded once the editor shows: the storefront components it draws are not in the console's first
// chunks, and each storefront page keeps its number of chunks (a static import added one to each).
const ProductPreview = dynamic(() => import('./product-preview').then((module) => module.ProductPreview), {
  ssr: false,
});

/** One product whole: texts per language, purchase fields, regions, art, SKUs, preview and Save. */
export function ProductEditor({ lang, slug }: { lang: string; slug: string }) {
  const t = useTranslations('consoleCatalogue');
  const product = useProduct(slug);
  // Kept across the form's reset: why the other person's version is what the editor now shows.
  const [notice, setNotice] = useState<string>();
  if (product.error instanceof Refused || !product.data) return <Refusal error={product.error} />;
  return (
    <>
      <p>
        <a href={`/${lang}/console/catalogue`}>← {t('title')}</a>
      </p>
      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      {/* A new revision (a save, or someone else's) starts the form again from what is stored. */}
      <EditorForm key={product.data.revision} product={product.data} onStale={setNotice} />
    </>
  );
}

function EditorForm({ product, onStale }: { product: ConsoleProduct; onStale: (notice: string) => void }) {
  const t = useTranslations('consoleCatalogue');
  const id = useId();
  const save = useProductChange('catalogue/save');
  const setEnabled = useProductChange('catalogue/setEnabled');
  const reload = useReloadProduct();
  const form = useForm<EditorValues>({ defaultValues: valuesOf(product) });
  const [editing, setEditing] = useState<Lang>(FALLBACK_LANG);
  const values = useWatch({ control: form.control }) as EditorValues;
  const missing = LANGS.filter((lang) => !hasTexts(values.texts[lang]));
  const preview = previewOf(values, product, editing);

  const submit = form.handleSubmit(async (draft) => {
    // What the API takes (1–1000, or none), said on the field before anything is sent.
    if (!/^([1-9]\d{0,2}|1000)?$/.test(draft.popularRank.trim())) {
      form.setError('popularRank', { message: t('popularInvalid') }, { shouldFocus: true });
      return;
    }
    try {
      await save.mutateAsync(requestOf(draft, product));
    } catch (error) {
      if (!(error instanceof Refused)) return;
      if (error.code === CONSOLE_ERROR.STAFF_STALE_SAVE) {
        onStale(error.message);
        await reload(product.slug);
        return;
      }
      keepRefusal(form.setError, error);
    }
  });

  return (
    <div className={styles.editor}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <header className={styles.editorHead}>
          <h2>{values.texts.en.name || product.slug}</h2>
          <p className={styles.muted}>
            {product.slug} · {product.enabled ? t('enabled') : t('disabled')} ·{' '}
            {t('revision', { revision: product.revision })}
          </p>
          <button
            type="button"
            className="button button-quiet"
            disabled={setEnabled.isPending}
            onClick={() => void setEnabled.mutateAsync({ slug: product.slug, enabled: !product.enabled })}
          >
            {product.enabled ? t('disable') : t('enable')}
          </button>
        </header>

        <section className={styles.group} aria-labelledby={`${id}-texts`}>
          <h3 id={`${id}-texts`}>{t('texts')}</h3>
          <MissingLangs missing={missing} />
          <div className={styles.langs} role="tablist" aria-label={t('language')}>
            {LANGS.map((lang) => (
              <button
                key={lang}
                type="button"
                role="tab"
                aria-selected={editing === lang}
                className={missing.includes(lang) ? styles.langMissing : undefined}
                onClick={() => setEditing(lang)}
              >
                {LANGUAGE_NAMES[lang]}
                {missing.includes(lang) && <span className={styles.tag}> · {t('missing')}</span>}
              </button>
            ))}
          </div>
          {missing.includes(editing) && editing !== FALLBACK_LANG && (
            <p className={styles.muted}>{t('fallsBack', { language: LANGUAGE_NAMES[editing] })}</p>
          )}
          <TextsFields form={form} lang={editing} />
        </section>

        <ProductFields form={form} />
        <Regions form={form} />
        <ArtUpload
          art={values.art}
          drawnArtUrl={product.drawnArtUrl}
          onChange={(art) => form.setValue('art', art, { shouldDirty: true })}
        />

        <div className={styles.saveBar}>
          <FormProblem errors={form.formState.errors} />
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {t('save')}
          </button>
          <span className={styles.muted}>{form.formState.isDirty ? t('unsaved') : t('saved')}</span>
        </div>
      </form>

      <SkuTable product={product} />
      <ProductPreview lang={editing} detail={preview.detail} card={preview.card} quote={preview.quote} />
    </div>
  );
}

/** The regions the product is sold in; elsewhere it is shown but cannot be bought. */
function Regions({ form }: { form: UseFormReturn<EditorValues> }) {
  const t = useTranslations('consoleCatalogue');
  const id = useId();
  const regions = useRegions();
  return (
    <fieldset className={`${styles.group} ${styles.checks}`}>
      <legend id={`${id}-regions`}>{t('regions')}</legend>
      {regions.data?.map((region) => (
        <label key={region.code} className={styles.check}>
          <input type="checkbox" value={region.code} {...form.register('regions')} /> {region.name} (
          {region.code})
        </label>
      ))}
    </fieldset>
  );
}
