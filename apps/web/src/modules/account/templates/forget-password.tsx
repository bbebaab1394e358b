import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '../components/reset-password-form';
import { AuthPage } from './auth-page';

export async function ForgetPasswordTemplate() {
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('forgotTitle')} lead={t('forgotLead')}>
      <ResetPasswordForm />
    </AuthPage>
  );
}
