import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/routes';
import { RegisterForm } from '../components/register-form';
import { AuthPage } from './auth-page';

export async function RegisterTemplate({ prefix, inviteCode }: { prefix: string; inviteCode?: string }) {
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('registerTitle')} lead={t('registerLead')}>
      <RegisterForm inviteCode={inviteCode} />
      <p>
        {t('haveAccount')}{' '}
        <Link href={localePath(prefix, 'login')} prefetch={false}>
          {t('signIn')}
        </Link>
      </p>
    </AuthPage>
  );
}
