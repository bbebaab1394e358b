'use client';

import type { LoginByThirdAccountData, SocialProvider } from '@storefront/contracts/auth';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { callApi } from '@/lib/api/browser';
import { finishSignIn } from '@/lib/auth/session-change';
import { safeBackPath } from '@/lib/auth/guard';
import { localePath } from '@/lib/routes';
import { startSession } from '@/lib/session/login';
import styles from './forms.module.css';
import { PasswordClearedNotice } from './password-cleared-notice';

export interface SocialReturn {
  code?: string;
  state?: string;
  iss?: string;
  deviceId?: string;
}

const finishing = new Map<string, ReturnType<typeof finish>>();

function finish(provider: SocialProvider, { code = '', state = '', iss, deviceId }: SocialReturn) {
  return startSession().then(() =>
    callApi('auth/loginByThirdAccount', { provider, code, state, iss, deviceId }),
  );
}

/**
 * Where Google, VK ID or Yandex ID send the customer back: the code is exchanged once (a provider's
 * code works only once), then the customer returns to the page the sign-in started from.
 */
export function SocialSignIn({ provider, query }: { provider: SocialProvider; query: SocialReturn }) {
  const prefix = useLangPrefix();
  const t = useTranslations('auth');
  const [failed, setFailed] = useState(!query.code || !query.state);
  const [cleared, setCleared] = useState<LoginByThirdAccountData>();
  const done = (data: LoginByThirdAccountData) =>
    finishSignIn(data, localePath(prefix, 'home'), safeBackPath(data.backPath));

  useEffect(() => {
    if (!query.code || !query.state) return;
    const key = `${provider}:${query.state}`;
    let call = finishing.get(key);
    if (!call) {
      call = finish(provider, query);
      finishing.set(key, call);
    }
    void call.then((answer) => {
      if (!answer.ok) setFailed(true);
      else if (answer.data.passwordCleared) setCleared(answer.data);
      else finishSignIn(answer.data, localePath(prefix, 'home'), safeBackPath(answer.data.backPath));
    });
  }, [prefix, provider, query]);

  if (cleared) return <PasswordClearedNotice onContinue={() => done(cleared)} />;
  if (!failed) {
    return (
      <p className={styles.lead} role="status">
        {t('socialSigningIn')}
      </p>
    );
  }
  return (
    <div className={styles.form}>
      <p className={styles.lead}>{t('socialFailed')}</p>
      <Link href={localePath(prefix, 'login')} className="button" prefetch={false}>
        {t('backToSignIn')}
      </Link>
    </div>
  );
}
