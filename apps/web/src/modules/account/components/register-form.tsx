'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { callApi } from '@/lib/api/browser';
import { inviteSchema, parseOptions, registerSchema } from '@/lib/forms/schemas';
import { startSession } from '@/lib/session/login';
import { Field } from './field';
import { NewPasswordFields } from './new-password-fields';
import styles from './forms.module.css';
import { ERROR } from '@storefront/contracts/constants';
import { keepRefusal } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';

interface Account {
  email: string;
  password: string;
}

/**
 * Registration in steps: e-mail and password (twice), then the optional invite code (spec section
 * 5: entered or skipped), then the note to check the inbox. It ends there alike whether or not the
 * address has an account, so the page tells nobody which addresses do; the e-mailed link, opened in
 * this browser, signs it in. An invite link's code (`?inviteCode=`) is filled in already.
 */
export function RegisterForm({ inviteCode }: { inviteCode?: string }) {
  const [account, setAccount] = useState<Account>();
  const [step, setStep] = useState<'account' | 'invite' | 'done'>('account');
  const [registered, setRegistered] = useState('');
  if (step === 'done') return <Registered email={registered} />;
  if (step === 'invite' && account) {
    return (
      <InviteStep
        account={account}
        inviteCode={inviteCode}
        onBack={() => setStep('account')}
        onDone={(email) => {
          setRegistered(email);
          setStep('done');
        }}
      />
    );
  }
  return (
    <AccountStep
      initial={account}
      onNext={(next) => {
        setAccount(next);
        setStep('invite');
      }}
    />
  );
}

function AccountStep({ initial, onNext }: { initial?: Account; onNext: (account: Account) => void }) {
  const t = useTranslations('auth');
  const form = useForm({
    resolver: zodResolver(registerSchema, parseOptions),
    defaultValues: { email: initial?.email ?? '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ email, password }) => onNext({ email, password }));
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email}
        {...form.register('email')}
      />
      <NewPasswordFields
        label="password"
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={errors}
      />
      <button type="submit" className="button">
        {t('next')}
      </button>
    </form>
  );
}

interface InviteStepProps {
  account: Account;
  inviteCode?: string;
  onBack: () => void;
  onDone: (email: string) => void;
}

function InviteStep({ account, inviteCode, onBack, onDone }: InviteStepProps) {
  const t = useTranslations('auth');
  const form = useForm({
    resolver: zodResolver(inviteSchema, parseOptions),
    defaultValues: { inviteCode: inviteCode ?? '' },
  });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);

  async function register(code: string | undefined) {
    // Skipping the code bypasses handleSubmit, which would have cleared the last refusal.
    form.clearErrors('root');
    setBusy(true);
    // The browser's session must travel with the call: the link signs in only the browser that registered.
    await startSession();
    const answer = await callApi('auth/register', { ...account, inviteCode: code || undefined });
    setBusy(false);
    if (answer.ok) onDone(answer.data.email);
    else keepRefusal(form.setError, answer, { [ERROR.INVITE_CODE_NOT_FOUND]: 'inviteCode' });
  }

  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit(({ inviteCode: code }) => register(code))}
      noValidate
    >
      <p className={styles.lead}>{t('inviteLead')}</p>
      <Field
        label={t('inviteCode')}
        autoComplete="off"
        autoCapitalize="characters"
        error={errors.inviteCode}
        {...form.register('inviteCode')}
      />
      <FormProblem errors={errors} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {t('register')}
        </button>
        <button
          type="button"
          className="button button-quiet"
          disabled={busy}
          onClick={() => void register(undefined)}
        >
          {t('skip')}
        </button>
      </div>
      <button type="button" className={styles.textButton} onClick={onBack}>
        {t('back')}
      </button>
    </form>
  );
}

function Registered({ email }: { email: string }) {
  const t = useTranslations('auth');
  return (
    <div className={styles.form} role="status">
      <h2 className={styles.subtitle}>{t('checkInboxTitle')}</h2>
      <p className={styles.lead}>{t('checkInbox', { email })}</p>
    </div>
  );
}
