'use client';

import type { TotpStart } from '@storefront/contracts/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Refused, staffCall, useMe } from '../console-api';
import styles from './console.module.css';
import { EnrolmentCode, RecoveryCodes } from './enrol';
import { Problem } from './problem';

/**
 * A signed-in member without two-factor sign-in (an agent: owners and operators enrol at their first
 * sign-in) sets it up here: the key, its first code, then the recovery codes. From the next sign-in
 * they give a code, and the password-only sign-in refuses them. Nothing for a member who has it.
 */
export function OwnTotp() {
  const t = useTranslations('console');
  const id = useId();
  const client = useQueryClient();
  const me = useMe(true);
  const [started, setStarted] = useState<TotpStart>();
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const refused = (error: unknown) =>
    setProblem(error instanceof Refused ? error.message : t('ownTotpFailed'));

  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(undefined);
          void client.invalidateQueries({ queryKey: ['console', 'me'] });
        }}
      />
    );
  }
  if (!me.data || me.data.totpEnabled) return null;
  return (
    <section className={styles.ownTotp} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('ownTotpTitle')}</h2>
      {!started ? (
        <>
          <p className={styles.muted}>{t('ownTotpHint')}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              staffCall('staff/startTotp', {})
                .then(setStarted, refused)
                .finally(() => setBusy(false));
            }}
          >
            {t('ownTotpStart')}
          </button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setBusy(true);
            staffCall('staff/enrolTotp', { challenge: started.challenge, code: code.trim() })
              .then((done) => {
                setProblem(undefined);
                setRecoveryCodes(done.recoveryCodes);
              }, refused)
              .finally(() => setBusy(false));
          }}
        >
          <EnrolmentCode enrolment={started.enrolment} />
          <div className={styles.field}>
            <label htmlFor={`${id}-code`}>{t('code')}</label>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={problem ? true : undefined}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t('continue')}
          </button>
        </form>
      )}
      <Problem text={problem} />
    </section>
  );
}
