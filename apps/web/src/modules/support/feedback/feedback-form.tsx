'use client';

import type { FileRef } from '@storefront/contracts/files';
import { MAX_FEEDBACK_CHARS, MIN_FEEDBACK_CHARS } from '@storefront/contracts/constants';
import type { Feedback } from '@storefront/contracts/support';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { callApi } from '@/lib/api/browser';
import { useQuestionTypes } from '@/lib/api/support';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import type { FeedbackErrorKey, FeedbackMode, FeedbackValues } from './feedback-resolver';
import { awaitReply } from './replies';
import { Screenshots } from './screenshots';
import styles from './feedback.module.css';

type Values = FeedbackValues;
type ErrorKey = FeedbackErrorKey;

/** The browser asks for notification permission now, while the customer is acting: the reply may come later. */
function askNotificationPermission(): void {
  if ('Notification' in window && Notification.permission === 'default')
    void Notification.requestPermission();
}

interface FeedbackFormProps {
  orderNo: string;
  /** A new thread asks for the issue type and e-mail; asking again only for the message. */
  mode: FeedbackMode;
  defaultEmail?: string;
  onSent: (feedback: Feedback) => void;
}

export function FeedbackForm({ orderNo, mode, defaultEmail = '', onSent }: FeedbackFormProps) {
  const t = useTranslations('support');
  const id = useId();
  const [images, setImages] = useState<FileRef[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: useMemo(
      () => lazyResolver(() => import('./feedback-resolver').then((module) => module.feedbackResolver(mode))),
      [mode],
    ),
    defaultValues: { questionTypeId: '', email: defaultEmail, content: '' },
  });
  const length = useWatch({ control, name: 'content' }).trim().length;

  const { data: types = [] } = useQuestionTypes(mode === 'create');

  const send = handleSubmit(async (values) => {
    askNotificationPermission();
    const imageKeys = images.map((image) => image.key);
    const answer =
      mode === 'create'
        ? await callApi('feedback/create', { orderNo, ...values, images: imageKeys })
        : await callApi('feedback/reply', { orderNo, content: values.content, images: imageKeys });
    if (!answer.ok) return;
    awaitReply(orderNo);
    reset({ ...values, content: '' });
    setImages([]);
    onSent(answer.data);
  });

  const error = (name: keyof Values) => {
    const key = errors[name]?.message as ErrorKey | undefined;
    return key ? (
      <p id={`${id}-${name}-error`} className={styles.error} role="alert">
        {t(key, { min: MIN_FEEDBACK_CHARS, max: MAX_FEEDBACK_CHARS })}
      </p>
    ) : null;
  };
  const described = (name: keyof Values) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
      {mode === 'create' && (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-type`} className={styles.label}>
              {t('questionType')}
            </label>
            <select
              id={`${id}-type`}
              aria-invalid={errors.questionTypeId ? true : undefined}
              aria-describedby={described('questionTypeId')}
              {...register('questionTypeId')}
            >
              <option value="">{t('chooseQuestionType')}</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.text}
                </option>
              ))}
            </select>
            {error('questionTypeId')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`} className={styles.label}>
              {t('email')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={described('email')}
              {...register('email')}
            />
            {error('email')}
          </div>
        </>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-content`} className={styles.label}>
          {mode === 'create' ? t('message') : t('askAgain')}
        </label>
        <textarea
          id={`${id}-content`}
          rows={4}
          maxLength={MAX_FEEDBACK_CHARS}
          placeholder={t('messageHint', { min: MIN_FEEDBACK_CHARS })}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={described('content') ?? `${id}-count`}
          {...register('content')}
        />
        <p id={`${id}-count`} className={styles.hint}>
          {t('charCount', { count: length, min: MIN_FEEDBACK_CHARS })}
        </p>
        {error('content')}
      </div>
      <Screenshots value={images} onChange={setImages} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('send')}
      </button>
    </form>
  );
}
