'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { callApi } from '@/lib/api/browser';
import { changePasswordSchema, parseOptions } from '@/lib/forms/schemas';
import { localePath } from '@/lib/routes';
import { storeLogin } from '@/lib/session/store-login';
import { Field } from './field';
import { NewPasswordFields } from './new-password-fields';
import styles from './forms.module.css';
import { useCustomer } from './use-user-info';
import { keepRefusal } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';
import { ERROR } from '@storefront/contracts/constants';

/** Change password: the old one (when the account has one), the new one twice. */
export function ChangePasswordForm() {
  const prefix = useLangPrefix();
  const [customer] = useCustomer(prefix);
  if (!customer) return <div className={styles.placeholder} aria-busy="true" />;
  return <Form prefix={prefix} hasPassword={customer.hasPassword} />;
}

function Form({ prefix, hasPassword }: { prefix: string; hasPassword: boolean }) {
  const t = useTranslations('auth');
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(changePasswordSchema(hasPassword), parseOptions),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ oldPassword, password }) => {
    const answer = await callApi('user/updatePwd', { oldPassword: oldPassword || undefined, password });
    if (!answer.ok) return keepRefusal(form.setError, answer, { [ERROR.WRONG_OLD_PASSWORD]: 'oldPassword' });
    // Every other session has ended; this one goes on with the token answered here.
    storeLogin(answer.data);
    setDone(true);
  });

  if (done) {
    return (
      <div className={styles.form} role="status">
        <h2 className={styles.subtitle}>{t('passwordChangedTitle')}</h2>
        <p className={styles.lead}>{t('passwordChangedText')}</p>
        <Link href={localePath(prefix, 'myAccount')} className="button" prefetch={false}>
          {t('toAccount')}
        </Link>
      </div>
    );
  }
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      {hasPassword && (
        <Field
          label={t('oldPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword}
          {...form.register('oldPassword')}
        />
      )}
      <NewPasswordFields
        label="newPassword"
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={errors}
      />
      <FormProblem errors={errors} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {t('changePassword')}
      </button>
      <Link href={localePath(prefix, 'forgetPsd')} prefetch={false}>
        {t('forgotPassword')}
      </Link>
    </form>
  );
}
