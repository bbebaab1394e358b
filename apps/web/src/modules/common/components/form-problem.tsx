'use client';

import type { FieldErrors } from 'react-hook-form';
import { refusalText } from '@/lib/forms/refusal';
import styles from './form-problem.module.css';

/** Why the store refused the form as a whole (wrong e-mail or password…), shown until the next try. */
export function FormProblem({ errors }: { errors: FieldErrors }) {
  const text = refusalText(errors.root?.refusal);
  if (!text) return null;
  return (
    <p className={styles.problem} role="alert">
      {text}
    </p>
  );
}
