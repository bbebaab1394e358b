'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import {
  CreateFaqEntryRequest,
  NewContentId,
  type ConsoleFaq,
  type ConsoleFaqEntry,
  type ConsoleFaqTopic,
  type FaqEntryTexts,
} from '@storefront/contracts/console-content';
import { FALLBACK_LANG, type Lang } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { keepRefusal } from '@/lib/forms/refusal';
import { Refused } from '../console-api';
import { Field } from '../components/field';
import { MoveButtons } from '../components/move-buttons';
import { Problem, Refusal } from '../components/problem';
import { CONTENT_KEYS, useContentChange, useFaq, useReload } from './content-api';
import {
  draftTexts,
  filledTexts,
  LangField,
  LangSwitch,
  missingOf,
  refusedSave,
  SaveBar,
  StaleNotice,
  unfinishedLang,
} from './editing';
import { CreatePanel, ListBesideEditor, ListItem } from './section';
import styles from './content.module.css';

type Open = { topic: string } | { entry: string } | undefined;

/** The help centre: topics in order, each with its questions, beside the topic or question being edited. */
export function HelpSection() {
  const t = useTranslations('consoleContent');
  const faq = useFaq();
  const reorder = useContentChange('content/reorderFaq');
  const [open, setOpen] = useState<Open>();
  const [problem, setProblem] = useState<string>();
  if (faq.error instanceof Refused || !faq.data) return <Refusal error={faq.error} />;
  const { topics, entries } = faq.data;
  const move = (ids: string[], index: number, by: -1 | 1, topicId?: string) => {
    const order = [...ids];
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    reorder.mutateAsync({ ids: order, topicId }).then(
      () => setProblem(undefined),
      (error: unknown) => setProblem(error instanceof Refused ? error.message : undefined),
    );
  };
  const moves = (ids: string[], index: number, name: string, topicId?: string) => (
    <MoveButtons
      up={{ label: t('moveUp', { name }), text: '↑', disabled: reorder.isPending || index === 0 }}
      down={{
        label: t('moveDown', { name }),
        text: '↓',
        disabled: reorder.isPending || index === ids.length - 1,
      }}
      onMove={(by) => move(ids, index, by, topicId)}
    />
  );
  const topicIds = topics.map((topic) => topic.id);
  const entry = open && 'entry' in open ? entries.find((item) => item.id === open.entry) : undefined;
  const topic = open && 'topic' in open ? topics.find((item) => item.id === open.topic) : undefined;
  return (
    <ListBesideEditor
      list={
        <>
          <NewTopic onCreated={(id) => setOpen({ topic: id })} />
          <Problem text={problem} />
          <ul className={styles.list} aria-label={t('section_help')}>
            {topics.map((item, index) => {
              const own = entries.filter((other) => other.topicId === item.id);
              const name = item.names.en ?? item.id;
              return (
                <ListItem
                  key={item.id}
                  title={name}
                  open={topic?.id === item.id}
                  onOpen={() => setOpen({ topic: item.id })}
                >
                  <div className={styles.itemActions}>{moves(topicIds, index, name)}</div>
                  <ul className={styles.list} aria-label={t('questionsOf', { topic: name })}>
                    {own.map((question, at) => (
                      <ListItem
                        key={question.id}
                        title={question.texts.en?.question ?? question.id}
                        open={entry?.id === question.id}
                        onOpen={() => setOpen({ entry: question.id })}
                      >
                        <span className={question.enabled ? styles.shown : styles.muted}>
                          {question.enabled ? t('state_shown') : t('state_disabled')}
                        </span>
                        <div className={styles.itemActions}>
                          {moves(
                            own.map((other) => other.id),
                            at,
                            question.texts.en?.question ?? question.id,
                            item.id,
                          )}
                        </div>
                      </ListItem>
                    ))}
                  </ul>
                  <NewQuestion topicId={item.id} onCreated={(id) => setOpen({ entry: id })} />
                </ListItem>
              );
            })}
          </ul>
        </>
      }
      editor={
        entry ? (
          <EntryForm key={`${entry.id}.${entry.revision}`} entry={entry} topics={topics} />
        ) : (
          topic && <TopicForm key={topic.id} topic={topic} />
        )
      }
      pick={t('pickQuestion')}
    />
  );
}

/** A topic's name in every language. */
function TopicForm({ topic }: { topic: ConsoleFaqTopic }) {
  const t = useTranslations('consoleContent');
  const save = useContentChange('content/saveFaqTopic');
  const form = useForm({ defaultValues: { names: draftTexts(wrap(topic.names), { name: '' }) } });
  const [editing, setEditing] = useState<Lang>(FALLBACK_LANG);
  const names = useWatch({ control: form.control, name: 'names' });
  const submit = form.handleSubmit(async (values) => {
    if (!values.names.en.name.trim()) {
      setEditing(FALLBACK_LANG);
      form.setError('names.en.name', { message: t('englishRequired') });
      return;
    }
    try {
      const filled = filledTexts(values.names);
      await save.mutateAsync({
        id: topic.id,
        names: Object.fromEntries(Object.entries(filled).map(([lang, text]) => [lang, text!.name])),
      });
      form.reset(values);
    } catch (error) {
      if (error instanceof Refused) keepRefusal(form.setError, error);
    }
  });
  return (
    <form className={`${styles.group} ${styles.editor}`} onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t('topicNamed', { id: topic.id })}</h3>
      <LangSwitch missing={missingOf(names)} editing={editing} onPick={setEditing} />
      <LangField form={form} name={`names.${editing}.name`} label={t('topicName')} />
      <SaveBar form={form} />
    </form>
  );
}

const wrap = (names: ConsoleFaqTopic['names']) =>
  Object.fromEntries(Object.entries(names).map(([lang, name]) => [lang, { name: name! }])) as Partial<
    Record<Lang, { name: string }>
  >;

const EMPTY: FaqEntryTexts = { question: '', answer: '' };

/** One question: its words and answer in every language, its topic, and whether it is shown. */
function EntryForm({ entry, topics }: { entry: ConsoleFaqEntry; topics: ConsoleFaq['topics'] }) {
  const t = useTranslations('consoleContent');
  const id = useId();
  const save = useContentChange('content/saveFaqEntry');
  const reload = useReload();
  const [notice, setNotice] = useState<string>();
  const form = useForm({
    defaultValues: { topicId: entry.topicId, enabled: entry.enabled, texts: draftTexts(entry.texts, EMPTY) },
  });
  const [editing, setEditing] = useState<Lang>(FALLBACK_LANG);
  const texts = useWatch({ control: form.control, name: 'texts' });
  const submit = form.handleSubmit(async (values) => {
    const filled = filledTexts(values.texts);
    const unfinished = unfinishedLang(filled, ['question', 'answer']);
    if (unfinished) {
      setEditing(unfinished.lang);
      form.setError(`texts.${unfinished.lang}.question`, {
        message: unfinished.half ? t('questionAndAnswer') : t('englishRequired'),
      });
      return;
    }
    try {
      await save.mutateAsync({ id: entry.id, revision: entry.revision, ...values, texts: filled });
    } catch (error) {
      await refusedSave(error, { notice: setNotice, reload: () => reload(CONTENT_KEYS.faq) }, (refused) =>
        keepRefusal(form.setError, refused),
      );
    }
  });
  return (
    <form className={`${styles.group} ${styles.editor}`} onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t('questionNamed', { id: entry.id })}</h3>
      <StaleNotice text={notice} />
      <LangSwitch missing={missingOf(texts)} editing={editing} onPick={setEditing} />
      <LangField form={form} name={`texts.${editing}.question`} label={t('question')} />
      <LangField
        form={form}
        name={`texts.${editing}.answer`}
        label={t('answer')}
        rows={6}
        hint={t('contentHint')}
      />
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-topic`}>{t('topic')}</label>
          <select id={`${id}-topic`} {...form.register('topicId')}>
            {topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.names.en ?? topic.id}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('enabled')} /> {t('questionEnabled')}
        </label>
      </div>
      <SaveBar form={form} />
    </form>
  );
}

const NewTopicForm = z.object({ id: NewContentId, name: z.string().trim().min(1).max(80) });

function NewTopic({ onCreated }: { onCreated: (id: string) => void }) {
  const t = useTranslations('consoleContent');
  const save = useContentChange('content/saveFaqTopic');
  const faq = useFaq();
  const form = useForm({ resolver: zodResolver(NewTopicForm), defaultValues: { id: '', name: '' } });
  const submit = form.handleSubmit(async (values) => {
    if (faq.data?.topics.some((topic) => topic.id === values.id)) {
      form.setError('id', { message: t('addressTaken') });
      return;
    }
    try {
      await save.mutateAsync({ id: values.id, names: { en: values.name } });
      form.reset();
      onCreated(values.id);
    } catch (error) {
      if (error instanceof Refused) keepRefusal(form.setError, error);
    }
  });
  return (
    <CreatePanel summary={t('newTopic')} form={form} onSubmit={submit}>
      <Field form={form} name="name" label={t('topicEnglishName')} invalid={t('titleRequired')} />
      <Field
        form={form}
        name="id"
        label={t('topicId')}
        invalid={form.formState.errors.id?.message ?? t('addressInvalid')}
      />
    </CreatePanel>
  );
}

function NewQuestion({ topicId, onCreated }: { topicId: string; onCreated: (id: string) => void }) {
  const t = useTranslations('consoleContent');
  const create = useContentChange('content/createFaqEntry');
  const form = useForm({
    resolver: zodResolver(CreateFaqEntryRequest),
    defaultValues: { id: '', topicId, question: '', answer: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset();
      onCreated(values.id);
    } catch (error) {
      if (error instanceof Refused)
        keepRefusal(form.setError, error, { [CONSOLE_ERROR.CONTENT_ID_TAKEN]: 'id' });
    }
  });
  return (
    <CreatePanel summary={t('newQuestion')} quiet form={form} onSubmit={submit}>
      <Field form={form} name="question" label={t('englishQuestion')} invalid={t('titleRequired')} />
      <Field form={form} name="answer" label={t('englishAnswer')} invalid={t('titleRequired')} />
      <Field form={form} name="id" label={t('questionId')} invalid={t('addressInvalid')} />
    </CreatePanel>
  );
}
