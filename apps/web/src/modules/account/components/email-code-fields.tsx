'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';
import { SendCodeButton } from './send-code-button';

interface EmailCodeFieldsProps {
  purpose: 'login' | 'resetPwd' | 'bindEmail';
  email: UseFormRegisterReturn<'email'>;
  code: UseFormRegisterReturn<'code'>;
  errors: { email?: FieldError; code?: FieldError };
  /** Validates the e-mail field and gives its value, or undefined when it is not valid yet. */
  validEmail: () => Promise<string | undefined>;
}

/** The e-mail with its "send code" button, then the 6-digit code it e-mails: every code form's pair. */
export function EmailCodeFields({ purpose, email, code, errors, validEmail }: EmailCodeFieldsProps) {
  const t = useTranslations('auth');
  const [sentTo, setSentTo] = useState<string>();
  return (
    <>
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email}
        action={<SendCodeButton type={purpose} email={validEmail} onSent={setSentTo} />}
        {...email}
      />
      <Field
        label={t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code}
        hint={sentTo ? t('codeSent', { email: sentTo }) : undefined}
        {...code}
      />
    </>
  );
}
