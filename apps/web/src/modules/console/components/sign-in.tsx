'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR } from '@storefront/contracts/constants';
import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import {
  SecondFactor,
  StaffLoginRequest,
  type StaffLoginStep,
  type StaffSession,
} from '@storefront/contracts/staff';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { keepRefusal } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';
import { Refused, keepStaffSession, staffCall } from '../console-api';
import styles from './console.module.css';
import { EnrolmentCode, RecoveryCodes } from './enrol';
import { Field } from './field';

const CodeForm = z.object({ code: SecondFactor });

/** The console's sign-in: e-mail and password, then the TOTP code (or TOTP to enrol first). */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations('console');
  const v = useTranslations('validation');
  const [step, setStep] = useState<Exclude<StaffLoginStep, { step: 'done' }>>();
  // After enrolment the recovery codes show first; the session is kept only once they are saved,
  // since keeping it hands the page to the console (and this form, with the codes, would be gone).
  const [enrolled, setEnrolled] = useState<{ session: StaffSession; recoveryCodes: string[] }>();
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
        setEnrolled(await staffCall('staff/enrol', { challenge: step.challenge, code }));
      }
    } catch (error) {
      if (!(error instanceof Refused)) return;
      if (error.code === CONSOLE_ERROR.STAFF_CHALLENGE_EXPIRED) setStep(undefined);
      keepRefusal(second.setError, error, { [CONSOLE_ERROR.STAFF_CODE_INVALID]: 'code' });
    }
  });

  if (enrolled) {
    return <RecoveryCodes codes={enrolled.recoveryCodes} onDone={() => signedIn(enrolled.session)} />;
  }

  if (step) {
    return (
      <form className={styles.panel} onSubmit={(event) => void submitCode(event)} noValidate>
        <h2>{step.step === 'totp' ? t('totpTitle') : t('enrolTitle')}</h2>
        {step.step === 'enrol' ? (
          <EnrolmentCode enrolment={step.enrolment} />
        ) : (
          <p className={styles.muted}>{t('totpHint')}</p>
        )}
        <Field
          form={second}
          name="code"
          label={t('code')}
          invalid={step.step === 'enrol' ? v('codeInvalid') : t('totpHint')}
          inputMode={step.step === 'enrol' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
        />
        <FormProblem errors={second.formState.errors} />
        <button type="submit" className="button" disabled={second.formState.isSubmitting}>
          {t('continue')}
        </button>
      </form>
    );
  }

  return (
    <form className={styles.panel} onSubmit={(event) => void submitPassword(event)} noValidate>
      <h2>{t('signInTitle')}</h2>
      <Field
        form={password}
        name="email"
        label={t('email')}
        invalid={v('emailInvalid')}
        type="email"
        autoComplete="username"
      />
      <Field
        form={password}
        name="password"
        label={t('password')}
        invalid={t('passwordRequired')}
        type="password"
        autoComplete="current-password"
      />
      <FormProblem errors={password.formState.errors} />
      <button type="submit" className="button" disabled={password.formState.isSubmitting}>
        {t('signIn')}
      </button>
    </form>
  );
}
