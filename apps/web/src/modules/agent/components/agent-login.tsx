'use client';

import type { AgentLogin as AgentLoginData } from '@storefront/contracts/admin';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { callAdmin } from '../admin-api';
import styles from './agent.module.css';

/** The agent's own sign-in: an agent account, not a customer's. */
export function AgentLogin({ onSignedIn }: { onSignedIn: (session: AgentLoginData) => void }) {
  const t = useTranslations('agent');
  const id = useId();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const answer = await callAdmin('agent/login', {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    if (answer.ok) onSignedIn(answer.data);
  };

  return (
    <form className={styles.login} onSubmit={(event) => void submit(event)}>
      <h2 className={styles.title}>{t('signInTitle')}</h2>
      <p className={styles.muted}>{t('signInText')}</p>
      <label htmlFor={`${id}-email`}>{t('email')}</label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
      <label htmlFor={`${id}-password`}>{t('password')}</label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
      <button type="submit" className="button" disabled={busy}>
        {t('signIn')}
      </button>
    </form>
  );
}
