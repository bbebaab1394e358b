'use client';

import type { VerifyEmailType } from '@storefront/contracts/auth';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api/browser';

/** The API sends one mail a minute per address: the button waits as long before the next. */
const WAIT_SECONDS = 60;

interface SendCodeButtonProps {
  type: Exclude<VerifyEmailType, 'register'>;
  /** Validates the e-mail field and gives its value, or undefined when it is not valid yet. */
  email: () => Promise<string | undefined>;
  onSent?: (email: string) => void;
}

/** E-mails a 6-digit code for signing in, resetting the password or binding an address. */
export function SendCodeButton({ type, email, onSent }: SendCodeButtonProps) {
  const t = useTranslations('auth');
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function send() {
    const address = await email();
    if (!address) return;
    setSending(true);
    const answer = await callApi('auth/sendVerifyEmail', { email: address, type });
    setSending(false);
    if (!answer.ok) return;
    setWait(WAIT_SECONDS);
    onSent?.(address);
  }

  return (
    <button type="button" className="button button-quiet" disabled={sending || wait > 0} onClick={send}>
      {wait > 0 ? t('resendIn', { seconds: wait }) : t('sendCode')}
    </button>
  );
}
