import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '../components/change-password-form';
import { AuthPage } from './auth-page';

export async function ChangePasswordTemplate() {
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('changeTitle')} lead={t('changeLead')}>
      <ChangePasswordForm />
    </AuthPage>
  );
}
