'use client';

import { PRODUCT_KINDS, type ProductKind } from '@storefront/contracts/catalog';
import { ERROR } from '@storefront/contracts/constants';
import type { ConsoleProduct } from '@storefront/contracts/console-catalogue';
import { FALLBACK_LANG, LANGS, LANGUAGE_NAMES, type Lang } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { keepRefusal } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';
import { Refused } from '../console-api';
import { ArtUpload } from './art-upload';
import { useProduct, useProductChange, useRegions, useReloadProduct } from './catalogue-api';
import { hasTexts, previewOf, requestOf, valuesOf, type EditorValues } from './draft';
import { MissingLangs } from './missing-langs';
import { ProductPreview } from './product-preview';
import { SkuTable } from './sku-table';
import { TextsFields } from './texts-fields';
import styles from './catalogue.module.css';

/** One product whole: texts per language, purchase fields, regions, art, SKUs, preview and Save. */
export function ProductEditor({ lang, slug }: { lang: string; slug: string }) {
  const t = useTranslations('consoleCatalogue');
  const product = useProduct(slug);
  // Kept across the form's reset: why the other person's version is what the editor now shows.
  const [notice, setNotice] = useState<string>();
  if (product.error instanceof Refused) {
    return (
      <p className={styles.problem} role="alert">
        {product.error.message}
      </p>
    );
  }
  if (!product.data) return null;
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
      if (error.code === ERROR.STAFF_STALE_SAVE) {
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

/** Kind, home-page place, delivery and the purchase fields the product asks for. */
function ProductFields({ form }: { form: UseFormReturn<EditorValues> }) {
  const t = useTranslations('consoleCatalogue');
  const id = useId();
  // keyName: the servers' own `id` is data, not the list's React key.
  const servers = useFieldArray({ control: form.control, name: 'servers', keyName: 'key' });
  const [serverId, setServerId] = useState('');
  const asksServer = useWatch({ control: form.control, name: 'server' });
  const rankProblem = form.formState.errors.popularRank?.message;
  const addServer = () => {
    const key = serverId.trim().toLowerCase();
    if (!/^[a-z0-9_-]{1,40}$/.test(key) || form.getValues('servers').some((server) => server.id === key))
      return;
    servers.append({ id: key, name: key });
    setServerId('');
  };
  return (
    <section className={styles.group} aria-labelledby={`${id}-fields`}>
      <h3 id={`${id}-fields`}>{t('product')}</h3>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>{t('kind')}</label>
          <select id={`${id}-kind`} {...form.register('kind')}>
            {PRODUCT_KINDS.map((kind: ProductKind) => (
              <option key={kind} value={kind}>
                {t(`kind_${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-rank`}>{t('popularRank')}</label>
          <input
            id={`${id}-rank`}
            inputMode="numeric"
            aria-invalid={rankProblem ? true : undefined}
            aria-describedby={`${id}-rank-note`}
            {...form.register('popularRank')}
          />
          <p id={`${id}-rank-note`} className={rankProblem ? styles.problem : styles.muted}>
            {rankProblem ?? t('popularHint')}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-delivery`}>{t('deliveryMode')}</label>
          <select id={`${id}-delivery`} {...form.register('deliveryMode')}>
            <option value="direct">{t('delivery_direct')}</option>
            <option value="friendRequest">{t('delivery_friendRequest')}</option>
          </select>
        </div>
      </div>
      <fieldset className={styles.checks}>
        <legend>{t('inputFields')}</legend>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('playerId')} /> {t('field_playerId')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('characterName')} /> {t('field_characterName')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('server')} /> {t('field_server')}
        </label>
      </fieldset>
      {asksServer && (
        <div className={styles.servers}>
          <h4>{t('servers')}</h4>
          {servers.fields.map((field, index) => (
            <div key={field.key} className={styles.serverRow}>
              <code>{field.id}</code>
              <input aria-label={t('serverName')} {...form.register(`servers.${index}.name`)} />
              <button type="button" className="button button-quiet" onClick={() => servers.remove(index)}>
                {t('remove')}
              </button>
            </div>
          ))}
          <div className={styles.serverRow}>
            <input
              aria-label={t('serverId')}
              placeholder={t('serverId')}
              value={serverId}
              onChange={(event) => setServerId(event.target.value)}
            />
            <button type="button" className="button button-quiet" onClick={addServer}>
              {t('addServer')}
            </button>
          </div>
        </div>
      )}
    </section>
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
