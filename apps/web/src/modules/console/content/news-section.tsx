'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import { CreateArticleRequest, type ArticleListItem } from '@storefront/contracts/console-content';
import { LANGUAGE_NAMES } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { keepRefusal } from '@/lib/forms/refusal';
import { Refused } from '../console-api';
import { Field } from '../components/field';
import { Problem, Refusal } from '../components/problem';
import { ArticleEditor } from './article-editor';
import { useArticles, useContentChange } from './content-api';
import { StateText, useMoment } from './editing';
import { CreatePanel, ListBesideEditor, ListItem } from './section';
import styles from './content.module.css';

/** Every news article and promotion, newest first, beside the one being edited. */
export function NewsSection() {
  const t = useTranslations('consoleContent');
  const articles = useArticles();
  const [open, setOpen] = useState<string>();
  if (articles.error instanceof Refused || !articles.data) return <Refusal error={articles.error} />;
  const list = articles.data.list;
  return (
    <ListBesideEditor
      list={
        <>
          <CreateArticle onCreated={setOpen} />
          {list.length === 0 ? (
            <p>{t('noArticles')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('section_news')}>
              {list.map((item) => (
                <ArticleItem
                  key={item.id}
                  item={item}
                  open={open === item.id}
                  onOpen={() => setOpen(item.id)}
                />
              ))}
            </ul>
          )}
        </>
      }
      editor={open && <ArticleEditor key={open} id={open} />}
      pick={t('pickArticle')}
    />
  );
}

function ArticleItem({ item, open, onOpen }: { item: ArticleListItem; open: boolean; onOpen: () => void }) {
  const t = useTranslations('consoleContent');
  const moment = useMoment();
  return (
    <ListItem title={item.title} open={open} onOpen={onOpen}>
      <span className={styles.muted}>
        {t(`type_${item.type}`)} · {moment(item.publishedAt)}
        {item.bannerId && ` · ${t('withBanner')}`}
      </span>
      <StateText state={item.state} at={moment(item.publishedAt)} />
      {item.missingLangs.length > 0 && (
        <span className={styles.muted}>
          {t('missingLanguages', { count: item.missingLangs.length })}:{' '}
          {item.missingLangs.map((lang) => LANGUAGE_NAMES[lang]).join(', ')}
        </span>
      )}
    </ListItem>
  );
}

/** An address from a title: `Crystal week!` → `crystal-week`. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);

/** A new article: its type, English title and address; it starts hidden, then opens in the editor. */
function CreateArticle({ onCreated }: { onCreated: (id: string) => void }) {
  const t = useTranslations('consoleContent');
  const id = useId();
  const create = useContentChange('content/createArticle');
  const form = useForm({
    resolver: zodResolver(CreateArticleRequest),
    defaultValues: { id: '', type: 'news' as const, title: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const article = await create.mutateAsync(values);
      form.reset();
      onCreated(article.id);
    } catch (error) {
      if (error instanceof Refused)
        keepRefusal(form.setError, error, { [CONSOLE_ERROR.CONTENT_ID_TAKEN]: 'id' });
    }
  });
  const title = form.register('title');
  return (
    <CreatePanel summary={t('newArticle')} form={form} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>{t('type')}</label>
        <select id={`${id}-type`} {...form.register('type')}>
          <option value="news">{t('type_news')}</option>
          <option value="promotion">{t('type_promotion')}</option>
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>{t('englishTitle')}</label>
        <input
          id={`${id}-title`}
          {...title}
          onChange={(event) => {
            void title.onChange(event);
            if (!form.getFieldState('id').isDirty) form.setValue('id', slugOf(event.target.value));
          }}
        />
        <Problem text={form.formState.errors.title && t('titleRequired')} />
      </div>
      <Field
        form={form}
        name="id"
        label={t('address')}
        invalid={t('addressInvalid')}
        hint={t('addressHint')}
      />
    </CreatePanel>
  );
}
