'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { refusalText } from '@/lib/forms/refusal';
import { Problem } from '../components/problem';
import styles from './promotions.module.css';

/** What is wrong with a field: the store's refusal about it, else the form's own check. */
export function fieldProblem<V extends FieldValues>(
  form: UseFormReturn<V>,
  field: string,
): string | undefined {
  const error = get(form.formState.errors, field) as { message?: string; type?: string } | undefined;
  return error ? (refusalText(error) ?? error.message) : undefined;
}

/** Save (or Create), Cancel, and the store's refusal of the whole form. */
export function SaveBar<V extends FieldValues>({
  form,
  busy,
  label,
  onCancel,
}: {
  form: UseFormReturn<V>;
  busy: boolean;
  label: string;
  onCancel: () => void;
}) {
  const t = useTranslations('consolePromotions');
  return (
    <div className={styles.save}>
      <button type="submit" className="button" disabled={busy}>
        {label}
      </button>
      <button type="button" className="button button-quiet" onClick={onCancel}>
        {t('cancel')}
      </button>
      <Problem text={refusalText(form.formState.errors.root?.refusal)} />
    </div>
  );
}

/** A labelled input with its hint, or its problem, under it. */
export function TextInput({
  form,
  name,
  label,
  problem,
  hint,
  type = 'text',
  inputMode,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by the template and activity forms
  form: UseFormReturn<any>;
  name: string;
  label: string;
  problem: string | undefined;
  hint?: string;
  type?: string;
  inputMode?: 'numeric' | 'decimal' | 'email';
}) {
  const id = useId();
  const described = problem ? `${id}-problem` : hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        {...form.register(name)}
      />
      {hint && !problem && (
        <p id={`${id}-hint`} className={styles.muted}>
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
