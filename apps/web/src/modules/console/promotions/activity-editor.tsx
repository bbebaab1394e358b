'use client';

import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import { ERROR } from '@storefront/contracts/constants';
import type {
  ConsoleActivity,
  ConsoleTemplate,
  PromotionArticle,
} from '@storefront/contracts/console-promotions';
import { FALLBACK_LANG, LANGS, LANGUAGE_NAMES, type Lang } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field, fieldProblem } from '../components/field';
import { localMoment } from '../prices/price-form';
import { ArticleOptions } from './activities';
import { keepSaveRefusal, LangText, Moments, SaveBar, showProblems } from './form-parts';
import { LangTabs } from './lang-tabs';
import { usePromotionChange } from './promotions-api';
import styles from './promotions.module.css';

interface ActivityDraft {
  id: string;
  templateId: string;
  titles: Record<Lang, string>;
  descriptions: Record<Lang, string>;
  startsAt: string;
  endsAt: string;
  articleId: string;
  enabled: boolean;
}

const FIELD_OF = {
  [CONSOLE_ERROR.PROMO_ENGLISH_REQUIRED]: 'titles.en',
  [CONSOLE_ERROR.PROMO_TEMPLATE_NOT_FOUND]: 'templateId',
  [CONSOLE_ERROR.PROMO_ACTIVITY_ID_TAKEN]: 'id',
  [ERROR.CONTENT_NOT_FOUND]: 'articleId',
} as const;

const DAY = 24 * 60 * 60 * 1000;
const texts = (stored: Partial<Record<Lang, string>> | undefined) =>
  Object.fromEntries(LANGS.map((lang) => [lang, stored?.[lang] ?? ''])) as Record<Lang, string>;

function draftOf(activity: ConsoleActivity | undefined, templates: ConsoleTemplate[]): ActivityDraft {
  // A new activity starts this minute and runs a week, from the newest promotion template.
  const start = Math.floor(Date.now() / 60_000) * 60_000;
  return {
    id: activity?.id ?? '',
    templateId: activity?.templateId ?? templates[0]?.id ?? '',
    titles: texts(activity?.titles),
    descriptions: texts(activity?.descriptions),
    startsAt: localMoment(activity?.startsAt ?? start),
    endsAt: localMoment(activity?.endsAt ?? start + 7 * DAY),
    articleId: activity?.articleId ?? '',
    enabled: activity?.enabled ?? true,
  };
}

/** A coupon activity: its template, texts in every language, period, promotion article and switch. */
export function ActivityEditor({
  activity,
  templates,
  articles,
  onDone,
  onStale,
}: {
  activity?: ConsoleActivity;
  templates: ConsoleTemplate[];
  articles: PromotionArticle[];
  onDone: (notice: string) => void;
  onStale: (notice: string) => void;
}) {
  const t = useTranslations('consolePromotions');
  const id = useId();
  const promotionTemplates = templates.filter((template) => template.kind === 'campaign');
  const create = usePromotionChange('promotions/createActivity');
  const save = usePromotionChange('promotions/saveActivity');
  const form = useForm<ActivityDraft>({ defaultValues: draftOf(activity, promotionTemplates) });
  const [lang, setLang] = useState<Lang>(FALLBACK_LANG);
  const values = useWatch({ control: form.control }) as ActivityDraft;
  const problem = (field: string) => fieldProblem(form, field);

  const submit = form.handleSubmit(async (draft) => {
    const startsAt = draft.startsAt ? new Date(draft.startsAt).getTime() : NaN;
    const endsAt = draft.endsAt ? new Date(draft.endsAt).getTime() : NaN;
    const problems: [
      keyof ActivityDraft | 'titles.en',
      'activityIdInvalid' | 'englishRequired' | 'templateRequired' | 'momentRequired' | 'periodInvalid',
    ][] = [];
    if (!activity && !/^[a-z0-9-]{1,64}$/.test(draft.id)) problems.push(['id', 'activityIdInvalid']);
    if (!draft.titles.en.trim()) problems.push(['titles.en', 'englishRequired']);
    if (!draft.templateId) problems.push(['templateId', 'templateRequired']);
    if (Number.isNaN(startsAt)) problems.push(['startsAt', 'momentRequired']);
    if (Number.isNaN(endsAt) || endsAt <= startsAt) problems.push(['endsAt', 'periodInvalid']);
    if (problems.length > 0) {
      showProblems(
        form,
        problems.map(([field, key]) => [field, t(key)]),
      );
      return;
    }
    const trimmed = (record: Record<Lang, string>) =>
      Object.fromEntries(Object.entries(record).map(([code, text]) => [code, text.trim()]));
    const body = {
      id: draft.id,
      templateId: draft.templateId,
      titles: trimmed(draft.titles),
      descriptions: trimmed(draft.descriptions),
      startsAt,
      endsAt,
      articleId: draft.articleId || null,
      enabled: draft.enabled,
    };
    try {
      if (activity) {
        await save.mutateAsync({ ...body, revision: activity.revision });
        onDone(t('saved'));
      } else {
        await create.mutateAsync(body);
        onDone(t('created'));
      }
    } catch (error) {
      keepSaveRefusal(error, form, FIELD_OF, onStale, t('staleHint'));
    }
  });

  return (
    <form className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{activity ? t('editActivity', { name: activity.title }) : t('newActivity')}</h2>
      <fieldset className={styles.group}>
        <legend>{t('activityWhat')}</legend>
        <div className={styles.grid}>
          {activity ? (
            <p className={styles.muted}>{t('activityAddress', { id: activity.id })}</p>
          ) : (
            <Field
              form={form}
              name="id"
              label={t('activityId')}
              problem={problem('id')}
              hint={t('activityIdHint')}
            />
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-template`}>{t('template')}</label>
            <select
              id={`${id}-template`}
              aria-invalid={problem('templateId') ? true : undefined}
              {...form.register('templateId')}
            >
              <option value="">{t('pick')}</option>
              {promotionTemplates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                  {template.issueBudget !== null
                    ? ` (${t('budgetShort', { budget: template.issueBudget })})`
                    : ''}
                </option>
              ))}
            </select>
            <p className={problem('templateId') ? styles.problem : styles.muted}>
              {problem('templateId') ?? t('templateHint')}
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-article`}>{t('article')}</label>
            <select id={`${id}-article`} {...form.register('articleId')}>
              <option value="">{t('noArticle')}</option>
              {activity?.articleId && !articles.some((article) => article.id === activity.articleId) && (
                <option value={activity.articleId}>{activity.articleTitle ?? activity.articleId}</option>
              )}
              <ArticleOptions articles={articles} />
            </select>
            <p className={problem('articleId') ? styles.problem : styles.muted}>
              {problem('articleId') ?? t('articleHint')}
            </p>
          </div>
        </div>
        <Moments
          form={form}
          fields={[
            { name: 'startsAt', label: t('startsAt') },
            { name: 'endsAt', label: t('endsAt') },
          ]}
        />
        <label className={styles.check}>
          <input type="checkbox" {...form.register('enabled')} />
          {t('activityEnabled')}
        </label>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('activityTexts')}</legend>
        <LangTabs
          selected={lang}
          onSelect={setLang}
          filled={(code) => Boolean(values.titles[code]?.trim())}
        />
        <LangText
          form={form}
          name={`titles.${lang}`}
          lang={lang}
          label={t('titleIn', { language: LANGUAGE_NAMES[lang] })}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-description`}>
            {t('descriptionIn', { language: LANGUAGE_NAMES[lang] })}
          </label>
          <textarea id={`${id}-description`} rows={4} {...form.register(`descriptions.${lang}`)} />
        </div>
      </fieldset>
      <SaveBar
        form={form}
        busy={create.isPending || save.isPending}
        label={activity ? t('save') : t('create')}
        onCancel={() => onDone('')}
      />
    </form>
  );
}
