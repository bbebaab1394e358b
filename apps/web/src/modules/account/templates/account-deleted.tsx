import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/routes';
import { AuthPage } from './auth-page';

/** Where a browser lands once its account is deleted: signed out, with what became of the data. */
export async function AccountDeletedTemplate({ prefix }: { prefix: string }) {
  const [t, auth] = await Promise.all([getTranslations('account'), getTranslations('auth')]);
  return (
    <AuthPage title={t('deletedTitle')}>
      <p role="status">{t('deletedText')}</p>
      <Link href={localePath(prefix, 'home')} className="button">
        {auth('toHome')}
      </Link>
      <Link href={localePath(prefix, 'register')} className="button button-quiet" prefetch={false}>
        {t('deletedRegister')}
      </Link>
    </AuthPage>
  );
}
