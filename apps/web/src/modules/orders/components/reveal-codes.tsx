'use client';

import { ERROR } from '@storefront/contracts/constants';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { callApi } from '@/lib/api/browser';
import { keepRefusal } from '@/lib/forms/refusal';
import { Field } from '@/modules/account/components/field';
import forms from '@/modules/account/components/forms.module.css';
import { FormProblem } from '@/modules/common/components/form-problem';
import styles from './order-detail.module.css';

/** An account's codes a day after delivery: its password shows them again. */
export function RevealCodes({
  orderNo,
  onRevealed,
}: {
  orderNo: string;
  onRevealed: (codes: string[]) => void;
}) {
  const t = useTranslations('orders');
  const ta = useTranslations('auth');
  const form = useForm({ defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    const answer = await callApi('order/revealCodes', { orderNo, password });
    if (answer.ok) onRevealed(answer.data.codes);
    else keepRefusal(form.setError, answer, { [ERROR.WRONG_OLD_PASSWORD]: 'password' });
  });
  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-label={t('revealCodes')}>
      <p className={styles.muted}>{t('codesHiddenText')}</p>
      <Field
        label={ta('password')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...form.register('password', { required: 'oldPasswordRequired' })}
      />
      <FormProblem errors={errors} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {t('revealCodes')}
      </button>
    </form>
  );
}
