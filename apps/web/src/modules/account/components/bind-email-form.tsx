'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { callApi } from '@/lib/api/browser';
import { COOKIE, readCookie, writeCookie } from '@/lib/cookies';
import { bindEmailSchema, parseOptions } from '@/lib/forms/schemas';
import { EmailCodeFields } from './email-code-fields';
import styles from './forms.module.css';
import { CODE_FIELDS, keepRefusal } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';

/**
 * Binds an e-mail to an account made without one (social sign-in), proven by an e-mailed code. An
 * address another account uses is refused by the API with the spec's "This email is already used".
 */
export function BindEmailForm({ onBound }: { onBound: (email: string) => void }) {
  const t = useTranslations('auth');
  const form = useForm({
    resolver: zodResolver(bindEmailSchema, parseOptions),
    defaultValues: { email: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const validEmail = async () => ((await form.trigger('email')) ? form.getValues('email').trim() : undefined);
  const submit = form.handleSubmit(async (values) => {
    const answer = await callApi('user/bindEmail', values);
    if (!answer.ok) return keepRefusal(form.setError, answer, CODE_FIELDS);
    // The session's cookies follow the account: it now has an e-mail (spec section 3).
    const expires = Number(readCookie(COOKIE.tokenExpireTime));
    const lifetime = expires ? { expires: new Date(expires) } : {};
    writeCookie(COOKIE.email, answer.data.email, lifetime);
    writeCookie(COOKIE.isBindEmail, '1', lifetime);
    onBound(answer.data.email);
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <EmailCodeFields
        purpose="bindEmail"
        email={form.register('email')}
        code={form.register('code')}
        errors={errors}
        validEmail={validEmail}
      />
      <FormProblem errors={errors} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {t('bindEmail')}
      </button>
    </form>
  );
}
