'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { ProvedLoginData } from '@storefront/contracts/auth';
import { ERROR } from '@storefront/contracts/constants';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { callApi } from '@/lib/api/browser';
import { finishSignIn } from '@/lib/auth/session-change';
import { CODE_FIELDS, keepRefusal } from '@/lib/forms/refusal';
import { codeSignInSchema, parseOptions, passwordSignInSchema } from '@/lib/forms/schemas';
import { FormProblem } from '@/modules/common/components/form-problem';
import { EmailCodeFields } from './email-code-fields';
import { Field } from './field';
import styles from './forms.module.css';
import { PasswordClearedNotice } from './password-cleared-notice';

interface LoginFormProps {
  /** Where to go after signing in when no page is waiting in loginBackPath. */
  fallback: () => string;
}

/** Sign in with e-mail and password, or with a code e-mailed to the address. */
export function LoginForm({ fallback }: LoginFormProps) {
  const t = useTranslations('auth');
  const [method, setMethod] = useState<'password' | 'code'>('password');
  return (
    <div className={styles.form}>
      <div className={styles.switch} role="group" aria-label={t('method')}>
        <button type="button" aria-pressed={method === 'password'} onClick={() => setMethod('password')}>
          {t('withPassword')}
        </button>
        <button type="button" aria-pressed={method === 'code'} onClick={() => setMethod('code')}>
          {t('withCode')}
        </button>
      </div>
      {method === 'password' ? <PasswordForm fallback={fallback} /> : <CodeForm fallback={fallback} />}
    </div>
  );
}

function PasswordForm({ fallback }: LoginFormProps) {
  const t = useTranslations('auth');
  const form = useForm({
    resolver: zodResolver(passwordSignInSchema, parseOptions),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [unproved, setUnproved] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    const answer = await callApi('auth/loginByPwd', values);
    if (answer.ok) return finishSignIn(answer.data, fallback());
    setUnproved(answer.code === ERROR.EMAIL_NOT_VERIFIED);
    // Which of the two was wrong is not said (-1002): that stays on the form, not on a field.
    keepRefusal(form.setError, answer, { [ERROR.USER_NOT_REGISTERED]: 'email' });
  });
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email}
        {...form.register('email')}
      />
      <Field
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...form.register('password')}
      />
      <FormProblem errors={errors} />
      {unproved && (
        <p className={styles.hint} role="status">
          {t('notVerifiedHint')}
        </p>
      )}
      <button type="submit" className="button" disabled={isSubmitting}>
        {t('signIn')}
      </button>
    </form>
  );
}

function CodeForm({ fallback }: LoginFormProps) {
  const t = useTranslations('auth');
  const form = useForm({
    resolver: zodResolver(codeSignInSchema, parseOptions),
    defaultValues: { email: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [cleared, setCleared] = useState<ProvedLoginData>();
  const validEmail = async () => ((await form.trigger('email')) ? form.getValues('email').trim() : undefined);
  const submit = form.handleSubmit(async (values) => {
    const answer = await callApi('auth/loginByEmail', values);
    if (!answer.ok) return keepRefusal(form.setError, answer, CODE_FIELDS);
    if (answer.data.passwordCleared) setCleared(answer.data);
    else finishSignIn(answer.data, fallback());
  });
  if (cleared) return <PasswordClearedNotice onContinue={() => finishSignIn(cleared, fallback())} />;
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <EmailCodeFields
        purpose="login"
        email={form.register('email')}
        code={form.register('code')}
        errors={errors}
        validEmail={validEmail}
      />
      <FormProblem errors={errors} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {t('signIn')}
      </button>
    </form>
  );
}
