'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { notifyError } from '@/lib/notify';
import styles from './order-detail.module.css';
import { RedemptionSteps } from './redemption-steps';
import { RevealCodes } from './reveal-codes';

interface OrderCodesProps {
  orderNo: string;
  codes: string[];
  /** An account's codes a day after delivery: the password shows them (order/revealCodes). */
  hidden: boolean;
  steps: string[];
}

/**
 * The delivered codes, each with a copy button (a refused clipboard is the spec's "Copy failure."
 * toast), and how to redeem them.
 */
export function OrderCodes({ orderNo, codes, hidden, steps }: OrderCodesProps) {
  const t = useTranslations('orders');
  const [copied, setCopied] = useState<number>();
  // Shown for the password, on this page only: a reload hides them again.
  const [revealed, setRevealed] = useState<string[]>();
  const shown = revealed ?? codes;
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
      {hidden && !revealed && <RevealCodes orderNo={orderNo} onRevealed={setRevealed} />}
      <ul className={styles.codes}>
        {shown.map((code, index) => (
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
