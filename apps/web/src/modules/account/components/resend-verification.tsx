'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '@/lib/api/browser';

/** Sends the verification link again to the account's own, not yet verified, address. */
export function ResendVerification({ email }: { email: string }) {
  const t = useTranslations('account');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  async function send() {
    setState('sending');
    const answer = await callApi('auth/sendVerifyEmail', { email, type: 'register' });
    setState(answer.ok ? 'sent' : 'idle');
  }
  if (state === 'sent') return <p role="status">{t('verificationSent', { email })}</p>;
  return (
    <button type="button" className="button button-quiet" disabled={state === 'sending'} onClick={send}>
      {t('resendVerification')}
    </button>
  );
}
