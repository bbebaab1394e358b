'use client';

import { IMAGE_TYPES } from '@storefront/contracts/files';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { uploadAgentImage } from '@/modules/agent/upload';
import styles from './catalogue.module.css';

/**
 * The product's art: a thumbnail of what the storefront will show, an image to upload in its place
 * (the server checks its bytes), or back to the store's drawn art.
 */
export function ArtUpload({
  art,
  drawnArtUrl,
  onChange,
}: {
  art: { key: string; url: string } | null;
  drawnArtUrl: string;
  onChange: (art: { key: string; url: string } | null) => void;
}) {
  const t = useTranslations('consoleCatalogue');
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
  return (
    <section className={styles.group} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('art')}</h3>
      <div className={styles.art}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a signed upload URL or the drawn art */}
        <img src={art?.url ?? drawnArtUrl} alt={t('artThumbnail')} width={96} height={96} />
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>{art ? t('replaceArt') : t('uploadArt')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={busy}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <p className={styles.muted}>{busy ? t('uploading') : art ? t('artUploaded') : t('artDrawn')}</p>
          {failed && (
            <p className={styles.problem} role="alert">
              {t('uploadFailed')}
            </p>
          )}
          {art && (
            <button type="button" className="button button-quiet" onClick={() => onChange(null)}>
              {t('useDrawnArt')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
