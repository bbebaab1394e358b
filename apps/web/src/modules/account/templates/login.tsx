import type { Lang } from '@storefront/contracts/locale';
import { getTranslations } from 'next-intl/server';
import { getBaseInfo } from '@/lib/api/system';
import { safeBackPath } from '@/lib/auth/guard';
import { KeepBackPath } from '../components/keep-back-path';
import { LoginPanel } from '../components/login-panel';
import { AuthPage } from './auth-page';

/** Sign in (spec section 2): the same panel as the header's popup, returning home or to loginBackPath. */
interface LoginTemplateProps {
  lang: Lang;
  /** The page that sent a guest here (proxy.ts), to return to after signing in. */
  back?: string;
}

export async function LoginTemplate({ lang, back }: LoginTemplateProps) {
  const [t, baseInfo] = await Promise.all([getTranslations('auth'), getBaseInfo(lang)]);
  const backPath = safeBackPath(back);
  return (
    <AuthPage title={t('signInTitle')} lead={t('signInLead')}>
      {backPath && <KeepBackPath path={backPath} />}
      <LoginPanel providers={baseInfo?.loginProviders ?? []} returnTo="home" />
    </AuthPage>
  );
}
