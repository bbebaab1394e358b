'use client';

import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import type { ArticleTexts, ConsoleArticle } from '@storefront/contracts/console-content';
import { FALLBACK_LANG, type Lang } from '@storefront/contracts/locale';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { keepRefusal, refusalText } from '@/lib/forms/refusal';
import { Refused } from '../console-api';
import { Refusal } from '../components/problem';
import { BannerOfArticle } from './banner-editor';
import { CONTENT_KEYS, useArticle, useContentChange, useReload } from './content-api';
import {
  draftTexts,
  filledTexts,
  fromLocalInput,
  ImageField,
  LangSwitch,
  localInput,
  Message,
  missingOf,
  refusedSave,
  SaveBar,
  StaleNotice,
  StateText,
  useMoment,
} from './editing';
import styles from './content.module.css';

// Loaded once an editor shows: the storefront components it draws stay out of the console's first chunks.
const ContentPreview = dynamic(() => import('./content-preview').then((module) => module.ContentPreview), {
  ssr: false,
});

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
  const article = useArticle(id);
  const [notice, setNotice] = useState<string>();
  if (article.error instanceof Refused || !article.data) return <Refusal error={article.error} />;
  return (
    <div className={styles.editor}>
      <StaleNotice text={notice} />
      {/* A new revision (a save, or someone else's) starts the form again from what is stored. */}
      <ArticleForm key={article.data.revision} article={article.data} onStale={setNotice} />
      <BannerOfArticle article={article.data} />
    </div>
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
  const problem = (name: 'publishedAt' | 'productSlug' | `texts.${Lang}.title`) => {
    const error = name.startsWith('texts.')
      ? form.formState.errors.texts?.[editing]?.title
      : form.formState.errors[name as 'publishedAt' | 'productSlug'];
    return error ? (refusalText(error) ?? error.message) : undefined;
  };

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
          <div className={styles.field}>
            <label htmlFor={`${id}-title`}>{t('articleTitle')}</label>
            <input
              id={`${id}-title`}
              key={`${editing}.title`}
              aria-invalid={problem(`texts.${editing}.title`) ? true : undefined}
              {...form.register(`texts.${editing}.title`)}
            />
            <Message text={problem(`texts.${editing}.title`)} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-summary`}>{t('summary')}</label>
            <textarea
              id={`${id}-summary`}
              key={`${editing}.summary`}
              rows={2}
              {...form.register(`texts.${editing}.summary`)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-content`}>{t('content')}</label>
            <textarea
              id={`${id}-content`}
              key={`${editing}.content`}
              rows={10}
              {...form.register(`texts.${editing}.content`)}
            />
            <p className={styles.muted}>{t('contentHint')}</p>
          </div>
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
              <Message text={problem('publishedAt')} />
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
              <Message text={problem('productSlug')} />
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

        <SaveBar
          errors={form.formState.errors}
          submitting={form.formState.isSubmitting}
          dirty={form.formState.isDirty}
        />
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
