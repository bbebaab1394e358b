'use client';

import type { ConsolePage, PageTexts } from '@storefront/contracts/console-content';
import type { PageKey } from '@storefront/contracts/content';
import { FALLBACK_LANG, LANGS, type Lang } from '@storefront/contracts/locale';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { keepRefusal, refusalText } from '@/lib/forms/refusal';
import { Refused } from '../console-api';
import { Refusal } from '../components/problem';
import { CONTENT_KEYS, useContentChange, usePage, usePages, useReload } from './content-api';
import {
  draftTexts,
  filledTexts,
  LangSwitch,
  Message,
  missingOf,
  refusedSave,
  SaveBar,
  StaleNotice,
  useMoment,
} from './editing';
import styles from './content.module.css';

const ContentPreview = dynamic(() => import('./content-preview').then((module) => module.ContentPreview), {
  ssr: false,
});

/** The policy pages and About us, beside the one being edited. */
export function PagesSection() {
  const t = useTranslations('consoleContent');
  const pages = usePages();
  const moment = useMoment();
  const [open, setOpen] = useState<PageKey>();
  if (pages.error instanceof Refused || !pages.data) return <Refusal error={pages.error} />;
  return (
    <div className={styles.layout}>
      <ul className={styles.list} aria-label={t('section_pages')}>
        {pages.data.list.map((item) => (
          <li key={item.key} className={styles.item} aria-current={open === item.key || undefined}>
            <button type="button" className={styles.open} onClick={() => setOpen(item.key)}>
              {item.title}
            </button>
            <span className={styles.muted}>
              /{item.key}
              {item.updatedAt > 0 && ` · ${t('updated', { at: moment(item.updatedAt) })}`}
            </span>
            {item.missingLangs.length > 0 && (
              <span className={styles.muted}>
                {t('missingLanguages', { count: item.missingLangs.length })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {open ? <PageEditor key={open} pageKey={open} /> : <p className={styles.muted}>{t('pickPage')}</p>}
    </div>
  );
}

function PageEditor({ pageKey }: { pageKey: PageKey }) {
  const page = usePage(pageKey);
  const [notice, setNotice] = useState<string>();
  if (page.error instanceof Refused || !page.data) return <Refusal error={page.error} />;
  return (
    <div className={styles.editor}>
      <StaleNotice text={notice} />
      <PageForm key={page.data.revision} page={page.data} onStale={setNotice} />
    </div>
  );
}

const EMPTY: PageTexts = { title: '', content: '' };

function PageForm({ page, onStale }: { page: ConsolePage; onStale: (notice: string) => void }) {
  const t = useTranslations('consoleContent');
  const id = useId();
  const save = useContentChange('content/savePage');
  const reload = useReload();
  const form = useForm({ defaultValues: { texts: draftTexts(page.texts, EMPTY) } });
  const [editing, setEditing] = useState<Lang>(FALLBACK_LANG);
  const texts = useWatch({ control: form.control, name: 'texts' });
  const submit = form.handleSubmit(async (values) => {
    const filled = filledTexts(values.texts);
    const half = LANGS.find(
      (lang) => filled[lang] && (!filled[lang]!.title.trim() || !filled[lang]!.content.trim()),
    );
    if (!filled.en || half) {
      setEditing(half ?? FALLBACK_LANG);
      form.setError(`texts.${half ?? FALLBACK_LANG}.title`, {
        message: half ? t('titleAndText') : t('englishRequired'),
      });
      return;
    }
    try {
      await save.mutateAsync({ key: page.key, revision: page.revision, texts: filled });
    } catch (error) {
      await refusedSave(
        error,
        { notice: onStale, reload: () => reload(CONTENT_KEYS.page(page.key)) },
        (refused) => keepRefusal(form.setError, refused),
      );
    }
  });
  const own = texts[editing].title.trim() ? texts[editing] : texts[FALLBACK_LANG];
  const error = form.formState.errors.texts?.[editing]?.title;
  return (
    <>
      <form
        className={`${styles.group} ${styles.editor}`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <h3>{t(`page_${page.key}`)}</h3>
        <LangSwitch missing={missingOf(texts)} editing={editing} onPick={setEditing} />
        <div className={styles.field}>
          <label htmlFor={`${id}-title`}>{t('pageTitle')}</label>
          <input id={`${id}-title`} key={`${editing}.t`} {...form.register(`texts.${editing}.title`)} />
          <Message text={error ? (refusalText(error) ?? error.message) : undefined} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-content`}>{t('pageText')}</label>
          <textarea
            id={`${id}-content`}
            key={`${editing}.c`}
            rows={16}
            {...form.register(`texts.${editing}.content`)}
          />
          <p className={styles.muted}>{t('pageHint')}</p>
        </div>
        <SaveBar
          errors={form.formState.errors}
          submitting={form.formState.isSubmitting}
          dirty={form.formState.isDirty}
        />
      </form>
      <ContentPreview
        lang={editing}
        shown={{ page: { key: page.key, title: own.title, content: own.content, updatedAt: page.updatedAt } }}
      />
    </>
  );
}
