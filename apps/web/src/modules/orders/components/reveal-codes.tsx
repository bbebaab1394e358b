'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR } from '@storefront/contracts/constants';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { callApi } from '@/lib/api/browser';
import { useAccountInfo } from '@/lib/api/user';
import { keepRefusal } from '@/lib/forms/refusal';
import { ownerProofSchema, parseOptions, type OwnerProof } from '@/lib/forms/schemas';
import { Field } from '@/modules/account/components/field';
import forms from '@/modules/account/components/forms.module.css';
import { SendCodeButton } from '@/modules/account/components/send-code-button';
import { FormProblem } from '@/modules/common/components/form-problem';
import styles from './order-detail.module.css';

/**
 * An account's codes a day after delivery: its password, or a code mailed to its address, shows them
 * again. An account without a password has only the mailed code.
 */
export function RevealCodes({
  orderNo,
  onRevealed,
}: {
  orderNo: string;
  onRevealed: (codes: string[]) => void;
}) {
  const account = useAccountInfo().data;
  if (!account) return null;
  const proofs: OwnerProof[] = [
    ...(account.hasPassword ? (['password'] as const) : []),
    ...(account.email ? (['code'] as const) : []),
  ];
  return <RevealForm orderNo={orderNo} email={account.email} proofs={proofs} onRevealed={onRevealed} />;
}

function RevealForm({
  orderNo,
  email,
  proofs,
  onRevealed,
}: {
  orderNo: string;
  email: string;
  proofs: OwnerProof[];
  onRevealed: (codes: string[]) => void;
}) {
  const t = useTranslations('orders');
  const ta = useTranslations('auth');
  // Neither password nor address: the API answers what the account can do (set a password).
  const [proof, setProof] = useState<OwnerProof>(proofs[0] ?? 'password');
  const form = useForm({
    resolver: zodResolver(ownerProofSchema(proof), parseOptions),
    defaultValues: { oldPassword: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ oldPassword, code }) => {
    const answer = await callApi('order/revealCodes', {
      orderNo,
      ...(proof === 'code' ? { code } : { password: oldPassword }),
    });
    if (answer.ok) onRevealed(answer.data.codes);
    else
      keepRefusal(form.setError, answer, {
        [ERROR.WRONG_OLD_PASSWORD]: 'oldPassword',
        [ERROR.INVALID_VERIFICATION_CODE]: 'code',
        [ERROR.VERIFICATION_ATTEMPTS_EXCEEDED]: 'code',
      });
  });
  const other = proofs.find((p) => p !== proof);
  const switchTo = (next: OwnerProof) => {
    form.clearErrors();
    setProof(next);
  };
  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-label={t('revealCodes')}>
      <p className={styles.muted}>{t('codesHiddenText')}</p>
      {proof === 'code' ? (
        <Field
          label={ta('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={t('revealCodeText', { email })}
          error={errors.code}
          action={<SendCodeButton type="revealCodes" email={async () => email} />}
          {...form.register('code')}
        />
      ) : (
        <Field
          label={ta('password')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword}
          {...form.register('oldPassword')}
        />
      )}
      <FormProblem errors={errors} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {t('revealCodes')}
      </button>
      {other && (
        <button type="button" className="button button-quiet" onClick={() => switchTo(other)}>
          {other === 'code' ? t('revealByCode') : t('revealByPassword')}
        </button>
      )}
    </form>
  );
}
