'use client';

import type { SocialProvider } from '@storefront/contracts/auth';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { rememberBackPath } from '@/lib/auth/back-path';
import { localePath } from '@/lib/routes';
import styles from './forms.module.css';
import { SocialButtons } from './social-buttons';

// The form carries the validation schemas (zod): loaded when a sign-in form is first shown. React's
// lazy, not next/dynamic: Turbopack's manifest for the latter names a chunk the build never writes,
// so every sign-in page asked for a script that answered 404.
const LoginForm = lazy(() => import('./login-form').then((module) => ({ default: module.LoginForm })));

interface LoginPanelProps {
  providers: SocialProvider[];
  /** `here`: stay on the current page after signing in (the popup); `home`: the sign-in page. */
  returnTo: 'here' | 'home';
  onNavigate?: () => void;
}

/** Everything a customer signs in with: the e-mail form, social buttons, and the terms note. */
export function LoginPanel({ providers, returnTo, onNavigate }: LoginPanelProps) {
  const prefix = useLangPrefix();
  const t = useTranslations('auth');
  const destination = () =>
    returnTo === 'here' ? location.pathname + location.search : localePath(prefix, 'home');
  const leave = () => {
    // Registering from the popup should bring the customer back to this page too.
    if (returnTo === 'here') rememberBackPath(destination());
    onNavigate?.();
  };
  return (
    <>
      <Suspense fallback={<div className={styles.placeholder} />}>
        <LoginForm fallback={destination} />
      </Suspense>
      <div className={styles.links}>
        <Link href={localePath(prefix, 'register')} prefetch={false} onClick={leave}>
          {t('createAccount')}
        </Link>
        <Link href={localePath(prefix, 'forgetPsd')} prefetch={false} onClick={onNavigate}>
          {t('forgotPassword')}
        </Link>
      </div>
      <SocialButtons providers={providers} returnTo={destination} />
      <p className={styles.hint}>{t('termsNote')}</p>
    </>
  );
}
