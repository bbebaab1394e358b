'use client';

import { useTranslations } from 'next-intl';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

interface NewPasswordFieldsProps {
  /** The first field's label: "Password" when registering, "New password" when replacing one. */
  label: 'password' | 'newPassword';
  password: UseFormRegisterReturn<'password'>;
  confirmPassword: UseFormRegisterReturn<'confirmPassword'>;
  errors: { password?: FieldError; confirmPassword?: FieldError };
}

/** A new password and the same again (spec section 5), with the 6-18 characters rule as a hint. */
export function NewPasswordFields({ label, password, confirmPassword, errors }: NewPasswordFieldsProps) {
  const t = useTranslations('auth');
  return (
    <>
      <Field
        label={t(label)}
        type="password"
        autoComplete="new-password"
        hint={t('passwordRule')}
        error={errors.password}
        {...password}
      />
      <Field
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...confirmPassword}
      />
    </>
  );
}
