import type { Lang } from '@storefront/contracts/locale';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { getBaseInfo } from '@/lib/api/system';
import { safeBackPath } from '@/lib/auth/guard';
import { localePath } from '@/lib/routes';
import { KeepBackPath } from '../components/keep-back-path';
import { LoginPanel } from '../components/login-panel';
import { AuthPage } from './auth-page';
import styles from './auth-page.module.css';

/** Sign in (spec section 2): the same panel as the header's popup, returning home or to loginBackPath. */
interface LoginTemplateProps {
  lang: Lang;
  prefix: string;
  /** The page that sent a guest here (proxy.ts), to return to after signing in. */
  back?: string;
}

export async function LoginTemplate({ lang, prefix, back }: LoginTemplateProps) {
  const [t, to, baseInfo] = await Promise.all([
    getTranslations('auth'),
    getTranslations('orders'),
    getBaseInfo(lang),
  ]);
  const backPath = safeBackPath(back);
  return (
    <AuthPage title={t('signInTitle')} lead={t('signInLead')}>
      {backPath && <KeepBackPath path={backPath} />}
      <LoginPanel providers={baseInfo?.loginProviders ?? []} returnTo="home" />
      {/* My Orders sends a guest here; an order bought without an account is found by e-mail. */}
      <p className={styles.aside}>
        <Link href={localePath(prefix, 'orderLookup')} prefetch={false}>
          {to('guestOrders')}
        </Link>
      </p>
    </AuthPage>
  );
}
