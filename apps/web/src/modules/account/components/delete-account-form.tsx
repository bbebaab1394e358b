'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR } from '@storefront/contracts/constants';
import type { UserInfo } from '@storefront/contracts/user';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { callApi } from '@/lib/api/browser';
import { keepRefusal } from '@/lib/forms/refusal';
import { ownerProofSchema, parseOptions, type OwnerProof } from '@/lib/forms/schemas';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { localePath } from '@/lib/routes';
import { clearLogin } from '@/lib/session/store-login';
import { FormProblem } from '@/modules/common/components/form-problem';
import own from './own-data.module.css';
import { Field } from './field';
import styles from './forms.module.css';
import { SendCodeButton } from './send-code-button';

/** What confirms the deletion: the password when the account has one, else a code mailed to its address. */
const proofOf = (customer: UserInfo): OwnerProof =>
  customer.hasPassword ? 'password' : customer.email ? 'code' : 'session';

/**
 * The deletion's confirmation. Once the API has deleted the account its sessions are gone: the
 * browser forgets the token and leaves for the page that says the account is gone.
 */
export function DeleteAccountForm({ customer, onKeep }: { customer: UserInfo; onKeep: () => void }) {
  const t = useTranslations('account');
  const auth = useTranslations('auth');
  const prefix = useLangPrefix();
  const proof = proofOf(customer);
  const form = useForm({
    resolver: zodResolver(ownerProofSchema(proof), parseOptions),
    defaultValues: { oldPassword: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ oldPassword, code }) => {
    const answer = await callApi('user/deleteAccount', {
      password: oldPassword || undefined,
      code: code || undefined,
    });
    if (!answer.ok) {
      return keepRefusal(form.setError, answer, {
        [ERROR.WRONG_OLD_PASSWORD]: 'oldPassword',
        [ERROR.INVALID_VERIFICATION_CODE]: 'code',
        [ERROR.VERIFICATION_ATTEMPTS_EXCEEDED]: 'code',
      });
    }
    clearLogin();
    window.location.assign(localePath(prefix, 'accountDeleted'));
  });

  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      {proof === 'password' && (
        <Field
          label={auth('oldPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword}
          {...form.register('oldPassword')}
        />
      )}
      {proof === 'code' && (
        <Field
          label={auth('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={t('deleteCodeText', { email: customer.email })}
          error={errors.code}
          action={<SendCodeButton type="deleteAccount" email={async () => customer.email} />}
          {...form.register('code')}
        />
      )}
      {proof === 'session' && <p>{t('deleteSessionText')}</p>}
      <FormProblem errors={errors} />
      <button type="submit" className={`button ${own.danger}`} disabled={isSubmitting}>
        {t('deleteConfirm')}
      </button>
      <button type="button" className="button button-quiet" onClick={onKeep}>
        {t('keepAccount')}
      </button>
    </form>
  );
}
