'use client';

import type { ContentState } from '@storefront/contracts/console-content';
import { IMAGE_TYPES } from '@storefront/contracts/files';
import { FALLBACK_LANG, LANGS, LANGUAGE_NAMES, type Lang } from '@storefront/contracts/locale';
import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormProblem } from '@/modules/common/components/form-problem';
import { uploadAgentImage } from '@/modules/agent/upload';
import { Refused } from '../console-api';
import { fieldProblem } from '../components/field';
import { Problem } from '../components/problem';
import styles from './content.module.css';

// Loaded once an editor shows: the storefront components it draws stay out of the console's first chunks.
export const ContentPreview = dynamic(
  () => import('./content-preview').then((module) => module.ContentPreview),
  { ssr: false },
);

/**
 * The languages of an editor's texts: each a tab, those without texts marked missing (their
 * customers read the English ones meanwhile). The chosen one is edited and previewed.
 */
export function LangSwitch({
  missing,
  editing,
  onPick,
}: {
  missing: readonly Lang[];
  editing: Lang;
  onPick: (lang: Lang) => void;
}) {
  const t = useTranslations('consoleContent');
  return (
    <>
      <p className={styles.muted}>
        {missing.length === 0
          ? t('allLanguages')
          : `${t('missingLanguages', { count: missing.length })}: ${missing.map((lang) => LANGUAGE_NAMES[lang]).join(', ')}`}
      </p>
      <div className={styles.langs} role="tablist" aria-label={t('language')}>
        {LANGS.map((lang) => (
          <button
            key={lang}
            type="button"
            role="tab"
            aria-selected={editing === lang}
            className={missing.includes(lang) ? styles.langMissing : undefined}
            onClick={() => onPick(lang)}
          >
            {LANGUAGE_NAMES[lang]}
            {missing.includes(lang) && <span className={styles.tag}> · {t('missing')}</span>}
          </button>
        ))}
      </div>
      {missing.includes(editing) && editing !== FALLBACK_LANG && (
        <p className={styles.muted}>{t('fallsBack', { language: LANGUAGE_NAMES[editing] })}</p>
      )}
    </>
  );
}

/** An uploaded image (the server checks its bytes), or the store's drawn one when none is set. */
export function ImageField({
  label,
  image,
  fallbackUrl,
  onChange,
  wide = false,
  emptyText,
}: {
  label: string;
  image: { key: string; url: string } | null;
  /** Shown when no image is uploaded; none: nothing shows. */
  fallbackUrl: string | null;
  onChange: (image: { key: string; url: string } | null) => void;
  wide?: boolean;
  /** What stands in for no image (the store's drawn picture, unless said otherwise). */
  emptyText?: string;
}) {
  const t = useTranslations('consoleContent');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const stored = await uploadAgentImage(file);
    setBusy(false);
    setFailed(!stored);
    if (stored) onChange({ key: stored.key, url: stored.url });
  };
  const shown = image?.url ?? fallbackUrl;
  return (
    <div className={styles.image}>
      {shown && (
        // eslint-disable-next-line @next/next/no-img-element -- a signed upload URL or the drawn art
        <img src={shown} alt={t('imageOf', { label })} className={wide ? styles.wideImage : styles.thumb} />
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>{label}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          disabled={busy}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <p className={styles.muted} role="status">
          {busy ? t('uploading') : image ? t('imageUploaded') : (emptyText ?? t('imageDrawn'))}
        </p>
        {failed && (
          <p className={styles.problem} role="alert">
            {t('uploadFailed')}
          </p>
        )}
        {image && (
          <button type="button" className="button button-quiet" onClick={() => onChange(null)}>
            {t('removeImage')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Whether customers see it now, and from or until when. */
export function StateText({ state, at }: { state: ContentState; at: string }) {
  const t = useTranslations('consoleContent');
  return (
    <span className={state === 'shown' ? styles.shown : styles.muted}>
      {t(`state_${state}`)}
      {state === 'scheduled' && ` · ${t('from', { at })}`}
    </span>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch milliseconds as a `datetime-local` input's value, in the browser's time zone. */
export function localInput(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A `datetime-local` value (the browser's time zone) as epoch milliseconds; NaN when not a time. */
export function fromLocalInput(value: string): number {
  return value ? new Date(value).getTime() : Number.NaN;
}

/** A moment as the reader's date and time, in the browser's time zone. */
export function useMoment() {
  const locale = useLocale();
  return (at: number) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** Texts of every language as the editor holds them: empty strings where a language has none. */
export function draftTexts<T extends Record<string, string>>(
  texts: Partial<Record<Lang, T>>,
  empty: T,
): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, { ...empty, ...texts[lang] }])) as Record<Lang, T>;
}

/** The languages the editor holds any text in; one left wholly empty is missing, not saved empty. */
export function filledTexts<T extends Record<string, string>>(
  texts: Record<Lang, T>,
): Partial<Record<Lang, T>> {
  return Object.fromEntries(
    LANGS.filter((lang) => Object.values(texts[lang]).some((value) => value.trim())).map((lang) => [
      lang,
      texts[lang],
    ]),
  );
}

export const missingOf = <T extends Record<string, string>>(texts: Record<Lang, T>): Lang[] => {
  const filled = filledTexts(texts);
  return LANGS.filter((lang) => !filled[lang]);
};

/**
 * A text of the language being edited (the form holds every language's, `name` is this one's):
 * a line, or a box of `rows`; its hint, then what is wrong with it, under it.
 */
export function LangField<V extends FieldValues>({
  form,
  name,
  label,
  rows,
  hint,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  rows?: number;
  hint?: string;
}) {
  const id = useId();
  const problem = fieldProblem(form, name);
  const input = { id, 'aria-invalid': problem ? true : undefined, ...form.register(name) };
  // Another language's text is another field (`key`): the browser's input starts again from it.
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea key={name} rows={rows} {...input} /> : <input key={name} {...input} />}
      {hint && <p className={styles.muted}>{hint}</p>}
      <Problem text={problem} />
    </div>
  );
}

/** Save, whether the draft is saved, and the store's refusal of the form as a whole. */
export function SaveBar<V extends FieldValues>({
  form,
  label,
}: {
  form: UseFormReturn<V>;
  /** The button's words, when not plain Save. */
  label?: string;
}) {
  const t = useTranslations('consoleContent');
  const { errors, isSubmitting, isDirty } = form.formState;
  return (
    <div className={styles.saveBar}>
      <FormProblem errors={errors} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('saving') : (label ?? t('save'))}
      </button>
      <span className={styles.muted} role="status">
        {isDirty ? t('unsaved') : t('saved')}
      </span>
    </div>
  );
}

/** Why the editor now shows another version: someone saved over the draft's revision. */
export function StaleNotice({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className={styles.notice} role="alert">
      {text}
    </p>
  );
}

/**
 * A refused save: over an older revision, say so and read the other person's version again (the
 * editor starts over from it); any other refusal goes to `keep` (the form shows the store's words).
 */
export async function refusedSave(
  error: unknown,
  stale: { notice: (text: string) => void; reload: () => Promise<unknown> },
  keep: (refused: Refused) => void,
): Promise<void> {
  if (!(error instanceof Refused)) return;
  if (error.code !== CONSOLE_ERROR.STAFF_STALE_SAVE) return keep(error);
  stale.notice(error.message);
  await stale.reload();
}

/**
 * Why texts cannot be saved yet: the first language begun but lacking one of `both` (a title
 * without its text, `half`), else English when it has none at all (every language falls back to it).
 */
export function unfinishedLang<T extends Record<string, string>>(
  filled: Partial<Record<Lang, T>>,
  both: [keyof T, keyof T],
): { lang: Lang; half: boolean } | undefined {
  const half = LANGS.find((lang) => filled[lang] && both.some((name) => !filled[lang]![name]!.trim()));
  if (half) return { lang: half, half: true };
  return filled[FALLBACK_LANG] ? undefined : { lang: FALLBACK_LANG, half: false };
}
