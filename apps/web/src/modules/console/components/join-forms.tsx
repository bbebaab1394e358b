'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR } from '@storefront/contracts/constants';
import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import { Email } from '@storefront/contracts/auth';
import {
  StaffName,
  StaffPassword,
  TotpCode,
  type InvitationView,
  type SetupView,
  type StaffEnrolled,
} from '@storefront/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { keepRefusal } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';
import { Refused, keepStaffSession, staffCall } from '../console-api';
import styles from './console.module.css';
import { EnrolmentCode, RecoveryCodes } from './enrol';
import { Field } from './field';

const SetupForm = z.object({ email: Email, name: StaffName, password: StaffPassword, code: TotpCode });
const InvitationForm = z.object({
  name: StaffName,
  password: StaffPassword,
  code: z.union([TotpCode, z.literal('')]),
});

/** After joining: the recovery codes (owners and operators), then the console. */
function Joined({ enrolled, lang }: { enrolled: StaffEnrolled; lang: string }) {
  const router = useRouter();
  const home = useCallback(() => router.push(`/${lang}/console`), [router, lang]);
  const none = enrolled.recoveryCodes.length === 0;
  useEffect(() => {
    if (none) home();
  }, [none, home]);
  return none ? null : <RecoveryCodes codes={enrolled.recoveryCodes} onDone={home} />;
}

function LinkProblem({ error }: { error: unknown }) {
  return error instanceof Refused ? (
    <p className={styles.problem} role="alert">
      {error.message}
    </p>
  ) : null;
}

/** The first owner, from the setup link printed at start. */
export function Setup({ token, lang }: { token: string; lang: string }) {
  const t = useTranslations('console');
  const v = useTranslations('validation');
  const view = useQuery({
    queryKey: ['console', 'setup', token],
    queryFn: () => staffCall('staff/openSetup', { token }),
    retry: false,
    staleTime: Infinity,
  });
  const [enrolled, setEnrolled] = useState<StaffEnrolled>();
  const form = useForm({
    resolver: zodResolver(SetupForm),
    defaultValues: { email: '', name: '', password: '', code: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await staffCall('staff/completeSetup', { ...values, token });
      keepStaffSession(done.session);
      setEnrolled(done);
    } catch (error) {
      if (error instanceof Refused)
        keepRefusal(form.setError, error, { [CONSOLE_ERROR.STAFF_CODE_INVALID]: 'code' });
    }
  });
  if (enrolled) return <Joined enrolled={enrolled} lang={lang} />;
  if (view.error) return <LinkProblem error={view.error} />;
  if (!view.data) return null;
  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('setupTitle')}</h2>
      <p className={styles.muted}>{t('setupHint')}</p>
      <Field
        form={form}
        name="email"
        label={t('email')}
        invalid={v('emailInvalid')}
        type="email"
        autoComplete="username"
      />
      <Field form={form} name="name" label={t('name')} invalid={t('nameRequired')} autoComplete="name" />
      <Field
        form={form}
        name="password"
        label={t('password')}
        type="password"
        hint={t('passwordHint')}
        invalid={t('passwordHint')}
        autoComplete="new-password"
      />
      <EnrolmentCode enrolment={(view.data as SetupView).enrolment} />
      <Field
        form={form}
        name="code"
        label={t('code')}
        invalid={v('codeInvalid')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <FormProblem errors={form.formState.errors} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {t('createOwner')}
      </button>
    </form>
  );
}

/** Accepting an owner's invitation: name, password and, for owners and operators, TOTP. */
export function AcceptInvitation({ token, lang }: { token: string; lang: string }) {
  const t = useTranslations('console');
  const v = useTranslations('validation');
  const view = useQuery({
    queryKey: ['console', 'invitation', token],
    queryFn: () => staffCall('staff/openInvitation', { token }),
    retry: false,
    staleTime: Infinity,
  });
  const [enrolled, setEnrolled] = useState<StaffEnrolled>();
  const form = useForm({
    resolver: zodResolver(InvitationForm),
    defaultValues: { name: '', password: '', code: '' },
  });
  const submit = form.handleSubmit(async ({ code, ...values }) => {
    try {
      const done = await staffCall('staff/acceptInvitation', { ...values, token, ...(code ? { code } : {}) });
      keepStaffSession(done.session);
      setEnrolled(done);
    } catch (error) {
      if (error instanceof Refused) {
        keepRefusal(form.setError, error, {
          [CONSOLE_ERROR.STAFF_CODE_INVALID]: 'code',
          [ERROR.FIELD_REQUIRED]: 'code',
        });
      }
    }
  });
  if (enrolled) return <Joined enrolled={enrolled} lang={lang} />;
  if (view.error) return <LinkProblem error={view.error} />;
  if (!view.data) return null;
  const invitation: InvitationView = view.data;
  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('invitationTitle')}</h2>
      <p>{t('invitationFor', { email: invitation.email, role: t(`role_${invitation.role}`) })}</p>
      <Field form={form} name="name" label={t('name')} invalid={t('nameRequired')} autoComplete="name" />
      <Field
        form={form}
        name="password"
        label={t('password')}
        type="password"
        hint={t('passwordHint')}
        invalid={t('passwordHint')}
        autoComplete="new-password"
      />
      {invitation.enrolment && (
        <>
          <h3>{t('enrolTitle')}</h3>
          <EnrolmentCode enrolment={invitation.enrolment} />
          <Field
            form={form}
            name="code"
            label={t('code')}
            invalid={v('codeInvalid')}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </>
      )}
      <FormProblem errors={form.formState.errors} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {t('accept')}
      </button>
    </form>
  );
}
