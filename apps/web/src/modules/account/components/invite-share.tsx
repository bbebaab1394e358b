'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { notifyError } from '@/lib/notify';
import { localePath } from '@/lib/routes';
import styles from './account-details.module.css';

/**
 * The customer's invite code and share link, each copyable (a refused clipboard is the spec's
 * "Copy failure." toast): a friend who registers with it gets a coupon, and so does the customer.
 */
export function InviteShare({ inviteCode }: { inviteCode: string }) {
  const prefix = useLangPrefix();
  const t = useTranslations('account');
  const origin = useSyncExternalStore(
    () => () => {},
    () => window.location.origin,
    () => '',
  );
  const link = `${origin}${localePath(prefix, 'register', { inviteCode })}`;
  const [copied, setCopied] = useState<'code' | 'link'>();
  const copy = async (what: 'code' | 'link', text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      notifyError(t('copyFailed'));
    }
  };
  return (
    <section className={styles.section} aria-labelledby="invite-title">
      <h2 id="invite-title">{t('inviteTitle')}</h2>
      <p className={styles.muted}>{t('inviteText')}</p>
      <div className={styles.share}>
        <span>{t('shareLink')}</span>
        <code>{link}</code>
        <div className={styles.copyButtons}>
          <button type="button" className="button button-quiet" onClick={() => void copy('code', inviteCode)}>
            {copied === 'code' ? t('copied') : t('copyCode')}
          </button>
          <button type="button" className="button" onClick={() => void copy('link', link)}>
            {copied === 'link' ? t('copied') : t('copyLink')}
          </button>
        </div>
      </div>
      <p className={styles.muted}>
        <Link href={localePath(prefix, 'myOrder', { invite: 'true' })} prefetch={false}>
          {t('inviteOrders')}
        </Link>
      </p>
    </section>
  );
}
