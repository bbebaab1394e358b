'use client';

import { ERROR } from '@storefront/contracts/constants';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { callApi } from '@/lib/api/browser';
import { localePath } from '@/lib/routes';
import { startSession } from '@/lib/session/login';
import { storeLogin } from '@/lib/session/store-login';
import styles from './forms.module.css';

// A link works once: a second effect run (React's development double run) must reuse the first call.
const verifying = new Map<string, ReturnType<typeof verify>>();

function verify(token: string) {
  return startSession().then(() => callApi('auth/verifyEmail', { token }, { quiet: true }));
}

/**
 * The verification link's page: confirms the token in the browser (mail scanners that fetch links
 * run no scripts, so they cannot use it up), then goes on to verifySuccess, verifyFail, or the
 * invalid-link page. Opened in the browser that registered, the answer signs it in; anywhere else
 * verifySuccess asks to sign in, and says when the password chosen at registration was removed.
 */
export function VerifyEmailRunner({ token }: { token: string }) {
  const prefix = useLangPrefix();
  const t = useTranslations('auth');
  const router = useRouter();

  useEffect(() => {
    let call = verifying.get(token);
    if (!call) {
      call = verify(token);
      verifying.set(token, call);
    }
    void call.then((answer) => {
      if (answer.ok) {
        const { login, passwordCleared } = answer.data;
        const query = new URLSearchParams();
        if (!login) query.set('signIn', '1');
        if (passwordCleared) query.set('passwordCleared', '1');
        const page = localePath(prefix, 'verifySuccess') + (query.size ? `?${query}` : '');
        if (!login) return router.replace(page);
        storeLogin(login);
        // A full load, so that the header shows the account.
        return window.location.replace(page);
      }
      router.replace(
        localePath(prefix, answer.code === ERROR.VERIFICATION_LINK_EXPIRED ? 'verifyFail' : 'invalidLink'),
      );
    });
  }, [prefix, token, router]);

  return (
    <p className={styles.lead} role="status">
      {t('verifying')}
    </p>
  );
}
