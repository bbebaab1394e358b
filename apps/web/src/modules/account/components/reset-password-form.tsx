'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { callApi } from '@/lib/api/browser';
import { COOKIE, readCookie } from '@/lib/cookies';
import { parseOptions, resetPasswordSchema } from '@/lib/forms/schemas';
import { localePath } from '@/lib/routes';
import { clearLogin } from '@/lib/session/store-login';
import { EmailCodeFields } from './email-code-fields';
import { NewPasswordFields } from './new-password-fields';
import styles from './forms.module.css';
import { CODE_FIELDS, keepRefusal } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';

/** Forgot password (spec section 2): a code e-mailed to the address, and the new password twice. */
export function ResetPasswordForm() {
  const prefix = useLangPrefix();
  const t = useTranslations('auth');
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema, parseOptions),
    defaultValues: { email: '', code: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const validEmail = async () => ((await form.trigger('email')) ? form.getValues('email').trim() : undefined);
  const submit = form.handleSubmit(async ({ email, code, password }) => {
    const answer = await callApi('auth/resetPwd', { email, code, password });
    if (!answer.ok) return keepRefusal(form.setError, answer, CODE_FIELDS);
    // Every session of the account has ended, this browser's included when it was signed in there.
    if (readCookie(COOKIE.email) === answer.data.email) clearLogin();
    setDone(true);
  });

  if (done) {
    return (
      <div className={styles.form} role="status">
        <h2 className={styles.subtitle}>{t('passwordResetTitle')}</h2>
        <p className={styles.lead}>{t('passwordResetText')}</p>
        <Link href={localePath(prefix, 'login')} className="button" prefetch={false}>
          {t('signIn')}
        </Link>
      </div>
    );
  }
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <EmailCodeFields
        purpose="resetPwd"
        email={form.register('email')}
        code={form.register('code')}
        errors={errors}
        validEmail={validEmail}
      />
      <NewPasswordFields
        label="newPassword"
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={errors}
      />
      <FormProblem errors={errors} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {t('resetPassword')}
      </button>
    </form>
  );
}
