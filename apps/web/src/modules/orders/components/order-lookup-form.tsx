'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { callApi } from '@/lib/api/browser';
import { keepRefusal } from '@/lib/forms/refusal';
import { orderLookupSchema, parseOptions } from '@/lib/forms/schemas';
import { startSession } from '@/lib/session/login';
import { Field } from '@/modules/account/components/field';
import styles from '@/modules/account/components/forms.module.css';
import { FormProblem } from '@/modules/common/components/form-problem';

/**
 * A guest's way back to an order: its number and the receipt's e-mail. The answer never says which
 * of the two was wrong; a link goes to the e-mail when they belong together.
 */
export function OrderLookupForm({ orderNo = '' }: { orderNo?: string }) {
  const t = useTranslations('orders');
  const form = useForm({
    resolver: zodResolver(orderLookupSchema, parseOptions),
    defaultValues: { orderNo, email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    await startSession();
    const answer = await callApi('order/lookup', values);
    if (answer.ok) setSent(values.orderNo);
    else keepRefusal(form.setError, answer);
  });

  if (sent) {
    return (
      <p className={styles.lead} role="status">
        {t('findOrderSent', { orderNo: sent })}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('findOrder')}>
      <Field
        label={t('orderNo')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.orderNo}
        {...form.register('orderNo')}
      />
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email}
        {...form.register('email')}
      />
      <FormProblem errors={errors} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {t('findOrderSubmit')}
      </button>
    </form>
  );
}
