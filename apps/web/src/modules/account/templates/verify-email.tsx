import { VerifyEmailRequest } from '@storefront/contracts/auth';
import { getTranslations } from 'next-intl/server';
import { VerifyEmailRunner } from '../components/verify-email-runner';
import { AuthPage } from './auth-page';
import { InvalidLink } from './verify-result';

/** The verification e-mail's link: a token that cannot be one is the invalid-link page at once. */
export async function VerifyEmailTemplate({ prefix, token }: { prefix: string; token?: string }) {
  if (!token || !VerifyEmailRequest.safeParse({ token }).success) return <InvalidLink prefix={prefix} />;
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('verifyTitle')}>
      <VerifyEmailRunner token={token} />
    </AuthPage>
  );
}
