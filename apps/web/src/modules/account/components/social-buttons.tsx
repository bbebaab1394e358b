'use client';

import type { SocialProvider } from '@storefront/contracts/auth';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '@/lib/api/browser';
import { peekBackPath } from '@/lib/auth/back-path';
import styles from './social-buttons.module.css';

const LABEL = { google: 'withGoogle', vk: 'withVk', yandex: 'withYandex' } as const;
const MARK = { google: 'G', vk: 'VK', yandex: 'Я' } as const;

/**
 * One button per configured provider (system/baseInfo loginProviders). The API gives the provider's
 * page; it returns to /{lang}/login/social/{provider}, and from there to the page kept here.
 */
export function SocialButtons({
  providers,
  returnTo,
}: {
  providers: SocialProvider[];
  returnTo: () => string;
}) {
  const t = useTranslations('auth');
  const [busy, setBusy] = useState<SocialProvider>();
  if (providers.length === 0) return null;

  async function start(provider: SocialProvider) {
    setBusy(provider);
    const backPath = peekBackPath() ?? returnTo();
    const answer = await callApi('auth/thirdAccountStart', { provider, backPath });
    if (answer.ok) window.location.assign(answer.data.authorizationUrl);
    else setBusy(undefined);
  }

  return (
    <div className={styles.social}>
      <p className={styles.or}>
        <span>{t('or')}</span>
      </p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`${styles.button} ${styles[provider]}`}
          disabled={busy !== undefined}
          onClick={() => void start(provider)}
        >
          <span className={styles.mark} aria-hidden="true">
            {MARK[provider]}
          </span>
          {t(LABEL[provider])}
        </button>
      ))}
    </div>
  );
}
