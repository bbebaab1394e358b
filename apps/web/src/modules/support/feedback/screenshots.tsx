'use client';

import type { FileRef } from '@storefront/contracts/files';
import { MAX_FEEDBACK_IMAGES } from '@storefront/contracts/constants';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CloseIcon } from '@/modules/common/components/icons';
import { IMAGE_ACCEPT } from '../image-accept';
import styles from './feedback.module.css';

interface ScreenshotsProps {
  value: FileRef[];
  onChange: (images: FileRef[]) => void;
  /** How many may be attached (a feedback message's by default). */
  max?: number;
}

/** Screenshots for a feedback message: each uploaded as it is picked, shown, and removable. */
export function Screenshots({ value, onChange, max = MAX_FEEDBACK_IMAGES }: ScreenshotsProps) {
  const t = useTranslations('support');
  const [uploading, setUploading] = useState(false);
  const id = useId();

  const add = async (files: FileList | null) => {
    const room = max - value.length;
    const picked = [...(files ?? [])].slice(0, room);
    if (picked.length === 0) return;
    setUploading(true);
    const uploaded: FileRef[] = [];
    try {
      // The upload steps (and the schema they check a kept signature with) load on first use.
      const { uploadImage } = await import('../upload');
      for (const file of picked) {
        const image = await uploadImage(file);
        if (image) uploaded.push(image);
      }
    } finally {
      setUploading(false);
      onChange([...value, ...uploaded]);
    }
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {t('screenshots')}
      </span>
      <ul className={styles.thumbs} aria-labelledby={`${id}-label`}>
        {value.map((image, index) => (
          <li key={image.key} className={styles.thumb}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a signed, expiring URL */}
            <img src={image.url} alt={t('screenshotAlt', { number: index + 1 })} />
            <button
              type="button"
              className={styles.remove}
              onClick={() => onChange(value.filter((item) => item.key !== image.key))}
            >
              <CloseIcon />
              <span className="visually-hidden">{t('removeScreenshot', { number: index + 1 })}</span>
            </button>
          </li>
        ))}
      </ul>
      {value.length < max && (
        <label className={`button button-quiet ${styles.pick}`} aria-busy={uploading}>
          {uploading ? t('uploading') : t('addScreenshots')}
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            className="visually-hidden"
            disabled={uploading}
            onChange={(event) => {
              void add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      )}
      <p className={styles.hint}>{t('screenshotsHint', { count: max })}</p>
    </div>
  );
}
