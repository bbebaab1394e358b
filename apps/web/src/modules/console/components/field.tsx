'use client';

import { useId } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { refusalText } from '@/lib/forms/refusal';
import styles from './console.module.css';

/** What is wrong with a field, nested or not: the store's refusal about it, else the form's own check. */
export function fieldProblem<V extends FieldValues>(
  form: UseFormReturn<V>,
  field: string,
): string | undefined {
  const error = get(form.formState.errors, field) as { message?: string; type?: string } | undefined;
  return error ? (refusalText(error) ?? error.message) : undefined;
}

/**
 * A labelled input of a console form with its message under it: `problem` when the form names it
 * (a nested field's, which the form's errors do not hold under `name`), else the API's words for a
 * refusal about this field, else `invalid` (what the field wants) when the form's own rules fail.
 * `hint` (a password's length) shows under the input until then.
 */
export function Field<V extends FieldValues>({
  form,
  name,
  label,
  invalid,
  problem,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  invalid?: string;
  problem?: string;
  hint?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email';
}) {
  const id = useId();
  const error = form.formState.errors[name];
  const text = problem ?? (error ? (refusalText(error as never) ?? invalid) : undefined);
  const described = text ? `${id}-problem` : hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={text ? true : undefined}
        aria-describedby={described}
        {...form.register(name)}
      />
      {hint && !text && (
        <p id={`${id}-hint`} className={styles.muted}>
          {hint}
        </p>
      )}
      {text && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {text}
        </p>
      )}
    </div>
  );
}
