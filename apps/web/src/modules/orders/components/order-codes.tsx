'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { notifyError } from '@/lib/notify';
import styles from './order-detail.module.css';
import { RedemptionSteps } from './redemption-steps';

/**
 * The delivered codes, each with a copy button (a refused clipboard is the spec's "Copy failure."
 * toast), and how to redeem them.
 */
export function OrderCodes({ codes, steps }: { codes: string[]; steps: string[] }) {
  const t = useTranslations('orders');
  const [copied, setCopied] = useState<number>();
  const copy = async (code: string, index: number) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(index);
    } catch {
      notifyError(t('copyFailed'));
    }
  };
  return (
    <section className={styles.card} aria-labelledby="codes-title">
      <h2 id="codes-title" className={styles.cardTitle}>
        {t('codesTitle')}
      </h2>
      <ul className={styles.codes}>
        {codes.map((code, index) => (
          <li key={code}>
            <code className={styles.code}>{code}</code>
            <button type="button" className="button button-quiet" onClick={() => void copy(code, index)}>
              {copied === index ? t('copied') : t('copy')}
            </button>
          </li>
        ))}
      </ul>
      <RedemptionSteps steps={steps} />
    </section>
  );
}
