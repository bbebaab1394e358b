'use client';

import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import { FALLBACK_LANG, type Lang } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { keepRefusal, refusalText } from '@/lib/forms/refusal';
import { Field, fieldProblem } from '../components/field';
import { Problem } from '../components/problem';
import { Refused } from '../console-api';
import styles from './promotions.module.css';

/** The form's own checks that failed, each on its field; the first one is focused. */
export function showProblems<V extends FieldValues>(form: UseFormReturn<V>, problems: [Path<V>, string][]) {
  problems.forEach(([field, message], index) =>
    form.setError(field, { message }, { shouldFocus: index === 0 }),
  );
}

/**
 * A save the store refused: one made from what another person has since changed starts the editor
 * over (`onStale`, the list is read again), else the refusal stays on its field or on the form.
 */
export function keepSaveRefusal<V extends FieldValues>(
  error: unknown,
  form: UseFormReturn<V>,
  fieldOf: Partial<Record<number, Path<V>>>,
  onStale: (notice: string) => void,
  staleHint: string,
) {
  if (!(error instanceof Refused)) return;
  if (error.code === CONSOLE_ERROR.STAFF_STALE_SAVE) onStale(`${error.message} ${staleHint}`);
  else keepRefusal(form.setError, error, fieldOf);
}

/** A text in the language picked on the tabs above it; English is the one the others fall back to. */
export function LangText<V extends FieldValues>({
  form,
  name,
  lang,
  label,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  lang: Lang;
  label: string;
}) {
  const t = useTranslations('consolePromotions');
  return (
    <Field
      form={form}
      name={name}
      label={label}
      problem={fieldProblem(form, name)}
      hint={lang === FALLBACK_LANG ? t('englishHint') : t('fallbackHint')}
    />
  );
}

/** When something begins and ends, side by side while they fit. */
export function Moments<V extends FieldValues>({
  form,
  fields,
}: {
  form: UseFormReturn<V>;
  fields: [{ name: Path<V>; label: string }, { name: Path<V>; label: string }];
}) {
  return (
    <div className={styles.moments}>
      {fields.map(({ name, label }) => (
        <Field
          key={name}
          form={form}
          name={name}
          label={label}
          problem={fieldProblem(form, name)}
          type="datetime-local"
        />
      ))}
    </div>
  );
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
