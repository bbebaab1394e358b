import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/routes';
import { AuthPage } from './auth-page';

interface VerifySuccessProps {
  prefix: string;
  /** The link was opened elsewhere than in the browser that registered: nobody was signed in. */
  signIn: boolean;
  /** That removed the password chosen at registration. */
  passwordCleared: boolean;
}

/** verifySuccess: the address is confirmed. */
export async function VerifySuccessTemplate({ prefix, signIn, passwordCleared }: VerifySuccessProps) {
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('verifySuccessTitle')}>
      <p>{t(signIn ? 'verifySignInText' : 'verifySuccessText')}</p>
      {passwordCleared && <p>{t('passwordClearedText')}</p>}
      {signIn ? (
        <Link href={localePath(prefix, 'login')} className="button" prefetch={false}>
          {t('signIn')}
        </Link>
      ) : (
        <Link href={localePath(prefix, 'myAccount')} className="button" prefetch={false}>
          {t('toAccount')}
        </Link>
      )}
    </AuthPage>
  );
}

/** verifyFail: the link expired, was used, or a newer one replaced it; a code signs in instead. */
export async function VerifyFailTemplate({ prefix }: { prefix: string }) {
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('verifyFailTitle')}>
      <p>{t('verifyFailText')}</p>
      <Link href={localePath(prefix, 'login')} className="button" prefetch={false}>
        {t('signIn')}
      </Link>
    </AuthPage>
  );
}

/** The invalid-link page of spec section 2. */
export async function InvalidLink({ prefix }: { prefix: string }) {
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('invalidLinkTitle')}>
      <p>{t('invalidLinkText')}</p>
      <Link href={localePath(prefix, 'home')} className="button">
        {t('toHome')}
      </Link>
    </AuthPage>
  );
}
