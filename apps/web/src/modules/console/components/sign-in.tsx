'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR } from '@storefront/contracts/constants';
import {
  SecondFactor,
  StaffLoginRequest,
  type StaffLoginStep,
  type StaffSession,
} from '@storefront/contracts/staff';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { keepRefusal, refusalText } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';
import { Refused, keepStaffSession, staffCall } from '../console-api';
import styles from './console.module.css';
import { EnrolmentCode, RecoveryCodes } from './enrol';

const CodeForm = z.object({ code: SecondFactor });

/** The console's sign-in: e-mail and password, then the TOTP code (or TOTP to enrol first). */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations('console');
  const id = useId();
  const [step, setStep] = useState<Exclude<StaffLoginStep, { step: 'done' }>>();
  const [codes, setCodes] = useState<string[]>();
  const password = useForm({
    resolver: zodResolver(StaffLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const second = useForm({ resolver: zodResolver(CodeForm), defaultValues: { code: '' } });

  const signedIn = (session: StaffSession) => {
    keepStaffSession(session);
    onSignedIn();
  };

  const submitPassword = password.handleSubmit(async (values) => {
    try {
      const answer = await staffCall('staff/login', values);
      if (answer.step === 'done') signedIn(answer.session);
      else setStep(answer);
    } catch (error) {
      if (error instanceof Refused)
        keepRefusal(password.setError, error, { [ERROR.WRONG_CREDENTIALS]: 'password' });
    }
  });

  const submitCode = second.handleSubmit(async ({ code }) => {
    if (!step) return;
    try {
      if (step.step === 'totp') {
        signedIn(await staffCall('staff/verify', { challenge: step.challenge, code }));
      } else {
        const enrolled = await staffCall('staff/enrol', { challenge: step.challenge, code });
        keepStaffSession(enrolled.session);
        setCodes(enrolled.recoveryCodes);
      }
    } catch (error) {
      if (!(error instanceof Refused)) return;
      if (error.code === ERROR.STAFF_CHALLENGE_EXPIRED) setStep(undefined);
      keepRefusal(second.setError, error, { [ERROR.STAFF_CODE_INVALID]: 'code' });
    }
  });

  if (codes) return <RecoveryCodes codes={codes} onDone={onSignedIn} />;

  if (step) {
    const codeError =
      refusalText(second.formState.errors.code) ?? (second.formState.errors.code && t('totpHint'));
    return (
      <form className={styles.panel} onSubmit={(event) => void submitCode(event)} noValidate>
        <h2>{step.step === 'totp' ? t('totpTitle') : t('enrolTitle')}</h2>
        {step.step === 'enrol' ? (
          <EnrolmentCode enrolment={step.enrolment} />
        ) : (
          <p className={styles.muted}>{t('totpHint')}</p>
        )}
        <label htmlFor={`${id}-code`}>{t('code')}</label>
        <input
          id={`${id}-code`}
          inputMode={step.step === 'enrol' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          aria-invalid={Boolean(codeError)}
          aria-describedby={codeError ? `${id}-code-problem` : undefined}
          {...second.register('code')}
        />
        {codeError && (
          <p id={`${id}-code-problem`} className={styles.problem} role="alert">
            {codeError}
          </p>
        )}
        <FormProblem errors={second.formState.errors} />
        <button type="submit" className="button" disabled={second.formState.isSubmitting}>
          {t('continue')}
        </button>
      </form>
    );
  }

  const passwordError = refusalText(password.formState.errors.password);
  return (
    <form className={styles.panel} onSubmit={(event) => void submitPassword(event)} noValidate>
      <h2>{t('signInTitle')}</h2>
      <label htmlFor={`${id}-email`}>{t('email')}</label>
      <input id={`${id}-email`} type="email" autoComplete="username" {...password.register('email')} />
      <label htmlFor={`${id}-password`}>{t('password')}</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        aria-invalid={Boolean(passwordError)}
        {...password.register('password')}
      />
      {passwordError && (
        <p className={styles.problem} role="alert">
          {passwordError}
        </p>
      )}
      <FormProblem errors={password.formState.errors} />
      <button type="submit" className="button" disabled={password.formState.isSubmitting}>
        {t('signIn')}
      </button>
    </form>
  );
}
