'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormProblem } from '@/modules/common/components/form-problem';
import { Refused } from '../console-api';
import { Refusal } from '../components/problem';
import { StaleNotice } from './editing';
import styles from './content.module.css';

/**
 * A content section: its list (and what makes a new one) beside the one being edited on a wide
 * screen, above it on a phone; `pick` says what to do while none is open.
 */
export function ListBesideEditor({
  list,
  editor,
  pick,
}: {
  list: ReactNode;
  editor: ReactNode | undefined;
  pick: string;
}) {
  return (
    <div className={styles.layout}>
      <div>{list}</div>
      {editor ?? <p className={styles.muted}>{pick}</p>}
    </div>
  );
}

/** One item of a section's list: its name opens it in the editor, then what it is and its state. */
export function ListItem({
  title,
  open,
  onOpen,
  before,
  children,
}: {
  title: string;
  open: boolean;
  onOpen: () => void;
  /** What comes before the name (a banner's image). */
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className={styles.item} aria-current={open || undefined}>
      {before}
      <button type="button" className={styles.open} onClick={onOpen}>
        {title}
      </button>
      {children}
    </li>
  );
}

/** A button that opens the form making a new item, with the store's refusal of it and Create. */
export function CreatePanel<V extends FieldValues>({
  summary,
  quiet = false,
  form,
  onSubmit,
  children,
}: {
  summary: string;
  /** A lesser button (a topic's new question, under each topic). */
  quiet?: boolean;
  form: UseFormReturn<V>;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  const t = useTranslations('consoleContent');
  return (
    <details className={styles.create}>
      <summary className={quiet ? 'button button-quiet' : 'button'}>{summary}</summary>
      <form className={styles.panel} onSubmit={(event) => void onSubmit(event)} noValidate>
        {children}
        <FormProblem errors={form.formState.errors} />
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {t('create')}
        </button>
      </form>
    </details>
  );
}

/**
 * What is stored, handed to its form once read (the store's refusal, else nothing, until then),
 * with why the form starts again from another version when a save was refused as stale.
 */
export function StoredEditor<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (stored: T, onStale: (notice: string) => void) => ReactNode;
}) {
  const [notice, setNotice] = useState<string>();
  if (query.error instanceof Refused || !query.data) return <Refusal error={query.error} />;
  return (
    <div className={styles.editor}>
      <StaleNotice text={notice} />
      {children(query.data, setNotice)}
    </div>
  );
}
