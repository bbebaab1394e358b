'use client';

import { useTranslations } from 'next-intl';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { FieldError } from 'react-hook-form';
import type { ValidationKey } from '@storefront/contracts/field-rules';
import { refusalText } from '@/lib/forms/refusal';
import styles from './forms.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: FieldError;
  hint?: string;
  /** Shown beside the input, such as the button that e-mails a code. */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its validation message (a key under `validation`, or the API's own words for
 * a refusal about this field), announced when it appears.
 */
export function Field({ label, error, hint, action, ref, ...input }: FieldProps) {
  const t = useTranslations('validation');
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const control = (
    <input
      id={id}
      ref={ref}
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
      {...input}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {action ? (
        <div className={styles.inline}>
          {control}
          {action}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {refusalText(error) ??
            (t.has(error.message as ValidationKey) ? t(error.message as ValidationKey) : t('invalid'))}
        </p>
      )}
    </div>
  );
}
