import type { SocialProvider } from '@storefront/contracts/auth';
import { getTranslations } from 'next-intl/server';
import { SocialSignIn, type SocialReturn } from '../components/social-sign-in';
import { AuthPage } from './auth-page';

export async function SocialTemplate(props: {
  prefix: string;
  provider: SocialProvider;
  query: SocialReturn;
}) {
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('signInTitle')}>
      <SocialSignIn {...props} />
    </AuthPage>
  );
}
