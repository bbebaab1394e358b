'use client';

import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import type { ArticleTexts, ConsoleArticle } from '@storefront/contracts/console-content';
import { FALLBACK_LANG, type Lang } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { keepRefusal } from '@/lib/forms/refusal';
import { fieldProblem } from '../components/field';
import { Problem } from '../components/problem';
import { BannerOfArticle } from './banner-editor';
import { CONTENT_KEYS, useArticle, useContentChange, useReload } from './content-api';
import {
  draftTexts,
  filledTexts,
  fromLocalInput,
  ImageField,
  LangField,
  LangSwitch,
  localInput,
  missingOf,
  refusedSave,
  SaveBar,
  StateText,
  useMoment,
  ContentPreview,
} from './editing';
import { StoredEditor } from './section';
import styles from './content.module.css';

const EMPTY: ArticleTexts = { title: '', summary: '', content: '' };

interface ArticleValues {
  type: ConsoleArticle['type'];
  publishedAt: string;
  enabled: boolean;
  productSlug: string;
  image: { key: string; url: string } | null;
  texts: Record<Lang, ArticleTexts>;
}

const valuesOf = (article: ConsoleArticle): ArticleValues => ({
  type: article.type,
  publishedAt: localInput(article.publishedAt),
  enabled: article.enabled,
  productSlug: article.productSlug ?? '',
  image: article.image,
  texts: draftTexts(article.texts, EMPTY),
});

/** One article whole: its texts in every language, publish time, cover, product, banner and preview. */
export function ArticleEditor({ id }: { id: string }) {
  return (
    <StoredEditor query={useArticle(id)}>
      {(article, onStale) => (
        <>
          {/* A new revision (a save, or someone else's) starts the form again from what is stored. */}
          <ArticleForm key={article.revision} article={article} onStale={onStale} />
          <BannerOfArticle article={article} />
        </>
      )}
    </StoredEditor>
  );
}

function ArticleForm({ article, onStale }: { article: ConsoleArticle; onStale: (notice: string) => void }) {
  const t = useTranslations('consoleContent');
  const id = useId();
  const moment = useMoment();
  const save = useContentChange('content/saveArticle');
  const reload = useReload();
  const form = useForm<ArticleValues>({ defaultValues: valuesOf(article) });
  const [editing, setEditing] = useState<Lang>(FALLBACK_LANG);
  const values = useWatch({ control: form.control }) as ArticleValues;
  const missing = missingOf(values.texts);

  const submit = form.handleSubmit(async (draft) => {
    const publishedAt = fromLocalInput(draft.publishedAt);
    if (Number.isNaN(publishedAt)) {
      form.setError('publishedAt', { message: t('timeInvalid') }, { shouldFocus: true });
      return;
    }
    if (!draft.texts.en.title.trim()) {
      setEditing(FALLBACK_LANG);
      form.setError('texts.en.title', { message: t('englishRequired') });
      return;
    }
    try {
      await save.mutateAsync({
        id: article.id,
        revision: article.revision,
        type: draft.type,
        publishedAt,
        enabled: draft.enabled,
        productSlug: draft.productSlug.trim() || null,
        image: draft.image?.key ?? null,
        texts: filledTexts(draft.texts),
      });
    } catch (error) {
      await refusedSave(
        error,
        { notice: onStale, reload: () => reload(CONTENT_KEYS.article(article.id)) },
        (refused) =>
          keepRefusal(form.setError, refused, { [CONSOLE_ERROR.CONTENT_PRODUCT_UNKNOWN]: 'productSlug' }),
      );
    }
  });

  const text = values.texts[editing];
  const english = values.texts[FALLBACK_LANG];
  const own = text.title.trim() ? text : english;
  const publishedAt = fromLocalInput(values.publishedAt);
  const problem = (name: 'publishedAt' | 'productSlug') => fieldProblem(form, name);

  return (
    <>
      <form className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
        <header className={styles.editorHead}>
          <h2>{english.title || article.id}</h2>
          <p className={styles.muted}>
            /news/{article.id} · <StateText state={article.state} at={moment(article.publishedAt)} /> ·{' '}
            {t('revision', { revision: article.revision })}
          </p>
        </header>

        <section className={styles.group} aria-labelledby={`${id}-texts`}>
          <h3 id={`${id}-texts`}>{t('texts')}</h3>
          <LangSwitch missing={missing} editing={editing} onPick={setEditing} />
          <LangField form={form} name={`texts.${editing}.title`} label={t('articleTitle')} />
          <LangField form={form} name={`texts.${editing}.summary`} label={t('summary')} rows={2} />
          <LangField
            form={form}
            name={`texts.${editing}.content`}
            label={t('content')}
            rows={10}
            hint={t('contentHint')}
          />
        </section>

        <section className={styles.group} aria-labelledby={`${id}-publishing`}>
          <h3 id={`${id}-publishing`}>{t('publishing')}</h3>
          <div className={styles.grid}>
            <div className={styles.field}>
              <label htmlFor={`${id}-type`}>{t('type')}</label>
              <select id={`${id}-type`} {...form.register('type')}>
                <option value="news">{t('type_news')}</option>
                <option value="promotion">{t('type_promotion')}</option>
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-published`}>{t('publishedAt')}</label>
              <input
                id={`${id}-published`}
                type="datetime-local"
                step={1}
                aria-invalid={problem('publishedAt') ? true : undefined}
                {...form.register('publishedAt')}
              />
              <button
                type="button"
                className="button button-quiet"
                onClick={() => form.setValue('publishedAt', localInput(Date.now()), { shouldDirty: true })}
              >
                {t('now')}
              </button>
              <p className={styles.muted}>{t('scheduledHint')}</p>
              <Problem text={problem('publishedAt')} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-product`}>{t('product')}</label>
              <input
                id={`${id}-product`}
                placeholder="starfall-legends"
                aria-invalid={problem('productSlug') ? true : undefined}
                {...form.register('productSlug')}
              />
              <p className={styles.muted}>{t('productHint')}</p>
              <Problem text={problem('productSlug')} />
            </div>
          </div>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('enabled')} /> {t('enabledLabel')}
          </label>
          <ImageField
            label={t('cover')}
            image={values.image}
            fallbackUrl={article.drawnImageUrl}
            onChange={(image) => form.setValue('image', image, { shouldDirty: true })}
          />
        </section>

        <SaveBar form={form} />
      </form>
      <ContentPreview
        lang={editing}
        shown={{
          article: {
            id: article.id,
            type: values.type,
            title: own.title || article.id,
            summary: own.summary,
            content: own.content,
            imageUrl: values.image?.url ?? article.drawnImageUrl,
            publishedAt: Number.isNaN(publishedAt) ? article.publishedAt : publishedAt,
            productId: values.productSlug.trim() || null,
          },
        }}
      />
    </>
  );
}
