'use client';

import { MAX_CHAT_CHARS } from '@storefront/contracts/constants';
import type { FileRef } from '@storefront/contracts/files';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { IMAGE_ACCEPT } from '../image-accept';
import styles from './chat.module.css';

interface ComposerProps {
  onSend: (text: string, image?: FileRef) => void;
  /** How an image is uploaded: the customer's way or the agent's. */
  upload: (file: File) => Promise<FileRef | undefined>;
  disabled?: boolean;
}

/** The message box: Enter sends, Shift+Enter starts a new line; an image goes as its own message. */
export function Composer({ onSend, upload, disabled = false }: ComposerProps) {
  const t = useTranslations('support');
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    onSend(trimmed);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const image = await upload(file);
    setUploading(false);
    if (picker.current) picker.current.value = '';
    if (image) onSend('', image);
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('messageLabel')}
      </label>
      <textarea
        id={inputId}
        className={styles.input}
        rows={1}
        maxLength={MAX_CHAT_CHARS}
        placeholder={t('messagePlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <label className={`button button-quiet ${styles.attach}`} aria-busy={uploading}>
        {uploading ? t('uploading') : t('attachImage')}
        <input
          ref={picker}
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          disabled={uploading || disabled}
          onChange={(event) => void attach(event.target.files?.[0])}
        />
      </label>
      <button type="submit" className="button" disabled={disabled || !text.trim()}>
        {t('send')}
      </button>
    </form>
  );
}
