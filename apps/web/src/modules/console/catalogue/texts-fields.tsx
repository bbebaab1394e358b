'use client';

import type { Lang } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { EditorValues, TextDraft } from './draft';
import styles from './catalogue.module.css';

type TextField = Exclude<keyof TextDraft, 'serverNames'>;
const LONG: ReadonlySet<TextField> = new Set(['description', 'seoDescription', 'steps']);
const FIELDS: readonly TextField[] = [
  'name',
  'description',
  'unit',
  'steps',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
];

/** One language's texts of the product, and the names of its servers in that language. */
export function TextsFields({ form, lang }: { form: UseFormReturn<EditorValues>; lang: Lang }) {
  const t = useTranslations('consoleCatalogue');
  const id = useId();
  const servers = useWatch({ control: form.control, name: 'servers' });
  return (
    <div className={styles.texts}>
      {FIELDS.map((field) => {
        const name = `texts.${lang}.${field}` as const;
        const props = { id: `${id}-${field}`, ...form.register(name) };
        return (
          <div key={`${lang}.${field}`} className={styles.field}>
            <label htmlFor={props.id}>{t(`text_${field}`)}</label>
            {LONG.has(field) ? (
              <textarea rows={field === 'seoDescription' ? 2 : 4} {...props} />
            ) : (
              <input {...props} />
            )}
            {field === 'steps' && <p className={styles.muted}>{t('stepsHint')}</p>}
          </div>
        );
      })}
      {servers.map((server) => (
        <div key={`${lang}.${server.id}`} className={styles.field}>
          <label htmlFor={`${id}-server-${server.id}`}>
            {t('serverNameIn', { server: server.name || server.id })}
          </label>
          <input
            id={`${id}-server-${server.id}`}
            {...form.register(`texts.${lang}.serverNames.${server.id}`)}
          />
        </div>
      ))}
    </div>
  );
}
