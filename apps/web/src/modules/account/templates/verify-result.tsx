import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/routes';
import { AuthPage } from './auth-page';

/** verifySuccess: the address is confirmed. */
export async function VerifySuccessTemplate({ prefix }: { prefix: string }) {
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('verifySuccessTitle')}>
      <p>{t('verifySuccessText')}</p>
      <Link href={localePath(prefix, 'myAccount')} className="button" prefetch={false}>
        {t('toAccount')}
      </Link>
    </AuthPage>
  );
}

/** verifyFail: the link expired, was used, or a newer one replaced it; My Account sends a new one. */
export async function VerifyFailTemplate({ prefix }: { prefix: string }) {
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('verifyFailTitle')}>
      <p>{t('verifyFailText')}</p>
      <Link href={localePath(prefix, 'myAccount')} className="button" prefetch={false}>
        {t('toAccount')}
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
