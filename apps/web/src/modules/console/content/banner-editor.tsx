'use client';

import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import type { BannerTexts, ConsoleArticle, ConsoleBanner } from '@storefront/contracts/console-content';
import { FALLBACK_LANG, type Lang } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { keepRefusal } from '@/lib/forms/refusal';
import { Refused } from '../console-api';
import { fieldProblem } from '../components/field';
import { Problem } from '../components/problem';
import { CONTENT_KEYS, useBanner, useContentChange, useReload } from './content-api';
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

const EMPTY: BannerTexts = { title: '', subtitle: '' };

interface BannerValues {
  enabled: boolean;
  publishedAt: string;
  /** Empty: shown until hidden. */
  endsAt: string;
  link: string;
  image: { key: string; url: string } | null;
  texts: Record<Lang, BannerTexts>;
}

const valuesOf = (banner: ConsoleBanner): BannerValues => ({
  enabled: banner.enabled,
  publishedAt: localInput(banner.publishedAt),
  endsAt: banner.endsAt === null ? '' : localInput(banner.endsAt),
  link: banner.link,
  image: banner.image,
  texts: draftTexts(banner.texts, EMPTY),
});

/** The article's banner on the home page: its editor, or a button that makes one from the article. */
export function BannerOfArticle({ article }: { article: ConsoleArticle }) {
  const t = useTranslations('consoleContent');
  const create = useContentChange('content/createBanner');
  const [problem, setProblem] = useState<string>();
  if (article.bannerId) return <BannerEditor id={article.bannerId} />;
  const add = async () => {
    try {
      await create.mutateAsync({ id: `${article.id.slice(0, 57)}-banner`, articleId: article.id });
      setProblem(undefined);
    } catch (error) {
      setProblem(error instanceof Refused ? error.message : undefined);
    }
  };
  return (
    <section className={styles.group}>
      <h3>{t('banner')}</h3>
      <p className={styles.muted}>{t('noBanner')}</p>
      <p>
        <button type="button" className="button" disabled={create.isPending} onClick={() => void add()}>
          {t('addBanner')}
        </button>
      </p>
      <Problem text={problem} />
    </section>
  );
}

/** One banner whole: its texts, image, link, publish time and end, and the home page's strip with it. */
export function BannerEditor({ id }: { id: string }) {
  return (
    <StoredEditor query={useBanner(id)}>
      {(banner, onStale) => <BannerForm key={banner.revision} banner={banner} onStale={onStale} />}
    </StoredEditor>
  );
}

function BannerForm({ banner, onStale }: { banner: ConsoleBanner; onStale: (notice: string) => void }) {
  const t = useTranslations('consoleContent');
  const id = useId();
  const moment = useMoment();
  const save = useContentChange('content/saveBanner');
  const reload = useReload();
  const form = useForm<BannerValues>({ defaultValues: valuesOf(banner) });
  const [editing, setEditing] = useState<Lang>(FALLBACK_LANG);
  const values = useWatch({ control: form.control }) as BannerValues;
  const missing = missingOf(values.texts);

  const submit = form.handleSubmit(async (draft) => {
    const publishedAt = fromLocalInput(draft.publishedAt);
    const endsAt = draft.endsAt ? fromLocalInput(draft.endsAt) : null;
    if (Number.isNaN(publishedAt)) {
      form.setError('publishedAt', { message: t('timeInvalid') }, { shouldFocus: true });
      return;
    }
    if (endsAt !== null && !(endsAt > publishedAt)) {
      form.setError('endsAt', { message: t('endInvalid') }, { shouldFocus: true });
      return;
    }
    if (!draft.texts.en.title.trim()) {
      setEditing(FALLBACK_LANG);
      form.setError('texts.en.title', { message: t('englishRequired') });
      return;
    }
    try {
      await save.mutateAsync({
        id: banner.id,
        revision: banner.revision,
        articleId: banner.articleId,
        link: draft.link.trim() || '/',
        enabled: draft.enabled,
        publishedAt,
        endsAt,
        image: draft.image?.key ?? null,
        texts: filledTexts(draft.texts),
      });
    } catch (error) {
      await refusedSave(
        error,
        { notice: onStale, reload: () => reload(CONTENT_KEYS.banner(banner.id)) },
        (refused) => keepRefusal(form.setError, refused, { [CONSOLE_ERROR.CONTENT_BANNER_WINDOW]: 'endsAt' }),
      );
    }
  });

  const own = values.texts[editing].title.trim() ? values.texts[editing] : values.texts[FALLBACK_LANG];
  const message = (name: 'publishedAt' | 'endsAt' | 'link') => fieldProblem(form, name);

  return (
    <section className={styles.group} aria-labelledby={`${id}-banner`}>
      <h3 id={`${id}-banner`}>{t('bannerNamed', { id: banner.id })}</h3>
      <p className={styles.muted}>
        <StateText state={banner.state} at={moment(banner.publishedAt)} /> ·{' '}
        {t('revision', { revision: banner.revision })}
      </p>
      <form className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
        <LangSwitch missing={missing} editing={editing} onPick={setEditing} />
        <div className={styles.grid}>
          <LangField form={form} name={`texts.${editing}.title`} label={t('bannerTitle')} />
          <LangField form={form} name={`texts.${editing}.subtitle`} label={t('subtitle')} />
          <div className={styles.field}>
            <label htmlFor={`${id}-published`}>{t('bannerPublishedAt')}</label>
            <input id={`${id}-published`} type="datetime-local" step={1} {...form.register('publishedAt')} />
            {banner.articleId && <p className={styles.muted}>{t('followsArticle')}</p>}
            <Problem text={message('publishedAt')} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-ends`}>{t('endsAt')}</label>
            <input id={`${id}-ends`} type="datetime-local" step={1} {...form.register('endsAt')} />
            <p className={styles.muted}>{t('endsHint')}</p>
            <Problem text={message('endsAt')} />
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor={`${id}-link`}>{t('link')}</label>
            <input id={`${id}-link`} disabled={banner.articleId !== null} {...form.register('link')} />
            <p className={styles.muted}>{banner.articleId ? t('linkOfArticle') : t('linkHint')}</p>
            <Problem text={message('link')} />
          </div>
        </div>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('enabled')} /> {t('bannerEnabled')}
        </label>
        <ImageField
          label={t('bannerImage')}
          image={values.image}
          fallbackUrl={banner.drawnImageUrl}
          wide
          onChange={(image) => form.setValue('image', image, { shouldDirty: true })}
        />
        <SaveBar form={form} label={t('saveBanner')} />
      </form>
      <ContentPreview
        lang={editing}
        shown={{
          banner: {
            id: banner.id,
            title: own.title,
            subtitle: own.subtitle,
            imageUrl: values.image?.url ?? banner.drawnImageUrl,
            link: banner.articleId ? banner.link : values.link,
          },
        }}
      />
    </section>
  );
}
