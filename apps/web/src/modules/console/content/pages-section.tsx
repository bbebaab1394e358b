'use client';

import type { ConsolePage, PageTexts } from '@storefront/contracts/console-content';
import type { PageKey } from '@storefront/contracts/content';
import { FALLBACK_LANG, type Lang } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { keepRefusal } from '@/lib/forms/refusal';
import { Refused } from '../console-api';
import { Refusal } from '../components/problem';
import { CONTENT_KEYS, useContentChange, usePage, usePages, useReload } from './content-api';
import {
  draftTexts,
  filledTexts,
  LangField,
  LangSwitch,
  missingOf,
  refusedSave,
  SaveBar,
  unfinishedLang,
  useMoment,
  ContentPreview,
} from './editing';
import { ListBesideEditor, ListItem, StoredEditor } from './section';
import styles from './content.module.css';

/** The policy pages and About us, beside the one being edited. */
export function PagesSection() {
  const t = useTranslations('consoleContent');
  const pages = usePages();
  const moment = useMoment();
  const [open, setOpen] = useState<PageKey>();
  if (pages.error instanceof Refused || !pages.data) return <Refusal error={pages.error} />;
  return (
    <ListBesideEditor
      list={
        <ul className={styles.list} aria-label={t('section_pages')}>
          {pages.data.list.map((item) => (
            <ListItem
              key={item.key}
              title={item.title}
              open={open === item.key}
              onOpen={() => setOpen(item.key)}
            >
              <span className={styles.muted}>
                /{item.key}
                {item.updatedAt > 0 && ` · ${t('updated', { at: moment(item.updatedAt) })}`}
              </span>
              {item.missingLangs.length > 0 && (
                <span className={styles.muted}>
                  {t('missingLanguages', { count: item.missingLangs.length })}
                </span>
              )}
            </ListItem>
          ))}
        </ul>
      }
      editor={open && <PageEditor key={open} pageKey={open} />}
      pick={t('pickPage')}
    />
  );
}

function PageEditor({ pageKey }: { pageKey: PageKey }) {
  return (
    <StoredEditor query={usePage(pageKey)}>
      {(page, onStale) => <PageForm key={page.revision} page={page} onStale={onStale} />}
    </StoredEditor>
  );
}

const EMPTY: PageTexts = { title: '', content: '' };

function PageForm({ page, onStale }: { page: ConsolePage; onStale: (notice: string) => void }) {
  const t = useTranslations('consoleContent');
  const save = useContentChange('content/savePage');
  const reload = useReload();
  const form = useForm({ defaultValues: { texts: draftTexts(page.texts, EMPTY) } });
  const [editing, setEditing] = useState<Lang>(FALLBACK_LANG);
  const texts = useWatch({ control: form.control, name: 'texts' });
  const submit = form.handleSubmit(async (values) => {
    const filled = filledTexts(values.texts);
    const unfinished = unfinishedLang(filled, ['title', 'content']);
    if (unfinished) {
      setEditing(unfinished.lang);
      form.setError(`texts.${unfinished.lang}.title`, {
        message: unfinished.half ? t('titleAndText') : t('englishRequired'),
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
  return (
    <>
      <form
        className={`${styles.group} ${styles.editor}`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <h3>{t(`page_${page.key}`)}</h3>
        <LangSwitch missing={missingOf(texts)} editing={editing} onPick={setEditing} />
        <LangField form={form} name={`texts.${editing}.title`} label={t('pageTitle')} />
        <LangField
          form={form}
          name={`texts.${editing}.content`}
          label={t('pageText')}
          rows={16}
          hint={t('pageHint')}
        />
        <SaveBar form={form} />
      </form>
      <ContentPreview
        lang={editing}
        shown={{ page: { key: page.key, title: own.title, content: own.content, updatedAt: page.updatedAt } }}
      />
    </>
  );
}
