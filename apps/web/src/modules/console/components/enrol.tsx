'use client';

import type { TotpEnrolment } from '@storefront/contracts/staff';
import { useTranslations } from 'next-intl';
import styles from './console.module.css';

/** The new TOTP secret: its QR code for an authenticator app, and the key to type by hand. */
export function EnrolmentCode({ enrolment }: { enrolment: TotpEnrolment }) {
  const t = useTranslations('console');
  return (
    <>
      <p className={styles.muted}>{t('enrolHint')}</p>
      {/* A data: URL the API drew from the otpauth:// URI; nothing to optimise. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.qr} src={enrolment.qr} alt={t('qrAlt')} width={192} height={192} />
      <p>
        {t('manualKey')}:{' '}
        <code className={styles.key} data-testid="totp-key">
          {enrolment.secret}
        </code>
      </p>
    </>
  );
}

/** The recovery codes, shown once. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('console');
  return (
    <section className={styles.panel} aria-labelledby="recovery-title">
      <h2 id="recovery-title">{t('recoveryTitle')}</h2>
      <p className={styles.muted}>{t('recoveryHint')}</p>
      <ul className={styles.codes} aria-label={t('recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onDone}>
        {t('recoverySaved')}
      </button>
    </section>
  );
}
